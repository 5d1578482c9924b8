/**
 * Server load: many concurrent games over real WebSockets against
 * `wrangler dev`. Each game has two clients; the seat to move sends a random
 * legal action only after the previous one was confirmed, and the round trip
 * runs from the send until every seat holds the new state. A finished game is
 * replaced by a new one until the time is up. Only confirmed moves count.
 */
import WebSocket from "ws";
import { createRng } from "../../shared/engine";
import type { SeatGrant, ServerMessage, StateMessage } from "../../shared/protocol";

export type LoadRow = { games: number; seconds: number; moves: number; movesPerSecond: number; p50: number; p99: number; errors: number };

type Seat = { ws: WebSocket; latest: StateMessage | null; waiters: (() => void)[] };

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

function connect(base: string, id: string, token: string): Promise<Seat> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, "ws")}/api/games/${id}/ws?token=${token}`);
    const seat: Seat = { ws, latest: null, waiters: [] };
    ws.on("message", (data) => {
      const msg = JSON.parse(String(data)) as ServerMessage;
      if (msg.t === "state") {
        seat.latest = msg;
        for (const wake of seat.waiters.splice(0)) wake();
        resolve(seat);
      }
    });
    ws.on("error", reject);
  });
}

async function until(seat: Seat, ply: number, deadline: number): Promise<boolean> {
  while ((seat.latest?.ply ?? -1) < ply) {
    if (Date.now() > deadline) return false;
    await new Promise<void>((r) => {
      seat.waiters.push(r);
      setTimeout(r, 1000);
    });
  }
  return true;
}

async function newGame(base: string, game: string): Promise<Seat[]> {
  const first = await json<SeatGrant>(await fetch(`${base}/api/games`, { method: "POST", body: JSON.stringify({ game }) }));
  const second = await json<SeatGrant>(await fetch(`${base}/api/games/${first.id}/join`, { method: "POST" }));
  return Promise.all([connect(base, first.id, first.token), connect(base, first.id, second.token)]);
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0) : 0;
}

export async function benchLoad(base: string, games: number, seconds: number, game = "connect-four"): Promise<LoadRow> {
  const rtts: number[] = [];
  let errors = 0;
  // Set every game up first, so that the timed part measures moves only.
  const tables = await Promise.all(Array.from({ length: games }, () => newGame(base, game)));
  const start = Date.now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    tables.map(async (initial, lane) => {
      const rng = createRng(`load-${lane}`);
      let seats = initial;
      while (Date.now() < deadline) {
        const state = seats[0]!.latest!;
        if (state.status === "over") {
          for (const s of seats) s.ws.close();
          seats = await newGame(base, game);
          continue;
        }
        const mover = seats.find((s) => (s.latest?.legal.length ?? 0) > 0);
        if (!mover?.latest) throw new Error("no seat can move");
        const legal = mover.latest.legal;
        const ply = mover.latest.ply;
        const sent = performance.now();
        mover.ws.send(JSON.stringify({ t: "act", ply, action: legal[rng.int(legal.length)] }));
        const confirmed = await Promise.all(seats.map((s) => until(s, ply + 1, deadline + 5000)));
        if (confirmed.every(Boolean)) rtts.push(performance.now() - sent);
        else errors++;
      }
      for (const s of seats) s.ws.close();
    }),
  );
  const elapsed = (Date.now() - start) / 1000;
  rtts.sort((a, b) => a - b);
  return {
    games,
    seconds: elapsed,
    moves: rtts.length,
    movesPerSecond: rtts.length / elapsed,
    p50: percentile(rtts, 0.5),
    p99: percentile(rtts, 0.99),
    errors,
  };
}
