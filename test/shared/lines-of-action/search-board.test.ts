/**
 * The computer player's board (search-board.ts) held against the rules: the same perft
 * counts, the same moves as `legal` on random boards and along random games, the same
 * connections, and make/unmake that leaves exactly the board a fresh copy would have.
 */
import { describe, expect, test } from "vitest";
import { createRng, randomPlayout, replayFrom, setupState } from "../../../shared/engine";
import { START } from "../../../shared/games/lines-of-action/board";
import { isConnected } from "../../../shared/games/lines-of-action/groups";
import { perft } from "../../../shared/games/lines-of-action/moves";
import { type State, linesOfAction } from "../../../shared/games/lines-of-action/rules";
import {
  MAX_MOVES,
  type SearchBoard,
  SQUARES,
  connections,
  fromBoard,
  generateMoves,
  hashOf,
  isConnected as searchConnected,
  makeMove,
  makePass,
  moveFrom,
  moveTo,
  toBoard,
  unmakeMove,
  unmakePass,
} from "../../../shared/games/lines-of-action/search-board";
import { SQUARE_NAMES } from "../../../shared/games/lines-of-action/board";
import { randomBoard } from "./helpers";

const names = (b: SearchBoard, side: number): string[] => {
  const buffer = new Int32Array(MAX_MOVES);
  const n = generateMoves(b, side, buffer, 0);
  return Array.from(buffer.subarray(0, n), (m) => `${SQUARE_NAMES[moveFrom(m)]}${SQUARE_NAMES[moveTo(m)]}`).sort();
};
const legalNames = (state: State): string[] =>
  linesOfAction
    .legal(state, state.next)
    .flatMap((a) => ("from" in a ? [`${a.from}${a.to}`] : []))
    .sort();

function searchPerft(b: SearchBoard, depth: number, buffer: Int32Array, ply = 0): number {
  if (depth === 0) return 1;
  const n = generateMoves(b, b.side, buffer, ply * MAX_MOVES);
  if (n === 0) {
    makePass(b);
    const leaves = searchPerft(b, depth - 1, buffer, ply + 1);
    unmakePass(b);
    return leaves;
  }
  if (depth === 1) return n;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const move = buffer[ply * MAX_MOVES + i]!;
    makeMove(b, move);
    total += searchPerft(b, depth - 1, buffer, ply + 1);
    unmakeMove(b, move);
  }
  return total;
}

/** Everything a search board keeps, to compare with a fresh one (piece lists as sets). */
const snapshot = (b: SearchBoard) => ({
  board: toBoard(b),
  side: b.side,
  lines: Array.from(b.lines),
  count: Array.from(b.count),
  pieces: [0, 1].map((c) => Array.from(b.pieces.subarray(c * 12, c * 12 + b.count[c]!)).sort((x, y) => x - y)),
  sums: [Array.from(b.sumFile), Array.from(b.sumRank)],
  quads: Array.from(b.quads),
  quadBits: Array.from(b.quadBits),
  hash: [b.hashLo, b.hashHi],
});

describe("the search board's moves are the rules' moves", () => {
  test.each([
    [1, 36],
    [2, 1_244],
    [3, 44_952],
    [4, 1_563_208],
  ])("perft %i from the start: %i, by make and unmake (the rules' counts)", (depth, expected) => {
    const b = fromBoard(START, 0);
    const before = snapshot(b);
    expect(searchPerft(b, depth, new Int32Array(MAX_MOVES * 8))).toBe(expected);
    if (depth <= 3) expect(perft({ board: START, next: 0 }, depth)).toBe(expected); // depth 4: moves.test.ts
    expect(snapshot(b)).toEqual(before);
  });

  test("on 500 random boards, for both sides, the same moves as legal", () => {
    for (let i = 0; i < 500; i++) {
      const board = randomBoard(`search-board ${i}`);
      for (const side of [0, 1]) {
        const state: State = { ...(setupState(linesOfAction, {}, "s") as State), board, next: side };
        expect(names(fromBoard(board, side), side), `${board} side ${side}`).toEqual(legalNames(state));
      }
    }
  });

  test("along 20 random games, made move by move on one board, the same moves as legal", () => {
    let positions = 0;
    for (let g = 0; g < 20; g++) {
      const seed = `search-board game ${g}`;
      const { moves } = randomPlayout(linesOfAction, {}, seed);
      let state = setupState(linesOfAction, {}, seed) as State;
      const b = fromBoard(state.board, state.next);
      for (let i = 0; i < moves.length; i++) {
        expect(names(b, b.side)).toEqual(legalNames(state));
        const action = moves[i]!.action as { from: string; to: string } | { pass: true };
        if ("pass" in action) makePass(b);
        else {
          const buffer = new Int32Array(MAX_MOVES);
          const n = generateMoves(b, b.side, buffer, 0);
          const move = Array.from(buffer.subarray(0, n)).find(
            (m) => SQUARE_NAMES[moveFrom(m)] === action.from && SQUARE_NAMES[moveTo(m)] === action.to,
          )!;
          makeMove(b, move);
        }
        state = replayFrom(linesOfAction, state, i, seed, [moves[i]!]).state as State;
        expect(snapshot(b)).toEqual(snapshot(fromBoard(state.board, state.next)));
        positions++;
      }
    }
    expect(positions).toBeGreaterThan(500);
  });
});

describe("the search board's connections are the rules'", () => {
  test("on 2,000 random boards (the Euler number rules out many without a flood fill)", () => {
    for (let i = 0; i < 2000; i++) {
      const board = randomBoard(`connected ${i}`);
      const b = fromBoard(board, 0);
      for (const side of [0, 1]) expect(searchConnected(b, side), board).toBe(isConnected(board, side));
    }
  });

  test("touching pairs are counted once each, diagonals included", () => {
    // Three in an L and one apart: b1-c1, c1-c2, b1-c2 (diagonal) touch; h8 touches nothing.
    const board = Array.from({ length: SQUARES }, (_, sq) => ([1, 2, 10].includes(sq) ? "b" : sq === 63 ? "b" : ".")).join("");
    expect(connections(fromBoard(board, 0), 0)).toBe(3);
  });

  test("a position's hash is the same from a string as after the moves that reach it", () => {
    const rng = createRng("hash");
    const b = fromBoard(START, 0);
    const buffer = new Int32Array(MAX_MOVES);
    for (let i = 0; i < 40; i++) {
      const n = generateMoves(b, b.side, buffer, 0);
      if (n === 0) break;
      makeMove(b, buffer[rng.int(n)]!);
      expect([b.hashLo, b.hashHi]).toEqual(hashOf(toBoard(b), b.side));
    }
    expect(hashOf(START, 0)).not.toEqual(hashOf(START, 1));
  });
});
