import { describe, expect, it } from "vitest";
import { type Move, RuleError, applyAction, checkAction, randomPlayout, replay, setupState } from "../../../shared/engine";
import { COLUMNS, ROWS, type State, connectFour as game, winningLine } from "../../../shared/games/connect-four/rules";

const SEED = "test-seed";

/** Plays columns alternately, red first. */
function playCols(cols: number[]): State {
  return replay(game, {}, SEED, cols.map((col, i): Move => ({ seat: i % 2, action: { col } }))) as State;
}

describe("Connect Four", () => {
  it("starts with an empty 7x6 board and red (seat 0) to move", () => {
    const state = setupState(game, {}, SEED) as State;
    expect(state.columns).toHaveLength(COLUMNS);
    expect(state.columns.every((c) => c.length === 0)).toBe(true);
    expect(game.status(state)).toEqual({ active: [0] });
    expect(game.legal(state, 0)).toEqual([0, 1, 2, 3, 4, 5, 6].map((col) => ({ col })));
    expect(game.legal(state, 1)).toEqual([]);
  });

  it("drops a disc to the lowest empty cell of its column", () => {
    const state = playCols([3, 3, 3]);
    expect(state.columns[3]).toEqual([0, 1, 0]);
    expect(state.last).toEqual([3, 2]);
    expect(game.status(state)).toEqual({ active: [1] });
  });

  it.each([
    ["horizontally", [0, 0, 1, 1, 2, 2, 3], [[0, 0], [1, 0], [2, 0], [3, 0]]],
    ["vertically", [4, 5, 4, 5, 4, 5, 4], [[4, 0], [4, 1], [4, 2], [4, 3]]],
    ["on a rising diagonal", [0, 1, 1, 2, 2, 3, 2, 3, 3, 6, 3], [[0, 0], [1, 1], [2, 2], [3, 3]]],
    ["on a falling diagonal", [6, 5, 5, 4, 4, 3, 4, 3, 3, 0, 3], [[3, 3], [4, 2], [5, 1], [6, 0]]],
  ])("four in a row %s wins", (_how, cols, line) => {
    const state = playCols(cols as number[]);
    expect(game.status(state)).toEqual({ over: { winners: [0], reason: "four in a row" } });
    expect(state.win?.line).toEqual(line);
  });

  it("yellow can win too", () => {
    const state = playCols([0, 1, 0, 1, 0, 1, 6, 1]);
    expect(game.status(state)).toMatchObject({ over: { winners: [1] } });
  });

  it("counts a line of five through the last disc as a win", () => {
    expect(winningLine([[0], [0], [], [0], [0], [], []], 2, 0)).toBeNull();
    const columns = [[0], [0], [0], [0], [0], [], []];
    expect(winningLine(columns, 2, 0)).toHaveLength(5);
  });

  it("is a draw when the board fills with no four in a row", () => {
    // Columns filled in pairs so that no line of four forms anywhere.
    const cols = [0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 2, 3, 2, 3, 2, 3, 3, 2, 3, 2, 3, 2, 4, 5, 4, 5, 4, 5, 5, 4, 5, 4, 5, 4, 6, 6, 6, 6, 6, 6];
    const state = playCols(cols);
    expect(state.win).toBeNull();
    expect(game.status(state)).toEqual({ over: { winners: [], reason: "the board is full" } });
  });

  it("refuses a full column", () => {
    const state = playCols([2, 2, 2, 2, 2, 2]);
    expect(game.legal(state, 0)).not.toContainEqual({ col: 2 });
    expect(checkAction(game, state, 6, 0, 6, { col: 2 })).toMatchObject({ ok: false, refusal: { code: "illegal" } });
    expect(() => game.apply(state, 0, { col: 2 }, null as never)).toThrow(RuleError);
  });

  it("refuses any move after the end", () => {
    const state = playCols([0, 1, 0, 1, 0, 1, 0]);
    expect(game.legal(state, 1)).toEqual([]);
    expect(checkAction(game, state, 7, 1, 7, { col: 1 })).toMatchObject({ ok: false, refusal: { code: "status" } });
    expect(() => game.apply(state, 1, { col: 1 }, null as never)).toThrow(RuleError);
  });

  it("refuses a move out of turn, and actions of the wrong shape", () => {
    const state = playCols([]);
    expect(checkAction(game, state, 0, 1, 0, { col: 0 })).toMatchObject({ ok: false, refusal: { code: "turn" } });
    for (const bad of [{ col: -1 }, { col: 7 }, { col: 1.5 }, { col: "1" }, { col: 1, x: 0 }, null, [], "col"])
      expect(checkAction(game, state, 0, 0, 0, bad)).toMatchObject({ ok: false, refusal: { code: "invalid" } });
  });

  it("describes moves in words", () => {
    const before = playCols([]);
    const after = playCols([3]);
    expect(game.describe(before, 0, { col: 3 }, after)).toEqual([{ text: "Red dropped a disc in column 4." }]);
  });

  it("tells each player, at their first move only, that a tap on a column drops a disc", () => {
    const words = (state: State, seat: number) => game.turnWords?.(game.view(state, seat), seat);
    expect(words(playCols([]), 0)).toBe("Your turn: tap a column");
    expect(words(playCols([3]), 1)).toBe("Your turn: tap a column");
    expect(words(playCols([3, 4]), 0)).toBeUndefined();
    expect(words(playCols([3, 4, 2]), 1)).toBeUndefined();
  });

  it("is deterministic: the same seed and actions give the same state", () => {
    const a = randomPlayout(game, {}, "same");
    const b = randomPlayout(game, {}, "same");
    expect(b.state).toEqual(a.state);
    expect(replay(game, {}, "same", a.moves)).toEqual(a.state);
  });

  it("ends every one of 10,000 random games with an outcome the board agrees with", () => {
    const outcomes = { red: 0, yellow: 0, draw: 0 };
    for (let i = 0; i < 10_000; i++) {
      const { state, moves, outcome } = randomPlayout(game, {}, `playout-${i}`, 100) as {
        state: State;
        moves: Move[];
        outcome: { winners: number[] } | null;
      };
      if (!outcome) throw new Error(`game ${i} did not end`);
      const discs = state.columns.flat();
      expect(discs.length).toBe(moves.length);
      // Red never has fewer discs than yellow, nor more than one more.
      const red = discs.filter((d) => d === 0).length;
      expect(red - (discs.length - red)).toBeGreaterThanOrEqual(0);
      expect(red - (discs.length - red)).toBeLessThanOrEqual(1);
      if (outcome.winners.length === 0) {
        expect(discs.length).toBe(COLUMNS * ROWS);
        outcomes.draw++;
      } else {
        const [winner] = outcome.winners;
        const last = state.last;
        expect(last).not.toBeNull();
        // The winner made the last move, and it completed the line.
        expect(state.columns[last![0]]![last![1]]).toBe(winner);
        expect(winningLine(state.columns, last![0], last![1])).not.toBeNull();
        if (winner === 0) outcomes.red++;
        else outcomes.yellow++;
      }
    }
    expect(outcomes.red).toBeGreaterThan(0);
    expect(outcomes.yellow).toBeGreaterThan(0);
  });

  it("accepts every legal action and refuses every other column, all game long", () => {
    for (let i = 0; i < 200; i++) {
      const { moves } = randomPlayout(game, {}, `legal-${i}`);
      let state = setupState(game, {}, `legal-${i}`);
      moves.forEach((move, ply) => {
        const legal = game.legal(state as State, move.seat);
        for (let col = 0; col < COLUMNS; col++) {
          const result = checkAction(game, state, ply, move.seat, ply, { col });
          expect(result.ok).toBe(legal.some((a) => a.col === col));
        }
        state = applyAction(game, state, ply, `legal-${i}`, move.seat, move.action).state;
      });
    }
  });
});
