import { describe, expect, it } from "vitest";
import type { GameInfo } from "../../shared/protocol";
import { Client, api, startGame } from "./client";

describe("simultaneous moves", () => {
  it("applies exactly one action per ply when both seats and a spectator send at once", async () => {
    const { id, a, b } = await startGame();
    const w = await Client.open(id);
    await w.next("state");
    for (let ply = 0; ply < 30; ply++) {
      // Everyone claims the same ply with a column that is still open.
      const col = ply % 7;
      for (const c of [a, b, w]) c.send({ t: "act", ply, action: { col } });
      const replies = await Promise.all(
        [a, b, w].map(async (c) => {
          const state = await c.next("state");
          return state.ply;
        }),
      );
      expect(replies).toEqual([ply + 1, ply + 1, ply + 1]);
      const info = (await (await api(`/games/${id}`)).json()) as GameInfo;
      expect(info.ply).toBe(ply + 1);
      // The two that lost are refused: the seat not to move as "turn", the spectator as "seat".
      const loser = ply % 2 === 0 ? b : a;
      expect(["turn", "stale"]).toContain((await loser.next("error")).code);
      expect((await w.next("error")).code).toBe("seat");
      if (info.status === "over") break;
    }
  });
});
