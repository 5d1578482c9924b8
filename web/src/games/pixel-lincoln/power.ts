/** An enemy's Power as the game at hand counts it: mini-bosses and bosses change with the difficulty. */
import { createContext } from "solid-js";
import { type Difficulty, bossPowerBonus } from "../../../../shared/games/pixel-lincoln/data/difficulty";
import { card } from "./words";

/** The difficulty of the game on the board, for the cards drawn inside it (printed Power is Hard's). */
const HARD: Difficulty = "hard";
export const DifficultyContext = createContext<() => Difficulty>(() => HARD);

export function powerOf(id: string, difficulty: Difficulty): number {
  const c = card(id);
  return c ? c.power + bossPowerBonus(difficulty, c.kind) : 0;
}
