import type { Outcome, Seat } from "../../../shared/engine";
import type { GameStatus, PlayerInfo } from "../../../shared/protocol";
import { listNames } from "./names";

export type PromptInput = {
  status: GameStatus;
  /** The seat looking: null for a spectator. */
  seat: Seat | null;
  active: readonly Seat[];
  players: readonly PlayerInfo[];
  outcome: Outcome | null;
  /** What this seat's decision is called when the game words it itself (BoardModule.turnWords); "Your turn" by default. */
  yours?: string;
};

/** The one line that tells the viewer what is happening and what to do. */
export function promptText(p: PromptInput, seatName: (seat: Seat) => string): string {
  if (p.status === "open") {
    const free = p.players.filter((player) => !player.taken).length;
    if (p.seat !== null) return free > 1 ? `Waiting for ${free} players to join — share the link` : "Waiting for a player to join — share the link";
    if (free > 1) return `${free} seats are free — take one to play`;
    if (free === 1) return "A seat is free — take it to play";
    return "Waiting for the players";
  }
  if (p.status === "over") return outcomeText(p.outcome, p.seat, seatName, p.players.length === 1);
  if (p.seat !== null && p.active.includes(p.seat)) return p.yours ?? "Your turn";
  const names = listNames(p.active, seatName);
  return p.seat === null ? `${names} to play (you are watching)` : `Waiting for ${names}`;
}

/** How the game ended, from the viewer's side; `alone`, a solo game, lost without "Nobody won". */
export function outcomeText(outcome: Outcome | null, seat: Seat | null, seatName: (seat: Seat) => string, alone = false): string {
  if (!outcome) return "The game is over";
  // Said to the seat that resigned as its own, as a win is.
  if (seat !== null && outcome.resigned === seat)
    return outcome.winners.length === 0 ? `${alone ? "Game over" : "Nobody won"} — you resigned` : `You resigned — ${listNames(outcome.winners, seatName)} won`;
  if (outcome.winners.length === 0) return `${alone ? "Game over" : "Nobody won"} — ${outcome.reason}`;
  if (seat !== null && outcome.winners.includes(seat)) return `You won — ${outcome.reason}!`;
  return `${listNames(outcome.winners, seatName)} won — ${outcome.reason}`;
}
