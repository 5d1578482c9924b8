/**
 * The arena's pure parts (test/arena): intervals, summaries, the tally of whole games, the
 * seating rotation and the play loop on a real game.
 */
import { describe, expect, test } from "vitest";
import { type AnyBot, randomBot } from "../../../shared/engine";
import { connectFour } from "../../../shared/games/connect-four/rules";
import { gameSeed, playGame, seating } from "../../arena/match";
import { type GameRecord, endingOf, formatReport, report, share, summarize, wilson } from "../../arena/stats";

describe("Wilson intervals", () => {
  test.each([
    // Reference values worked out separately (Python, from Wilson's closed form, z = 1.96).
    [0, 10, 0, 0.2775],
    [5, 10, 0.2366, 0.7634],
    [10, 10, 0.7225, 1],
    [90, 100, 0.8256, 0.9448],
    [100, 100, 0.963, 1],
  ])("%i of %i: [%f, %f]", (k, n, low, high) => {
    const w = wilson(k, n);
    expect(w.low).toBeCloseTo(low, 3);
    expect(w.high).toBeCloseTo(high, 3);
  });

  test("no games: nothing is known", () => {
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
    expect(share(0, 0)).toMatchObject({ share: 0, low: 0, high: 1 });
  });
});

describe("summaries", () => {
  test("mean, median, 99th percentile by nearest rank, maximum", () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 1..100, unsorted
    expect(summarize(values)).toEqual({ count: 100, mean: 50.5, p50: 50, p99: 99, max: 100 });
    expect(summarize([7])).toEqual({ count: 1, mean: 7, p50: 7, p99: 7, max: 7 });
    expect(summarize([])).toEqual({ count: 0, mean: 0, p50: 0, p99: 0, max: 0 });
  });
});

const game = (over: Partial<GameRecord>): GameRecord => ({
  pairing: 0,
  index: 0,
  seats: ["a", "b"],
  outcome: { winners: [0], reason: "won" },
  plies: 10,
  ms: [[1, 3], [2]],
  depths: [[4, 6], []],
  fingerprint: "x",
  ...over,
});

describe("the report", () => {
  const records = [
    game({ index: 0, fingerprint: "1" }),
    game({ index: 1, seats: ["b", "a"], outcome: { winners: [1], reason: "won (a 3, b 1)" }, fingerprint: "2", depths: [[], [8]] }),
    game({ index: 2, outcome: { winners: [], reason: "drawn" }, fingerprint: "1" }),
    game({ index: 3, seats: ["b", "a"], outcome: null, plies: 2000, fingerprint: "3", depths: [[], []] }),
  ];
  const r = report(records);

  test("per player: wins, draws, losses and unfinished games; time and depth over its decisions", () => {
    expect(r.games).toBe(4);
    expect(r.unfinished).toBe(1);
    expect(r.distinct).toBe(3);
    const a = r.players.find((p) => p.id === "a")!;
    expect(a.tally).toEqual({ games: 4, wins: 2, draws: 1, losses: 0, unfinished: 1 });
    expect(a.depth.mean).toBe((4 + 6 + 8 + 4 + 6) / 5);
    const b = r.players.find((p) => p.id === "b")!;
    expect(b.tally).toEqual({ games: 4, wins: 0, draws: 1, losses: 2, unfinished: 1 });
    expect(b.depth.count).toBe(0);
  });

  test("per player and seat, and per seat whoever sat there", () => {
    expect(r.bySeat.find((s) => s.id === "a" && s.seat === 1)!.tally).toEqual({ games: 2, wins: 1, draws: 0, losses: 0, unfinished: 1 });
    expect(r.seats[0]!.tally).toEqual({ games: 4, wins: 1, draws: 1, losses: 1, unfinished: 1 });
  });

  test("endings are tabulated without their bracketed details, unfinished games apart", () => {
    expect(endingOf("every player has lost all their lives: Player 1 wins (Player 1 4, Player 2 2)")).toBe(
      "every player has lost all their lives: Player 1 wins",
    );
    expect(r.reasons).toEqual([
      { reason: "won", games: 2 },
      { reason: "drawn", games: 1 },
      { reason: "unfinished (ply cap)", games: 1 },
    ]);
  });

  test("prints as tables with shares and intervals", () => {
    const text = formatReport(r);
    expect(text).toContain("games: 4 (3 distinct), unfinished at the ply cap: 1");
    expect(text).toContain("| a | 4 | 50.0 % [15.0-85.0] | 25.0 % [4.6-69.9] | 0 | 1 |");
  });
});

describe("seating and seeds", () => {
  test("players take the seats in rotation, so each plays every seat in turn", () => {
    expect([0, 1, 2].map((i) => seating(["a", "b"], 2, i))).toEqual([["a", "b"], ["b", "a"], ["a", "b"]]);
    expect([0, 1, 2].map((i) => seating(["a", "b", "c"], 3, i))).toEqual([
      ["a", "b", "c"],
      ["b", "c", "a"],
      ["c", "a", "b"],
    ]);
    expect(seating(["a", "b"], 4, 1)).toEqual(["b", "a", "b", "a"]);
  });

  test("every game's seed is its own and reproducible", () => {
    expect(gameSeed("s", "g", 1, 2)).toBe("s:g:1:2");
    expect(gameSeed("s", "g", 1, 2)).not.toBe(gameSeed("s", "g", 2, 1));
  });
});

describe("one game", () => {
  const random = randomBot(connectFour);
  const deep: AnyBot = { ...random, id: "deep", decide: (s, seat, rng, budget) => ({ action: random.choose(s, seat, rng, budget), depth: 3 }) };
  const spec = { game: connectFour, options: {}, bots: [random, deep], seed: "arena-test", budget: { work: 10 }, plyCap: 2000, pairing: 0, index: 0 };

  test("plays to the end through the engine, the same way every time", () => {
    let t = 0;
    const clock = () => (t += 0.5);
    const record = playGame(spec, clock);
    expect(record.outcome).not.toBeNull();
    expect(record.seats).toEqual(["random", "deep"]);
    expect(record.ms[0]!.length + record.ms[1]!.length).toBe(record.plies);
    expect(record.ms[0]!.every((ms) => ms === 0.5)).toBe(true);
    expect(record.depths[1]!.every((d) => d === 3)).toBe(true);
    expect(record.depths[0]).toEqual([]);
    expect(playGame(spec, clock).fingerprint).toBe(record.fingerprint);
  });

  test("stops at the ply cap and says the game is unfinished", () => {
    const record = playGame({ ...spec, plyCap: 3 }, () => 0);
    expect(record).toMatchObject({ outcome: null, plies: 3 });
  });
});
