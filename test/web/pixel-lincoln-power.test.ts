/** The board shows an enemy's Power as the rules count it at the game's difficulty (mini-bosses and bosses change with it). */
import { describe, expect, it } from "vitest";
import { enemyPower } from "../../shared/games/pixel-lincoln/fight";
import { DIFFICULTIES } from "../../shared/games/pixel-lincoln/data/difficulty";
import { MINI_BOSSES } from "../../shared/games/pixel-lincoln/data/bosses";
import { powerOf } from "../../web/src/games/pixel-lincoln/power";

describe("Pixel Lincoln Power on the board", () => {
  it.each(DIFFICULTIES)("a mini-boss's Power at %s is the one the rules fight with", (difficulty) => {
    for (const boss of MINI_BOSSES) expect(powerOf(boss.id, difficulty), boss.id).toBe(enemyPower(difficulty, boss.id));
  });
  it("is the printed Power at Hard, 4 less at Easy", () => {
    expect(powerOf("iron-warthog", "hard")).toBe(6);
    expect(powerOf("iron-warthog", "easy")).toBe(2);
  });
});
