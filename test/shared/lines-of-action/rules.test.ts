/**
 * Lines of Action, rule by rule: the rulebook's scenarios as diagrams (rank 8 on top,
 * file a on the left; b Black, w White), then this site's own decisions (pass,
 * repetition, quiet plies), the action and option schemas, the view and the log.
 */
import { describe, expect, test } from "vitest";
import { RuleError, checkAction, createRng, parseOptions } from "../../../shared/engine";
import { START, countPieces, parseDiagram } from "../../../shared/games/lines-of-action/board";
import { QUIET_PLY_LIMIT, REASONS, judgePly } from "../../../shared/games/lines-of-action/ending";
import { type State, type View, fromPosition, linesOfAction } from "../../../shared/games/lines-of-action/rules";
import { play, position, swapColours, targets } from "./helpers";

const game = linesOfAction;
const rng = createRng("rules");
const startState = (): State => game.setup(2, { simultaneous: "mover-wins" }, rng);

/** The log lines of playing `move` ("e2-e4" or "pass") from `state`. */
function logOf(state: State, move: string): string[] {
  const after = play(state, move);
  const action = move === "pass" ? { pass: true as const } : { from: move.slice(0, 2), to: move.slice(3, 5) };
  return game.describe(state, state.next, action, after).map((line) => line.text);
}

describe("setup (Materials & setup)", () => {
  test("Black holds b1-g1 and b8-g8, White a2-a7 and h2-h7; the corners are empty", () => {
    expect(startState().board).toBe(
      parseDiagram(`
        . b b b b b b .
        w . . . . . . w
        w . . . . . . w
        w . . . . . . w
        w . . . . . . w
        w . . . . . . w
        w . . . . . . w
        . b b b b b b .`),
    );
    expect(countPieces(START, 0)).toBe(12);
    expect(countPieces(START, 1)).toBe(12);
  });

  test("Black (seat 0) moves first", () => {
    const state = startState();
    expect(game.status(state)).toEqual({ active: [0] });
    expect(game.legal(state, 1)).toEqual([]);
    expect(() => game.apply(state, 1, { from: "a2", to: "c2" }, rng)).toThrow(RuleError);
  });

  test("each Black piece has three moves at the start, 36 in all; c1 can already capture on a3", () => {
    const state = startState();
    expect(game.legal(state, 0)).toHaveLength(36);
    expect(targets(state, "b1")).toEqual(["b3", "d3", "h1"]);
    expect(targets(state, "c1")).toEqual(["a3", "c3", "e3"]);
  });
});

describe("moving (The play)", () => {
  test("a piece moves exactly as many squares as there are pieces on its whole line, both sides counted", () => {
    // Rank 4 holds a4, d4 and h4: three pieces, so d4 moves three squares along it, to g4
    // (and not a4: its own piece is there). Every other line through d4 holds d4 alone: one square.
    const state = position(`
      w . . . . . . .
      . . . . . . . .
      . . . . . . . .
      . . . . . . . .
      b . . b . . . w
      . . . . . . . .
      . . . . . . . .
      . . . . . . . w`);
    expect(targets(state, "d4")).toEqual(["c3", "c5", "d3", "d5", "e3", "e5", "g4"]);
  });

  test("it may pass over its own pieces", () => {
    // File e holds three Black pieces: e2 moves three squares north, over e3 and e4, to e5.
    const state = position(`
      w . . . . . . w
      . . . . . . . .
      . . . . . . . .
      . . . . . . . .
      . . . . b . . .
      . . . . b . . .
      . . . . b . . .
      . . . . . . . .`);
    expect(targets(state, "e2")).toContain("e5");
    expect(play(state, "e2-e5").board).toBe(
      parseDiagram(`
        w . . . . . . w
        . . . . . . . .
        . . . . . . . .
        . . . . b . . .
        . . . . b . . .
        . . . . b . . .
        . . . . . . . .
        . . . . . . . .`),
    );
  });

  test("it may never pass over an enemy piece", () => {
    // File e holds two pieces, but e3 is White: e2 cannot go to e4 (nor stop short on e3).
    const state = position(`
      b . . . . . . w
      . . . . . . . .
      . . . . . . . .
      . . . . . . . .
      . . . . . . . .
      . . . . w . . .
      . . . . b . . .
      . . . . . . . .`);
    expect(targets(state, "e2")).not.toContain("e4");
    expect(targets(state, "e2")).not.toContain("e3");
    expect(() => play(state, "e2-e4")).toThrow(RuleError);
    const check = checkAction(game, state, 0, 0, 0, { from: "e2", to: "e4" });
    expect(check).toMatchObject({ ok: false, refusal: { code: "illegal" } });
  });

  test("it may not land on its own piece", () => {
    const state = position(`
      w . . . . . . w
      . . . . . . . .
      . . . . . . . .
      . . . . . . . .
      . . . . b . . .
      . . . . . . . .
      . . . . b . . .
      . . . . . . . .`);
    expect(targets(state, "e2")).not.toContain("e4");
  });

  test("it may not leave the board", () => {
    // At the start, rank 1 holds six pieces: c1 would have to go six squares.
    expect(targets(startState(), "c1").filter((sq) => sq.endsWith("1"))).toEqual([]);
  });

  test("landing on an enemy piece captures it", () => {
    const state = position(`
      b . . . . . . w
      . . . . . . . .
      . . . . . . . .
      . . . . . . . .
      . . . . w . . .
      . . . . . . . .
      . . . . b . . .
      . . . . . . . w`);
    const after = play(state, "e2-e4");
    expect(after.board).toBe(
      parseDiagram(`
        b . . . . . . w
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . b . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . w`),
    );
    expect(countPieces(after.board, 1)).toBe(2);
    expect(after.last).toEqual({ seat: 0, from: "e2", to: "e4", capture: true });
    expect(game.status(after)).toEqual({ active: [1] });
    expect(logOf(state, "e2-e4")).toEqual(["Black e2-e4", "Black captured on e4"]);
  });
});

describe("winning (The play, Winning)", () => {
  test("joining all your pieces into one group wins", () => {
    // Rank 4 holds c4 and f4: f4 moves two squares to d4, touching c4 and c3.
    const state = position(`
      w . . . . . . w
      . . . . . . . .
      . . . . . . . .
      . . . . . . . .
      . . b . . b . .
      . . b . . . . .
      . . . . . . . .
      . . . . . . . .`);
    const after = play(state, "f4-d4");
    expect(game.status(after)).toEqual({ over: { winners: [0], reason: REASONS.connected } });
    expect(logOf(state, "f4-d4")).toEqual(["Black f4-d4", "Black connected all pieces and won"]);
    expect(game.legal(after, 0)).toEqual([]);
    expect(game.legal(after, 1)).toEqual([]);
    expect(() => game.apply(after, 1, { from: "a8", to: "b8" }, rng)).toThrow(RuleError);
  });

  test("a capture can connect, and pieces touching only at corners are connected", () => {
    // f6 takes d4 along the a1-h8 diagonal (two pieces on it): b6, c5 and d4 touch corner to corner.
    const state = position(`
      w . . . . . . .
      . . . . . . . .
      . b . . . b . .
      . . b . . . . .
      . . . w . . . .
      . . . . . . . .
      . . . . . . . w
      . . . . . . . w`);
    const after = play(state, "f6-d4");
    expect(game.status(after)).toEqual({ over: { winners: [0], reason: REASONS.connected } });
    expect(logOf(state, "f6-d4")).toEqual(["Black f6-d4", "Black captured on d4", "Black connected all pieces and won"]);
  });

  test("a capture that leaves the other side's pieces all connected makes the other side win", () => {
    // f1 takes the stray h1: White's a7 and a8 are now White's only pieces, and they touch.
    const state = position(`
      w . . . . . . .
      w . . . . . . .
      . . . . . . . .
      . . b . . . . .
      . . . . . . . .
      . . . . . . . .
      . . . . . . . .
      . . . . . b . w`);
    const after = play(state, "f1-h1");
    expect(game.status(after)).toEqual({ over: { winners: [1], reason: REASONS.connected } });
    expect(logOf(state, "f1-h1").at(-1)).toBe("White's pieces are all connected: White won");
  });

  test("a side reduced to one piece has won", () => {
    const state = position(`
      w . . . . . . .
      . . . . . . . .
      . . . . . . . .
      . . b . . . . .
      . . . . . . . .
      . . . . . . . .
      . . . . . . . .
      . . . . . b . w`);
    const after = play(state, "f1-h1");
    expect(game.status(after)).toEqual({ over: { winners: [1], reason: REASONS.onePiece } });
    expect(logOf(state, "f1-h1").at(-1)).toBe("White is down to one piece, which counts as connected: White won");
  });

  describe("a move that connects both sides at once", () => {
    // f6 takes d4: the mover's pieces join, and the other side's a7 and a8 are left alone together.
    const diagram = `
      w . . . . . . .
      w . . . . . . .
      . . . . . b . .
      . . b . . . . .
      . . b w . . . .
      . . . . . . . .
      . . . . . . . .
      . . . . . . . .`;
    test.each([
      { mover: 0, rule: "mover-wins", winners: [0], log: "Both sides connected at once: Black, who moved, won" },
      { mover: 1, rule: "mover-wins", winners: [1], log: "Both sides connected at once: White, who moved, won" },
      { mover: 0, rule: "draw", winners: [], log: "Both sides connected at once: a draw" },
      { mover: 1, rule: "draw", winners: [], log: "Both sides connected at once: a draw" },
    ] as const)("seat $mover moving, rule $rule: winners $winners", ({ mover, rule, winners, log }) => {
      const board = mover === 0 ? parseDiagram(diagram) : swapColours(parseDiagram(diagram));
      const state = fromPosition(board, mover, { simultaneous: rule });
      expect(game.status(play(state, "f6-d4"))).toEqual({ over: { winners, reason: REASONS.both } });
      expect(logOf(state, "f6-d4").at(-1)).toBe(log);
    });

    test("reducing the other side to one piece while connecting is simultaneous too", () => {
      const state = position(`
        w . . . . . . .
        . . . . . . . .
        . . . . . b . .
        . . b . . . . .
        . . b w . . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .`);
      expect(game.status(play(state, "f6-d4"))).toEqual({ over: { winners: [0], reason: REASONS.both } });
    });

    test("the rulebook's rule is the default; the tournament draw is the option", () => {
      expect(parseOptions(game, {})).toEqual({ ok: true, options: { simultaneous: "mover-wins" } });
      expect(parseOptions(game, { simultaneous: "draw" })).toEqual({ ok: true, options: { simultaneous: "draw" } });
      expect(game.setup(2, { simultaneous: "draw" }, rng).simultaneous).toBe("draw");
    });
  });
});

describe("a side with no move passes (this site's rule)", () => {
  // Black's a1 and h8 are each walled in by adjacent White pieces: a neighbouring enemy
  // always blocks, as the line through it holds at least two pieces.
  const stuck = () =>
    position(`
      . . . . . . w b
      . . . . . . w w
      . . . . . . . .
      . . . . . . . .
      . . . . . . . .
      . . . . . . . .
      w w . . . . . .
      b w . . . . . .`);

  test("its only legal action is a pass, which hands the turn over", () => {
    const state = stuck();
    expect(game.legal(state, 0)).toEqual([{ pass: true }]);
    const after = play(state, "pass");
    expect(after.board).toBe(state.board);
    expect(after.last).toEqual({ seat: 0, pass: true });
    expect(game.status(after)).toEqual({ active: [1] });
    expect(game.legal(after, 1).length).toBeGreaterThan(0);
    expect(logOf(state, "pass")).toEqual(["Black has no move and passes"]);
  });

  test("a side that has a move may not pass", () => {
    const state = startState();
    expect(() => game.apply(state, 0, { pass: true }, rng)).toThrow("you may pass only when you have no move");
    expect(checkAction(game, state, 0, 0, 0, { pass: true })).toMatchObject({ ok: false, refusal: { code: "illegal" } });
  });

  test("when neither side can move, the game is drawn", () => {
    // Unreachable in play (32 pieces a side), but it is the one board where nobody can move
    // that is easy to draw: every line is full, so every move would leave the board.
    const board = parseDiagram(`
      w w w w w w w w
      b b b b b b b b
      w w w w w w w w
      b b b b b b b b
      w w w w w w w w
      b b b b b b b b
      w w w w w w w w
      b b b b b b b b`);
    expect(judgePly({ board, mover: 0, repeats: 1, quiet: 1, simultaneous: "mover-wins" })).toEqual({
      winners: [],
      reason: REASONS.stuck,
    });
  });
});

describe("endless games are drawn (this site's rules)", () => {
  const shuffle = ["b1-b3", "a2-c2", "b3-b1", "c2-a2"];

  test("the third time the same position occurs with the same side to move, the game is drawn", () => {
    const twice = play(startState(), ...shuffle, ...shuffle.slice(0, 3));
    expect(game.status(twice)).toEqual({ active: [1] });
    const thrice = play(twice, "c2-a2");
    expect(thrice.board).toBe(START);
    expect(game.status(thrice)).toEqual({ over: { winners: [], reason: REASONS.repetition } });
    expect(logOf(twice, "c2-a2").at(-1)).toBe("The same position came up a third time: a draw");
    expect((game.view(twice, 0) as View).repeats).toBe(2);
  });

  test("a capture clears the history: earlier positions can never come back", () => {
    const after = play(startState(), ...shuffle, "c1-a3");
    expect(after.history).toHaveLength(1);
    expect(after.quiet).toBe(0);
  });

  test(`${QUIET_PLY_LIMIT} plies in a row without a capture draw the game`, () => {
    const state: State = { ...startState(), quiet: QUIET_PLY_LIMIT - 1 };
    expect(game.status(play(state, "b1-b3"))).toEqual({ over: { winners: [], reason: REASONS.quiet } });
    expect(logOf(state, "b1-b3").at(-1)).toBe(`${QUIET_PLY_LIMIT} turns without a capture: a draw`);
    // A capture on that last ply resets the count instead.
    expect(game.status(play(state, "c1-a3"))).toEqual({ active: [1] });
  });
});

describe("actions and options are checked at the door", () => {
  test.each([
    ["a string", "b1-b3"],
    ["an unknown field", { from: "b1", to: "b3", promote: true }],
    ["a square off the board", { from: "b1", to: "b9" }],
    ["an upper-case square", { from: "B1", to: "B3" }],
    ["a missing square", { from: "b1" }],
    ["a pass that is not true", { pass: false }],
    ["a pass with a move", { pass: true, from: "b1", to: "b3" }],
  ])("%s is not an action", (_name, raw) => {
    expect(checkAction(game, startState(), 0, 0, 0, raw)).toMatchObject({ ok: false, refusal: { code: "invalid" } });
  });

  test("a well-formed move that the rules forbid is illegal", () => {
    expect(checkAction(game, startState(), 0, 0, 0, { from: "b1", to: "b2" })).toMatchObject({
      ok: false,
      refusal: { code: "illegal" },
    });
    expect(checkAction(game, startState(), 0, 0, 0, { from: "a2", to: "c2" })).toMatchObject({
      ok: false,
      refusal: { code: "illegal" },
    });
    expect(checkAction(game, startState(), 0, 0, 0, { to: "b3", from: "b1" })).toEqual({
      ok: true,
      action: { from: "b1", to: "b3" },
    });
  });

  test.each([{ simultaneous: "sometimes" }, { rule: "draw" }, { players: 3 }])("options %j are refused", (raw) => {
    expect(parseOptions(game, raw).ok).toBe(false);
  });
});

describe("the view and the state", () => {
  test("the view shows the board with counts and hides nothing a player may not see", () => {
    const view = game.view(startState(), 0) as View;
    expect(view).toMatchObject({
      board: START,
      next: 0,
      ply: 0,
      last: null,
      outcome: null,
      pieces: [12, 12],
      captured: [0, 0],
      groups: [2, 2],
      repeats: 1,
      quietLimit: QUIET_PLY_LIMIT,
    });
    expect(view).not.toHaveProperty("history");
    expect(game.view(startState(), null)).toEqual(view);
    expect(game.view(startState(), 1)).toEqual(view);
  });

  test("captures show in the view", () => {
    const view = game.view(play(startState(), "c1-a3"), 1) as View;
    expect(view.pieces).toEqual([12, 11]);
    expect(view.captured).toEqual([1, 0]);
  });

  test("the state is plain JSON", () => {
    const state = play(startState(), "c1-a3", "a4-c4");
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});
