import { describe, expect, it } from "vitest";
import { setupState } from "../../../shared/engine";
import { AREAS, NORTH } from "../../../shared/games/union-forever/data/map";
import { CONFEDERATE_UNITS } from "../../../shared/games/union-forever/data/units";
import { setupAreas } from "../../../shared/games/union-forever/setup";
import type { State } from "../../../shared/games/union-forever/state";
import { dice, game, play } from "./helpers";

const start = (players: 1 | 2 = 2) => setupState(game, { players }, "setup") as State;

describe("Setup", () => {
  it("puts the turn penny on 1, the CRL marker on space 8 (CRL 4), the blockade in effect, northwest Virginia under Union control", () => {
    const s = start();
    expect(s.turn).toBe(1);
    expect(s.crl).toBe(8);
    expect(game.view(s, 0)).toMatchObject({ crlValue: 4 });
    expect(s.anaconda).toBe("in-effect");
    expect(s.pacified).toEqual(["va-northwest"]);
  });

  it("sets the Potomac, Tennessee and Ohio in the North; the other Union armies wait", () => {
    const s = start();
    expect(s.units["ua-potomac"].where).toBe(NORTH);
    expect(s.units["ua-tennessee"].where).toBe(NORTH);
    expect(s.units["ua-ohio"].where).toBe(NORTH);
    expect(s.units["ua-shenandoah"].where).toBe("waiting");
    expect(s.units["ua-mississippi"].where).toBe("waiting");
    expect(s.units["ua-cumberland"].where).toBe("waiting");
  });

  it("lets the Confederacy place each army only in its labelled areas, outside Missouri and Kentucky", () => {
    const s = start();
    expect(game.status(s)).toEqual({ active: [1] });
    const areas = game.legal(s, 1).map((a) => (a.t === "place" ? a.area : null));
    expect(areas.length).toBeGreaterThan(0);
    for (const area of areas) {
      if (area === null || area === NORTH) throw new Error("not a placement");
      expect(AREAS[area].label).toBe("northern-virginia");
      expect(["missouri", "kentucky"]).not.toContain(AREAS[area].state);
    }
    expect(setupAreas("ca-tennessee").every((a) => AREAS[a].label === "tennessee")).toBe(true);
    expect(setupAreas("ca-mississippi")).not.toContain("ky-west");
  });

  it("lets militia go in any area but Missouri's and Kentucky's, Florida and West Virginia included", () => {
    const areas = setupAreas("cm-1");
    expect(areas).toContain("florida");
    expect(areas).toContain("va-northwest");
    expect(areas.some((a) => AREAS[a].state === "missouri" || AREAS[a].state === "kentucky")).toBe(false);
    expect(areas).toHaveLength(Object.keys(AREAS).length - 6);
  });

  it("places the six Confederate units in order, then turn 1 begins with a shuffled deck and the Union's draw", () => {
    const places = ["va-richmond", "tn-east", "ms-north", "florida", "va-northwest", "ga-atlanta"] as const;
    const s = play(
      start(),
      CONFEDERATE_UNITS.map((unit, i) => ({ t: "place" as const, unit, area: places[i] ?? "florida" })),
      dice(),
    );
    expect(CONFEDERATE_UNITS.map((u) => s.units[u].where)).toEqual(places);
    expect(s.phase).toBe("play");
    expect(s.deck).toHaveLength(29);
    expect(game.status(s)).toEqual({ active: [0] });
    expect(game.legal(s, 0)).toEqual([{ t: "draw" }]);
  });

  it("refuses a placement out of order or in the wrong area", () => {
    const s = start();
    expect(() => game.apply(s, 1, { t: "place", unit: "cm-1", area: "florida" }, dice())).toThrow(/not allowed/);
    expect(() => game.apply(s, 1, { t: "place", unit: "ca-northern-virginia", area: "florida" }, dice())).toThrow(/not allowed/);
    expect(() => game.apply(s, 0, { t: "place", unit: "ca-northern-virginia", area: "va-richmond" }, dice())).toThrow(/not your decision/);
  });

  it("in a solo game, the computer sets up the Confederacy and the Union draws first", () => {
    const s = start(1);
    expect(s.players).toBe(1);
    expect(CONFEDERATE_UNITS.every((u) => s.units[u].where !== "unplaced")).toBe(true);
    for (const u of ["ca-northern-virginia", "ca-tennessee", "ca-mississippi"] as const) {
      const where = s.units[u].where;
      if (where === NORTH || where === "unplaced" || where === "eliminated" || where === "waiting") throw new Error(where);
      expect(setupAreas(u)).toContain(where);
    }
    expect(game.status(s)).toEqual({ active: [0] });
  });
});
