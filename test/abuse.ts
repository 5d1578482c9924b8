/**
 * `npm run soak -- abuse`: what one client can cost the host, against `wrangler dev`
 * (the real runtime, storage on disk), printed as figures:
 *   - 10,000 requests to create a game from one address: how many were accepted, and
 *     the storage on disk before and after;
 *   - 1,000 sockets opened on one game, from one address and from 1,000 addresses:
 *     how many were let in, the messages the server sent them, and the two players'
 *     round trip (p50/p99) while the crowd is there, against the same play without it.
 * Traffic goes to 127.0.0.1 only; the addresses are CF-Connecting-IP header values.
 */
import { execSync } from "node:child_process";
import WebSocket from "ws";
import { type SeatGrant, type ServerMessage, socketProtocols } from "../shared/protocol";
import { type DevServer, startWranglerDev } from "./e2e/wrangler-dev";
import { followStates } from "./e2e/follow";

const CREATES = Number(process.env.ABUSE_CREATES ?? 10_000);
const SOCKETS = Number(process.env.ABUSE_SOCKETS ?? 1_000);
/** 40 moves of Connect Four with no four in a row, then two more to fill a column. */
const COLUMNS = [0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 2, 3, 2, 3, 2, 3, 3, 2, 3, 2, 3, 2, 4, 5, 4, 5, 4, 5, 5, 4, 5, 4, 5, 4, 6, 6, 6, 6];

const address = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;
const du = (folder: string) => Number(execSync(`du -sk ${folder}`).toString().split("\t")[0]) * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function post<T>(server: DevServer, path: string, body: unknown, from: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${server.url}/api${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": from },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** A socket on game `id`; resolves once its first message (a state, or a refusal) arrived. */
function open(server: DevServer, id: string, token: string | null, from: string, onMessage?: (m: ServerMessage) => void) {
  return new Promise<{ ws: WebSocket; first: ServerMessage; count: () => number }>((resolve, reject) => {
    const follow = followStates(); // patches become full states, as in a page
    const ws = new WebSocket(`${server.url.replace("http", "ws")}/api/games/${id}/ws`, socketProtocols(token), {
      headers: { "CF-Connecting-IP": from },
    });
    let n = 0;
    ws.on("message", (data) => {
      n++;
      const message = follow(String(data));
      onMessage?.(message);
      if (n === 1) resolve({ ws, first: message, count: () => n });
    });
    ws.on("error", reject);
  });
}

async function creates(server: DevServer) {
  const before = du(server.persistTo);
  const statuses = new Map<number, number>();
  const started = Date.now();
  for (let i = 0; i < CREATES; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, CREATES - i) }, () => post(server, "/games", { game: "connect-four" }, "198.18.0.1")),
    );
    for (const r of batch) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  }
  const seconds = (Date.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 1000));
  console.log(`\n${CREATES.toLocaleString("en")} requests to create a game from one address, in ${seconds.toFixed(1)} s:`);
  console.log(`  accepted (201): ${statuses.get(201) ?? 0}; refused (429): ${statuses.get(429) ?? 0}; other: ${CREATES - (statuses.get(201) ?? 0) - (statuses.get(429) ?? 0)}`);
  console.log(`  storage on disk: ${kb(before)} before, ${kb(du(server.persistTo))} after`);
}

/** A game of two players; `play()` makes their next 20 moves and returns each one's round trip (sent, to both holding it). */
async function playersRoundTrip(server: DevServer): Promise<{ id: string; play: () => Promise<number[]> }> {
  const host = await post<SeatGrant>(server, "/games", { game: "connect-four" }, "198.18.255.1");
  const guest = await post<SeatGrant>(server, `/games/${host.body.id}/join`, {}, "198.18.255.2");
  const plies = [0, 0];
  const waiters: (() => void)[] = [];
  const seats = await Promise.all(
    [host.body, guest.body].map((g, seat) =>
      open(server, host.body.id, g.token, address(65_000 + seat), (m) => {
        if (m.t !== "state") return;
        plies[seat] = m.ply;
        for (const w of waiters.splice(0)) w();
      }),
    ),
  );
  const reached = (ply: number) =>
    new Promise<void>((resolve) => {
      const check = () => (plies.every((p) => p >= ply) ? resolve() : waiters.push(check));
      check();
    });
  let ply = 0;
  const play = async () => {
    const times: number[] = [];
    for (const col of COLUMNS.slice(ply, ply + 20)) {
      const t = performance.now();
      seats[ply % 2]!.ws.send(JSON.stringify({ t: "act", ply, action: { col } }));
      await reached(++ply);
      times.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
    return times;
  };
  return { id: host.body.id, play };
}

const percentiles = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? 0;
  return `p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms over ${s.length} moves`;
};

async function crowd(server: DevServer, label: string, from: (i: number) => string) {
  const game = await playersRoundTrip(server);
  const quiet = await game.play();
  const sockets: { ws: WebSocket; first: ServerMessage; count: () => number }[] = [];
  for (let i = 0; i < SOCKETS; i += 50)
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(50, SOCKETS - i) }, (_, k) => open(server, game.id, null, from(i + k))))));
  await new Promise((r) => setTimeout(r, 500));
  const busy = await game.play();
  await new Promise((r) => setTimeout(r, 500));
  const admitted = sockets.filter((s) => s.first.t === "state").length;
  const refused = sockets.filter((s) => s.first.t === "error").length;
  const received = sockets.reduce((n, s) => n + s.count(), 0);
  console.log(`\n${SOCKETS.toLocaleString("en")} spectator sockets on one game, ${label}:`);
  console.log(`  let in: ${admitted}; refused with an error and close 4429: ${refused}`);
  console.log(`  messages the server sent them in all: ${received.toLocaleString("en")} (20 moves played meanwhile)`);
  console.log(`  players' round trip without them: ${percentiles(quiet)}`);
  console.log(`  players' round trip with them:    ${percentiles(busy)}`);
  for (const s of sockets) s.ws.terminate();
}

const server = await startWranglerDev();
try {
  await creates(server);
  await crowd(server, "from one address", () => "198.18.1.1");
  await crowd(server, "each from an address of its own", (i) => address(4096 + i));
} finally {
  await server.stop();
}
