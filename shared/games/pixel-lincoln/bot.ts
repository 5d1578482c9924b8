/** Pixel Lincoln's computer players, weakest first. */
import { type AnyBot, randomBot } from "../../engine";
import { pixelLincoln } from "./rules";

export const bots: AnyBot[] = [randomBot(pixelLincoln)];
