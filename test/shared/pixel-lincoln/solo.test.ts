/** "Solo Play". */
import { describe, expect, test } from "vitest";
import { cardOf } from "../../../shared/games/pixel-lincoln/data/cards";
import { done, game, inHand, play, scenario, start, stop, templates } from "./helpers";

describe("solo levels", () => {
  test("no player-to-player items or enemies (Slime, Metal Slime, the Liberty Bell Bomb)", () => {
    for (let i = 0; i < 40; i++) {
      const s = start(1, `solo-${i}`, "insanity");
      for (const l of s.levels) for (const set of [...l.itemSets, ...l.enemySets]) expect(["slime", "metal-slime", "bell"]).not.toContain(set);
    }
  });
});

describe("after each turn a card leaves the game", () => {
  test("the top card of the Level Deck of the player's Level, revealed", () => {
    let s = scenario({ players: [{ hand: ["beardarang"] }], levels: [{ board: ["cabin"], deck: ["axe", "bear"] }, { board: ["bell"], deck: ["whip"] }] });
    s = play(s, stop, done);
    expect(templates(s.removed)).toEqual(["axe"]);
    expect(templates(s.levels[0]?.deck ?? [])).toEqual(["bear"]);
    expect(templates(s.levels[1]?.deck ?? [])).toEqual(["whip"]);
  });

  test("a checkpoint removed so gives no bonus", () => {
    let s = scenario({ players: [{ hand: ["beardarang"] }], levels: [{ board: ["cabin"], deck: ["cp-log-cabin", "bear"] }, { board: ["bell"] }] });
    s = play(s, stop, done);
    expect(templates(s.removed)).toEqual(["cp-log-cabin"]);
    expect(s.levels[0]?.checkpoints).toBe(1);
    expect(s.queue).toEqual([]);
    expect(s.step).toBe("explore");
  });

  test("the third checkpoint removed takes the deck with it, and the boss waits face up on the Level Deck space", () => {
    let s = scenario({
      players: [{ hand: ["beardarang"] }],
      levels: [{ board: ["cabin", "axe"], deck: ["cp-log-cabin", "bear", "shark"], checkpoints: 2 }, { board: ["bell"] }],
      bosses: ["robo-booth", "mega-booth-mech"],
    });
    const rest = s.levels[0]?.deck.slice(1) ?? [];
    s = play(s, stop, done);
    const l = s.levels[0];
    expect(l?.deck).toEqual([]);
    expect(l?.board).toHaveLength(6);
    expect(l?.board[5]).toBe("robo-booth");
    expect(s.bosses).toEqual(["mega-booth-mech"]);
    for (const c of rest) expect(s.box).toContain(c);
  });

  test("while a boss is in play, the leftmost card leaves instead, never the boss", () => {
    let s = scenario({
      players: [{ hand: ["beardarang"], pos: 1 }],
      levels: [{ board: ["whip", "cabin", "axe", null, null, "robo-booth"], deck: [] }, { board: ["bell"] }],
      bosses: [],
    });
    s = play(s, stop, done);
    expect(templates(s.levels[0]?.board ?? [])).toEqual([null, "cabin", "axe", null, null, "robo-booth"]);
    s = play(s, stop, done);
    s = play(s, stop, done);
    expect(templates(s.levels[0]?.board ?? [])).toEqual([null, null, null, null, null, "robo-booth"]);
    // The meeple now faces the boss on the Level Deck space: an ambush.
    expect(s.players[0]?.pos).toBe(5);
    expect(s.step).toBe("ambush");
    s = play(s, { t: "yield" }, { t: "enter", level: 0 }, done);
    expect(cardOf(s.levels[0]?.board[5] ?? "").name).toBe("Robo-Booth");
  });

  test("with the Level Deck empty and the boss still under its checkpoint, the leftmost card leaves, never that checkpoint", () => {
    let s = scenario({
      players: [{ hand: ["beardarang"] }],
      levels: [{ board: ["cabin", "cp-courthouse", "axe"], under: { 1: "robo-booth" }, deck: [], checkpoints: 3 }, { board: ["bell"] }],
      bosses: [],
    });
    s = play(s, stop, done);
    expect(templates(s.levels[0]?.board ?? [])).toEqual([null, "cp-courthouse", "axe", null, null]);
    // The meeple moves up to the checkpoint at the start of the next turn.
    expect(s.queue[0]).toMatchObject({ k: "bonus", seat: 0 });
    s = play(s, { t: "draw" }, { t: "draw" });
    expect(templates(s.levels[0]?.board ?? [])).toEqual([null, "robo-booth", "axe", null, null]);
    // Turned over as the turn starts, the boss does not ambush until the next.
    expect(s.step).toBe("explore");
    s = play(s, stop, done);
    expect(s.step).toBe("ambush");
  });
});

describe("the outcome", () => {
  test("clearing both Levels wins; losing every life loses, with the score as the result", () => {
    let s = scenario({ players: [{ hand: ["axe", "axe", "beardarang"] }], levels: [{ board: ["robo-booth"] }, { cleared: true }] });
    s = play(s, { t: "equip", card: inHand(s, 0, "axe") });
    s = play(s, { t: "equip", card: inHand(s, 0, "axe") });
    expect(game.status(s)).toMatchObject({ over: { winners: [0], reason: expect.stringContaining("both Levels cleared") } });
    let t = scenario({ players: [{ hand: ["piggy"], lives: [] }], levels: [{ board: ["bear"] }, { board: ["bell"] }] });
    t = play(t, { t: "yield" });
    // In words for one player: not "every player has lost all their lives".
    expect(game.status(t)).toMatchObject({ over: { winners: [], reason: expect.stringMatching(/^no life is left: the game is lost with -?\d+ points$/) } });
    expect(t.log.at(-1)?.text).toMatch(/^Game over — no life is left: the game is lost/);
    // Alone, nobody is left to wait for: the log says the game ends.
    expect(t.log.at(-2)?.text).toBe("Player 1 does not Continue: the game ends.");
  });
});
