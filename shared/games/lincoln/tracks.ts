/**
 * The Blockade and Europe markers ("Action: Deploy unit", ship and politician cards;
 * "Combat", step 9). A marker never moves off the end of its track.
 */
import {
  BLOCKADE_TRACK,
  EUROPE_CONFEDERATE_END,
  EUROPE_UNION_END,
  UNION_HAND_SIZE,
} from "./data/tracks";
import type { Side } from "./data/sides";
import { type State, say, sideName } from "./state";

const BLOCKADE_END = BLOCKADE_TRACK.length - 1;

/** Whether a side's ship would move the Blockade marker (Union: tighter; Confederate: looser). */
export function canMoveBlockade(state: State, side: Side): boolean {
  return side === "union" ? state.blockade < BLOCKADE_END : state.blockade > 0;
}

/** Moves the Blockade marker one space in `side`'s favour. */
export function moveBlockade(state: State, side: Side): void {
  state.blockade = Math.max(0, Math.min(BLOCKADE_END, state.blockade + (side === "union" ? 1 : -1)));
  const space = BLOCKADE_TRACK[state.blockade];
  say(
    state,
    `The Blockade marker moved to space ${state.blockade}: Confederate hand size ${space?.handSize}, ${space?.vp} Union VP.`,
  );
}

/** Whether a side's politician would move the Europe marker its way. */
export function canMoveEurope(state: State, side: Side): boolean {
  return side === "union" ? state.europe > EUROPE_UNION_END : state.europe < EUROPE_CONFEDERATE_END;
}

/** Moves the Europe marker `spaces` toward `side`'s end, stopping at the end. */
export function moveEurope(state: State, side: Side, spaces: number, why: string): void {
  if (spaces <= 0) return;
  const before = state.europe;
  const target = side === "union" ? before - spaces : before + spaces;
  state.europe = Math.max(EUROPE_UNION_END, Math.min(EUROPE_CONFEDERATE_END, target));
  const moved = Math.abs(state.europe - before);
  if (moved === 0) say(state, `The Europe marker is already at the ${sideName(side)} end (${why}).`);
  else
    say(
      state,
      `The Europe marker moved ${moved} space${moved === 1 ? "" : "s"} toward the ${sideName(side)} (${why}): now ${state.europe} of ${EUROPE_CONFEDERATE_END}.`,
    );
}

/** A side's hand size: the Union always 6, the Confederacy as the Blockade marker shows. */
export function handSize(state: State, side: Side): number {
  return side === "union" ? UNION_HAND_SIZE : (BLOCKADE_TRACK[state.blockade]?.handSize ?? 3);
}

/** The Union VP printed at the Blockade marker's space. */
export function blockadeVp(state: State): number {
  return BLOCKADE_TRACK[state.blockade]?.vp ?? 0;
}
