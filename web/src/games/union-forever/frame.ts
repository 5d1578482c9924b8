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
 *
 * This file holds the frame and the centres; layout.ts cuts the regions from them, and the
 * client's build does that cutting once (shapes.ts), so the board's code carries the result.
 */
import type { AreaId } from "../../../../shared/games/union-forever/data/map";

export const MAP_W = 600;
export const MAP_H = 650;
/** The off-map North: a band across the top. */
export const NORTH_BAND = { x: 0, y: 0, w: MAP_W, h: 74 };
/**
 * The middle of the North's row of counters, under the band's title: that row of text, along
 * the band's top, stays at the left of a zoomed map's window (board.tsx), so the counters stand below it.
 */
export const NORTH_ROW = { x: MAP_W / 2 + 40, y: 47 };
/** The box at sea holding the Anaconda Plan marker, in the Atlantic off Georgia. */
export const SEA_BOX = { x: 492, y: 534, w: 104, h: 110 };
/** An area's region: within this distance of its centre. */
export const REACH = 54;

export type Point = { x: number; y: number };

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

