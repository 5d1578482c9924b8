/**
 * Rebel Invasions (rulebook, "Rebel Invasions"): a Confederate army (never
 * militia) that moves off the map into the North attacks at once, with no
 * second ACT. The Confederacy rolls a die and adds 1 for each Union army in
 * play in the North, 1 if a Union army was in the area the army left, and 1 if
 * the army is weakened. A total below the CRL moves the CRL marker one space
 * right (space 9 at most); a total of 6 or more costs the army a step; anything
 * else does nothing. The army then goes straight back to the area it left.
 */
import type { Rng } from "../../engine";
import { type AreaId, NORTH } from "./data/map";
import { type Modifier, type State, type Table, crlValue, moveCrl, roll, unitsAt } from "./state";
import { stepLoss } from "./combat";
import type { UnitId } from "./data/units";

/** What the Confederacy adds to an invasion roll from `from`. */
export function invasionModifiers(state: Table, unit: UnitId, from: AreaId): Modifier[] {
  const mods: Modifier[] = [];
  const north = unitsAt(state, NORTH, "union").length;
  if (north > 0) mods.push({ why: `${north} Union ${north === 1 ? "army" : "armies"} in the North`, value: north });
  if (unitsAt(state, from, "union").length > 0) mods.push({ why: "a Union army where it left", value: 1 });
  if (state.units[unit].weakened) mods.push({ why: "weakened", value: 1 });
  return mods;
}

/**
 * Decision: moving a Confederate army North is always an invasion (a move North
 * for any other purpose would leave it nowhere, since it must come straight back).
 */
export function invade(state: State, unit: UnitId, from: AreaId, rng: Rng): void {
  const r = roll("confederacy", rng, invasionModifiers(state, unit, from));
  const crl = crlValue(state);
  const result = r.total < crl ? "crl" : r.total >= 6 ? (state.units[unit].weakened ? "eliminated" : "weakened") : "none";
  state.events.push({ e: "invasion", unit, from, roll: r, crl, result });
  if (result === "crl") moveCrl(state, +1, "invasion");
  else if (result !== "none") stepLoss(state, unit);
}
