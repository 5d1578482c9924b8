import { describe, expect, it } from "vitest";
import { type Bot, createRng, createStopwatch, randomBot } from "../../../shared/engine";
import { fromState, play } from "../../../shared/games/connect-four/bitboard";
import { bookColumn } from "../../../shared/games/connect-four/book";
import { PLAYER_TABLE_LOG2, solvedColumn } from "../../../shared/games/connect-four/perfect";
import { bots, connectFourBot, perfect } from "../../../shared/games/connect-four/bot";
import { type Action, type State, connectFour as game } from "../../../shared/games/connect-four/rules";
import { createSolver } from "../../../shared/games/connect-four/solver";
import { afterColumns, discs, positionOf, randomStates } from "./positions";

/** The test's own solver, apart from the player's. */
const solver = createSolver(22);
const rng = createRng("perfect");
const medium = bots[1] as Bot<State, Action>;
const random = randomBot(game) as Bot<State, Action>;
/**
 * A search of half a million nodes, a fraction of a second: a position the book leaves out
 * needs no more (the book's limit); earlier ones fall back to Medium, quickly.
 */
const BOOK_LIMIT = 500_000;
const BUDGET = { work: BOOK_LIMIT };
/** The player's own size of solver, empty: as the book's build measured a position. */
const freshSolver = createSolver(PLAYER_TABLE_LOG2);
const fresh = () => (freshSolver.clear(), freshSolver);

/** Plays a game from the start; the outcome's winners. */
function playGame(red: Bot<State, Action>, yellow: Bot<State, Action>, seed: string): number[] {
  const dice = createRng(seed);
  let state = game.setup(2, {}, dice);
  for (;;) {
    const status = game.status(state);
    if ("over" in status) return status.over.winners;
    const seat = state.next;
    const action = (seat === 0 ? red : yellow).choose(state, seat, dice, BUDGET);
    expect(game.legal(state, seat)).toContainEqual(action);
    state = game.apply(state, seat, action, dice);
  }
}

describe("the perfect Connect Four player", () => {
  it("is the strongest of the computer players, listed last", () => {
    expect(bots.map((b) => [b.id, b.name, b.level])).toEqual([
      ["random", "Random", 0],
      ["lookahead", "Medium", 1],
      ["perfect", "Perfect", 2],
    ]);
  });

  // Random positions of 10 to 15 discs take the solver up to seconds each: the check of 3,000
  // positions from 10 discs on is test/tools/connect-four-check.ts.
  it("keeps the score of 1,000 random positions of 16 to 30 discs: the result, and how soon it comes", () => {
    const plies = Array.from({ length: 15 }, (_, i) => 16 + i);
    for (const state of randomStates("keeps the score", 1000, plies)) {
      const p = positionOf(state);
      const before = solver.solve(p);
      const { col } = perfect.choose(state, state.next, rng, {});
      const after = game.apply(state, state.next, { col }, rng);
      // The score for the other seat after the move is minus the score before it.
      const theirs = after.win ? -((43 - discs(state)) >> 1) : solver.solve(play(p, col));
      expect(theirs, `${JSON.stringify(state.columns)}: column ${col}`).toBe(0 - before);
    }
  });

  it("wins as Red from the start against a random player and against Medium", () => {
    for (let i = 0; i < 3; i++) expect(playGame(perfect, random, `random-${i}`)).toEqual([0]);
    expect(playGame(perfect, medium, "medium")).toEqual([0]);
  });

  it("plays Red perfectly from the empty board whatever Yellow answers: along 100 random lines, every Red move is the book's or a search within the book's limit, and Red wins", () => {
    for (let i = 0; i < 100; i++) {
      const dice = createRng(`line-${i}`);
      let state = game.setup(2, {}, dice);
      for (;;) {
        const status = game.status(state);
        if ("over" in status) {
          expect(status.over.winners, `line ${i}`).toEqual([0]);
          break;
        }
        const legal = game.legal(state, state.next);
        // The book's move, or the soonest win proven within the limit (solvedColumn throws OutOfBudget past it).
        const p = fromState(state);
        const col = state.next === 0 ? (bookColumn(p) ?? solvedColumn(p, fresh(), createStopwatch(BUDGET, BOOK_LIMIT))) : legal[dice.int(legal.length)]!.col;
        state = game.apply(state, state.next, { col }, dice);
      }
    }
  });

  it("keeps Yellow's result whatever Red plays: along 42 random lines, six after each first move, every Yellow move past the book keeps the result within the player's default budget", () => {
    let checked = 0;
    for (let i = 0; i < 42; i++) {
      const dice = createRng(`yellow-line-${i}`);
      let state = game.apply(game.setup(2, {}, dice), 0, { col: i % 7 }, dice);
      while (!("over" in game.status(state))) {
        const legal = game.legal(state, state.next);
        let col = legal[dice.int(legal.length)]!.col;
        if (state.next === 1) {
          const p = fromState(state);
          col = perfect.choose(state, 1, dice, {}).col;
          if (bookColumn(p) === undefined) {
            // The result for Red after Yellow's move is minus Yellow's before it.
            const after = game.apply(state, 1, { col }, dice);
            expect(after.win ? -1 : solver.solveWeak(play(p, col)), `line ${i}: ${JSON.stringify(state.columns)}, column ${col}`).toBe(0 - solver.solveWeak(p));
            checked++;
          }
        }
        state = game.apply(state, state.next, { col }, dice);
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it("plays a move proven to keep the result when its budget cannot rank the moves: Yellow after 4453767 (0.54 M nodes to keep, 11 M to rank)", () => {
    const state = afterColumns([3, 3, 4, 2, 6, 5, 6]);
    const p = fromState(state);
    expect(bookColumn(p)).toBeUndefined();
    expect(solver.solveWeak(p)).toBe(1); // Red's last moves were mistakes: Yellow wins
    const { col } = perfect.choose(state, 1, rng, { work: 1_000_000 });
    expect(0 - solver.solveWeak(play(p, col))).toBe(1);
    // The proven move, the centre, not Medium's guess (the third column, which happens to win too).
    expect(col).toBe(3);
    expect(connectFourBot(state, 1).col).toBe(2);
  });

  it("answers a legal move, leaves the state untouched and answers the same twice", () => {
    for (const state of randomStates("legal", 40, [16, 22, 28, 34])) {
      const before = JSON.stringify(state);
      const action = perfect.choose(state, state.next, createRng("a"), BUDGET);
      expect(game.legal(state, state.next)).toContainEqual(action);
      expect(JSON.stringify(state)).toBe(before);
      expect(perfect.choose(state, state.next, createRng("b"), BUDGET)).toEqual(action);
    }
  });

  it("plays Medium's move when its budget runs out, still a legal one", () => {
    // Red opened in column 0: not the book's line, and far too early for a search of 10 nodes.
    const state = afterColumns([0, 3, 1, 2, 5, 4, 6, 3]);
    const action = perfect.choose(state, state.next, rng, { work: 10 });
    expect(game.legal(state, state.next)).toContainEqual(action);
    expect(action).toEqual(connectFourBot(state, state.next));
  });
});
