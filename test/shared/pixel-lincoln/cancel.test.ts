/** Cancel: "On any turn, DISCARD this card to immediately cancel an ability". */
import { describe, expect, test } from "vitest";
import { choices, decline, game, inHand, logText, play, scenario, templates } from "./helpers";

const level1 = { board: ["bell", "bell", "bell", "bell", "bell"] };
// piggy-3 and piggy-4 are Cancel cards.

function burger(players = 3) {
  let s = scenario({
    players: [
      { hand: ["burger-1", "beardarang"], deck: ["axe"] },
      { level: 1, hand: ["piggy-3", "beardarang"] },
      { level: 1, hand: ["beardarang"] },
      ...(players > 3 ? [{ level: 1, hand: ["beardarang"] }] : []),
    ].slice(0, players),
    levels: [{ board: ["cabin", "bear"] }, level1],
  });
  s = play(s, { t: "equip", card: "burger-1" });
  return s;
}

describe("the Cancel window", () => {
  test("an ability played opens a window for every other player at once, holding a Cancel card or not", () => {
    const s = burger();
    expect(game.status(s)).toEqual({ active: [1, 2] });
    expect(choices(s, 1)).toEqual([decline, { t: "cancel", card: "piggy-3" }]);
    expect(choices(s, 2)).toEqual([decline]);
    expect(choices(s, 0)).toEqual([]);
  });

  test("when everyone declines, the ability happens", () => {
    let s = burger();
    s = play(s, [2, decline]);
    expect(game.status(s)).toEqual({ active: [1] });
    s = play(s, [1, decline]);
    expect(templates(s.players[0]?.hand ?? [])).toEqual(["beardarang", "axe"]);
  });

  test("a Cancel card discarded stops it; the window closes for all", () => {
    let s = burger();
    s = play(s, [1, { t: "cancel", card: "piggy-3" }]);
    expect(templates(s.players[0]?.hand ?? [])).toEqual(["beardarang"]);
    expect(s.players[1]?.discard).toEqual(["piggy-3"]);
    expect(game.status(s)).toEqual({ active: [0] });
    expect(logText(s)).toContain("Player 2 played Pixel Piggy Bank to cancel Berserker Burger's ability (draw 1 card).");
  });

  test("a suit ability can be cancelled; a Cancel cannot", () => {
    let s = scenario({
      players: [{ hand: ["whip-1", "axe"] }, { level: 1, hand: ["piggy-3", "piggy-4"] }],
      levels: [{ board: ["cabin"] }, level1],
    });
    s = play(s, { t: "suit", card: "whip-1" });
    expect(game.status(s)).toEqual({ active: [1] });
    s = play(s, [1, { t: "cancel", card: inHand(s, 1, "piggy") }]);
    expect(game.status(s)).toEqual({ active: [0] });
    expect(s.players[0]?.score).toEqual([]);
    expect(logText(s)).toContain("Player 2 played Pixel Piggy Bank to cancel the Score of Sausage Link Whip (put a card from your hand into your Score Pile).");
  });

  test("an enemy's reaction can be cancelled: a cancelled Slime stays with its defeater", () => {
    let s = scenario({
      players: [{ hand: ["jump", "beardarang", "axe"] }, { level: 1, hand: ["piggy-3"] }],
      levels: [{ board: ["whip", "slime"] }, level1],
    });
    s = play(s, { t: "spend", card: inHand(s, 0, "jump") });
    s = play(s, { t: "equip", card: inHand(s, 0, "beardarang") });
    s = play(s, [1, { t: "cancel", card: "piggy-3" }]);
    expect(templates(s.players[0]?.score ?? [])).toEqual(["slime"]);
  });

  test("standard Power is not an ability: a cancelled item still counts its power", () => {
    let s = scenario({
      players: [{ hand: ["jump", "burger-1", "beardarang"], deck: ["axe"] }, { level: 1, hand: ["piggy-3"] }],
      levels: [{ board: ["whip", "shark"] }, level1],
    });
    s = play(s, { t: "spend", card: inHand(s, 0, "jump") });
    s = play(s, { t: "equip", card: "burger-1" }, [1, { t: "cancel", card: "piggy-3" }]);
    expect(s.fight).toMatchObject({ power: 1 });
    s = play(s, { t: "equip", card: inHand(s, 0, "beardarang") });
    expect(templates(s.players[0]?.score ?? [])).toEqual(["shark"]);
  });

  test("Jump is how a card moves, not an ability to cancel: no window", () => {
    let s = scenario({ players: [{ hand: ["jump", "beardarang"] }, { level: 1, hand: ["piggy-3"] }], levels: [{ board: ["cabin", "axe"] }, level1] });
    s = play(s, { t: "jump", card: inHand(s, 0, "jump") });
    expect(game.status(s)).toEqual({ active: [0] });
  });

  test("the ambushed player may cancel the ambush ability himself", () => {
    let s = scenario({ players: [{ hand: ["piggy-3", "beardarang", "beardarang"] }, { level: 1 }], levels: [{ board: ["luchador", "whip"] }, level1] });
    s = play(s, { t: "cancel", card: "piggy-3" });
    expect(s.ambush?.bonus).toBe(0);
    s = play(s, { t: "equip", card: inHand(s, 0, "beardarang") });
    s = play(s, { t: "equip", card: inHand(s, 0, "beardarang") });
    expect(s.step).toBe("explore");
  });

  test("alone, a player is asked only when he holds a Cancel card", () => {
    const without = scenario({ players: [{ hand: ["beardarang", "beardarang"] }], levels: [{ board: ["luchador", "whip"] }, level1] });
    expect(choices(without).map((a) => a.t)).toEqual(["equip", "yield"]);
    const holding = scenario({ players: [{ hand: ["piggy-3", "beardarang"] }], levels: [{ board: ["luchador", "whip"] }, level1] });
    expect(choices(holding)).toEqual([decline, { t: "cancel", card: "piggy-3" }]);
  });

  test("players out of the game are not asked", () => {
    let s = scenario({
      players: [{ hand: ["burger-1", "beardarang"], deck: ["axe"] }, { level: null, out: true, playerCard: false, hand: ["piggy-3"] }, { level: 1 }],
      levels: [{ board: ["cabin", "bear"] }, level1],
    });
    s = play(s, { t: "equip", card: "burger-1" });
    expect(game.status(s)).toEqual({ active: [2] });
  });
});
