/** What each seat sees, and the log. */
import { describe, expect, test } from "vitest";
import { applyAction, setupState } from "../../../shared/engine";
import type { State } from "../../../shared/games/lincoln/state";
import { FACE_DOWN, type View } from "../../../shared/games/lincoln/view";
import { DEFAULTS, battle, game, inHand, moveAlong, play, scenario } from "./helpers";

describe("views", () => {
  test("a seat sees its own hand, only the size of the other, and only the size of each draw pile", () => {
    const s = setupState(game, DEFAULTS, "view") as State;
    const union = game.view(s, 0) as View;
    expect(union.hand).toEqual(s.cards.union.hand);
    expect(union.cards.confederate.handCount).toBe(5);
    expect(union.cards.union.deckCount).toBe(s.cards.union.deck.length);
    const text = JSON.stringify(union);
    for (const id of [...s.cards.confederate.hand, ...s.cards.union.deck, ...s.cards.confederate.deck]) expect(text).not.toContain(`"${id}"`);
    const spectator = game.view(s, null) as View;
    expect(spectator.hand).toEqual([]);
    for (const id of [...s.cards.union.hand, ...s.cards.confederate.hand]) expect(JSON.stringify(spectator)).not.toContain(`"${id}"`);
  });

  test("discard piles, removed cards and the I and II piles are public", () => {
    let s = scenario({ union: [["washington", 3]], unionHand: ["Army Corps", "Halleck"] });
    s = play(s, { t: "deploy", card: inHand(s, "union", "Army Corps") }, { t: "place", loc: "washington", half: 0 });
    const seen = game.view(s, 1) as View;
    expect(seen.cards.union.removed).toEqual(s.cards.union.removed);
    expect(seen.cards.union.discard).toEqual(s.cards.union.discard);
    expect(seen.cards.union.reserve.I).toHaveLength(11);
  });

  test("a face-down battle card is hidden from the other seat until it is revealed", () => {
    let s = scenario({ union: [["kentucky", 3]], confederate: [["nashville", 2]], unionHand: ["Volunteers", "Grant", "Halleck"] });
    s = moveAlong(s, "Volunteers", "kentucky", "nashville");
    s = play(s, { t: "commit", card: inHand(s, "union", "Grant") });
    const grant = battle(s).attackerCard;
    const mine = (game.view(s, 0) as View).pending.find((d) => d.k === "combat");
    const theirs = (game.view(s, 1) as View).pending.find((d) => d.k === "combat");
    expect(mine?.k === "combat" && mine.attackerCard).toBe(grant);
    expect(theirs?.k === "combat" && theirs.attackerCard).toBe(FACE_DOWN);
    expect(JSON.stringify(game.view(s, 1))).not.toContain(`"${grant}"`);
    expect(JSON.stringify(game.view(s, 1))).not.toMatch(/Grant/);
  });

  test("a defender asked on the other side's turn is told to defend the place, not that it is its turn", () => {
    let s = scenario({ union: [["kentucky", 3]], confederate: [["nashville", 2]], unionHand: ["Volunteers", "Grant", "Halleck"] });
    const words = (state: State, seat: number) => game.turnWords?.(game.view(state, seat), seat);
    expect(words(s, 0)).toBeUndefined();
    s = moveAlong(s, "Volunteers", "kentucky", "nashville");
    expect(words(s, 0)).toBeUndefined(); // the attacker plays his card on his own turn
    s = play(s, { t: "commit", card: inHand(s, "union", "Grant") });
    expect(battle(s).stage).toBe("defender-choice");
    expect(words(s, 1)).toBe("Defend Nashville!");
    expect(words(s, 0)).toBeUndefined();
  });

  test("the log speaks in words, and only the drawing seat is told what it drew", () => {
    const s = scenario({ unionHand: ["Halleck"] });
    const step = applyAction(game, s, 0, "log", 0, { t: "pass" });
    const second = applyAction(game, step.state, 1, "log", 0, { t: "pass" });
    const after = applyAction(game, second.state, 2, "log", 0, { t: "end" });
    const drew = after.lines.filter((l) => /drew/.test(l.text));
    expect(drew).toContainEqual({ text: "Union drew 5 cards." });
    expect(drew.some((l) => l.to === 0 && /^You drew /.test(l.text))).toBe(true);
    expect(drew.every((l) => l.to === undefined || l.to === 0)).toBe(true);
    const confederate = game.view(after.state as State, 1) as View;
    expect(confederate.log.some((l) => /You drew/.test(l.text))).toBe(false);
  });
});
