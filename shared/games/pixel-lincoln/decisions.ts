/**
 * Who decides now, what they may choose, and what a choice does: the decision at the front
 * of the queue, or the current player's turn step when nothing is pending. Automatic steps
 * are carried out by `settle` until a real decision is reached.
 *
 * A decision with a single possible answer is taken at once, so that a seat is asked only
 * when it has a choice; except the screened ones, always asked because skipping them would
 * tell the others something about a hidden hand: a Cancel window (whether the seat holds a
 * Cancel card), and the turn step while the hand is not empty (whether any card in it could
 * be played).
 */
import type { Rng, Seat } from "../../engine";
import type { Action } from "./actions";
import { chooseRivalOptions, discardOneOptions, onChooseRival, onDiscardOne } from "./abilities";
import { ambushCheck } from "./ambush";
import { onWindow, playEffect, windowOptions } from "./cancel";
import { afterCheckpoint, bonusOptions, flip, onBonus } from "./checkpoint";
import { addPower } from "./fight";
import { advance, clearLevel, enterOptions, onEnter } from "./level";
import { continueOptions, lifeOptions, loseLife, onContinue, onLife, onPay, payOptions, restart } from "./lives";
import { arrangeOptions, onArrange, onPickScore, pickScoreOptions } from "./suits";
import { type Decision, type State, type Task, isDecision, playerOf } from "./state";
import { endExplore, endTurn, onTurnAction, startTurn, turnOptions } from "./turn";

/** The decision waiting at the front of the queue, if the front is one. */
export function pendingDecision(state: State): Decision | null {
  const front = state.queue[0];
  return front && isDecision(front) ? front : null;
}

/** The seats deciding now (several at once only in a Cancel window). */
export function deciders(state: State): Seat[] {
  if (state.result) return [];
  const d = pendingDecision(state);
  if (!d) return state.queue.length === 0 ? [state.current] : [];
  return d.k === "window" ? d.asked.slice() : [d.seat];
}

function decisionOptions(state: State, d: Decision, seat: Seat): Action[] {
  if (d.k === "window") return windowOptions(state, d, seat);
  if (d.seat !== seat) return [];
  switch (d.k) {
    case "enter":
      return enterOptions(state, d);
    case "pick-score":
      return pickScoreOptions(state, d);
    case "arrange":
      return arrangeOptions(state, d);
    case "discard-one":
      return discardOneOptions(state, d);
    case "choose-rival":
      return chooseRivalOptions(state, d);
    case "bonus":
      return bonusOptions(state, d);
    case "life":
      return lifeOptions(state, d);
    case "continue":
      return continueOptions(state, d);
    case "pay":
      return payOptions(state, d);
  }
}

function findOptions(state: State, seat: Seat): Action[] {
  if (state.result) return [];
  const d = pendingDecision(state);
  if (d) return decisionOptions(state, d, seat);
  if (state.queue.length > 0 || seat !== state.current) return [];
  return turnOptions(state);
}

/**
 * The choices of a state at rest, remembered by seat: a state returned by the rules is never
 * changed afterwards, so its choices stay true.
 */
const KNOWN = new WeakMap<State, Map<Seat, Action[]>>();

function remember(state: State, seat: Seat, found: Action[]): void {
  let bySeat = KNOWN.get(state);
  if (!bySeat) {
    bySeat = new Map();
    KNOWN.set(state, bySeat);
  }
  bySeat.set(seat, found);
}

/** What `seat` may do now (empty when it is not that seat's decision). */
export function options(state: State, seat: Seat): Action[] {
  let found = KNOWN.get(state)?.get(seat);
  if (!found) {
    found = findOptions(state, seat);
    remember(state, seat, found);
  }
  return found.slice();
}

/** Whether `seat` is asked even with a single answer (see the top of this file). */
export function isScreened(state: State, seat: Seat): boolean {
  const d = pendingDecision(state);
  if (d) return d.k === "window";
  return state.queue.length === 0 && seat === state.current && playerOf(state, seat).hand.length > 0;
}

/** Applies one choice of `seat` (already checked against `options`). */
export function handle(state: State, seat: Seat, action: Action, rng: Rng): void {
  const d = pendingDecision(state);
  if (!d) {
    onTurnAction(state, action, rng);
    return;
  }
  // The decision leaves the queue; a handler that needs more answers puts it back.
  state.queue.shift();
  switch (d.k) {
    case "window":
      return onWindow(state, d, seat, action, rng);
    case "enter":
      return onEnter(state, d, action);
    case "pick-score":
      return onPickScore(state, d, action);
    case "arrange":
      return onArrange(state, d, action);
    case "discard-one":
      return onDiscardOne(state, d, action);
    case "choose-rival":
      return onChooseRival(state, d, action);
    case "bonus":
      return onBonus(state, d, action, rng);
    case "life":
      return onLife(state, d, action);
    case "continue":
      return onContinue(state, d, action);
    case "pay":
      return onPay(state, d, action);
  }
}

function runTask(state: State, task: Exclude<Task, Decision>, rng: Rng): void {
  switch (task.k) {
    case "start-turn":
      return startTurn(state);
    case "ambush-check":
      return ambushCheck(state);
    case "advance":
      return advance(state);
    case "effect":
      return playEffect(state, task, rng);
    case "fight":
      return addPower(state, task.card, task.target);
    case "clear-level":
      return clearLevel(state, task.level);
    case "flip":
      return flip(state, task.level, task.slot);
    case "after-checkpoint":
      return afterCheckpoint(state, task.level);
    case "end-explore":
      return endExplore(state);
    case "end-turn":
      return endTurn(state);
    case "lose-life":
      return loseLife(state, task.seat);
    case "restart":
      return restart(state, task.seat, task.owed, rng);
  }
}

/** Carries out automatic steps and forced choices until a real decision or the end. */
export function settle(state: State, rng: Rng): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (state.result) return;
    const front = state.queue[0];
    if (front && !isDecision(front)) {
      state.queue.shift();
      runTask(state, front, rng);
      continue;
    }
    const seats = deciders(state);
    const [seat] = seats;
    if (seat === undefined) throw new Error("dead end: nobody decides");
    if (seats.length === 1) {
      const choices = findOptions(state, seat);
      const [only] = choices;
      if (only === undefined) throw new Error(`dead end: seat ${seat} has nothing to choose at ${front ? front.k : state.step}`);
      if (choices.length === 1 && !isScreened(state, seat)) {
        handle(state, seat, only, rng);
        continue;
      }
      remember(state, seat, choices);
    }
    return;
  }
  throw new Error("settle did not come to rest");
}
