/** Our server under load: Connect Four over real WebSockets against `wrangler dev`. */
import WebSocket from "ws";
import { threadId } from "node:worker_threads";
import { type SeatGrant, type ServerMessage, type StateMessage, socketProtocols } from "../../shared/protocol";
import { type LoadRow, type MoveTrace, type Table, runLoad, waitFor } from "./load";
import { followStates } from "../e2e/follow";

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

// A client thread of its own (load-thread.ts) numbers its tables from its own 4,096: addresses stay apart.
let tables = threadId * 4096;

/**
 * Whether the clients offer permessage-deflate, as browsers do (BENCH_DEFLATE=0: not; boardgame.io's
 * server accepts none). One Node process inflating a thousand sockets' messages is where the paced
 * load's slow round trips came from in test/bench/stall.ts (README, Figures).
 */
export const DEFLATE = process.env.BENCH_DEFLATE !== "0";

export async function newTable(base: string, game: string): Promise<Table> {
  // Every table a client of its own address, as 500 people would be: one address gets 20 new games a minute.
  const n = ++tables;
  const headers = { "Content-Type": "application/json", "CF-Connecting-IP": `198.18.${n >> 8}.${n & 255}` };
  const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  const first = await json<SeatGrant>(await post("/api/games", { game }));
  const second = await json<SeatGrant>(await post(`/api/games/${first.id}/join`, {}));
  const latest: (StateMessage | null)[] = [null, null];
  const waiters: (() => void)[] = [];
  const sockets = await Promise.all(
    [first, second].map(
      (grant, seat) =>
        new Promise<WebSocket>((resolve, reject) => {
          const follow = followStates(); // patches become full states, as in a page
          const ws = new WebSocket(`${base.replace(/^http/, "ws")}/api/games/${first.id}/ws`, socketProtocols(grant.token), { perMessageDeflate: DEFLATE });
          ws.on("message", (data) => {
            const msg = follow(String(data));
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

export function benchLoad(base: string, games: number, seconds: number, paceMs = 0, warmupSeconds = 0, trace?: MoveTrace): Promise<LoadRow> {
  return runLoad(games, seconds, () => newTable(base, "connect-four"), paceMs, warmupSeconds, trace);
}
