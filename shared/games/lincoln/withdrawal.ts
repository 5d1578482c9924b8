/**
 * Where counters may go when they leave a battle: withdrawal before it is fought
 * ("Withdrawal") and retreat after it is lost ("Combat", step 7).
 *
 * Either way a counter goes along one rail link to a connected location its side controls,
 * or into a half where its side already has counters; the Confederate never goes to the
 * Union's rear. A withdrawal may not leave through a half with enemy units in it ("He cannot
 * withdraw via a half-location that has enemy units in it"); a retreat may leave by any link
 * of the location, as step 7 sets no such limit.
 *
 * A Union army that reached its location by naval movement leaves only by sea, back to
 * Washington, for one naval card ("The Union player may withdraw or retreat from a location
 * reached by naval movement by playing a card with a naval movement symbol"); without one it
 * cannot withdraw, and a retreat eliminates it. Armies that came by land leave by land, port
 * or no port.
 */
import { cardOf } from "./data/cards";
import { EXITS, type Half, LOCATIONS, type LocationId, NAVAL_HUB } from "./data/map";
import { type Side, enemyOf } from "./data/sides";
import { controllerOf } from "./control";
import { type Place, type State, countersIn } from "./state";

/** Whether a side may arrive in this half: it controls the location, or has counters in that half. */
export function isSafeHalf(state: State, side: Side, loc: LocationId, half: Half): boolean {
  if (side === "confederate" && LOCATIONS[loc].unionRear) return false;
  if (controllerOf(state, loc) === side) return true;
  return countersIn(state, loc, side, half).length > 0 && countersIn(state, loc, enemyOf(side), half).length === 0;
}

/** Where a withdrawing counter may go from `loc` by one rail link: leaving by a half free of enemies. */
export function escapeRoutes(state: State, side: Side, loc: LocationId): Place[] {
  const enemy = enemyOf(side);
  return landRoutes(state, side, loc, ([0, 1] as const).filter((h) => countersIn(state, loc, enemy, h).length === 0));
}

/** Where a retreating counter may go from `loc` by one rail link: "the next connected location", by either half. */
export function retreatRoutes(state: State, side: Side, loc: LocationId): Place[] {
  return landRoutes(state, side, loc, [0, 1]);
}

function landRoutes(state: State, side: Side, loc: LocationId, openHalves: readonly Half[]): Place[] {
  const out: Place[] = [];
  for (const e of EXITS[loc]) {
    if (!openHalves.includes(e.half)) continue;
    if (!isSafeHalf(state, side, e.to, e.toHalf)) continue;
    if (!out.some((p) => p.loc === e.to && p.half === e.toHalf)) out.push({ loc: e.to, half: e.toHalf });
  }
  return out;
}

/** Whether a counter reached its location by naval movement and has not left it since. */
export function cameBySea(state: State, id: string): boolean {
  return state.at[id]?.sea === true;
}

/**
 * The naval cards the Union may pay to take counters by sea from `loc` to `to` (by default
 * from a port back to Washington), landing where it is safe to land.
 */
export function seaRoutesHome(state: State, side: Side, loc: LocationId, to: LocationId = NAVAL_HUB): string[] {
  if (side !== "union" || !LOCATIONS[loc].port || loc === to) return [];
  const landing = LOCATIONS[to].landing ?? 0;
  if (!isSafeHalf(state, side, to, landing)) return [];
  return state.cards.union.hand.filter((c) => cardOf(c).naval);
}
