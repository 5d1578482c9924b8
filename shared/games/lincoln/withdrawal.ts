/**
 * Where counters may go when they leave a battle: withdrawal before it is fought
 * ("Withdrawal") and retreat after it is lost ("Combat", step 7).
 *
 * A counter leaves by a rail link from a half of the battle location with no enemy units
 * in it, and arrives only in a location its side controls or in a half where its side
 * already has counters. The Confederate never goes to the Union's rear. A Union counter in
 * a port may instead go back to Washington by sea, for one naval card.
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

/** The places a side's counter may reach from `loc` by one rail link, leaving by a half free of enemies. */
export function escapeRoutes(state: State, side: Side, loc: LocationId): Place[] {
  const enemy = enemyOf(side);
  const openHalves = ([0, 1] as const).filter((h) => countersIn(state, loc, enemy, h).length === 0);
  const out: Place[] = [];
  for (const e of EXITS[loc]) {
    if (!openHalves.includes(e.half)) continue;
    if (!isSafeHalf(state, side, e.to, e.toHalf)) continue;
    if (!out.some((p) => p.loc === e.to && p.half === e.toHalf)) out.push({ loc: e.to, half: e.toHalf });
  }
  return out;
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
