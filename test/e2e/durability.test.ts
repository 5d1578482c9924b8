/**
 * Nothing acknowledged is lost: drive many games against `wrangler dev` with a
 * persistence folder, SIGKILL it mid-load, start it again on the same folder,
 * and check that every move any client was told of is still there and that
 * every game goes on.
 */
import { rmSync } from "node:fs";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createRng } from "../../shared/engine";
import { type GameInfo, type ReplayInfo, type SeatGrant, type ServerMessage, type StateMessage, socketProtocols } from "../../shared/protocol";
import { startWranglerDev } from "./wrangler-dev";
import { followStates } from "./follow";

const GAMES = 24;
const LOAD_MS = 2500;

type Table = { id: string; grants: SeatGrant[]; sent: Map<number, unknown>; acked: number };

async function post<T>(url: string, body?: unknown): Promise<T> {
  // Each table as a client of its own address: the per-address limit on new games is not what this tests.
  const address = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const headers = { "Content-Type": "application/json", "CF-Connecting-IP": address };
  const res = await fetch(url, { method: "POST", headers, body: JSON.stringify(body ?? {}) });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json() as Promise<T>;
}

/** Opens a seat's socket; `onState` hears every state. Resolves with the first. */
function open(base: string, id: string, token: string, onState: (s: StateMessage, ws: WebSocket) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const follow = followStates(); // patches become full states, as in a page
    const ws = new WebSocket(`${base.replace("http", "ws")}/api/games/${id}/ws`, socketProtocols(token));
    let first = true;
    ws.on("message", (data) => {
      const msg = follow(String(data));
      if (msg.t !== "state") return;
      onState(msg, ws);
      if (first) resolve(ws);
      first = false;
    });
    ws.on("error", reject);
  });
}

describe("durability", () => {
  it("keeps every acknowledged move through a SIGKILL of the server", { timeout: 240_000 }, async () => {
    let server = await startWranglerDev();
    const { persistTo } = server;
    const tables: Table[] = [];
    const sockets: WebSocket[] = [];
    try {
      for (let g = 0; g < GAMES; g++) {
        const game = g % 2 === 0 ? "connect-four" : "lines-of-action";
        const host = await post<SeatGrant>(`${server.url}/api/games`, { game });
        const guest = await post<SeatGrant>(`${server.url}/api/games/${host.id}/join`);
        tables.push({ id: host.id, grants: [host, guest], sent: new Map(), acked: 0 });
      }
      // Each seat plays a random legal move whenever it is told it may.
      const deadline = Date.now() + LOAD_MS;
      await Promise.all(
        tables.map(async (table, t) => {
          const rng = createRng(`durable-${t}`);
          for (const grant of table.grants) {
            const socket = await open(server.url, table.id, grant.token, (state, ws) => {
              // The mover's own confirmation is what a client is told: "accepted".
              if (state.ply > table.acked) table.acked = state.ply;
              if (Date.now() > deadline || state.legal.length === 0 || state.status !== "playing") return;
              const action = state.legal[rng.int(state.legal.length)];
              table.sent.set(state.ply, action);
              ws.send(JSON.stringify({ t: "act", ply: state.ply, action }));
            });
            sockets.push(socket);
          }
        }),
      );
      // Kill while moves are still flying.
      await new Promise((r) => setTimeout(r, LOAD_MS / 2));
      await server.stop("SIGKILL");
      for (const ws of sockets) ws.terminate();
      const acked = tables.reduce((n, t) => n + t.acked, 0);
      expect(acked, "the load made moves before the kill").toBeGreaterThan(GAMES);

      server = await startWranglerDev({ persistTo });
      for (const table of tables) {
        const info = (await (await fetch(`${server.url}/api/games/${table.id}`)).json()) as GameInfo;
        expect(info.ply, `game ${table.id}`).toBeGreaterThanOrEqual(table.acked);
        const replay = (await (await fetch(`${server.url}/api/games/${table.id}/replay`)).json()) as ReplayInfo;
        for (const { ply, action } of replay.actions.slice(0, table.acked)) expect(action).toEqual(table.sent.get(ply));
        // The game goes on from where it was.
        if (info.status !== "playing") continue;
        const latest: (StateMessage | undefined)[] = [];
        const seats = await Promise.all(
          table.grants.map((g, seat) => open(server.url, table.id, g.token, (s) => (latest[seat] = s))),
        );
        const mover = latest.findIndex((s) => (s?.legal.length ?? 0) > 0);
        expect(latest[mover]?.ply).toBe(info.ply);
        seats[mover]!.send(JSON.stringify({ t: "act", ply: info.ply, action: latest[mover]!.legal[0] }));
        await expect.poll(() => latest[mover]?.ply, { timeout: 5000 }).toBe(info.ply + 1);
        for (const ws of seats) ws.close();
      }
    } finally {
      await server.stop();
      rmSync(persistTo, { recursive: true, force: true });
    }
  });
});
