/**
 * Where an area's marks stand around its centre: the counters, the name below them and the army
 * label at the top left (a Pacified area's penny at the top right, map.tsx). For as many units
 * as an area holds in play, its counters cover no area's name or label
 * (test/web/union-forever-marks.test.ts): three or more once hid the name of the area they
 * stood in. The lit and last-move rings round a counter may still reach over a name's top or
 * its area's label: the map draws them under both (map.tsx). Two areas' stacks keep apart.
 */
import { AREAS, AREA_IDS, type AreaId, NORTH, type Place, RICHMOND } from "../../../../shared/games/union-forever/data/map";
import { CENTRES, MAP_W, NORTH_ROW } from "./frame";
import { SHORT_AREA } from "./names";

/** A counter's centre and side, in map units. */
export type Slot = { x: number; y: number; size: number };

/** A rectangle on the map, in map units. */
export type Box = { left: number; top: number; right: number; bottom: number };

export const overlaps = (a: Box, b: Box) => Math.min(a.right, b.right) > Math.max(a.left, b.left) && Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top);

export const boxOf = (slot: Slot): Box => ({ left: slot.x - slot.size / 2, right: slot.x + slot.size / 2, top: slot.y - slot.size / 2, bottom: slot.y + slot.size / 2 });

/** An area's name: its baseline below the centre, its size, and the widest it is drawn (longer names are squeezed to it). */
export const NAME_BELOW = 32;
export const NAME_FONT = 12;
/** A little less than the closest centres' 75 units, so that neighbours' names never touch ("W. Virginia" and "Shenandoah" ran together). */
export const NAME_WIDTH = 68;

/** The name as drawn: Richmond's has the capital's star before it. */
export const nameText = (id: AreaId) => (id === RICHMOND ? "★ " : "") + SHORT_AREA[id];

/**
 * How wide a name may be drawn, in ems: a letter of the bold names takes up to 0.74 em in
 * DejaVu Sans, the widest font met (phones' are narrower), "m" and "W" more, ".", " " and
 * "i", "l", "t", "r" less. Measured there, every name is at most this wide.
 */
const ems = (text: string) => [...text].reduce((sum, ch) => sum + (".,' ilj".includes(ch) ? 0.4 : "tfr".includes(ch) ? 0.5 : "mwMW".includes(ch) ? 1.05 : 0.74), 0);

/** A name that would be wider than NAME_WIDTH is squeezed to it. */
export const squeezed = (id: AreaId) => ems(nameText(id)) * NAME_FONT > NAME_WIDTH;

export const nameWidth = (id: AreaId) => Math.min(NAME_WIDTH, ems(nameText(id)) * NAME_FONT);

/** An area's name, from its capitals' top (0.75 em above the baseline) to its descenders' foot. */
export function nameBox(id: AreaId): Box {
  const c = CENTRES[id];
  const half = nameWidth(id) / 2;
  return { left: c.x - half, right: c.x + half, top: c.y + NAME_BELOW - 0.75 * NAME_FONT, bottom: c.y + NAME_BELOW + 0.25 * NAME_FONT };
}

/** The army label's anchor, from the area's centre, and its pill's rectangle round the anchor (map.tsx draws it so). */
export const TAG_AT = { dx: -22, dy: -27 };
export const TAG_PILL = { x: -11, y: -7, w: 22, h: 13 };

export function tagBox(id: AreaId): Box | null {
  if (!AREAS[id].label) return null;
  const left = CENTRES[id].x + TAG_AT.dx + TAG_PILL.x;
  const top = CENTRES[id].y + TAG_AT.dy + TAG_PILL.y;
  return { left, right: left + TAG_PILL.w, top, bottom: top + TAG_PILL.h };
}

/** What counters keep off: every area's name and army label. */
const MARKS = AREA_IDS.flatMap((id) => [nameBox(id), tagBox(id) ?? []].flat());

/** A stack's rows, its counters' side and the room between them. */
type Shape = { rows: 1 | 2; size: number; gap: number };
/** Two rows of 20 units: the least with 10-unit text (MIN_TEXT). */
const ROWS: Shape[] = [{ rows: 2, size: 20, gap: 2 }, { rows: 2, size: 20, gap: 1 }];
/** The shapes a stack of each size may take, the first choice first. */
const STACKS: Shape[][] = [
  [],
  [{ rows: 1, size: 32, gap: 3 }],
  [{ rows: 1, size: 32, gap: 3 }, { rows: 1, size: 28, gap: 3 }],
  [{ rows: 1, size: 24, gap: 2 }, { rows: 1, size: 22, gap: 2 }, ...ROWS],
];

/** The shifts a stack may take to clear the marks, nearest first: up to 20 units sideways, 4 up or down. */
const NUDGES = Array.from({ length: 41 }, (_, i) => i - 20)
  .flatMap((dx) => [-4, -3, -2, -1, 0, 1, 2, 3, 4].map((dy) => [dx, dy] as const))
  .sort((p, q) => Math.hypot(...p) - Math.hypot(...q));

/**
 * Where a place's counters go. Around an area's centre: up to three side by side, four to six
 * in two rows (random games' largest stack is six; more would stand in longer rows). One row in
 * the North band.
 */
export function slots(place: Place, count: number): Slot[] {
  const key = `${place}:${count}`;
  const known = laidOut.get(key);
  if (known) return known;
  const found = layOut(place, count);
  laidOut.set(key, found);
  return found;
}

/** The stacks laid out so far: the search below runs once for each place and count. */
const laidOut = new Map<string, Slot[]>();

function layOut(place: Place, count: number): Slot[] {
  if (place === NORTH) {
    const size = 40;
    const gap = 10;
    const width = count * size + (count - 1) * gap;
    const x0 = NORTH_ROW.x - width / 2 + size / 2;
    return Array.from({ length: count }, (_, k) => ({ x: x0 + k * (size + gap), y: NORTH_ROW.y, size }));
  }
  const c = CENTRES[place];
  const stack = ({ rows, size, gap }: Shape, dx: number, dy: number) => {
    const perRow = Math.ceil(count / rows);
    // Two rows fill the room between the label's foot (21 units up) and the name's top (23 down).
    const middle = rows === 1 ? c.y - 2 : c.y + 1;
    return Array.from({ length: count }, (_, k) => {
      const row = Math.floor(k / perRow);
      const inRow = Math.min(perRow, count - row * perRow);
      const col = k % perRow;
      return { x: c.x + dx + (col - (inRow - 1) / 2) * (size + gap), y: middle + dy + (row - (rows - 1) / 2) * (size + gap), size };
    });
  };
  // Where areas crowd each other, a neighbour's name reaches under the stack: it moves aside,
  // or its counters shrink or close up, until it clears every name and label; and it keeps
  // to its own side of each border (where it can: five units in a few areas cannot).
  const clear = (slot: Slot) => slot.x - slot.size / 2 >= 0 && slot.x + slot.size / 2 <= MAP_W && !MARKS.some((mark) => overlaps(boxOf(slot), mark));
  const shapes = STACKS[count] ?? ROWS;
  for (const fits of [(slot: Slot) => clear(slot) && ownSide(place, slot), clear])
    for (const shape of shapes)
      for (const [dx, dy] of NUDGES) {
        const found = stack(shape, dx, dy);
        if (found.every(fits)) return found;
      }
  return stack(shapes[0] as Shape, 0, 0);
}

/** The room a stack keeps from the border with each other area: neighbours' counters stand twice that apart. */
const APART = 2;

/**
 * How far a point lies past the border of area `id` toward `other` (the line halfway between
 * their centres, which bounds each area's region, frame.ts), times the centres' distance: above
 * 0 on `other`'s side.
 */
function pastBorder(id: AreaId, other: AreaId, p: { x: number; y: number }): number {
  const a = CENTRES[id];
  const b = CENTRES[other];
  return (p.x - (a.x + b.x) / 2) * (b.x - a.x) + (p.y - (a.y + b.y) / 2) * (b.y - a.y);
}

/**
 * Whether a counter, APART units round it included, lies on its area's side of every border:
 * two areas' stacks that did not stood side by side as if one, or on each other.
 */
function ownSide(id: AreaId, slot: Slot): boolean {
  const b = boxOf(slot);
  const corners = [b.left - APART, b.right + APART].flatMap((x) => [b.top - APART, b.bottom + APART].map((y) => ({ x, y })));
  return corners.every((p) => AREA_IDS.every((other) => other === id || pastBorder(id, other, p) <= 0));
}

/** A pick target's side where there is room: 44 CSS px on a 360 px phone, where the zoomed map draws 1.2 px a unit. */
export const TARGET = 37;

/**
 * Where a tap picks each of a place's `count` units, over the place's own tap target: a square
 * of TARGET units round each counter, cut halfway to each counter of the stack beside, above or
 * below it, and to its own side of each border, so that no two targets overlap (a neighbouring
 * area's stack stands 4 units off, ownSide). Never less than the counter and 4 units round it.
 */
export function pickBoxes(place: Place, count: number): Box[] {
  const stack = slots(place, count);
  return stack.map((slot, k) => {
    const box = grow(boxOf(slot), Math.max(4, (TARGET - slot.size) / 2));
    stack.forEach((other, j) => {
      if (j === k) return;
      const dx = other.x - slot.x;
      const dy = other.y - slot.y;
      if (Math.abs(dx) >= Math.abs(dy)) {
        if (dx > 0) box.right = Math.min(box.right, slot.x + dx / 2);
        else box.left = Math.max(box.left, slot.x + dx / 2);
      } else if (dy > 0) box.bottom = Math.min(box.bottom, slot.y + dy / 2);
      else box.top = Math.max(box.top, slot.y + dy / 2);
    });
    if (place !== NORTH) {
      const own = CENTRES[place];
      for (const id of AREA_IDS) {
        if (id === place) continue;
        // The corner furthest toward `id`, pulled back along the border's main axis.
        const n = { x: CENTRES[id].x - own.x, y: CENTRES[id].y - own.y };
        const excess = pastBorder(place, id, { x: n.x > 0 ? box.right : box.left, y: n.y > 0 ? box.bottom : box.top });
        if (excess <= 0) continue;
        if (Math.abs(n.x) >= Math.abs(n.y)) {
          if (n.x > 0) box.right -= excess / n.x;
          else box.left -= excess / n.x;
        } else if (n.y > 0) box.bottom -= excess / n.y;
        else box.top -= excess / n.y;
      }
    }
    return box;
  });
}

const grow = (b: Box, by: number): Box => ({ left: b.left - by, right: b.right + by, top: b.top - by, bottom: b.bottom + by });
