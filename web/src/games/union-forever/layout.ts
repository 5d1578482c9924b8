/**
 * The map's regions and the lines between them, cut from the centres of frame.ts (see there
 * how). This runs when the client is built (vite.config.ts, through shapes.ts), not in the
 * page: the board and the How to play read its result from "virtual:union-forever-shapes".
 */
import { AREA_IDS, type AreaId, BORDERS } from "../../../../shared/games/union-forever/data/map";
import { CENTRES, MAP_W, NORTH_BAND, type Point, REACH } from "./frame";

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

