/**
 * Pixel Lincoln's computer players, weakest first; the last is the default. Each decides
 * from its own seat's view only (tactics.ts), so any seat of a 1-4 player game can be a
 * computer beside people.
 *
 * - Random (level 0): any legal action.
 * - Greedy (level 1): beats what it faces when its hand can, buys what it can afford, jumps
 *   otherwise, draws at every checkpoint.
 * - Careful (level 2): greedy, and steers clear of mini-bosses and bosses its deck is not yet
 *   likely to beat (a checkpoint's exit, a Key), culls weak starting cards, discards dead
 *   cards before drawing, cancels what hurts it.
 *
 * Neither reads a clock: the budget is not needed (a decision takes well under a millisecond).
 */
import { type AnyBot, fromView, randomBot } from "../../engine";
import type { Action } from "./actions";
import { pixelLincoln } from "./rules";
import { CAREFUL, GREEDY, choose } from "./tactics";
import type { View } from "./view";

export const greedy = fromView<View, Action>(pixelLincoln, { id: "greedy", name: "Greedy", level: 1 }, (view, legal, seat, rng) =>
  choose(view, legal, seat, GREEDY, rng),
);

export const careful = fromView<View, Action>(pixelLincoln, { id: "careful", name: "Careful", level: 2 }, (view, legal, seat, rng) =>
  choose(view, legal, seat, CAREFUL, rng),
);

export const bots: AnyBot[] = [randomBot(pixelLincoln), greedy, careful];
