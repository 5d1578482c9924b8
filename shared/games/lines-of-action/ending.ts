import type { Outcome, Seat } from "../../engine";
import { type Board, countPieces } from "./board";
import { isConnected } from "./groups";
import { hasMove } from "./moves";

/**
 * What a move that connects both sides at once gives: the rulebook's "the player taking
 * their turn wins" (mover-wins, the default), or the tournament rule, a draw.
 */
export const SIMULTANEOUS_RULES = ["mover-wins", "draw"] as const;
export type SimultaneousRule = (typeof SIMULTANEOUS_RULES)[number];

/** The third time the same position occurs with the same side to move, the game is drawn. */
export const REPETITION_LIMIT = 3;

/** After this many plies in a row without a capture, the game is drawn. */
export const QUIET_PLY_LIMIT = 200;

/** The reasons an outcome gives, so that the log can say what happened. */
export const REASONS = {
  connected: "all pieces connected",
  onePiece: "only one piece left, which counts as connected",
  both: "both sides connected at once",
  repetition: "the same position for the third time",
  quiet: `${QUIET_PLY_LIMIT} turns without a capture`,
  stuck: "neither side can move",
} as const;

/**
 * The key of a position for the repetition rule: the board and the seat to move.
 * Only positions since the last capture are kept, as a capture can never be undone.
 */
export function positionKey(board: Board, next: Seat): string {
  return `${board}${next}`;
}

/** A side is connected by the rules: all its pieces in one group (one piece counts). */
function connectedWin(board: Board, seat: Seat): Outcome {
  const reason = countPieces(board, seat) === 1 ? REASONS.onePiece : REASONS.connected;
  return { winners: [seat], reason };
}

/**
 * Whether the ply `mover` just made ended the game, and how, in this order:
 * connection (a capture may connect the other side, even reduce it to one piece: it
 * wins; both at once: the simultaneous rule), then the draws: third repetition, the
 * quiet-ply limit, and neither side able to move.
 */
export function judgePly(p: {
  board: Board;
  mover: Seat;
  repeats: number;
  quiet: number;
  simultaneous: SimultaneousRule;
}): Outcome | null {
  const other = 1 - p.mover;
  const moverConnected = isConnected(p.board, p.mover);
  const otherConnected = isConnected(p.board, other);
  if (moverConnected && otherConnected)
    return p.simultaneous === "mover-wins"
      ? { winners: [p.mover], reason: REASONS.both }
      : { winners: [], reason: REASONS.both };
  if (moverConnected) return connectedWin(p.board, p.mover);
  if (otherConnected) return connectedWin(p.board, other);
  if (p.repeats >= REPETITION_LIMIT) return { winners: [], reason: REASONS.repetition };
  if (p.quiet >= QUIET_PLY_LIMIT) return { winners: [], reason: REASONS.quiet };
  if (!hasMove(p.board, other) && !hasMove(p.board, p.mover)) return { winners: [], reason: REASONS.stuck };
  return null;
}
