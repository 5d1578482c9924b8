/**
 * The two sides. Seat 0 is the Union, the game's first player ("Starting the Game");
 * seat 1 is the Confederacy.
 */
export const SIDES = ["union", "confederate"] as const;
export type Side = (typeof SIDES)[number];

/** The colours printed on locations: blue is Union, grey is Confederate. */
export const COLOUR_OF: Record<Side, "blue" | "grey"> = { union: "blue", confederate: "grey" };

export const SIDE_NAMES: Record<Side, string> = { union: "Union", confederate: "Confederate" };

export function seatOf(side: Side): 0 | 1 {
  return side === "union" ? 0 : 1;
}

export function sideOf(seat: number): Side {
  return seat === 0 ? "union" : "confederate";
}

export function enemyOf(side: Side): Side {
  return side === "union" ? "confederate" : "union";
}
