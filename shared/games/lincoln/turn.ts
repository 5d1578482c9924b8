/**
 * A turn ("Playing the Game"; "Taking Actions"): the active side takes two actions, each
 * finished before the next begins, plus any number of free actions before, between or
 * after them; then it refills its hand and the other side plays.
 */
import type { Rng } from "../../engine";
import { cardOf } from "./data/cards";
import { LOCATIONS, LOCATION_IDS, type LocationId } from "./data/map";
import { type Side, enemyOf } from "./data/sides";
import type { Action } from "./actions";
import { canPlayAction, playCard } from "./card-actions";
import { startCombat } from "./combat";
import { isContested } from "./control";
import { deployableCards, startDeploy } from "./deploy";
import { distinctCards, refill } from "./hand";
import { movementCards, startMove } from "./movement";
import { navalCards, startNaval } from "./naval";
import { type State, armiesIn, countersIn, hasArmy, say, sideName } from "./state";
import { checkEndOfTurn, checkStall } from "./victory";

export const ACTIONS_PER_TURN = 2;

/** Contested locations where a side has armies to attack with. */
export function attackSites(state: State, side: Side): LocationId[] {
  return LOCATION_IDS.filter((loc) => isContested(state, loc) && hasArmy(state, loc, side));
}

/** What the active side may do when no decision is pending. */
export function turnOptions(state: State): Action[] {
  const side = state.active;
  const hand = state.cards[side].hand;
  const out: Action[] = [];
  if (state.actionsLeft > 0) {
    for (const card of deployableCards(state, side, false)) out.push({ t: "deploy", card });
    for (const card of movementCards(state, side)) out.push({ t: "move", card });
    for (const card of navalCards(state, side)) out.push({ t: "naval", card });
    for (const loc of attackSites(state, side)) out.push({ t: "attack", loc });
    if (hand.length > 0) out.push({ t: "discard" });
    for (const card of distinctCards(hand))
      if (cardOf(card).action?.timing === "action" && canPlayAction(state, side, card)) out.push({ t: "play", card });
    out.push({ t: "pass" });
  }
  for (const card of distinctCards(hand)) if (cardOf(card).action?.timing === "free") out.push({ t: "play", card });
  if (state.actionsLeft === 0) out.push({ t: "end" });
  return out;
}

export function onTurnAction(state: State, action: Action, rng: Rng): void {
  const side = state.active;
  if (action.t === "end") {
    endTurn(state, rng);
    return;
  }
  if (action.t === "play" && cardOf(action.card).action?.timing === "free") {
    playCard(state, side, action.card, rng);
    return;
  }
  state.actionsLeft--;
  switch (action.t) {
    case "deploy":
      startDeploy(state, side, action.card, false);
      return;
    case "move":
      startMove(state, side, action.card);
      return;
    case "naval":
      startNaval(state, side, action.card);
      return;
    case "attack": {
      const loc = action.loc as LocationId;
      const attackers = armiesIn(state, loc, side);
      const enemyHalf = state.at[countersIn(state, loc, enemyOf(side))[0] ?? ""]?.half ?? 0;
      say(state, `${sideName(side)} declared an attack in ${LOCATIONS[loc].name}.`);
      startCombat(state, loc, enemyHalf, side, attackers, { kind: "within" }, true);
      return;
    }
    case "discard":
      state.pending.push({ k: "discard", side, picked: 0 });
      return;
    case "play":
      playCard(state, side, action.card, rng);
      return;
    case "pass":
      say(state, `${sideName(side)} passed.`);
      return;
    default:
      throw new Error(`${action.t} is not a turn action`);
  }
}

/** Refills the hand, checks the end-of-turn conditions, and hands the turn over. */
export function endTurn(state: State, rng: Rng): void {
  const side = state.active;
  refill(state, side, rng);
  if (state.result) return;
  checkEndOfTurn(state, side);
  if (side === "union") checkStall(state);
  if (state.result) return;
  state.active = enemyOf(side);
  state.actionsLeft = ACTIONS_PER_TURN;
  state.turn++;
  say(state, `Turn ${state.turn}: the ${sideName(state.active)} plays.`);
}
