/**
 * Lines of Action's computer players, weakest first; the last is the default.
 *
 * - Random (level 0): any legal move.
 * - Easy (level 1): looks two plies ahead (its move, the reply) with a plain evaluation
 *   (concentration and centralisation only) and a little noise: it takes a connecting move,
 *   never hands the other side one when it can help it, and otherwise plays loosely.
 * - Strong (level 2): iterative deepening principal-variation search (search.ts) with late
 *   move reductions and the full evaluation (evaluation.ts), as deep as the budget allows.
 *
 * All search from a copy of the position in typed arrays (search-board.ts), read no clock
 * but `budget.now`, and answer one of `legal(state, seat)`. Whatever the budget, the first
 * two plies are always searched to the end (a few milliseconds): that is what guarantees a
 * connection in one is taken and one for the other side is never allowed when avoidable.
 * Both levels shuffle the moves with the rng before searching, so equal moves are chosen
 * among at random and games differ; the same rng and work budget give the same move.
 */
import { type AnyBot, type Budget, type Decision, type Rng, type Seat, createStopwatch, randomBot } from "../../engine";
import { SQUARE_NAMES } from "./board";
import { WEIGHTS, type Weights, evaluate } from "./evaluation";
import { type Action, type State, linesOfAction } from "./rules";
import { MAX_PLY, search } from "./search";
import { MAX_MOVES, type SearchBoard, fromBoard, generateMoves, hashOf, moveFrom, moveTo } from "./search-board";

/** Nodes searched when the budget names neither work nor time: about a second here. */
const DEFAULT_WORK = 100_000;

type SearchLevel = {
  id: string;
  name: string;
  level: number;
  maxDepth: number;
  /** Late move reductions in the search (search.ts). */
  reductions?: boolean;
  /** The evaluation, given the rng's noise seed for this decision. */
  evaluation(noise: number): (b: SearchBoard) => number;
};

/** The search player's decision: one legal action, the depth completed and the nodes searched. */
export function decideBySearch(p: SearchLevel, state: State, seat: Seat, rng: Rng, budget: Budget): Decision<Action> {
  const legal = linesOfAction.legal(state, seat);
  const only = legal[0];
  if (!only) throw new Error(`lines-of-action: seat ${seat} has no legal action`);
  if (legal.length === 1) return { action: only, depth: 0, nodes: 0 };
  const b = fromBoard(state.board, seat);
  const buffer = new Int32Array(MAX_MOVES);
  const count = generateMoves(b, seat, buffer, 0);
  const rootMoves = rng.shuffle(Array.from(buffer.subarray(0, count)));
  const noise = rng.int(1 << 30);
  const watch = createStopwatch(budget, DEFAULT_WORK);
  const result = search(
    b,
    {
      history:
        state.history.length > 0
          ? state.history.map((key) => hashOf(key.slice(0, 64), Number(key.slice(64))))
          : [hashOf(state.board, seat)],
      quiet: state.quiet,
      simultaneous: state.simultaneous,
      evaluate: p.evaluation(noise),
      rootMoves,
    },
    { spent: (nodes) => watch.spent(nodes), done: () => watch.done(), minDepth: 2, maxDepth: p.maxDepth, reductions: p.reductions ?? false },
  );
  const from = SQUARE_NAMES[moveFrom(result.move)]!;
  const to = SQUARE_NAMES[moveTo(result.move)]!;
  const action = legal.find((a) => "from" in a && a.from === from && a.to === to);
  if (!action) throw new Error(`lines-of-action: the search chose ${from}-${to}, which is not legal`);
  return { action, depth: result.depth, nodes: result.nodes };
}

/** A player from a search level: `choose` is `decide` without the figures. */
function searchPlayer(p: SearchLevel): AnyBot {
  return {
    id: p.id,
    name: p.name,
    level: p.level,
    choose: (state: State, seat: Seat, rng: Rng, budget: Budget) => decideBySearch(p, state, seat, rng, budget).action,
    decide: (state: State, seat: Seat, rng: Rng, budget: Budget) => decideBySearch(p, state, seat, rng, budget),
  };
}

/** Easy's evaluation: concentration and centralisation only. */
const PLAIN: Weights = { ...WEIGHTS, centreOfMass: 0, euler: 0, solid: 0, mobility: 0, connectedness: 0, uniformity: 0, tempo: 0 };

/** A deterministic noise of up to ±spread from a position's hash and the decision's seed. */
const noisy = (b: SearchBoard, seed: number, spread: number) => (((b.hashLo ^ seed) >>> 0) % (2 * spread + 1)) - spread;

export const easy = searchPlayer({
  id: "easy",
  name: "Easy",
  level: 1,
  maxDepth: 2,
  evaluation: (seed) => (b) => evaluate(b, PLAIN) + noisy(b, seed, 60),
});

export const strong = searchPlayer({
  id: "strong",
  name: "Strong",
  level: 2,
  maxDepth: MAX_PLY - 1,
  reductions: true,
  evaluation: () => (b) => evaluate(b, WEIGHTS),
});

export const bots: AnyBot[] = [randomBot(linesOfAction), easy, strong];
