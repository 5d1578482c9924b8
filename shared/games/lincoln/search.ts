/**
 * Determinized Monte Carlo search (Cowling, Powley and Whitehouse, 2012, "Information Set
 * Monte Carlo Tree Search", its flat form): from one seat's view, deal what the seat cannot
 * see at random many times over; in each deal, play a candidate action and then both sides'
 * greedy policy (with a little noise) to the end of the next turn (the Union's seat: one turn
 * further), and score where that leaves the war with the position
 * evaluation (evaluation.ts).
 *
 * - Candidates: the greedy policy's choice against its next best, then one more of its
 *   ranking every two rounds (up to `width`): the budget goes first to the likeliest.
 * - Common random numbers: in each round every candidate meets the same deal and the same
 *   dice, so the difference of their results is the action's, not the luck's.
 * - The greedy choice stands unless another candidate beat it on the same deals by more than
 *   `confidence` standard errors of the difference: a search too short to tell plays like
 *   the greedy policy, never worse by chance.
 * - Small decisions (paying, casualties, which counters follow a chosen move, the raid reply)
 *   and decisions the greedy ranking settles by a wide margin are not searched.
 */
import { type Budget, type Decision, type Rng, createRng, createStopwatch } from "../../engine";
import type { Action } from "./actions";
import type { Side } from "./data/sides";
import { options, handle, settle } from "./decisions";
import { type Knowledge, determinize, knowledgeOf } from "./determinize";
import { unionWinChance } from "./evaluation";
import { greedyChoice, greedyScores } from "./greedy";
import { type State, cloneState, topDecision } from "./state";
import type { View } from "./view";

export type SearchSettings = {
  /** Whole turns a playout goes on after the one being played (0: it stops when this turn ends)... */
  turns: number;
  /** ...and for the Union's seat (see `playout`). */
  unionTurns: number;
  /** How many of the greedy policy's best actions are searched. */
  width: number;
  /** The playout policy's noise, in points (greedy.ts). */
  jitter: number;
  /** Whether the playouts use the greedy policy's lighter reading (greedy.ts, `Reading`). */
  light: boolean;
  /** Playouts a decision when the budget names no limit. */
  defaultWork: number;
  /** A playout stops after this many decisions whatever happens. */
  maxPlies: number;
  /** When the greedy policy's best beats its second by this many points, it is played without a search. */
  decisive: number;
  /** Standard errors a candidate's mean gain over the greedy choice must clear... */
  confidence: number;
  /** ...and the gain (in chance of winning) it must still show after that. */
  margin: number;
};

export const SEARCH: SearchSettings = {
  turns: 2,
  unionTurns: 3,
  width: 6,
  jitter: 0.25,
  light: false,
  defaultWork: 40,
  maxPlies: 120,
  decisive: 3,
  confidence: 1,
  margin: 0,
};

/** Decisions the greedy policy takes alone: they follow from a choice already searched, or hardly matter. */
function isSmall(state: State): boolean {
  const d = topDecision(state);
  if (!d) return state.actionsLeft === 0;
  switch (d.k) {
    case "pay":
    case "discard":
    case "raid-reply":
    case "move-counters":
    case "move-one":
      return true;
    case "combat":
      return d.stage === "casualties";
    default:
      return false;
  }
}

/** One playout: the action, then greedy play to the horizon; the result for `me`, from 0 to 1. */
function playout(deal: State, action: Action, me: Side, rng: Rng, s: SearchSettings): number {
  // One copy, changed in place ply after ply: nobody else holds the states of a playout, and
  // `settle` records each ply's choices afresh (decisions.ts, SETTLED).
  const state = cloneState(deal);
  state.log = [];
  handle(state, action, rng);
  settle(state, rng);
  // The Union looks one turn further than the Confederacy: on its own turn, past the reply and
  // its own next turn to the moment the Confederacy moves again, so that a threat built in the
  // reply is met by its answer and scored with the Confederacy to move (Washington's danger
  // counts more then), rather than found only once it is there. Both looking one turn further
  // still (3 and 2) made each stronger against Easy and kept the game even (README, Strength).
  const stop = deal.turn + 1 + (me === "union" ? s.unionTurns : s.turns);
  for (let plies = 0; !state.result && state.turn < stop && plies < s.maxPlies; plies++) {
    const choice = greedyChoice(state, options(state), rng, s.jitter, s.light);
    state.log = [];
    handle(state, choice, rng);
    settle(state, rng);
  }
  const union = unionWinChance(state);
  return me === "union" ? union : 1 - union;
}

/** A candidate action: its greedy score, and its playouts' results against the greedy policy's choice. */
type Candidate = { action: Action; score: number; n: number; diff: number; diff2: number };

/** How far a candidate's results stand above the greedy choice's, counting their spread against it. */
function lowerBound(c: Candidate, s: SearchSettings): number {
  if (c.n < 2) return -Infinity;
  const mean = c.diff / c.n;
  const variance = Math.max(0, c.diff2 / c.n - mean * mean) / (c.n - 1);
  return mean - s.confidence * Math.sqrt(variance);
}

/** The search's choice among `legal` from `view`, with the number of playouts it took. */
export function searchChoice(view: View, legal: Action[], rng: Rng, budget: Budget, s: SearchSettings = SEARCH): Decision<Action> {
  const know: Knowledge = knowledgeOf(view);
  const known = determinize(know);
  const first = legal[0];
  if (first === undefined) throw new Error("lincoln: nothing to choose");
  if (legal.length === 1 || isSmall(known)) return { action: greedyChoice(known, legal), nodes: 0 };
  // The greedy ranking, best first; ties keep the legal order.
  const scores = greedyScores(known, legal);
  const ranked: Candidate[] = legal
    .map((action, i) => ({ action, score: scores[i] ?? -Infinity, n: 0, diff: 0, diff2: 0 }))
    .sort((a, b) => b.score - a.score);
  const greedy = ranked[0]!;
  const second = ranked[1];
  if (!second || greedy.score - second.score >= s.decisive) return { action: greedy.action, nodes: 0 };
  // The greedy choice against the next best, widened by one more candidate every two rounds.
  const alive: Candidate[] = [greedy, second];
  // A work budget too small for two whole rounds can never overturn the greedy choice (a
  // candidate needs two compared deals): play it without spending the playouts.
  if (budget.work !== undefined && budget.work < 2 * alive.length) return { action: greedy.action, nodes: 0 };
  let next = 2;
  const watch = createStopwatch(budget, s.defaultWork);
  let rounds = 0;
  let playouts = 0;
  const me = know.me;
  // Only whole rounds count: a round cut short by the budget is dropped, so that every
  // candidate is compared with the greedy choice on the same deals and the same dice.
  search: for (;;) {
    const deal = determinize(know, rng);
    const seed = String(rng.int(2 ** 31));
    const round: number[] = [];
    for (const c of alive) {
      round.push(playout(deal, c.action, me, createRng(seed), s));
      playouts++;
      if (watch.spent(1) && round.length < alive.length) break search;
    }
    const base = round[0] ?? 0;
    alive.forEach((c, i) => {
      const d = (round[i] ?? 0) - base;
      c.n++;
      c.diff += d;
      c.diff2 += d * d;
    });
    rounds++;
    if (watch.done()) break;
    if (rounds % 2 === 0 && next < Math.min(s.width, ranked.length)) alive.push(ranked[next++]!);
  }
  // The greedy choice stands unless a candidate beat it clearly on the same deals.
  let best = greedy;
  let bestBound = s.margin;
  for (const c of alive.slice(1)) {
    const bound = lowerBound(c, s);
    if (bound > bestBound) {
      best = c;
      bestBound = bound;
    }
  }
  return { action: best.action, nodes: playouts };
}
