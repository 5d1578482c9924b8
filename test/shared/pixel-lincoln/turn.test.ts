/** "Turn Order": the steps of a turn, Discard/Draw, and whose turn is next. */
import { describe, expect, test } from "vitest";
import { canChoose, choices, done, inHand, play, scenario, stop, templates } from "./helpers";

const level1 = { board: ["bell", "bell", "bell", "bell", "bell"] };

describe("the turn", () => {
  test("Explore may stop at any time; Discard/Draw clears the tableau's spaces into the Discard Pile", () => {
    let s = scenario({ players: [{ hand: ["jump", "beardarang", "piggy"], deck: ["axe", "axe", "axe", "axe", "axe"] }], levels: [{ board: ["cabin", "bear"] }, level1] });
    s = play(s, { t: "spend", card: inHand(s, 0, "jump") }, stop);
    expect(s.step).toBe("discard");
    expect(s.players[0]?.spend).toEqual([]);
    expect(templates(s.players[0]?.discard ?? [])).toEqual(["jump"]);
    expect(choices(s)).toEqual([{ t: "discard", card: inHand(s, 0, "beardarang") }, { t: "discard", card: inHand(s, 0, "piggy") }, done]);
  });

  test("then any number of cards are discarded, one at a time, and the hand is drawn back up to five", () => {
    let s = scenario({ players: [{ hand: ["beardarang", "piggy"], deck: ["axe", "axe", "axe", "axe", "axe"] }], levels: [{ board: ["cabin", "bear"] }, level1] });
    s = play(s, stop, { t: "discard", card: inHand(s, 0, "piggy") }, done);
    expect(templates(s.players[0]?.hand ?? [])).toEqual(["beardarang", "axe", "axe", "axe", "axe"]);
    expect(templates(s.players[0]?.discard ?? [])).toEqual(["piggy"]);
    expect(s.turn).toBe(2);
  });

  test("running out of deck while drawing: the rest of the deck, then the Discard Pile shuffled into a new deck", () => {
    let s = scenario({ players: [{ hand: ["beardarang"], deck: ["axe", "axe"], discard: ["jump", "jump", "jump", "jump"] }], levels: [{ board: ["cabin", "bear"] }, level1] });
    s = play(s, stop, done);
    const hand = templates(s.players[0]?.hand ?? []);
    expect(hand.slice(0, 3)).toEqual(["beardarang", "axe", "axe"]);
    expect(hand.slice(3)).toEqual(["jump", "jump"]);
    expect(templates(s.players[0]?.deck ?? [])).toEqual(["jump", "jump"]);
    expect(s.players[0]?.discard).toEqual([]);
  });

  test("ending the Explore step is asked even when nothing in hand can be played, so that nobody learns it", () => {
    const s = scenario({ players: [{ hand: ["beardarang"] }, { level: 1 }], levels: [{ board: ["cabin", "bear"] }, level1] });
    expect(choices(s)).toEqual([stop]);
  });

  test("with an empty hand the turn plays itself out", () => {
    const s = scenario({ players: [{ hand: [], deck: ["axe"] }, { level: 1, hand: ["axe"] }], levels: [{ board: ["cabin", "bear"] }, level1] });
    expect(s.current).toBe(1);
    expect(templates(s.players[0]?.hand ?? [])).toEqual(["axe"]);
  });

  test("players take turns in order, skipping those out of the game", () => {
    let s = scenario({
      players: [{ hand: ["beardarang"] }, { hand: ["beardarang"], out: true, level: null }, { hand: ["beardarang"], level: 1 }],
      levels: [{ board: ["cabin"] }, level1],
    });
    expect(s.current).toBe(0);
    s = play(s, stop, done);
    expect(s.current).toBe(2);
    s = play(s, stop, done);
    expect(s.current).toBe(0);
    expect(canChoose(s, stop)).toBe(true);
  });
});
