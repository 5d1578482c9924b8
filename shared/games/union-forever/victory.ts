/**
 * Winning the Game (rulebook): checked at the end of every turn. The Union wins
 * when the CRL marker is in space 0; otherwise the Confederacy wins at the end
 * of turn 8. Decision: the CRL reaching 0 in the middle of a turn does not end
 * the game by itself; the turn plays on (an invasion could still push it back).
 */
import { LAST_TURN } from "./data/track";
import type { State } from "./state";

export const REASONS = {
  union: "the Confederate Resistance Level was reduced to zero",
  // Said after "The Confederacy wins:", so it does not name the Confederacy again.
  confederacy: "the Confederate Resistance Level was still above zero at the end of turn 8",
} as const;

/** Sets the outcome if the turn that just ended decides the game. */
export function checkVictory(state: State): void {
  const winner = state.crl === 0 ? "union" : state.turn >= LAST_TURN ? "confederacy" : null;
  if (winner === null) return;
  state.outcome = { winner, reason: REASONS[winner] };
  state.phase = "over";
  state.events.push({ e: "game-over", winner, reason: REASONS[winner] });
}
