import { describe, expect, it } from "vitest";
import { type Move, createRng, replay, setupState } from "../../../shared/engine";
import { connectFourBot } from "../../../shared/games/connect-four/bot";
import { type State, connectFour as game } from "../../../shared/games/connect-four/rules";

const SEED = "bot-seed";
const playCols = (cols: number[]): State =>
  replay(game, {}, SEED, cols.map((col, i): Move => ({ seat: i % 2, action: { col } }))) as State;

describe("the Connect Four computer", () => {
  it("opens in the centre column", () => {
    expect(connectFourBot(setupState(game, {}, SEED) as State, 0)).toEqual({ col: 3 });
  });

  it("completes four in a row when it can", () => {
    // Red has 0, 1, 2 on the bottom row; Yellow's discs sit on top of them.
    expect(connectFourBot(playCols([0, 0, 1, 1, 2, 2]), 0)).toEqual({ col: 3 });
    // Yellow has three stacked in column 6 and Red threatens column 3: winning comes first.
    expect(connectFourBot(playCols([0, 6, 0, 6, 1, 6, 2]), 1)).toEqual({ col: 6 });
  });

  it("blocks the other side's four when it cannot win", () => {
    // Red threatens column 3 on the bottom row; Yellow must block.
    expect(connectFourBot(playCols([0, 6, 1, 6, 2]), 1)).toEqual({ col: 3 });
    // Yellow threatens the top of column 5; Red blocks.
    expect(connectFourBot(playCols([0, 5, 1, 5, 0, 5]), 0)).toEqual({ col: 5 });
  });

  it("leaves the state it is given untouched", () => {
    const state = playCols([3, 3, 2, 4]);
    const before = JSON.stringify(state);
    connectFourBot(state, 0);
    expect(JSON.stringify(state)).toBe(before);
  });

  it("beats a random player from either seat, always with a legal move", () => {
    let won = 0;
    const games = 40;
    for (let i = 0; i < games; i++) {
      const botSeat = i % 2;
      const rng = createRng(`random-${i}`);
      let state = setupState(game, {}, SEED) as State;
      for (;;) {
        const status = game.status(state);
        if ("over" in status) {
          if (status.over.winners.includes(botSeat)) won++;
          break;
        }
        const seat = status.active[0] ?? 0;
        const legal = game.legal(state, seat);
        const action = seat === botSeat ? connectFourBot(state, seat) : legal[rng.int(legal.length)];
        expect(legal).toContainEqual(action);
        state = game.apply(state, seat, action as { col: number }, rng);
      }
    }
    console.log(`the computer won ${won} of ${games} games against a random player`);
    expect(won).toBeGreaterThanOrEqual(39);
  });
});
