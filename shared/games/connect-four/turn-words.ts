/**
 * A seat's first move says how to play: a newcomer sees an empty grid and "Your turn", and
 * may not know that a tap on a column drops a disc there. Later moves keep "Your turn".
 * From the seat's own view, so the page's line and the push notification agree (Game.turnWords).
 * One line on a 360 px phone: the page says "Your turn" until the board's code (which brings
 * these words) arrives, and a second line then would push the board down (test/e2e/steady).
 */
import type { Seat } from "../../engine";
import type { State } from "./rules";

export function turnWords(view: State, seat: Seat): string | undefined {
  const dropped = view.columns.some((column) => column.includes(seat));
  return dropped ? undefined : "Your turn: tap a column";
}
