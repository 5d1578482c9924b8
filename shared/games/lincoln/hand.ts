/**
 * Decks, hands and reshuffles ("Description of the Cards"; "Playing the Game";
 * "Reshuffling and adding cards"; "Victory point checks on reshuffle").
 */
import { CARDS, type CardId, cardOf } from "./data/cards";
import { type Side, seatOf } from "./data/sides";
import { RESHUFFLE_VP, UNION_VP_TO_WIN, endGame, unionVp } from "./victory";
import { type State, say, sideName } from "./state";
import { handSize } from "./tracks";
import type { Rng } from "../../engine";

/** Takes a card out of a hand (it must be there). */
export function takeFromHand(state: State, side: Side, card: CardId): void {
  const hand = state.cards[side].hand;
  const i = hand.indexOf(card);
  if (i < 0) throw new Error(`${card} is not in the ${side} hand`);
  hand.splice(i, 1);
}

/** Puts a card from the hand on the discard pile. */
export function discardCard(state: State, side: Side, card: CardId): void {
  takeFromHand(state, side, card);
  state.cards[side].discard.push(card);
}

/** Removes a card from the hand and from the game. */
export function removeCard(state: State, side: Side, card: CardId): void {
  takeFromHand(state, side, card);
  state.cards[side].removed.push(card);
}

/**
 * Shuffles the discards into a new deck, adding the I cards the first time and the II cards
 * the second. The Union checks its VP first: under 2 at the first reshuffle or under 5 at
 * the second loses the game, and needing a third ends it (12 VP to win). Returns false when
 * the game ended instead.
 */
function reshuffle(state: State, side: Side, rng: Rng): boolean {
  const piles = state.cards[side];
  const n = piles.reshuffles;
  if (side === "union") {
    const vp = unionVp(state);
    if (n >= 2) {
      if (vp >= UNION_VP_TO_WIN)
        endGame(state, "union", "third-exhaustion", `the Union deck ran out for the third time with ${vp} VP (${UNION_VP_TO_WIN} needed)`);
      else
        endGame(state, "confederate", "third-exhaustion", `the Union deck ran out for the third time with only ${vp} VP (${UNION_VP_TO_WIN} needed)`);
      return false;
    }
    const needed = RESHUFFLE_VP[n] ?? 0;
    if (vp < needed) {
      endGame(
        state,
        "confederate",
        n === 0 ? "first-reshuffle" : "second-reshuffle",
        `the Union had ${vp} VP at its ${n === 0 ? "first" : "second"} reshuffle, fewer than ${needed}`,
      );
      return false;
    }
  }
  const added = n === 0 ? piles.reserve.I : n === 1 ? piles.reserve.II : [];
  piles.deck = rng.shuffle([...piles.discard, ...added]);
  piles.discard = [];
  if (n === 0) piles.reserve.I = [];
  if (n === 1) piles.reserve.II = [];
  piles.reshuffles = n + 1;
  piles.reshuffledOnTurn = state.turn;
  const what = added.length > 0 ? `, adding the ${n === 0 ? "I" : "II"} cards` : "";
  say(state, `${sideName(side)} reshuffled the discard pile into a new deck of ${piles.deck.length} cards${what}.`);
  return true;
}

/**
 * Draws `n` cards, reshuffling when the draw pile runs out. Stops early if the game ends or
 * there is nothing left to draw. The drawing side alone is told which cards it drew.
 */
export function draw(state: State, side: Side, n: number, rng: Rng): CardId[] {
  const piles = state.cards[side];
  const drawn: CardId[] = [];
  for (let i = 0; i < n; i++) {
    if (piles.deck.length === 0) {
      // A limit of this implementation, not of the rulebook: the Confederacy reshuffles at most once
      // a turn, so that a Blockade Runner cannot draw itself back from a one-card discard pile forever.
      if (side === "confederate" && piles.reshuffledOnTurn === state.turn) break;
      if (piles.discard.length === 0 && side === "confederate" && piles.reshuffles >= 2) break;
      if (piles.discard.length === 0 && side === "confederate" && piles.reserve.I.length + piles.reserve.II.length === 0) break;
      if (!reshuffle(state, side, rng)) break;
      if (piles.deck.length === 0) break;
    }
    const card = piles.deck.shift();
    if (card === undefined) break;
    piles.hand.push(card);
    drawn.push(card);
  }
  if (drawn.length > 0) {
    say(state, `${sideName(side)} drew ${drawn.length} card${drawn.length === 1 ? "" : "s"}.`);
    say(state, `You drew ${drawn.map((c) => cardOf(c).name).join(", ")}.`, seatOf(side));
  }
  return drawn;
}

/** Refills a hand to its size at the end of that side's turn; a larger hand is kept. */
export function refill(state: State, side: Side, rng: Rng): void {
  const short = handSize(state, side) - state.cards[side].hand.length;
  if (short > 0) draw(state, side, short, rng);
}

/** Cards that differ in something printed: identical cards are interchangeable, so one of each is offered. */
export function distinctCards(cards: readonly CardId[]): CardId[] {
  const seen = new Set<string>();
  const out: CardId[] = [];
  for (const id of cards) {
    const key = PRINTED[id] ?? id;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(id);
  }
  return out;
}

/** Each card's printed face (everything but its id), as a key: equal keys are identical cards. */
const PRINTED: Readonly<Record<CardId, string>> = Object.fromEntries(
  CARDS.map(({ id, ...printed }) => [id, JSON.stringify(printed)]),
);
