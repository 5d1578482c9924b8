/**
 * Buying ("Items and Characters"): cards from hand are spent, one at a time, toward the item
 * or character right of the meeple; once their coin matches its cost it is bought. Items go
 * to the Discard Pile, characters to the Score Pile, the spent cards to the Discard Pile.
 * Coin beyond the cost is lost, and a spent card pays for one purchase only.
 */
import type { Action } from "./actions";
import { type CardId, cardOf, isBuyable } from "./data/cards";
import { type State, type Task, cardName, distinct, facedCard, levelOf, playerOf, say, schedule, seatName, take } from "./state";

/** Cards with coin the current player may spend toward the card he faces. */
export function spendOptions(state: State): Action[] {
  const faced = facedCard(state, state.current);
  if (!faced || !isBuyable(faced.card)) return [];
  const p = playerOf(state, state.current);
  return distinct(p.hand, (id) => cardOf(id).coin > 0).map((card) => ({ t: "spend", card }));
}

/**
 * Spends a card toward the faced card. Coin toward another card than before starts a new
 * purchase: the earlier cards stay spent, for nothing.
 */
export function spend(state: State, card: CardId): void {
  const faced = facedCard(state, state.current);
  if (!faced) return;
  const p = playerOf(state, state.current);
  take(p.hand, card);
  p.spend.push(card);
  if (state.purse?.target !== faced.card) state.purse = { target: faced.card, coins: 0, cards: [] };
  state.purse.coins += cardOf(card).coin;
  state.purse.cards.push(card);
  const cost = cardOf(faced.card).cost;
  say(state, `${seatName(state.current)} spent ${cardName(card)} toward ${cardName(faced.card)} (${state.purse.coins} of ${cost}).`);
  if (state.purse.coins >= cost) buy(state, faced.card, faced.level, faced.slot);
}

/** The faced card is bought: to the Discard Pile (an item) or Score Pile (a character). */
function buy(state: State, card: CardId, level: number, slot: number): void {
  const seat = state.current;
  const p = playerOf(state, seat);
  levelOf(state, level).board[slot] = null;
  for (const c of state.purse?.cards ?? []) {
    take(p.spend, c);
    p.discard.push(c);
  }
  const lost = (state.purse?.coins ?? 0) - cardOf(card).cost;
  state.purse = null;
  const c = cardOf(card);
  if (c.kind === "character") p.score.push(card);
  else p.discard.push(card);
  say(state, `${seatName(seat)} bought ${c.name}${lost > 0 ? ` (${lost} coin${lost === 1 ? "" : "s"} lost)` : ""}.`);
  const ability: Task[] = c.effect?.when === "bought" ? [{ k: "effect", effect: c.effect, seat, source: card, level, slot }] : [];
  schedule(state, ...ability, { k: "advance" });
}
