/**
 * What never changes on the map, as SVG markup set in one go (innerHTML): a place's halves'
 * colours, middle line, outline, Union rear ring, VP hexagon, port and supply marks; the rail
 * links and their defence modifiers. Drawn as components these were hundreds of reactive parts,
 * and drawing them were the map's longest tasks on a phone.
 */
import { LOCATIONS, type LocationId, RAIL_LINKS } from "../../../../shared/games/lincoln/data/map";
import type { Side } from "../../../../shared/games/lincoln/data/sides";
import { BADGE, MAP_TEXT, MARK_R, R, VP_R, halfPath, linkEnds, modifierSpot, portSpot, posOf, supplySpot, vpSpot } from "./geometry";

/** A side's colour for its counters and supply marks. */
export const COUNTER_FILL: Record<Side, string> = { union: "#1d4ed8", confederate: "#57534e" };
const LOC_FILL = { blue: ["#c7d7f2", "#b3c8ec"], grey: ["#dcd9d3", "#cdc9c1"] } as const;

/** The two halves' colours: under everything else of the place. */
export function placeFill(loc: LocationId): string {
  const fill = LOC_FILL[LOCATIONS[loc].colour];
  return `<path d="${halfPath(loc, 0)}" fill="${fill[0]}"/><path d="${halfPath(loc, 1)}" fill="${fill[1]}"/>`;
}

/** The marks over the halves' colours (and over what lights a half up); the outline's colour follows the place's control (board.css). */
export function placeMarks(loc: LocationId): string {
  const l = LOCATIONS[loc];
  const { x, y } = posOf(loc);
  let out = `<line x1="${x - R}" y1="${y}" x2="${x + R}" y2="${y}" class="lc-divider"/>`;
  if (l.unionRear) out += `<circle cx="${x}" cy="${y}" r="${R + 6}" class="lc-rear"/>`;
  out += `<circle cx="${x}" cy="${y}" r="${R}" class="lc-outline"/>`;
  if (l.vp > 0) out += hexagon(vpSpot(loc), l.vp);
  if (l.port) out += anchor(portSpot(loc));
  if (l.supply) out += supply(supplySpot(loc), l.supply);
  return out;
}

/** A digit's baseline below the middle of its shape: half a digit's height (0.73 of the text's size). */
const DIGIT_DROP = (MAP_TEXT * 0.36).toFixed(1);

/** A VP hexagon, wide enough for its number at the map's text size (MAP_TEXT). */
function hexagon(p: { x: number; y: number }, vp: number): string {
  const r = VP_R;
  const pts = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i;
    return `${(p.x + r * Math.cos(a)).toFixed(1)},${(p.y + r * Math.sin(a)).toFixed(1)}`;
  }).join(" ");
  return (
    `<g class="lc-vp"><polygon points="${pts}" fill="#fde68a" stroke="#b45309" stroke-width="2"/>` +
    `<text x="${p.x}" y="${p.y}" dy="${DIGIT_DROP}" text-anchor="middle" font-size="${MAP_TEXT}" font-weight="800" fill="#78350f">${vp}</text></g>`
  );
}

function anchor({ x, y }: { x: number; y: number }): string {
  return (
    `<g class="lc-port"><circle cx="${x}" cy="${y}" r="${MARK_R}" fill="#eff6ff" stroke="#1e3a8a" stroke-width="2"/>` +
    `<path d="M${x} ${y - 7}v13M${x - 5} ${y - 3}h10M${x - 7} ${y + 1}c1 5 5 6 7 6s6-1 7-6" fill="none" stroke="#1e3a8a" stroke-width="2" stroke-linecap="round"/></g>`
  );
}

function supply({ x, y }: { x: number; y: number }, side: Side): string {
  return (
    `<g class="lc-supply"><circle cx="${x}" cy="${y}" r="${MARK_R}" fill="#fff" stroke="${COUNTER_FILL[side]}" stroke-width="3"/>` +
    `<path d="M${x - 6} ${y}h12M${x} ${y - 6}v12" stroke="${COUNTER_FILL[side]}" stroke-width="3"/></g>`
  );
}

/** The rail links, each a bed and its ties; those that answer the decision glow (map.tsx sets their class). */
export function railMarks(): string {
  return RAIL_LINKS.map((_, i) => {
    const ends = linkEnds(i);
    if (!ends) return "";
    const [a, b] = ends;
    const at = `x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}"`;
    return `<g class="lc-rail" data-link="${i}"><line ${at} class="lc-rail-bed"/><line ${at} class="lc-rail-ties"/></g>`;
  }).join("");
}

/**
 * A defence badge: "+1" in the defender's colour, its "+" drawn (a stroke as thick as the
 * digit's) so that the badge needs room for one digit at the map's text size, not two glyphs.
 */
export function defenceBadge(p: { x: number; y: number }, side: Side, value: number, attrs = ""): string {
  const { x, y } = p;
  return (
    `<g class="lc-mod ${side}"${attrs}><rect x="${x - BADGE.w / 2}" y="${y - BADGE.h / 2}" width="${BADGE.w}" height="${BADGE.h}" rx="8"/>` +
    `<path d="M${x - 15.5} ${y}h12M${x - 9.5} ${y - 6}v12" class="lc-mod-plus"/>` +
    `<text x="${x + 6.5}" y="${y}" dy="${DIGIT_DROP}" font-size="${MAP_TEXT}">${value}</text></g>`
  );
}

/** The rail links' defence modifiers, each just outside the place it helps. */
export function modifierMarks(): string {
  return RAIL_LINKS.flatMap((l, link) =>
    l.defence.map((m) => {
      const p = modifierSpot(link, m.into);
      return p ? defenceBadge(p, m.side, m.value, ` data-modifier="${m.into}:${m.side}"`) : "";
    }),
  ).join("");
}
