/**
 * Lincoln's computer players, weakest first; the last is the default.
 *
 * - Random (level 0): any legal action.
 * - Greedy (level 1): the one-step policy of greedy.ts: it captures when it can, attacks when
 *   the odds favour it, defends threatened places, and pays with its least useful cards.
 * - Strong (level 2): determinized Monte Carlo search over the greedy policy's best actions
 *   (search.ts), playing out to the end of the turn after next (as the Union, one turn further).
 *   Its work unit is a playout; with no limit in the budget (a computer seat online) it plays
 *   40, about 0.1 s a decision here (the longest about 1 s; see the README, Strength).
 *
 * Each decides from its seat's view alone (`fromView`): the state it reasons about is rebuilt
 * from the view (determinize.ts), so nothing the seat may not see can change its choice.
 */
import { type AnyBot, type Budget, type Decision, type Rng, type Seat, fromView, randomBot } from "../../engine";
import type { Action } from "./actions";
import { determinize, knowledgeOf } from "./determinize";
import { greedyChoice } from "./greedy";
import { type State, lincoln } from "./rules";
import { SEARCH, type SearchSettings, searchChoice } from "./search";
import type { View } from "./view";

export const greedy = fromView<View, Action>(
  lincoln,
  { id: "greedy", name: "Easy", level: 1 },
  (view: View, legal: Action[], _seat: Seat, _rng: Rng, _budget: Budget) => greedyChoice(determinize(knowledgeOf(view)), legal),
);

/**
 * The search player from its settings: determinized Monte Carlo over the greedy policy's best
 * actions (search.ts). `decide` reports the playouts as `nodes`.
 */
function searchPlayer(player: { id: string; name: string; level: number }, settings: SearchSettings = SEARCH): AnyBot {
  const bot = fromView<View, Action>(lincoln, player, (view, legal, _seat, rng, budget) => searchChoice(view, legal, rng, budget, settings).action);
  return {
    ...bot,
    decide(state: State, seat: Seat, rng: Rng, budget: Budget): Decision<Action> {
      const legal = lincoln.legal(state, seat);
      if (legal.length <= 1) {
        const only = legal[0];
        if (only === undefined) throw new Error(`lincoln: seat ${seat} has no legal action`);
        return { action: only, nodes: 0 };
      }
      return searchChoice(lincoln.view(state, seat) as View, legal, rng, budget, settings);
    },
  };
}

export const strong = searchPlayer({ id: "strong", name: "Strong", level: 2 });

export const bots: AnyBot[] = [randomBot(lincoln), greedy, strong];
