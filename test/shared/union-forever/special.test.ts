import { describe, expect, it } from "vitest";
import { AREAS, NORTH } from "../../../shared/games/union-forever/data/map";
import { returnPlaces } from "../../../shared/games/union-forever/special";
import { dice, game, noDice, play, scenario, withSpecial } from "./helpers";

describe("Special Activations (face cards)", () => {
  it("offer the Anaconda attempt, two ACTs, restoring a weakened army, returning an eliminated unit, or passing", () => {
    const s = withSpecial(scenario({ units: { "ca-tennessee": ["tn-east", "weakened"], "cm-2": "eliminated" } }), "confederacy");
    expect(game.legal(s, 1)).toEqual([
      { t: "anaconda" },
      { t: "two-acts" },
      { t: "restore", unit: "ca-tennessee" },
      { t: "return", unit: "cm-2" },
      { t: "pass" },
    ]);
  });

  it("decision (rules version 2): two ACTs need the roll like restoring and returning; the same unit may take both", () => {
    const failed = play(withSpecial(scenario(), "union"), [{ t: "two-acts" }], dice(4));
    expect(failed.activation).toBeNull();
    expect(failed.acted.union).toBe(true);
    const low = play(withSpecial(scenario({ crl: 5 }), "confederacy"), [{ t: "two-acts" }], dice(3)); // CRL 3: needs 1 or 2
    expect(low.activation).toBeNull();
    expect(play(withSpecial(scenario({ crl: 5 }), "confederacy"), [{ t: "two-acts" }], dice(2)).activation).toMatchObject({ side: "confederacy", left: 2 });
    const s = play(withSpecial(scenario(), "union"), [{ t: "two-acts" }], dice(3));
    expect(s.activation).toEqual({ side: "union", left: 2, card: "JS" });
    const t = play(s, [
      { t: "move", unit: "ua-potomac", to: "va-northwest" },
      { t: "move", unit: "ua-potomac", to: "va-southwest" },
    ]);
    expect(t.units["ua-potomac"].where).toBe("va-southwest");
  });

  it("the Union restores a weakened army on a die below 4", () => {
    const s = withSpecial(scenario({ units: { "ua-potomac": ["va-northern", "weakened"] } }), "union");
    expect(play(s, [{ t: "restore", unit: "ua-potomac" }], dice(3)).units["ua-potomac"].weakened).toBe(false);
    expect(play(s, [{ t: "restore", unit: "ua-potomac" }], dice(4)).units["ua-potomac"].weakened).toBe(true);
  });

  it("the Confederacy restores a weakened army on a die below the CRL", () => {
    const s = withSpecial(scenario({ crl: 5, units: { "ca-tennessee": ["tn-east", "weakened"] } }), "confederacy"); // CRL 3
    expect(play(s, [{ t: "restore", unit: "ca-tennessee" }], dice(2)).units["ca-tennessee"].weakened).toBe(false);
    expect(play(s, [{ t: "restore", unit: "ca-tennessee" }], dice(3)).units["ca-tennessee"].weakened).toBe(true);
  });

  it("a returned Union army comes back at full strength in the North or any Pacified area", () => {
    const s = withSpecial(scenario({ units: { "ua-ohio": "eliminated" } }), "union");
    const t = play(s, [{ t: "return", unit: "ua-ohio" }], dice(1));
    expect(game.legal(t, 0)).toEqual([
      { t: "place", unit: "ua-ohio", area: "va-northwest" },
      { t: "place", unit: "ua-ohio", area: NORTH },
    ]);
    expect(play(t, [{ t: "place", unit: "ua-ohio", area: "va-northwest" }]).units["ua-ohio"]).toEqual({ where: "va-northwest", weakened: false });
    const fail = play(s, [{ t: "return", unit: "ua-ohio" }], dice(4));
    expect(fail.units["ua-ohio"].where).toBe("eliminated");
    expect(fail.placing).toBeNull();
  });

  it("a returned militia unit goes to any area the Confederacy controls", () => {
    const s = scenario({ units: { "cm-1": "eliminated" }, pacified: ["va-northern"] });
    const places = returnPlaces(s, "cm-1");
    expect(places).toContain("florida");
    expect(places).toContain("ky-west");
    expect(places).not.toContain("va-northern");
    expect(places).not.toContain("va-northwest");
  });

  it("a returned Confederate army goes to a Confederate-controlled area under its label; with none left it cannot return", () => {
    const s = scenario({ units: { "ca-northern-virginia": "eliminated" } });
    expect(returnPlaces(s, "ca-northern-virginia").every((a) => a !== NORTH && AREAS[a].label === "northern-virginia")).toBe(true);
    const all = (Object.keys(AREAS) as (keyof typeof AREAS)[]).filter((a) => AREAS[a].label === "northern-virginia");
    const t = withSpecial(scenario({ units: { "ca-northern-virginia": "eliminated" }, pacified: all }), "confederacy");
    expect(returnPlaces(t, "ca-northern-virginia")).toEqual([]);
    expect(game.legal(t, 1)).not.toContainEqual({ t: "return", unit: "ca-northern-virginia" });
  });

  it("the Confederacy returns a unit on a die below the CRL", () => {
    const s = withSpecial(scenario({ crl: 8, units: { "ca-mississippi": "eliminated" } }), "confederacy");
    const t = play(s, [{ t: "return", unit: "ca-mississippi" }], dice(3));
    expect(t.placing).toBe("ca-mississippi");
    const u = play(t, [{ t: "place", unit: "ca-mississippi", area: "ms-central" }]);
    expect(u.units["ca-mississippi"]).toEqual({ where: "ms-central", weakened: false });
    expect(play(s, [{ t: "return", unit: "ca-mississippi" }], dice(4)).placing).toBeNull();
  });

  it("decision: a returned unit may be placed where enemy units stand, if its side controls the area", () => {
    const s = scenario({ units: { "cm-1": "eliminated", "ua-potomac": "va-northern" } });
    expect(returnPlaces(s, "cm-1")).toContain("va-northern");
  });

  it("a side may forgo its special ACT", () => {
    const s = play(withSpecial(scenario(), "union"), [{ t: "pass" }]);
    expect(s.special).toBeNull();
    expect(s.acted.union).toBe(false);
  });
});
