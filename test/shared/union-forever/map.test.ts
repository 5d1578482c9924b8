import { describe, expect, it } from "vitest";
import {
  AREA_IDS,
  AREAS,
  ARMY_LABELS,
  type AreaId,
  BORDERS,
  MOUNTAINS,
  NEIGHBOURS,
  NORTH_EDGE,
  PASSABLE,
  RICHMOND,
  START_PACIFIED,
  STATE_AREAS,
  STATE_IDS,
} from "../../../shared/games/union-forever/data/map";

/** The areas reachable from `from` through PASSABLE borders, staying where `ok` allows. */
function reach(from: readonly AreaId[], ok: (a: AreaId) => boolean): Set<AreaId> {
  const seen = new Set(from.filter(ok));
  const todo = [...seen];
  for (let a = todo.pop(); a !== undefined; a = todo.pop())
    for (const b of PASSABLE[a]) if (!seen.has(b) && ok(b)) (seen.add(b), todo.push(b));
  return seen;
}

describe("the map (authored from the rulebook's words)", () => {
  it("divides the Confederate states, Missouri and Kentucky into areas", () => {
    for (const state of ["virginia", "north-carolina", "south-carolina", "georgia", "florida", "alabama", "mississippi", "louisiana", "arkansas", "tennessee", "missouri", "kentucky"] as const)
      expect(STATE_AREAS[state].length, state).toBeGreaterThan(0);
    expect(STATE_IDS).toHaveLength(12);
    expect(new Set(AREA_IDS).size).toBe(AREA_IDS.length);
    expect(AREA_IDS.every((id) => STATE_IDS.includes(AREAS[id].state))).toBe(true);
  });

  it("has borders that are symmetric, between distinct areas, and listed once", () => {
    const keys = BORDERS.map(([a, b]) => [a, b].sort().join("|"));
    expect(new Set(keys).size).toBe(BORDERS.length);
    for (const [a, b] of BORDERS) expect(a).not.toBe(b);
    for (const a of AREA_IDS)
      for (const b of NEIGHBOURS[a]) expect(NEIGHBOURS[b], `${a}-${b}`).toContain(a);
  });

  it("marks mountain borders, which no move may cross", () => {
    expect(BORDERS.filter((b) => b[2] === "mountain").length).toBeGreaterThan(0);
    for (const a of AREA_IDS) for (const b of MOUNTAINS[a]) expect(PASSABLE[a]).not.toContain(b);
    expect(MOUNTAINS["va-northwest"]).toContain("va-shenandoah");
  });

  it("leaves exactly two areas unlabelled: modern West Virginia and Florida", () => {
    expect(AREA_IDS.filter((id) => AREAS[id].label === null).sort()).toEqual(["florida", "va-northwest"]);
    expect(AREAS.florida.state).toBe("florida");
    expect(STATE_AREAS.florida).toEqual(["florida"]);
    expect(AREAS["va-northwest"].state).toBe("virginia");
  });

  it("labels areas for all three Confederate armies, each army's country connected and touching the North", () => {
    for (const label of ARMY_LABELS) {
      const areas = AREA_IDS.filter((id) => AREAS[id].label === label);
      const setup = areas.filter((id) => AREAS[id].state !== "missouri" && AREAS[id].state !== "kentucky");
      expect(setup.length, label).toBeGreaterThan(0);
      const first = areas[0];
      if (!first) throw new Error(label);
      expect(reach([first], (a) => AREAS[a].label === label).size, label).toBe(areas.length);
      expect(areas.some((a) => AREAS[a].north), label).toBe(true);
    }
    expect(AREAS[RICHMOND].label).toBe("northern-virginia");
  });

  it("places Richmond in Virginia and northwest Virginia under Union control at the start", () => {
    expect(AREAS[RICHMOND].state).toBe("virginia");
    expect(START_PACIFIED).toEqual(["va-northwest"]);
    expect(AREAS["va-northwest"].north).toBe(true);
  });

  it("lets Union armies reach every area from the North", () => {
    expect(NORTH_EDGE.length).toBeGreaterThan(0);
    expect(reach(NORTH_EDGE, () => true).size).toBe(AREA_IDS.length);
  });

  it("gives every area a centre on the 600 x 400 board", () => {
    for (const id of AREA_IDS) {
      const { x, y } = AREAS[id];
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(600);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(400);
    }
  });

  it("keeps each state's areas contiguous (its dashed borders join them)", () => {
    for (const state of STATE_IDS) {
      const areas = STATE_AREAS[state];
      const first = areas[0];
      if (!first) throw new Error(state);
      const seen = new Set<AreaId>([first]);
      const todo: AreaId[] = [first];
      for (let a = todo.pop(); a !== undefined; a = todo.pop())
        for (const b of NEIGHBOURS[a]) if (!seen.has(b) && AREAS[b].state === state) (seen.add(b), todo.push(b));
      expect(seen.size, state).toBe(areas.length);
    }
  });
});
