/**
 * `npm run bench`: prints figures, checks nothing. Needs web/dist (the
 * script builds it) and runs `wrangler dev` on a free loopback port.
 */
import { benchPlayouts } from "./engine";
import { benchPerft } from "./perft";
import { benchLoad } from "./server";
import { startWranglerDev } from "../e2e/wrangler-dev";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

console.log("Engine: random playouts to the end (2 s per game)\n");
console.log("| game | playouts/s | plies/s |\n|---|---:|---:|");
for (const row of benchPlayouts(2)) console.log(`| ${row.game} | ${fmt(row.perSecond)} | ${fmt(row.pliesPerSecond)} |`);

console.log("\nMove generation: perft from the start position\n");
console.log("| game | depth | nodes | seconds | nodes/s |\n|---|---:|---:|---:|---:|");
for (const row of benchPerft())
  console.log(`| ${row.game} | ${row.depth} | ${fmt(row.nodes)} | ${fmt(row.seconds, 3)} | ${fmt(row.nodesPerSecond)} |`);

const server = await startWranglerDev();
try {
  console.log(`\nServer: Connect Four over WebSockets against wrangler dev, ${SECONDS} s per row\n`);
  console.log("| games | moves | moves/s | p50 ms | p99 ms | lost |\n|---:|---:|---:|---:|---:|---:|");
  for (const games of [1, 100, 500]) {
    const row = await benchLoad(server.url, games, SECONDS);
    console.log(`| ${games} | ${fmt(row.moves)} | ${fmt(row.movesPerSecond)} | ${fmt(row.p50, 2)} | ${fmt(row.p99, 2)} | ${row.errors} |`);
  }
} finally {
  await server.stop();
}
