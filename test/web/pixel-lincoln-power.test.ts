/** The board shows an enemy's Power as the rules count it at the game's difficulty (mini-bosses and bosses change with it). */
import { describe, expect, it } from "vitest";
import { enemyPower } from "../../shared/games/pixel-lincoln/fight";
import { DIFFICULTIES } from "../../shared/games/pixel-lincoln/data/difficulty";
import { MINI_BOSSES } from "../../shared/games/pixel-lincoln/data/bosses";
import type { View } from "../../shared/games/pixel-lincoln/view";
import { fightProgress, powerOf } from "../../web/src/games/pixel-lincoln/power";
import { game, inHand, play, scenario } from "../shared/pixel-lincoln/helpers";

describe("Pixel Lincoln Power on the board", () => {
  it.each(DIFFICULTIES)("a mini-boss's Power at %s is the one the rules fight with", (difficulty) => {
    for (const boss of MINI_BOSSES) expect(powerOf(boss.id, difficulty), boss.id).toBe(enemyPower(difficulty, boss.id));
  });
  it("is the printed Power at Hard, 4 less at Easy", () => {
    expect(powerOf("iron-warthog", "hard")).toBe(6);
    expect(powerOf("iron-warthog", "easy")).toBe(2);
  });
  it("shows a fight's power only against the enemy ahead: not against the next one once the first is jumped", () => {
    let s = scenario({
      players: [{ hand: ["beardarang", "jump", "beardarang"] }],
      levels: [{ board: ["shark", "shark", "cabin"] }, { board: ["bell", "bell", "bell", "bell", "bell"] }],
    });
    s = play(s, { t: "equip", card: inHand(s, 0, "beardarang") });
    const first = fightProgress(game.view(s, 0) as View);
    expect(first).toMatch(/^\d+ of \d+ power against /);
    s = play(s, { t: "jump", card: inHand(s, 0, "jump") });
    expect(s.fight?.target).toBe(s.levels[0]?.board[0]); // the rules keep the spent fight; the panel must not show it
    expect(fightProgress(game.view(s, 0) as View)).toBeNull();
  });
});

