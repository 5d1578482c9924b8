/** Positions for the solver's tests, and a plain minimax to check it against. */
import { type Rng, createRng } from "../../../shared/engine";
import { type Position, fromState } from "../../../shared/games/connect-four/bitboard";
import { type State, connectFour as game } from "../../../shared/games/connect-four/rules";

/** The state after columns played in turn from the start (0-based). */
export function afterColumns(cols: readonly number[]): State {
  const rng = createRng("positions");
  return cols.reduce((state, col) => game.apply(state, state.next, { col }, rng), game.setup(2, {}, rng));
}

/** A random game's state after `plies` discs, or null if it ended before. */
export function randomState(rng: Rng, plies: number): State | null {
  let state = game.setup(2, {}, rng);
  for (let ply = 0; ply < plies; ply++) {
    const legal = game.legal(state, state.next);
    if (legal.length === 0) return null;
    state = game.apply(state, state.next, legal[rng.int(legal.length)] as { col: number }, rng);
    if (state.win) return null;
  }
  return state;
}

/** `count` random states, each of a number of discs drawn from `plies`, none of them over. */
export function randomStates(seed: string, count: number, plies: readonly number[]): State[] {
  const rng = createRng(seed);
  const states: State[] = [];
  while (states.length < count) {
    const state = randomState(rng, plies[rng.int(plies.length)] as number);
    if (state && game.legal(state, state.next).length > 0) states.push(state);
  }
  return states;
}

export const positionOf = (state: State): Position => fromState(state);

/** Discs on the board. */
export const discs = (state: State): number => state.columns.reduce((n, column) => n + column.length, 0);

/**
 * The score by plain minimax over the rules themselves (no bitboards, no pruning): for the
 * seat to move, 22 minus its own discs when it completes four, negated for a loss, 0 for a
 * draw (Pascal Pons' convention). Only for positions near the end.
 */
export function minimax(state: State): number {
  const played = discs(state);
  const rng = createRng("minimax");
  let best = -Infinity;
  for (const action of game.legal(state, state.next)) {
    const after = game.apply(state, state.next, action, rng);
    const score = after.win ? (43 - played) >> 1 : 0 - minimax(after);
    best = Math.max(best, score);
  }
  return best === -Infinity ? 0 : best;
}
