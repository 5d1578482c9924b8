/**
 * A small arena run of the computer players (test/arena/match.ts, the games `npm run arena`
 * plays), with a work budget so that every figure repeats: the strongest solo player wins
 * most Easy games and fewer at each harder difficulty, and games between Careful players
 * end by beating the bosses far more often than by a wipe-out, never by standing still.
 */
import { describe, expect, it } from "vitest";
import { bots } from "../../../shared/games/pixel-lincoln/bot";
import { pixelLincoln } from "../../../shared/games/pixel-lincoln/rules";
import { gameSeed, playGame } from "../../arena/match";

const careful = bots.find((b) => b.id === "careful");

function play(options: Record<string, unknown>, seats: number, games: number) {
  if (!careful) throw new Error("no Careful player");
  return Array.from({ length: games }, (_, index) =>
    playGame(
      {
        game: pixelLincoln,
        options,
        bots: Array.from({ length: seats }, () => careful),
        seed: gameSeed("sanity", "pixel-lincoln", seats, index),
        budget: { work: 1000 },
        plyCap: 20_000,
        pairing: 0,
        index,
      },
      () => 0,
    ),
  );
}

describe("the computer players in a small arena", () => {
  it("the Careful solo player wins most Easy games, and fewer at every harder difficulty (40 games each)", () => {
    const wins = (["easy", "medium", "hard", "insanity"] as const).map(
      (difficulty) => play({ players: 1, difficulty }, 1, 40).filter((r) => r.outcome?.winners.length).length,
    );
    console.log(`Careful solo wins of 40, Easy to Insanity: ${wins.join(", ")}`);
    const [easy = 0, medium = 0, hard = 0, insanity = 0] = wins;
    expect(easy).toBeGreaterThanOrEqual(32);
    expect(insanity).toBeLessThanOrEqual(10);
    expect(easy).toBeGreaterThanOrEqual(medium);
    expect(medium).toBeGreaterThan(hard);
    expect(hard).toBeGreaterThan(insanity);
  });

  it("four Careful players beat the bosses in most games and never stand still (30 games)", () => {
    const records = play({ players: 4 }, 4, 30);
    const ends = (why: string) => records.filter((r) => r.outcome?.reason.startsWith(why)).length;
    console.log(`4 Careful players, 30 games: bosses beaten ${ends("every boss")}, all lives lost ${ends("every player")}, still ${ends("nothing")}`);
    expect(records.every((r) => r.outcome)).toBe(true);
    expect(ends("every boss")).toBeGreaterThanOrEqual(21);
    expect(ends("nothing")).toBe(0);
  });
});
