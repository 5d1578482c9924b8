/**
 * The Pixel Lincoln prompt bar's news: what the rules did by themselves in the last move, read
 * from the view's log of positions played through the rules (a stranger saw the row of cards
 * change, and an enemy go with only the Score Pile's points to show for it, with no word in sight).
 */
import { describe, expect, it } from "vitest";
import type { View } from "../../shared/games/pixel-lincoln/view";
import { newsOf } from "../../web/src/games/pixel-lincoln/news";
import { game, inHand, play, scenario } from "../shared/pixel-lincoln/helpers";

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
});
