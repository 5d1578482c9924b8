/**
 * Lincoln's map marks as convex shapes, where and as large as map.tsx and map-marks.ts draw
 * them, for the geometry tests (lincoln-map-geometry, lincoln-map-crowds).
 */
import type { LocationId } from "../../shared/games/lincoln/data/map";
import {
  BADGE,
  COUNTER_H,
  FLAG,
  MARK_R,
  RING,
  SWORDS_R,
  VP_R,
  flagSpot,
  labelBand,
  labelOf,
  labelSpot,
  portSpot,
  rowLayout,
  rowStart,
  rowTop,
  supplySpot,
  swordsSpot,
  vpSpot,
} from "../../web/src/games/lincoln/geometry";

type Box = { left: number; top: number; right: number; bottom: number };

/**
 * A bold name's width in ems, a little over what DejaVu Sans Bold draws (measured in Chromium:
 * 3-25 % over), the widest of the fonts a phone or this machine uses for it.
 */
const ems = (text: string) => [...text].reduce((sum, ch) => sum + (/[fijlrtI.' -]/.test(ch) ? 0.45 : /[mwMW&]/.test(ch) ? 1.05 : 0.73), 0);

/** A name's box with its halo, for a name `size` high (short names above 17 units, as the map draws them). */
export function nameBox(loc: LocationId, size: number): Box {
  const w = ems(labelOf(loc, size > 17)) * size + size * 0.24;
  const { x } = labelSpot(loc, size);
  const band = labelBand(loc, size);
  return { left: x - w / 2, right: x + w / 2, top: band.top, bottom: band.bottom };
}

/** A convex shape as drawn (map-marks.ts, map.tsx), by its corners; a circle by a polygon around it. */
export type Shape = { x: number; y: number }[];
export const rect = (b: Box): Shape => [
  { x: b.left, y: b.top },
  { x: b.right, y: b.top },
  { x: b.right, y: b.bottom },
  { x: b.left, y: b.bottom },
];
const polygon = (p: { x: number; y: number }, r: number, sides: number): Shape =>
  Array.from({ length: sides }, (_, i) => ({ x: p.x + r * Math.cos((2 * Math.PI * i) / sides), y: p.y + r * Math.sin((2 * Math.PI * i) / sides) }));
/** A circle of radius r (its stroke's outer edge), within a 24-gon's corners a little outside it. */
const disc = (p: { x: number; y: number }, r: number) => polygon(p, r / Math.cos(Math.PI / 24), 24);
/** Whether two convex shapes overlap: no edge of either separates them. */
export function overlap(a: Shape, b: Shape): boolean {
  for (const shape of [a, b])
    for (let i = 0; i < shape.length; i++) {
      const p = shape[i]!;
      const q = shape[(i + 1) % shape.length]!;
      const nx = q.y - p.y;
      const ny = p.x - q.x;
      const span = (s: Shape) => s.map((v) => v.x * nx + v.y * ny);
      if (Math.max(...span(a)) <= Math.min(...span(b)) || Math.max(...span(b)) <= Math.min(...span(a))) return false;
    }
  return true;
}

/** As drawn (map-marks.ts, map.tsx), each with its stroke: a VP hexagon; a defence badge (its round corners left square); a port or supply mark. */
export const hexagon = (loc: LocationId) => polygon(vpSpot(loc), VP_R + 1, 6);
export const badge = (p: { x: number; y: number }) => rect({ left: p.x - BADGE.w / 2, right: p.x + BADGE.w / 2, top: p.y - BADGE.h / 2, bottom: p.y + BADGE.h / 2 });
export const portMark = (loc: LocationId) => disc(portSpot(loc), MARK_R + 1);
export const supplyMark = (loc: LocationId) => disc(supplySpot(loc), MARK_R + 1.5);
/** A battle's crossed swords, with their stroke. */
export const swords = (loc: LocationId) => disc(swordsSpot(loc), SWORDS_R + 1);
/** A control flag: its pole (3 wide) and its swallow-tailed pennant, as two quadrilaterals either side of the notch. */
export function flag(loc: LocationId): Shape[] {
  const { x, y } = flagSpot(loc);
  const top = y - FLAG.pole;
  const middle = top + FLAG.h / 2;
  return [
    rect({ left: x - 1.5, right: x + 1.5, top, bottom: y }),
    [
      { x, y: top },
      { x: x + FLAG.w, y: top },
      { x: x + FLAG.w - FLAG.notch, y: middle },
      { x, y: middle },
    ],
    [
      { x, y: middle },
      { x: x + FLAG.w - FLAG.notch, y: middle },
      { x: x + FLAG.w, y: top + FLAG.h },
      { x, y: top + FLAG.h },
    ],
  ];
}
/** A half's row of n counters where it is drawn (rowStart), with the ring of one that moved last. */
export function row(loc: LocationId, half: 0 | 1, n: number): Shape {
  const start = rowStart(loc, half, n);
  const top = rowTop(loc, half);
  return rect({ left: start - RING, right: start + rowLayout(n).total + RING, top: top - RING, bottom: top + COUNTER_H + RING });
}
