/**
 * What each seat sees: hands, deck orders and the Level Deck are hidden (but what Time
 * Travel showed its player); Score Piles, Discard Piles and the board are public.
 */
import { describe, expect, test } from "vitest";
import type { View } from "../../../shared/games/pixel-lincoln/view";
import { decline, game, play, scenario, start } from "./helpers";
import { checkViews } from "./invariants";

const view = (s: Parameters<typeof game.view>[0], seat: number | null) => game.view(s, seat) as View;

describe("views", () => {
  test("a seat sees its own hand, only the size of the others, and no deck's order (its own included)", () => {
    const s = start(3, "views");
    const v = view(s, 1);
    expect(v.hand).toEqual(s.players[1]?.hand);
    expect(v.players.map((p) => p.handCount)).toEqual([5, 5, 5]);
    expect(v.players.map((p) => p.deckCount)).toEqual([5, 5, 5]);
    const text = JSON.stringify(v);
    for (const c of [...(s.players[0]?.hand ?? []), ...(s.players[2]?.hand ?? []), ...(s.players[1]?.deck ?? [])]) expect(text).not.toContain(`"${c}"`);
    expect(view(s, null).hand).toEqual([]);
    checkViews(s);
  });

  test("the Level Deck shows only its size; the board, Score and Discard Piles are public", () => {
    const s = scenario({
      players: [{ hand: ["beardarang"], discard: ["jump", "whip"], score: ["shark"] }, { level: 1 }],
      levels: [{ board: ["cabin", "bear"], deck: ["axe", "almanac"] }, { board: ["bell"] }],
    });
    const v = view(s, 1);
    expect(v.levels[0]).toMatchObject({ deckCount: 2, top: [], board: s.levels[0]?.board });
    expect(v.players[0]?.discard).toEqual(s.players[0]?.discard);
    expect(v.players[0]?.score).toEqual(s.players[0]?.score);
    expect(JSON.stringify(v)).not.toContain("axe-");
  });

  test("cards drawn are told to their drawer alone", () => {
    let s = scenario({ players: [{ hand: ["beardarang"], deck: ["axe", "axe", "axe", "axe"] }, { level: 1, hand: ["beardarang"] }], levels: [{ board: ["cabin"] }, { board: ["bell"] }] });
    s = play(s, { t: "stop" }, { t: "done" });
    const mine = view(s, 0).log.map((l) => l.text);
    const theirs = view(s, 1).log.map((l) => l.text);
    expect(mine.some((t) => t.includes("Rail-Splitter Axe"))).toBe(true);
    expect(theirs.some((t) => t.includes("Rail-Splitter Axe"))).toBe(false);
    expect(theirs).toContain("Player 1 drew 4 cards.");
  });

  test("a Cancel window shows the ability to everyone, but nobody's Cancel cards", () => {
    let s = scenario({
      players: [{ hand: ["burger-1", "beardarang"], deck: ["axe"] }, { level: 1, hand: ["piggy-3"] }, { level: 1, hand: ["beardarang"] }],
      levels: [{ board: ["cabin"] }, { board: ["bell"] }],
    });
    s = play(s, { t: "equip", card: "burger-1" });
    const v = view(s, 2);
    expect(v.deciding).toEqual([1, 2]);
    expect(v.pending).toMatchObject({ k: "window", task: { source: "burger-1" } });
    expect(JSON.stringify(v)).not.toContain("piggy-3");
    s = play(s, [2, decline]);
    expect(view(s, 0).deciding).toEqual([1]);
  });

  test("a seat asked in a Cancel window on another's turn is told so, not 'your turn'; the player whose turn it is is not", () => {
    let s = scenario({
      players: [{ hand: ["burger-1", "beardarang"], deck: ["axe"] }, { level: 1, hand: ["piggy-3"] }, { level: 1, hand: ["beardarang"] }],
      levels: [{ board: ["cabin"] }, { board: ["bell"] }],
    });
    expect(game.turnWords?.(view(s, 0), 0)).toBeUndefined();
    s = play(s, { t: "equip", card: "burger-1" });
    expect(game.turnWords?.(view(s, 1), 1)).toBe("Cancel or not? (Player 1's turn)");
    expect(game.turnWords?.(view(s, 0), 0)).toBeUndefined();
  });
});
