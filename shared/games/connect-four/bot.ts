/** Connect Four's computer players, weakest first: the last, "Perfect", is the default. */
import { type AnyBot, type Seat, randomBot } from "../../engine";
import { connectFourBot } from "./lookahead";
import { perfect } from "./perfect";
import { type State, connectFour } from "./rules";

export { connectFourBot } from "./lookahead";
export { perfect } from "./perfect";

export const bots: AnyBot[] = [
  randomBot(connectFour),
  { id: "lookahead", name: "Medium", level: 1, choose: (state: State, seat: Seat) => connectFourBot(state, seat) },
  perfect,
];
