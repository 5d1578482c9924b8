/** "Game End", "Winner", "High Score" and "Character Missions". */
import { describe, expect, test } from "vitest";
import { missionsCompleted } from "../../../shared/games/pixel-lincoln/scoring";
import { STILL_ROUNDS } from "../../../shared/games/pixel-lincoln/turn";
import { done, game, inHand, logText, play, scenario, stop } from "./helpers";

// Suits by card: whip-1,2 Score, whip-3,4 Time Travel, whip-5 none; piggy-1,2 Key, piggy-3,4 Cancel;
// shark-1,2 Time Travel, shark-3,4 Key; bunny-1,2 Score, bunny-3,4 Cancel.

describe("character missions", () => {
  test("a character scores when the three suit icons it shows were collected", () => {
    expect(missionsCompleted(["newt-kappy", "whip-1", "whip-2", "whip-3"])).toBe(1);
    expect(missionsCompleted(["newt-kappy", "whip-1", "whip-3", "whip-4"])).toBe(0);
  });

  test("each collected card counts toward one character only; the best sharing is found", () => {
    // Newt Kappy: Score, Score, Time Travel. Psychosaur: Score, Score, Key.
    expect(missionsCompleted(["newt-kappy", "psychosaur", "whip-1", "whip-2", "whip-3", "piggy-1"])).toBe(1);
    expect(missionsCompleted(["newt-kappy", "psychosaur", "whip-1", "whip-2", "bunny-1", "bunny-2", "whip-3", "piggy-1"])).toBe(2);
  });

  test("starting cards carry no suits; enemies do", () => {
    expect(missionsCompleted(["newt-kappy", "jump-1", "beardarang-1", "life-1"])).toBe(0);
    expect(missionsCompleted(["professor-pixel", "shark-1", "shark-2", "shark-3"])).toBe(1);
  });
});

describe("the end", () => {
  test("every card a player holds goes into his Score Pile: points of all his cards, lives included, plus 10 a mission", () => {
    let s = scenario({
      players: [
        { hand: ["axe", "axe", "beardarang"], deck: ["whip-1", "whip-2"], discard: ["whip-3"], score: ["newt-kappy", "shark-3"] },
        { level: 1, score: ["moose"] },
      ],
      levels: [{ board: ["robo-booth"] }, { cleared: true }],
    });
    s = play(s, { t: "equip", card: inHand(s, 0, "axe") });
    s = play(s, { t: "equip", card: inHand(s, 0, "axe") });
    const scores = s.result?.scores;
    // Seat 0: Robo-Booth 9, two axes 6, three whips 3, Laser Shark 1, two Life cards 2 = 21, and Newt Kappy's 10.
    expect(scores?.[0]).toEqual({ points: 21, missions: 10, total: 31, defeated: 1 });
    // Seat 1: Mecha Moose 5, two Life cards 2, and the Player 2 Card's 1 (rules version 3).
    expect(scores?.[1]).toEqual({ points: 8, missions: 0, total: 8, defeated: 0 });
    expect(s.result?.winners).toEqual([0]);
    expect(s.players[0]?.deck).toEqual([]);
    expect(s.players[0]?.score).toHaveLength(11);
  });

  test("a tie goes to the player who defeated the most enemies, mini-bosses and bosses", () => {
    let s = scenario({
      players: [
        { hand: ["axe", "axe", "beardarang"], lives: [] },
        { level: 1, score: ["moose", "bear", "shark"], lives: [] },
      ],
      levels: [{ board: ["robo-booth"] }, { cleared: true }],
    });
    s = play(s, { t: "equip", card: inHand(s, 0, "axe") });
    s = play(s, { t: "equip", card: inHand(s, 0, "axe") });
    // Seat 0: 9 + 6 = 15; seat 1: 5 + 3 + 1 = 9, and its Player 2 Card's 1.
    expect(s.result?.scores.map((x) => x.total)).toEqual([15, 10]);
    const tie = scenario({
      players: [{ hand: ["axe", "axe", "beardarang"], lives: [] }, { level: 1, score: ["moose", "bear", "bear", "bear"], lives: [] }],
      levels: [{ board: ["robo-booth"] }, { cleared: true }],
    });
    let t = play(tie, { t: "equip", card: inHand(tie, 0, "axe") });
    t = play(t, { t: "equip", card: inHand(t, 0, "axe") });
    expect(t.result?.scores.map((x) => [x.total, x.defeated])).toEqual([
      [15, 1],
      [15, 0],
    ]);
    expect(t.result?.winners).toEqual([0]);
    // The ending says how the tie was broken, not only the table.
    expect(t.result?.reason).toContain("tied on 15 points, the tie goes to the most enemies defeated (Player 1 1, Player 2 0)");
    // The winner is named once: by the log's line, and by the page before the reason ("Player 1 won — …").
    expect(t.result?.reason).toBe(
      "every boss has been defeated (Player 1 15, Player 2 15); tied on 15 points, the tie goes to the most enemies defeated (Player 1 1, Player 2 0)",
    );
    expect(logText(t)).toContain(`Game over — Player 1 wins: ${t.result?.reason}.`);
  });

  test("equal scores and equal defeats: the win is shared", () => {
    const s = scenario({
      players: [
        { hand: ["beardarang"], score: ["whip-5"], lives: [] },
        { level: 1, hand: ["beardarang"], lives: [] },
      ],
      levels: [{ board: ["cabin"] }, { board: ["cabin"] }],
    });
    let t = s;
    for (let i = 0; i < 100 && !t.result; i++) t = play(t, stop, done);
    expect(t.result?.reason).toContain(`nothing has moved for ${STILL_ROUNDS} rounds`);
    expect(t.result?.scores.map((x) => x.total)).toEqual([1, 1]);
    expect(t.result?.winners).toEqual([0, 1]);
    expect(t.result?.reason).toMatch(/tied on -?\d+ points and on enemies defeated \(\d+ each\), so the win is shared/);
  });

  test("decision (rules version 3): the Player # Card a player still holds scores 0, 1, 3 and 3 points, Player 1 to 4", () => {
    const s = scenario({
      players: [
        { hand: ["axe", "axe", "beardarang"], lives: [] },
        { level: 1, lives: [] },
        { level: 1, lives: [] },
        { level: 1, lives: [], playerCard: false, out: true },
      ],
      levels: [{ board: ["robo-booth"] }, { cleared: true }],
    });
    let t = play(s, { t: "equip", card: inHand(s, 0, "axe") });
    t = play(t, { t: "equip", card: inHand(t, 0, "axe") });
    // Seat 0: Robo-Booth 9 and two axes 6; seats 1 and 2 hold only their Player Cards; seat 3
    // gave his up and did not Continue.
    expect(t.result?.scores.map((x) => x.points)).toEqual([15, 1, 3, 0]);
  });
});

describe("endings the rulebook does not foresee", () => {
  test("when nothing moves on any board for ten rounds, the game ends and is scored", () => {
    let s = scenario({
      players: [{ hand: ["beardarang"] }, { level: 1, hand: ["beardarang"], score: ["moose"] }],
      levels: [{ board: ["cabin"] }, { board: ["cabin"] }],
    });
    let turns = 0;
    while (!s.result) {
      s = play(s, stop, done);
      turns++;
    }
    expect(turns).toBe(2 * STILL_ROUNDS + 1);
    expect(game.status(s)).toMatchObject({ over: { winners: [1] } });
  });

  test("when no player still in has a card left to play, the game ends", () => {
    const s = scenario({
      players: [{ hand: [] }, { level: 1, hand: [] }],
      levels: [{ board: ["cabin"] }, { board: ["cabin"] }],
    });
    expect(game.status(s)).toMatchObject({ over: { reason: expect.stringContaining("no player has a card left") } });
  });
});
