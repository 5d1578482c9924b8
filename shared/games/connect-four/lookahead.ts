/**
 * The "Medium" computer player: a negamax search with alpha-beta pruning, a few moves deep, that
 * scores a position by its open lines (every four cells in a row holding discs of one colour
 * only). Deterministic: among equal moves it takes the one nearest the centre. It reads the
 * rules' state and answers one of `legal`'s actions; it never changes the state it is given.
 */
import type { Seat } from "../../engine";
import { type Action, COLUMNS, ROWS, type State, connectFour } from "./rules";

/** Plies searched: strong against people, and a few milliseconds on a phone. */
const DEPTH = 6;
const WIN = 1_000_000;
/** Columns from the centre outwards: the order moves are tried in, and the tie-break. */
const ORDER = Array.from({ length: COLUMNS }, (_, i) => i).sort((a, b) => Math.abs(a - 3) - Math.abs(b - 3));

/** A board of the search: cells[col * ROWS + row] is 0 (empty), 1 (the bot) or -1 (its opponent). */
type Board = { cells: Int8Array; heights: Int8Array };

/** Every window of four cells, as indexes into `cells`. */
const WINDOWS: number[][] = (() => {
  const out: number[][] = [];
  for (let col = 0; col < COLUMNS; col++)
    for (let row = 0; row < ROWS; row++)
      for (const [dc, dr] of [[1, 0], [0, 1], [1, 1], [1, -1]] as const) {
        const endCol = col + 3 * dc;
        const endRow = row + 3 * dr;
        if (endCol >= COLUMNS || endRow < 0 || endRow >= ROWS) continue;
        out.push([0, 1, 2, 3].map((k) => (col + k * dc) * ROWS + (row + k * dr)));
      }
  return out;
})();

/** Windows through each cell, to test a new disc for four in a row. */
const WINDOWS_AT: number[][][] = Array.from({ length: COLUMNS * ROWS }, (_, cell) => WINDOWS.filter((w) => w.includes(cell)));

function wins(board: Board, cell: number, who: number): boolean {
  return (WINDOWS_AT[cell] ?? []).some((w) => w.every((c) => board.cells[c] === who));
}

/** The position as the side `who` sees it: open lines weigh by how full they are. */
function evaluate(board: Board, who: number): number {
  let score = 0;
  for (const w of WINDOWS) {
    let mine = 0;
    let theirs = 0;
    for (const c of w) {
      const v = board.cells[c];
      if (v === who) mine++;
      else if (v === -who) theirs++;
    }
    if (mine > 0 && theirs === 0) score += mine === 3 ? 50 : mine === 2 ? 10 : 1;
    else if (theirs > 0 && mine === 0) score -= theirs === 3 ? 50 : theirs === 2 ? 10 : 1;
  }
  return score;
}

function negamax(board: Board, who: number, depth: number, alpha: number, beta: number): number {
  if (depth === 0) return evaluate(board, who);
  let best = -Infinity;
  let moved = false;
  for (const col of ORDER) {
    const row = board.heights[col] ?? ROWS;
    if (row >= ROWS) continue;
    moved = true;
    const cell = col * ROWS + row;
    board.cells[cell] = who;
    board.heights[col] = row + 1;
    // A quicker win scores higher, a later loss less badly.
    const score = wins(board, cell, who) ? WIN + depth : -negamax(board, -who, depth - 1, -beta, -alpha);
    board.cells[cell] = 0;
    board.heights[col] = row;
    if (score > best) best = score;
    if (best > alpha) alpha = best;
    if (alpha >= beta) break;
  }
  return moved ? best : 0; // a full board is a draw
}

/** The computer's move for `seat`: one of the legal actions. */
export function connectFourBot(state: State, seat: Seat): Action {
  const legal = connectFour.legal(state, seat);
  const first = legal[0];
  if (!first) throw new Error("the computer has no move to make");
  const cells = new Int8Array(COLUMNS * ROWS);
  const heights = new Int8Array(COLUMNS);
  state.columns.forEach((column, col) => {
    heights[col] = column.length;
    column.forEach((disc, row) => {
      cells[col * ROWS + row] = disc === seat ? 1 : -1;
    });
  });
  const board = { cells, heights };
  let best = first;
  let bestScore = -Infinity;
  for (const col of ORDER) {
    const action = legal.find((a) => a.col === col);
    if (!action) continue;
    const row = heights[col] ?? 0;
    const cell = col * ROWS + row;
    cells[cell] = 1;
    heights[col] = row + 1;
    const score = wins(board, cell, 1) ? WIN + DEPTH : -negamax(board, -1, DEPTH - 1, -Infinity, -bestScore);
    cells[cell] = 0;
    heights[col] = row;
    if (score > bestScore) {
      bestScore = score;
      best = action;
    }
  }
  return best;
}
