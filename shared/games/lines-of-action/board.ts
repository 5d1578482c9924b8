import type { Seat } from "../../engine";

/**
 * The board: 64 characters, one a square, from a1 to h1, then a2 to h2, up to h8
 * (index = rank * 8 + file, both counted from 0). "b" is a Black piece, "w" a White
 * piece, "." an empty square. A string is plain JSON, compact, and cheap to compare.
 */
export type Board = string;

/** Seat 0 plays Black and moves first (rulebook, "The play"); seat 1 plays White. */
export const SIDES = ["Black", "White"] as const;
export type Side = (typeof SIDES)[number];

/** The character of each seat's pieces on the board, by seat. */
export const PIECES = ["b", "w"] as const;
export const EMPTY = ".";

/** The character of `seat`'s pieces. */
export function pieceOf(seat: Seat): string {
  return seat === 0 ? PIECES[0] : PIECES[1];
}

export const SIZE = 8;
export const FILES = "abcdefgh";

/** The name of every square by index: SQUARE_NAMES[0] is "a1", SQUARE_NAMES[63] is "h8". */
export const SQUARE_NAMES: readonly string[] = Array.from(
  { length: SIZE * SIZE },
  (_, i) => `${FILES[i % SIZE]}${Math.floor(i / SIZE) + 1}`,
);

/** A square name: a file a-h, then a rank 1-8 (Black's first rank is 1). */
export const SQUARE_PATTERN = /^[a-h][1-8]$/;

/** The index of a square name, or -1 when the name is not a square. */
export function squareIndex(name: string): number {
  if (!SQUARE_PATTERN.test(name)) return -1;
  return (name.charCodeAt(1) - 49) * SIZE + (name.charCodeAt(0) - 97);
}

export const fileOf = (index: number): number => index % SIZE;
export const rankOf = (index: number): number => (index - (index % SIZE)) / SIZE;

/** The seat whose piece stands on `index`, or null for an empty square. */
export function ownerAt(board: Board, index: number): Seat | null {
  const c = board[index];
  return c === PIECES[0] ? 0 : c === PIECES[1] ? 1 : null;
}

/**
 * The starting position (rulebook, "Materials & setup": six pieces on each of two
 * opposite edges, corners empty). Black holds b1-g1 and b8-g8, White a2-a7 and h2-h7.
 */
export const START: Board = Array.from({ length: SIZE * SIZE }, (_, i) => {
  const file = fileOf(i);
  const rank = rankOf(i);
  const corner = (file === 0 || file === 7) && (rank === 0 || rank === 7);
  if (corner) return EMPTY;
  if (rank === 0 || rank === 7) return PIECES[0];
  if (file === 0 || file === 7) return PIECES[1];
  return EMPTY;
}).join("");

/** How many pieces `seat` has on the board. */
export function countPieces(board: Board, seat: Seat): number {
  const piece = pieceOf(seat);
  let n = 0;
  for (let i = 0; i < board.length; i++) if (board[i] === piece) n++;
  return n;
}

/** A copy of `board` with `index` set to `piece`. */
export function setSquare(board: Board, index: number, piece: string): Board {
  return board.slice(0, index) + piece + board.slice(index + 1);
}

/**
 * Reads a diagram as printed, rank 8 at the top and file a on the left: eight rows of
 * eight "b", "w" or "." (whitespace ignored). For tests and examples.
 */
export function parseDiagram(text: string): Board {
  const cells = text.replace(/\s+/g, "");
  if (!/^[bw.]{64}$/.test(cells)) throw new Error("a diagram is 64 squares of b, w or .");
  let board = "";
  for (let rank = 0; rank < SIZE; rank++) board += cells.slice((SIZE - 1 - rank) * SIZE, (SIZE - rank) * SIZE);
  return board;
}

/** The board as a diagram, rank 8 first, as parseDiagram reads it. */
export function drawDiagram(board: Board): string {
  const rows: string[] = [];
  for (let rank = SIZE - 1; rank >= 0; rank--) rows.push(board.slice(rank * SIZE, (rank + 1) * SIZE).split("").join(" "));
  return rows.join("\n");
}
