/**
 * A load driver shared by our server and the peer: `games` tables played at
 * once, two clients each. The seat to move sends a random legal action only
 * after the previous one was confirmed; the round trip runs from the send
 * until every client at the table holds the new state. A finished game is
 * replaced by a new one until the time is up. Only confirmed moves count.
 */
import { createRng } from "../../shared/engine";
import { descendantsCpuMs } from "./cpu";

/** `serverCpuMs`: the server's CPU per confirmed move (see cpu.ts). */
/** `warmupP99`: the round trip's p99 while warming up, before counting began. */
export type LoadRow = {
  games: number;
  seconds: number;
  moves: number;
  movesPerSecond: number;
  p50: number;
  p99: number;
  lost: number;
  serverCpuMs: number;
  warmupP99?: number;
};

/** Told of every confirmed move: when it was sent (performance.now()) and its round trip. */
export type MoveTrace = (sent: number, rtt: number) => void;

/** One game as its clients see it. */
export interface Table {
  /** The seat to move and its legal actions, as that client last heard; null when over. */
  turn(): { seat: number; ply: number; legal: unknown[] } | null;
  send(seat: number, ply: number, action: unknown): void;
  /** Resolves true once every client holds a state past `ply`, false at `deadline`. */
  confirmed(ply: number, deadline: number): Promise<boolean>;
  close(): void;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0) : 0;
}

/**
 * With `paceMs`, each game waits about that long (0.5x to 1.5x) after a confirmation before
 * its next move, as people do (and the first move comes at a random moment within that
 * time): a fixed offered load, where the round trip is the server's answer time rather than
 * the queue that a closed loop of eager clients builds.
 * With `warmupSeconds`, the load runs that long before anything is counted.
 */
export async function runLoad(
  games: number,
  seconds: number,
  newTable: () => Promise<Table>,
  paceMs = 0,
  warmupSeconds = 0,
  trace?: MoveTrace,
): Promise<LoadRow> {
  const rtts: number[] = [];
  const warmRtts: number[] = [];
  let lost = 0;
  // Every table is set up first, so that the timed part is mostly moves; in
  // batches, as 500 games created at once make `wrangler dev` restart its Worker.
  const tables: Table[] = [];
  while (tables.length < games)
    tables.push(...(await Promise.all(Array.from({ length: Math.min(25, games - tables.length) }, () => newTable()))));
  const counted = Date.now() + warmupSeconds * 1000;
  const deadline = counted + seconds * 1000;
  let cpuBefore = descendantsCpuMs();
  const warm = setTimeout(() => (cpuBefore = descendantsCpuMs()), warmupSeconds * 1000);
  await Promise.all(
    tables.map(async (first, lane) => {
      const rng = createRng(`load-${lane}`);
      let table = first;
      // Paced games start at random moments too, not all with one burst at the start.
      if (paceMs > 0) await new Promise((r) => setTimeout(r, paceMs * rng.next()));
      while (Date.now() < deadline) {
        const turn = table.turn();
        if (!turn) {
          table.close();
          table = await newTable();
          continue;
        }
        const sent = performance.now();
        const count = Date.now() >= counted;
        table.send(turn.seat, turn.ply, turn.legal[rng.int(turn.legal.length)]);
        const ok = await table.confirmed(turn.ply, deadline + 5000);
        const rtt = performance.now() - sent;
        if (ok) trace?.(sent, rtt);
        if (!count) {
          if (ok) warmRtts.push(rtt);
        } else if (ok) rtts.push(rtt);
        else lost++;
        if (paceMs > 0) await new Promise((r) => setTimeout(r, paceMs * (0.5 + rng.next())));
      }
      table.close();
    }),
  );
  clearTimeout(warm);
  const elapsed = (Date.now() - counted) / 1000;
  const serverCpuMs = (descendantsCpuMs() - cpuBefore) / rtts.length;
  rtts.sort((a, b) => a - b);
  warmRtts.sort((a, b) => a - b);
  const row = { games, seconds: elapsed, moves: rtts.length, movesPerSecond: rtts.length / elapsed, p50: percentile(rtts, 0.5), p99: percentile(rtts, 0.99), lost, serverCpuMs };
  return warmupSeconds > 0 ? { ...row, warmupP99: percentile(warmRtts, 0.99) } : row;
}

/** Waits until `ready()` or `deadline`, re-checking whenever `wake` is called. */
export function waitFor(ready: () => boolean, deadline: number, waiters: (() => void)[]): Promise<boolean> {
  return new Promise((resolve) => {
    // The deadline's timer goes as soon as the wait is over: left to run out, every wait's
    // timer and closures lived on for the whole row (tens of thousands of them).
    const timer = setTimeout(() => resolve(ready()), Math.max(0, deadline - Date.now()));
    const check = () => {
      if (ready()) {
        clearTimeout(timer);
        return resolve(true);
      }
      if (Date.now() > deadline) return resolve(false);
      waiters.push(check);
    };
    check();
  });
}
