/**
 * The counters: armies of strength 1, 2 and 3 for each side, the Confederate forts, and
 * the control flags. The mix is authored (the second copy of the rulebook counts 45 unit
 * tiles and 4 forts, which this mix keeps); see the README.
 */
import { LOCATIONS, LOCATION_IDS, type LocationId } from "./map";
import type { Side } from "./sides";

export type CounterKind = "army" | "fort";
export type Counter = { id: string; side: Side; kind: CounterKind; strength: number };

/** A fort is worth 3 to a defender ("Combat", step 4) and nothing to an attacker. */
export const FORT_STRENGTH = 3;

/** How many army counters of each strength each side owns. */
export const ARMY_MIX: Record<Side, Record<1 | 2 | 3, number>> = {
  union: { 1: 7, 2: 8, 3: 7 },
  confederate: { 1: 9, 2: 8, 3: 6 },
};
/** Forts are Confederate only. */
export const FORT_COUNT = 4;

function armies(side: Side): Counter[] {
  const prefix = side === "union" ? "u" : "c";
  return ([1, 2, 3] as const).flatMap((strength) =>
    Array.from({ length: ARMY_MIX[side][strength] }, (_, i) => ({
      id: `${prefix}${strength}-${i + 1}`,
      side,
      kind: "army" as const,
      strength,
    })),
  );
}

/** Every counter in the box, with a stable id. */
export const COUNTERS: readonly Counter[] = [
  ...armies("union"),
  ...armies("confederate"),
  ...Array.from({ length: FORT_COUNT }, (_, i) => ({
    id: `fort-${i + 1}`,
    side: "confederate" as const,
    kind: "fort" as const,
    strength: FORT_STRENGTH,
  })),
];

export const COUNTER_BY_ID: Readonly<Record<string, Counter>> = Object.fromEntries(COUNTERS.map((c) => [c.id, c]));

/**
 * Control flags per side: one for every location of the other colour that side may
 * enter, so the stock can never run short (the rulebook gives no rule for running out).
 */
export const FLAG_COUNT: Record<Side, number> = {
  union: LOCATION_IDS.filter((id) => LOCATIONS[id].colour === "grey").length,
  confederate: LOCATION_IDS.filter((id) => LOCATIONS[id].colour === "blue" && !LOCATIONS[id].unionRear).length,
};

/** The starting deployment ("Starting Deployment"): a strength and a location, per army. */
export const START_DEPLOYMENT: Record<Side, { strength: 1 | 2 | 3; loc: LocationId }[]> = {
  union: [
    { strength: 3, loc: "washington" },
    { strength: 2, loc: "harpers-ferry" },
    { strength: 2, loc: "kentucky" },
    { strength: 2, loc: "cairo" },
  ],
  confederate: [
    { strength: 3, loc: "manassas" },
    { strength: 2, loc: "front-royal" },
    { strength: 2, loc: "savannah" },
    { strength: 2, loc: "new-orleans" },
    { strength: 1, loc: "nashville" },
    { strength: 1, loc: "fort-henry-donelson" },
    { strength: 1, loc: "fort-monroe" },
  ],
};
