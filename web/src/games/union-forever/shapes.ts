/**
 * The map's shapes as the board draws them, as plain data: each area's outline, the coast,
 * and the lines between areas. The client's build works them out once (vite.config.ts serves
 * this function's result as "virtual:union-forever-shapes"): the clipping of layout.ts would
 * otherwise run in the page each time the board's code loads (12-20 ms on a slow phone).
 */
import { AREA_IDS, type AreaId } from "../../../../shared/games/union-forever/data/map";
import { type BorderLine, COAST, EDGES, GAPS, LINKS, REGIONS, RIDGES, pathOf, ridgePath } from "./layout";

/** A straight line between (or across) two areas. */
export type MapLine = { a: AreaId; b: AreaId; x1: number; y1: number; x2: number; y2: number };

export type MapShapes = {
  /** Each area's outline, an SVG path. */
  areas: Record<AreaId, string>;
  /** The coastline and the map's edges. */
  coast: string;
  /** Where two regions touch along a border of the map's data. */
  edges: MapLine[];
  /** Where two regions touch with no border: a strip of water. */
  gaps: MapLine[];
  /** Borders whose regions do not touch: a link between the centres. */
  links: MapLine[];
  /** Mountain borders, each a zig-zag path. */
  ridges: { a: AreaId; b: AreaId; d: string }[];
};

const round = (n: number) => Math.round(n * 10) / 10;
const line = (l: BorderLine): MapLine => ({ a: l.a, b: l.b, x1: round(l.from.x), y1: round(l.from.y), x2: round(l.to.x), y2: round(l.to.y) });

export function mapShapes(): MapShapes {
  return {
    areas: Object.fromEntries(AREA_IDS.map((id) => [id, pathOf(REGIONS[id].points)])) as Record<AreaId, string>,
    coast: COAST,
    edges: EDGES.map(line),
    gaps: GAPS.map(line),
    links: LINKS.map(line),
    ridges: RIDGES.map((r) => ({ a: r.a, b: r.b, d: ridgePath(r) })),
  };
}
