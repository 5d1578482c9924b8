/** Pixel Lincoln's player chips mark whoever is to play (web/src/games/pixel-lincoln/words.ts, isActive). */
import { describe, expect, it } from "vitest";
import type { View } from "../../shared/games/pixel-lincoln/view";
import { isActive } from "../../web/src/games/pixel-lincoln/words";
import { choices, game, play, start } from "../shared/pixel-lincoln/helpers";

const marked = (view: View) => view.players.map((_, seat) => isActive(view, seat));

describe("Pixel Lincoln's chips", () => {
  it("mark each player choosing a Level before the first turn, then the player whose turn it is", () => {
    let s = start(3, "chips");
    let view = game.view(s, null) as View;
    let otherChose = false;
    for (; view.turn === 0; view = game.view(s, null) as View) {
      expect(marked(view)).toEqual(view.players.map((_, seat) => view.deciding.includes(seat)));
      // The turn's player is Player 1's before the first turn: another chooses here.
      if (!view.deciding.includes(view.current)) otherChose = true;
      s = play(s, choices(s)[0]!);
    }
    expect(otherChose).toBe(true);
    expect(marked(view)).toEqual(view.players.map((_, seat) => seat === view.current));
  });
});
