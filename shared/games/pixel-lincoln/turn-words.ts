/**
 * What a Pixel Lincoln seat is told when "Your turn" would mislead: a Cancel window asks every
 * seat, out of turn too. From the seat's own view, so that the page's line, its alerts and the
 * server's push notifications say the same (Game.turnWords).
 */
import type { Seat } from "../../engine";
import type { View } from "./view";

export function turnWords(view: View, seat: Seat): string | undefined {
  return view.pending?.k === "window" && view.current !== seat ? `Cancel or not? (Player ${view.current + 1}'s turn)` : undefined;
}
