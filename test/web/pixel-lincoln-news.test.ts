/**
 * The Pixel Lincoln prompt bar's news: what the rules did by themselves in the last move, read
 * from the view's log of positions played through the rules (a stranger saw the row of cards
 * change, and an enemy go with only the Score Pile's points to show for it, with no word in sight);
 * and what the others did since a seat last moved (a stranger saw another's buys only in the log).
 */
import { describe, expect, it } from "vitest";
import type { View } from "../../shared/games/pixel-lincoln/view";
import type { Action } from "../../shared/games/pixel-lincoln/actions";
import { newsOf, othersNews } from "../../web/src/games/pixel-lincoln/news";
import { done, game, inHand, play, scenario, stop } from "../shared/pixel-lincoln/helpers";

const level1 = { board: ["bell", "bell", "bell", "bell", "bell"] };
const newsFor = (s: Parameters<typeof game.view>[0], seat = 0) => newsOf((game.view(s, seat) as View).log);

describe("Pixel Lincoln news", () => {
  it("says the row scrolled when the meeple reached the Level Deck, to the mover and to the others", () => {
    let s = scenario({
      players: [{ hand: ["jump", "beardarang"], pos: 4 }, { level: 1 }],
      levels: [{ board: ["whip", null, "almanac", null, "cabin"], deck: ["piggy", "cannon", "burger", "loafers", "axe"] }, level1],
    });
    s = play(s, { t: "jump", card: inHand(s, 0, "jump") });
    const said = "Player 1 reached the Level Deck of Level 1: Sausage Link Whip, Farmer's Almanac, Log Cabin Savings left the game; 5 new cards scrolled in.";
    expect(newsFor(s, 0)).toEqual([said]);
    expect(newsFor(s, 1)).toEqual([said]);
  });

  it("says a checkpoint laid as the row scrolled in, first", () => {
    let s = scenario({
      players: [{ hand: ["jump", "beardarang"], pos: 4 }],
      levels: [{ board: [null, null, null, null, "cabin"], deck: ["piggy", "cp-log-cabin", "burger", "loafers", "axe"] }, level1],
    });
    s = play(s, { t: "jump", card: inHand(s, 0, "jump") });
    expect(newsFor(s)).toEqual([
      "The first checkpoint, Log Cabin, appears in Level 1.",
      "Player 1 reached the Level Deck of Level 1: Log Cabin Savings left the game; 5 new cards scrolled in.",
    ]);
  });

  it("says what was beaten and what it gave, before the row scrolls in", () => {
    let s = scenario({ players: [{ hand: ["beardarang", "beardarang", "piggy"] }], levels: [{ board: [null, null, null, null, "shark"], deck: ["cabin"] }, level1] });
    s = play(s, { t: "equip", card: inHand(s, 0, "beardarang") });
    s = play(s, { t: "equip", card: inHand(s, 0, "beardarang") });
    expect(newsFor(s)).toEqual([
      "Player 1 defeated Laser Shark in Level 1: 1 point into the Score Pile.",
      "Player 1 reached the Level Deck of Level 1: 1 new card scrolled in.",
    ]);
  });

  it("says what a defeated enemy's ability did: a card drawn, or where the enemy went", () => {
    let s = scenario({ players: [{ hand: ["axe", "piggy"], deck: ["cabin"] }], levels: [{ board: ["dino", "whip"] }, level1] });
    s = play(s, { t: "equip", card: inHand(s, 0, "axe") });
    expect(newsFor(s)).toEqual(["Player 1 defeated Skateboarding Dinosaur in Level 1: 2 points into the Score Pile.", "Player 1 drew 1 card."]);
    s = scenario({ players: [{ hand: ["axe", "piggy"] }], levels: [{ board: ["bunny", "whip"] }, level1] });
    s = play(s, { t: "equip", card: inHand(s, 0, "axe") });
    expect(newsFor(s)).toEqual(["Player 1 defeated Bunny Bomb in Level 1.", "Bunny Bomb goes into Player 1's Discard Pile."]);
  });

  it("is empty when the rules did nothing by themselves", () => {
    let s = scenario({ players: [{ hand: ["jump", "beardarang"] }], levels: [{ board: ["whip", "shark", "cabin"] }, level1] });
    s = play(s, { t: "jump", card: inHand(s, 0, "jump") });
    expect((game.view(s, 0) as View).log.length).toBeGreaterThan(0);
    expect(newsFor(s)).toEqual([]);
  });

  it("says what was bought once the coin reached its cost", () => {
    let s = scenario({ players: [{ hand: ["piggy", "piggy", "beardarang"] }], levels: [{ board: ["top-hat", "cabin"] }, level1] });
    s = play(s, { t: "spend", card: inHand(s, 0, "piggy") });
    expect(newsFor(s)).toEqual([]);
    s = play(s, { t: "spend", card: inHand(s, 0, "piggy") });
    expect(newsFor(s)).toEqual(["Player 1 bought Top Hat of Holding."]);
  });

  it("keeps the others' news since a seat's own last line, and only what that seat may read", () => {
    let s = scenario({
      players: [{ hand: ["piggy", "beardarang", "jump"] }, { hand: ["jump", "beardarang"] }],
      levels: [{ board: ["cannon", "whip", "shark", "cabin"] }, level1],
    });
    // Each seat's log as its page keeps it: every move's lines it may read, oldest first.
    const logs: string[][] = [[], []];
    const step = (action: Action) => {
      s = play(s, action);
      for (const seat of [0, 1]) logs[seat]?.push(...(game.view(s, seat) as View).log.map((line) => line.text));
    };
    step({ t: "spend", card: inHand(s, 0, "piggy") });
    expect(othersNews(logs[1] ?? [], 1)).toEqual(["Player 1 bought Chicken Cannon."]);
    step(stop);
    step(done);
    // Player 2's turn: Player 1's buy is still news to Player 2, and none to Player 1 ("You drew…" is Player 1's own).
    expect(othersNews(logs[1] ?? [], 1)).toEqual(["Player 1 bought Chicken Cannon."]);
    expect(othersNews(logs[0] ?? [], 0)).toEqual([]);
    // Once Player 2 moves, it is old news to Player 2.
    step({ t: "jump", card: inHand(s, 1, "jump") });
    expect(othersNews(logs[1] ?? [], 1)).toEqual([]);
  });

  it("keeps the latest three of the others' news", () => {
    const log = ["Player 2 bought A.", "Player 2 bought B.", "Player 2 bought C.", "Player 2 bought D."];
    expect(othersNews(log, 0)).toEqual(["Player 2 bought B.", "Player 2 bought C.", "Player 2 bought D."]);
  });
});
