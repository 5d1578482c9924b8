/**
 * The Blockade and Europe tracks. The rulebook says what they do, that each has a start
 * space, and one number: the Confederate draws five cards at the start, so the Blockade start
 * space shows a hand of 5. Everything else is authored (see the README): the number of
 * spaces, the hand sizes after the start (here 5, 4, 3 as the blockade tightens), the Union
 * VP at each space, and the Europe track's length and start.
 */

/** One space of the Blockade track: the Confederate hand size and the Union VP printed there. */
export type BlockadeSpace = { handSize: number; vp: number };

/**
 * The Blockade track, from the start space ("S", index 0) toward a full blockade. A Union
 * ship moves the marker up one space, a Confederate ship down one; never off either end.
 */
export const BLOCKADE_TRACK: readonly BlockadeSpace[] = [
  { handSize: 5, vp: 0 },
  { handSize: 5, vp: 1 },
  { handSize: 4, vp: 1 },
  { handSize: 4, vp: 2 },
  { handSize: 3, vp: 2 },
  { handSize: 3, vp: 3 },
];
export const BLOCKADE_START = 0;

/**
 * The Europe track, as spaces 0 (the Union end) to 12 (the Confederate end: Europe enters
 * the war and the Confederacy wins at once). The marker starts in the middle.
 */
export const EUROPE_UNION_END = 0;
export const EUROPE_CONFEDERATE_END = 12;
export const EUROPE_START = 6;

/** The Union hand size never changes ("Playing the Game"). */
export const UNION_HAND_SIZE = 6;
