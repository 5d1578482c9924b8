/**
 * Bytes on the wire per move: whole random games of every game through a real server and real
 * sockets (every seat connected, moves only from the seat to decide), counting what each seat's
 * socket receives after its first full state. Also alone: `node --import tsx test/bench/bytes.ts`.
 */
import WebSocket from "ws";
import { createRng } from "../../shared/engine";
import { GAMES } from "../../shared/games";
import { type SeatGrant, type StateMessage, socketProtocols } from "../../shared/protocol";
import { startWranglerDev } from "../e2e/wrangler-dev";
import { followStates } from "../e2e/follow";

export type BytesRow = { game: string; games: number; moves: number; bytesPerSeatMove: number; patchShare: number; moveShare: number };

async function post<T>(url: string, body: unknown, n: number): Promise<T> {
  const res = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.18.${n >> 8 & 255}.${n & 255}` }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

let clients = 0;

/** One random game of `game`: its moves, and what its seats' sockets received after their first state. */
async function oneGame(base: string, game: string, seed: string, maxPlies: number) {
  const players = GAMES[game]!.players.max > 2 ? 3 : undefined;
  const host = await post<SeatGrant>(`${base}/api/games`, { game, ...(players ? { options: { players } } : {}) }, ++clients);
  const grants = [host];
  for (let s = 1; s < (players ?? 2); s++) grants.push(await post<SeatGrant>(`${base}/api/games/${host.id}/join`, {}, ++clients));
  let bytes = 0;
  let patches = 0;
  let moveForms = 0;
  let messages = 0;
  const latest: (StateMessage | null)[] = grants.map(() => null);
  const wake: (() => void)[] = [];
  const sockets = await Promise.all(
    grants.map(
      (grant) =>
        new Promise<WebSocket>((resolve) => {
          const follow = followStates();
          let first = true;
          const ws = new WebSocket(`${base.replace("http", "ws")}/api/games/${host.id}/ws`, socketProtocols(grant.token));
          ws.on("message", (data) => {
            const text = String(data);
            const m = follow(text);
            if (m.t !== "state") return;
            if (!first) {
              bytes += Buffer.byteLength(text);
              messages++;
              if (text.startsWith('{"t":"patch"')) patches++;
              if (text.startsWith('{"t":"move"')) moveForms++;
            }
            first = false;
            latest[grant.seat] = m;
            for (const w of wake.splice(0)) w();
            resolve(ws);
          });
        }),
    ),
  );
  const rng = createRng(seed);
  let moves = 0;
  for (; moves < maxPlies; moves++) {
    const mover = latest.findIndex((s) => s?.status === "playing" && s.legal.length > 0);
    const state = latest[mover];
    if (!state) break;
    const ply = state.ply;
    sockets[mover]!.send(JSON.stringify({ t: "act", ply, action: state.legal[rng.int(state.legal.length)] }));
    while (!latest.every((s) => (s?.ply ?? 0) > ply)) await new Promise<void>((r) => wake.push(r));
  }
  for (const ws of sockets) ws.close();
  return { moves, seats: grants.length, bytes, patches, moveForms, messages };
}

export async function benchBytes(base: string, games = 3, maxPlies = 400): Promise<BytesRow[]> {
  const rows: BytesRow[] = [];
  for (const game of Object.keys(GAMES)) {
    let moves = 0;
    let bytes = 0;
    let seatMoves = 0;
    let patches = 0;
    let moveForms = 0;
    let messages = 0;
    for (let g = 0; g < games; g++) {
      const r = await oneGame(base, game, `bytes-${game}-${g}`, maxPlies);
      moves += r.moves;
      bytes += r.bytes;
      seatMoves += r.moves * r.seats;
      patches += r.patches;
      moveForms += r.moveForms;
      messages += r.messages;
    }
    rows.push({ game, games, moves, bytesPerSeatMove: bytes / Math.max(1, seatMoves), patchShare: patches / Math.max(1, messages), moveShare: moveForms / Math.max(1, messages) });
  }
  return rows;
}

export function printBytes(rows: BytesRow[]): void {
  console.log("\nBytes a seat receives per move (random whole games through wrangler dev, every seat connected)\n");
  console.log("| game | games | moves | bytes a seat per move, mean | patches | moves (action only) |\n|---|---:|---:|---:|---:|---:|");
  for (const r of rows)
    console.log(`| ${r.game} | ${r.games} | ${r.moves} | ${r.bytesPerSeatMove.toFixed(0)} | ${(r.patchShare * 100).toFixed(0)} % | ${(r.moveShare * 100).toFixed(0)} % |`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dev = await startWranglerDev();
  try {
    printBytes(await benchBytes(dev.url, Number(process.env.BENCH_BYTES_GAMES ?? 3)));
  } finally {
    await dev.stop();
  }
}
