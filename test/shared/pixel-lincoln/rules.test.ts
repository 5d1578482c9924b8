/** The Game contract: schemas, legality, determinism. */
import { describe, expect, test } from "vitest";
import * as v from "valibot";
import { RuleError, createRng, randomPlayout, replay } from "../../../shared/engine";
import { game, play, scenario, start } from "./helpers";

describe("the contract", () => {
  test("actions are strict: unknown fields and unknown kinds are refused", () => {
    expect(v.safeParse(game.action, { t: "stop" }).success).toBe(true);
    expect(v.safeParse(game.action, { t: "stop", extra: 1 }).success).toBe(false);
    expect(v.safeParse(game.action, { t: "fly" }).success).toBe(false);
    expect(v.safeParse(game.action, { t: "shoot", card: "cannon-1" }).success).toBe(false);
    expect(v.safeParse(game.action, { t: "enter", level: 9 }).success).toBe(false);
  });

  test("an action not in legal is refused with a RuleError, and so is a seat out of turn", () => {
    const s = scenario({ players: [{ hand: ["beardarang"] }, { level: 1, hand: ["beardarang"] }], levels: [{ board: ["cabin"] }, { board: ["bell"] }] });
    expect(() => game.apply(s, 0, { t: "yield" }, createRng("x"))).toThrow(RuleError);
    expect(() => game.apply(s, 1, { t: "stop" }, createRng("x"))).toThrow(RuleError);
    expect(() => game.apply(s, 0, { t: "equip", card: "axe-1" }, createRng("x"))).toThrow(RuleError);
    expect(game.apply(s, 0, { t: "stop" }, createRng("x")).step).toBe("discard");
  });

  test("the same seed and actions give the same game", () => {
    const a = randomPlayout(game, { players: 3 }, "determinism", 400);
    expect(JSON.stringify(replay(game, { players: 3 }, "determinism", a.moves))).toBe(JSON.stringify(a.state));
  });

  test("states and views are plain JSON", () => {
    const s = start(4, "json");
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    for (const seat of [0, 1, 2, 3, null]) expect(JSON.parse(JSON.stringify(game.view(s, seat)))).toEqual(game.view(s, seat));
  });

  test("apply leaves the state it was given unchanged", () => {
    const s = scenario({ players: [{ hand: ["piggy", "beardarang"] }], levels: [{ board: ["whip", "bear"] }, { board: ["bell"] }] });
    const before = JSON.stringify(s);
    play(s, { t: "spend", card: "piggy-1" });
    expect(JSON.stringify(s)).toBe(before);
  });
});
