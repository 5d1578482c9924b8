/** "Movement", "Scrolling" and "Level Clear". */
import { describe, expect, test } from "vitest";
import { cardOf } from "../../../shared/games/pixel-lincoln/data/cards";
import { choices, done, game, inHand, logText, play, scenario, templates } from "./helpers";

const level1 = { board: ["bell", "bell", "bell", "bell", "bell"] };

describe("movement", () => {
  test("the meeple moves through empty spaces up to the next card", () => {
    const s = scenario({ players: [{ hand: ["beardarang"] }], levels: [{ board: [null, null, "cabin"] }, level1] });
    expect(s.players[0]?.pos).toBe(2);
  });

  test("each card must be jumped or collected before the next: only the card right of the meeple can be bought", () => {
    const s = scenario({ players: [{ hand: ["piggy", "piggy"] }], levels: [{ board: ["cabin", "whip"] }, level1] });
    const targets = new Set(choices(s).filter((a) => a.t === "spend").map(() => s.levels[0]?.board[0]));
    expect([...targets]).toEqual([s.levels[0]?.board[0]]);
  });
});

describe("scrolling", () => {
  test("reaching the Level Deck: cards every meeple passed leave the game, the rest shift left with the meeples, and the board refills to five", () => {
    // Seat 1 stands before the almanac (slot 2); seat 0 jumps the last card.
    let s = scenario({
      players: [{ hand: ["jump", "beardarang"], pos: 4 }, { level: 0, pos: 2 }],
      levels: [{ board: ["whip", null, "almanac", null, "cabin"], deck: ["piggy", "cannon", "burger", "loafers", "axe"] }, level1],
    });
    s = play(s, { t: "jump", card: inHand(s, 0, "jump") });
    expect(templates(s.levels[0]?.board ?? [])).toEqual(["almanac", "cabin", "piggy", "cannon", "burger"]);
    expect(templates(s.removed)).toEqual(["whip"]);
    expect(s.players[1]?.pos).toBe(0);
    expect(s.players[0]?.pos).toBe(2);
    expect(templates(s.levels[0]?.deck ?? [])).toEqual(["loafers", "axe"]);
  });

  test("with five cards still on the board, the leftmost leaves the game and one card comes in", () => {
    let s = scenario({
      players: [{ hand: ["jump", "jump", "jump", "jump", "jump", "beardarang"] }, { level: 0, pos: 0 }],
      levels: [{ board: ["whip", "piggy", "cannon", "burger", "loafers"], deck: ["axe", "almanac"] }, level1],
    });
    for (let i = 0; i < 5; i++) s = play(s, { t: "jump", card: inHand(s, 0, "jump") });
    expect(templates(s.levels[0]?.board ?? [])).toEqual(["piggy", "cannon", "burger", "loafers", "axe"]);
    expect(templates(s.removed)).toEqual(["whip"]);
    expect(s.players[1]?.pos).toBe(0);
    expect(s.players[0]?.pos).toBe(4);
  });

  test("the second checkpoint placed takes a mini-boss face down under it, the third a boss", () => {
    let s = scenario({
      players: [{ hand: ["jump", "beardarang"], pos: 4 }],
      levels: [{ board: [null, null, null, null, "cabin"], deck: ["whip", "cp-log-cabin", "piggy", "cp-rail-yard", "cannon"], checkpoints: 1 }, level1],
      miniBosses: ["iron-warthog"],
      bosses: ["robo-booth"],
    });
    s = play(s, { t: "jump", card: inHand(s, 0, "jump") });
    const l = s.levels[0];
    expect(l?.checkpoints).toBe(3);
    expect(templates(Object.values(l?.under ?? {}))).toEqual(["iron-warthog", "robo-booth"]);
    expect(l?.under["cp-log-cabin"]).toBe("iron-warthog");
    expect(s.miniBosses).toEqual([]);
    expect(s.bosses).toEqual([]);
    // Face down: nobody sees them.
    expect(JSON.stringify(game.view(s, 0))).not.toContain("iron-warthog");
    expect((game.view(s, 0) as { levels: { faceDown: boolean[] }[] }).levels[0]?.faceDown).toEqual([false, true, false, true, false]);
  });
});

describe("level clear", () => {
  const bossFight = () =>
    scenario({
      players: [{ hand: ["axe", "axe", "piggy", "beardarang"] }, { level: 0, pos: 0 }, { level: 1 }],
      levels: [{ board: ["whip", null, "robo-booth", "cabin"], deck: ["shark", "bear"] }, { board: ["almanac", "quill"], deck: ["dino"] }],
      queue: [{ k: "start-turn" }],
    });

  test("defeating the boss clears the Level: its deck and board leave the game, every meeple in it moves to the start of another, and the Explore step ends", () => {
    let s = bossFight();
    s = play(s, { t: "spend", card: inHand(s, 0, "piggy") });
    s = play(s, { t: "equip", card: inHand(s, 0, "axe") });
    s = play(s, { t: "equip", card: inHand(s, 0, "axe") });
    expect(s.levels[0]?.cleared).toBe(true);
    expect(s.levels[0]?.board).toEqual([]);
    expect(s.levels[0]?.deck).toEqual([]);
    expect(s.players.map((p) => [p.level, p.pos])).toEqual([
      [1, 0],
      [1, 0],
      [1, 0],
    ]);
    expect(templates(s.players[0]?.score ?? [])).toContain("robo-booth");
    expect(s.step).toBe("discard");
    expect(logText(s)).toContain("Level 1 is clear");
  });

  test("the second boss defeated ends the game", () => {
    let s = scenario({
      players: [{ hand: ["axe", "axe", "beardarang"] }, { level: 1 }],
      levels: [{ board: ["robo-booth", "whip"] }, { cleared: true }],
    });
    s = play(s, { t: "equip", card: inHand(s, 0, "axe") });
    s = play(s, { t: "equip", card: inHand(s, 0, "axe") });
    expect(game.status(s)).toMatchObject({ over: { reason: expect.stringContaining("every boss has been defeated") } });
    expect(choices(s, 0)).toEqual([]);
    expect(cardOf(s.players[0]?.score.find((c) => cardOf(c).kind === "boss") ?? "").name).toBe("Robo-Booth");
  });

  test("the Explore step ends with the Level: nothing more is played there", () => {
    let s = bossFight();
    s = play(s, { t: "spend", card: inHand(s, 0, "piggy") });
    s = play(s, { t: "equip", card: inHand(s, 0, "axe") });
    s = play(s, { t: "equip", card: inHand(s, 0, "axe") });
    expect(choices(s)).toEqual([{ t: "discard", card: inHand(s, 0, "beardarang") }, done]);
  });
});
