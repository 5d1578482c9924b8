/** Lines of Action's computer players, weakest first. */
import { type AnyBot, randomBot } from "../../engine";
import { linesOfAction } from "./rules";

export const bots: AnyBot[] = [randomBot(linesOfAction)];
