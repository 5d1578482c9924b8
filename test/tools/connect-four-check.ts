/**
 * A bigger check of the perfect Connect Four player than the tests have time for:
 * `node --import tsx test/tools/connect-four-check.ts [positions]` (default 3000). On random
 * positions of 10 to 30 discs, the player's move must keep the position's exact score (the
 * result, and how soon it comes), as an independent solver computes it before and after.
 * Prints failures and the time taken; exits 1 on any failure.
 */
import { createRng } from "../../shared/engine";
import { play } from "../../shared/games/connect-four/bitboard";
import { perfect } from "../../shared/games/connect-four/perfect";
import { connectFour } from "../../shared/games/connect-four/rules";
import { createSolver } from "../../shared/games/connect-four/solver";
import { discs, positionOf, randomStates } from "../shared/connect-four/positions";

const count = Number(process.argv[2] ?? 3000);
const solver = createSolver(23);
const rng = createRng("check");
const plies = Array.from({ length: 21 }, (_, i) => 10 + i);
const started = performance.now();
let failures = 0;
let slowest = 0;
for (const [i, state] of randomStates("connect-four-check", count, plies).entries()) {
  const p = positionOf(state);
  const before = solver.solve(p);
  const t = performance.now();
  const { col } = perfect.choose(state, state.next, rng, {});
  slowest = Math.max(slowest, performance.now() - t);
  const after = connectFour.apply(state, state.next, { col }, rng);
  const theirs = after.win ? -((43 - discs(state)) >> 1) : solver.solve(play(p, col));
  if (theirs !== -before) {
    failures++;
    console.log(`FAIL ${JSON.stringify(state.columns)} (seat ${state.next} to move): score ${before}, column ${col} leaves ${theirs}`);
  }
  if ((i + 1) % 500 === 0) console.log(`${i + 1} positions, ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
console.log(
  `${count} random positions of 10-30 discs: ${failures} moves changed the score; slowest move ${slowest.toFixed(0)} ms (no budget); ${((performance.now() - started) / 1000).toFixed(0)} s in all`,
);
process.exit(failures === 0 ? 0 : 1);
