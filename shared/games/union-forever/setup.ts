/**
 * Setup (rulebook, "Setup"): the turn penny in space 1, the CRL marker in space
 * 8 (CRL 4), the Anaconda Plan marker in the box at sea (in effect), northwest
 * Virginia under Union control, the deck shuffled. The Confederacy places its
 * three armies, each in an area carrying its label, and its three militia in
 * any areas, none in Missouri or Kentucky; the Union's first three armies wait
 * in the North, the other three come as reinforcements.
 */
import type { Rng } from "../../engine";
import { AREA_IDS, AREAS, type AreaId, BORDER_STATES, NORTH, START_PACIFIED } from "./data/map";
import { CRL_START_SPACE, FIRST_TURN } from "./data/track";
import { CONFEDERATE_UNITS, UNIT_IDS, UNITS, type UnitId } from "./data/units";
import { mayEnter } from "./movement";
import { DEFAULT_LEVEL, type SoloLevel } from "./solo";
import type { Action, State, UnitState } from "./state";
import { startTurn } from "./turn";

/** The state before the Confederacy's placements. */
export function initialState(players: 1 | 2, level: SoloLevel = DEFAULT_LEVEL): State {
  const units = {} as Record<UnitId, UnitState>;
  for (const id of UNIT_IDS) {
    const data = UNITS[id];
    const where = data.side === "confederacy" ? "unplaced" : data.arrives <= FIRST_TURN ? NORTH : "waiting";
    units[id] = { where, weakened: false };
  }
  return {
    players,
    level,
    phase: "setup",
    turn: FIRST_TURN,
    crl: CRL_START_SPACE,
    anaconda: "in-effect",
    pacified: [...START_PACIFIED],
    units,
    deck: [],
    drawn: [],
    drawer: "union",
    acted: { union: false, confederacy: false },
    activation: null,
    special: null,
    combat: null,
    placing: CONFEDERATE_UNITS[0] ?? null,
    outcome: null,
    events: [],
  };
}

/** Where a Confederate unit may be set up: not Missouri or Kentucky; an army only under its label. */
export function setupAreas(unit: UnitId): AreaId[] {
  return AREA_IDS.filter((id) => !BORDER_STATES.includes(AREAS[id].state) && mayEnter(unit, id));
}

export function setupChoices(state: State): Action[] {
  const unit = state.placing;
  return unit ? setupAreas(unit).map((area): Action => ({ t: "place", unit, area })) : [];
}

/** Places the next Confederate unit; after the last one the first turn begins. */
export function placeSetupUnit(state: State, unit: UnitId, area: AreaId, rng: Rng): void {
  state.units[unit].where = area;
  state.events.push({ e: "placed", unit, at: area, setup: true });
  state.placing = CONFEDERATE_UNITS.find((id) => state.units[id].where === "unplaced") ?? null;
  if (state.placing === null) {
    state.phase = "play";
    startTurn(state, FIRST_TURN, rng); // the deck is shuffled as play starts
  }
}
