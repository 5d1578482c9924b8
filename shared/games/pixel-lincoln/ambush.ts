/**
 * Ambush ("Turn Order", step 1): a player who starts his turn facing an enemy must defeat it
 * or jump it with the cards in his hand; a mini-boss or boss must be defeated. Unable, he
 * loses a life and goes straight to Discard/Draw. The enemy's ambush ability, if any,
 * happens first (and may be cancelled by the ambushed player).
 */
import type { Action } from "./actions";
import { cardOf, isEnemy, isEquippable } from "./data/cards";
import { equipOptions, neededPower, powerToward } from "./fight";
import { jumpOptions } from "./jump";
import { suitOptions } from "./suits";
import { type State, cardName, facedCard, playerOf, say, schedule, seatName } from "./state";

/** At the start of a turn: is the meeple in front of an enemy? */
export function ambushCheck(state: State): void {
  if (state.step !== "explore") return;
  const faced = facedCard(state, state.current);
  if (!faced || !isEnemy(faced.card)) return;
  state.ambush = { card: faced.card, bonus: 0 };
  state.step = "ambush";
  // Its Power at this difficulty (a boss's printed Power is Hard's), as the board and the fight count it.
  say(state, `${seatName(state.current)} is ambushed by ${cardName(faced.card)} (Power ${neededPower(state, faced.card)})!`);
  const effect = cardOf(faced.card).effect;
  if (effect?.when === "ambush")
    schedule(state, { k: "effect", effect, seat: state.current, source: faced.card, level: faced.level, slot: faced.slot });
}

/**
 * Whether the hand can beat the ambush as it stands: enough power in equippable cards, or
 * a Jump card against an enemy that can be jumped. (Cards an ability might yet draw do not
 * count: a player who cannot win with what he holds may give up.)
 */
export function canBeat(state: State): boolean {
  const ambush = state.ambush;
  if (!ambush) return true;
  const hand = playerOf(state, state.current).hand;
  const power = hand.reduce((sum, id) => sum + (isEquippable(id) ? cardOf(id).power : 0), 0);
  return power >= neededPower(state, ambush.card) - powerToward(state, ambush.card) || jumpOptions(state).length > 0;
}

/** Equip against the ambusher, jump it, Score or Time Travel; give up only when unable. */
export function ambushOptions(state: State): Action[] {
  const out: Action[] = [...equipOptions(state), ...jumpOptions(state), ...suitOptions(state)];
  if (!canBeat(state)) out.push({ t: "yield" });
  return out;
}

export function onYield(state: State): void {
  say(state, `${seatName(state.current)} cannot beat the ambush.`);
  state.ambush = null;
  schedule(state, { k: "lose-life", seat: state.current });
}
