/** "Items and Characters": buying with coin. */
import { describe, expect, test } from "vitest";
import { choices, inHand, logText, play, scenario, templates } from "./helpers";

const level1 = { board: ["bell", "bell", "bell", "bell", "bell"] };

describe("buying", () => {
  test("cards are spent one at a time until their coin matches the cost; the item goes to the Discard Pile with the spent cards", () => {
    let s = scenario({ players: [{ hand: ["jump", "piggy", "beardarang"] }], levels: [{ board: ["cabin", "axe"] }, level1] });
    s = play(s, { t: "spend", card: inHand(s, 0, "jump") });
    expect(s.purse).toMatchObject({ coins: 1 });
    expect(templates(s.players[0]?.spend ?? [])).toEqual(["jump"]);
    expect(s.levels[0]?.board[0]).not.toBeNull();
    s = play(s, { t: "spend", card: inHand(s, 0, "piggy") });
    expect(s.levels[0]?.board[0]).toBeNull();
    expect(templates(s.players[0]?.discard ?? [])).toEqual(["jump", "piggy", "cabin"]);
    expect(s.players[0]?.spend).toEqual([]);
    expect(s.purse).toBeNull();
  });

  test("after a purchase the meeple moves up to the next card", () => {
    let s = scenario({ players: [{ hand: ["piggy", "beardarang"] }], levels: [{ board: ["whip", null, "axe"] }, level1] });
    s = play(s, { t: "spend", card: inHand(s, 0, "piggy") });
    expect(s.players[0]?.pos).toBe(2);
  });

  test("a character goes to the Score Pile", () => {
    let s = scenario({ players: [{ hand: ["piggy", "jump", "beardarang"] }], levels: [{ board: ["newt-kappy", "axe"] }, level1] });
    s = play(s, { t: "spend", card: inHand(s, 0, "piggy") });
    s = play(s, { t: "spend", card: inHand(s, 0, "jump") });
    expect(templates(s.players[0]?.score ?? [])).toEqual(["newt-kappy"]);
  });

  test("overspent coins are lost", () => {
    let s = scenario({ players: [{ hand: ["piggy", "beardarang"] }], levels: [{ board: ["whip", "axe"] }, level1] });
    s = play(s, { t: "spend", card: inHand(s, 0, "piggy") });
    expect(templates(s.players[0]?.discard ?? [])).toEqual(["piggy", "whip"]);
    expect(logText(s)).toContain("1 coin lost");
  });

  test("each card pays for one purchase: coins spent toward a card that is then jumped are lost", () => {
    let s = scenario({ players: [{ hand: ["jump", "jump", "piggy", "beardarang"] }], levels: [{ board: ["cabin", "almanac", "axe"] }, level1] });
    s = play(s, { t: "spend", card: inHand(s, 0, "jump") });
    s = play(s, { t: "jump", card: inHand(s, 0, "jump") });
    s = play(s, { t: "spend", card: inHand(s, 0, "piggy") });
    expect(s.purse).toMatchObject({ coins: 2, target: s.levels[0]?.board[1] });
    expect(templates(s.players[0]?.spend ?? [])).toEqual(["jump", "piggy"]);
    s = play(s, { t: "stop" });
    expect(templates(s.players[0]?.discard ?? [])).toEqual(["jump", "jump", "piggy"]);
  });

  test("only cards with coin can be spent, only toward the item or character right of the meeple", () => {
    const s = scenario({ players: [{ hand: ["beardarang", "jump"] }], levels: [{ board: ["cabin", "axe"] }, level1] });
    expect(choices(s).filter((a) => a.t === "spend")).toEqual([{ t: "spend", card: inHand(s, 0, "jump") }]);
    let t = scenario({ players: [{ hand: ["piggy", "beardarang", "jump"] }], levels: [{ board: ["whip", "bear", "axe"] }, level1] });
    t = play(t, { t: "spend", card: inHand(t, 0, "piggy") });
    expect(t.step).toBe("explore");
    expect(choices(t).filter((a) => a.t === "spend")).toEqual([]);
  });
});
