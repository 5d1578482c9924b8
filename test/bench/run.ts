/**
 * `npm run bench`: prints figures, checks nothing. Needs web/dist (the npm
 * script builds it first). Servers run on free loopback ports.
 *   BENCH_SECONDS  seconds per load row (default 10)
 *   BENCH_GAMES    comma-separated concurrent game counts (default 1,100,500)
 */
import { benchPlayouts } from "./engine";
import { benchPerft } from "./perft";
import { benchLoad } from "./server";
import { benchPeerLoad, startBgioServer } from "./peer";
import type { LoadRow } from "./load";
import { existsSync, mkdtempSync } from "node:fs";
import { startWranglerDev } from "../e2e/wrangler-dev";
import { startWorkerd } from "./workerd";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const GAME_COUNTS = (process.env.BENCH_GAMES ?? "1,100,500").split(",").map(Number);
const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

console.log("Engine: random playouts to the end (2 s per game)\n");
console.log("| game | playouts/s | plies/s |\n|---|---:|---:|");
for (const row of benchPlayouts(2)) console.log(`| ${row.game} | ${fmt(row.perSecond)} | ${fmt(row.pliesPerSecond)} |`);

console.log("\nMove generation: perft from the start position (leaves counted in bulk at the last ply)\n");
console.log("| game | depth | nodes | seconds | nodes/s |\n|---|---:|---:|---:|---:|");
for (const row of benchPerft())
  console.log(`| ${row.game} | ${row.depth} | ${fmt(row.nodes)} | ${fmt(row.seconds, 3)} | ${fmt(row.nodesPerSecond)} |`);

// Ours and the peer, one after the other, under the same load.
const ours: LoadRow[] = [];
const direct: LoadRow[] = [];
const theirs: LoadRow[] = [];
// Local SQLite syncs every commit to disk, which on this machine costs more
// than everything else a move does; boardgame.io's in-memory storage syncs
// nothing. So ours keeps its storage on tmpfs here (same code, same SQLite,
// no disk sync), and one row on disk shows what the sync costs.
const TMPFS = "/dev/shm";
const persistTo = existsSync(TMPFS) ? mkdtempSync(`${TMPFS}/linkplay-bench-`) : undefined;
const onDisk = await startWranglerDev();
let diskRow: LoadRow;
try {
  diskRow = await benchLoad(onDisk.url, GAME_COUNTS.at(-1) ?? 100, SECONDS);
} finally {
  await onDisk.stop();
}
const wrangler = await startWranglerDev({ persistTo });
try {
  for (const games of GAME_COUNTS) ours.push(await benchLoad(wrangler.url, games, SECONDS));
} finally {
  await wrangler.stop();
}
const workerd = await startWorkerd(persistTo && mkdtempSync(`${TMPFS}/linkplay-bench-`));
try {
  for (const games of GAME_COUNTS) direct.push(await benchLoad(workerd.url, games, SECONDS));
} finally {
  await workerd.stop();
}
const bgio = await startBgioServer();
try {
  for (const games of GAME_COUNTS) theirs.push(await benchPeerLoad(bgio, games, SECONDS));
} finally {
  bgio.stop();
}

console.log(`\nServer: Connect Four, two clients a game, ${SECONDS} s a row; round trip = send until both clients hold the new state`);
console.log(`ours: storage ${persistTo ? "on tmpfs" : "on disk"}; boardgame.io: in memory\n`);
console.log("| games | server | moves | moves/s | p50 ms | p99 ms | lost | server CPU ms/move |\n|---:|---|---:|---:|---:|---:|---:|---:|");
GAME_COUNTS.forEach((games, i) => {
  const rows = [["ours (wrangler dev)", ours[i]!], ["ours (workerd alone)", direct[i]!], ["boardgame.io 0.50", theirs[i]!]] as const;
  for (const [name, row] of rows)
    console.log(`| ${games} | ${name} | ${fmt(row.moves)} | ${fmt(row.movesPerSecond)} | ${fmt(row.p50, 2)} | ${fmt(row.p99, 2)} | ${row.lost} | ${fmt(row.serverCpuMs, 2)} |`);
  const ratio = (row: LoadRow) => `${fmt(row.movesPerSecond / theirs[i]!.movesPerSecond, 2)}x`;
  console.log(`| ${games} | ratio ours/peer (wrangler dev; workerd alone) | | ${ratio(ours[i]!)}; ${ratio(direct[i]!)} | | | | |`);
});
const d = diskRow;
console.log(`| ${d.games} | ours, storage on disk | ${fmt(d.moves)} | ${fmt(d.movesPerSecond)} | ${fmt(d.p50, 2)} | ${fmt(d.p99, 2)} | ${d.lost} | ${fmt(d.serverCpuMs, 2)} |`);
