import { describe, expect, it } from "vitest";
import { canWinNow, isWinningMove, mirror, play } from "../../../shared/games/connect-four/bitboard";
import { decodeBook, readBook } from "../../../shared/games/connect-four/book";
import { BOOK } from "../../../shared/games/connect-four/data/book";
import { createSolver } from "../../../shared/games/connect-four/solver";

const solver = createSolver(23);
const entries = readBook(BOOK);

describe("the Connect Four opening book", () => {
  it("reads back: a legal move in every position, each position and its mirror image", () => {
    const moves = decodeBook(BOOK);
    expect(entries.length).toBeGreaterThan(0);
    expect(moves.size).toBeGreaterThanOrEqual(entries.length);
    for (const { position } of entries) expect(canWinNow(position)).toBe(false);
  });

  it("keeps the result in its 12 deepest positions, as the solver finds it", () => {
    const deepest = [...entries].sort((a, b) => b.position.plies - a.position.plies).slice(0, 12);
    for (const { position, column } of deepest) {
      const result = solver.solveWeak(position);
      if (isWinningMove(position, column)) expect(result).toBe(1);
      else expect(solver.solveWeak(play(position, column))).toBe(0 - result);
      expect(solver.solveWeak(mirror(position))).toBe(result);
    }
  });
});
