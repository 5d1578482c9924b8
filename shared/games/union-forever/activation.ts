/**
 * Activations (rulebook, "Activations"): a number card gives its side one or
 * two ACTs; each ACT lets one unit move, attack, or (Union only) try to Pacify,
 * and the same unit may take several ACTs. Decision: a side may forgo the rest
 * of a card's ACTs; a forgone ACT is not "performed" for the Joker rule.
 */
import type { Rng } from "../../engine";
import { type Side, UNIT_IDS, UNITS } from "./data/units";
import { canAttack, startBattle } from "./combat";
import { moveDestinations, moveUnit } from "./movement";
import { canPacify, pacify } from "./pacification";
import { type Action, type State, inPlay } from "./state";

/** Every ACT the activated side can perform now, then passing. */
export function actChoices(state: State): Action[] {
  const activation = state.activation;
  if (!activation) return [];
  const out: Action[] = [];
  for (const unit of UNIT_IDS) {
    if (UNITS[unit].side !== activation.side || !inPlay(state, unit)) continue;
    for (const to of moveDestinations(state, unit)) out.push({ t: "move", unit, to });
    if (canAttack(state, unit)) out.push({ t: "attack", unit });
    if (canPacify(state, unit)) out.push({ t: "pacify", unit });
  }
  out.push({ t: "pass" });
  return out;
}

/** Uses one ACT of the current card: the side has now performed an ACT this turn. */
function spendAct(state: State): Side {
  const activation = state.activation;
  if (!activation) throw new Error("no ACT to spend");
  activation.left -= 1;
  if (activation.left <= 0) state.activation = null;
  state.acted[activation.side] = true;
  return activation.side;
}

/** Performs one ACT: a move, an attack or a Pacification attempt. */
export function performAct(state: State, action: Action, rng: Rng): void {
  spendAct(state);
  if (action.t === "move") moveUnit(state, action.unit, action.to, rng);
  else if (action.t === "attack") startBattle(state, action.unit, rng);
  else if (action.t === "pacify") pacify(state, action.unit, rng);
  else throw new Error(`not an ACT: ${action.t}`);
}

/** Forgoes the rest of the card: its ACTs, or its special ACT. */
export function pass(state: State): void {
  if (state.special) {
    state.events.push({ e: "passed", side: state.special.side, forgone: 1, special: true });
    state.special = null;
  } else if (state.activation) {
    state.events.push({ e: "passed", side: state.activation.side, forgone: state.activation.left, special: false });
    state.activation = null;
  }
}
