/**
 * What a Lincoln seat is told when "Your turn" would mislead: a defender asked on the other
 * side's turn reads "Defend Washington!". From the seat's own view, so that the page's line,
 * its alerts and the server's push notifications say the same (Game.turnWords).
 */
import type { Seat } from "../../engine";
import { currentCombat } from "./current-combat";
import { LOCATIONS } from "./data/map";
import type { View } from "./view";

export function turnWords(view: View, _seat: Seat): string | undefined {
  const c = currentCombat(view);
  const defending = c && view.you !== null && view.you !== view.active && view.you !== c.attacker;
  return defending ? `Defend ${LOCATIONS[c.loc].name}!` : undefined;
}
