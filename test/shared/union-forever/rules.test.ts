import { describe, expect, it } from "vitest";
import { type Move, RuleError, checkAction, parseOptions, randomPlayout, replay, setupState } from "../../../shared/engine";
import { unionForever as game } from "../../../shared/games/union-forever/rules";
import type { State } from "../../../shared/games/union-forever/state";
import { dice, scenario, withActs } from "./helpers";

describe("the game contract", () => {
  it("is played by one (against the computer) or two players, two by default", () => {
    expect(game.players).toEqual({ min: 1, max: 2 });
    expect(parseOptions(game, {})).toEqual({ ok: true, options: { players: 2, level: "strong" } });
    expect(parseOptions(game, { players: 1 })).toEqual({ ok: true, options: { players: 1, level: "strong" } });
    expect(parseOptions(game, { players: 1, level: "rules-of-thumb" })).toEqual({ ok: true, options: { players: 1, level: "rules-of-thumb" } });
    expect(parseOptions(game, { players: 1, level: "perfect" }).ok).toBe(false);
    expect(parseOptions(game, { players: 3 }).ok).toBe(false);
    expect(parseOptions(game, { players: 2, extra: true }).ok).toBe(false);
  });

  it("seats the Union at 0 and the Confederacy at 1", () => {
    const s = withActs(scenario(), "confederacy");
    expect(game.status(s)).toEqual({ active: [1] });
    expect(game.legal(s, 0)).toEqual([]);
  });

  it("refuses actions of the wrong shape: strict objects, known units and places only", () => {
    const s = setupState(game, { players: 2 }, "shape") as State;
    const code = (raw: unknown) => {
      const r = checkAction(game, s, 0, 1, 0, raw);
      return r.ok ? "ok" : r.refusal.code;
    };
    expect(code({ t: "place", unit: "ca-northern-virginia", area: "va-richmond" })).toBe("ok");
    expect(code({ t: "place", unit: "ca-northern-virginia", area: "va-richmond", extra: 1 })).toBe("invalid");
    expect(code({ t: "place", unit: "ca-lee", area: "va-richmond" })).toBe("invalid");
    expect(code({ t: "place", unit: "ca-northern-virginia", area: "washington" })).toBe("invalid");
    expect(code({ t: "fly" })).toBe("invalid");
    expect(code({ t: "draw", card: "AS" })).toBe("invalid");
    expect(code({ t: "draw" })).toBe("illegal");
    expect(checkAction(game, s, 0, 0, 0, { t: "draw" })).toMatchObject({ ok: false, refusal: { code: "turn" } });
  });

  it("accepts every legal action and refuses anything else with a RuleError", () => {
    const s = withActs(scenario({ units: { "ua-potomac": "va-northern" } }), "union", 2);
    for (const action of game.legal(s, 0)) {
      const rng = dice(3, 3, 3, 3);
      expect(() => game.apply(s, 0, action, rng)).not.toThrow();
    }
    expect(() => game.apply(s, 0, { t: "move", unit: "ua-potomac", to: "florida" }, dice())).toThrow(RuleError);
    expect(() => game.apply(s, 0, { t: "draw" }, dice())).toThrow(RuleError);
    expect(() => game.apply(s, 1, { t: "pass" }, dice())).toThrow(RuleError);
    expect(() => game.apply(s, 0, { t: "pass", extra: 1 } as never, dice())).toThrow(RuleError);
  });

  it("never changes the state it is given", () => {
    const s = withActs(scenario({ units: { "ua-potomac": "va-northern" } }), "union");
    const before = JSON.stringify(s);
    game.apply(s, 0, { t: "pacify", unit: "ua-potomac" }, dice(6, 1));
    expect(JSON.stringify(s)).toBe(before);
  });

  it("keeps states and actions plain JSON", () => {
    const { state } = randomPlayout(game, { players: 2 }, "json", 200);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it("replays the same game from the same seed and actions", () => {
    for (const players of [1, 2] as const) {
      const played = randomPlayout(game, { players }, `replay-${players}`);
      const again = replay(game, { players }, `replay-${players}`, played.moves as Move[]);
      expect(again).toEqual(played.state);
      expect(played.outcome).not.toBeNull();
    }
  });
});
