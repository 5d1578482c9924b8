/** "Losing a Life" and "Continue". */
import { describe, expect, test } from "vitest";
import { choices, done, game, inHand, play, scenario, templates } from "./helpers";

const level1 = { board: ["bell", "bell", "bell", "bell", "bell"] };

describe("losing a life", () => {
  test("a Life card leaves the game; the meeple restarts at the start of a Level of the player's choice; then Discard/Draw ends the turn", () => {
    let s = scenario({ players: [{ hand: ["piggy", "beardarang"], deck: ["axe", "axe", "axe"] }, { level: 1, hand: ["beardarang"] }], levels: [{ board: ["bear"] }, level1] });
    s = play(s, { t: "yield" }, { t: "enter", level: 0 });
    expect(s.players[0]?.lives).toHaveLength(1);
    expect(templates(s.removed)).toEqual(["life"]);
    expect([s.players[0]?.level, s.players[0]?.pos]).toEqual([0, 0]);
    s = play(s, done);
    expect(s.players[0]?.hand).toHaveLength(5);
    expect(s.current).toBe(1);
  });

  test("three lives: two Life cards, then the Player Card", () => {
    let s = scenario({ players: [{ hand: ["piggy"], lives: [], score: ["moose"] }, { level: 1, hand: ["beardarang"] }], levels: [{ board: ["bear"], deck: ["axe"] }, level1] });
    s = play(s, { t: "yield" });
    expect(s.players[0]?.playerCard).toBe(false);
    expect(game.status(s)).toEqual({ active: [0] });
    expect(choices(s)).toEqual([{ t: "continue" }, { t: "retire" }]);
  });

  test("an Extra Life bought goes under the Player Card; the player chooses which life card to lose", () => {
    let s = scenario({ players: [{ hand: ["piggy", "jump", "beardarang"] }], levels: [{ board: ["extra-life", "iron-warthog"], deck: ["shark", "shark"] }, level1], miniBosses: [] });
    s = play(s, { t: "spend", card: inHand(s, 0, "piggy") });
    s = play(s, { t: "spend", card: inHand(s, 0, "jump") });
    expect(templates(s.players[0]?.lives ?? [])).toEqual(["life", "life", "extra-life"]);
    // Next turn, ambushed by the mini-boss.
    s = play(s, { t: "stop" }, done);
    s = play(s, { t: "yield" });
    expect(choices(s)).toEqual([
      { t: "life", card: "life-1" },
      { t: "life", card: "extra-life" },
    ]);
    s = play(s, { t: "life", card: "extra-life" });
    expect(templates(s.players[0]?.lives ?? [])).toEqual(["life", "life"]);
  });
});

describe("Continue", () => {
  const eliminated = (score: string[], deck: string[]) =>
    scenario({
      players: [{ hand: ["piggy"], deck, score, lives: [] }, { level: 1, hand: ["beardarang"] }],
      levels: [{ board: ["bear"] }, level1],
    });

  test("with more than 5 points in the Score Pile, the player removes cards of his choice until 5 points are paid", () => {
    let s = eliminated(["moose", "shark", "shark", "bear"], ["axe"]);
    s = play(s, { t: "yield" }, { t: "continue" });
    // One of each kind with points: the Mecha Moose, a Laser Shark, the Cyborg Bear.
    const score = s.players[0]?.score ?? [];
    expect(choices(s)).toEqual([0, 1, 3].map((i) => ({ t: "pay", card: score[i] })));
  });

  test("paying: cards leave the game until 5 points; the player gets his Player Card back, shuffles everything, draws 5 and picks his Level", () => {
    let s = eliminated(["shark", "shark", "bear", "dino"], ["axe", "axe", "axe", "jetpack", "jetpack", "jetpack"]);
    s = play(s, { t: "yield" }, { t: "continue" });
    s = play(s, { t: "pay", card: s.players[0]?.score.find((c) => c.startsWith("bear")) ?? "" });
    s = play(s, { t: "pay", card: s.players[0]?.score.find((c) => c.startsWith("dino")) ?? "" });
    expect(templates(s.players[0]?.score ?? [])).toEqual(["shark", "shark"]);
    expect(s.players[0]?.playerCard).toBe(true);
    expect(s.players[0]?.lives).toEqual([]);
    expect(s.players[0]?.hand).toHaveLength(5);
    expect(choices(s)).toEqual([
      { t: "enter", level: 0 },
      { t: "enter", level: 1 },
    ]);
    s = play(s, { t: "enter", level: 1 });
    expect(s.current).toBe(1);
  });

  test("not enough in the Score Pile: all of it leaves, and a random card of the deck for each point short", () => {
    let s = eliminated(["shark", "turtle"], ["axe", "axe", "axe", "jetpack", "jetpack", "jetpack"]);
    s = play(s, { t: "yield" });
    const boxed = s.box.length;
    s = play(s, { t: "continue" });
    expect(s.players[0]?.score).toEqual([]);
    // 2 points paid by the pile, 3 cards of the 7 (6 in the deck and the piggy) removed unseen.
    const p = s.players[0];
    expect((p?.hand.length ?? 0) + (p?.deck.length ?? 0)).toBe(4);
    expect(s.box.length - boxed).toBe(3);
  });

  test("a Continue the player cannot pay is not offered", () => {
    let s = eliminated([], ["axe"]);
    s = play(s, { t: "yield" });
    // Only retiring is possible, so it happens by itself.
    expect(s.players[0]?.out).toBe(true);
    expect(s.current).toBe(1);
  });

  test("not Continuing: the player is out, skipped, and scored at the end with everything he holds", () => {
    let s = eliminated(["shark"], ["axe", "axe", "axe", "jetpack", "jetpack", "jetpack"]);
    s = play(s, { t: "yield" }, { t: "retire" });
    expect(s.players[0]?.out).toBe(true);
    expect(s.players[0]?.level).toBeNull();
    s = play(s, { t: "stop" }, done);
    expect(s.current).toBe(1);
  });

  test("the game ends when every player has lost all their lives", () => {
    let s = scenario({
      players: [{ hand: ["piggy"], deck: ["axe"], lives: [] }, { level: null, out: true, playerCard: false, hand: ["beardarang"] }],
      levels: [{ board: ["bear"] }, level1],
    });
    s = play(s, { t: "yield" });
    expect(game.status(s)).toMatchObject({ over: { reason: expect.stringContaining("every player has lost all their lives") } });
  });
});
