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

  it("an ambush that makes a player discard says which enemy, and its ability", () => {
    const s = scenario({ players: [{ hand: ["beardarang", "piggy", "jump"] }], levels: [{ board: ["turtle", "whip"] }, level1] });
    expect(prompt(s, 0)).toEqual({ prompt: "Puking Turtle ambushes you: tap a card to discard it", detail: "When it ambushes: discard a card." });
  });

  it("a rival's Liberty Bell Bomb: each other player is told whose turn it is and which card makes them discard", () => {
    let s = scenario({ players: [{ hand: ["bell", "jump"] }, { level: 1, hand: ["piggy", "jump"] }], levels: [{ board: ["whip", "shark", "axe"] }, { board: ["cabin", "cabin"] }] });
    s = play(s, { t: "equip", card: inHand(s, 0, "bell") }, [1, decline]);
    expect(prompt(s, 1)).toEqual({ prompt: "Tap a card to discard it", detail: "It is Player 1's turn: their Liberty Bell Bomb makes you discard." });
  });

  it("the last life lost: alone, Continue or end the game; with others, Continue or wait for the final score", () => {
    const lost = (players: { level?: number; hand?: string[] }[]) => {
      const s = scenario({ players: [{ hand: ["piggy"], lives: [], score: ["moose"] }, ...players], levels: [{ board: ["bear"], deck: ["axe"] }, { board: ["cabin"] }] });
      const view = game.view(play(s, { t: "yield" }), 0) as View;
      const c = buildChoices(view, choices(play(s, { t: "yield" }), 0));
      return [c.prompt, ...c.buttons.map((b) => b.label)];
    };
    expect(lost([])).toEqual(["You lost your last life: Continue, or end the game?", "Continue", "End the game"]);
    expect(lost([{ level: 1, hand: ["beardarang"] }])).toEqual(["You lost your last life: Continue, or wait for the final score?", "Continue", "Stop and wait for the final score"]);
  });

  it("says what using a suit does where the prompt offers it: 'use a suit' was explained only in How to play", () => {
    // whip-1 is a Score card.
    const explore = scenario({ players: [{ hand: ["whip-1", "jump"] }], levels: [{ board: ["cabin", "whip"] }, level1] });
    expect(prompt(explore, 0).prompt).toBe("Explore: buy, jump, discard a card for its suit's ability, or stop");
    const ambush = scenario({ players: [{ hand: ["whip-1", "beardarang"] }], levels: [{ board: ["shark", "whip"] }, level1] });
    expect(prompt(ambush, 0).prompt).toBe("An enemy ambushes you: equip, or discard a card for its suit's ability");
  });

  it("offers, exploring, what the hand can do against the card ahead: it said 'buy' facing an enemy, a suit with none in hand", () => {
    // Past the Log Cabin by a Jump card: a Cyborg Bear ahead, Beardarangs and a Jump card in hand, no suit but the Jump's.
    const start = scenario({ players: [{ hand: ["jump", "beardarang", "beardarang", "jump"] }], levels: [{ board: ["cabin", "bear", "whip"] }, level1] });
    const enemy = play(start, { t: "jump", card: inHand(start, 0, "jump") });
    expect(prompt(enemy, 0).prompt).toBe("Explore: fight, jump, or stop");
  });

  it("counts a point as one, below zero too", () => {
    expect([plural(-1, "point"), plural(1, "point"), plural(-2, "point"), plural(0, "point")]).toEqual(["-1 point", "1 point", "-2 points", "0 points"]);
  });
});
