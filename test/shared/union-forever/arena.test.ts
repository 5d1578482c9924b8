/**
 * A small arena run of the computer players (test/arena/match.ts, the games `npm run arena`
 * plays), with a work budget so that every figure repeats: the Greedy planner beats the Easy
 * rules of thumb from either side, and the solo computer at its strongest level holds its own
 * against a Greedy Union.
 */
import { describe, expect, it } from "vitest";
import { bots } from "../../../shared/games/union-forever/bot";
import { unionForever } from "../../../shared/games/union-forever/rules";
import { gameSeed, playGame, seating } from "../../arena/match";

describe("the computer players in a small arena", () => {
  it("Greedy beats Easy from either side (12 games, seated both ways)", () => {
    const greedy = bots.find((b) => b.id === "greedy");
    const easy = bots.find((b) => b.id === "rules-of-thumb");
    if (!greedy || !easy) throw new Error("missing players");
    const records = Array.from({ length: 12 }, (_, index) =>
      playGame(
        {
          game: unionForever,
          options: { players: 2 },
          bots: seating([greedy, easy], 2, index),
          seed: gameSeed("sanity", "union-forever", 0, index),
          budget: { work: 2000 },
          plyCap: 2000,
          pairing: 0,
          index,
        },
        () => 0,
      ),
    );
    const won = (seat: number) => records.filter((r) => r.seats[seat] === "greedy" && r.outcome?.winners.includes(seat)).length;
    console.log(`Greedy against Easy, 12 games: won ${won(0)} of 6 as the Union, ${won(1)} of 6 as the Confederacy`);
    expect(won(0) + won(1)).toBeGreaterThanOrEqual(8);
    expect(won(1)).toBeGreaterThanOrEqual(3);
  });

  it("the solo Confederacy at Strong wins some games against a Greedy Union, and Easy fewer (8 games each)", () => {
    const greedy = bots.find((b) => b.id === "greedy");
    if (!greedy) throw new Error("missing players");
    const confederateWins = (level: string) =>
      Array.from({ length: 8 }, (_, index) =>
        playGame(
          {
            game: unionForever,
            options: { players: 1, level },
            bots: [greedy],
            seed: gameSeed("sanity", "union-forever", 1, index),
            budget: { work: 2000 },
            plyCap: 2000,
            pairing: 0,
            index,
          },
          () => 0,
        ),
      ).filter((r) => r.outcome && !r.outcome.winners.includes(0)).length;
    const strong = confederateWins("strong");
    const easy = confederateWins("rules-of-thumb");
    console.log(`solo against a Greedy Union, 8 games each: the Confederacy won ${strong} at Strong, ${easy} at Easy`);
    expect(strong).toBeGreaterThanOrEqual(3);
    expect(strong).toBeGreaterThan(easy);
  });
});
