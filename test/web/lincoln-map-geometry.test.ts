/**
 * Lincoln's map on a phone: no place name covers a row of counters, nor a row a name, at any
 * zoom (web/src/games/lincoln/geometry.ts). A stranger on a 360 x 640 phone could not tell how
 * many armies stood where: the names crossed the counters at the opening zoom.
 */
import { describe, expect, it } from "vitest";
import { HALVES, LOCATIONS, LOCATION_IDS, type LocationId } from "../../shared/games/lincoln/data/map";
import { BOUNDS, COUNTER_H, COUNTER_MIN_W, LABEL_MAX, MAP_TEXT, ROW_W, halfCentre, labelBand, labelOf, labelSpot, rowLayout, rowTop, VP_R, vpSpot } from "../../web/src/games/lincoln/geometry";

type Box = { left: number; top: number; right: number; bottom: number };

/**
 * A bold name's width in ems, a little over what DejaVu Sans Bold draws (measured in Chromium:
 * 3-25 % over), the widest of the fonts a phone or this machine uses for it.
 */
const ems = (text: string) => [...text].reduce((sum, ch) => sum + (/[fijlrtI.' -]/.test(ch) ? 0.45 : /[mwMW&]/.test(ch) ? 1.05 : 0.73), 0);

/** A name's box with its halo, for a name `size` high (short names above 17 units, as the map draws them). */
function nameBox(loc: LocationId, size: number): Box {
  const w = ems(labelOf(loc, size > 17)) * size + size * 0.24;
  const { x } = labelSpot(loc, size);
  const band = labelBand(loc, size);
  return { left: x - w / 2, right: x + w / 2, top: band.top, bottom: band.bottom };
}

/** The widest row of counters a half can hold, with the ring that marks a counter that moved last. */
function rowBox(loc: LocationId, half: 0 | 1): Box {
  const { x } = halfCentre(loc, half);
  const top = rowTop(loc, half);
  return { left: x - ROW_W / 2 - 3, right: x + ROW_W / 2 + 3, top: top - 3, bottom: top + COUNTER_H + 3 };
}

const cross = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe("Lincoln's map: names and counters", () => {
  // The opening zoom of a phone held upright (the largest names, short forms), the size at
  // which the full names come (17 units), and a map zoomed well in.
  it.each([LABEL_MAX, 17, 8])("no name %s units high crosses its place's rows of counters", (size) => {
    const crossings = LOCATION_IDS.flatMap((loc) => HALVES.filter((half) => cross(nameBox(loc, size), rowBox(loc, half))).map((half) => `${loc}:${half}`));
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
});
