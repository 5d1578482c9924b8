/**
 * Explore ("Turn Order", step 2): once ambushes are over, the player plays cards to move
 * right: buying items and characters, defeating enemies (the one he faces, or farther ones
 * with Projectile items), jumping, and using suit abilities, until he stops or runs out.
 */
import type { Action } from "./actions";
import { spendOptions } from "./buy";
import { equipOptions, shootOptions } from "./fight";
import { jumpOptions } from "./jump";
import { suitOptions } from "./suits";
import type { State } from "./state";

export function exploreOptions(state: State): Action[] {
  return [...spendOptions(state), ...equipOptions(state), ...shootOptions(state), ...jumpOptions(state), ...suitOptions(state), { t: "stop" }];
}
