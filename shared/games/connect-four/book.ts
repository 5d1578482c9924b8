/**
 * The opening book: the perfect player's move in every position it can meet early in a game
 * (from the start, against any replies, in either seat) that takes too long to solve during
 * play. `test/tools/connect-four-book.ts` writes it into data/book.ts.
 *
 * The book is a walk through two trees of positions, written one symbol a position where
 * the book's player is to move: first the tree where it plays Red, then the one where it
 * plays Yellow. A symbol is
 *   - a column, "0" to "6": the book's move; every legal reply follows, each as a position
 *     (none after a move that wins, and none for a reply that wins or fills the board),
 *   - "." : not in the book, quick enough to solve when played,
 *   - "=" : met earlier in the walk, by another order of moves or in the mirror.
 * Decoding replays the walk, so only the symbols are stored (about 2 bits each, gzipped).
 */
import { BOOK } from "./data/book";
import { CELLS, EMPTY, type Position, canPlay, isWinningMove, mirror, play, positionKey } from "./bitboard";
import { COLUMNS } from "./rules";

/** Symbols of the book's walk. */
export const NOT_IN_BOOK = ".";
export const SEEN = "=";

/** Calls `visit` for each position after a reply to the book's move that does not end the game, in column order. */
export function forEachReply(p: Position, visit: (after: Position, col: number) => void): void {
  for (let col = 0; col < COLUMNS; col++) {
    if (!canPlay(p, col) || isWinningMove(p, col)) continue;
    const after = play(p, col);
    if (after.plies < CELLS) visit(after, col);
  }
}

/** The positions a book's symbols hold, each with its move, in the order of the walk. */
export function readBook(text: string): { position: Position; column: number }[] {
  return walkBook(text).entries;
}

/**
 * A book's text in its two halves: the walk where the book's player is Red, and the one where
 * it is Yellow (so that a book can take each half from a build of its own).
 */
export function bookHalves(text: string): { red: string; yellow: string } {
  const { redEnds } = walkBook(text);
  return { red: text.slice(0, redEnds), yellow: text.slice(redEnds) };
}

function walkBook(text: string): { entries: { position: Position; column: number }[]; redEnds: number } {
  const entries: { position: Position; column: number }[] = [];
  let at = 0;
  const position = (p: Position): void => {
    const symbol = text[at++];
    if (symbol === undefined) throw new Error("the opening book ends too soon");
    if (symbol === NOT_IN_BOOK || symbol === SEEN) return;
    const col = Number(symbol);
    if (!(col >= 0 && col < COLUMNS) || !canPlay(p, col)) throw new Error(`the opening book has a bad move ${symbol} at ${at - 1}`);
    entries.push({ position: p, column: col });
    if (!isWinningMove(p, col)) forEachReply(play(p, col), (after) => position(after));
  };
  position(EMPTY);
  const redEnds = at;
  forEachReply(EMPTY, (after) => position(after));
  if (at !== text.length) throw new Error("the opening book has symbols left over");
  return { entries, redEnds };
}

/** A book as a map from position key to column, for both mirror images. */
export function decodeBook(text: string): Map<number, number> {
  const moves = new Map<number, number>();
  for (const { position, column } of readBook(text)) {
    moves.set(positionKey(position), column);
    moves.set(positionKey(mirror(position)), COLUMNS - 1 - column);
  }
  return moves;
}

let book: Map<number, number> | undefined;

/** The book's move for the seat to move, if the position is in the book. */
export function bookColumn(p: Position): number | undefined {
  book ??= decodeBook(BOOK);
  return book.get(positionKey(p));
}
