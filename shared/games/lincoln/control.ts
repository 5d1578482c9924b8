/**
 * Control and control flags ("Action: Deploy unit", Control; "Combat", step 8).
 *
 * A location is contested while both sides have counters in it, and then nobody controls
 * it. Otherwise it belongs to whoever owns it: the side with a flag there, or else the side
 * of its printed colour. Whenever one side becomes the sole occupant of a location owned
 * by the other, ownership changes hands: a flag goes down, or the enemy flag comes off
 * when a side takes back a location of its own colour. Leaving a location changes nothing.
 */
import { LOCATIONS, LOCATION_IDS, type LocationId } from "./data/map";
import type { Side } from "./data/sides";
import { type State, boardOf, boardReading, occupancy, say, sideName } from "./state";
import { moveEurope } from "./tracks";

/** Which sides have counters in a location. */
export function occupants(state: State, loc: LocationId): { union: boolean; confederate: boolean } {
  const here = occupancy(state)[loc];
  return { union: (here?.union.length ?? 0) > 0, confederate: (here?.confederate.length ?? 0) > 0 };
}

/** Both sides have counters in the location. */
export function isContested(state: State, loc: LocationId): boolean {
  const here = occupancy(state)[loc];
  return here !== undefined && here.union.length > 0 && here.confederate.length > 0;
}

/** The side a location belongs to when nobody disputes it: its flag, or else its colour. */
export function ownerOf(state: State, loc: LocationId): Side {
  return state.flags[loc] ?? (LOCATIONS[loc].colour === "blue" ? "union" : "confederate");
}

/** Who controls a location: nobody while it is contested. */
export function controllerOf(state: State, loc: LocationId): Side | null {
  return isContested(state, loc) ? null : ownerOf(state, loc);
}

export function controls(state: State, side: Side, loc: LocationId): boolean {
  return controllerOf(state, loc) === side;
}

const CONTROL = boardReading<Record<LocationId, Side | null>>();

/** Who controls each location, remembered per board. */
export function controlMap(state: State): Readonly<Record<LocationId, Side | null>> {
  const board = boardOf(state);
  const known = CONTROL.get(board);
  if (known) return known;
  const map = {} as Record<LocationId, Side | null>;
  for (const loc of LOCATION_IDS) map[loc] = controllerOf(state, loc);
  CONTROL.set(board, map);
  return map;
}

/** Every location a side controls. */
export function controlledBy(state: State, side: Side): LocationId[] {
  return LOCATION_IDS.filter((loc) => controls(state, side, loc));
}

/**
 * Hands a location over to its sole occupant, if it belonged to the other side.
 *
 * "If the Confederate player captures and controls a blue location, he gains one additional
 * point on the Europe track; this is lost if he subsequently loses the location" ("Combat",
 * step 9). The sentence belongs to the battle's last step and speaks of a point additional to
 * the battle's own: read here as a blue location taken by a battle (`battle`: the Confederacy
 * is its sole occupant when a battle there ends, the Union beaten or withdrawn). Walking into an
 * empty blue location takes it, but captures nothing in a battle and moves no marker. The point
 * is given back when the Union retakes that location (becomes its sole occupant again), not
 * while it is only contested.
 */
export function updateControl(state: State, loc: LocationId, battle = false): void {
  const o = occupants(state, loc);
  if (o.union === o.confederate) return; // empty or contested: ownership stays
  const side: Side = o.union ? "union" : "confederate";
  const owner = ownerOf(state, loc);
  if (owner === side) return;
  const blue = LOCATIONS[loc].colour === "blue";
  const ownColour = blue === (side === "union");
  if (ownColour) {
    const { [loc]: _gone, ...rest } = state.flags;
    state.flags = rest;
    say(state, `${sideName(side)} took back ${LOCATIONS[loc].name}.`);
    if (state.captured.includes(loc)) {
      state.captured = state.captured.filter((l) => l !== loc);
      moveEurope(state, "union", 1, `${LOCATIONS[loc].name} is Union again`);
    }
  } else {
    state.flags = { ...state.flags, [loc]: side };
    say(state, `${sideName(side)} took control of ${LOCATIONS[loc].name} and placed a control flag.`);
    if (blue && battle) {
      state.captured = [...state.captured, loc];
      moveEurope(state, "confederate", 1, `the Confederacy captured ${LOCATIONS[loc].name}`);
    }
  }
}

/** Flags of a side on the board. */
export function flagsOf(state: State, side: Side): number {
  return Object.values(state.flags).filter((s) => s === side).length;
}
