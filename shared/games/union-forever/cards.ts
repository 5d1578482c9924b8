/**
 * The deck and the Card Draws (rulebook, "Setup", "Activations", "End of Turn"):
 * Ace to 5 of each suit, four Jacks, four Queens and one Joker, 29 cards. Black
 * cards activate the Union, red the Confederacy; an even card gives two ACTs, an
 * odd one (the Ace counts as 1) one ACT; a Jack or Queen gives a special ACT;
 * the Joker may end the turn.
 */
import type { Rng } from "../../engine";
import type { Side } from "./data/units";
import type { State } from "./state";

export const RANKS = ["A", "2", "3", "4", "5", "J", "Q"] as const;
export type Rank = (typeof RANKS)[number];

/** Spades and clubs are black (Union); hearts and diamonds red (Confederacy). */
export const SUITS = ["S", "C", "H", "D"] as const;
export type Suit = (typeof SUITS)[number];

export const JOKER = "JOKER";
export type Card = `${Rank}${Suit}` | typeof JOKER;

/** The 29 cards, in a fixed order; shuffled before every turn. */
export const DECK: readonly Card[] = [...SUITS.flatMap((suit) => RANKS.map((rank): Card => `${rank}${suit}`)), JOKER];

const RANK_NAMES: Record<Rank, string> = { A: "Ace", "2": "2", "3": "3", "4": "4", "5": "5", J: "Jack", Q: "Queen" };
const SUIT_NAMES: Record<Suit, string> = { S: "Spades", C: "Clubs", H: "Hearts", D: "Diamonds" };

function rankOf(card: Card): Rank {
  return card.charAt(0) as Rank;
}

function suitOf(card: Card): Suit {
  return card.charAt(1) as Suit;
}

/** The side a card activates: black for the Union, red for the Confederacy; none for the Joker. */
export function cardSide(card: Card): Side | null {
  if (card === JOKER) return null;
  const suit = suitOf(card);
  return suit === "S" || suit === "C" ? "union" : "confederacy";
}

/** Jacks and Queens: a special ACT instead of ordinary ones. */
export function isFaceCard(card: Card): boolean {
  const rank = rankOf(card);
  return card !== JOKER && (rank === "J" || rank === "Q");
}

/** The ACTs a number card gives: two when even, one when odd (the Ace is 1). 0 for the others. */
export function actsOf(card: Card): number {
  if (card === JOKER || isFaceCard(card)) return 0;
  const rank = rankOf(card);
  const value = rank === "A" ? 1 : Number(rank);
  return value % 2 === 0 ? 2 : 1;
}

export function cardName(card: Card): string {
  return card === JOKER ? "the Joker" : `the ${RANK_NAMES[rankOf(card)]} of ${SUIT_NAMES[suitOf(card)]}`;
}

/** A freshly shuffled deck of all 29 cards. */
export function newDeck(rng: Rng): Card[] {
  return rng.shuffle(DECK);
}

/**
 * The Card Draw: the top card is turned up and the draw passes to the other
 * player. A number card gives its colour's side ACTs, a face card a special ACT.
 * Returns true when the card is a Joker that ends the turn: it does unless it is
 * the turn's first draw or a side has not yet performed an ACT this turn.
 */
export function drawCard(state: State): boolean {
  const card = state.deck.shift();
  if (card === undefined) throw new Error("the deck is empty"); // settle() ends the turn first
  const drawer = state.drawer;
  state.drawn.push(card);
  state.drawer = drawer === "union" ? "confederacy" : "union";
  const side = cardSide(card);
  if (side === null) {
    const why = state.drawn.length === 1 ? "first" : !(state.acted.union && state.acted.confederacy) ? "not-acted" : null;
    state.events.push({ e: "drew", side: drawer, card, left: 0 });
    state.events.push({ e: "joker", ends: why === null, why });
    return why === null;
  }
  if (isFaceCard(card)) state.special = { side, card };
  else state.activation = { side, left: actsOf(card), card };
  state.events.push({ e: "drew", side: drawer, card, left: actsOf(card) });
  return false;
}
