/**
 * Checkpoints ("Checkpoints", "Checkpoint Bonuses", "Boss / Mini Boss Battle"): the first
 * active player to reach one removes it; every player in that Level takes a bonus (draw a
 * card, cull a card from hand into the Score Pile, or exit to another Level), the one who
 * reached it two; then the mini-boss or boss under it is turned face up in its place.
 */
import type { Rng, Seat } from "../../engine";
import type { Action } from "./actions";
import { drawCards, scoreFromHand } from "./hand";
import { placeMeeple, seatsInLevel } from "./level";
import { type Decision, type State, cardName, distinct, levelName, levelOf, openLevels, playerOf, removeFromGame, say, schedule, seatName } from "./state";

type Bonus = Extract<Decision, { k: "bonus" }>;

/**
 * The current player's meeple reached the checkpoint in `slot`. It stays there, with what
 * lies under it, until the bonuses are taken.
 */
export function reachCheckpoint(state: State, seat: Seat, level: number, slot: number): void {
  const checkpoint = levelOf(state, level).board[slot];
  if (!checkpoint) return;
  say(state, `${seatName(seat)} reached the checkpoint ${cardName(checkpoint)}: everyone in ${levelName(level)} takes a bonus.`);
  // Reached as the turn starts, the player did not start it in front of an enemy: whatever
  // is turned over here does not ambush him this turn.
  state.queue = state.queue.filter((t) => t.k !== "ambush-check");
  const others = seatsInLevel(state, level, seat).filter((s) => s !== seat);
  schedule(
    state,
    { k: "bonus", seat, level, first: true },
    { k: "bonus", seat, level, first: false },
    ...others.map((s): Bonus => ({ k: "bonus", seat: s, level, first: false })),
    { k: "flip", level, slot },
    { k: "after-checkpoint", level },
  );
}

/** A bonus: draw, cull a card, or exit to another open Level (not twice, not back). */
export function bonusOptions(state: State, d: Bonus): Action[] {
  const p = playerOf(state, d.seat);
  const out: Action[] = [{ t: "draw" }];
  for (const card of distinct(p.hand)) out.push({ t: "score", card });
  if (p.level === d.level) for (const level of openLevels(state)) if (level !== d.level) out.push({ t: "exit", level });
  return out;
}

export function onBonus(state: State, d: Bonus, action: Action, rng: Rng): void {
  if (action.t === "draw") drawCards(state, d.seat, 1, rng);
  else if (action.t === "score") scoreFromHand(state, d.seat, action.card);
  else if (action.t === "exit") {
    say(state, `${seatName(d.seat)} exits ${levelName(d.level)}.`);
    placeMeeple(state, d.seat, action.level);
  }
}

/**
 * After the bonuses the checkpoint leaves the game, and the face-down card under it, if
 * any, is turned over in its place: the mini-boss or boss is in play.
 */
export function flip(state: State, level: number, slot: number): void {
  const l = levelOf(state, level);
  const checkpoint = l.board[slot];
  if (!checkpoint) return;
  removeFromGame(state, checkpoint);
  const hidden = l.under[checkpoint];
  delete l.under[checkpoint];
  l.board[slot] = hidden ?? null;
  if (hidden !== undefined) say(state, `${cardName(hidden)} appears in ${levelName(level)}!`);
}

/** The current player goes on exploring, unless a bonus took him out of the Level. */
export function afterCheckpoint(state: State, level: number): void {
  const p = playerOf(state, state.current);
  schedule(state, p.level === level ? { k: "advance" } : { k: "end-explore" });
}
