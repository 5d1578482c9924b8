/** Lincoln's computer players, weakest first. */
import { type AnyBot, randomBot } from "../../engine";
import { lincoln } from "./rules";

export const bots: AnyBot[] = [randomBot(lincoln)];
