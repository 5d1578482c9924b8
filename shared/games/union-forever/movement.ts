/**
 * Movement (rulebook, "Movement"): one ACT moves one unit into an adjacent area,
 * never across a mountain border. Confederate armies enter only areas carrying
 * their army's label; militia go anywhere on the map; Union armies go anywhere
 * on the map but may leave an area only once it is Pacified, except to go off
 * the map to the North. Only the North edge leads off the map.
 */
import type { Rng } from "../../engine";
import { AREAS, type AreaId, NORTH, NORTH_EDGE, PASSABLE, type Place } from "./data/map";
import { UNITS, type UnitId, otherSide } from "./data/units";
import { invade } from "./invasion";
import { type State, type Table, areaOf, isFriendly, isPacified, sideOf, unitsAt } from "./state";

/** Whether a unit may ever stand in an area: a Confederate army only where its label is printed. */
export function mayEnter(unit: UnitId, area: AreaId): boolean {
  const data = UNITS[unit];
  return data.kind !== "confederate-army" || AREAS[area].label === data.label;
}

/**
 * Where one ACT can take a unit. A Union army in the North enters any area on
 * the North edge; one in an area not yet Pacified may only go back North (and
 * only from the North edge). A Confederate army on the North edge may move
 * North, which is a Rebel invasion. Militia never leave the map.
 */
export function moveDestinations(state: Table, unit: UnitId): Place[] {
  const where = state.units[unit].where;
  const kind = UNITS[unit].kind;
  if (where === NORTH) return kind === "union-army" ? [...NORTH_EDGE] : [];
  const area = areaOf(state, unit);
  if (area === null) return [];
  const out: Place[] = [];
  if (kind !== "union-army" || isPacified(state, area)) out.push(...PASSABLE[area].filter((to) => mayEnter(unit, to)));
  if (AREAS[area].north && kind !== "militia") out.push(NORTH);
  return out;
}

/**
 * Where a unit may retreat (rulebook, "Combat Results"): an adjacent area its
 * side controls, across no mountain, that it may enter and that holds no enemy
 * unit (decision: a retreat moves away from the enemy); a Union army may
 * always retreat off the map to the North instead, from any area (decision).
 */
export function retreatDestinations(state: Table, unit: UnitId): Place[] {
  const area = areaOf(state, unit);
  if (area === null) return [];
  const side = sideOf(unit);
  const out: Place[] = PASSABLE[area].filter(
    (to) => isFriendly(state, side, to) && mayEnter(unit, to) && unitsAt(state, to, otherSide(side)).length === 0,
  );
  if (UNITS[unit].kind === "union-army") out.push(NORTH);
  return out;
}

/** Performs a move ACT. A Confederate army moving North invades and comes back (invasion.ts). */
export function moveUnit(state: State, unit: UnitId, to: Place, rng: Rng): void {
  const from = state.units[unit].where as Place;
  if (to === NORTH && UNITS[unit].kind === "confederate-army") {
    invade(state, unit, from as AreaId, rng);
    return;
  }
  state.units[unit].where = to;
  state.events.push({ e: "moved", unit, from, to });
}
