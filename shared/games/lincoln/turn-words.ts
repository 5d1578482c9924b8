/**
 * What a Lincoln seat is told when "Your turn" would mislead: a defender asked on the other
 * side's turn reads "Defend Washington!". From the seat's own view, so that the page's line,
 * its alerts and the server's push notifications say the same (Game.turnWords).
 */
import type { Seat } from "../../engine";
import { LOCATIONS } from "./data/map";
import type { View } from "./view";

export function turnWords(view: View, _seat: Seat): string | undefined {
  for (let i = view.pending.length - 1; i >= 0; i--) {
    const d = view.pending[i];
    if (d?.k !== "combat") continue;
    const defending = view.you !== null && view.you !== view.active && view.you !== d.attacker;
    return defending ? `Defend ${LOCATIONS[d.loc].name}!` : undefined;
  }
  return undefined;
}
