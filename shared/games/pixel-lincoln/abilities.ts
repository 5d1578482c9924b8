/**
 * Card abilities ("Card Abilities"): what each kind of effects.ts does once it is played and
 * not cancelled. One function for the whole closed set; cards hold only data.
 */
import type { Rng, Seat } from "../../engine";
import type { Action } from "./actions";
import { cardOf, isEnemy } from "./data/cards";
import { discardFromHand, drawCards } from "./hand";
import { drawLevelCard } from "./level";
import { resolveKey, resolveScore, resolveTimeTravel } from "./suits";
import {
  type Decision,
  type EffectTask,
  type State,
  cardName,
  distinct,
  levelName,
  levelOf,
  playerOf,
  say,
  schedule,
  seatName,
  seatsIn,
  take,
} from "./state";

/** Moves a card between two piles if it is still in the first. */
function moveIf(from: string[], to: string[], card: string): boolean {
  if (!from.includes(card)) return false;
  take(from, card);
  to.push(card);
  return true;
}

export function resolveEffect(state: State, task: EffectTask, rng: Rng): void {
  const { effect, seat, source } = task;
  const p = playerOf(state, seat);
  switch (effect.kind) {
    case "draw":
      drawCards(state, seat, effect.n, rng);
      return;
    case "score":
      resolveScore(state, seat);
      return;
    case "time-travel":
      resolveTimeTravel(state, seat);
      return;
    case "key":
      resolveKey(state, seat);
      return;
    case "recover": {
      const top = p.discard.at(-1);
      if (top === undefined) return;
      p.discard.pop();
      p.hand.push(top);
      say(state, `${seatName(seat)} took ${cardName(top)} back from the Discard Pile.`);
      return;
    }
    case "rival-discard": {
      const n = state.players.length;
      const victims: Seat[] = [];
      for (let i = 1; i < n; i++) {
        const s = (seat + i) % n;
        if (seatsIn(state).includes(s) && playerOf(state, s).hand.length > 0) victims.push(s);
      }
      schedule(state, ...victims.map((s): Decision => ({ k: "discard-one", seat: s, card: source })));
      return;
    }
    case "ambush-discard":
      if (p.hand.length > 0) schedule(state, { k: "discard-one", seat, card: source });
      return;
    case "to-rival":
      if (state.players.length > 1) schedule(state, { k: "choose-rival", seat, card: source });
      return;
    case "replace":
      replaceDefeated(state, task);
      return;
    case "to-discard":
      if (moveIf(p.score, p.discard, source)) say(state, `${cardName(source)} goes into ${seatName(seat)}'s Discard Pile.`);
      return;
    case "ambush-power":
      if (state.ambush?.card === source) {
        state.ambush.bonus += effect.n;
        say(state, `${cardName(source)} ambushes with +${effect.n} Power.`);
      }
      return;
    case "to-hand":
      if (moveIf(p.discard, p.hand, source)) say(state, `${cardName(source)} goes into ${seatName(seat)}'s hand.`);
      return;
    case "extra-life":
      if (moveIf(p.discard, p.lives, source)) say(state, `${cardName(source)} goes under ${seatName(seat)}'s Player Card: one more life.`);
      return;
  }
}

/** Plague Doctor: the top Level card is revealed; an enemy takes the defeated one's place. */
function replaceDefeated(state: State, task: EffectTask): void {
  if (task.level === null || task.slot === null) return;
  const l = levelOf(state, task.level);
  const top = l.deck[0];
  if (top === undefined || l.board[task.slot] !== null) return;
  if (isEnemy(top)) {
    drawLevelCard(state, task.level);
    l.board[task.slot] = top;
    say(state, `${cardName(task.source)} revealed ${cardName(top)}, which takes its place in ${levelName(task.level)}.`);
  } else {
    // Not an enemy: it stays on top, now seen by everyone.
    l.known = l.known.map((k) => Math.max(k, 1));
    say(state, `${cardName(task.source)} revealed ${cardName(top)} on top of ${levelName(task.level)}'s deck; it stays there.`);
  }
}

/** A player discards a card of their choice (an ambush, or a rival's item). */
export function discardOneOptions(state: State, d: Extract<Decision, { k: "discard-one" }>): Action[] {
  return distinct(playerOf(state, d.seat).hand).map((card) => ({ t: "discard", card }));
}

export function onDiscardOne(state: State, d: Extract<Decision, { k: "discard-one" }>, action: Action): void {
  if (action.t !== "discard") return;
  discardFromHand(state, d.seat, action.card);
  // Why, first: "Robo-Redcoat's ambush: Player 1 discarded Jump."
  const why = d.card === undefined ? "" : isEnemy(d.card) ? `${cardName(d.card)}'s ambush: ` : `${cardName(d.card)}: `;
  say(state, `${why}${seatName(d.seat)} discarded ${cardName(action.card)}.`);
}

/** Which opponent receives a defeated Slime: any other player. */
export function chooseRivalOptions(state: State, d: Extract<Decision, { k: "choose-rival" }>): Action[] {
  return state.players.flatMap((_, seat): Action[] => (seat === d.seat ? [] : [{ t: "rival", seat }]));
}

export function onChooseRival(state: State, d: Extract<Decision, { k: "choose-rival" }>, action: Action): void {
  if (action.t !== "rival") return;
  const from = playerOf(state, d.seat);
  if (!from.score.includes(d.card)) return;
  take(from.score, d.card);
  playerOf(state, action.seat).score.push(d.card);
  const points = cardOf(d.card).points;
  say(state, `${cardName(d.card)} goes into ${seatName(action.seat)}'s Score Pile (${points} point${Math.abs(points) === 1 ? "" : "s"}).`);
}
