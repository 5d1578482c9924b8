/**
 * The map laid out for a phone. The rules' map (data/map.ts) places each area's
 * centre on a 600 x 400 postcard frame, where the Virginia and Carolina areas
 * stand too close together to tap on a 360 px screen. This board keeps their
 * order but stretches the frame to 600 x 650 (portrait) and spreads the centres
 * at least ~70 units apart, so every area is a region at least 44 px across when
 * the map is 360 px wide; the areas on the North edge form its top row.
 *
 * How the centres below were found (once, offline, and kept here so the map
 * never shifts): x and y from data/map.ts, y stretched 1.45 times; then pushed
 * apart where closer than 76 units, pulled back toward the stretched positions,
 * and nudged so that regions touch where the map has a border. Each area's
 * region is the part of the frame nearer its centre than any other (a Voronoi
 * cell) within 54 units of it: a rounded coast outside. Regions touch along
 * every border of the map's data; the four pairs that touch without a border
 * (St. Louis and Western Kentucky, Richmond and Southwest Virginia, Upcountry
 * and North Georgia, North Mississippi and South Arkansas) are kept apart by a
 * strip of water. Should a border's regions not touch, a dotted link joins them.
 */
import { AREA_IDS, type AreaId, BORDERS } from "../../../../shared/games/union-forever/data/map";

export const MAP_W = 600;
export const MAP_H = 650;
/** The off-map North: a band across the top. */
export const NORTH_BAND = { x: 0, y: 0, w: MAP_W, h: 74 };
/** The box at sea holding the Anaconda Plan marker, in the Atlantic off Georgia. */
export const SEA_BOX = { x: 492, y: 534, w: 104, h: 110 };
/** An area's region: within this distance of its centre. */
const REACH = 54;

type Point = { x: number; y: number };

export const CENTRES: Record<AreaId, Point> = Object.fromEntries(
  (
    [
      ["mo-north", 50, 134],
      ["mo-st-louis", 120, 134],
      ["mo-south", 100, 220],
      ["ky-west", 186, 160],
      ["ky-bluegrass", 252, 134],
      ["ky-east", 322, 150],
      ["va-northwest", 393, 134],
      ["va-shenandoah", 468, 134],
      ["va-northern", 550, 142],
      ["va-richmond", 498, 198],
      ["va-tidewater", 550, 248],
      ["va-southside", 480, 270],
      ["va-southwest", 393, 209],
      ["nc-mountains", 374, 293],
      ["nc-piedmont", 466, 343],
      ["nc-coast", 541, 354],
      ["sc-upcountry", 394, 366],
      ["sc-midlands", 450, 417],
      ["sc-lowcountry", 515, 456],
      ["tn-west", 164, 261],
      ["tn-middle", 236, 239],
      ["tn-east", 310, 252],
      ["ga-north", 321, 347],
      ["ga-atlanta", 372, 439],
      ["ga-southwest", 345, 510],
      ["ga-coast", 435, 525],
      ["florida", 371, 584],
      ["al-north", 246, 336],
      ["al-central", 266, 440],
      ["al-south", 276, 541],
      ["ms-north", 176, 365],
      ["ms-central", 190, 447],
      ["ms-south", 200, 529],
      ["la-north", 108, 451],
      ["la-central", 116, 527],
      ["la-south", 157, 591],
      ["ar-ozarks", 50, 282],
      ["ar-delta", 115, 318],
      ["ar-south", 71, 385],
    ] as const
  ).map(([id, x, y]) => [id, { x, y }]),
) as Record<AreaId, Point>;

/** A region's outline, and for each edge (from vertex k to k + 1) the area across it, or null on the coast. */
export type Region = { points: Point[]; across: (AreaId | null)[] };

/** Keeps the part of a convex polygon where nx * x + ny * y <= c; the new edge is labelled `label`. */
function clip(region: Region, nx: number, ny: number, c: number, label: AreaId | null): Region {
  const points: Point[] = [];
  const across: (AreaId | null)[] = [];
  const n = region.points.length;
  for (let k = 0; k < n; k++) {
    const a = region.points[k] as Point;
    const b = region.points[(k + 1) % n] as Point;
    const edge = region.across[k] ?? null;
    const fa = nx * a.x + ny * a.y - c;
    const fb = nx * b.x + ny * b.y - c;
    const cut = () => {
      const t = fa / (fa - fb);
      return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    };
    if (fa <= 0) {
      points.push(a);
      across.push(edge);
      if (fb > 0) {
        points.push(cut());
        across.push(label);
      }
    } else if (fb <= 0) {
      points.push(cut());
      across.push(edge);
    }
  }
  return { points, across };
}

function regionOf(id: AreaId): Region {
  const p = CENTRES[id];
  const sides = 40;
  let region: Region = { points: [], across: [] };
  for (let k = 0; k < sides; k++) {
    const angle = (k / sides) * 2 * Math.PI;
    region.points.push({ x: p.x + REACH * Math.cos(angle), y: p.y + REACH * Math.sin(angle) });
    region.across.push(null);
  }
  // The frame: inside the map, below the North band.
  region = clip(region, -1, 0, 0, null);
  region = clip(region, 1, 0, MAP_W, null);
  region = clip(region, 0, -1, -(NORTH_BAND.y + NORTH_BAND.h), null);
  for (const other of AREA_IDS) {
    if (other === id) continue;
    const q = CENTRES[other];
    // Nearer to p than to q: (q - p) . x <= (|q|^2 - |p|^2) / 2.
    region = clip(region, q.x - p.x, q.y - p.y, (q.x * q.x + q.y * q.y - p.x * p.x - p.y * p.y) / 2, other);
  }
  return region;
}

export const REGIONS: Record<AreaId, Region> = Object.fromEntries(AREA_IDS.map((id) => [id, regionOf(id)])) as Record<
  AreaId,
  Region
>;

const round = (n: number) => Math.round(n * 10) / 10;

export function pathOf(points: readonly Point[]): string {
  return `M${points.map((p) => `${round(p.x)} ${round(p.y)}`).join("L")}Z`;
}

/** The segment two regions share, if they touch. */
function sharedEdge(a: AreaId, b: AreaId): [Point, Point] | null {
  const region = REGIONS[a];
  const n = region.points.length;
  for (let k = 0; k < n; k++)
    if (region.across[k] === b) return [region.points[k] as Point, region.points[(k + 1) % n] as Point];
  return null;
}

export type BorderLine = { a: AreaId; b: AreaId; from: Point; to: Point };

const bordered = new Set(BORDERS.map(([a, b]) => `${a}|${b}`));
const isBorder = (a: AreaId, b: AreaId) => bordered.has(`${a}|${b}`) || bordered.has(`${b}|${a}`);

/** Where two regions touch: the lines drawn between them (solid between states, dashed inside one). */
export const EDGES: BorderLine[] = AREA_IDS.flatMap((a, i) =>
  AREA_IDS.slice(i + 1).flatMap((b) => {
    const edge = sharedEdge(a, b);
    return edge && isBorder(a, b) ? [{ a, b, from: edge[0], to: edge[1] }] : [];
  }),
);

/** Where two regions touch with no border in the map's data: drawn as a strip of water, never crossed. */
export const GAPS: BorderLine[] = AREA_IDS.flatMap((a, i) =>
  AREA_IDS.slice(i + 1).flatMap((b) => {
    const edge = sharedEdge(a, b);
    return edge && !isBorder(a, b) ? [{ a, b, from: edge[0], to: edge[1] }] : [];
  }),
);

/** Borders whose regions do not touch here: drawn as a link between the two centres. */
export const LINKS: BorderLine[] = BORDERS.flatMap(([a, b, kind]) =>
  kind === "mountain" || sharedEdge(a, b) ? [] : [{ a, b, from: CENTRES[a], to: CENTRES[b] }],
);

/** The coastline and the map's edges: every region edge with nothing across it. */
export const COAST: string = AREA_IDS.map((id) => {
  const region = REGIONS[id];
  const n = region.points.length;
  let d = "";
  for (let k = 0; k < n; k++) {
    if (region.across[k] !== null) continue;
    const a = region.points[k] as Point;
    const b = region.points[(k + 1) % n] as Point;
    d += `M${round(a.x)} ${round(a.y)}L${round(b.x)} ${round(b.y)}`;
  }
  return d;
}).join("");

/** A mountain border: the ridge drawn on the shared edge (or across the link when the regions do not touch). */
export const RIDGES: BorderLine[] = BORDERS.flatMap((border) => {
  if (border[2] !== "mountain") return [];
  const [a, b] = border;
  const edge = sharedEdge(a, b);
  if (edge) return [{ a, b, from: edge[0], to: edge[1] }];
  const p = CENTRES[a];
  const q = CENTRES[b];
  const mx = (p.x + q.x) / 2;
  const my = (p.y + q.y) / 2;
  const len = Math.hypot(q.x - p.x, q.y - p.y);
  const ux = (-(q.y - p.y) / len) * 22;
  const uy = ((q.x - p.x) / len) * 22;
  return [{ a, b, from: { x: mx - ux, y: my - uy }, to: { x: mx + ux, y: my + uy } }];
});

/** A ridge: a zig-zag of little peaks along the border. */
export function ridgePath(line: BorderLine): string {
  const { from, to } = line;
  const len = Math.hypot(to.x - from.x, to.y - from.y);
  const peaks = Math.max(2, Math.round(len / 14));
  const ux = (to.x - from.x) / len;
  const uy = (to.y - from.y) / len;
  const step = len / peaks;
  let d = `M${round(from.x)} ${round(from.y)}`;
  for (let k = 0; k < peaks; k++) {
    const sx = from.x + ux * step * k;
    const sy = from.y + uy * step * k;
    const px = sx + ux * step * 0.5 - uy * 7;
    const py = sy + uy * step * 0.5 + ux * 7;
    d += `L${round(px)} ${round(py)}L${round(sx + ux * step)} ${round(sy + uy * step)}`;
  }
  return d;
}

