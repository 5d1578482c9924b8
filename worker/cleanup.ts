/**
 * When a game's storage is deleted, to keep the host's bill near zero.
 * Documented in the README; the alarm re-checks instead of being moved on
 * every move, so moves cost no alarm writes.
 */
const DAY = 24 * 60 * 60 * 1000;

/** A game nobody joined: a day is long enough to send a link and have it opened. */
export const OPEN_FOR = DAY;
/** A game with no move for this long is abandoned. */
export const IDLE_FOR = 30 * DAY;
/** A finished game stays for its replay and rematch link this long. */
export const KEPT_AFTER_END = 7 * DAY;

export type Activity = { open: boolean; over: boolean; lastActivity: number };

/** The time at which the game may be deleted. */
export function deleteAt({ open, over, lastActivity }: Activity): number {
  return lastActivity + (over ? KEPT_AFTER_END : open ? OPEN_FOR : IDLE_FOR);
}
