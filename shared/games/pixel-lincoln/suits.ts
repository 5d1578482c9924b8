/**
 * The suit abilities ("Suits"): on his turn a player discards a card for its suit. Score
 * puts another card from hand into the Score Pile; Time Travel looks at and rearranges the
 * top five cards of the Level Deck; Key, once ambushes are over, exits to another Level and
 * ends the Explore step. (Cancel, played on any turn, is in cancel.ts.) Items with the
 * same effect as their text share these rules.
 */
import type { Seat } from "../../engine";
import type { Action } from "./actions";
import { type CardId, cardOf } from "./data/cards";
import { discardFromHand, scoreFromHand } from "./hand";
import { placeMeeple } from "./level";
import { SUIT_NAMES } from "./effects";
import {
  type Decision,
  type State,
  cardName,
  distinct,
  levelName,
  levelOf,
  openLevels,
  playerOf,
  say,
  schedule,
  seatName,
} from "./state";

/** Cards in hand whose suit ability the current player may use now. */
export function suitOptions(state: State): Action[] {
  const seat = state.current;
  const p = playerOf(state, seat);
  const deckLeft = p.level !== null && levelOf(state, p.level).deck.length > 0;
  const otherLevel = p.level !== null && openLevels(state).some((l) => l !== p.level);
  return distinct(p.hand, (id) => {
    switch (cardOf(id).suit) {
      case "score":
        return p.hand.length > 1;
      case "time-travel":
        return deckLeft;
      case "key":
        return state.step === "explore" && otherLevel;
      default:
        return false;
    }
  }).map((card) => ({ t: "suit", card }));
}

/** Discards a card for its suit ability, which then happens (unless cancelled). */
export function playSuit(state: State, card: CardId): void {
  const seat = state.current;
  const suit = cardOf(card).suit;
  if (suit === null || suit === "cancel") return;
  discardFromHand(state, seat, card);
  say(state, `${seatName(seat)} discarded ${cardName(card)} for ${SUIT_NAMES[suit]}.`);
  schedule(state, { k: "effect", effect: { when: "suit", kind: suit, n: 1 }, seat, source: card, level: null, slot: null });
}

/** Score: the player chooses a card from his hand for his Score Pile. */
export function resolveScore(state: State, seat: Seat): void {
  if (playerOf(state, seat).hand.length > 0) schedule(state, { k: "pick-score", seat });
}

export function pickScoreOptions(state: State, d: Extract<Decision, { k: "pick-score" }>): Action[] {
  return distinct(playerOf(state, d.seat).hand).map((card) => ({ t: "score", card }));
}

export function onPickScore(state: State, d: Extract<Decision, { k: "pick-score" }>, action: Action): void {
  if (action.t === "score") scoreFromHand(state, d.seat, action.card);
}

/** Time Travel: the player sees the top five of his Level Deck, then orders them. */
export function resolveTimeTravel(state: State, seat: Seat): void {
  const level = playerOf(state, seat).level;
  if (level === null) return;
  const l = levelOf(state, level);
  const n = Math.min(5, l.deck.length);
  if (n === 0) return;
  l.known[seat] = Math.max(l.known[seat] ?? 0, n);
  say(state, `${seatName(seat)} looks at the top ${n} card${n === 1 ? "" : "s"} of ${levelName(level)}'s deck.`);
  say(state, `The top of the deck: ${l.deck.slice(0, n).map(cardName).join(", ")}.`, seat);
  if (n > 1) schedule(state, { k: "arrange", seat, level, placed: 0, n });
}

/** Which card goes next from the top, or `done` to leave the rest as they are. */
export function arrangeOptions(state: State, d: Extract<Decision, { k: "arrange" }>): Action[] {
  const deck = levelOf(state, d.level).deck;
  const out: Action[] = distinct(deck.slice(d.placed, d.n)).map((card) => ({ t: "arrange", card }));
  out.push({ t: "done" });
  return out;
}

export function onArrange(state: State, d: Extract<Decision, { k: "arrange" }>, action: Action): void {
  if (action.t !== "arrange") {
    say(state, `${seatName(d.seat)} put the cards back.`);
    return;
  }
  const l = levelOf(state, d.level);
  const deck = l.deck.filter((c) => c !== action.card);
  deck.splice(d.placed, 0, action.card);
  l.deck = deck;
  const placed = d.placed + 1;
  // With one card left to place, its place is forced.
  if (placed < d.n - 1) schedule(state, { ...d, placed });
  else say(state, `${seatName(d.seat)} rearranged the top of the deck.`);
}

/** Key: the player exits to the start of another Level; his Explore step is over. */
export function resolveKey(state: State, seat: Seat): void {
  const p = playerOf(state, seat);
  const from = p.level;
  const others = openLevels(state).filter((l) => l !== from);
  const [only] = others;
  if (only === undefined) return;
  say(state, `${seatName(seat)} exits ${from === null ? "the Level" : levelName(from)}.`);
  p.level = null;
  if (others.length === 1) {
    placeMeeple(state, seat, only);
    schedule(state, { k: "end-explore" });
  } else schedule(state, { k: "enter", seat, exclude: from }, { k: "end-explore" });
}
