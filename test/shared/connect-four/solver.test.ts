import { describe, expect, it } from "vitest";
import { createRng } from "../../../shared/engine";
import { canPlay, fromColumns, mirror, play, positionKey } from "../../../shared/games/connect-four/bitboard";
import { createSolver } from "../../../shared/games/connect-four/solver";
import { connectFour as game } from "../../../shared/games/connect-four/rules";
import { afterColumns, minimax, positionOf, randomStates } from "./positions";

const solver = createSolver(20);
const rng = createRng("solver");
/** Pons' notation: the columns played, 1-based. */
const pons = (moves: string) => fromColumns([...moves].map((c) => Number(c) - 1));

describe("the Connect Four solver", () => {
  it("agrees with plain minimax on 150 positions near the end, and on every move from them", () => {
    for (const state of randomStates("near-the-end", 150, [32, 33, 34, 35, 36])) {
      const p = positionOf(state);
      const score = minimax(state);
      expect(solver.solve(p)).toBe(score);
      expect(solver.best(p).score).toBe(score);
      // Each move's score for the other seat: exact, and `column` picks one that keeps the score.
      const after = game.legal(state, state.next).map(({ col }) => {
        const next = game.apply(state, state.next, { col }, rng);
        return { col, wins: next.win !== null, theirs: next.win ? -((43 - p.plies) >> 1) : minimax(next) };
      });
      for (const { col, wins, theirs } of after) {
        if (wins) continue; // the game is over: nothing to search
        expect(solver.isAtMost(play(p, col), theirs)).toBe(true);
        expect(solver.isAtMost(play(p, col), theirs - 1)).toBe(false);
      }
      const chosen = solver.column(p);
      expect(after.find((a) => a.col === chosen)?.theirs).toBe(0 - score);
    }
  });

  it("scores the published examples: 4455 is 18 for Red, 44455554221 is -15 for Yellow", () => {
    expect(solver.solve(pons("4455"))).toBe(18);
    expect(solver.solve(pons("44455554221"))).toBe(-15);
  });

  it("scores a win at once as 22 minus the winner's discs", () => {
    // Red has three on the bottom row and wins with its fourth disc: 22 - 4.
    expect(solver.solve(positionOf(afterColumns([0, 0, 1, 1, 2, 2])))).toBe(18);
  });

  it("gives a position and its mirror image the same score", () => {
    for (const state of randomStates("mirror", 20, [18, 22, 26])) {
      const p = positionOf(state);
      expect(solver.solve(mirror(p))).toBe(solver.solve(p));
      expect(positionKey(mirror(mirror(p)))).toBe(positionKey(p));
    }
  });

  it("reads the rules' state as the same bitboards as the moves that made it", () => {
    const cols = [3, 3, 2, 4, 4, 5, 6, 0, 0, 1];
    expect(positionOf(afterColumns(cols))).toEqual(fromColumns(cols));
    expect(canPlay(fromColumns([0, 0, 0, 0, 0, 0]), 0)).toBe(false);
  });
});
