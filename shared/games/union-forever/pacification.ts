/**
 * Pacification and its effects (rulebook, "Pacification", "Area Control
 * Effects"). A Union ACT lets a Union army try to bring under Union control the
 * area it stands in, if that area is not yet Pacified and holds no Confederate
 * unit. The Union rolls a die +4 (+2 if the army is weakened), the Confederacy a
 * die + the current CRL; a higher Union total Pacifies the area for good. When
 * the last area of a state is Pacified the CRL marker moves one space left, and
 * one more when the area is Richmond.
 */
import type { Rng } from "../../engine";
import { AREA_IDS, AREAS, type AreaId, BORDER_STATES, STATE_AREAS, type StateId } from "./data/map";
import { UNITS, type UnitId } from "./data/units";
import { type State, type Table, areaOf, crlValue, isPacified, isRichmond, moveCrl, roll, unitsAt } from "./state";

/**
 * Decision: the army tries to Pacify the area it is in ("present" in the
 * rulebook), and its own side (full or weakened) sets the +4 or +2.
 */
export function canPacify(state: Table, unit: UnitId): boolean {
  if (UNITS[unit].kind !== "union-army") return false;
  const area = areaOf(state, unit);
  return area !== null && !isPacified(state, area) && unitsAt(state, area, "confederacy").length === 0;
}

/** The Union's Pacification ACT: both roll; a higher Union total Pacifies the area. */
export function pacify(state: State, unit: UnitId, rng: Rng): void {
  const area = areaOf(state, unit);
  if (area === null) throw new Error("Pacification from off the map");
  const weakened = state.units[unit].weakened;
  const union = roll("union", rng, [{ why: `${UNITS[unit].name}${weakened ? " (weakened)" : ""}`, value: weakened ? 2 : 4 }]);
  const confederacy = roll("confederacy", rng, [{ why: "CRL", value: crlValue(state) }]);
  const success = union.total > confederacy.total;
  state.events.push({ e: "pacify", unit, area, union, confederacy, success });
  if (success) pacifyArea(state, area);
}

/**
 * Decision (rules version 2): the CRL is the Confederacy's resistance, so only a
 * Confederate state fully Pacified moves it; Missouri and Kentucky, which never
 * seceded and where the Confederacy may not even set up, do not.
 */
export function countsForCrl(stateId: StateId): boolean {
  return !BORDER_STATES.includes(stateId);
}

/** Puts an area under Union control and moves the CRL for a whole state or Richmond. */
export function pacifyArea(state: State, area: AreaId): void {
  if (isPacified(state, area)) return;
  state.pacified = AREA_IDS.filter((id) => id === area || state.pacified.includes(id));
  const stateId = AREAS[area].state;
  if (countsForCrl(stateId) && STATE_AREAS[stateId].every((id) => isPacified(state, id))) moveCrl(state, -1, "state", stateId);
  if (isRichmond(area)) moveCrl(state, -1, "richmond");
}
