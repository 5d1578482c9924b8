/**
 * Move generation, counted: perft from the start, and the engine's generator held against
 * a naive one written from the rulebook (helpers.ts) on the start, hundreds of random
 * boards and every position of some random games.
 */
import { describe, expect, test } from "vitest";
import { randomPlayout, replayFrom, setupState } from "../../../shared/engine";
import { START } from "../../../shared/games/lines-of-action/board";
import { groupsOf } from "../../../shared/games/lines-of-action/groups";
import { perft } from "../../../shared/games/lines-of-action/moves";
import { type State, linesOfAction } from "../../../shared/games/lines-of-action/rules";
import { engineMoves, naiveGroupCount, naiveMoves, naivePerft, randomBoard, swapColours } from "./helpers";

const start = { board: START, next: 0 };

describe("perft from the start (no end-of-game checks)", () => {
  // Each of Black's twelve pieces has three moves at the start: 36. From depth 2 the
  // counts are this engine's own, confirmed by the naive generator below.
  test.each([
    [1, 36],
    [2, 1_244],
    [3, 44_952],
    [4, 1_563_208],
  ])("depth %i: %i sequences", { timeout: 60_000 }, (depth, expected) => {
    expect(perft(start, depth)).toBe(expected);
    expect(naivePerft(START, 0, depth)).toBe(expected);
  });

  test("White to move from the start mirrors Black: the board is symmetric under a quarter turn", () => {
    expect(perft({ board: START, next: 1 }, 3)).toBe(perft(start, 3));
  });
});

describe("the engine agrees with the naive generator", () => {
  test("on the start position, for both sides", () => {
    expect(engineMoves(START, 0)).toEqual(naiveMoves(START, 0));
    expect(engineMoves(START, 1)).toEqual(naiveMoves(START, 1));
    expect(engineMoves(START, 0)).toHaveLength(36);
  });

  test("on 500 random boards, for both sides", () => {
    for (let i = 0; i < 500; i++) {
      const board = randomBoard(`board ${i}`);
      for (const seat of [0, 1]) expect(engineMoves(board, seat), `${board} seat ${seat}`).toEqual(naiveMoves(board, seat));
    }
  });

  test("and on the groups of 500 random boards (connection: orthogonal or diagonal)", () => {
    for (let i = 0; i < 500; i++) {
      const board = randomBoard(`groups ${i}`);
      for (const seat of [0, 1]) expect(groupsOf(board, seat).length, board).toBe(naiveGroupCount(board, seat));
    }
  });

  test("a position and its colour swap give the same moves to the swapped side", () => {
    for (let i = 0; i < 100; i++) {
      const board = randomBoard(`swap ${i}`);
      expect(engineMoves(swapColours(board), 1)).toEqual(engineMoves(board, 0));
    }
  });

  test("on every position of 20 random games", { timeout: 30_000 }, () => {
    let positions = 0;
    for (let g = 0; g < 20; g++) {
      const seed = `perft-games ${g}`;
      const { moves } = randomPlayout(linesOfAction, {}, seed);
      let current = setupState(linesOfAction, {}, seed) as State;
      for (let i = 0; i < moves.length; i++) {
        for (const seat of [0, 1]) expect(engineMoves(current.board, seat)).toEqual(naiveMoves(current.board, seat));
        current = replayFrom(linesOfAction, current, i, seed, [moves[i]!]).state as State;
        positions++;
      }
    }
    expect(positions).toBeGreaterThan(500);
  });
});
