/**
 * The Union Forever! board's words, as a person reads them beside the map: what a card in
 * play gives. Runs in Node on the board's pure decision logic (web/src/games/union-forever/choices.ts).
 */
import { describe, expect, it } from "vitest";
import { type Seat, applyAction, createRng, setupState } from "../../shared/engine";
import { isFaceCard } from "../../shared/games/union-forever/cards";
import { unionForever } from "../../shared/games/union-forever/rules";
import type { Action, State } from "../../shared/games/union-forever/state";
import type { View } from "../../shared/games/union-forever/view";
import { decide } from "../../web/src/games/union-forever/choices";

/** The context lines shown while a face card's two ACTs are being used, over random two-player games. */
function faceCardActs(games: number): string[] {
  const lines: string[] = [];
  for (let g = 1; g <= games; g++) {
    const seed = `words-${g}`;
    const chooser = createRng(`words:${seed}`);
    let state = setupState(unionForever, { players: 2 }, seed) as State;
    for (let ply = 0; ply < 5000; ply++) {
      const status = unionForever.status(state);
      if ("over" in status) break;
      const seat = status.active[0] as Seat;
      const view = unionForever.view(state, seat) as View;
      const legal = unionForever.legal(state, seat) as Action[];
      if (view.activation && isFaceCard(view.activation.card) && !view.combat) lines.push(decide(view, legal, null).context);
      // Take the special ACT's two ACTs whenever offered, so that they come up often.
      const two = legal.find((a) => a.t === "two-acts");
      const action = two ?? (legal[chooser.int(legal.length)] as Action);
      state = applyAction(unionForever, state, ply, seed, seat, action).state as State;
    }
  }
  return lines;
}

describe("The Union Forever! board's words", () => {
  it("calls a face card's two ACTs two ACTs, not one special ACT with two left", () => {
    const lines = faceCardActs(6);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      expect(line).toMatch(/: two (Union|Confederate) ACTs from a special ACT \([12] left\)\./);
      expect(line).not.toMatch(/a (Union|Confederate) special ACT \(/);
    }
  });
});
