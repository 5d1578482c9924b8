/**
 * No endless games: whatever a side does, a game reaches an end the rulebook gives (the
 * Union deck running out, Europe, Washington) or the documented limit (victory.ts,
 * `checkStall`). Whole games where one side, or both, only passes, against random play.
 */
import { describe, expect, test } from "vitest";
import { applyAction, createRng, setupState } from "../../../shared/engine";
import type { Action } from "../../../shared/games/lincoln/actions";
import type { State } from "../../../shared/games/lincoln/state";
import { DEFAULTS, game } from "./helpers";
import { PLY_CAP } from "./playouts";

/** A player who passes whenever it may, ends its turn, and otherwise answers "no" (or the first choice). */
function passer(legal: Action[]): Action {
  const pick = (t: string) => legal.find((a) => (a as { t: string }).t === t);
  return pick("pass") ?? pick("end") ?? pick("done") ?? pick("decline") ?? (legal[0] as Action);
}

const MODES = { "the Union only passes": [0], "the Confederacy only passes": [1], "both sides only pass": [0, 1] } as const;

describe("no endless games", () => {
  for (const [mode, passing] of Object.entries(MODES))
    test(`${mode}: 100 games, against random play, all end within ${PLY_CAP} plies`, () => {
      const endings: Record<string, number> = {};
      let longest = 0;
      for (let g = 0; g < 100; g++) {
        const seed = `${mode}-${g}`;
        const chooser = createRng(`chooser:${seed}`);
        let state = setupState(game, DEFAULTS, seed) as State;
        let ply = 0;
        for (; ply < PLY_CAP && !state.result; ply++) {
          const status = game.status(state);
          const seat = "active" in status ? (status.active[0] as number) : 0;
          const legal = game.legal(state, seat);
          const action = (passing as readonly number[]).includes(seat) ? passer(legal) : (legal[chooser.int(legal.length)] as Action);
          state = applyAction(game, state, ply, seed, seat, action).state as State;
        }
        expect(state.result, `${seed} unfinished after ${ply} plies`).not.toBeNull();
        longest = Math.max(longest, ply);
        const key = `${state.result?.winners[0] === 0 ? "union" : "confederate"}: ${state.result?.ending}`;
        endings[key] = (endings[key] ?? 0) + 1;
      }
      console.log(`Lincoln, ${mode}: longest ${longest} plies; ${JSON.stringify(endings)}`);
    }, 120_000);
});
