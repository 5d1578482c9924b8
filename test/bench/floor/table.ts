/** A table at the runtime's floor (worker.ts), as its two clients see it: the phases bench's `Table`. */
import WebSocket from "ws";
import { createRng } from "../../../shared/engine";
import { type State, connectFour } from "../../../shared/games/connect-four/rules";
import { type Table, waitFor } from "../load";
import { DEFLATE } from "../server";

const NO_NUMBERS = createRng("floor");

export async function newFloorTable(base: string): Promise<Table> {
  const headers = { "Content-Type": "application/json" };
  const post = async (path: string) => (await fetch(`${base}${path}`, { method: "POST", headers, body: "{}" })).json() as Promise<{ id: string }>;
  const { id } = await post("/api/games");
  await post(`/api/games/${id}/join`);
  const game: { ply: number; state: State }[] = [];
  const waiters: (() => void)[] = [];
  const sockets = await Promise.all(
    [0, 1].map(
      (seat) =>
        new Promise<WebSocket>((resolve, reject) => {
          // Compression offered as our table's clients offer it (BENCH_DEFLATE).
          const ws = new WebSocket(`${base.replace(/^http/, "ws")}/api/games/${id}/ws`, [String(seat)], { perMessageDeflate: DEFLATE });
          ws.on("message", (data) => {
            const message = JSON.parse(String(data)) as { ply: number; state?: State; seat?: number; action?: { col: number } };
            const last = game[seat];
            if (message.state) game[seat] = { ply: message.ply, state: message.state };
            else if (last) game[seat] = { ply: message.ply, state: connectFour.apply(last.state, message.seat!, message.action!, NO_NUMBERS) };
            for (const wake of waiters.splice(0)) wake();
            resolve(ws);
          });
          ws.on("error", reject);
        }),
    ),
  );
  return {
    turn() {
      const seat = game.findIndex((g, s) => g !== undefined && connectFour.legal(g.state, s).length > 0);
      const held = game[seat];
      return held ? { seat, ply: held.ply, legal: connectFour.legal(held.state, seat) } : null;
    },
    send(seat, ply, action) {
      sockets[seat]!.send(JSON.stringify({ t: "act", ply, action }));
    },
    confirmed(ply, deadline) {
      return waitFor(() => game.every((g) => (g?.ply ?? -1) > ply), deadline, waiters);
    },
    close() {
      for (const ws of sockets) ws.close();
    },
  };
}
