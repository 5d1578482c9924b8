/**
 * Supply ("Action: Deploy unit", Placing armies and forts): a new counter must stand in a
 * location joined to one of its side's supply sources by rail links. The trace runs through
 * locations the side controls, and through a contested location only by the half the side
 * occupies (in by a link entering that half, out by a link leaving it).
 */
import { EXITS, type Half, LOCATION_IDS, type LocationId, supplySources } from "./data/map";
import type { Side } from "./data/sides";
import { controllerOf, isContested } from "./control";
import { type State, boardOf, boardReading, countersIn } from "./state";

/** The halves a side may trace through in a location: both if it controls it, its own half if contested, none otherwise. */
function passableHalves(state: State, side: Side, loc: LocationId): Half[] {
  if (isContested(state, loc)) {
    const mine = countersIn(state, loc, side);
    const half = mine.length > 0 ? state.at[mine[0] as string]?.half : undefined;
    return half === undefined ? [] : [half];
  }
  return controllerOf(state, loc) === side ? [0, 1] : [];
}

const INDEX = new Map(LOCATION_IDS.map((id, i) => [id, i]));

/** Every location half in supply for a side, as a flag per (location index * 2 + half): a walk out from its supply sources. */
export function suppliedHalves(state: State, side: Side): Uint8Array {
  const seen = new Uint8Array(LOCATION_IDS.length * 2);
  const stack: [LocationId, Half][] = [];
  const visit = (loc: LocationId, half: Half) => {
    const i = (INDEX.get(loc) ?? 0) * 2;
    if (seen[i + half]) return;
    const halves = passableHalves(state, side, loc);
    if (!halves.includes(half)) return;
    // A controlled location is whole: reaching one half reaches the other.
    for (const h of halves) {
      seen[i + h] = 1;
      stack.push([loc, h]);
    }
  };
  for (const source of supplySources(side)) for (const h of [0, 1] as const) visit(source, h);
  while (stack.length > 0) {
    const [loc, half] = stack.pop() as [LocationId, Half];
    for (const e of EXITS[loc]) if (e.half === half) visit(e.to, e.toHalf);
  }
  return seen;
}

const SUPPLIED = boardReading<Partial<Record<Side, LocationId[]>>>();

/** The locations a side controls that are in supply: where it may place new counters. Remembered per board. */
export function suppliedLocations(state: State, side: Side): LocationId[] {
  return supplied(state, side).slice();
}

function supplied(state: State, side: Side): readonly LocationId[] {
  const board = boardOf(state);
  let bySide = SUPPLIED.get(board);
  if (!bySide) SUPPLIED.set(board, (bySide = {}));
  const known = bySide[side];
  if (known) return known;
  const halves = suppliedHalves(state, side);
  const found = LOCATION_IDS.filter((loc, i) => halves[i * 2] === 1 && controllerOf(state, loc) === side);
  bySide[side] = found;
  return found;
}

/** Whether a side has anywhere at all to place a new counter. */
export function canPlaceAnywhere(state: State, side: Side): boolean {
  return supplied(state, side).length > 0;
}

export function isSupplied(state: State, side: Side, loc: LocationId): boolean {
  return supplied(state, side).includes(loc);
}
