import { describe, expect, it } from "vitest";
import { NORTH, NORTH_EDGE, PASSABLE } from "../../../shared/games/union-forever/data/map";
import { moveDestinations } from "../../../shared/games/union-forever/movement";
import type { Action } from "../../../shared/games/union-forever/state";
import { game, noDice, play, scenario, withActs } from "./helpers";

const moves = (actions: Action[], unit: string) =>
  actions.flatMap((a) => (a.t === "move" && a.unit === unit ? [a.to] : [])).sort();

describe("Movement", () => {
  it("an ACT moves a unit into an adjacent area; the same unit may take several ACTs", () => {
    const s0 = withActs(scenario({ units: { "cm-1": "ga-atlanta" } }), "confederacy", 2);
    expect(moves(game.legal(s0, 1), "cm-1")).toEqual([...PASSABLE["ga-atlanta"]].sort());
    const s = play(s0, [
      { t: "move", unit: "cm-1", to: "ga-north" },
      { t: "move", unit: "cm-1", to: "tn-east" },
    ]);
    expect(s.units["cm-1"].where).toBe("tn-east");
    expect(s.activation).toBeNull();
    expect(s.acted.confederacy).toBe(true);
  });

  it("never crosses a mountain border", () => {
    const s = withActs(scenario({ units: { "cm-1": "tn-east", "ca-tennessee": "tn-east" } }), "confederacy");
    expect(moves(game.legal(s, 1), "cm-1")).not.toContain("nc-mountains");
    expect(() => game.apply(s, 1, { t: "move", unit: "cm-1", to: "nc-mountains" }, noDice())).toThrow(/not allowed/);
    const u = withActs(scenario({ units: { "ua-potomac": "va-northwest" } }), "union");
    expect(moves(game.legal(u, 0), "ua-potomac")).not.toContain("va-shenandoah");
  });

  it("lets a Confederate army enter only areas labelled with its designation", () => {
    const s = withActs(scenario({ units: { "ca-tennessee": "tn-middle" } }), "confederacy");
    const to = moves(game.legal(s, 1), "ca-tennessee");
    expect(to).toContain("tn-east");
    expect(to).toContain("ky-bluegrass");
    expect(to).not.toContain("tn-west"); // Army of Mississippi country
    expect(to).not.toContain("ky-west");
  });

  it("keeps Confederate armies out of the unlabelled areas, which only militia may enter", () => {
    const s = scenario({ units: { "ca-northern-virginia": "va-shenandoah", "cm-1": "va-southwest", "ca-tennessee": "ga-coast" } });
    expect(moveDestinations(s, "ca-northern-virginia")).not.toContain("va-northwest");
    expect(moveDestinations(s, "cm-1")).toContain("va-northwest");
    expect(moveDestinations(s, "ca-tennessee")).not.toContain("florida");
    const t = scenario({ units: { "cm-2": "ga-coast" } });
    expect(moveDestinations(t, "cm-2")).toContain("florida");
  });

  it("lets Union armies enter any area, from the North only onto the North edge", () => {
    const s = withActs(scenario(), "union");
    expect(moves(game.legal(s, 0), "ua-potomac")).toEqual([...NORTH_EDGE].sort());
    const t = scenario({ units: { "ua-potomac": "va-northwest" } });
    expect(moveDestinations(t, "ua-potomac")).toEqual(["ky-east", "va-southwest", NORTH]);
  });

  it("keeps a Union army in an area until it is Pacified, except to go back North from the North edge", () => {
    const s = scenario({ units: { "ua-potomac": "va-northern", "ua-ohio": "tn-east" } });
    expect(moveDestinations(s, "ua-potomac")).toEqual([NORTH]);
    expect(moveDestinations(s, "ua-ohio")).toEqual([]);
    const t = scenario({ units: { "ua-ohio": "tn-east" }, pacified: ["tn-east"] });
    expect(moveDestinations(t, "ua-ohio")).toEqual([...PASSABLE["tn-east"]]);
  });

  it("lets no unit leave the map except to the North, and militia not at all", () => {
    const s = scenario({ units: { "cm-1": "va-northern", "ca-tennessee": "tn-east", "ca-northern-virginia": "va-richmond" } });
    expect(moveDestinations(s, "cm-1")).not.toContain(NORTH);
    expect(moveDestinations(s, "ca-tennessee")).not.toContain(NORTH);
    expect(moveDestinations(s, "ca-northern-virginia")).not.toContain(NORTH);
  });

  it("has no stacking limit: units of both sides may share an area", () => {
    const s = withActs(scenario({ units: { "ua-potomac": "va-northern", "cm-1": "va-richmond", "cm-2": "va-richmond", "cm-3": "va-richmond" } }), "confederacy", 2);
    const t = play(s, [
      { t: "move", unit: "cm-1", to: "va-northern" },
      { t: "move", unit: "cm-2", to: "va-northern" },
    ]);
    expect(t.units["cm-1"].where).toBe("va-northern");
    expect(t.units["cm-2"].where).toBe("va-northern");
  });

  it("may move Confederate units into Pacified areas, which stay Pacified", () => {
    const s = withActs(scenario({ units: { "cm-1": "va-southwest" } }), "confederacy");
    const t = play(s, [{ t: "move", unit: "cm-1", to: "va-northwest" }]);
    expect(t.units["cm-1"].where).toBe("va-northwest");
    expect(t.pacified).toContain("va-northwest");
  });
});
