import { describe, expect, it } from "vitest";
import type { GameInfo } from "../../shared/protocol";
import { Client, api, someAddress, startGame } from "./client";

describe("simultaneous moves", () => {
  it("applies exactly one action per ply when both seats and a spectator send at once", async () => {
    const { id, a, b } = await startGame();
    // Every refusal spends one of the rate limit's tokens (a burst of 20, then 10 a second, per
    // seat and per spectator address): a fresh spectator from a fresh address every 10 plies
    // stays within the burst however fast this runs.
    const watcher = () => Client.open(id, undefined, { "CF-Connecting-IP": someAddress() });
    let w = await watcher();
    await w.next("state");
    let plies = 0;
    for (let ply = 0; ply < 42; ply++) {
      if (ply > 0 && ply % 10 === 0) {
        w.close();
        w = await watcher();
        await w.next("state");
      }
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
      plies = info.ply;
      if (info.status === "over") break;
    }
    // The columns chosen make a whole game of 22 plies: three spectators in turn.
    expect(plies).toBe(22);
  });
});
