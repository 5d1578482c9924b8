/**
 * An exact Connect Four solver, after Pascal Pons' "Solving Connect 4": negamax with
 * alpha-beta over bitboards, a transposition table of score bounds, moves that hand the
 * opponent a four never searched, moves tried in order of the fours they threaten, and
 * null-window searches that narrow the score down.
 *
 * Scores follow Pons: for the seat to move, 22 minus the number of its own discs when it
 * completes four in a row (positive: it wins; the sooner, the higher), minus that for the
 * other seat's win (negative), 0 for a draw. The empty board scores +1: the first player
 * wins with his 21st disc.
 */
import type { createStopwatch } from "../../engine";
import * as bitboard from "./bitboard";
import type { Position } from "./bitboard";
import * as transpositions from "./transposition-table";

// What the search uses at every node, as names of this module: some loaders (tsx, vitest)
// read imports through getters, which made the search three times slower.
const { BOARD_HI, BOARD_LO, BOTTOM_HI, BOTTOM_LO, CELLS, CENTRE_FIRST, COLUMN_HI, COLUMN_LO, canWinNow, isWinningMove, canPlay, mirror, play, popcount, positionKey, safeColumns, winningHi, winningLo } =
  bitboard;
const { createTranspositionTable, forget, lookUp, store } = transpositions;

export type Stopwatch = ReturnType<typeof createStopwatch>;

/** Thrown out of a search when its stop watch says the budget is spent. */
export class OutOfBudget extends Error {
  constructor() {
    super("the solver's budget is spent");
  }
}

/** The score when the seat to move completes four with its next disc. */
export const winNowScore = (plies: number): number => (CELLS + 1 - plies) >> 1;

/** Bounds of a score at any position, and how a bound is written in the table. */
const LOWEST = -(CELLS >> 1);
const SPAN = CELLS + 2;
// Negations are written 0 - x: -x of 0 is -0, a float, which would make the engine leave
// integer arithmetic (and -0 is not 0 to Object.is).
/** Nodes between two looks at the stop watch. */
const CHECK_EVERY = 4096;

/** A move that keeps the position's score, and that score. */
export type Best = { column: number; score: number };

export type Solver = {
  /** The exact score of `p`, where the seat to move may or may not be able to win at once. */
  solve(p: Position, watch?: Stopwatch): number;
  /**
   * The exact score of `p` and a column that keeps it: the soonest win or the latest loss.
   * `p` must have a legal move.
   */
  best(p: Position, watch?: Stopwatch): Best;
  /**
   * A column that keeps the position's score, proving no more than that needs: any move
   * that keeps a draw (a draw is a draw), the only winning move when there is one, and
   * exact scores only to rank several winning moves, or losing ones. `p` must have a legal move.
   */
  column(p: Position, watch?: Stopwatch): number;
  /**
   * A column that keeps the result (win, draw or loss), proving nothing about how soon it
   * comes: far cheaper than `column` early in a game. `p` must have a legal move.
   */
  keepingColumn(p: Position, watch?: Stopwatch): number;
  /** Win (1), draw (0) or loss (-1) for the seat to move, which is cheaper to prove. */
  solveWeak(p: Position, watch?: Stopwatch): number;
  /** Whether the score of `p` is at most `score`. */
  isAtMost(p: Position, score: number, watch?: Stopwatch): boolean;
  /** Positions searched since the solver was made. */
  readonly nodes: number;
  /** Forgets every position searched: the next search does the same work as a new solver's. */
  clear(): void;
};

/** A solver with a transposition table of about 2^`log2` slots (5 bytes each). */
export function createSolver(log2 = 22): Solver {
  const table = createTranspositionTable(log2);
  // The candidate moves at each depth, found and ordered in place.
  const movesLo = new Int32Array(CELLS * 8);
  const movesHi = new Int32Array(CELLS * 8);
  const movesRank = new Int32Array(CELLS * 8);
  let nodes = 0;
  let nextCheck = CHECK_EVERY;
  let watch: Stopwatch | undefined;

  /**
   * The score of the position, or a bound on it outside (alpha, beta): at most alpha when
   * the score is at most alpha, at least beta when it is at least beta. The seat to move
   * must not be able to win at once (every caller has looked).
   */
  function search(ownLo: number, ownHi: number, discsLo: number, discsHi: number, plies: number, alpha: number, beta: number): number {
    if (++nodes >= nextCheck) {
      nextCheck = nodes + CHECK_EVERY;
      if (watch?.spent(CHECK_EVERY)) throw new OutOfBudget();
    }
    const otherLo = ownLo ^ discsLo;
    const otherHi = ownHi ^ discsHi;
    // The other seat's fours to complete, on empty cells.
    const threatLo = winningLo(otherLo, otherHi) & ~discsLo;
    const threatHi = winningHi(otherLo, otherHi) & ~discsHi;
    let nextLo = (discsLo + BOTTOM_LO) & BOARD_LO;
    let nextHi = (discsHi + BOTTOM_HI) & BOARD_HI;
    const forcedLo = nextLo & threatLo;
    const forcedHi = nextHi & threatHi;
    if (forcedLo | forcedHi) {
      // Two fours to stop at once: the next disc of the other seat wins.
      if ((forcedLo & (forcedLo - 1)) | (forcedHi & (forcedHi - 1)) || (forcedLo && forcedHi)) return 0 - ((CELLS - plies) >> 1);
      nextLo = forcedLo;
      nextHi = forcedHi;
    }
    // Never fill the cell below one of the other seat's fours.
    nextLo &= ~(threatLo >>> 1);
    nextHi &= ~(threatHi >>> 1);
    if ((nextLo | nextHi) === 0) return 0 - ((CELLS - plies) >> 1);
    if (plies >= CELLS - 2) return 0; // two cells left and no four to make in them
    // The other seat cannot win with its next disc, nor the seat to move with this one.
    let min = 0 - ((CELLS - 2 - plies) >> 1);
    if (alpha < min) {
      alpha = min;
      if (alpha >= beta) return alpha;
    }
    let max = (CELLS - 1 - plies) >> 1;
    const keyLo = ownLo + discsLo;
    const keyHi = ownHi + discsHi;
    const known = lookUp(table, keyLo, keyHi);
    if (known > SPAN) {
      min = known - SPAN + LOWEST - 1;
      if (alpha < min) {
        alpha = min;
        if (alpha >= beta) return alpha;
      }
    } else if (known !== 0) {
      max = known + LOWEST - 1;
    }
    if (beta > max) {
      beta = max;
      if (alpha >= beta) return beta;
    }
    // Order the moves by the fours they threaten, the centre first among equals.
    const base = plies * 8;
    let count = 0;
    for (let i = 0; i < 7; i++) {
      const col = CENTRE_FIRST[i] as number;
      const moveLo = nextLo & (COLUMN_LO[col] as number);
      const moveHi = nextHi & (COLUMN_HI[col] as number);
      if ((moveLo | moveHi) === 0) continue;
      const afterLo = ownLo | moveLo;
      const afterHi = ownHi | moveHi;
      const rank =
        popcount(winningLo(afterLo, afterHi) & ~(discsLo | moveLo)) + popcount(winningHi(afterLo, afterHi) & ~(discsHi | moveHi));
      let j = base + count++;
      while (j > base && (movesRank[j - 1] as number) < rank) {
        movesLo[j] = movesLo[j - 1] as number;
        movesHi[j] = movesHi[j - 1] as number;
        movesRank[j] = movesRank[j - 1] as number;
        j--;
      }
      movesLo[j] = moveLo;
      movesHi[j] = moveHi;
      movesRank[j] = rank;
    }
    for (let j = base; j < base + count; j++) {
      const score = 0 - search(otherLo, otherHi, discsLo | (movesLo[j] as number), discsHi | (movesHi[j] as number), plies + 1, 0 - beta, 0 - alpha);
      if (score >= beta) {
        store(table, keyLo, keyHi, score - LOWEST + 1 + SPAN);
        return score;
      }
      if (score > alpha) alpha = score;
    }
    store(table, keyLo, keyHi, alpha - LOWEST + 1);
    return alpha;
  }

  /** Orders columns by the fours a disc there threatens, most first; stable, so centre first among equals. */
  function byThreats(p: Position, columns: number[]): number[] {
    const threats = (col: number) => {
      const after = play(p, col);
      // The seat that just played is the one not to move in `after`.
      const lo = after.ownLo ^ after.discsLo;
      const hi = after.ownHi ^ after.discsHi;
      return popcount(winningLo(lo, hi) & ~after.discsLo) + popcount(winningHi(lo, hi) & ~after.discsHi);
    };
    const ranked = columns.map((col) => ({ col, threats: threats(col) }));
    return ranked.sort((a, b) => b.threats - a.threats).map((r) => r.col);
  }

  /**
   * The score of `p` between `min` and `max` (bounds it is known to keep), narrowed by
   * null-window searches over `columns` (the moves worth trying), and the column that
   * proved the final lower bound.
   */
  function narrow(p: Position, columns: number[], min: number, max: number, stopwatch?: Stopwatch): Best {
    let column = columns[0] as number;
    watch = stopwatch;
    try {
      while (min < max) {
        // Halve the interval, but test scores near zero first: most positions are near it.
        let mid = min + ((max - min) >> 1);
        if (mid <= 0 && Math.trunc(min / 2) < mid) mid = Math.trunc(min / 2);
        else if (mid >= 0 && Math.trunc(max / 2) > mid) mid = Math.trunc(max / 2);
        // Is the score above mid? The first column whose score is says yes.
        let upper = -Infinity;
        for (const col of columns) {
          const after = play(p, col);
          const score = 0 - search(after.ownLo, after.ownHi, after.discsLo, after.discsHi, after.plies, -1 - mid, 0 - mid);
          if (score > mid) {
            min = score;
            column = col;
            break;
          }
          upper = Math.max(upper, score);
        }
        if (min <= mid) max = upper;
      }
      return { column, score: min };
    } finally {
      watch = undefined;
    }
  }

  function best(p: Position, stopwatch?: Stopwatch, weak = false): Best {
    const legal = CENTRE_FIRST.filter((col) => canPlay(p, col));
    const win = legal.find((col) => isWinningMove(p, col));
    if (win !== undefined) return { column: win, score: weak ? 1 : winNowScore(p.plies) };
    const safe = safeColumns(p);
    if (safe.length === 0) return { column: legal[0] as number, score: weak ? -1 : 0 - ((CELLS - p.plies) >> 1) };
    if (p.plies >= CELLS - 2) return { column: safe[0] as number, score: 0 };
    // After a safe move the other seat cannot win at once, and the seat to move has no four to make now.
    const min = weak ? -1 : 0 - ((CELLS - 2 - p.plies) >> 1);
    const max = weak ? 1 : (CELLS - 1 - p.plies) >> 1;
    return narrow(p, byThreats(p, safe), min, max, stopwatch);
  }

  function column(p: Position, stopwatch?: Stopwatch): number {
    const legal = CENTRE_FIRST.filter((col) => canPlay(p, col));
    const win = legal.find((col) => isWinningMove(p, col));
    if (win !== undefined) return win;
    let safe = safeColumns(p);
    if (safe.length <= 1 || p.plies >= CELLS - 2) return safe[0] ?? (legal[0] as number);
    // On a board that is its own mirror image, column 6 - c scores as column c: search one side.
    if (positionKey(mirror(p)) === positionKey(p)) safe = safe.filter((col) => col <= 3);
    const ordered = byThreats(p, safe);
    // The first column in `ordered` that keeps `score`: the answer depends on the position
    // alone, not on what the table holds from earlier searches.
    const keeping = (columns: number[], score: number) =>
      columns.find((col) => isAtMost(play(p, col), 0 - score, stopwatch)) as number;
    const weak = narrow(p, ordered, -1, 1, stopwatch).score;
    if (weak === 0) return keeping(ordered, 0);
    if (weak < 0) return keeping(ordered, narrow(p, ordered, 0 - ((CELLS - 2 - p.plies) >> 1), -1, stopwatch).score);
    const winning = ordered.filter((col) => isAtMost(play(p, col), -1, stopwatch));
    if (winning.length === 1) return winning[0] as number;
    return keeping(winning, narrow(p, winning, 1, (CELLS - 1 - p.plies) >> 1, stopwatch).score);
  }

  function keepingColumn(p: Position, stopwatch?: Stopwatch): number {
    const legal = CENTRE_FIRST.filter((col) => canPlay(p, col));
    const win = legal.find((col) => isWinningMove(p, col));
    if (win !== undefined) return win;
    const safe = safeColumns(p);
    if (safe.length <= 1 || p.plies >= CELLS - 2) return safe[0] ?? (legal[0] as number);
    return narrow(p, byThreats(p, safe), -1, 1, stopwatch).column;
  }

  function isAtMost(p: Position, score: number, stopwatch?: Stopwatch): boolean {
    if (canWinNow(p)) return winNowScore(p.plies) <= score;
    watch = stopwatch;
    try {
      return search(p.ownLo, p.ownHi, p.discsLo, p.discsHi, p.plies, score, score + 1) <= score;
    } finally {
      watch = undefined;
    }
  }

  return {
    solve: (p, stopwatch) => best(p, stopwatch).score,
    column,
    keepingColumn,
    isAtMost,
    best: (p, stopwatch) => best(p, stopwatch),
    solveWeak: (p, stopwatch) => Math.sign(best(p, stopwatch, true).score),
    get nodes() {
      return nodes;
    },
    clear() {
      forget(table);
    },
  };
}
