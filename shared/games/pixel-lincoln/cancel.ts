/**
 * Cancel ("Suits": on any turn, discard a Cancel card to cancel an ability of an item or
 * enemy after it is played; standard Power and Value are not abilities).
 *
 * When an ability is played, a window opens before it takes effect. To keep the prompt
 * from telling anyone who holds a Cancel card, every seat that may want to cancel is asked,
 * whether it holds one or not (one without can only decline). Who may want to: for an
 * enemy's ambush, the ambushed player; for any other ability, every other player still in
 * the game (the ability serves the player who played it or defeated the enemy). With a
 * single player nobody needs screening, so he is asked only when he holds a Cancel card.
 * A played Cancel is not itself cancelled, and Jump and Projectile are not abilities to
 * cancel (they are how a card moves and fights), which keeps the windows few.
 */
import type { Rng, Seat } from "../../engine";
import type { Action } from "./actions";
import { cardOf } from "./data/cards";
import { discardFromHand, holdsCancel } from "./hand";
import { resolveEffect } from "./abilities";
import { abilityName, effectName } from "./effects";
import { type Decision, type EffectTask, type State, cardName, distinct, playerOf, say, schedule, seatName, seatsIn } from "./state";

type Window = Extract<Decision, { k: "window" }>;

/** The seats asked whether they cancel this ability. */
export function askedSeats(state: State, task: EffectTask): Seat[] {
  const solo = state.players.length === 1;
  if (task.effect.when === "ambush") return !solo || holdsCancel(state, task.seat) ? [task.seat] : [];
  if (solo) return [];
  return seatsIn(state).filter((s) => s !== task.seat);
}

/** An ability is played: a Cancel window opens, or it happens at once when nobody is asked. */
export function playEffect(state: State, task: EffectTask, rng: Rng): void {
  const asked = askedSeats(state, task);
  if (asked.length === 0) {
    resolveEffect(state, task, rng);
    return;
  }
  schedule(state, { k: "window", task, asked });
}

/** Decline, or one Cancel card of each kind in hand. */
export function windowOptions(state: State, d: Window, seat: Seat): Action[] {
  if (!d.asked.includes(seat)) return [];
  const out: Action[] = [{ t: "decline" }];
  for (const card of distinct(playerOf(state, seat).hand, (id) => cardOf(id).suit === "cancel")) out.push({ t: "cancel", card });
  return out;
}

/**
 * A seat answers. A Cancel closes the window and the ability does not happen; once every
 * asked seat has declined, it happens.
 */
export function onWindow(state: State, d: Window, seat: Seat, action: Action, rng: Rng): void {
  if (action.t === "cancel") {
    discardFromHand(state, seat, action.card);
    const source = cardOf(d.task.source);
    const what = abilityName(d.task.effect, source.name, source.suit);
    say(state, `${seatName(seat)} played ${cardName(action.card)} to cancel ${what} (${effectName(d.task.effect)}).`);
    return;
  }
  const asked = d.asked.filter((s) => s !== seat);
  if (asked.length > 0) schedule(state, { ...d, asked });
  else resolveEffect(state, d.task, rng);
}
