/**
 * Special Activations (rulebook, "Special Activations"): a Jack or Queen lets
 * its side pick one of
 *   a) an attempt on the Anaconda Plan (its own roll, anaconda.ts);
 *   b) two ACTs (the same unit may take both);
 *   c) flipping a weakened army back to full strength;
 *   d) returning an eliminated unit to play at full strength.
 * For b), c) and d) one die decides: below 4 for the Union, below the CRL for
 * the Confederacy. Decision (rules version 2): the roll paragraph follows the
 * whole list and names no exception, so the two ACTs need it too; only the
 * Anaconda attempt, whose own paragraph gives it another roll, goes without it.
 * A failed roll still counts as the side's ACT for the Joker; the two ACTs
 * granted by a success count once one of them is used.
 */
import type { Rng } from "../../engine";
import { AREA_IDS, AREAS, NORTH, type Place } from "./data/map";
import { CONFEDERATE_UNITS, type Side, UNION_UNITS, UNITS, type UnitId } from "./data/units";
import { anacondaNeed, attemptAnaconda, canAttemptAnaconda } from "./anaconda";
import { type Action, type State, type Table, crlValue, inPlay, isFriendly, roll } from "./state";

/** The Union restores or returns on a die below 4; the Confederacy below the CRL. */
export function specialTarget(state: Table, side: Side): number {
  return side === "union" ? 4 : crlValue(state);
}

/**
 * Where a returned unit may be placed: a Union army in any Pacified area or in
 * the North; militia in any area the Confederacy controls; a Confederate army in
 * a Confederate-controlled area carrying its label (none: it cannot return).
 */
export function returnPlaces(state: Table, unit: UnitId): Place[] {
  const data = UNITS[unit];
  const areas = AREA_IDS.filter(
    (id) => isFriendly(state, data.side, id) && (data.kind !== "confederate-army" || AREAS[id].label === data.label),
  );
  return data.kind === "union-army" ? [...areas, NORTH] : areas;
}

function unitsOf(side: Side): readonly UnitId[] {
  return side === "union" ? UNION_UNITS : CONFEDERATE_UNITS;
}

/** The special ACTs open to the side that drew a face card, and passing. */
export function specialChoices(state: State): Action[] {
  const special = state.special;
  if (!special) return [];
  const side = special.side;
  const out: Action[] = [];
  if (canAttemptAnaconda(state, side)) out.push({ t: "anaconda" });
  out.push({ t: "two-acts" });
  for (const unit of unitsOf(side))
    if (inPlay(state, unit) && state.units[unit].weakened) out.push({ t: "restore", unit });
  for (const unit of unitsOf(side))
    if (state.units[unit].where === "eliminated" && returnPlaces(state, unit).length > 0) out.push({ t: "return", unit });
  out.push({ t: "pass" });
  return out;
}

/** Performs the chosen special ACT. */
export function performSpecial(state: State, action: Action, rng: Rng): void {
  const special = state.special;
  if (!special) throw new Error("no special ACT");
  const side = special.side;
  state.special = null;
  if (action.t === "two-acts") {
    // Rules version 2: the two ACTs need the roll too (README, "Decisions", 6).
    const target = specialTarget(state, side);
    const r = roll(side, rng, []);
    const success = r.die < target;
    state.events.push({ e: "special", side, kind: "two-acts", unit: null, roll: r, need: `less than ${target}`, success });
    if (success) state.activation = { side, left: 2, card: special.card };
    else state.acted[side] = true;
    return;
  }
  state.acted[side] = true;
  if (action.t === "anaconda") {
    const { roll: r, success } = attemptAnaconda(state, side, rng);
    state.events.push({ e: "special", side, kind: "anaconda", unit: null, roll: r, need: anacondaNeed(state, side), success });
    return;
  }
  if (action.t !== "restore" && action.t !== "return") throw new Error(`not a special ACT: ${action.t}`);
  const target = specialTarget(state, side);
  const r = roll(side, rng, []);
  const success = r.die < target;
  state.events.push({ e: "special", side, kind: action.t, unit: action.unit, roll: r, need: `less than ${target}`, success });
  if (!success) return;
  if (action.t === "restore") state.units[action.unit].weakened = false;
  else state.placing = action.unit;
}

/** The returning unit's owner picks where it comes back, at full strength. */
export function placementChoices(state: State): Action[] {
  const unit = state.placing;
  return unit ? returnPlaces(state, unit).map((area): Action => ({ t: "place", unit, area })) : [];
}

export function placeReturned(state: State, unit: UnitId, at: Place): void {
  state.units[unit] = { where: at, weakened: false };
  state.placing = null;
  state.events.push({ e: "placed", unit, at, setup: false });
}

