/**
 * The Record Track (rulebook, "Setup" and "Winning the Game"): spaces 0 to 9.
 * The CRL marker moves along the spaces; the red number printed under the space
 * it stands on is the current CRL that dice are compared with. The turn penny
 * uses the same track, spaces 1 to 8. Authored numbers: README.md, "The Record Track".
 */

/** The red CRL number under each space, by space: space 8 shows 4, space 0 (the Union's goal) 0. */
export const CRL_BY_SPACE = [0, 1, 2, 3, 3, 3, 4, 4, 4, 5] as const;

export const FIRST_SPACE = 0;
export const LAST_SPACE = CRL_BY_SPACE.length - 1;

/** The CRL marker starts in space 8 (red CRL 4). */
export const CRL_START_SPACE = 8;

/** The turn penny starts in space 1; the game lasts at most eight turns. */
export const FIRST_TURN = 1;
export const LAST_TURN = 8;

/** The current CRL (the red number) of a track space. */
export function crlOf(space: number): number {
  return CRL_BY_SPACE[Math.max(FIRST_SPACE, Math.min(LAST_SPACE, space))] ?? 0;
}

/**
 * The Anaconda Plan marker's two sides. It starts in the box at sea showing the
 * blockade in effect; the Confederacy flips it to "broken", the Union back.
 */
export const ANACONDA_SIDES = ["in-effect", "broken"] as const;
export type AnacondaSide = (typeof ANACONDA_SIDES)[number];
export const ANACONDA_NAMES: Record<AnacondaSide, string> = {
  "in-effect": "Anaconda Plan (blockade in effect)",
  broken: "Blockade Broken",
};
