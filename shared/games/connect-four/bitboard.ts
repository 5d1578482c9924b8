/**
 * Connect Four positions as bitboards, for the solver. Each column takes 7 bits, its 6 rows
 * from the bottom up and one always-empty bit on top, so the board is 49 bits: more than a
 * 32-bit integer holds. It is kept in two halves, the low one for columns 0-3 (28 bits) and
 * the high one for columns 4-6 (21 bits). A column never straddles the halves, and adding a
 * disc to a column never carries out of it, so a move is still one addition.
 */
import type { State } from "./rules";
import { COLUMNS, ROWS } from "./rules";

/** Bits per column: the rows and the empty bit on top that stops a carry. */
export const STRIDE = ROWS + 1;
/** Columns in the low half. */
export const LOW_COLUMNS = 4;
/** Bits in the low half. */
export const LOW_BITS = LOW_COLUMNS * STRIDE;
/** The cells of a full board. */
export const CELLS = COLUMNS * ROWS;

const lowColumns = (f: (c: number) => number) => Array.from({ length: LOW_COLUMNS }, (_, c) => f(c)).reduce((a, b) => a | b, 0);
const highColumns = (f: (c: number) => number) => Array.from({ length: COLUMNS - LOW_COLUMNS }, (_, c) => f(c)).reduce((a, b) => a | b, 0);
const COLUMN_CELLS = (1 << ROWS) - 1;

/** Columns from the centre outwards: the usual order to try moves in (central discs make more fours). */
export const CENTRE_FIRST: readonly number[] = [3, 2, 4, 1, 5, 0, 6];

/** The bottom cell of every column, per half. */
export const BOTTOM_LO = lowColumns((c) => 1 << (c * STRIDE));
export const BOTTOM_HI = highColumns((c) => 1 << (c * STRIDE));
/** Every cell of the board (not the bits on top), per half. */
export const BOARD_LO = lowColumns((c) => COLUMN_CELLS << (c * STRIDE));
export const BOARD_HI = highColumns((c) => COLUMN_CELLS << (c * STRIDE));
/** One column's cells in each half (zero in the half that does not hold it). */
export const COLUMN_LO = Int32Array.from({ length: COLUMNS }, (_, c) => (c < LOW_COLUMNS ? COLUMN_CELLS << (c * STRIDE) : 0));
export const COLUMN_HI = Int32Array.from({ length: COLUMNS }, (_, c) => (c < LOW_COLUMNS ? 0 : COLUMN_CELLS << ((c - LOW_COLUMNS) * STRIDE)));

/**
 * A position: the discs of the seat to move (`own`) and all discs on the board (`discs`),
 * each as two halves, and how many discs have been played.
 */
export type Position = { ownLo: number; ownHi: number; discsLo: number; discsHi: number; plies: number };

/**
 * Cells that complete four in a row for discs `l1`..`l3` shifted 1 to 3 steps one way along a
 * line and `r1`..`r3` the other way: three on one side, or two on one side and one on the other.
 */
const fours = (l1: number, l2: number, l3: number, r1: number, r2: number, r3: number): number =>
  (l1 & l2 & (l3 | r1)) | (r1 & r2 & (l1 | r3));

/**
 * The low half of the cells where a disc of the side owning `lo`/`hi` would complete four in
 * a row (occupied cells included: mask them out). Steps along a line are 1 (vertical), 7
 * (horizontal), 6 and 8 (the diagonals); lines other than vertical cross the halves, so each
 * shift of the 49-bit board takes bits from the other half. Written out, not looped: it is
 * the solver's inner loop.
 */
export function winningLo(lo: number, hi: number): number {
  const vertical = (lo << 1) & (lo << 2) & (lo << 3);
  const horizontal = fours(lo << 7, lo << 14, lo << 21, (lo >>> 7) | (hi << 21), (lo >>> 14) | (hi << 14), (lo >>> 21) | (hi << 7));
  const falling = fours(lo << 6, lo << 12, lo << 18, (lo >>> 6) | (hi << 22), (lo >>> 12) | (hi << 16), (lo >>> 18) | (hi << 10));
  const rising = fours(lo << 8, lo << 16, lo << 24, (lo >>> 8) | (hi << 20), (lo >>> 16) | (hi << 12), (lo >>> 24) | (hi << 4));
  return (vertical | horizontal | falling | rising) & BOARD_LO;
}

/** The high half of `winningLo`'s cells. */
export function winningHi(lo: number, hi: number): number {
  const vertical = (hi << 1) & (hi << 2) & (hi << 3);
  const horizontal = fours((hi << 7) | (lo >>> 21), (hi << 14) | (lo >>> 14), (hi << 21) | (lo >>> 7), hi >>> 7, hi >>> 14, hi >>> 21);
  const falling = fours((hi << 6) | (lo >>> 22), (hi << 12) | (lo >>> 16), (hi << 18) | (lo >>> 10), hi >>> 6, hi >>> 12, hi >>> 18);
  const rising = fours((hi << 8) | (lo >>> 20), (hi << 16) | (lo >>> 12), (hi << 24) | (lo >>> 4), hi >>> 8, hi >>> 16, hi >>> 24);
  return (vertical | horizontal | falling | rising) & BOARD_HI;
}

/** The number of set bits of a 32-bit integer. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** The empty board. */
export const EMPTY: Position = { ownLo: 0, ownHi: 0, discsLo: 0, discsHi: 0, plies: 0 };

/** Discs in a column. */
export function height(p: Position, col: number): number {
  const column = col < LOW_COLUMNS ? (p.discsLo >>> (col * STRIDE)) : (p.discsHi >>> ((col - LOW_COLUMNS) * STRIDE));
  return popcount(column & COLUMN_CELLS);
}

export function canPlay(p: Position, col: number): boolean {
  return col >= 0 && col < COLUMNS && height(p, col) < ROWS;
}

/** Whether a disc in `col` would give the seat to move four in a row. */
export function isWinningMove(p: Position, col: number): boolean {
  const lo = (p.discsLo + BOTTOM_LO) & (COLUMN_LO[col] ?? 0);
  const hi = (p.discsHi + BOTTOM_HI) & (COLUMN_HI[col] ?? 0);
  return ((winningLo(p.ownLo, p.ownHi) & lo) | (winningHi(p.ownLo, p.ownHi) & hi)) !== 0;
}

/** Whether the seat to move has a four in a row to complete now. */
export function canWinNow(p: Position): boolean {
  const lo = (p.discsLo + BOTTOM_LO) & BOARD_LO;
  const hi = (p.discsHi + BOTTOM_HI) & BOARD_HI;
  return ((winningLo(p.ownLo, p.ownHi) & lo) | (winningHi(p.ownLo, p.ownHi) & hi)) !== 0;
}

/** The position after a disc in `col` (which must have room); the other seat is to move. */
export function play(p: Position, col: number): Position {
  return {
    ownLo: p.ownLo ^ p.discsLo,
    ownHi: p.ownHi ^ p.discsHi,
    discsLo: p.discsLo | ((p.discsLo + BOTTOM_LO) & (COLUMN_LO[col] ?? 0)),
    discsHi: p.discsHi | ((p.discsHi + BOTTOM_HI) & (COLUMN_HI[col] ?? 0)),
    plies: p.plies + 1,
  };
}

/** The position after columns played in turn from the empty board (no four in a row on the way). */
export function fromColumns(cols: readonly number[]): Position {
  return cols.reduce((p, col) => {
    if (!canPlay(p, col)) throw new Error(`column ${col} is full or missing`);
    return play(p, col);
  }, EMPTY);
}

/** The rules' state as a position; the seat to move is `state.next`. */
export function fromState(state: State): Position {
  let ownLo = 0, ownHi = 0, discsLo = 0, discsHi = 0, plies = 0;
  state.columns.forEach((column, col) => {
    column.forEach((seat, row) => {
      const lo = col < LOW_COLUMNS ? 1 << (col * STRIDE + row) : 0;
      const hi = col < LOW_COLUMNS ? 0 : 1 << ((col - LOW_COLUMNS) * STRIDE + row);
      discsLo |= lo;
      discsHi |= hi;
      if (seat === state.next) {
        ownLo |= lo;
        ownHi |= hi;
      }
      plies++;
    });
  });
  return { ownLo, ownHi, discsLo, discsHi, plies };
}

/**
 * A number that names the position: own + discs is unique (each column reads as a 1 above
 * its discs, with the seat to move's discs added in), and below 2^49, so a safe integer.
 */
export function positionKey(p: Position): number {
  return (p.ownHi + p.discsHi) * 2 ** LOW_BITS + (p.ownLo + p.discsLo);
}

/** The position seen in a mirror: column c becomes column 6 - c. */
export function mirror(p: Position): Position {
  const column = (lo: number, hi: number, col: number) =>
    col < LOW_COLUMNS ? (lo >>> (col * STRIDE)) & COLUMN_CELLS : (hi >>> ((col - LOW_COLUMNS) * STRIDE)) & COLUMN_CELLS;
  const out: Position = { ownLo: 0, ownHi: 0, discsLo: 0, discsHi: 0, plies: p.plies };
  for (let col = 0; col < COLUMNS; col++) {
    const to = COLUMNS - 1 - col;
    const shift = (to < LOW_COLUMNS ? to : to - LOW_COLUMNS) * STRIDE;
    const own = column(p.ownLo, p.ownHi, col) << shift;
    const discs = column(p.discsLo, p.discsHi, col) << shift;
    if (to < LOW_COLUMNS) {
      out.ownLo |= own;
      out.discsLo |= discs;
    } else {
      out.ownHi |= own;
      out.discsHi |= discs;
    }
  }
  return out;
}

/**
 * The columns where a disc does not let the other seat complete four with its next disc,
 * centre first: the one that blocks its four (none, if it has two), and never the cell
 * below one of its fours. Empty when every move loses at once.
 */
export function safeColumns(p: Position): number[] {
  const otherLo = p.ownLo ^ p.discsLo;
  const otherHi = p.ownHi ^ p.discsHi;
  const threatLo = winningLo(otherLo, otherHi) & ~p.discsLo;
  const threatHi = winningHi(otherLo, otherHi) & ~p.discsHi;
  let nextLo = (p.discsLo + BOTTOM_LO) & BOARD_LO;
  let nextHi = (p.discsHi + BOTTOM_HI) & BOARD_HI;
  const forcedLo = nextLo & threatLo;
  const forcedHi = nextHi & threatHi;
  if (forcedLo | forcedHi) {
    if (popcount(forcedLo) + popcount(forcedHi) > 1) return [];
    nextLo = forcedLo;
    nextHi = forcedHi;
  }
  nextLo &= ~(threatLo >>> 1);
  nextHi &= ~(threatHi >>> 1);
  return CENTRE_FIRST.filter((col) => ((nextLo & (COLUMN_LO[col] as number)) | (nextHi & (COLUMN_HI[col] as number))) !== 0);
}
