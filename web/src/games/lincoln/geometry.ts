/**
 * Where things are drawn: the map data's coordinates (1000 x 800, north up), stretched a
 * little north to south to suit a phone held upright, and the shapes around them.
 */
import {
  type Half,
  LOCATIONS,
  LOCATION_IDS,
  type LocationId,
  NAVAL_HUB,
  NAVAL_ROUTES,
  RAIL_LINKS,
} from "../../../../shared/games/lincoln/data/map";

/** North-south stretch of the map data's coordinates. */
const STRETCH = 1.12;
/** A location's radius, in map units. */
export const R = 40;

export type Point = { x: number; y: number };

export const posOf = (loc: LocationId): Point => ({ x: LOCATIONS[loc].x, y: Math.round(LOCATIONS[loc].y * STRETCH) });

/** The centre of a location's half: north above the middle line, south below. */
export function halfCentre(loc: LocationId, half: Half): Point {
  const p = posOf(loc);
  return { x: p.x, y: p.y + (half === 0 ? -R / 2 : R / 2) };
}

/** The whole map, in map units: what "fit" shows. */
export const BOUNDS = { x: 150, y: 10, w: 880, h: 880 };

/** The path of a half disc: north is the upper half. */
export function halfPath(loc: LocationId, half: Half, r = R): string {
  const { x, y } = posOf(loc);
  return half === 0 ? `M${x - r} ${y}A${r} ${r} 0 0 1 ${x + r} ${y}Z` : `M${x - r} ${y}A${r} ${r} 0 0 0 ${x + r} ${y}Z`;
}

/** Short names, for the map zoomed out; the full names show once it is zoomed in. */
const SHORT_NAMES: Partial<Record<LocationId, string>> = {
  "fort-henry-donelson": "Henry-Donelson",
  "fort-monroe": "Ft Monroe",
  fredericksburg: "Fredericksbg",
};

/** A place's name on the map. */
export const labelOf = (loc: LocationId, short: boolean) => (short ? SHORT_NAMES[loc] : undefined) ?? LOCATIONS[loc].name;

/**
 * Places whose name stands over or under the circle rather than across it, or a little aside
 * (in map units): clear of a neighbour's name, counters and the defence badges beside it.
 */
const NAME_OFF: Partial<Record<LocationId, { at?: "over" | "under"; dx?: number; dy?: number }>> = {
  "front-royal": { dx: -34 },
  manassas: { dy: 18 },
  "harpers-ferry": { dx: -38 },
  "fort-henry-donelson": { dx: -40 },
  cincinnati: { at: "under" },
  // Under the circle, Chattanooga's flag crossed it.
  knoxville: { at: "over" },
  "fort-monroe": { at: "under", dy: 8 },
  petersburg: { dx: 15 },
  // West of Manassas's south row.
  fredericksburg: { dx: 15 },
  // Clear of Fort Henry & Donelson's south row of two.
  nashville: { dx: 8 },
  // Up and west, clear of Atlanta's south row and Mobile's north row (from one counter each).
  montgomery: { dx: -38, dy: -12 },
};

/**
 * Places whose VP hexagon stands elsewhere than at its north-west (in map units): at the
 * south-west where a neighbour's long name crosses the north-west or under a defence badge's
 * spot, or a little further out from a neighbour's name or flag.
 */
const VP_AT: Partial<Record<LocationId, { at?: "south-west"; dx?: number; dy?: number }>> = {
  // Fort Henry & Donelson's name crosses the north-west; at the north-east the control flag covered it.
  nashville: { at: "south-west" },
  // Clear of Memphis's flag.
  "fort-henry-donelson": { at: "south-west", dx: 2 },
  mobile: { dx: -6 },
  // Inside the map's west edge (BOUNDS), which the whole map's view shows.
  vicksburg: { dx: 6, dy: -2 },
};

/** A VP hexagon's radius (its corners' distance from its centre): wide enough for a digit MAP_TEXT high. */
export const VP_R = 17;

/**
 * Where a place's VP hexagon stands: astride its circle's edge, mostly outside it (clear of a
 * row of one or two counters; the counters cover it from three).
 */
export function vpSpot(loc: LocationId): Point {
  const { x, y } = posOf(loc);
  const off = VP_AT[loc] ?? {};
  const dx = R * 0.86 + 4;
  const dy = R * 0.78 + 2;
  return { x: x - dx + (off.dx ?? 0), y: y + (off.at === "south-west" ? dy : -dy) + (off.dy ?? 0) };
}

/** Control flags moved from the circle's north-east (map units): clear of a neighbour's name, a defence badge, or the place's own name. */
const FLAG_OFF: Partial<Record<LocationId, { dx?: number; dy?: number }>> = {
  // A little lower, clear of the south row of the place north of it (Philadelphia's, Baltimore's).
  baltimore: { dy: 6 },
  washington: { dy: 6 },
  // Clear of Washington's name and Manassas's badge.
  "front-royal": { dx: -10 },
  // Into its north half: at the north-east it stood on Washington's south row.
  manassas: { dx: -10, dy: 22 },
  // Clear of the sea lane's +2.
  "fort-monroe": { dy: 16 },
  // Clear of Fort Monroe's name and Richmond's south row.
  petersburg: { dx: -16, dy: 6 },
  // Clear of Petersburg's south row.
  wilmington: { dx: 4 },
  // Clear of Wilmington's name and south row.
  charleston: { dx: -4, dy: 6 },
  // Clear of Atlanta's name, and above its own.
  montgomery: { dx: -4, dy: -6 },
  // Above its north row (clear of its own badge on the link from Cairo, and at the north-east, crossed by the row).
  "fort-henry-donelson": { dx: -3, dy: -27 },
  // Above its north row, which grows east (from Manassas's name) into the north-east, and east of its swords.
  fredericksburg: { dx: 21, dy: -27 },
  // Montgomery's name and south row lie over its north: east of its own name.
  mobile: { dx: 32, dy: 52 },
  // Under its own name, which stands over the circle (under it, Chattanooga's flag crossed it).
  knoxville: { dy: 16 },
};

/** Where a place's control flag stands (its pole's foot): at the circle's north-east. */
export function flagSpot(loc: LocationId): Point {
  const off = FLAG_OFF[loc] ?? {};
  return { x: posOf(loc).x + R * 0.62 + (off.dx ?? 0), y: posOf(loc).y - R * 0.62 + (off.dy ?? 0) };
}
/** A control flag: its pole's height, and its swallow-tailed pennant's width, height and notch, at the pole's top. */
export const FLAG = { pole: 30, w: 22, h: 14, notch: 5 };

/** A port's anchor and a supply source's mark: circles of MARK_R at the circle's south-west and south-east. */
export const MARK_R = 12;
export const portSpot = (loc: LocationId): Point => ({ x: posOf(loc).x - R * 0.9, y: posOf(loc).y + R * 0.78 });
export const supplySpot = (loc: LocationId): Point => ({ x: posOf(loc).x + R * 0.9, y: posOf(loc).y + R * 0.78 });

/**
 * Crossed swords, where a battle is fought: a disc of SWORDS_R (its white stroke 2 more) outside
 * the circle, above its north row of counters (it stood on the circle's east edge, under the
 * place's name, and hid it).
 */
export const SWORDS_R = 15;
/**
 * Swords elsewhere: under the south row, or aside (map units from the place's centre), where a
 * neighbour's name, counters or marks lie above the north row. Manassas has no room clear of
 * everything: its swords stand on Fredericksburg's badge from Washington, under it.
 */
const SWORDS_AT: Partial<Record<LocationId, "south" | Point>> = {
  kentucky: "south",
  "front-royal": "south",
  savannah: "south",
  memphis: "south",
  vicksburg: "south",
  mobile: "south",
  baltimore: { x: -62, y: -34 },
  washington: { x: 70, y: -34 },
  cincinnati: { x: -12, y: -56 },
  cairo: { x: -58, y: -2 },
  manassas: { x: 56, y: -16 },
  fredericksburg: { x: 28, y: -68 },
  richmond: { x: -62, y: 36 },
  "fort-monroe": { x: -20, y: -55 },
  petersburg: { x: -62, y: -34 },
  knoxville: { x: 12, y: 56 },
  wilmington: { x: -62, y: -34 },
  charleston: { x: 62, y: 36 },
};
export function swordsSpot(loc: LocationId): Point {
  const { x, y } = posOf(loc);
  const at = SWORDS_AT[loc];
  if (at === "south") return { x, y: rowTop(loc, 1) + COUNTER_H + RING + SWORDS_R + 2 };
  if (at) return { x: x + at.x, y: y + at.y };
  return { x, y: rowTop(loc, 0) - RING - SWORDS_R - 2 };
}

/** A defence badge's size, round its centre (modifierSpot). */
export const BADGE = { w: 38, h: 26 };

/** Where a place's name stands (its baseline's middle) for a name `size` high, in map units. */
export function labelSpot(loc: LocationId, size: number): Point {
  const { x, y } = posOf(loc);
  const off = NAME_OFF[loc] ?? {};
  // Over or under, the name's box (and halo) clears the circle, and the counters in it.
  const across = off.at === "over" ? y - R - size * 0.4 : off.at === "under" ? y + R + size * 1.1 : y + size * 0.36;
  return { x: x + (off.dx ?? 0), y: across + (off.dy ?? 0) };
}

/** Place names' largest size, in map units: their size at a phone's opening zoom, and their widest band. */
export const LABEL_MAX = 25;

/**
 * The top and bottom of a name's box with its halo, for a name `size` high: the text's box
 * (ascent 0.93, descent 0.24 of its size in DejaVu Sans and Roboto) and the halo's 0.12 around it.
 */
export function labelBand(loc: LocationId, size: number): { top: number; bottom: number } {
  const base = labelSpot(loc, size).y;
  return { top: base - size * 1.05, bottom: base + size * 0.36 };
}

/**
 * The size of every text on the map but the names (counters' strengths, VP, defence badges), in
 * map units: 11.3 px on a 360 x 640 phone at the opening zoom (0.47 px a unit), just over the
 * 11 px the readability issue asks of map labels. The shapes around them are sized to hold a digit this size (a bold
 * digit is 0.70 of it wide in DejaVu Sans, 0.56 in Roboto; 0.73 high).
 */
export const MAP_TEXT = 24;

/**
 * The least height of the map on screen, in CSS px, its 1 px borders included, at which its home view
 * (the whole height) still draws MAP_TEXT 11 px high: board.css keeps the map this tall when the dock
 * grows over its base, and lets the dock cover the map's foot instead, as the open hand does.
 */
export const MAP_MIN_PX = Math.ceil((BOUNDS.h * 11) / MAP_TEXT) + 2;

/** A counter's height, and the widest a half's row of counters grows (up to five counters), in map units. */
export const COUNTER_H = 27;
export const ROW_W = 96;
/** A counter's width: a digit and a margin (three counters or fewer), or the least that still holds the digit. */
const COUNTER_W = 26;
export const COUNTER_MIN_W = 18;
/** The least step between overlapping counters: what shows of each holds a digit in Roboto (0.56 em). */
const OVERLAP_STEP = 14;

/**
 * A half's row of `n` counters: each one's width and the step from one to the next. Up to three
 * stand apart in 84 units; four or five close up (their borders apart); six overlap, each
 * showing its number in the part left uncovered (`shown`); from seven (seldom seen), the row
 * grows past ROW_W rather than hide their numbers.
 */
export function rowLayout(n: number): { w: number; step: number; total: number; shown: number } {
  const gap = n <= 3 ? 3 : 1.5;
  const w = Math.max(COUNTER_MIN_W, Math.min(COUNTER_W, (ROW_W - (n - 1) * gap) / Math.max(1, n)));
  const step = n > 1 ? Math.max(OVERLAP_STEP, Math.min(w + gap, (ROW_W - w) / (n - 1))) : 0;
  const total = w + step * Math.max(0, n - 1);
  return { w, step, total, shown: n > 1 ? Math.min(w, step) : w };
}
/** Room between a name and a row of counters: the ring around a counter that moved last (map.tsx). */
const CLEAR = 4;

/**
 * The top of a half's row of counters: near the middle line, unless the place's name crosses
 * there, then clear of the name's band at its largest (as the map zooms in, the name only
 * shrinks into its band), so that neither hides the other.
 */
export function rowTop(loc: LocationId, half: Half): number {
  const { y } = posOf(loc);
  const band = labelBand(loc, LABEL_MAX);
  if (half === 0) {
    const bottom = y - 8;
    return (band.top < bottom + CLEAR && band.bottom > bottom - COUNTER_H - CLEAR ? Math.min(bottom, band.top - CLEAR) : bottom) - COUNTER_H;
  }
  const top = y + 8;
  return band.top < top + COUNTER_H + CLEAR && band.bottom > top - CLEAR ? Math.max(top, band.bottom + CLEAR) : top;
}

/** The ring round a counter that moved last (map.tsx), outside the counter. */
export const RING = 3;

/**
 * Rows that grow from one end, by "place:half", away from a neighbour's name that a row centred
 * on its half crossed as it grew (or crossed from one counter), or from the place's own port
 * anchor or supply mark: `east` is the row's west edge, `west` its east edge, from the half's
 * centre (map units).
 */
const ROW_GROWS: Partial<Record<`${LocationId}:${Half}`, { east: number } | { west: number }>> = {
  // Clear of Harper's Ferry's name (from one counter).
  "wheeling:1": { west: -8 },
  // Clear of Washington's name, east of it.
  "harpers-ferry:1": { west: 8 },
  // Clear of Wheeling's, Manassas's, Louisville's and Richmond's names (from two or three counters).
  "cincinnati:0": { west: 13 },
  "front-royal:1": { west: 13 },
  "st-louis:1": { west: 13 },
  "fort-monroe:0": { east: -23 },
  // The same, and east of its own port anchor.
  "fort-monroe:1": { east: -16 },
  // West, from under its flag.
  "front-royal:0": { west: 13 },
  // Clear of their own supply mark or port anchor (from two counters), Atlanta's of Montgomery's name too.
  "richmond:1": { west: 13 },
  "new-orleans:1": { east: -16 },
  "atlanta:1": { west: 13 },
  // Clear of Fredericksburg's name, east of it, and Fredericksburg's north row of Manassas's, west of it.
  "manassas:1": { west: -20 },
  "fredericksburg:0": { east: 10 },
  // Clear of Atlanta's name and Mobile's.
  "montgomery:0": { west: 13 },
  "montgomery:1": { east: -13 },
};

/**
 * The west edge of a half's row of `n` counters: centred on the half, or growing from one end
 * (ROW_GROWS), or east of the place's VP hexagon where the hexagon stands beside the row (a row
 * of two covered its tip, three or more its number), growing eastward however many stand there:
 * the rules set no limit.
 */
export function rowStart(loc: LocationId, half: Half, n: number): number {
  const centre = halfCentre(loc, half).x;
  const { total } = rowLayout(n);
  const grows = ROW_GROWS[`${loc}:${half}`];
  const start = !grows ? centre - total / 2 : "east" in grows ? centre + grows.east : centre + grows.west - total;
  if (LOCATIONS[loc].vp === 0 || (VP_AT[loc]?.at === "south-west" ? 1 : 0) !== half) return start;
  const vp = vpSpot(loc);
  // The hexagon's height (flat top and bottom) and its east corner, with its stroke.
  const reach = VP_R * 0.87 + 1;
  const top = rowTop(loc, half) - RING;
  if (vp.y + reach <= top || vp.y - reach >= top + COUNTER_H + 2 * RING) return start;
  return Math.max(start, vp.x + VP_R + 1 + RING);
}

/** A rail link's two ends, at the centres of the halves it joins. */
export function linkEnds(link: number): [Point, Point] | null {
  const l = RAIL_LINKS[link];
  if (!l) return null;
  return [halfCentre(l.a.loc, l.a.half), halfCentre(l.b.loc, l.b.half)];
}

/** Defence badges moved aside (map units, by "place from place"): clear of a neighbour's badge, marks, name or counters. */
const MOD_OFF: Partial<Record<string, { dx?: number; dy?: number }>> = {
  // The Washington-Manassas link is short and its ends' rows of counters meet: beside it this badge stood
  // on Washington's south row (and Manassas's north row). It stands east of a row of five and the supply mark.
  "washington from manassas": { dx: 84, dy: -1 },
  // Clear of Washington's port anchor (its corner crossed it at dx -45.5) and above Front Royal's name.
  "manassas from washington": { dx: -52.5, dy: -11 },
  "fredericksburg from washington": { dx: 4, dy: -3 },
  // Below Cairo's south row and west of Fort Henry & Donelson's north row, of one or two (it crossed the edge of a counter in each).
  "fort-henry-donelson from cairo": { dx: -23, dy: 12.5 },
  // Between Harper's Ferry's south row (which the name pushes down) and Front Royal's north row
  // there is no room: it stands west of the link, clear of a row of one or two (it stood on them).
  "harpers-ferry from front-royal": { dx: -56, dy: -14.5 },
};

/** Where a link's defence modifier is shown: just outside the location it helps. */
export function modifierSpot(link: number, into: LocationId): Point | null {
  const l = RAIL_LINKS[link];
  if (!l) return null;
  const here = l.a.loc === into ? l.a : l.b;
  const there = l.a.loc === into ? l.b : l.a;
  const a = halfCentre(here.loc, here.half);
  const b = halfCentre(there.loc, there.half);
  const d = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const t = Math.min(0.45, (R + 20) / d);
  const off = MOD_OFF[`${into} from ${there.loc}`] ?? {};
  return { x: a.x + (b.x - a.x) * t + (off.dx ?? 0), y: a.y + (b.y - a.y) * t + (off.dy ?? 0) };
}

/** The sea lanes, drawn around the coast from Washington to each port. */
export const SEA_LANES: { port: LocationId; defence: number; d: string; badge: Point }[] = (() => {
  const w = halfCentre(NAVAL_HUB, 0);
  const lanes: Record<string, { d: string; badge: Point }> = {
    "fort-monroe": { d: `M${w.x + 30} ${w.y - 10}C 1000 300, 1015 420, ${posOf("fort-monroe").x + 12} ${posOf("fort-monroe").y + 34}`, badge: { x: 1012, y: 452 } },
    savannah: {
      d: `M${w.x + 30} ${w.y - 10}C 1010 330, 1025 560, 960 680S 820 820, ${posOf("savannah").x + 30} ${posOf("savannah").y + 30}`,
      badge: { x: 830, y: 850 },
    },
    "new-orleans": {
      d: `M${w.x + 30} ${w.y - 10}C 1020 330, 1030 600, 960 720S 700 900, 560 880S 340 880, ${posOf("new-orleans").x + 20} ${posOf("new-orleans").y + 34}`,
      badge: { x: 350, y: 886 },
    },
  };
  return NAVAL_ROUTES.map((r) => ({ port: r.port, defence: r.defence, ...(lanes[r.port] ?? { d: "", badge: posOf(r.port) }) }));
})();

/** The coast: the Atlantic to the east and the Gulf to the south, in map units. */
export const SEA_PATH =
  "M1100 -20L1100 1600L-100 1600L-100 900L-40 900" +
  "C 120 905, 200 870, 260 905S 380 860, 440 878S 560 870, 640 860S 720 900, 760 890" +
  "C 800 850, 830 790, 870 720S 930 650, 945 600S 1000 540, 1000 500S 985 430, 995 380" +
  "S 950 300, 965 250S 990 150, 1000 100S 990 20, 1010 -20Z";

export const LOCATION_POINTS = LOCATION_IDS.map((id) => ({ id, ...posOf(id) }));

/** The location nearest to a point, within `reach` of its edge. */
export function nearest<T extends LocationId>(p: Point, among: readonly T[], reach: number): T | null {
  let best: T | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  for (const id of among) {
    const q = posOf(id);
    const d = Math.hypot(q.x - p.x, q.y - p.y);
    if (d < bestD) {
      bestD = d;
      best = id;
    }
  }
  return best !== null && bestD <= R + reach ? best : null;
}
