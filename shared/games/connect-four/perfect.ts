/**
 * The "Perfect" computer player: from any position it keeps the game's result (a won game
 * stays won, a drawn one is never lost), and among the moves that do, it wins soonest or
 * loses latest. Early positions come from the opening book; later ones are solved when
 * played: first a move that keeps the result (cheap), then the soonest win or latest loss.
 * If the budget runs out before that is proven, it plays the move that keeps the result;
 * if it runs out before even that, the "Medium" player's move.
 */
import { type Bot, type Seat, createStopwatch } from "../../engine";
import { CENTRE_FIRST, type Position, canPlay, fromState, isWinningMove, safeColumns } from "./bitboard";
import { bookColumn } from "./book";
import { connectFourBot } from "./lookahead";
import { type Action, type State, connectFour } from "./rules";
import { OutOfBudget, type Solver, type Stopwatch, createSolver } from "./solver";

/** The table the player solves with: 2^21 slots, 16 MB. */
export const PLAYER_TABLE_LOG2 = 21;
/**
 * Nodes searched when the budget sets no limit (the online computer, in the Durable Object,
 * where no clock advances while it thinks): about a second of CPU here (3 M nodes/s), then
 * Medium's move where the book does not reach and the position is not solved by then.
 */
const DEFAULT_WORK = 3_000_000;

let playerSolver: Solver | undefined;

/** The column that needs no search: an immediate win, or the only move that does not lose at once (any, if none). */
function forcedColumn(p: Position): number | undefined {
  const legal = CENTRE_FIRST.filter((col) => canPlay(p, col));
  const win = legal.find((col) => isWinningMove(p, col));
  if (win !== undefined) return win;
  const safe = safeColumns(p);
  return safe.length <= 1 ? (safe[0] ?? legal[0]) : undefined;
}

/**
 * The perfect column for the seat to move, without the book: a forced one, or the solver's.
 * Throws OutOfBudget when the stop watch runs out.
 */
export function solvedColumn(p: Position, solver: Solver, watch: Stopwatch): number {
  return forcedColumn(p) ?? solver.column(p, watch);
}

/**
 * The column to play: one that keeps the result is found first, then the soonest win or
 * latest loss; if the stop watch runs out between the two, the first. Past the book, a move
 * that keeps the result takes a fraction of the nodes that ranking the moves can (in random
 * lines against the book's Yellow: at most 0.6 M against 11 M; see the game's README), so
 * a budget too small for the second still keeps the result. Throws OutOfBudget when the
 * stop watch runs out before a move that keeps the result is found.
 */
export function playedColumn(p: Position, solver: Solver, watch: Stopwatch): number {
  const forced = forcedColumn(p);
  if (forced !== undefined) return forced;
  const keeping = solver.keepingColumn(p, watch);
  try {
    // The table now holds the result's proof: the exact search starts from it.
    return solver.column(p, watch);
  } catch (error) {
    if (error instanceof OutOfBudget) return keeping;
    throw error;
  }
}

/**
 * The perfect column for the seat to move: from the book when it is there. With `fresh`,
 * the solver forgets what earlier moves taught it, so that the work done (and so whether a
 * budget of work suffices) depends on the position alone.
 */
export function perfectColumn(p: Position, watch: Stopwatch, fresh = false): number {
  const fromBook = bookColumn(p);
  if (fromBook !== undefined && !isWinningMove(p, fromBook)) {
    // A book move is never beaten by a win at once, but the book is checked like anything else.
    const win = CENTRE_FIRST.find((col) => canPlay(p, col) && isWinningMove(p, col));
    if (win === undefined) return fromBook;
  }
  // Made on first use: the table is 16 MB that nobody needs until the computer plays. It may
  // be kept from move to move: what it holds is true of its positions whatever came before,
  // so it changes how fast the player answers, never what (see Solver.column), as long as
  // the budget suffices.
  playerSolver ??= createSolver(PLAYER_TABLE_LOG2);
  if (fresh) playerSolver.clear();
  return playedColumn(p, playerSolver, watch);
}

export const perfect: Bot<State, Action> = {
  id: "perfect",
  name: "Perfect",
  level: 2,
  choose(state: State, seat: Seat, _rng, budget) {
    const legal = connectFour.legal(state, seat);
    if (legal.length === 0) throw new Error("the computer has no move to make");
    let col: number;
    try {
      // A budget of work (or none: the default work) promises the same answer every time; a
      // budget of time cannot, so there the table is kept and later moves come faster.
      const fresh = budget.work !== undefined || budget.ms === undefined;
      // A fifth of a time budget is kept for Medium's move, should the search run out.
      const search = budget.ms === undefined ? budget : { ...budget, ms: budget.ms * 0.8 };
      col = perfectColumn(fromState(state), createStopwatch(search, DEFAULT_WORK), fresh);
    } catch (error) {
      if (!(error instanceof OutOfBudget)) throw error;
      col = connectFourBot(state, seat).col;
    }
    return legal.find((action) => action.col === col) ?? (legal[0] as Action);
  },
};
