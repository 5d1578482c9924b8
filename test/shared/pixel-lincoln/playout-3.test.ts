/**
 * Random playouts with 3 players: whole games to an outcome, every invariant checked at every
 * step (views every eighth), first by uniformly random legal actions (the first games
 * also applying every legal action and refusing an illegal one), then by a keen random
 * player that reaches the bosses. Split by player count so that the runner can spread them.
 */
import { expect, test } from "vitest";
import { report, runPlayouts } from "./playouts";
import { keen, uniform } from "./policies";

/** Uniform random games are long and aimless; the keen ones reach bosses and Level clears. */
const UNIFORM_GAMES = 30;
const KEEN_GAMES = 70;

test("uniformly random games end with an outcome, every invariant holding at every step", () => {
  const t0 = performance.now();
  const stats = runPlayouts(3, uniform, "uniform", 0, UNIFORM_GAMES, 2);
  console.log(report("3 players, uniform", stats, performance.now() - t0));
  expect(stats.games).toBe(UNIFORM_GAMES);
  expect(stats.unfinished).toBe(0);
}, 120_000);

test("keen random games end with an outcome, every invariant holding at every step", () => {
  const t0 = performance.now();
  const stats = runPlayouts(3, keen, "keen", 0, KEEN_GAMES);
  console.log(report("3 players, keen", stats, performance.now() - t0));
  expect(stats.games).toBe(KEEN_GAMES);
  expect(stats.unfinished).toBe(0);
}, 120_000);
