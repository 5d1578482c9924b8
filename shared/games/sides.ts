/**
 * What each game calls its seats, in the rulebook's words: for the boards, the
 * home page's "You play" and the server's own log lines (a resignation, a
 * timeout). A game not listed calls them Player 1, Player 2, ...
 */
export const SIDES: Record<string, readonly string[]> = {
  "connect-four": ["Red", "Yellow"],
  lincoln: ["Union", "Confederate"],
  "lines-of-action": ["Black", "White"],
  "union-forever": ["Union", "Confederacy"],
};

/** Seat `seat`'s name in game `game`. */
export function sideName(game: string, seat: number): string {
  return (Object.hasOwn(SIDES, game) ? SIDES[game]?.[seat] : undefined) ?? `Player ${seat + 1}`;
}

/** Whether a seat's name is a side ("Red", "Union"), not a place at the table ("Player 2", as `sideName` names the rest). */
export function isSide(name: string): boolean {
  return !/^Player \d/.test(name);
}

/** A side as a sentence names it: "you play the Confederacy", "you play Red". */
export function sidePhrase(side: string): string {
  return side === "Union" ? "the Union" : side === "Confederate" || side === "Confederacy" ? "the Confederacy" : side;
}
