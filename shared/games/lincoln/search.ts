/**
 * Determinized Monte Carlo search (Cowling, Powley and Whitehouse, 2012, "Information Set
 * Monte Carlo Tree Search", its flat form): from one seat's view, deal what the seat cannot
 * see at random many times over; in each deal, play each candidate action and then both
 * sides' greedy policy (with a little noise) to the end of the turn or the next, and score
 * where that leaves the war with the position evaluation. The candidate with the best mean
 * is played.
 *
 * - Candidates: the greedy policy's best few (`width`); the rest are not worth the budget.
 * - Common random numbers: in each round every candidate meets the same deal and the same
 *   dice, so their difference is the action's, not the luck's.
 * - Successive halving: after 2, 4, 8... rounds the worse half of the candidates is dropped,
 *   so the budget goes to the close calls.
 * - Small decisions (paying, casualties, which counters follow a chosen move, the raid reply)
 *   are left to the greedy policy.
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
  /** Whole turns a playout goes on after the one being played (0: it stops when this turn ends). */
  turns: number;
  /** How many of the greedy policy's best actions are searched. */
  width: number;
  /** The playout policy's noise, in points (greedy.ts). */
  jitter: number;
  /** Playouts a decision when the budget names no limit. */
  defaultWork: number;
  /** A playout stops after this many decisions whatever happens. */
  maxPlies: number;
};

export const SEARCH: SearchSettings = { turns: 1, width: 6, jitter: 0.25, defaultWork: 300, maxPlies: 120 };

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
  let state = cloneState(deal);
  state.log = [];
  handle(state, action, rng);
  settle(state, rng);
  const stop = deal.turn + 1 + s.turns;
  for (let plies = 0; !state.result && state.turn < stop && plies < s.maxPlies; plies++) {
    const next = cloneState(state);
    next.log = [];
    handle(next, greedyChoice(state, options(state), rng, s.jitter), rng);
    settle(next, rng);
    state = next;
  }
  const union = unionWinChance(state);
  return me === "union" ? union : 1 - union;
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
  const ranked = legal.map((action, i) => ({ action, score: scores[i] ?? -Infinity, total: 0 })).sort((a, b) => b.score - a.score);
  let alive = ranked.slice(0, Math.max(1, s.width));
  if (alive.length === 1) return { action: alive[0]!.action, nodes: 0 };
  const watch = createStopwatch(budget, s.defaultWork);
  let rounds = 0;
  let playouts = 0;
  let nextCut = 2;
  const me = know.me;
  // Only whole rounds count: a round cut short by the budget is dropped, so every candidate
  // still in the running is compared on the same deals.
  search: for (;;) {
    const deal = determinize(know, rng);
    const seed = String(rng.int(2 ** 31));
    const round: number[] = [];
    for (const c of alive) {
      round.push(playout(deal, c.action, me, createRng(seed), s));
      playouts++;
      if (watch.spent(1) && round.length < alive.length) break search;
    }
    alive.forEach((c, i) => (c.total += round[i] ?? 0));
    rounds++;
    if (watch.done()) break;
    if (rounds === nextCut && alive.length > 2) {
      alive = alive.slice().sort((a, b) => b.total - a.total).slice(0, Math.max(2, Math.ceil(alive.length / 2)));
      nextCut *= 2;
    }
  }
  // Ties (and no whole round at all) go to the greedy ranking's order.
  let best = alive[0]!;
  for (const c of alive) if (c.total > best.total) best = c;
  return { action: best.action, nodes: playouts };
}
