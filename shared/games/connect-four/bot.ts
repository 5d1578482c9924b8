/** Connect Four's computer players, weakest first: the last, "Perfect", is the default. */
import { type AnyBot, type Budget, type Seat, createRng, randomBot } from "../../engine";
import { connectFourBot } from "./lookahead";
import { perfect } from "./perfect";
import { type Action, type State, connectFour } from "./rules";

export { connectFourBot } from "./lookahead";
export { perfect } from "./perfect";

export const bots: AnyBot[] = [
  randomBot(connectFour),
  { id: "lookahead", name: "Medium", level: 1, choose: (state: State, seat: Seat) => connectFourBot(state, seat) },
  perfect,
];

/**
 * The perfect player as the page calls it, given the page's clock in `budget` and a seed
 * for its random numbers (it draws none today; the contract gives every player one).
 */
export function pagePlayer(seed: string, budget: Budget): (state: State, seat: Seat) => Action {
  const rng = createRng(seed);
  return (state, seat) => perfect.choose(state, seat, rng, budget);
}
