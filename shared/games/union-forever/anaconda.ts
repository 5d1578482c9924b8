/**
 * The Anaconda Plan (rulebook, "Anaconda Plan", "End of Turn"). The marker
 * starts in the box at sea with the blockade in effect. A face card lets the
 * Confederacy try to break it (a die below the CRL flips the marker) or the
 * Union try to restore it (a die above the CRL flips it back). While it is in
 * effect, the CRL marker moves one space left at the end of every turn.
 */
import type { Rng } from "../../engine";
import type { Side } from "./data/units";
import { type Roll, type State, type Table, crlValue, moveCrl, roll } from "./state";

/** Only a flip is worth an ACT: the Confederacy acts on a blockade in effect, the Union on a broken one. */
export function canAttemptAnaconda(state: State, side: Side): boolean {
  return side === "confederacy" ? state.anaconda === "in-effect" : state.anaconda === "broken";
}

/** What the die must show, in words, for the attempt to succeed. */
export function anacondaNeed(state: Table, side: Side): string {
  return side === "confederacy" ? `less than ${crlValue(state)}` : `more than ${crlValue(state)}`;
}

/** The special ACT: one die, no modifiers. */
export function attemptAnaconda(state: State, side: Side, rng: Rng): { roll: Roll; success: boolean } {
  const r = roll(side, rng, []);
  const crl = crlValue(state);
  const success = side === "confederacy" ? r.die < crl : r.die > crl;
  if (success) state.anaconda = side === "confederacy" ? "broken" : "in-effect";
  return { roll: r, success };
}

/** End of turn: the blockade in effect moves the CRL marker one space left. */
export function anacondaAtEndOfTurn(state: State): void {
  if (state.anaconda === "in-effect") moveCrl(state, -1, "anaconda");
}
