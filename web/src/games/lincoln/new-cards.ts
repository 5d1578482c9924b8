/**
 * The cards that came into a seat's hand (drawn by Draft, a turn's refill): marked in the hand
 * until the hand changes again, so that a player sees what came in (a stranger drew three cards
 * and found nothing to tell which, the new ones off screen at the hand's end).
 */

/** What the hand last held, and which of its cards had just come in. */
export type HandSeen = { you: string | null; hand: readonly string[]; fresh: ReadonlySet<string> };

const NONE: ReadonlySet<string> = new Set();

/** The hand seen in one more view: a card is new if the last view of this seat's hand lacked it. */
export function seeHand(last: HandSeen | null, you: string | null, hand: readonly string[]): HandSeen {
  // The first view, or another seat's hand (pass and play): nothing is new to whoever looks now.
  if (!last || last.you !== you) return { you, hand, fresh: NONE };
  const same = last.hand.length === hand.length && last.hand.every((id, i) => id === hand[i]);
  if (same) return last;
  const had = new Set(last.hand);
  return { you, hand, fresh: new Set(hand.filter((id) => !had.has(id))) };
}
