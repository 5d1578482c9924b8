/**
 * Jumping ("Jump"): a Jump card from hand is equipped and the meeple moves over the card
 * right of it, which stays on the board for others. The Jump card, used, is discarded.
 * Mini-bosses and bosses cannot be jumped ("Boss / Mini Boss Battle").
 */
import type { Action } from "./actions";
import { type CardId, cardOf, isEquippable, isJumpable } from "./data/cards";
import { type State, cardName, distinct, facedCard, playerOf, say, schedule, seatName, take } from "./state";

/** Jump cards the current player may equip to jump the card he faces. */
export function jumpOptions(state: State): Action[] {
  const faced = facedCard(state, state.current);
  if (!faced || !isJumpable(faced.card)) return [];
  const p = playerOf(state, state.current);
  return distinct(p.hand, (id) => cardOf(id).jump && isEquippable(id)).map((card) => ({ t: "jump", card }));
}

export function jump(state: State, card: CardId): void {
  const faced = facedCard(state, state.current);
  if (!faced) return;
  const p = playerOf(state, state.current);
  take(p.hand, card);
  p.discard.push(card);
  p.pos = faced.slot + 1;
  say(state, `${seatName(state.current)} jumped over ${cardName(faced.card)} with ${cardName(card)}.`);
  if (state.ambush?.card === faced.card) {
    state.ambush = null;
    state.step = "explore";
  }
  schedule(state, { k: "advance" });
}
