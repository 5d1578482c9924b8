/** Our server under load: Connect Four over real WebSockets against `wrangler dev`. */
import WebSocket from "ws";
import type { SeatGrant, ServerMessage, StateMessage } from "../../shared/protocol";
import { type LoadRow, type Table, runLoad, waitFor } from "./load";

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

async function newTable(base: string, game: string): Promise<Table> {
  const first = await json<SeatGrant>(await fetch(`${base}/api/games`, { method: "POST", body: JSON.stringify({ game }) }));
  const second = await json<SeatGrant>(await fetch(`${base}/api/games/${first.id}/join`, { method: "POST" }));
  const latest: (StateMessage | null)[] = [null, null];
  const waiters: (() => void)[] = [];
  const sockets = await Promise.all(
    [first, second].map(
      (grant, seat) =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(`${base.replace(/^http/, "ws")}/api/games/${first.id}/ws?token=${grant.token}`);
          ws.on("message", (data) => {
            const msg = JSON.parse(String(data)) as ServerMessage;
            if (msg.t !== "state") return;
            latest[seat] = msg;
            for (const wake of waiters.splice(0)) wake();
            resolve(ws);
          });
          ws.on("error", reject);
        }),
    ),
  );
  return {
    turn() {
      const seat = latest.findIndex((s) => s && s.status === "playing" && s.legal.length > 0);
      const state = latest[seat];
      return state ? { seat, ply: state.ply, legal: state.legal } : null;
    },
    send(seat, ply, action) {
      sockets[seat]!.send(JSON.stringify({ t: "act", ply, action }));
    },
    confirmed(ply, deadline) {
      return waitFor(() => latest.every((s) => (s?.ply ?? -1) > ply), deadline, waiters);
    },
    close() {
      for (const ws of sockets) ws.close();
    },
  };
}

export function benchLoad(base: string, games: number, seconds: number, paceMs = 0, warmupSeconds = 0): Promise<LoadRow> {
  return runLoad(games, seconds, () => newTable(base, "connect-four"), paceMs, warmupSeconds);
}
