/**
 * Lives ("Losing a Life", "Continue"): a player who cannot beat an ambush gives up a Life
 * card, restarts at the beginning of a Level of his choice, and ends his turn after
 * Discard/Draw. Losing the Player Card, his last life, eliminates him: he may Continue by
 * removing 5 points of cards from the game, or leave the game and wait for the final score.
 */
import type { Rng, Seat } from "../../engine";
import type { Action } from "./actions";
import { type CardId, cardOf } from "./data/cards";
import { HAND_SIZE } from "./data/starting";
import { drawCards } from "./hand";
import { endExplore } from "./turn";
import { type Decision, type State, cardName, playerOf, putInBox, removeFromGame, say, schedule, seatName, take } from "./state";

/** The points of cards a Continue costs. */
export const CONTINUE_POINTS = 5;

/** The current player loses a life: a Life card, or, with none left, his Player Card. */
export function loseLife(state: State, seat: Seat): void {
  const p = playerOf(state, seat);
  say(state, `${seatName(seat)} loses a life.`);
  p.level = null;
  if (p.lives.length === 0) {
    // His turn is over either way: the tableau's spaces are cleared now.
    endExplore(state);
    p.playerCard = false;
    say(state, `${seatName(seat)} gave up the Player Card and is eliminated.`);
    schedule(state, { k: "continue", seat });
    return;
  }
  schedule(state, { k: "life", seat }, { k: "enter", seat, exclude: null }, { k: "end-explore" });
}

/** Which life card to give up, when they differ (a Life card, an Extra Life). */
export function lifeOptions(state: State, d: Extract<Decision, { k: "life" }>): Action[] {
  const seen = new Set<string>();
  const out: Action[] = [];
  for (const card of playerOf(state, d.seat).lives) {
    const t = cardOf(card).template;
    if (seen.has(t)) continue;
    seen.add(t);
    out.push({ t: "life", card });
  }
  return out;
}

export function onLife(state: State, d: Extract<Decision, { k: "life" }>, action: Action): void {
  if (action.t !== "life") return;
  take(playerOf(state, d.seat).lives, action.card);
  removeFromGame(state, action.card);
  say(state, `${seatName(d.seat)} removed ${cardName(action.card)} from the game.`);
}

function scorePoints(cards: readonly CardId[]): number {
  return cards.reduce((sum, id) => sum + cardOf(id).points, 0);
}

/** Every card of a player's deck, hand and Discard Pile (and his tableau's spaces). */
function playingCards(state: State, seat: Seat): number {
  const p = playerOf(state, seat);
  return p.deck.length + p.hand.length + p.discard.length + p.equip.length + p.spend.length;
}

/**
 * Whether a Continue can be paid: 5 points from the Score Pile, or the whole Score Pile and
 * a card of the deck for each point short, with at least one card left to play with.
 */
export function canContinue(state: State, seat: Seat): boolean {
  const total = scorePoints(playerOf(state, seat).score);
  const cards = playingCards(state, seat);
  return cards > 0 && (total > CONTINUE_POINTS || cards > CONTINUE_POINTS - Math.max(0, total));
}

export function continueOptions(state: State, d: Extract<Decision, { k: "continue" }>): Action[] {
  return canContinue(state, d.seat) ? [{ t: "continue" }, { t: "retire" }] : [{ t: "retire" }];
}

export function onContinue(state: State, d: Extract<Decision, { k: "continue" }>, action: Action): void {
  const seat = d.seat;
  const p = playerOf(state, seat);
  if (action.t === "retire") {
    p.out = true;
    p.level = null;
    // Alone, nobody plays on: the game ends now.
    say(state, `${seatName(seat)} does not Continue${state.players.length === 1 ? ": the game ends" : " and waits for the final score"}.`);
    schedule(state, { k: "end-turn" });
    return;
  }
  p.playerCard = true;
  say(state, `${seatName(seat)} Continues.`);
  const total = scorePoints(p.score);
  if (total > CONTINUE_POINTS) {
    schedule(state, { k: "pay", seat, owed: CONTINUE_POINTS }, { k: "restart", seat, owed: 0 });
    return;
  }
  // Not enough in the Score Pile: all of it goes, and the deck pays the rest.
  if (p.score.length > 0) say(state, `${seatName(seat)} removed the whole Score Pile (${total} points) from the game.`);
  removeFromGame(state, ...p.score);
  p.score = [];
  schedule(state, { k: "restart", seat, owed: CONTINUE_POINTS - Math.max(0, total) });
}

/** Score Pile cards with points, one of each kind. */
export function payOptions(state: State, d: Extract<Decision, { k: "pay" }>): Action[] {
  const seen = new Set<string>();
  const out: Action[] = [];
  for (const card of playerOf(state, d.seat).score) {
    const c = cardOf(card);
    if (c.points <= 0 || seen.has(c.template)) continue;
    seen.add(c.template);
    out.push({ t: "pay", card });
  }
  return out;
}

/** Removes one Score Pile card; the points beyond what was owed are lost. */
export function onPay(state: State, d: Extract<Decision, { k: "pay" }>, action: Action): void {
  if (action.t !== "pay") return;
  const p = playerOf(state, d.seat);
  take(p.score, action.card);
  removeFromGame(state, action.card);
  const owed = d.owed - cardOf(action.card).points;
  say(state, `${seatName(d.seat)} removed ${cardName(action.card)} from the game.`);
  if (owed > 0) schedule(state, { ...d, owed });
}

/**
 * Back in the game: all his cards shuffled into one deck, a random card removed for each
 * point still owed, five drawn; he places his meeple and his turn ends.
 */
export function restart(state: State, seat: Seat, owed: number, rng: Rng): void {
  const p = playerOf(state, seat);
  const all = rng.shuffle([...p.deck, ...p.hand, ...p.discard, ...p.equip, ...p.spend]);
  p.hand = [];
  p.discard = [];
  p.equip = [];
  p.spend = [];
  const lost = all.splice(0, owed);
  putInBox(state, ...lost);
  p.deck = all;
  if (lost.length) say(state, `${seatName(seat)} removed ${lost.length} random card${lost.length === 1 ? "" : "s"} of the deck from the game.`);
  drawCards(state, seat, HAND_SIZE, rng);
  schedule(state, { k: "enter", seat, exclude: null }, { k: "end-turn" });
}
