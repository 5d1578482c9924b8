import type { BoardModule } from "./board";

/**
 * The boards this client can draw, by game id. Each board is its own chunk,
 * loaded when a game of that kind is opened. `name` lets the home page offer
 * pass-and-play even when the server's catalog cannot be reached; `solo` names the button of
 * a one-player game ("Play the computer" unless the game says otherwise).
 */
export const BOARDS: Record<string, { name: string; load: () => Promise<BoardModule>; solo?: string }> = {
  "connect-four": { name: "Connect Four", load: () => import("./connect-four/board") },
  lincoln: { name: "Lincoln", load: () => import("./lincoln/board") },
  "lines-of-action": { name: "Lines of Action", load: () => import("./lines-of-action/board") },
  "pixel-lincoln": { name: "Pixel Lincoln", load: () => import("./pixel-lincoln/board"), solo: "Play solo" },
  "union-forever": { name: "The Union Forever!", load: () => import("./union-forever/board") },
};

export function hasBoard(game: string): boolean {
  return Object.hasOwn(BOARDS, game);
}

/** Loads a game's board module; rejects for a game this client cannot draw. */
export function loadBoard(game: string): Promise<BoardModule> {
  const entry = Object.hasOwn(BOARDS, game) ? BOARDS[game] : undefined;
  return entry ? entry.load() : Promise.reject(new Error(`This site cannot show ${game} games yet.`));
}
