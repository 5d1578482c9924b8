import type { AnyGame } from "../engine";
import { connectFour } from "./connect-four/rules";
import { linesOfAction } from "./lines-of-action/rules";

/** The catalog: every game the site hosts, by id. */
export const GAMES: Record<string, AnyGame> = {
  [connectFour.id]: connectFour,
  [linesOfAction.id]: linesOfAction,
};

export function findGame(id: string): AnyGame | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
}
