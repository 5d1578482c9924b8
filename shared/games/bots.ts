/**
 * Every game's computer players, weakest first; the last is the default. The
 * server and the arena load them all; the page loads one game's on demand.
 */
import type { AnyBot } from "../engine";
import { bots as connectFour } from "./connect-four/bot";
import { bots as lincoln } from "./lincoln/bot";
import { bots as linesOfAction } from "./lines-of-action/bot";
import { bots as pixelLincoln } from "./pixel-lincoln/bot";
import { bots as unionForever } from "./union-forever/bot";

export const BOTS: Record<string, AnyBot[]> = {
  "connect-four": connectFour,
  lincoln,
  "lines-of-action": linesOfAction,
  "pixel-lincoln": pixelLincoln,
  "union-forever": unionForever,
};

/** A game's players; empty for a game without any. */
export function botsOf(game: string): AnyBot[] {
  return Object.hasOwn(BOTS, game) ? (BOTS[game] ?? []) : [];
}
