/** An enemy's Power as the game at hand counts it: mini-bosses and bosses change with the difficulty. */
import { createContext } from "solid-js";
import { type Difficulty, bossPowerBonus } from "../../../../shared/games/pixel-lincoln/data/difficulty";
import type { View } from "../../../../shared/games/pixel-lincoln/view";
import { card, facedOf, nameOf } from "./words";

/** The difficulty of the game on the board, for the cards drawn inside it (printed Power is Hard's). */
const HARD: Difficulty = "hard";
export const DifficultyContext = createContext<() => Difficulty>(() => HARD);

export function powerOf(id: string, difficulty: Difficulty): number {
  const c = card(id);
  return c ? c.power + bossPowerBonus(difficulty, c.kind) : 0;
}

/**
 * The current player's fight as "1 of 4 power against Ghost Pirate", or null. Only against the
 * enemy the meeple faces or that ambushes it: power toward one jumped over was spent for
 * nothing (the rules start a new fight), and the panel showed it against the next enemy.
 */
export function fightProgress(view: View): string | null {
  const f = view.fight;
  if (!f) return null;
  const ambusher = view.ambush?.card === f.target;
  if (!ambusher && facedOf(view, view.current)?.id !== f.target) return null;
  const bonus = ambusher ? (view.ambush?.bonus ?? 0) : 0;
  return `${f.power} of ${powerOf(f.target, view.options.difficulty) + bonus} power against ${nameOf(f.target)}`;
}
