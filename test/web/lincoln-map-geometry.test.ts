/**
 * Lincoln's map on a phone: no place name covers a row of counters, nor a row a name, at any
 * zoom (web/src/games/lincoln/geometry.ts). A stranger on a 360 x 640 phone could not tell how
 * many armies stood where: the names crossed the counters at the opening zoom. Nor do the
 * marks cover each other where they were seen to: a flag over Nashville's VP hexagon, Manassas's
 * defence badge over Washington's port anchor, Harper's Ferry's and Washington's badges over their
 * counters, a battle's swords over a neighbour's name, counters over Richmond's VP, flags over
 * names, badges and a neighbour's counter.
 */
import { describe, expect, it } from "vitest";
import { COUNTERS } from "../../shared/games/lincoln/data/counters";
import { HALVES, LOCATIONS, LOCATION_IDS, type LocationId, RAIL_LINKS } from "../../shared/games/lincoln/data/map";
import { BOUNDS, COUNTER_H, COUNTER_MIN_W, LABEL_MAX, MAP_TEXT, R, ROW_W, SEA_LANES, SWORDS_R, VP_R, modifierSpot, posOf, rowLayout, swordsSpot, vpSpot } from "../../web/src/games/lincoln/geometry";
import { badge, flag, hexagon, nameBox, overlap, portMark, rect, row, supplyMark, swords } from "./lincoln-map-shapes";

/**
 * The most counters a half can hold: every one in the box. The rules set no stacking limit
 * ("Placing armies and forts"), and in a battle both sides stand in the half under attack.
 */
const MOST_STACKED = COUNTERS.length;
const BADGES = RAIL_LINKS.flatMap((l, link) =>
  l.defence.map((m) => ({ what: `${m.into}'s ${m.side} badge on link ${link}`, into: m.into, ends: [l.a.loc, l.b.loc], shape: badge(modifierSpot(link, m.into)!) })),
);
const LANE_BADGES = SEA_LANES.map((lane) => ({ what: `${lane.port}'s sea lane badge`, shape: badge(lane.badge) }));
const WITH_VP = LOCATION_IDS.filter((loc) => LOCATIONS[loc].vp > 0);

describe("Lincoln's map: names and counters", () => {
  // The opening zoom of a phone held upright (the largest names, short forms), the size at
  // which the full names come (17 units), and a map zoomed well in.
  it.each([LABEL_MAX, 17, 8])("no name %s units high crosses its place's rows of counters", (size) => {
    // Every row that keeps within ROW_W (up to six counters, below), each where it is drawn: beside a VP hexagon it starts east of it.
    const within = Array.from({ length: MOST_STACKED }, (_, i) => i + 1).filter((n) => rowLayout(n).total <= ROW_W + 0.01);
    const crossings = LOCATION_IDS.flatMap((loc) =>
      HALVES.filter((half) => within.some((n) => overlap(row(loc, half, n), rect(nameBox(loc, size))))).map((half) => `${loc}:${half}`),
    );
    expect(crossings).toEqual([]);
  });

  // Counters' numbers are MAP_TEXT high (11 px at a phone's opening zoom): a counter, or what the
  // next one leaves of it, holds a bold digit (0.70 em in DejaVu Sans, the widest of the fonts),
  // and a row of up to five stays within ROW_W, the width the names are kept clear of.
  it.each([1, 2, 3, 4, 5])("a row of %s counters fits, and each shows its whole number", (n) => {
    const row = rowLayout(n);
    expect(row.total).toBeLessThanOrEqual(ROW_W + 0.01);
    expect(row.w).toBeGreaterThanOrEqual(COUNTER_MIN_W);
    expect(row.shown).toBeGreaterThanOrEqual(MAP_TEXT * 0.7);
    expect(COUNTER_H).toBeGreaterThanOrEqual(MAP_TEXT * 0.73 + 6);
  });
  it("six counters overlap within ROW_W, and more grow the row, each number shown in Roboto's width", () => {
    expect(rowLayout(6).total).toBeLessThanOrEqual(ROW_W + 0.01);
    for (const n of [6, 7, 8, 10]) expect(rowLayout(n).shown, `${n} counters`).toBeGreaterThanOrEqual(MAP_TEXT * 0.56);
  });
  it("every VP hexagon lies within the map's bounds, which the whole map's view shows", () => {
    const out = LOCATION_IDS.filter((loc) => LOCATIONS[loc].vp > 0).filter((loc) => {
      const p = vpSpot(loc);
      const half = VP_R * 0.87; // a flat-topped hexagon's half height
      return p.x - VP_R < BOUNDS.x || p.x + VP_R > BOUNDS.x + BOUNDS.w || p.y - half < BOUNDS.y || p.y + half > BOUNDS.y + BOUNDS.h;
    });
    expect(out).toEqual([]);
  });

  // At the opening zoom Cincinnati's swords lay over Wheeling's name, Petersburg's over Fort
  // Monroe's and Knoxville's over Lynchburg's; then every place's swords stood on its circle's
  // east edge, under its own name, and hid it.
  it.each([LABEL_MAX, 17, 8])("no battle's crossed swords cross a place's name %s units high, its own included", (size) => {
    const crossings = LOCATION_IDS.flatMap((loc) =>
      LOCATION_IDS.filter((other) => overlap(swords(loc), rect(nameBox(other, size)))).map((other) => `${loc}'s swords x ${other}'s name`),
    );
    expect(crossings).toEqual([]);
  });

  it("a battle's crossed swords stand outside the place's circle", () => {
    const inside = LOCATION_IDS.filter((loc) => {
      const p = posOf(loc);
      const s = swordsSpot(loc);
      return Math.hypot(s.x - p.x, s.y - p.y) < R + SWORDS_R + 2;
    });
    expect(inside).toEqual([]);
  });

  it("a battle's crossed swords cross no flag, badge, VP, port or supply mark, nor a row of one or two counters", () => {
    const marks = [
      ...LOCATION_IDS.flatMap((loc) => [
        ...flag(loc).map((shape) => ({ what: `${loc}'s flag`, shape })),
        ...HALVES.flatMap((half) => [1, 2].map((n) => ({ what: `${loc}:${half} x ${n}`, shape: row(loc, half, n) }))),
      ]),
      ...LOCATION_IDS.filter((loc) => LOCATIONS[loc].port).map((loc) => ({ what: `${loc}'s port`, shape: portMark(loc) })),
      ...LOCATION_IDS.filter((loc) => LOCATIONS[loc].supply).map((loc) => ({ what: `${loc}'s supply`, shape: supplyMark(loc) })),
      ...WITH_VP.map((loc) => ({ what: `${loc}'s VP`, shape: hexagon(loc) })),
      ...BADGES,
      ...LANE_BADGES,
    ];
    const crossings = LOCATION_IDS.flatMap((loc) => marks.filter((m) => overlap(swords(loc), m.shape)).map((m) => `${loc}'s swords x ${m.what}`));
    // Between Washington's port and rows, Front Royal's and Fredericksburg's names, Manassas's swords have no room.
    expect(crossings).toEqual(["manassas's swords x fredericksburg's confederate badge on link 22"]);
  });

  // Three counters in the north half covered the hexagon's number (Richmond's 3), two its tip.
  it(`no row of counters, up to all ${MOST_STACKED} in the box, crosses its place's VP hexagon`, () => {
    const crossings = WITH_VP.flatMap((loc) =>
      HALVES.flatMap((half) => {
        const n = Array.from({ length: MOST_STACKED }, (_, i) => i + 1).find((k) => overlap(row(loc, half, k), hexagon(loc)));
        return n ? [`${loc}:${half} from ${n}`] : [];
      }),
    );
    expect(crossings).toEqual([]);
  });

  it("no control flag crosses a VP hexagon (Nashville's covered its own)", () => {
    const crossings = LOCATION_IDS.flatMap((loc) => WITH_VP.filter((vp) => flag(loc).some((part) => overlap(part, hexagon(vp)))).map((vp) => `${loc}'s flag x ${vp}'s VP`));
    expect(crossings).toEqual([]);
  });

  it("no defence badge crosses a port anchor, a supply mark or a VP hexagon (Manassas's crossed Washington's anchor)", () => {
    const marks = [
      ...LOCATION_IDS.filter((loc) => LOCATIONS[loc].port).map((loc) => ({ what: `${loc}'s port`, shape: portMark(loc) })),
      ...LOCATION_IDS.filter((loc) => LOCATIONS[loc].supply).map((loc) => ({ what: `${loc}'s supply`, shape: supplyMark(loc) })),
      ...WITH_VP.map((loc) => ({ what: `${loc}'s VP`, shape: hexagon(loc) })),
    ];
    const crossings = BADGES.flatMap((b) => marks.filter((m) => overlap(b.shape, m.shape)).map((m) => `${b.what} x ${m.what}`));
    expect(crossings).toEqual([]);
  });

  // Harper's Ferry's stood on its south row, Washington's on its south row, Fort Henry & Donelson's on
  // the edge of a counter in its north row and one in Cairo's south row.
  it("no defence badge crosses a row of one or two counters at either end of its link, and Washington's none of its own", () => {
    const rows = (loc: LocationId, most: number) => HALVES.flatMap((half) => Array.from({ length: most }, (_, i) => ({ what: `${loc}:${half} x ${i + 1}`, shape: row(loc, half, i + 1) })));
    const crossings = BADGES.flatMap((b) =>
      [...b.ends.flatMap((loc) => rows(loc, 2)), ...(b.into === "washington" ? rows("washington", 5) : [])].filter((r) => overlap(b.shape, r.shape)).map((r) => `${b.what} x ${r.what}`),
    );
    expect(crossings).toEqual([]);
  });

  // Front Royal's stood over Washington's name and Manassas's badge, Chattanooga's over Knoxville's
  // name, Mobile's over Montgomery's, Fort Monroe's over its sea lane's badge.
  it.each([LABEL_MAX, 17, 8])("no control flag crosses a place's name %s units high, or a defence badge", (size) => {
    const crossings = LOCATION_IDS.flatMap((loc) => [
      ...LOCATION_IDS.filter((other) => flag(loc).some((part) => overlap(part, rect(nameBox(other, size))))).map((other) => `${loc}'s flag x ${other}'s name`),
      ...[...BADGES, ...LANE_BADGES].filter((b) => flag(loc).some((part) => overlap(part, b.shape))).map((b) => `${loc}'s flag x ${b.what}`),
    ]);
    expect(crossings).toEqual([]);
  });

  // A flag at the north-east reaches into the south row of the place north of it, and hid its
  // first counter's number: Baltimore's Philadelphia's, Washington's Baltimore's, Petersburg's
  // Richmond's, Wilmington's Petersburg's, Charleston's Wilmington's, Mobile's Montgomery's.
  it("no control flag crosses another place's single counter, but Richmond's", () => {
    const crossings = LOCATION_IDS.flatMap((loc) =>
      LOCATION_IDS.filter((other) => other !== loc)
        .flatMap((other) => HALVES.map((half) => ({ what: `${other}:${half}`, shape: row(other, half, 1) })))
        .filter((r) => flag(loc).some((part) => overlap(part, r.shape)))
        .map((r) => `${loc}'s flag x ${r.what}`),
    );
    // Between Fredericksburg's south row, its own name and VP hexagon and Fort Monroe, a flag has no room.
    expect(crossings).toEqual(["richmond's flag x fredericksburg:1"]);
  });
});
