/**
 * A small arena run of Lincoln (test/arena/match.ts, the games `npm run arena` plays): the
 * strongest player on both seats, at a tiny work budget so that every figure repeats. A
 * sanity bound on the balance, not the balance claim (that is the README's 1,000-game table):
 * each side wins between 30 % and 70 % of the games, and every game ends within the ply cap.
 *
 * At 2 work a decision the search cannot afford two rounds to compare, so it plays the greedy
 * policy's choice without playing out (search.ts): the run is quick, and measures the authored
 * content with both sides playing the same way.
 */
import { describe, expect, it } from "vitest";
import { strongest } from "../../../shared/engine";
import { bots } from "../../../shared/games/lincoln/bot";
import { lincoln } from "../../../shared/games/lincoln/rules";
import { gameSeed, playGame } from "../../arena/match";

const GAMES = 30;

describe("Lincoln in a small arena", () => {
  it(`the strongest player against itself, ${GAMES} games at 2 work a decision: each side wins 30-70 %, no game reaches 2,000 plies`, () => {
    const best = strongest(bots);
    const records = Array.from({ length: GAMES }, (_, index) =>
      playGame(
        {
          game: lincoln,
          options: {},
          bots: [best, best],
          seed: gameSeed("sanity", "lincoln", 0, index),
          budget: { work: 2 },
          plyCap: 2000,
          pairing: 0,
          index,
        },
        () => 0,
      ),
    );
    const union = records.filter((r) => r.outcome?.winners.includes(0)).length;
    const confederate = records.filter((r) => r.outcome?.winners.includes(1)).length;
    const longest = Math.max(...records.map((r) => r.plies));
    console.log(`Lincoln, strongest against itself, ${GAMES} games at 2 work: the Union won ${union}, the Confederacy ${confederate}; longest ${longest} plies`);
    expect(records.every((r) => r.outcome !== null)).toBe(true);
    expect(longest).toBeLessThan(2000);
    expect(union).toBeGreaterThanOrEqual(0.3 * GAMES);
    expect(confederate).toBeGreaterThanOrEqual(0.3 * GAMES);
  }, 240_000);
});
