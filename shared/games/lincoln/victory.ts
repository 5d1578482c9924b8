/**
 * Victory points and the end of the game ("Ending the Game").
 *
 * Only the Union counts VP: the hexagons of the locations it controls plus the VP at the
 * Blockade marker. The Confederacy wins at once when Europe enters the war or when it
 * controls Washington (or, with the second copy's rule, when it holds Washington at the end
 * of a Union turn); the reshuffle checks and the third exhaustion are in hand.ts.
 */
import { LOCATIONS, LOCATION_IDS } from "./data/map";
import { EUROPE_CONFEDERATE_END } from "./data/tracks";
import { type Side, seatOf } from "./data/sides";
import { controlMap, controls } from "./control";
import { type Ending, type State, say } from "./state";
import { blockadeVp } from "./tracks";

/** VP needed at the third exhaustion for a Union win. */
export const UNION_VP_TO_WIN = 12;
/** VP the Union must have at its first and second reshuffle. */
export const RESHUFFLE_VP = [2, 5] as const;

/** The Union's VP now: controlled hexagons plus the Blockade track. */
export function unionVp(state: State): number {
  let vp = blockadeVp(state);
  const control = controlMap(state);
  for (const loc of LOCATION_IDS) if (LOCATIONS[loc].vp > 0 && control[loc] === "union") vp += LOCATIONS[loc].vp;
  return vp;
}

/** Ends the game with `winner`. */
export function endGame(state: State, winner: Side, ending: Ending, reason: string): void {
  if (state.result) return;
  state.result = { winners: [seatOf(winner)], reason, ending };
  say(state, `The game is over: ${reason}.`);
}

/** The conditions that end the game the moment they hold. */
export function checkImmediateEnd(state: State): void {
  if (state.result) return;
  if (state.europe >= EUROPE_CONFEDERATE_END)
    endGame(state, "confederate", "europe", "the Europe marker reached the Confederate end: Europe enters the war and the Confederacy wins");
  else if (state.options.washington === "immediate" && controls(state, "confederate", "washington"))
    endGame(state, "confederate", "washington", "the Confederacy controls Washington and wins");
}

/** The conditions checked when a turn ends (the second copy's timings, when chosen). */
export function checkEndOfTurn(state: State, side: Side): void {
  if (state.result) return;
  if (side === "union" && state.options.washington === "end-of-union-turn" && controls(state, "confederate", "washington"))
    endGame(state, "confederate", "washington", "the Confederacy held Washington at the end of the Union turn and wins");
  if (
    side === "confederate" &&
    state.options.vicksburgRichmond &&
    controls(state, "union", "vicksburg") &&
    controls(state, "union", "richmond")
  )
    endGame(state, "union", "vicksburg-richmond", "the Union held Vicksburg and Richmond at the end of the Confederate turn and wins");
}
