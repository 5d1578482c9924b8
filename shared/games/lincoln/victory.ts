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
import { type DeckClock, type Ending, type State, say } from "./state";
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
    endGame(state, "confederate", "europe", "the Europe marker reached the Confederate end: Europe entered the war");
  else if (state.options.washington === "immediate" && controls(state, "confederate", "washington"))
    endGame(state, "confederate", "washington", "the Confederacy took Washington");
}

/** The conditions checked when a turn ends (the second copy's timings, when chosen). */
export function checkEndOfTurn(state: State, side: Side): void {
  if (state.result) return;
  if (side === "union" && state.options.washington === "end-of-union-turn" && controls(state, "confederate", "washington"))
    endGame(state, "confederate", "washington", "the Confederacy held Washington at the end of the Union turn");
  if (
    side === "confederate" &&
    state.options.vicksburgRichmond &&
    controls(state, "union", "vicksburg") &&
    controls(state, "union", "richmond")
  )
    endGame(state, "union", "vicksburg-richmond", "the Union held Vicksburg and Richmond at the end of the Confederate turn");
}

/**
 * Union turns in a row that may end with the Union deck's clock stopped (see `checkStall`).
 * Random play never comes near: in 1,000 random games the longest run was 2.
 */
export const STALL_TURNS = 10;

/** The Union's clock now, with `idleTurns` idle turns behind it. */
export function unionClock(state: State, idleTurns: number): DeckClock {
  const u = state.cards.union;
  return { held: u.hand.length + u.deck.length, reshuffles: u.reshuffles, idleTurns };
}

/**
 * A limit of this implementation, not of the rulebook. The game ends when the Union deck
 * runs out for the third time; a Union that spends no card never draws, and the game would
 * never end (a Union that only passes, against a Confederacy that cannot win outright, plays
 * forever). So when STALL_TURNS Union turns in a row end with the Union having spent, lost or
 * reshuffled no card since the end of its previous turn, the war ends as at the third
 * exhaustion: the Union's VP are counted, 12 or more a Union win. A Union could force that
 * count anyway by discarding its deck away; a stalling Union short of 12 VP loses.
 */
export function checkStall(state: State): void {
  if (state.result) return;
  const now = unionClock(state, 0);
  const idle = now.held === state.deckClock.held && now.reshuffles === state.deckClock.reshuffles;
  state.deckClock = idle ? { ...state.deckClock, idleTurns: state.deckClock.idleTurns + 1 } : now;
  const left = STALL_TURNS - state.deckClock.idleTurns;
  if (!idle || left > 2) return;
  if (left > 0) {
    say(state, `The Union has used no card for ${state.deckClock.idleTurns} turns in a row: at ${STALL_TURNS} the war ends and its VP are counted.`);
    return;
  }
  const vp = unionVp(state);
  if (vp >= UNION_VP_TO_WIN)
    endGame(state, "union", "stalled", `the Union used no card for ${STALL_TURNS} turns in a row: the war ended with ${vp} VP (${UNION_VP_TO_WIN} needed)`);
  else
    endGame(state, "confederate", "stalled", `the Union used no card for ${STALL_TURNS} turns in a row: the war ended with only ${vp} VP (${UNION_VP_TO_WIN} needed)`);
}
