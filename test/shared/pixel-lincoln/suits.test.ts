/** "Suits": Score, Time Travel and Key (Cancel is in cancel.test.ts). */
import { describe, expect, test } from "vitest";
import { canChoose, choices, decline, done, game, inHand, play, scenario, templates } from "./helpers";

const level1 = { board: ["bell", "bell", "bell", "bell", "bell"] };

describe("suit abilities", () => {
  test("Score: discard the card to put any card from hand into the Score Pile", () => {
    // whip-1 and whip-2 are Score cards.
    let s = scenario({ players: [{ hand: ["whip-1", "axe", "beardarang"] }], levels: [{ board: ["cabin"] }, level1] });
    s = play(s, { t: "suit", card: "whip-1" });
    expect(choices(s)).toEqual([
      { t: "score", card: inHand(s, 0, "axe") },
      { t: "score", card: inHand(s, 0, "beardarang") },
    ]);
    s = play(s, { t: "score", card: inHand(s, 0, "axe") });
    expect(templates(s.players[0]?.score ?? [])).toEqual(["axe"]);
    expect(s.players[0]?.discard).toEqual(["whip-1"]);
  });

  test("Score needs another card in hand", () => {
    const s = scenario({ players: [{ hand: ["whip-1"] }, { level: 1 }], levels: [{ board: ["cabin"] }, level1] });
    expect(canChoose(s, { t: "suit", card: "whip-1" })).toBe(false);
  });

  test("Time Travel: look at the top five cards of the Level Deck and put them back in any order", () => {
    // whip-3 is a Time Travel card.
    let s = scenario({
      players: [{ hand: ["whip-3", "beardarang"] }, { level: 1 }],
      levels: [{ board: ["cabin"], deck: ["shark", "bear", "axe", "almanac", "quill", "jetpack"] }, level1],
    });
    s = play(s, { t: "suit", card: "whip-3" }, [1, decline]);
    const top = s.levels[0]?.deck.slice(0, 5) ?? [];
    expect(choices(s).map((a) => (a.t === "arrange" ? a.card : a.t))).toEqual([...top, "done"]);
    // Only that seat sees them.
    expect((game.view(s, 0) as { levels: { top: string[] }[] }).levels[0]?.top).toEqual(top);
    expect((game.view(s, 1) as { levels: { top: string[] }[] }).levels[0]?.top).toEqual([]);
    s = play(s, { t: "arrange", card: top[4] as string }, { t: "arrange", card: top[3] as string }, done);
    expect(templates(s.levels[0]?.deck ?? [])).toEqual(["quill", "almanac", "shark", "bear", "axe", "jetpack"]);
    expect((game.view(s, 0) as { levels: { top: string[] }[] }).levels[0]?.top).toHaveLength(5);
  });

  test("what Time Travel showed stays known as the cards are drawn", () => {
    let s = scenario({
      players: [{ hand: ["whip-3", "jump", "beardarang"], pos: 4 }],
      levels: [{ board: [null, null, null, null, "cabin"], deck: ["shark", "bear", "axe", "almanac", "quill", "jetpack", "dino"] }, level1],
    });
    s = play(s, { t: "suit", card: "whip-3" }, done);
    expect(s.levels[0]?.known).toEqual([5]);
    s = play(s, { t: "jump", card: inHand(s, 0, "jump") });
    expect(templates(s.levels[0]?.deck ?? [])).toEqual(["jetpack", "dino"]);
    expect(s.levels[0]?.known).toEqual([0]);
  });

  test("Key: exit to the start of another Level, which ends the Explore step", () => {
    // piggy-1 is a Key card.
    let s = scenario({ players: [{ hand: ["piggy-1", "beardarang"] }], levels: [{ board: ["cabin"] }, level1] });
    s = play(s, { t: "suit", card: "piggy-1" });
    expect(s.players[0]?.level).toBe(1);
    expect(s.players[0]?.pos).toBe(0);
    expect(s.step).toBe("discard");
  });

  test("Key is not played during an ambush, nor with no other Level open", () => {
    const ambushed = scenario({ players: [{ hand: ["piggy-1", "axe"] }], levels: [{ board: ["shark"] }, level1] });
    expect(canChoose(ambushed, { t: "suit", card: "piggy-1" })).toBe(false);
    const alone = scenario({ players: [{ hand: ["piggy-1", "axe"] }], levels: [{ board: ["cabin"] }, { cleared: true }] });
    expect(canChoose(alone, { t: "suit", card: "piggy-1" })).toBe(false);
  });

  test("Score and Time Travel may be played during an ambush", () => {
    const s = scenario({ players: [{ hand: ["whip-1", "whip-3", "axe"] }], levels: [{ board: ["shark"], deck: ["bear"] }, level1] });
    expect(canChoose(s, { t: "suit", card: "whip-1" })).toBe(true);
    expect(canChoose(s, { t: "suit", card: "whip-3" })).toBe(true);
  });
});
