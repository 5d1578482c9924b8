/**
 * Random playouts, part 2 of 4: games 500 to 999 played to the end by uniformly random
 * legal actions, with every invariant checked at every step.
 * Split in four so that a test runner with several workers can spread the 2,000 games.
 */
import { expect, test } from "vitest";
import { report, runPlayouts } from "./playouts";

test("500 random games end with an outcome, every invariant holding at every step", () => {
  const t0 = performance.now();
  const stats = runPlayouts(500, 1000, 0);
  console.log(`Lincoln playouts, part 2 of 4:\n${report(stats, performance.now() - t0)}`);
  expect(stats.games).toBe(500);
  expect(stats.unfinished).toBe(0);
}, 300_000);
