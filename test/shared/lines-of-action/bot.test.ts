/**
 * The computer players (bot.ts): the contract (a legal action, the state untouched, the same
 * move for the same rng and work, no clock but the budget's), the two tactical duties (take a
 * connection in one; never allow the other side one when some move avoids it), judged by the
 * rules' own move generator and groups rather than the search's, and a short match.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { type AnyBot, type Budget, createRng, randomPlayout, setupState } from "../../../shared/engine";
import { bots, easy, strong } from "../../../shared/games/lines-of-action/bot";
import { isConnected } from "../../../shared/games/lines-of-action/groups";
import { generateMoves, makeMove } from "../../../shared/games/lines-of-action/moves";
import { type Action, type State, linesOfAction as game } from "../../../shared/games/lines-of-action/rules";
import { position } from "./helpers";

const WORK: Budget = { work: 3000 };
const searchers = [easy, strong];

/**
 * What a move does, by the rules: "win" (the mover is connected after it), "loss" (the
 * other side is, and not the mover), "allows" (the other side has a connecting reply),
 * "draw" (the game ends drawn) or "safe".
 */
function judge(state: State, action: Action): "win" | "loss" | "allows" | "draw" | "safe" {
  const seat = state.next;
  const after = game.apply(state, seat, action, createRng("judge"));
  if (after.outcome) return after.outcome.winners.length === 0 ? "draw" : after.outcome.winners[0] === seat ? "win" : "loss";
  const other = 1 - seat;
  return generateMoves(after.board, other).some((reply) => isConnected(makeMove(after.board, reply), other)) ? "allows" : "safe";
}

/** Positions near the end of random games (the last `tail` plies before the end), not over. */
function latePositions(games: number, tail: number, label: string): State[] {
  const out: State[] = [];
  for (let g = 0; g < games; g++) {
    const seed = `${label} ${g}`;
    const { moves } = randomPlayout(game, {}, seed);
    let state = setupState(game, {}, seed) as State;
    moves.forEach((move, i) => {
      if (i >= moves.length - tail && !state.outcome) out.push(state);
      state = game.apply(state, move.seat, move.action as Action, createRng("x"));
    });
  }
  return out;
}

const LATE = latePositions(120, 6, "bot late");

describe("the players keep the contract", () => {
  const positions = [setupState(game, {}, "contract") as State, ...LATE.filter((_, i) => i % 25 === 0)];

  test.each(bots.map((b) => [b.id, b] as const))("%s: a legal action, the state untouched, the same move again", (_id, bot: AnyBot) => {
    for (const state of positions) {
      const before = JSON.stringify(state);
      const action = bot.choose(state, state.next, createRng("same"), WORK);
      expect(game.legal(state, state.next)).toContainEqual(action);
      expect(JSON.stringify(state)).toBe(before);
      expect(bot.choose(state, state.next, createRng("same"), WORK)).toEqual(action);
      if (bot.decide) expect(bot.decide(state, state.next, createRng("same"), WORK).action).toEqual(action);
    }
  });

  test("weakest first, the strong search last (the default)", () => {
    expect(bots.map((b) => [b.id, b.level])).toEqual([
      ["random", 0],
      ["easy", 1],
      ["strong", 2],
    ]);
  });

  test("a side with no move passes", () => {
    const stuck = position(`
      . . . . . . w b
      . . . . . . w w
      . . . . . . . .
      . . . . . . . .
      . . . . . . . .
      . . . . . . . .
      w w . . . . . .
      b w . . . . . .`);
    for (const bot of bots) expect(bot.choose(stuck, 0, createRng("p"), WORK)).toEqual({ pass: true });
  });

  describe("no clock but the budget's", () => {
    afterEach(() => vi.restoreAllMocks());

    test("stops when the budget's clock says so, and never reads another", () => {
      vi.spyOn(performance, "now").mockImplementation(() => {
        throw new Error("read performance.now");
      });
      vi.spyOn(Date, "now").mockImplementation(() => {
        throw new Error("read Date.now");
      });
      let t = 0;
      const budget: Budget = { ms: 40, now: () => (t += 1) };
      const state = LATE[0]!;
      const decision = strong.decide!(state, state.next, createRng("clock"), budget);
      expect(game.legal(state, state.next)).toContainEqual(decision.action);
      // One tick a batch of 256 nodes: stopped after about 40 ticks, once the first two plies were done.
      expect(decision.nodes).toBeLessThan(60 * 256);
    });

    test("a work budget bounds the nodes, past the two plies always searched", () => {
      const state = setupState(game, {}, "work") as State;
      const small = strong.decide!(state, 0, createRng("w"), { work: 20_000 });
      expect(small.nodes).toBeLessThanOrEqual(20_000 + 256);
      expect(small.depth).toBeGreaterThanOrEqual(3);
      const tiny = strong.decide!(state, 0, createRng("w"), { work: 1 });
      expect(tiny.depth).toBe(2);
    });
  });
});

describe("tactics, checked by the rules' own moves and groups", () => {
  test("takes the connecting move: a hand-made position", () => {
    // Black's f2 joins d5-e5-e4 by f2-e3 or f2-f3; every other move leaves it apart.
    const state = position(`
      . . . . . . . .
      . . . . . . . .
      . . . . . . . .
      . . . b b . . .
      . . . . b . . .
      . . . . . . . .
      . . . . . b . .
      w . . . . . . w`);
    for (const bot of searchers) {
      const action = bot.choose(state, 0, createRng("t"), WORK);
      expect(judge(state, action), bot.id).toBe("win");
    }
  });

  test("takes the connecting move whenever there is one, in positions from random games", () => {
    const winning = LATE.filter((s) => game.legal(s, s.next).some((a) => judge(s, a) === "win"));
    expect(winning.length).toBeGreaterThan(40);
    for (const bot of searchers)
      for (const state of winning) expect(judge(state, bot.choose(state, state.next, createRng("w"), WORK)), bot.id).toBe("win");
  });

  test("blocks a one-move connection: a position with one safe move in seventeen", () => {
    // From a random game (seed "find5"): White to move; all but one move leave Black a connection.
    const state = position(
      `
      . . . . . . . .
      . . . . . . . w
      . . . . . . . .
      . . . . . . . b
      . . . . . . . .
      . . . w . . . .
      w . . . . . b .
      . . . . . . . .`,
      1,
    );
    const verdicts = game.legal(state, 1).map((a) => judge(state, a));
    expect(verdicts.filter((v) => v === "safe")).toHaveLength(1);
    for (const bot of searchers) expect(judge(state, bot.choose(state, 1, createRng("b"), WORK)), bot.id).toBe("safe");
  });

  test("never lets the other side connect next move when a move avoids it, over many random positions", () => {
    let tested = 0;
    for (const state of LATE) {
      const verdicts = game.legal(state, state.next).map((a) => judge(state, a));
      if (verdicts.includes("win")) continue; // the move to take then is the win, tested above
      const avoidable = verdicts.some((v) => v === "safe" || v === "draw");
      const dangerous = verdicts.some((v) => v === "allows" || v === "loss");
      if (!avoidable || !dangerous) continue;
      tested++;
      for (const bot of searchers) {
        const verdict = judge(state, bot.choose(state, state.next, createRng("n"), WORK));
        expect(["safe", "draw"], `${bot.id} on ${state.board}, ${state.next} to move`).toContain(verdict);
      }
    }
    expect(tested).toBeGreaterThan(100);
  });
});

describe("a short match (the arena has the real figures)", () => {
  test("the strong player beats random play from either colour", () => {
    for (let g = 0; g < 6; g++) {
      const strongSeat = g % 2;
      const random = bots[0]!;
      let state = setupState(game, {}, `match ${g}`) as State;
      while (!state.outcome) {
        const bot = state.next === strongSeat ? strong : random;
        state = game.apply(state, state.next, bot.choose(state, state.next, createRng(`m${g}:${state.ply}`), { work: 1000 }), createRng("x"));
      }
      expect(state.outcome.winners, `game ${g}`).toEqual([strongSeat]);
    }
  });
});
