/**
 * The search of the computer players: iterative deepening over a principal-variation search
 * (negamax alpha-beta; the first move with the full window, the rest with a null window and
 * searched again only when they beat it), with a transposition table, move ordering by the
 * table's move, captures, two killer moves a ply and the history heuristic, and optionally
 * late move reductions (67 % [57-75] of 100 games against the same search without them, at
 * 20,000 nodes a move: README). MIA searched with the same framework (M. Winands, "Informed
 * search in complex games", PhD thesis, Maastricht 2004; M. Winands and J. van den Herik,
 * "MIA: a world champion LOA program", 2006); where it had realization-probability search
 * and forward pruning, we have the reductions. The techniques are the classics of game-tree
 * search (chessprogramming.org: Principal Variation Search, Killer and History Heuristic,
 * Late Move Reductions).
 *
 * Scores are from the side to move; a win found k plies from the root scores WIN - k, so the
 * quickest win and the slowest loss are preferred. Ends follow the rules (ending.ts): after a
 * move, the mover connected wins, the other side connected (by a capture) loses, both at once
 * follow the simultaneous rule; the third occurrence of a position since the last capture, or
 * the quiet-ply limit, is a draw; a side with no move passes.
 *
 * Deterministic: the same position, rng and work budget give the same move. With a time
 * budget, the depth reached depends on the machine.
 */
import { QUIET_PLY_LIMIT, REPETITION_LIMIT, type SimultaneousRule } from "./ending";
import { type SearchBoard, MAX_MOVES, generateMoves, isCapture, isConnected, makeMove, makePass, unmakeMove, unmakePass } from "./search-board";

export const WIN = 1_000_000;
/** Deepest ply a search reaches from the root. */
export const MAX_PLY = 64;
const WON = WIN - MAX_PLY;

/** Transposition table: 2^18 entries (4 MB), one table reused by every search, cleared each time. */
const TT_BITS = 18;
const TT_SIZE = 1 << TT_BITS;
const TT_MASK = TT_SIZE - 1;
const EXACT = 1;
const LOWER = 2;
const UPPER = 3;

type Table = { lock: Int32Array; move: Int32Array; score: Int32Array; depth: Int8Array; flag: Int8Array };
let table: Table | null = null;

function freshTable(): Table {
  if (!table)
    table = {
      lock: new Int32Array(TT_SIZE),
      move: new Int32Array(TT_SIZE),
      score: new Int32Array(TT_SIZE),
      depth: new Int8Array(TT_SIZE),
      flag: new Int8Array(TT_SIZE),
    };
  else table.flag.fill(0);
  return table;
}

export type SearchLimits = {
  /** Asked after every batch of nodes, with the nodes done: true once the budget is spent. */
  spent(nodes: number): boolean;
  /** Whether the budget is spent, counting nothing: checked before a new iteration. */
  done(): boolean;
  /** Iterations always completed, whatever the budget: 2 sees every one-move connection of either side. */
  minDepth: number;
  maxDepth: number;
  /** Late move reductions (below). */
  reductions?: boolean;
};

export type SearchContext = {
  /** Hashes (lo, hi pairs) of the positions since the last capture, the root last. */
  history: readonly (readonly [number, number])[];
  /** Plies since the last capture at the root. */
  quiet: number;
  simultaneous: SimultaneousRule;
  evaluate(b: SearchBoard): number;
  /** The root moves in the order to try them first (the caller shuffles them). */
  rootMoves: readonly number[];
};

export type SearchResult = { move: number; score: number; depth: number; nodes: number };

const NODE_BATCH = 256;
/** History scores are halved past this, to stay below the captures' and killers' ranks. */
const HISTORY_CAP = 1 << 24;

/** Searches `b` (the side to move has at least one move in rootMoves) and answers its best move. */
export function search(b: SearchBoard, ctx: SearchContext, limits: SearchLimits): SearchResult {
  const tt = freshTable();
  const moves = new Int32Array(MAX_PLY * MAX_MOVES);
  const order = new Int32Array(MAX_PLY * MAX_MOVES);
  const killers = new Int32Array(MAX_PLY * 2).fill(-1);
  const history = new Int32Array(2 * 4096);
  const quietAt = new Int32Array(MAX_PLY + 1);
  // Positions since the last capture, the game's then the search path's: index base + ply.
  const base = ctx.history.length - 1;
  const pathLo = new Int32Array(base + MAX_PLY + 2);
  const pathHi = new Int32Array(base + MAX_PLY + 2);
  ctx.history.forEach(([lo, hi], i) => {
    pathLo[i] = lo;
    pathHi[i] = hi;
  });
  quietAt[0] = ctx.quiet;
  let nodes = 0;
  let pending = 0;
  let aborted = false;
  let mayStop = false;

  /**
   * The position at `ply` is drawn by repetition: it occurred twice before with the same side
   * to move since the last capture, so this is the third time (the rule exactly, not the usual
   * shortcut of scoring the second time a draw: a search that took a second occurrence for a
   * draw could walk into a connection the game would still allow).
   */
  function repeated(ply: number): boolean {
    const i = base + ply;
    const lo = pathLo[i]!;
    const hi = pathHi[i]!;
    const oldest = Math.max(0, i - quietAt[ply]!);
    let seen = 1;
    for (let j = i - 2; j >= oldest; j -= 2) if (pathLo[j] === lo && pathHi[j] === hi && ++seen >= REPETITION_LIMIT) return true;
    return false;
  }

  /** The value of the move just made by `mover`, if it ended the game; null otherwise. */
  function ending(mover: number, capture: boolean, ply: number): number | null {
    const moverJoined = isConnected(b, mover);
    const otherJoined = capture && isConnected(b, 1 - mover);
    if (moverJoined && otherJoined) return ctx.simultaneous === "mover-wins" ? WIN - ply : 0;
    if (moverJoined) return WIN - ply;
    if (otherJoined) return -(WIN - ply);
    return null;
  }

  function pvs(depth: number, alpha: number, beta: number, ply: number): number {
    nodes++;
    if (++pending >= NODE_BATCH) {
      if (mayStop && limits.spent(pending)) aborted = true;
      else if (!mayStop) limits.spent(pending);
      pending = 0;
    }
    if (aborted) return 0;
    const i = base + ply;
    pathLo[i] = b.hashLo;
    pathHi[i] = b.hashHi;
    if (quietAt[ply]! >= QUIET_PLY_LIMIT || repeated(ply)) return 0;
    if (depth <= 0 || ply >= MAX_PLY) return ctx.evaluate(b);

    const pv = beta - alpha > 1;
    const slot = b.hashLo & TT_MASK;
    let ttMove = -1;
    if (tt.flag[slot] !== 0 && tt.lock[slot] === b.hashHi) {
      ttMove = tt.move[slot]!;
      if (!pv && tt.depth[slot]! >= depth) {
        let score = tt.score[slot]!;
        if (score > WON) score -= ply;
        else if (score < -WON) score += ply;
        const flag = tt.flag[slot];
        if (flag === EXACT || (flag === LOWER && score >= beta) || (flag === UPPER && score <= alpha)) return score;
      }
    }

    const side = b.side;
    const start = ply * MAX_MOVES;
    const count = generateMoves(b, side, moves, start);
    if (count === 0) {
      // No move: a pass, unless neither side can move (a draw).
      if (generateMoves(b, 1 - side, moves, start) === 0) return 0;
      makePass(b);
      quietAt[ply + 1] = quietAt[ply]! + 1;
      const score = -pvs(depth - 1, -beta, -alpha, ply + 1);
      unmakePass(b);
      return score;
    }
    const k0 = killers[ply * 2]!;
    const k1 = killers[ply * 2 + 1]!;
    for (let m = start; m < start + count; m++) {
      const move = moves[m]!;
      order[m] =
        move === ttMove
          ? 1 << 30
          : isCapture(move)
            ? (1 << 28) + history[side * 4096 + (move & 4095)]!
            : move === k0
              ? (1 << 27) + 1
              : move === k1
                ? 1 << 27
                : history[side * 4096 + (move & 4095)]!;
    }

    const alpha0 = alpha;
    let best = -WIN - 1;
    let bestMove = -1;
    for (let m = start; m < start + count; m++) {
      // Selection sort, one step a move: the rest is often cut off unsorted.
      let pick = m;
      for (let j = m + 1; j < start + count; j++) if (order[j]! > order[pick]!) pick = j;
      const move = moves[pick]!;
      moves[pick] = moves[m]!;
      moves[m] = move;
      const o = order[pick]!;
      order[pick] = order[m]!;
      order[m] = o;

      const capture = isCapture(move);
      makeMove(b, move);
      let score = ending(side, capture, ply + 1);
      if (score === null) {
        quietAt[ply + 1] = capture ? 0 : quietAt[ply]! + 1;
        if (m === start) score = -pvs(depth - 1, -beta, -alpha, ply + 1);
        else {
          // Late move reductions: a quiet move that ordering put late is searched shallower
          // first, and again at full depth only if it looks better than the best so far.
          const late = m - start;
          const reduce =
            limits.reductions && depth >= 3 && late >= 3 && !capture && move !== k0 && move !== k1 ? (late >= 12 && depth >= 5 ? 2 : 1) : 0;
          score = -pvs(depth - 1 - reduce, -alpha - 1, -alpha, ply + 1);
          if (reduce > 0 && score > alpha && !aborted) score = -pvs(depth - 1, -alpha - 1, -alpha, ply + 1);
          if (score > alpha && score < beta && !aborted) score = -pvs(depth - 1, -beta, -alpha, ply + 1);
        }
      }
      unmakeMove(b, move);
      if (aborted) return 0;
      if (score > best) {
        best = score;
        bestMove = move;
        if (score > alpha) {
          alpha = score;
          if (alpha >= beta) {
            if (!capture) {
              if (move !== k0) {
                killers[ply * 2 + 1] = k0;
                killers[ply * 2] = move;
              }
              if ((history[side * 4096 + (move & 4095)]! += depth * depth) > HISTORY_CAP) for (let h = 0; h < history.length; h++) history[h]! >>= 1;
            }
            break;
          }
        }
      }
    }

    tt.lock[slot] = b.hashHi;
    tt.move[slot] = bestMove;
    tt.score[slot] = best > WON ? best + ply : best < -WON ? best - ply : best;
    tt.depth[slot] = depth;
    tt.flag[slot] = best >= beta ? LOWER : best > alpha0 ? EXACT : UPPER;
    return best;
  }

  // The root: its own loop, so that the best move of an unfinished iteration can be kept.
  const side = b.side;
  const rootMoves = Int32Array.from(ctx.rootMoves);
  const rootScores = new Float64Array(rootMoves.length);
  let bestMove = rootMoves[0]!;
  let bestScore = -WIN - 1;
  let completed = 0;
  pathLo[base] = b.hashLo;
  pathHi[base] = b.hashHi;
  for (let depth = 1; depth <= limits.maxDepth; depth++) {
    if (depth > limits.minDepth && limits.done()) break;
    mayStop = completed >= limits.minDepth;
    let alpha = -WIN - 1;
    const beta = WIN + 1;
    let iterationBest = -1;
    let iterationScore = -WIN - 1;
    for (let m = 0; m < rootMoves.length; m++) {
      const move = rootMoves[m]!;
      const capture = isCapture(move);
      makeMove(b, move);
      let score = ending(side, capture, 1);
      if (score === null) {
        quietAt[1] = capture ? 0 : quietAt[0]! + 1;
        if (m === 0) score = -pvs(depth - 1, -beta, -alpha, 1);
        else {
          score = -pvs(depth - 1, -alpha - 1, -alpha, 1);
          if (score > alpha && !aborted) score = -pvs(depth - 1, -beta, -alpha, 1);
        }
      }
      unmakeMove(b, move);
      if (aborted) break;
      rootScores[m] = score > alpha || m === 0 ? score : alpha - 1 - m * 1e-6; // a bound only: keep the order stable
      if (score > alpha) {
        alpha = score;
        iterationBest = move;
        iterationScore = score;
      }
    }
    // Every score that raised alpha came from a finished search, so the best of this iteration
    // stands even when the iteration stopped early: it beat the previous best at this depth.
    if (iterationBest >= 0) {
      bestMove = iterationBest;
      bestScore = iterationScore;
    }
    if (aborted) break;
    completed = depth;
    // Next iteration: the best first, then the others by their (bounded) scores.
    const idx = Array.from(rootMoves.keys()).sort((x, y) => rootScores[y]! - rootScores[x]!);
    const sorted = idx.map((k) => rootMoves[k]!);
    const sortedScores = idx.map((k) => rootScores[k]!);
    rootMoves.set(sorted);
    rootScores.set(sortedScores);
    if (Math.abs(bestScore) > WON) break; // a forced end is found: deeper changes nothing
  }
  if (pending > 0) limits.spent(pending);
  return { move: bestMove, score: bestScore, depth: completed, nodes };
}
