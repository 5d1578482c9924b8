/**
 * Whose decision it is and what it may be, and the dispatch of one action to
 * the rule that handles it. Order of pending decisions: the Confederate setup,
 * then a battle's results, a returned unit's placement, a face card's special
 * ACT, the ACTs left of a number card, and otherwise the next Card Draw.
 */
import type { Rng } from "../../engine";
import type { Side } from "./data/units";
import { actChoices, pass, performAct } from "./activation";
import { drawCard } from "./cards";
import { combatChoices, combatDecider, resolveCombat } from "./combat";
import { placeSetupUnit, setupChoices } from "./setup";
import { performSpecial, placeReturned, placementChoices, specialChoices } from "./special";
import { type Action, type State, sideOf } from "./state";
import { endTurn, settle } from "./turn";

/** The side whose decision it is, or null once the game is over. */
export function decider(state: State): Side | null {
  if (state.phase === "over") return null;
  if (state.phase === "setup") return "confederacy";
  if (state.combat) return combatDecider(state);
  if (state.placing) return sideOf(state.placing);
  if (state.special) return state.special.side;
  if (state.activation) return state.activation.side;
  return state.drawer;
}

/** Every action open to the deciding side. */
export function choices(state: State): Action[] {
  if (state.phase === "over") return [];
  if (state.phase === "setup") return setupChoices(state);
  if (state.combat) return combatChoices(state);
  if (state.placing) return placementChoices(state);
  if (state.special) return specialChoices(state);
  if (state.activation) return actChoices(state);
  return [{ t: "draw" }];
}

/** Applies one legal action to a state the caller owns, then ends the turn if the deck is spent. */
export function perform(state: State, action: Action, rng: Rng): void {
  switch (action.t) {
    case "place":
      if (state.phase === "setup") {
        if (action.area === "north") throw new Error("no setup in the North");
        placeSetupUnit(state, action.unit, action.area, rng);
      } else placeReturned(state, action.unit, action.area);
      break;
    case "draw":
      if (drawCard(state)) endTurn(state, rng, "joker");
      break;
    case "move":
    case "attack":
    case "pacify":
      performAct(state, action, rng);
      break;
    case "anaconda":
    case "two-acts":
    case "restore":
    case "return":
      performSpecial(state, action, rng);
      break;
    case "step-loss":
    case "retreat":
    case "retreat-to":
      resolveCombat(state, action);
      break;
    case "pass":
      pass(state);
      break;
  }
  settle(state, rng);
}

