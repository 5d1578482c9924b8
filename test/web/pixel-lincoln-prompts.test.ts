/**
 * The Pixel Lincoln board's prompt for decisions an ability forces, against the rules in Node:
 * words for anyone (a player is "they"), and the reason a player must discard.
 */
import { describe, expect, it } from "vitest";
import type { View } from "../../shared/games/pixel-lincoln/view";
import type { State } from "../../shared/games/pixel-lincoln/state";
import { buildChoices } from "../../web/src/games/pixel-lincoln/choices";
import { plural } from "../../web/src/games/pixel-lincoln/words";
import { choices, decline, game, inHand, play, scenario } from "../shared/pixel-lincoln/helpers";

const level1 = { board: ["bell", "bell", "bell", "bell", "bell"] };
const prompt = (s: State, seat: number) => {
  const c = buildChoices(game.view(s, seat) as View, choices(s, seat));
  return { prompt: c.prompt, detail: c.detail };
};

describe("Pixel Lincoln's prompts for a forced decision", () => {
  it("a Slime's defeater is asked which opponent gets it in their Score Pile", () => {
    let s = scenario({ players: [{ hand: ["jump", "beardarang"] }, { level: 1 }, { level: 1 }], levels: [{ board: ["whip", "slime", "axe"] }, level1] });
    s = play(s, { t: "spend", card: inHand(s, 0, "jump") }, { t: "equip", card: inHand(s, 0, "beardarang") }, [1, decline], [2, decline]);
    expect(prompt(s, 0).prompt).toBe("Which opponent gets Slime in their Score Pile?");
  });

  it("counts a point as one, below zero too", () => {
    expect([plural(-1, "point"), plural(1, "point"), plural(-2, "point"), plural(0, "point")]).toEqual(["-1 point", "1 point", "-2 points", "0 points"]);
  });
});
