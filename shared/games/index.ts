import type { AnyGame } from "../engine";
import { connectFour } from "./connect-four/rules";
import { lincoln } from "./lincoln/rules";
import { linesOfAction } from "./lines-of-action/rules";
import { pixelLincoln } from "./pixel-lincoln/rules";
import { unionForever } from "./union-forever/rules";

/** The catalog: every game the site hosts, by id, in its current version. */
export const GAMES: Record<string, AnyGame> = {
  [connectFour.id]: connectFour,
  [lincoln.id]: lincoln,
  [linesOfAction.id]: linesOfAction,
  [pixelLincoln.id]: pixelLincoln,
  [unionForever.id]: unionForever,
};

/**
 * Earlier versions of a game's rules that games in progress still use, by
 * game id and version. When a change raises a game's version, its previous
 * rules stay here (a frozen copy, or the same rules with the old data) for as
 * long as a stored game may use them: 30 days, the longest a game in play is
 * kept without a move. A game whose version is in neither place ends.
 */
export const RETIRED: Record<string, Record<number, AnyGame>> = {};

export function findGame(id: string): AnyGame | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
}

/** The rules of game `id` at `version`: the current ones or a retired version still kept. */
export function findRules(id: string, version: number): AnyGame | undefined {
  const current = findGame(id);
  if (current?.version === version) return current;
  const old = Object.hasOwn(RETIRED, id) ? RETIRED[id] : undefined;
  return old && Object.hasOwn(old, version) ? old[version] : undefined;
}
