import { describe, expect, it } from "vitest";
import { randomPlayout, undoableMoves } from "../../../shared/engine";
import { unionForever } from "../../../shared/games/union-forever/rules";

describe("taking moves back", () => {
  it("never takes back a Card Draw: the card drawn was hidden in the deck", () => {
    let draws = 0;
    for (const players of [1, 2]) {
      for (let g = 0; g < 20; g++) {
        const seed = `undo-${players}-${g}`;
        // Solo against the Easy computer: the strongest would think through every replay.
        const options = players === 1 ? { players, level: "rules-of-thumb" } : { players };
        const { moves } = randomPlayout(unionForever, options, seed);
        const undoable = undoableMoves(unionForever, options, seed, moves);
        moves.forEach((move, i) => {
          if ((move.action as { t: string }).t !== "draw") return;
          draws++;
          expect(undoable[i], `${seed} ply ${i}`).toBe(false);
        });
      }
    }
    expect(draws).toBeGreaterThan(100);
  });
});
