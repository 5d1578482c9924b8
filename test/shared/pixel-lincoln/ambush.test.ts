/** "Turn Order", step 1: Ambush. */
import { describe, expect, test } from "vitest";
import { canChoose, choices, decline, deciding, game, inHand, logText, play, scenario, templates } from "./helpers";

const level1 = { board: ["bell", "bell", "bell", "bell", "bell"] };

describe("ambush", () => {
  test("a player who starts his turn in front of an enemy is ambushed: he must defeat or jump it, and cannot stop", () => {
    const s = scenario({ players: [{ hand: ["beardarang", "beardarang", "jump"] }], levels: [{ board: ["shark", "cabin"] }, level1] });
    expect(s.step).toBe("ambush");
    expect(s.ambush?.card).toBe(s.levels[0]?.board[0]);
    expect(choices(s)).toEqual([
      { t: "equip", card: inHand(s, 0, "beardarang") },
      { t: "jump", card: inHand(s, 0, "jump") },
    ]);
  });

  test("the log gives an ambushing boss its Power at the game's difficulty, not the printed one", () => {
    const s = scenario({ players: [{ hand: ["beardarang"] }], levels: [{ board: ["robo-booth", "whip"] }, level1] });
    expect(s.options.difficulty).toBe("medium");
    expect(logText(s)).toContain("Player 1 is ambushed by Robo-Booth (Power 6)!");
  });

  test("no ambush in front of an item or a character", () => {
    const s = scenario({ players: [{ hand: ["beardarang"] }], levels: [{ board: ["cabin", "shark"] }, level1] });
    expect(s.step).toBe("explore");
    expect(s.ambush).toBeNull();
  });

  test("an enemy that comes in front of the meeple during a turn does not ambush", () => {
    let s = scenario({ players: [{ hand: ["piggy", "beardarang"] }], levels: [{ board: ["whip", "shark"] }, level1] });
    s = play(s, { t: "spend", card: inHand(s, 0, "piggy") });
    expect(s.step).toBe("explore");
    expect(canChoose(s, { t: "stop" })).toBe(true);
  });

  test("once the ambusher is defeated the player explores", () => {
    let s = scenario({ players: [{ hand: ["beardarang", "beardarang", "piggy"] }], levels: [{ board: ["shark", "whip"] }, level1] });
    s = play(s, { t: "equip", card: inHand(s, 0, "beardarang") });
    expect(s.step).toBe("ambush");
    s = play(s, { t: "equip", card: inHand(s, 0, "beardarang") });
    expect(s.step).toBe("explore");
    expect(canChoose(s, { t: "spend", card: inHand(s, 0, "piggy") })).toBe(true);
  });

  test("once jumped, likewise", () => {
    let s = scenario({ players: [{ hand: ["jump", "piggy"] }], levels: [{ board: ["bear", "whip"] }, level1] });
    s = play(s, { t: "jump", card: inHand(s, 0, "jump") });
    expect(s.step).toBe("explore");
  });

  test("giving up is allowed only when the hand cannot beat the ambush; then a life is lost and the turn goes to Discard/Draw", () => {
    let s = scenario({ players: [{ hand: ["beardarang", "piggy"] }], levels: [{ board: ["bear", "whip"] }, { board: ["cabin"] }] });
    expect(choices(s)).toEqual([{ t: "equip", card: inHand(s, 0, "beardarang") }, { t: "yield" }]);
    s = play(s, { t: "yield" });
    expect(templates(s.players[0]?.lives ?? [])).toEqual(["life"]);
    expect(choices(s)).toEqual([
      { t: "enter", level: 0 },
      { t: "enter", level: 1 },
    ]);
    s = play(s, { t: "enter", level: 1 });
    expect(s.step).toBe("discard");
    expect(s.players[0]?.level).toBe(1);
    expect(s.players[0]?.pos).toBe(0);
    // The ambusher stays where it was.
    expect(templates(s.levels[0]?.board ?? [])[0]).toBe("bear");
  });

  test("a hand that can win by power or by a Jump may not give up", () => {
    const s = scenario({ players: [{ hand: ["axe", "piggy"] }], levels: [{ board: ["bear", "whip"] }, level1] });
    expect(canChoose(s, { t: "yield" })).toBe(false);
  });

  test("a mini-boss or boss must be defeated: a Jump card does not save the player", () => {
    const s = scenario({ players: [{ hand: ["jump", "beardarang"] }], levels: [{ board: ["iron-warthog", "whip"] }, level1], miniBosses: [] });
    expect(choices(s)).toEqual([{ t: "equip", card: inHand(s, 0, "beardarang") }, { t: "yield" }]);
  });

  test("Puking Turtle: the ambushed player first discards a card of their choice, and the log says why", () => {
    let s = scenario({ players: [{ hand: ["beardarang", "piggy", "jump"] }], levels: [{ board: ["turtle", "whip"] }, level1] });
    expect(choices(s).map((a) => a.t)).toEqual(["discard", "discard", "discard"]);
    s = play(s, { t: "discard", card: inHand(s, 0, "piggy") });
    expect(logText(s)).toContain("Puking Turtle's ambush: Player 1 discarded Pixel Piggy Bank.");
    expect(s.step).toBe("ambush");
    expect(templates(s.players[0]?.discard ?? [])).toEqual(["piggy"]);
  });

  test("Luchador: +1 Power while it ambushes", () => {
    let s = scenario({ players: [{ hand: ["beardarang", "beardarang", "beardarang", "piggy"] }], levels: [{ board: ["luchador", "whip"] }, level1] });
    expect(s.ambush?.bonus).toBe(1);
    s = play(s, { t: "equip", card: inHand(s, 0, "beardarang") });
    s = play(s, { t: "equip", card: inHand(s, 0, "beardarang") });
    expect(s.step).toBe("ambush");
    s = play(s, { t: "equip", card: inHand(s, 0, "beardarang") });
    expect(s.step).toBe("explore");
  });

  test("with other players, the ambushed player is asked whether he cancels the ambush ability, Cancel card or not", () => {
    let s = scenario({ players: [{ hand: ["beardarang", "beardarang", "beardarang"] }, { level: 1 }], levels: [{ board: ["luchador", "whip"] }, level1] });
    expect(game.status(s)).toEqual({ active: [0] });
    expect(choices(s)).toEqual([decline]);
    s = play(s, decline);
    expect(s.ambush?.bonus).toBe(1);
    expect(deciding(s)).toBe(0);
  });
});
