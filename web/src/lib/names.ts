import type { Seat } from "../../../shared/engine";
import { isSide, sidePhrase } from "../../../shared/games/sides";

/** "Red", "Red and Yellow", "Red, Yellow and Green". */
export function listNames(seats: readonly Seat[], seatName: (seat: Seat) => string): string {
  const names = seats.map(seatName);
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** The name of a seat before the game's board (which knows its names) has loaded. */
export function defaultSeatName(seat: Seat): string {
  return `Player ${seat + 1}`;
}

/**
 * Against the computer, who plays which side: "You play Red against the computer (Perfect).",
 * "You play the Union against…"; where seats are players, not sides: "You are Player 1, against 2 computers (Careful)."
 */
export function sidesText(side: string, against: string, level: string | undefined): string {
  const rest = `${against}${level ? ` (${level})` : ""}.`;
  return isSide(side) ? `You play ${sidePhrase(side)} against ${rest}` : `You are ${side}, against ${rest}`;
}

/** A computer's seat, at a board that names its players: "Computer", or "Computer 1", "Computer 2" where there are several (never "Player 3"). */
export function computerName(seat: Seat, computerSeats: Iterable<Seat>): string {
  const order = [...computerSeats].sort((a, b) => a - b);
  return order.length > 1 ? `Computer ${order.indexOf(seat) + 1}` : "Computer";
}
