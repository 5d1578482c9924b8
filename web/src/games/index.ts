import type { AnyGame } from "../../../shared/engine";
import { warmedWhileLoading } from "../lib/warm-templates";
import type { BoardModule } from "./board";

type Entry = {
  name: string;
  /** The board: its own chunk, loaded when a game of that kind is opened. */
  load: () => Promise<BoardModule>;
  /** The rules, for the pages that run a game in the browser (pass and play, replays): a chunk of their own. */
  rules: () => Promise<AnyGame>;
  /** The button of a one-player game ("Play the computer" unless the game says otherwise). */
  solo?: string;
  /** The game can end in a draw: players may offer one. */
  draws?: true;
};

/**
 * The games this client can draw, by id. `name` lets the home page offer pass-and-play even
 * when the server's catalog cannot be reached. Opening Connect Four downloads neither Lincoln's
 * board nor its cards.
 */
export const BOARDS: Record<string, Entry> = {
  "connect-four": {
    name: "Connect Four",
    load: () => import("./connect-four/board"),
    rules: () => import("../../../shared/games/connect-four/rules").then((m) => m.connectFour),
    draws: true,
  },
  lincoln: {
    name: "Lincoln",
    load: () => import("./lincoln/board"),
    rules: () => import("../../../shared/games/lincoln/rules").then((m) => m.lincoln),
  },
  "lines-of-action": {
    name: "Lines of Action",
    load: () => import("./lines-of-action/board"),
    rules: () => import("../../../shared/games/lines-of-action/rules").then((m) => m.linesOfAction),
    draws: true,
  },
  "pixel-lincoln": {
    name: "Pixel Lincoln",
    load: () => import("./pixel-lincoln/board"),
    rules: () => import("../../../shared/games/pixel-lincoln/rules").then((m) => m.pixelLincoln),
    solo: "Play solo",
  },
  "union-forever": {
    name: "The Union Forever!",
    load: () => import("./union-forever/board"),
    rules: () => import("../../../shared/games/union-forever/rules").then((m) => m.unionForever),
    solo: "Play solo",
  },
};

/** A game's entry; undefined for one this client does not know (an own key only: no "toString"). */
const entryOf = (game: string): Entry | undefined => (Object.hasOwn(BOARDS, game) ? BOARDS[game] : undefined);

export function hasBoard(game: string): boolean {
  return entryOf(game) !== undefined;
}

/** Loads a game's board module; rejects for a game this client cannot draw. */
export function loadBoard(game: string): Promise<BoardModule> {
  const entry = entryOf(game);
  return entry ? warmedWhileLoading(entry.load) : Promise.reject(new Error(`This site cannot show ${game} games yet.`));
}

/** Loads a game's rules; undefined for a game this client does not know. */
export function loadRules(game: string): Promise<AnyGame | undefined> {
  const entry = entryOf(game);
  return entry ? entry.rules() : Promise.resolve(undefined);
}
