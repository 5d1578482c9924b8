import type { ErrorMessage } from "../../../shared/protocol";

/** A server refusal in a player's words. */
export function errorText(error: Pick<ErrorMessage, "code" | "message">): string {
  switch (error.code) {
    case "illegal":
      return "That move isn't allowed.";
    case "turn":
      return "It's not your turn yet.";
    case "stale":
      return "The game moved on — here is the latest.";
    case "seat":
      return "You're watching this game. Take a free seat to play.";
    case "status":
      return "Moves are closed: the game isn't in play.";
    case "rate":
      return "Slow down a little, then try again.";
    case "token":
      return "The server does not know this device's seat in this game.";
    case "too-large":
      return "That message was too large to send.";
    default:
      return error.message;
  }
}
