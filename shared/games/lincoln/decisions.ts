/**
 * Who decides now, what they may choose, and what a choice does: the pending decision on
 * top of the stack, or the active side's turn when none is pending.
 *
 * A decision with a single choice is taken at once, so that a seat is asked only when it
 * has a real choice; except the screened decisions below, which are always asked.
 */
import type { Rng } from "../../engine";
import type { Side } from "./data/sides";
import type { Action } from "./actions";
import { cardActionOptions, onCardAction } from "./card-actions";
import { advanceCombat, combatDecider, combatOptions, onCombat } from "./combat";
import { deployOptions, onDeploy } from "./deploy";
import { moveOptions, onMove } from "./movement";
import { navalOptions, onNaval } from "./naval";
import { type State, topDecision } from "./state";
import { onTurnAction, turnOptions } from "./turn";
import { checkImmediateEnd } from "./victory";

/** The side whose decision it is (null once the game is over). */
export function decider(state: State): Side | null {
  if (state.result) return null;
  const d = topDecision(state);
  if (!d) return state.active;
  return d.k === "combat" ? combatDecider(d) : d.side;
}

/**
 * The choices of a state at rest, remembered: a state returned by the rules is never
 * changed afterwards, so its choices, found once while settling, stay true.
 */
const SETTLED = new WeakMap<State, Action[]>();

/** The choices open to the deciding side. */
export function options(state: State): Action[] {
  const known = SETTLED.get(state);
  if (known) return known.slice();
  return findOptions(state);
}

function findOptions(state: State): Action[] {
  if (state.result) return [];
  const d = topDecision(state);
  if (!d) return turnOptions(state);
  switch (d.k) {
    case "combat":
      return combatOptions(state, d);
    case "pay":
    case "place":
      return deployOptions(state, d);
    case "move-from":
    case "move-how":
    case "move-counters":
    case "move-one":
      return moveOptions(state, d);
    case "naval":
    case "naval-to":
      return navalOptions(state, d);
    case "discard":
    case "raid-reply":
    case "deploy-two":
    case "rail":
    case "rail-to":
      return cardActionOptions(state, d);
  }
}

/** Applies one choice of the deciding side (already checked against `options`). */
export function handle(state: State, action: Action, rng: Rng): void {
  const d = topDecision(state);
  if (!d) return onTurnAction(state, action, rng);
  switch (d.k) {
    case "combat":
      return onCombat(state, d, action);
    case "pay":
    case "place":
      return onDeploy(state, d, action);
    case "move-from":
    case "move-how":
    case "move-counters":
    case "move-one":
      return onMove(state, d, action);
    case "naval":
    case "naval-to":
      return onNaval(state, d, action);
    default:
      return onCardAction(state, d, action, rng);
  }
}

/**
 * Decisions asked even when only one answer is possible, because skipping them would tell
 * the other seat something about a hidden hand: ending the turn (whether a free action was
 * in hand), the Cavalry Raid reply (whether a Cavalry Raid was), and the attacker's and
 * defender's benefits in a battle (whether High Ground or Reinforcements were).
 */
export function isScreened(state: State): boolean {
  const d = topDecision(state);
  if (!d) return state.actionsLeft === 0;
  if (d.k === "raid-reply") return true;
  return d.k === "combat" && (d.stage === "attacker-benefit" || d.stage === "defender-benefit");
}

/** Plays out everything that needs no decision: battle steps, forced choices, the game's end. */
export function settle(state: State, rng: Rng): void {
  for (let guard = 0; guard < 100_000; guard++) {
    checkImmediateEnd(state);
    if (state.result) return;
    const d = topDecision(state);
    if (d?.k === "combat" && advanceCombat(state, d)) continue;
    const choices = findOptions(state);
    if (choices.length > 1 || (choices.length === 1 && isScreened(state))) {
      SETTLED.set(state, choices);
      return;
    }
    const only = choices[0];
    if (!only) throw new Error(`dead end: nothing to choose at ${d ? d.k : "turn"}`);
    handle(state, only, rng);
  }
  throw new Error("settle did not come to rest");
}
