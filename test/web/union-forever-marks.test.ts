/**
 * The Union Forever! map's counters, measured from the board's own layout (web/src/games/union-forever/marks.ts):
 * however many units stand in an area, as many as games pile into one, its counters cover no
 * area's name or army label. Three or more counters in an area covered its name in play
 * (Richmond, N. Virginia): a player could not read where the armies stood.
 */
import { describe, expect, it } from "vitest";
import { AREA_IDS, type AreaId } from "../../shared/games/union-forever/data/map";
import { type Box, TARGET, boxOf, nameBox, overlaps, pickBoxes, slots, tagBox } from "../../web/src/games/union-forever/marks";

/** What the counters of `count` units in `id` cover. */
function covered(id: AreaId, count: number): string[] {
  return slots(id, count).flatMap((slot, k) => {
    const counter = `${id}'s counter ${k + 1} of ${count}`;
    const tagged = (other: AreaId) => {
      const tag = tagBox(other);
      return tag !== null && overlaps(boxOf(slot), tag);
    };
    return [
      ...AREA_IDS.filter((other) => overlaps(boxOf(slot), nameBox(other))).map((other) => `${counter} covers ${other}'s name`),
      ...AREA_IDS.filter(tagged).map((other) => `${counter} covers ${other}'s army label`),
    ];
  });
}

describe("The Union Forever! map's counters", () => {
  // In 500 random games (every legal move alike), the largest stack of a position was four units
  // in 1,420 of 169,000 positions, five in 169, six in 10; the computer players stood four at most.
  it("cover no area's name or army label, from one unit in an area to five", () => {
    expect(AREA_IDS.flatMap((id) => [1, 2, 3, 4, 5].flatMap((count) => covered(id, count)))).toEqual([]);
  });

  it("cover none for six units either, but in the Midlands, between Upcountry's name and Lowcountry's label", () => {
    expect(AREA_IDS.filter((id) => covered(id, 6).length > 0)).toEqual(["sc-midlands"]);
  });

  // Two areas' stacks of up to four each (all but 179 of the 169,000 positions above): their
  // counters stood side by side, or on each other (three in North Missouri and three in
  // St. Louis overlapped by 11 units), as if one stack.
  it("stand at least 4 units from another area's counters, up to four units in each area", () => {
    const apart = (a: Box, b: Box) => Math.max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom);
    const close = AREA_IDS.flatMap((a, i) =>
      AREA_IDS.slice(i + 1).flatMap((b) =>
        [1, 2, 3, 4].flatMap((m) =>
          [1, 2, 3, 4].flatMap((n) => {
            const gap = Math.min(...slots(a, m).flatMap((s) => slots(b, n).map((t) => apart(boxOf(s), boxOf(t)))));
            return gap < 4 ? [`${m} in ${a} and ${n} in ${b}: ${gap} units apart`] : [];
          }),
        ),
      ),
    );
    expect(close).toEqual([]);
  });

  // Where the picked unit may act, a tap on another unit there picks it (map.tsx): each counter
  // had a square 4 units round it, over its stackmates' by 5 or 6 units (a tap near the line
  // picked whichever was drawn last), 28 units (34 px on a 360 px phone) in a crowded area.
  it("are picked on the map by tap targets that overlap no other, TARGET units (44 px) where there is room", () => {
    const side = (b: Box) => Math.min(b.right - b.left, b.bottom - b.top);
    const inStack = AREA_IDS.flatMap((id) =>
      [1, 2, 3, 4, 5].flatMap((count) => {
        const boxes = pickBoxes(id, count);
        return boxes.flatMap((a, i) => boxes.slice(i + 1).flatMap((b, j) => (overlaps(a, b) ? [`${id}: ${i + 1} and ${i + j + 2} of ${count}`] : [])));
      }),
    );
    expect(inStack).toEqual([]);
    const across = AREA_IDS.flatMap((a, i) =>
      AREA_IDS.slice(i + 1).flatMap((b) =>
        [1, 2, 3, 4].flatMap((m) => [1, 2, 3, 4].flatMap((n) => (pickBoxes(a, m).some((x) => pickBoxes(b, n).some((y) => overlaps(x, y))) ? [`${m} in ${a}, ${n} in ${b}`] : []))),
      ),
    );
    expect(across).toEqual([]);
    // A lone unit's, and a row's in height: the room between counters is what limits the rest.
    expect(AREA_IDS.filter((id) => side(pickBoxes(id, 1)[0] as Box) < TARGET)).toEqual([]);
  });
});
