/**
 * A player's deck, hand and Discard Pile ("Discard/Draw"): drawing, and shuffling the
 * Discard Pile into a new deck when the deck runs out part way through a draw.
 */
import type { Rng, Seat } from "../../engine";
import { type CardId, cardOf } from "./data/cards";
import { HAND_SIZE } from "./data/starting";
import { type State, cardName, playerOf, say, seatName, take } from "./state";

/**
 * Draws up to `n` cards. When the deck runs out, the Discard Pile is shuffled into a new
 * deck and the rest are drawn from it; with both empty, fewer are drawn.
 */
export function drawCards(state: State, seat: Seat, n: number, rng: Rng): CardId[] {
  const p = playerOf(state, seat);
  const drawn: CardId[] = [];
  for (let i = 0; i < n; i++) {
    if (p.deck.length === 0) {
      if (p.discard.length === 0) break;
      p.deck = rng.shuffle(p.discard);
      p.discard = [];
      say(state, `${seatName(seat)} shuffled the Discard Pile into a new deck.`);
    }
    const card = p.deck.shift();
    if (card === undefined) break;
    p.hand.push(card);
    drawn.push(card);
  }
  if (drawn.length > 0) {
    say(state, `${seatName(seat)} drew ${drawn.length} card${drawn.length === 1 ? "" : "s"}.`);
    say(state, `You drew ${drawn.map(cardName).join(", ")}.`, seat);
  }
  return drawn;
}

/** Draws back up to five cards ("Discard/Draw"). */
export function drawUpTo(state: State, seat: Seat, rng: Rng): void {
  const p = playerOf(state, seat);
  if (p.hand.length < HAND_SIZE) drawCards(state, seat, HAND_SIZE - p.hand.length, rng);
}

/** Moves a card from the hand to the top of the Discard Pile. */
export function discardFromHand(state: State, seat: Seat, card: CardId): void {
  const p = playerOf(state, seat);
  take(p.hand, card);
  p.discard.push(card);
}

/** Moves a card from the hand to the Score Pile (the Score suit, a cull). */
export function scoreFromHand(state: State, seat: Seat, card: CardId): void {
  const p = playerOf(state, seat);
  take(p.hand, card);
  p.score.push(card);
  say(state, `${seatName(seat)} put ${cardName(card)} into the Score Pile.`);
}

/** Whether a hand holds a card of the Cancel suit. */
export function holdsCancel(state: State, seat: Seat): boolean {
  return playerOf(state, seat).hand.some((c) => cardOf(c).suit === "cancel");
}

/** Every card a player owns, wherever it lies on his side of the table. */
export function ownedCards(state: State, seat: Seat): CardId[] {
  const p = playerOf(state, seat);
  return [...p.deck, ...p.hand, ...p.discard, ...p.score, ...p.equip, ...p.spend, ...p.lives];
}
