import type { Seat } from "../../engine";
import { type Board, EMPTY, SIZE, fileOf, pieceOf, rankOf, setSquare } from "./board";

/** A move by square index; `capture` when it lands on an enemy piece. */
export type Move = { from: number; to: number; capture: boolean };

/**
 * The four kinds of line through a square, each with a slot in a table of counts:
 * ranks 0-7, files 8-15, diagonals (rising to the right) 16-30, anti-diagonals 31-45.
 */
const LINE_SLOTS = 46;
const LINES_THROUGH: readonly (readonly [number, number, number, number])[] = Array.from(
  { length: SIZE * SIZE },
  (_, i) => {
    const f = fileOf(i);
    const r = rankOf(i);
    return [r, 8 + f, 16 + f - r + 7, 31 + f + r] as const;
  },
);

/** The eight directions, each with the kind of line it moves along (an index into LINES_THROUGH). */
const DIRECTIONS: readonly { df: number; dr: number; line: number }[] = [
  { df: 0, dr: 1, line: 1 }, // north, along the file
  { df: 1, dr: 1, line: 2 }, // north-east, along the diagonal
  { df: 1, dr: 0, line: 0 }, // east, along the rank
  { df: 1, dr: -1, line: 3 }, // south-east, along the anti-diagonal
  { df: 0, dr: -1, line: 1 },
  { df: -1, dr: -1, line: 2 },
  { df: -1, dr: 0, line: 0 },
  { df: -1, dr: 1, line: 3 },
];

/** How many pieces, of either colour, stand on each line of the board. */
function lineCounts(board: Board): number[] {
  const counts: number[] = new Array<number>(LINE_SLOTS).fill(0);
  for (let i = 0; i < SIZE * SIZE; i++) {
    if (board[i] === EMPTY) continue;
    for (const slot of LINES_THROUGH[i]!) counts[slot] = counts[slot]! + 1;
  }
  return counts;
}

/**
 * Where the piece of `seat` on `from` may go, given the line counts ("The play"):
 * exactly as many squares as there are pieces on the whole line it moves along,
 * passing over its own pieces but never an enemy one, and landing on an empty square
 * or an enemy piece (a capture), never on its own.
 */
function pushMovesFrom(board: Board, seat: Seat, from: number, counts: readonly number[], out: Move[] | null): boolean {
  const own = pieceOf(seat);
  const enemy = pieceOf(1 - seat);
  const f = fileOf(from);
  const r = rankOf(from);
  const lines = LINES_THROUGH[from]!;
  let found = false;
  for (const { df, dr, line } of DIRECTIONS) {
    const distance = counts[lines[line]!]!;
    const tf = f + distance * df;
    const tr = r + distance * dr;
    if (tf < 0 || tf >= SIZE || tr < 0 || tr >= SIZE) continue;
    const step = dr * SIZE + df;
    let blocked = false;
    for (let k = 1, sq = from + step; k < distance; k++, sq += step) {
      if (board[sq] === enemy) {
        blocked = true;
        break;
      }
    }
    if (blocked) continue;
    const to = tr * SIZE + tf;
    const target = board[to];
    if (target === own) continue;
    if (!out) return true;
    out.push({ from, to, capture: target === enemy });
    found = true;
  }
  return found;
}

/** Every move `seat` may make on `board`, by origin square (a1 first) then direction. */
export function generateMoves(board: Board, seat: Seat): Move[] {
  const counts = lineCounts(board);
  const own = pieceOf(seat);
  const moves: Move[] = [];
  for (let from = 0; from < SIZE * SIZE; from++) if (board[from] === own) pushMovesFrom(board, seat, from, counts, moves);
  return moves;
}

/** The moves of the single piece on `from` (none if it is not a piece of `seat`). */
export function movesFrom(board: Board, seat: Seat, from: number): Move[] {
  const moves: Move[] = [];
  if (board[from] === pieceOf(seat)) pushMovesFrom(board, seat, from, lineCounts(board), moves);
  return moves;
}

/** Whether `seat` has at least one move (stops at the first one found). */
export function hasMove(board: Board, seat: Seat): boolean {
  const counts = lineCounts(board);
  const own = pieceOf(seat);
  for (let from = 0; from < SIZE * SIZE; from++)
    if (board[from] === own && pushMovesFrom(board, seat, from, counts, null)) return true;
  return false;
}

/** The board after `move`: the piece leaves `from` and stands on `to`, removing any enemy there. */
export function makeMove(board: Board, move: { from: number; to: number }): Board {
  const piece = board[move.from] ?? EMPTY;
  return setSquare(setSquare(board, move.from, EMPTY), move.to, piece);
}

/**
 * Counts the move sequences of `depth` plies from a position (perft), for testing and
 * benchmarking move generation. No end-of-game checks: play goes on past a connection.
 * A side with no move passes, and the pass counts as one ply, as in the game.
 */
export function perft(position: { board: Board; next: Seat }, depth: number): number {
  return countLeaves(position.board, position.next, depth);
}

function countLeaves(board: Board, seat: Seat, depth: number): number {
  if (depth === 0) return 1;
  const moves = generateMoves(board, seat);
  if (moves.length === 0) return countLeaves(board, 1 - seat, depth - 1);
  if (depth === 1) return moves.length;
  let total = 0;
  for (const move of moves) total += countLeaves(makeMove(board, move), 1 - seat, depth - 1);
  return total;
}
