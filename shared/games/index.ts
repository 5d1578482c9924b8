import type { AnyGame } from "../engine";
import { connectFour } from "./connect-four/rules";

/** The catalog: every game the site hosts, by id. */
export const GAMES: Record<string, AnyGame> = {
  [connectFour.id]: connectFour,
};

export function findGame(id: string): AnyGame | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
}
