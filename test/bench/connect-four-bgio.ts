/**
 * The same Connect Four rules (our shared module) as a boardgame.io game, so
 * that the peer serves exactly what we serve.
 */
import { INVALID_MOVE } from "boardgame.io/core";
import type { Game } from "boardgame.io";
import { createRng, setupState } from "../../shared/engine";
import { type State, connectFour } from "../../shared/games/connect-four/rules";

export const ConnectFourBgio: Game<State> = {
  name: "connect-four",
  setup: () => setupState(connectFour, {}, "bench") as State,
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    // Not applied optimistically on the client: only the server's answer counts.
    drop: {
      move: ({ G, playerID }, col: number) => {
        const seat = Number(playerID);
        if (!connectFour.legal(G, seat).some((a) => a.col === col)) return INVALID_MOVE;
        return connectFour.apply(G, seat, { col }, createRng("unused"));
      },
      client: false,
    },
  },
  endIf: ({ G }) => {
    const status = connectFour.status(G);
    return "over" in status ? status.over : undefined;
  },
};
