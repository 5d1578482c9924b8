/**
 * A load driver shared by our server and the peer: `games` tables played at
 * once, two clients each. The seat to move sends a random legal action only
 * after the previous one was confirmed; the round trip runs from the send
 * until every client at the table holds the new state. A finished game is
 * replaced by a new one until the time is up. Only confirmed moves count.
 */
import { createRng } from "../../shared/engine";
import { descendantsCpuMs } from "./cpu";
import type { PeerAddress } from "./peer";

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

/** The tables of a load, set up before anything is timed. */
export async function setUpTables(games: number, newTable: () => Promise<Table>): Promise<Table[]> {
  // In batches, as 500 games created at once make `wrangler dev` restart its Worker.
  const tables: Table[] = [];
  while (tables.length < games)
    tables.push(...(await Promise.all(Array.from({ length: Math.min(25, games - tables.length) }, () => newTable()))));
  return tables;
}

/** How a load is driven: moves before `counted` (Date.now()) are the warm-up's, none is sent after `deadline`. */
export type Drive = { counted: number; deadline: number; paceMs: number; firstLane: number };
/** What the clients heard: round trips counted and in the warm-up, and moves never confirmed. */
export type Heard = { rtts: number[]; warmRtts: number[]; lost: number };

/**
 * Plays the tables until `deadline`, each a lane: with `paceMs`, each game waits about that
 * long (0.5x to 1.5x) after a confirmation before its next move, as people do (and the first
 * move comes at a random moment within that time): a fixed offered load, where the round trip
 * is the server's answer time rather than the queue that a closed loop of eager clients builds.
 */
export async function drive(tables: Table[], newTable: () => Promise<Table>, { counted, deadline, paceMs, firstLane }: Drive, trace?: MoveTrace): Promise<Heard> {
  const heard: Heard = { rtts: [], warmRtts: [], lost: 0 };
  await Promise.all(
    tables.map(async (first, i) => {
      const rng = createRng(`load-${firstLane + i}`);
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
          if (ok) heard.warmRtts.push(rtt);
        } else if (ok) heard.rtts.push(rtt);
        else heard.lost++;
        if (paceMs > 0) await new Promise((r) => setTimeout(r, paceMs * (0.5 + rng.next())));
      }
      table.close();
    }),
  );
  return heard;
}

/**
 * Counts the server's CPU over the counted part of a load that `run` drives, and sums up
 * what the clients heard. `run` is given the moments the warm-up ends and the load stops.
 */
async function measure(games: number, seconds: number, warmupSeconds: number, run: (counted: number, deadline: number) => Promise<Heard>): Promise<LoadRow> {
  const counted = Date.now() + warmupSeconds * 1000;
  const deadline = counted + seconds * 1000;
  let cpuBefore = descendantsCpuMs();
  const warm = setTimeout(() => (cpuBefore = descendantsCpuMs()), warmupSeconds * 1000);
  const { rtts, warmRtts, lost } = await run(counted, deadline);
  clearTimeout(warm);
  const elapsed = (Date.now() - counted) / 1000;
  const serverCpuMs = (descendantsCpuMs() - cpuBefore) / rtts.length;
  rtts.sort((a, b) => a - b);
  warmRtts.sort((a, b) => a - b);
  const row = { games, seconds: elapsed, moves: rtts.length, movesPerSecond: rtts.length / elapsed, p50: percentile(rtts, 0.5), p99: percentile(rtts, 0.99), lost, serverCpuMs };
  return warmupSeconds > 0 ? { ...row, warmupP99: percentile(warmRtts, 0.99) } : row;
}

/**
 * `games` tables in this thread: every table is set up first, so that the timed part is mostly
 * moves. With `warmupSeconds`, the load runs that long before anything is counted.
 */
export async function runLoad(
  games: number,
  seconds: number,
  newTable: () => Promise<Table>,
  paceMs = 0,
  warmupSeconds = 0,
  trace?: MoveTrace,
): Promise<LoadRow> {
  const tables = await setUpTables(games, newTable);
  return measure(games, seconds, warmupSeconds, (counted, deadline) => drive(tables, newTable, { counted, deadline, paceMs, firstLane: 0 }, trace));
}

/** Where a client thread makes its tables: our server at a base address, the runtime's floor (floor/worker.ts) at one, or boardgame.io's. */
export type TableSource = { ours: string } | { floor: string } | { peer: PeerAddress };

const THREAD_BOOT = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL("./load-thread.ts", import.meta.url).href)}); })`;

/**
 * The same load with its clients spread over `threads` worker threads, each with the tables of
 * its share of the lanes, as players' phones each hold their own few sockets: one thread
 * inflating a thousand compressed sockets spends the paced load's first seconds in full garbage
 * collections (test/bench/stall.ts), and its round trips measure the client, not the server.
 * The threads are this process's, so the server's CPU (its descendants') is counted as before.
 */
export async function runLoadInThreads(source: TableSource, games: number, seconds: number, threads: number, paceMs = 0, warmupSeconds = 0): Promise<LoadRow> {
  const { Worker } = await import("node:worker_threads");
  const shares = Array.from({ length: threads }, (_, t) => Math.floor((games * (t + 1)) / threads) - Math.floor((games * t) / threads));
  const pool = shares.map((share, t) => {
    const worker = new Worker(THREAD_BOOT, { eval: true, workerData: { source, games: share, firstLane: Math.floor((games * t) / threads) } });
    const next = () =>
      new Promise<unknown>((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
      });
    return { worker, next, ready: next() };
  });
  try {
    await Promise.all(pool.map((p) => p.ready));
    return await measure(games, seconds, warmupSeconds, async (counted, deadline) => {
      const done = pool.map((p) => p.next() as Promise<Heard>);
      for (const p of pool) p.worker.postMessage({ counted, deadline, paceMs } satisfies Omit<Drive, "firstLane">);
      const parts = await Promise.all(done);
      return { rtts: parts.flatMap((h) => h.rtts), warmRtts: parts.flatMap((h) => h.warmRtts), lost: parts.reduce((n, h) => n + h.lost, 0) };
    });
  } finally {
    await Promise.all(pool.map((p) => p.worker.terminate()));
  }
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
