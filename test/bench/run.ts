/**
 * `npm run bench`: prints figures, checks nothing. Needs web/dist (the npm
 * script builds it first). Servers run on free loopback ports.
 *   BENCH_SECONDS  seconds per load row (default 10)
 *   BENCH_GAMES    comma-separated concurrent game counts (default 1,100,500)
 *   BENCH_PACE_MS  the paced rows' time between a game's moves (default 2000), at the most games
 *   BENCH_WARMUP   seconds the paced rows run before anything is counted (default 5)
 *   BENCH_BYTES_GAMES  random whole games a game for the bytes per move (default 3)
 *   BENCH_CLIENT_THREADS  worker threads the paced rows' clients are spread over (default 2; 1: this thread)
 *   BENCH_DEFLATE=0  our clients offer no permessage-deflate (browsers do; boardgame.io's do not)
 *   BENCH_ONLY=server  the server rows alone, workerd alone, workerd direct, the runtime's floor and
 *                      boardgame.io (no engine, bytes, wrangler dev or computer rows): the figures of the CPU budget
 */
import { benchPlayouts } from "./engine";
import { benchPerft } from "./perft";
import { printSolverBench } from "./connect-four-solver";
import { printComputerBench } from "./computer";
import { benchLoad } from "./server";
import { newFloorTable } from "./floor/table";
import { benchPeerLoad, startBgioServer } from "./peer";
import { type LoadRow, type TableSource, runLoad, runLoadInThreads } from "./load";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { startWranglerDev } from "../e2e/wrangler-dev";
import { startWorkerd } from "./workerd";
import { benchBytes, printBytes } from "./bytes";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const GAME_COUNTS = (process.env.BENCH_GAMES ?? "1,100,500").split(",").map(Number);
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 2000);
// The paced rows' first seconds of moves have the slowest round trips (mostly the bench's own
// clients': README, Figures); they are counted apart, as the warm-up's p99.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const CLIENT_THREADS = Number(process.env.BENCH_CLIENT_THREADS ?? 2);
const SERVER_ONLY = process.env.BENCH_ONLY === "server";
const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

if (!SERVER_ONLY) {
  console.log("Engine: random playouts to the end (2 s per game)\n");
  console.log("| game | playouts/s | plies/s |\n|---|---:|---:|");
  for (const row of benchPlayouts(2)) console.log(`| ${row.game} | ${fmt(row.perSecond)} | ${fmt(row.pliesPerSecond)} |`);

  console.log("\nMove generation: perft from the start position (leaves counted in bulk at the last ply)\n");
  console.log("| game | depth | nodes | seconds | nodes/s |\n|---|---:|---:|---:|---:|");
  for (const row of benchPerft())
    console.log(`| ${row.game} | ${row.depth} | ${fmt(row.nodes)} | ${fmt(row.seconds, 3)} | ${fmt(row.nodesPerSecond)} |`);

  printSolverBench();

  // Bytes on the wire: what a seat's socket receives per move, over whole random games of every game.
  {
    const dev = await startWranglerDev();
    try {
      printBytes(await benchBytes(dev.url, Number(process.env.BENCH_BYTES_GAMES ?? 3)));
    } finally {
      await dev.stop();
    }
  }
}

// Ours and the peer, one after the other, under the same load. Local SQLite syncs every
// commit to disk, which on this machine costs more than everything else a move does, and
// boardgame.io's in-memory storage syncs nothing: so ours keeps its storage on tmpfs here
// (same code, same SQLite, no disk sync), and one row on disk shows what the sync costs.
const TMPFS = "/dev/shm";
// tmpfs is memory: every folder made here is removed when the bench ends.
const made: string[] = [];
process.on("exit", () => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
const tmpfs = () => {
  if (!existsSync(TMPFS)) return undefined;
  made.push(mkdtempSync(`${TMPFS}/linkplay-bench-`));
  return made.at(-1);
};
// The paced rows measure what a player feels, so their clients are spread over threads (load.ts).
function paced(source: TableSource, games: number, pace: number): Promise<LoadRow> {
  if (CLIENT_THREADS > 1) return runLoadInThreads(source, games, SECONDS, CLIENT_THREADS, pace, WARMUP);
  if ("ours" in source) return benchLoad(source.ours, games, SECONDS, pace, WARMUP);
  if ("floor" in source) return floorLoad(source.floor, games, pace);
  return benchPeerLoad(source.peer, games, SECONDS, pace, WARMUP);
}
const floorLoad = (url: string, games: number, pace = 0) => runLoad(games, SECONDS, () => newFloorTable(url), pace, pace ? WARMUP : 0);
type Server = { name: string; start(): Promise<{ load(games: number, paceMs?: number): Promise<LoadRow>; stop(): Promise<void> | void }> };
const allServers: Server[] = [
  {
    name: "ours (wrangler dev)",
    async start() {
      const dev = await startWranglerDev({ persistTo: tmpfs() });
      return { load: (games, pace) => (pace ? paced({ ours: dev.url }, games, pace) : benchLoad(dev.url, games, SECONDS)), stop: () => dev.stop() };
    },
  },
  {
    name: "ours (workerd alone)",
    async start() {
      const workerd = await startWorkerd(tmpfs());
      return { load: (games, pace) => (pace ? paced({ ours: workerd.url }, games, pace) : benchLoad(workerd.url, games, SECONDS)), stop: () => workerd.stop() };
    },
  },
  {
    // The same, its requests on a socket of their own rather than through Miniflare's entry
    // worker, which every request and socket passes through otherwise and Cloudflare does not run.
    name: "ours (workerd direct)",
    async start() {
      const workerd = await startWorkerd(tmpfs(), undefined, true);
      return { load: (games, pace) => (pace ? paced({ ours: workerd.url }, games, pace) : benchLoad(workerd.url, games, SECONDS)), stop: () => workerd.stop() };
    },
  },
  {
    // The least any server in this runtime does for the same exchange (floor/worker.ts: Connect
    // Four's rules, one row a move, hibernatable sockets, nothing else of ours): workerd's own share.
    name: "the runtime's floor (workerd alone)",
    async start() {
      const workerd = await startWorkerd(tmpfs(), undefined, false, true);
      return { load: (games, pace) => (pace ? paced({ floor: workerd.url }, games, pace) : floorLoad(workerd.url, games)), stop: () => workerd.stop() };
    },
  },
  {
    name: "boardgame.io 0.50",
    async start() {
      const bgio = await startBgioServer();
      return { load: (games, pace) => (pace ? paced({ peer: { url: bgio.url, api: bgio.api } }, games, pace) : benchPeerLoad(bgio, games, SECONDS)), stop: () => bgio.stop() };
    },
  },
];
const servers = SERVER_ONLY ? allServers.filter((s) => s.name !== "ours (wrangler dev)") : allServers;
const MOST = GAME_COUNTS.at(-1) ?? 100;
const rows = new Map<string, { eager: LoadRow[]; paced: LoadRow }>();
for (const server of servers) {
  const running = await server.start();
  try {
    const eager: LoadRow[] = [];
    for (const games of GAME_COUNTS) eager.push(await running.load(games));
    rows.set(server.name, { eager, paced: await running.load(MOST, PACE_MS) });
  } finally {
    await running.stop();
  }
}
let diskRow: LoadRow | null = null;
if (!SERVER_ONLY) {
  const onDisk = await startWranglerDev();
  try {
    diskRow = await benchLoad(onDisk.url, MOST, SECONDS);
  } finally {
    await onDisk.stop();
  }
}

const line = (games: number, name: string, row: LoadRow) =>
  console.log(
    `| ${games} | ${name} | ${fmt(row.moves)} | ${fmt(row.movesPerSecond)} | ${fmt(row.p50, 2)} | ${fmt(row.p99, 2)} | ${row.lost} | ${fmt(row.serverCpuMs, 2)} |`,
  );
const header = "| games | server | moves | moves/s | p50 ms | p99 ms | lost | server CPU ms/move |\n|---:|---|---:|---:|---:|---:|---:|---:|";
const peer = rows.get("boardgame.io 0.50")!;
console.log(`\nServer: Connect Four, two clients a game, ${SECONDS} s a row; round trip = send until both clients hold the new state`);
console.log(`ours: storage ${existsSync(TMPFS) ? "on tmpfs" : "on disk"}; boardgame.io: in memory`);
console.log("\nEager clients (each move sent as soon as the last is confirmed: the most a server can do)\n");
console.log(header);
GAME_COUNTS.forEach((games, i) => {
  for (const [name, r] of rows) line(games, name, r.eager[i]!);
  const ratios = [...rows].filter(([name]) => name !== "boardgame.io 0.50").map(([name, r]) => `${name}: ${fmt(r.eager[i]!.movesPerSecond / peer.eager[i]!.movesPerSecond, 2)}x`);
  console.log(`| ${games} | moves/s against boardgame.io | ${ratios.join("; ")} | | | | | |`);
  const cpu = [...rows].filter(([name]) => name !== "boardgame.io 0.50").map(([name, r]) => `${name}: ${fmt(r.eager[i]!.serverCpuMs / peer.eager[i]!.serverCpuMs, 2)}x`);
  console.log(`| ${games} | server CPU per move against boardgame.io | ${cpu.join("; ")} | | | | | |`);
});
if (diskRow) line(MOST, "ours (wrangler dev), storage on disk", diskRow);
console.log(
  `\nPaced clients (each game moves about every ${PACE_MS / 1000} s, as people do: the round trip a player feels), counted after ${WARMUP} s of warm-up\n`,
);
console.log(header);
for (const [name, r] of rows) line(MOST, name, r.paced);
console.log(`\nRound trip p99 during the warm-up: ${[...rows].map(([name, r]) => `${name} ${fmt(r.paced.warmupP99 ?? 0, 2)} ms`).join("; ")}`);

if (!SERVER_ONLY) printComputerBench();
