/**
 * The computer's levels, by name, for the bots list (bot.ts) and for the solo game, whose
 * Confederacy the rules play inside `apply` at the level the game's options name. Every
 * level decides from a view and the legal list alone.
 */
import type { Budget, Rng } from "../../engine";
import { type Plan, STRONG_WEIGHTS, WEIGHTS, planAction } from "./planner";
import { chooseAction } from "./rules-of-thumb";
import type { Action } from "./state";
import type { View } from "./view";

/** The levels a solo game may be played at, weakest first; the last is the default. */
export const SOLO_LEVELS = ["rules-of-thumb", "greedy", "strong"] as const;
export type SoloLevel = (typeof SOLO_LEVELS)[number];
export const DEFAULT_LEVEL: SoloLevel = "strong";

export const GREEDY_PLAN: Plan = { depth: 3, width: 4, weights: WEIGHTS };
export const STRONG_PLAN: Plan = { depth: 4, width: 6, weights: STRONG_WEIGHTS };

/** Work for the solo computer's every decision: enough for the whole plan, and no clock. */
export const SOLO_BUDGET: Budget = { work: 50_000 };

/** One decision at a level. */
export function soloChoice(level: SoloLevel, view: View, legal: readonly Action[], rng: Rng, budget: Budget): Action {
  if (level === "rules-of-thumb") return chooseAction(view, legal, rng);
  return planAction(view, legal, rng, budget, level === "greedy" ? GREEDY_PLAN : STRONG_PLAN);
}
