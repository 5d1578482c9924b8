/**
 * A bigger check of the perfect Connect Four player than the tests have time for:
 * `node --import tsx test/tools/connect-four-check.ts [positions] [lines]` (defaults 3000
 * and 700). With no budget, as the online computer plays:
 *
 * - On random positions of 10 to 30 discs, the player's move must keep the position's result,
 *   as an independent solver computes it; the moves that keep it but not how soon (the budget
 *   ran out before the moves were ranked) are counted.
 * - Along random lines where Red plays at random after each first move (a seventh of them
 *   per first column) and Yellow is the player, every Yellow move past the book must keep
 *   the result (the book's own moves are the build's proofs); the moves that keep it but not
 *   how soon (the budget ran out before the moves were ranked) are counted.
 *
 * Prints failures, the slowest move and the time taken; exits 1 on any failure.
 */
import { createRng } from "../../shared/engine";
import { fromState, play } from "../../shared/games/connect-four/bitboard";
import { bookColumn } from "../../shared/games/connect-four/book";
import { perfect } from "../../shared/games/connect-four/perfect";
import { connectFour } from "../../shared/games/connect-four/rules";
import { createSolver } from "../../shared/games/connect-four/solver";
import { discs, positionOf, randomStates } from "../shared/connect-four/positions";

const count = Number(process.argv[2] ?? 3000);
const lines = Number(process.argv[3] ?? 700);
const solver = createSolver(23);
const rng = createRng("check");
const plies = Array.from({ length: 21 }, (_, i) => 10 + i);
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(0);
let failures = 0;
let positionsKeepingOnly = 0;
let slowest = 0;

/**
 * Plays the player's move in `state` (its position `p`, not over) and judges it against the
 * independent solver: "lost" the result, kept it but not how soon ("keeping"), or "exact".
 */
function judged(state: Parameters<typeof perfect.choose>[0], p: ReturnType<typeof positionOf>, col: number): "lost" | "keeping" | "exact" {
  const before = solver.solve(p);
  const after = connectFour.apply(state, state.next, { col }, rng);
  // The score for the other seat after the move: minus ours before it, if the move kept it.
  const theirs = after.win ? -((43 - discs(state)) >> 1) : solver.solve(play(p, col));
  return Math.sign(theirs) !== -Math.sign(before) ? "lost" : theirs !== -before ? "keeping" : "exact";
}

/** The player's column, timed. */
function timedChoice(state: Parameters<typeof perfect.choose>[0]): number {
  const t = performance.now();
  const { col } = perfect.choose(state, state.next, rng, {});
  slowest = Math.max(slowest, performance.now() - t);
  return col;
}

for (const [i, state] of randomStates("connect-four-check", count, plies).entries()) {
  const col = timedChoice(state);
  const verdict = judged(state, positionOf(state), col);
  if (verdict === "lost") failures++;
  if (verdict === "keeping") positionsKeepingOnly++;
  if (verdict !== "exact") console.log(`${verdict}: ${JSON.stringify(state.columns)} (${discs(state)} discs, seat ${state.next} to move), column ${col}`);
  if ((i + 1) % 500 === 0) console.log(`${i + 1} positions, ${seconds()} s`);
}
console.log(
  `${count} random positions of 10-30 discs: ${failures} moves lost the result, ${positionsKeepingOnly} kept it but not how soon; slowest move ${slowest.toFixed(0)} ms; ${seconds()} s`,
);

let yellowMoves = 0;
let keepingOnly = 0;
let lineFailures = 0;
slowest = 0;
for (let i = 0; i < lines; i++) {
  const dice = createRng(`check-line-${i}`);
  let state = connectFour.apply(connectFour.setup(2, {}, dice), 0, { col: i % 7 }, dice);
  let moves = `${(i % 7) + 1}`;
  while (!("over" in connectFour.status(state))) {
    const legal = connectFour.legal(state, state.next);
    let col = legal[dice.int(legal.length)]!.col;
    if (state.next === 1) {
      const p = fromState(state);
      col = timedChoice(state);
      // Past the book only: the book's own moves are the build's proofs.
      if (bookColumn(p) === undefined) {
        yellowMoves++;
        const verdict = judged(state, p, col);
        if (verdict === "lost") {
          lineFailures++;
          console.log(`lost: line ${moves}, column ${col + 1}`);
        }
        if (verdict === "keeping") keepingOnly++;
      }
    }
    moves += `${col + 1}`;
    state = connectFour.apply(state, state.next, { col }, dice);
  }
  if ((i + 1) % 100 === 0) console.log(`${i + 1} lines, ${seconds()} s`);
}
console.log(
  `${lines} random lines, Yellow the player: ${yellowMoves} Yellow moves past the book, ${lineFailures} lost the result, ${keepingOnly} kept it but not how soon; slowest move ${slowest.toFixed(0)} ms; ${seconds()} s in all`,
);
process.exit(failures + lineFailures === 0 ? 0 : 1);
