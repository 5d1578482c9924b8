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

/** The Power it takes to defeat an enemy now: the rules' neededPower (fight.ts), from the view. */
export function powerNeeded(view: View, enemy: string): number {
  return powerOf(enemy, view.options.difficulty) + (view.ambush?.card === enemy ? view.ambush.bonus : 0);
}

/** The power equipped against an enemy this turn: the rules' powerToward (fight.ts), from the view. */
export function powerEquipped(view: View, enemy: string): number {
  return view.fight?.target === enemy ? view.fight.power : 0;
}

/**
 * The current player's fight as "1 of 4 power against Ghost Pirate", or null. Only against the
 * enemy the meeple faces or that ambushes it: power toward one jumped over was spent for
 * nothing (the rules start a new fight), and the panel showed it against the next enemy.
 */
export function fightProgress(view: View): string | null {
  const f = view.fight;
  if (!f || (view.ambush?.card !== f.target && facedOf(view, view.current)?.id !== f.target)) return null;
  return `${f.power} of ${powerNeeded(view, f.target)} power against ${nameOf(f.target)}`;
}
