import { describe, expect, it } from "vitest";
import { NORTH } from "../../../shared/games/union-forever/data/map";
import { dice, game, play, scenario, withActs } from "./helpers";

/** No Union army in the North, so no modifier unless a test adds one. */
const away = { "ua-potomac": "tn-east", "ua-tennessee": "ga-north", "ua-ohio": "ms-north" } as const;

describe("Rebel Invasions", () => {
  it("a Confederate army on the North edge may move off the map North: the invasion needs no second ACT", () => {
    const s = withActs(scenario({ units: { ...away, "ca-northern-virginia": "va-northern" } }), "confederacy");
    expect(game.legal(s, 1)).toContainEqual({ t: "move", unit: "ca-northern-virginia", to: NORTH });
    const t = play(s, [{ t: "move", unit: "ca-northern-virginia", to: NORTH }], dice(3));
    expect(t.events[0]).toMatchObject({ e: "invasion", roll: { total: 3 }, result: "crl" });
    expect(t.crl).toBe(9);
    expect(t.activation).toBeNull();
  });

  it("afterwards the army goes straight back to the area it left", () => {
    const s = withActs(scenario({ units: { ...away, "ca-tennessee": "ky-east" } }), "confederacy");
    const t = play(s, [{ t: "move", unit: "ca-tennessee", to: NORTH }], dice(4));
    expect(t.units["ca-tennessee"]).toEqual({ where: "ky-east", weakened: false });
  });

  it("militia never invade", () => {
    const s = withActs(scenario({ units: { "cm-1": "va-northern" } }), "confederacy");
    expect(game.legal(s, 1)).not.toContainEqual({ t: "move", unit: "cm-1", to: NORTH });
  });

  it("adds 1 per Union army in the North, 1 if a Union army was in the area left, 1 if the army is weakened", () => {
    const s = withActs(
      scenario({ units: { "ua-potomac": NORTH, "ua-tennessee": NORTH, "ua-ohio": "va-northern", "ca-northern-virginia": ["va-northern", "weakened"] } }),
      "confederacy",
    );
    const t = play(s, [{ t: "move", unit: "ca-northern-virginia", to: NORTH }], dice(1));
    expect(t.events[0]).toMatchObject({ e: "invasion", roll: { die: 1, total: 5 } });
  });

  it("a total below the CRL moves the CRL marker one space right, never beyond space 9", () => {
    const s = withActs(scenario({ crl: 9, units: { ...away, "ca-northern-virginia": "va-northern" } }), "confederacy"); // CRL 5
    const t = play(s, [{ t: "move", unit: "ca-northern-virginia", to: NORTH }], dice(1));
    expect(t.crl).toBe(9);
    expect(t.events).toContainEqual({ e: "crl", from: 9, to: 9, why: "invasion", state: null });
  });

  it("a total of 6 or more weakens the army, or eliminates it if already weakened", () => {
    const s = withActs(scenario({ units: { ...away, "ca-northern-virginia": "va-northern" } }), "confederacy");
    expect(play(s, [{ t: "move", unit: "ca-northern-virginia", to: NORTH }], dice(6)).units["ca-northern-virginia"]).toEqual({
      where: "va-northern",
      weakened: true,
    });
    const w = withActs(scenario({ units: { ...away, "ca-northern-virginia": ["va-northern", "weakened"] } }), "confederacy");
    expect(play(w, [{ t: "move", unit: "ca-northern-virginia", to: NORTH }], dice(5)).units["ca-northern-virginia"].where).toBe("eliminated");
  });

  it("any other total has no effect", () => {
    const s = withActs(scenario({ units: { ...away, "ca-northern-virginia": "va-northern" } }), "confederacy"); // CRL 4
    const t = play(s, [{ t: "move", unit: "ca-northern-virginia", to: NORTH }], dice(4));
    expect(t.events[0]).toMatchObject({ e: "invasion", result: "none" });
    expect(t.crl).toBe(8);
    expect(t.units["ca-northern-virginia"]).toEqual({ where: "va-northern", weakened: false });
  });
});
