/**
 * Level difficulty ("Level Difficulty"): the band of item costs and enemy powers a Level's
 * sets are drawn from. Every set has one cost (items) or one power (enemies), so a set is in
 * a band when that value is. Insanity draws from every set.
 */
import { ENEMY_SETS } from "./enemies";
import { ITEM_SETS } from "./items";
import type { SetDef } from "./types";
import { VERSUS_KINDS } from "../effects";

export const DIFFICULTIES = ["easy", "medium", "hard", "insanity"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export type Band = { items: readonly [number, number]; enemies: readonly [number, number] };

/** Item cost and enemy power, lowest and highest, of each band (null: any set). */
export const BANDS: Record<Difficulty, Band | null> = {
  easy: { items: [1, 3], enemies: [1, 3] },
  medium: { items: [2, 4], enemies: [2, 4] },
  hard: { items: [3, 5], enemies: [2, 5] },
  insanity: null,
};

/** Whether a set touches another player (left out of solo levels, "Solo Play"). */
export function isVersusSet(set: SetDef): boolean {
  return set.effect !== undefined && VERSUS_KINDS.includes(set.effect.kind);
}

/** The item and enemy sets a game at this difficulty may use (solo: no player-to-player set). */
export function eligibleSets(difficulty: Difficulty, solo: boolean): { items: SetDef[]; enemies: SetDef[] } {
  const band = BANDS[difficulty];
  const within = (value: number, range: readonly [number, number] | undefined) =>
    range === undefined || (value >= range[0] && value <= range[1]);
  const keep = (set: SetDef) => !(solo && isVersusSet(set));
  return {
    items: ITEM_SETS.filter((s) => keep(s) && within(s.cost, band?.items)),
    enemies: ENEMY_SETS.filter((s) => keep(s) && within(s.power, band?.enemies)),
  };
}

/**
 * Power added to every mini-boss and boss at each difficulty (README, "Difficulty", rules
 * version 2): the Level's items are weaker the easier it is (Easy items cost 1-3 and give
 * 2 Power at most, Hard ones up to 4), so bosses the same at every difficulty made Easy the
 * hardest. Measured with the strongest solo player (README, "Figures").
 */
export const BOSS_POWER_BONUS: Record<Difficulty, number> = { easy: -4, medium: -2, hard: 0, insanity: 2 };

/** The difficulty's extra Power for a card of this kind: mini-bosses and bosses only. */
export function bossPowerBonus(difficulty: Difficulty, kind: string): number {
  return kind === "mini-boss" || kind === "boss" ? BOSS_POWER_BONUS[difficulty] : 0;
}
