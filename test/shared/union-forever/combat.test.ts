import { describe, expect, it } from "vitest";
import { NORTH } from "../../../shared/games/union-forever/data/map";
import { battleModifiers } from "../../../shared/games/union-forever/combat";
import { retreatDestinations } from "../../../shared/games/union-forever/movement";
import type { GameEvent, State } from "../../../shared/games/union-forever/state";
import { dice, game, noDice, play, scenario, withActs } from "./helpers";

const battle = (s: State) => s.events.find((e): e is Extract<GameEvent, { e: "battle" }> => e.e === "battle");
const total = (mods: { value: number }[]) => mods.reduce((a, m) => a + m.value, 0);

describe("Combat: who fights and what each side adds", () => {
  it("one unit attacks all the enemy units in its area; both sides roll a die", () => {
    const s0 = withActs(scenario({ units: { "ua-potomac": "va-northern", "ca-northern-virginia": "va-northern", "cm-1": "va-northern" } }), "union");
    const s = play(s0, [{ t: "attack", unit: "ua-potomac" }], dice(6, 1));
    const b = battle(s);
    expect(b?.defenders).toEqual(["ca-northern-virginia", "cm-1"]);
    expect(b?.attack).toMatchObject({ side: "union", die: 6, total: 10 });
    expect(b?.defence).toMatchObject({ side: "confederacy", die: 1, total: 6 }); // 1 + CRL 4 + militia 1
    expect(b?.margin).toBe(4);
  });

  it("a Union army adds its printed factor, the reverse one when weakened", () => {
    const s = scenario({ units: { "ua-potomac": "va-northern", "ua-ohio": ["va-richmond", "weakened"], "cm-1": "va-northern", "cm-2": "va-richmond" } });
    expect(total(battleModifiers(s, "ua-potomac", "va-northern").attack)).toBe(4);
    expect(total(battleModifiers(s, "ua-ohio", "va-richmond").attack)).toBe(1);
  });

  it("a Confederate army adds the current CRL, less 1 when weakened", () => {
    const s = scenario({ crl: 5, units: { "ca-tennessee": "tn-east", "ca-mississippi": ["tn-west", "weakened"], "ua-ohio": "tn-east", "ua-potomac": "tn-west" } });
    expect(total(battleModifiers(s, "ca-tennessee", "tn-east").attack)).toBe(3);
    expect(total(battleModifiers(s, "ca-mississippi", "tn-west").attack)).toBe(2);
  });

  it("militia add 1 and may only defend", () => {
    const s = withActs(scenario({ units: { "cm-1": "va-northern", "ua-potomac": "va-northern" } }), "confederacy");
    expect(game.legal(s, 1)).not.toContainEqual({ t: "attack", unit: "cm-1" });
    expect(total(battleModifiers(s, "ua-potomac", "va-northern").defence)).toBe(1);
  });

  it("the Confederacy (only) adds 1 in the Richmond area, attacking or defending", () => {
    const s = scenario({ units: { "ca-northern-virginia": "va-richmond", "ua-potomac": "va-richmond" } });
    expect(total(battleModifiers(s, "ca-northern-virginia", "va-richmond").attack)).toBe(5);
    expect(total(battleModifiers(s, "ca-northern-virginia", "va-richmond").defence)).toBe(4);
    expect(total(battleModifiers(s, "ua-potomac", "va-richmond").defence)).toBe(5);
    expect(total(battleModifiers(s, "ua-potomac", "va-richmond").attack)).toBe(4);
  });

  it("decision: every defending unit's modifier is added (the attack is against all of them)", () => {
    const s = scenario({ units: { "ua-potomac": "tn-east", "ua-ohio": "tn-east", "ca-tennessee": "tn-east" } });
    expect(total(battleModifiers(s, "ca-tennessee", "tn-east").defence)).toBe(7);
  });

  it("there must be an enemy unit in the attacker's area", () => {
    const s = withActs(scenario({ units: { "ua-potomac": "va-northern", "ca-northern-virginia": "va-richmond" } }), "union");
    expect(game.legal(s, 0)).not.toContainEqual({ t: "attack", unit: "ua-potomac" });
    expect(() => game.apply(s, 0, { t: "attack", unit: "ua-potomac" }, noDice())).toThrow(/not allowed/);
  });
});

describe("Combat Results", () => {
  const front = (extra = {}) =>
    withActs(scenario({ units: { "ua-potomac": "va-northern", "ca-northern-virginia": "va-northern", ...extra }, pacified: ["va-shenandoah"] }), "union");

  it.each([
    [3, 3, 0],
    [4, 3, 1],
  ])("a tie or +1 is a stalemate (dice %i against %i)", (a, d, margin) => {
    const s = play(front(), [{ t: "attack", unit: "ua-potomac" }], dice(a, d));
    expect(battle(s)?.margin).toBe(margin);
    expect(s.combat).toBeNull();
    expect(s.units["ua-potomac"]).toEqual({ where: "va-northern", weakened: false });
    expect(s.units["ca-northern-virginia"]).toEqual({ where: "va-northern", weakened: false });
  });

  it("a lower attacker chooses: retreat into a friendly controlled area (or off the map for a Union army), or a step loss", () => {
    const s = play(front(), [{ t: "attack", unit: "ua-potomac" }], dice(1, 6));
    expect(s.combat?.step).toBe("attacker-lost");
    expect(game.legal(s, 0)).toEqual([
      { t: "step-loss", unit: "ua-potomac" },
      { t: "retreat", unit: "ua-potomac" },
    ]);
    const r = play(s, [{ t: "retreat", unit: "ua-potomac" }]);
    expect(game.legal(r, 0)).toEqual([
      { t: "retreat-to", unit: "ua-potomac", to: "va-shenandoah" },
      { t: "retreat-to", unit: "ua-potomac", to: NORTH },
    ]);
    const t = play(r, [{ t: "retreat-to", unit: "ua-potomac", to: "va-shenandoah" }]);
    expect(t.units["ua-potomac"]).toEqual({ where: "va-shenandoah", weakened: false });
    const w = play(s, [{ t: "step-loss", unit: "ua-potomac" }]);
    expect(w.units["ua-potomac"]).toEqual({ where: "va-northern", weakened: true });
    expect(w.combat).toBeNull();
  });

  it("+2 or +3: the attacker picks one defending unit to lose a step or to retreat", () => {
    const s = play(front({ "cm-1": "va-northern" }), [{ t: "attack", unit: "ua-potomac" }], dice(6, 1)); // 10 against 6: +4
    expect(s.combat?.step).toBe("hit");
    const t = play(front(), [{ t: "attack", unit: "ua-potomac" }], dice(6, 3)); // 10 against 7: +3
    expect(t.combat?.step).toBe("result");
    expect(game.legal(t, 0)).toEqual([
      { t: "step-loss", unit: "ca-northern-virginia" },
      { t: "retreat", unit: "ca-northern-virginia" },
    ]);
    const loss = play(t, [{ t: "step-loss", unit: "ca-northern-virginia" }]);
    expect(loss.units["ca-northern-virginia"]).toEqual({ where: "va-northern", weakened: true });
    const back = play(t, [{ t: "retreat", unit: "ca-northern-virginia" }]);
    // The retreating unit's owner picks where it goes.
    expect(game.status(back)).toEqual({ active: [1] });
    expect(game.legal(back, 1)).toContainEqual({ t: "retreat-to", unit: "ca-northern-virginia", to: "va-richmond" });
    const gone = play(back, [{ t: "retreat-to", unit: "ca-northern-virginia", to: "va-richmond" }]);
    expect(gone.units["ca-northern-virginia"].where).toBe("va-richmond");
    expect(game.status(gone)).toEqual({ active: [0] });
  });

  it("+4 or more: one defending unit loses a step and one retreats", () => {
    const s = play(front({ "cm-1": "va-northern" }), [{ t: "attack", unit: "ua-potomac" }], dice(6, 1));
    expect(game.legal(s, 0)).toEqual([
      { t: "step-loss", unit: "ca-northern-virginia" },
      { t: "step-loss", unit: "cm-1" },
    ]);
    const t = play(s, [{ t: "step-loss", unit: "cm-1" }]);
    expect(t.units["cm-1"].where).toBe("eliminated");
    expect(game.legal(t, 0)).toEqual([{ t: "retreat", unit: "ca-northern-virginia" }]);
    const u = play(t, [{ t: "retreat", unit: "ca-northern-virginia" }, { t: "retreat-to", unit: "ca-northern-virginia", to: "va-tidewater" }]);
    expect(u.units["ca-northern-virginia"]).toEqual({ where: "va-tidewater", weakened: false });
    expect(u.combat).toBeNull();
  });

  it("+4 against a lone army: it loses a step, then retreats weakened", () => {
    const s = play(front(), [{ t: "attack", unit: "ua-potomac" }], dice(6, 2)); // 10 against 6
    const t = play(s, [{ t: "step-loss", unit: "ca-northern-virginia" }, { t: "retreat", unit: "ca-northern-virginia" }, { t: "retreat-to", unit: "ca-northern-virginia", to: "va-richmond" }]);
    expect(t.units["ca-northern-virginia"]).toEqual({ where: "va-richmond", weakened: true });
  });

  it("a weakened army that takes another step loss is eliminated; militia go at their first", () => {
    const s = play(front({ "ca-northern-virginia": ["va-northern", "weakened"] }), [{ t: "attack", unit: "ua-potomac" }], dice(6, 3)); // 10 against 6
    const t = play(s, [{ t: "step-loss", unit: "ca-northern-virginia" }]);
    expect(t.units["ca-northern-virginia"]).toEqual({ where: "eliminated", weakened: false });
    const m = play(
      withActs(scenario({ units: { "ua-potomac": "va-northern", "cm-1": "va-northern" } }), "union"),
      [{ t: "attack", unit: "ua-potomac" }, { t: "step-loss", unit: "cm-1" }],
      dice(4, 1),
    );
    expect(m.units["cm-1"].where).toBe("eliminated");
  });

  it("decision: a defending unit told to retreat with nowhere to go loses a step instead", () => {
    // Florida's neighbours are all Pacified: the militia there cannot retreat.
    const s0 = withActs(
      scenario({ units: { "ua-potomac": "florida", "cm-1": "florida" }, pacified: ["ga-coast", "ga-southwest", "al-south"] }),
      "union",
    );
    const s = play(s0, [{ t: "attack", unit: "ua-potomac" }], dice(3, 3)); // 7 against 4
    expect(retreatDestinations(s, "cm-1")).toEqual([]);
    const t = play(s, [{ t: "retreat", unit: "cm-1" }]);
    expect(t.units["cm-1"].where).toBe("eliminated");
    expect(t.events).toContainEqual({ e: "step-loss", unit: "cm-1", eliminated: true, instead: true });
  });

  it("an attacker that cannot retreat must take the step loss", () => {
    // The Army of Tennessee in Middle Tennessee: every neighbour it may enter is Pacified or held by the Union.
    const s0 = withActs(
      scenario({
        units: { "ca-tennessee": "tn-middle", "ua-potomac": "tn-middle", "ua-ohio": "tn-east" },
        pacified: ["ky-bluegrass", "al-north"],
      }),
      "confederacy",
    );
    const s = play(s0, [{ t: "attack", unit: "ca-tennessee" }], dice(1, 6));
    expect(s.combat).toBeNull();
    expect(s.units["ca-tennessee"]).toEqual({ where: "tn-middle", weakened: true });
  });

  it("decision: a retreat never enters an area holding enemy units; a Union army may always retreat North", () => {
    const s = scenario({ units: { "ca-northern-virginia": "va-northern", "ua-ohio": "va-richmond", "ua-potomac": "tn-east" } });
    const to = retreatDestinations(s, "ca-northern-virginia");
    expect(to).not.toContain("va-richmond");
    expect(to).toContain("va-tidewater");
    expect(retreatDestinations(s, "ua-potomac")).toEqual([NORTH]);
  });

  it("a Confederate unit retreats only into an area the Confederacy controls, and an army only under its label", () => {
    const s = scenario({ units: { "ca-northern-virginia": "va-northern", "ua-potomac": "va-northern" }, pacified: ["va-richmond"] });
    expect(retreatDestinations(s, "ca-northern-virginia").sort()).toEqual(["va-shenandoah", "va-tidewater"]);
  });

  it("the Confederacy decides its own attack's losses and the Union its retreat destination", () => {
    const s0 = withActs(scenario({ units: { "ca-northern-virginia": "va-northern", "ua-potomac": "va-northern" }, pacified: ["va-shenandoah"] }), "confederacy");
    const s = play(s0, [{ t: "attack", unit: "ca-northern-virginia" }], dice(6, 2)); // 10 against 6
    expect(game.status(s)).toEqual({ active: [1] });
    const t = play(s, [{ t: "step-loss", unit: "ua-potomac" }, { t: "retreat", unit: "ua-potomac" }]);
    expect(game.status(t)).toEqual({ active: [0] });
    expect(game.legal(t, 0)).toEqual([
      { t: "retreat-to", unit: "ua-potomac", to: "va-shenandoah" },
      { t: "retreat-to", unit: "ua-potomac", to: NORTH },
    ]);
  });
});
