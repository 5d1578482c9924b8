import type { AnyGame } from "../../../shared/engine";

/**
 * Each game's rules, as a chunk of their own, for the pages that run a game in the
 * browser (pass and play, replays): opening Connect Four must not download Lincoln's cards.
 */
const RULES: Record<string, () => Promise<AnyGame>> = {
  "connect-four": () => import("../../../shared/games/connect-four/rules").then((m) => m.connectFour),
  lincoln: () => import("../../../shared/games/lincoln/rules").then((m) => m.lincoln),
  "lines-of-action": () => import("../../../shared/games/lines-of-action/rules").then((m) => m.linesOfAction),
  "pixel-lincoln": () => import("../../../shared/games/pixel-lincoln/rules").then((m) => m.pixelLincoln),
  "union-forever": () => import("../../../shared/games/union-forever/rules").then((m) => m.unionForever),
};

/** The rules of `id`, or undefined for a game this client does not know. */
export function loadRules(id: string): Promise<AnyGame | undefined> {
  return Object.hasOwn(RULES, id) ? RULES[id]!() : Promise.resolve(undefined);
}
