import type { AnyGame } from "../engine";
import { connectFour } from "./connect-four/rules";
import { lincoln } from "./lincoln/rules";
import { linesOfAction } from "./lines-of-action/rules";
import { pixelLincoln } from "./pixel-lincoln/rules";
import { unionForever } from "./union-forever/rules";

/** The catalog: every game the site hosts, by id. */
export const GAMES: Record<string, AnyGame> = {
  [connectFour.id]: connectFour,
  [lincoln.id]: lincoln,
  [linesOfAction.id]: linesOfAction,
  [pixelLincoln.id]: pixelLincoln,
  [unionForever.id]: unionForever,
};

export function findGame(id: string): AnyGame | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
}
