/**
 * A turn ("Turn Order"): Ambush, Explore, then Discard/Draw, after which the next player in
 * order who is still in the game takes his turn.
 */
import type { Rng } from "../../engine";
import type { Action } from "./actions";
import { ambushOptions, onYield } from "./ambush";
import { spend } from "./buy";
import { equip, shoot } from "./fight";
import { discardFromHand, drawUpTo } from "./hand";
import { exploreOptions } from "./explore";
import { jump } from "./jump";
import { endGame } from "./scoring";
import { soloEndOfTurn } from "./solo";
import { playSuit } from "./suits";
import { type State, cardName, distinct, playerOf, say, schedule, seatName, seatsIn } from "./state";

/** A new turn: the meeple moves up through empty spaces, then the Ambush check. */
export function startTurn(state: State): void {
  state.turn++;
  state.step = "explore";
  state.fight = null;
  state.purse = null;
  state.ambush = null;
  say(state, `Turn ${state.turn}: ${seatName(state.current)}.`);
  schedule(state, { k: "advance" }, { k: "ambush-check" });
}

/**
 * The Explore step is over: the Equip Items and Spend Money spaces are cleared into the
 * Discard Pile, and Discard/Draw begins.
 */
export function endExplore(state: State): void {
  const p = playerOf(state, state.current);
  p.discard.push(...p.equip, ...p.spend);
  p.equip = [];
  p.spend = [];
  state.fight = null;
  state.purse = null;
  state.ambush = null;
  state.step = "discard";
}

/** Whether a player has any card he could ever play again (hand, deck, Discard Pile). */
function hasCards(state: State, seat: number): boolean {
  const p = playerOf(state, seat);
  return p.hand.length + p.deck.length + p.discard.length > 0;
}

/** Rounds in a row with nothing moving on any board after which the game ends. */
export const STILL_ROUNDS = 10;

/** What moves when anything happens: meeples, Level Boards and decks, lives. */
function boardMark(state: State): string {
  const meeples = state.players.map((p) => `${p.out ? "x" : (p.level ?? "-")}:${p.pos}:${p.lives.length}:${p.playerCard ? 1 : 0}`);
  const levels = state.levels.map((l) => `${l.deck.length}:${l.board.join(",")}`);
  return `${meeples.join("|")}/${levels.join("|")}`;
}

/**
 * After Discard/Draw (and the solo card removal), the next player still in the game plays.
 * Two endings the rulebook does not foresee keep a game from running forever (see the
 * README): no player still in the game has a card left, or nothing has moved on any board
 * for ten rounds (every player still in stuck, unable to buy, fight or jump).
 */
export function endTurn(state: State): void {
  soloEndOfTurn(state);
  // Alone, in words for one: "every player has lost…" read as if others had played.
  const alone = state.players.length === 1;
  if (seatsIn(state).length === 0) {
    endGame(state, alone ? "no life is left" : "every player has lost all their lives");
    return;
  }
  if (!seatsIn(state).some((seat) => hasCards(state, seat))) {
    endGame(state, alone ? "no card is left to play" : "no player has a card left to play");
    return;
  }
  const mark = boardMark(state);
  state.stillness = { mark, turns: mark === state.stillness.mark ? state.stillness.turns + 1 : 0 };
  if (state.stillness.turns >= STILL_ROUNDS * seatsIn(state).length) {
    endGame(state, `nothing has moved for ${STILL_ROUNDS} rounds`);
    return;
  }
  const n = state.players.length;
  for (let i = 1; i <= n; i++) {
    const seat = (state.current + i) % n;
    if (!playerOf(state, seat).out) {
      state.current = seat;
      schedule(state, { k: "start-turn" });
      return;
    }
  }
}

/** Discard/Draw: any cards from hand, one at a time, then draw up to five. */
function discardOptions(state: State): Action[] {
  const out: Action[] = distinct(playerOf(state, state.current).hand).map((card) => ({ t: "discard", card }));
  out.push({ t: "done" });
  return out;
}

/** What the current player may do in the step he is in, with nothing pending. */
export function turnOptions(state: State): Action[] {
  switch (state.step) {
    case "ambush":
      return ambushOptions(state);
    case "explore":
      return exploreOptions(state);
    case "discard":
      return discardOptions(state);
  }
}

export function onTurnAction(state: State, action: Action, rng: Rng): void {
  const seat = state.current;
  switch (action.t) {
    case "spend":
      return spend(state, action.card);
    case "equip":
      return equip(state, action.card);
    case "shoot":
      return shoot(state, action.card, action.at);
    case "jump":
      return jump(state, action.card);
    case "suit":
      return playSuit(state, action.card);
    case "yield":
      return onYield(state);
    case "stop":
      say(state, `${seatName(seat)} stopped exploring.`);
      return endExplore(state);
    case "discard":
      discardFromHand(state, seat, action.card);
      say(state, `${seatName(seat)} discarded ${cardName(action.card)}.`);
      return;
    case "done":
      drawUpTo(state, seat, rng);
      schedule(state, { k: "end-turn" });
      return;
    default:
      return;
  }
}
