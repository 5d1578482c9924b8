/**
 * The computer player's own board: typed arrays updated move by move (make/unmake), never
 * the rules' 64-character string, so that a search visits hundreds of thousands of
 * positions a second. Square indexes are the rules' (rank * 8 + file, a1 = 0); colour 0 is
 * Black (seat 0), colour 1 White. Kept incrementally:
 *
 * - the number of pieces on each of the 46 lines (ranks, files, both diagonals): a move's
 *   length is read off, not counted;
 * - each colour's piece list, and the sums of its files and ranks (centre of mass);
 * - each colour's quad counts (Dyer's "Programmer's Corner" on boardspace.net; Winands,
 *   Uiterwijk and van den Herik, "The quad heuristic in Lines of Action", ICGA Journal 24(1),
 *   2001): every 2x2 window of the board, the edges padded, classed by how many of its
 *   squares a colour holds. With diagonal contact counting as connected, the Euler number
 *   (groups minus holes) is E = (Q1 - Q3 - 2 Qd) / 4, so E > 1 proves a colour is not
 *   connected without looking for its groups;
 * - a Zobrist hash of the position and the side to move, in two 32-bit halves.
 *
 * The move generator is checked against the rules' `legal` in the tests (perft counts and
 * random positions).
 */
import type { Seat } from "../../engine";
import { createRng } from "../../engine";
import type { Board } from "./board";

export const SQUARES = 64;
/** An empty square; a piece of colour c is c + 1. */
const EMPTY = 0;

const fileOf = (sq: number) => sq & 7;
const rankOf = (sq: number) => sq >> 3;

/** The eight directions (file step, rank step), in the rules' order: N, NE, E, SE, S, SW, W, NW. */
const DF = [0, 1, 1, 1, 0, -1, -1, -1] as const;
const DR = [1, 1, 0, -1, -1, -1, 0, 1] as const;

/**
 * The line through a square along each direction's axis: ranks 0-7, files 8-15, rising
 * diagonals 16-30, falling diagonals 31-45. LINE[sq * 8 + dir].
 */
const LINE = new Int8Array(SQUARES * 8);
/** RAY[(sq * 8 + dir) * 8 + k - 1]: the square k steps from sq along dir, or -1 off the board. */
const RAY = new Int8Array(SQUARES * 8 * 8).fill(-1);
/** The up to eight neighbours of each square, -1 padded: NEIGHBOURS[sq * 8 + i]. */
const NEIGHBOURS = new Int8Array(SQUARES * 8).fill(-1);
/** Whether a square is on the edge of the board. */
export const EDGE = new Uint8Array(SQUARES);

for (let sq = 0; sq < SQUARES; sq++) {
  const f = fileOf(sq);
  const r = rankOf(sq);
  EDGE[sq] = f === 0 || f === 7 || r === 0 || r === 7 ? 1 : 0;
  let n = 0;
  for (let dir = 0; dir < 8; dir++) {
    const df = DF[dir]!;
    const dr = DR[dir]!;
    LINE[sq * 8 + dir] = df === 0 ? 8 + f : dr === 0 ? r : df === dr ? 16 + f - r + 7 : 31 + f + r;
    for (let k = 1; k <= 7; k++) {
      const tf = f + k * df;
      const tr = r + k * dr;
      if (tf < 0 || tf > 7 || tr < 0 || tr > 7) break;
      RAY[(sq * 8 + dir) * 8 + k - 1] = tr * 8 + tf;
    }
    const nf = f + df;
    const nr = r + dr;
    if (nf >= 0 && nf <= 7 && nr >= 0 && nr <= 7) NEIGHBOURS[sq * 8 + n++] = nr * 8 + nf;
  }
}

/**
 * Quads: the 81 windows of 2x2 squares, window (x, y) for x, y in 0..8 covering files x-1..x
 * and ranks y-1..y (squares off the board are never occupied). QUADS_OF[sq * 4 + i] are the
 * four windows holding sq; QUAD_SQUARES[q * 4 + i] the squares of window q (-1 off board).
 */
const QUADS_OF = new Uint8Array(SQUARES * 4);
const QUAD_SQUARES = new Int8Array(81 * 4).fill(-1);
for (let y = 0; y <= 8; y++)
  for (let x = 0; x <= 8; x++) {
    const q = y * 9 + x;
    let i = 0;
    for (const [f, r] of [[x - 1, y - 1], [x, y - 1], [x - 1, y], [x, y]] as const) {
      if (f >= 0 && f <= 7 && r >= 0 && r <= 7) QUAD_SQUARES[q * 4 + i] = r * 8 + f;
      i++;
    }
  }
for (let sq = 0; sq < SQUARES; sq++) {
  const f = fileOf(sq);
  const r = rankOf(sq);
  // The windows whose corners include (f, r): x in {f, f+1}, y in {r, r+1}.
  QUADS_OF[sq * 4 + 0] = r * 9 + f;
  QUADS_OF[sq * 4 + 1] = r * 9 + f + 1;
  QUADS_OF[sq * 4 + 2] = (r + 1) * 9 + f;
  QUADS_OF[sq * 4 + 3] = (r + 1) * 9 + f + 1;
}
/**
 * The class of a window from the 4-bit pattern of one colour's pieces in it (bit i: the
 * window's square i, ordered bottom-left, bottom-right, top-left, top-right): 0 empty,
 * 1 one piece, 2 two side by side, 3 three, 4 full, 5 two on a diagonal (Qd).
 */
const QUAD_CLASS = Uint8Array.from({ length: 16 }, (_, bits) => {
  const n = (bits & 1) + ((bits >> 1) & 1) + ((bits >> 2) & 1) + ((bits >> 3) & 1);
  if (n === 2 && (bits === 0b1001 || bits === 0b0110)) return 5;
  return n;
});

/** Zobrist keys, two 32-bit halves per (colour, square), from a fixed seed: the same in every run. */
const ZOBRIST_LO = new Int32Array(2 * SQUARES);
const ZOBRIST_HI = new Int32Array(2 * SQUARES);
{
  const rng = createRng("lines-of-action zobrist");
  for (let i = 0; i < 2 * SQUARES; i++) {
    ZOBRIST_LO[i] = (rng.next() * 4294967296) | 0;
    ZOBRIST_HI[i] = (rng.next() * 4294967296) | 0;
  }
}
const SIDE_LO = 0x5bd1e995 | 0;
const SIDE_HI = 0x1b873593 | 0;

/** A move packed in an integer: from | to << 6 | capture << 12. */
export const moveFrom = (move: number) => move & 63;
export const moveTo = (move: number) => (move >> 6) & 63;
export const isCapture = (move: number) => (move & 4096) !== 0;
export const packMove = (from: number, to: number, capture: boolean) => from | (to << 6) | (capture ? 4096 : 0);

/** The most moves a side can have: 12 pieces, 8 directions. */
export const MAX_MOVES = 96;

export type SearchBoard = {
  /** 0 empty, 1 Black, 2 White. */
  squares: Uint8Array;
  /** Pieces (either colour) on each line. */
  lines: Uint8Array;
  /** Each colour's squares: pieces[c * 12 + i] for i < count[c]. */
  pieces: Int8Array;
  /** Where a square's piece sits in its colour's list. */
  slot: Int8Array;
  count: Int8Array;
  sumFile: Int16Array;
  sumRank: Int16Array;
  /** Each colour's number of windows of each class (index c * 6 + class). */
  quads: Int16Array;
  /** Each colour's pattern in each window (index c * 81 + window). */
  quadBits: Uint8Array;
  /** The side to move. */
  side: Seat;
  hashLo: number;
  hashHi: number;
  /** Flood-fill scratch: a stamp per square, and a stack. */
  mark: Int32Array;
  stamp: number;
  stack: Int8Array;
};

/** The search board of a rules board with `side` to move. */
export function fromBoard(board: Board, side: Seat): SearchBoard {
  const b: SearchBoard = {
    squares: new Uint8Array(SQUARES),
    lines: new Uint8Array(46),
    pieces: new Int8Array(24),
    slot: new Int8Array(SQUARES).fill(-1),
    count: new Int8Array(2),
    sumFile: new Int16Array(2),
    sumRank: new Int16Array(2),
    quads: new Int16Array(12),
    quadBits: new Uint8Array(2 * 81),
    side,
    hashLo: 0,
    hashHi: 0,
    mark: new Int32Array(SQUARES),
    stamp: 0,
    stack: new Int8Array(SQUARES),
  };
  for (let c = 0; c < 2; c++) b.quads[c * 6] = 81; // every window starts empty
  for (let sq = 0; sq < SQUARES; sq++) {
    const ch = board[sq];
    if (ch === "b") put(b, sq, 0);
    else if (ch === "w") put(b, sq, 1);
  }
  if (side === 1) {
    b.hashLo ^= SIDE_LO;
    b.hashHi ^= SIDE_HI;
  }
  return b;
}

/** The rules' board string of a search board (for tests). */
export function toBoard(b: SearchBoard): Board {
  let out = "";
  for (let sq = 0; sq < SQUARES; sq++) out += b.squares[sq] === 1 ? "b" : b.squares[sq] === 2 ? "w" : ".";
  return out;
}

/** Moves the quad counts of colour c for the four windows around sq, before or after it changes. */
function toggleQuads(b: SearchBoard, sq: number, c: number): void {
  const base = c * 81;
  const cls = c * 6;
  for (let i = 0; i < 4; i++) {
    const q = QUADS_OF[sq * 4 + i]!;
    const before = b.quadBits[base + q]!;
    // Which corner of window q the square is: in window i = 0 (x = f, y = r) it is the
    // top-right corner (bit 3), in i = 1 the top-left (bit 2), in i = 2 the bottom-right
    // (bit 1), in i = 3 (x = f + 1, y = r + 1) the bottom-left (bit 0).
    const after = before ^ (1 << (3 - i));
    b.quadBits[base + q] = after;
    b.quads[cls + QUAD_CLASS[before]!]!--;
    b.quads[cls + QUAD_CLASS[after]!]!++;
  }
}

function put(b: SearchBoard, sq: number, c: number): void {
  b.squares[sq] = c + 1;
  for (let dir = 0; dir < 4; dir++) b.lines[LINE[sq * 8 + dir]!]!++;
  const i = b.count[c]!;
  b.pieces[c * 12 + i] = sq;
  b.slot[sq] = i;
  b.count[c] = i + 1;
  b.sumFile[c]! += fileOf(sq);
  b.sumRank[c]! += rankOf(sq);
  toggleQuads(b, sq, c);
  b.hashLo ^= ZOBRIST_LO[c * SQUARES + sq]!;
  b.hashHi ^= ZOBRIST_HI[c * SQUARES + sq]!;
}

function remove(b: SearchBoard, sq: number, c: number): void {
  b.squares[sq] = EMPTY;
  for (let dir = 0; dir < 4; dir++) b.lines[LINE[sq * 8 + dir]!]!--;
  const i = b.slot[sq]!;
  const last = b.count[c]! - 1;
  const moved = b.pieces[c * 12 + last]!;
  b.pieces[c * 12 + i] = moved;
  b.slot[moved] = i;
  b.slot[sq] = -1;
  b.count[c] = last;
  b.sumFile[c]! -= fileOf(sq);
  b.sumRank[c]! -= rankOf(sq);
  toggleQuads(b, sq, c);
  b.hashLo ^= ZOBRIST_LO[c * SQUARES + sq]!;
  b.hashHi ^= ZOBRIST_HI[c * SQUARES + sq]!;
}

function flipSide(b: SearchBoard): void {
  b.side = 1 - b.side;
  b.hashLo ^= SIDE_LO;
  b.hashHi ^= SIDE_HI;
}

/** Plays `move` for the side to move (a legal move: not checked). */
export function makeMove(b: SearchBoard, move: number): void {
  const c = b.side;
  const from = moveFrom(move);
  const to = moveTo(move);
  remove(b, from, c);
  if (isCapture(move)) remove(b, to, 1 - c);
  put(b, to, c);
  flipSide(b);
}

/** Takes back `move`, the last move made. */
export function unmakeMove(b: SearchBoard, move: number): void {
  flipSide(b);
  const c = b.side;
  const from = moveFrom(move);
  const to = moveTo(move);
  remove(b, to, c);
  if (isCapture(move)) put(b, to, 1 - c);
  put(b, from, c);
}

/** Passes the turn (a side with no move). */
export const makePass = flipSide;
export const unmakePass = flipSide;

/**
 * Writes colour c's moves into `out` from `offset`, and answers how many: for each piece
 * and direction, exactly as many squares as the line holds pieces, over no enemy piece,
 * onto an empty square or an enemy piece (a capture), never onto its own.
 */
export function generateMoves(b: SearchBoard, c: number, out: Int32Array, offset: number): number {
  const own = c + 1;
  const enemy = 2 - c;
  const sqs = b.squares;
  let n = offset;
  for (let i = 0, count = b.count[c]!; i < count; i++) {
    const from = b.pieces[c * 12 + i]!;
    for (let dir = 0; dir < 8; dir++) {
      const dist = b.lines[LINE[from * 8 + dir]!]!;
      const ray = (from * 8 + dir) * 8;
      const to = RAY[ray + dist - 1]!;
      if (to < 0) continue;
      const target = sqs[to]!;
      if (target === own) continue;
      let k = 0;
      while (k < dist - 1 && sqs[RAY[ray + k]!] !== enemy) k++;
      if (k < dist - 1) continue;
      out[n++] = from | (to << 6) | (target === enemy ? 4096 : 0);
    }
  }
  return n - offset;
}

/**
 * Colour c's mobility as Winands' evaluator weighs it ("An evaluation function for Lines of
 * Action", 2003): every move counts, a capture double, a move onto the edge half. Doubled,
 * to stay in integers: 2 a move, 4 a capture, 1 a quiet move to the edge. In the same pass,
 * the contacts between its pieces (each touching pair twice), for connectedness: the answer
 * is mobility * 256 + contacts (contacts are at most 12 * 8).
 */
export function mobilityAndContacts(b: SearchBoard, c: number): number {
  const own = c + 1;
  const enemy = 2 - c;
  const sqs = b.squares;
  let score = 0;
  let contacts = 0;
  for (let i = 0, count = b.count[c]!; i < count; i++) {
    const from = b.pieces[c * 12 + i]!;
    for (let dir = 0; dir < 8; dir++) {
      const ray = (from * 8 + dir) * 8;
      const next = RAY[ray]!;
      if (next < 0) continue;
      if (sqs[next] === own) contacts++;
      const dist = b.lines[LINE[from * 8 + dir]!]!;
      const to = RAY[ray + dist - 1]!;
      if (to < 0) continue;
      const target = sqs[to]!;
      if (target === own) continue;
      let k = 0;
      while (k < dist - 1 && sqs[RAY[ray + k]!] !== enemy) k++;
      if (k < dist - 1) continue;
      score += target === enemy ? 4 : EDGE[to] ? 1 : 2;
    }
  }
  return score * 256 + contacts;
}

/** Colour c's weighted mobility (see mobilityAndContacts). */
export const mobility = (b: SearchBoard, c: number): number => mobilityAndContacts(b, c) >> 8;

/** Colour c's Euler number times four: (Q1 - Q3 - 2 Qd). Groups minus holes, times four. */
export function euler4(b: SearchBoard, c: number): number {
  const q = c * 6;
  return b.quads[q + 1]! - b.quads[q + 3]! - 2 * b.quads[q + 5]!;
}

/** Colour c's windows with three or four of its pieces: solid, uncuttable by one capture. */
export function solidQuads(b: SearchBoard, c: number): number {
  return b.quads[c * 6 + 3]! + b.quads[c * 6 + 4]!;
}

/**
 * Whether all of colour c's pieces touch in one group (one piece alone counts). The Euler
 * number rules most positions out at once; otherwise a flood fill from the first piece.
 */
export function isConnected(b: SearchBoard, c: number): boolean {
  const count = b.count[c]!;
  if (count <= 1) return count === 1;
  if (euler4(b, c) > 4) return false;
  const own = c + 1;
  const stamp = ++b.stamp;
  const mark = b.mark;
  const stack = b.stack;
  let top = 0;
  let seen = 1;
  const first = b.pieces[c * 12]!;
  mark[first] = stamp;
  stack[top++] = first;
  while (top > 0) {
    const sq = stack[--top]!;
    for (let i = sq * 8, end = i + 8; i < end; i++) {
      const n = NEIGHBOURS[i]!;
      if (n < 0) break;
      if (b.squares[n] === own && mark[n] !== stamp) {
        mark[n] = stamp;
        stack[top++] = n;
        seen++;
      }
    }
  }
  return seen === count;
}

/** How many pairs of colour c's pieces touch (each pair once). */
export function connections(b: SearchBoard, c: number): number {
  const own = c + 1;
  let links = 0;
  for (let i = 0, count = b.count[c]!; i < count; i++) {
    const sq = b.pieces[c * 12 + i]!;
    for (let j = sq * 8, end = j + 8; j < end; j++) {
      const n = NEIGHBOURS[j]!;
      if (n < 0) break;
      if (b.squares[n] === own) links++;
    }
  }
  return links >> 1;
}

/** The search board's hash of a rules board with `side` to move (for the game's history). */
export function hashOf(board: Board, side: Seat): [number, number] {
  let lo = side === 1 ? SIDE_LO : 0;
  let hi = side === 1 ? SIDE_HI : 0;
  for (let sq = 0; sq < SQUARES; sq++) {
    const ch = board[sq];
    const c = ch === "b" ? 0 : ch === "w" ? 1 : -1;
    if (c < 0) continue;
    lo ^= ZOBRIST_LO[c * SQUARES + sq]!;
    hi ^= ZOBRIST_HI[c * SQUARES + sq]!;
  }
  return [lo, hi];
}

export { NEIGHBOURS, RAY, LINE };
