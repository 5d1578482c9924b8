/**
 * `npm run soak`: the fuzzing and hidden-information layers at full size (100,000 bad
 * messages; 200 whole games of every game that hides something), one vitest run per
 * game and part. One run each, because the workers pool (0.14.9) wraps its entrypoint in
 * one more Proxy on every request (workers-sdk#15092, fixed in later pools): after a few
 * thousand requests in one run every property read walks thousands of traps, slows to a
 * crawl and overflows the stack. A run per game keeps each under that.
 *   FUZZ_MESSAGES (default 100000) and HIDDEN_GAMES (default 200) change the size;
 *   `npm run soak -- fuzz`, `-- hidden` or `-- abuse` runs one part. The abuse part
 *   (test/abuse.ts) measures what one client can cost the host, against `wrangler dev`.
 */
import { spawnSync } from "node:child_process";
import { GAMES } from "../shared/games";

const env = { ...process.env, FUZZ_MESSAGES: process.env.FUZZ_MESSAGES ?? "100000", HIDDEN_GAMES: process.env.HIDDEN_GAMES ?? "200" };
const ids = Object.keys(GAMES);
const runs: [file: string, pattern: string][] = [
  ...ids.map((id) => ["test/worker/fuzz.test.ts", `live ${id} game`] as [string, string]),
  ["test/worker/fuzz.test.ts", "forged tokens"],
  ["test/worker/hidden.test.ts", "says what it hides"],
  ...ids.map((id) => ["test/worker/hidden.test.ts", `server ${id}:`] as [string, string]),
];

const part = process.argv[2];
const rows: string[] = [];
let failed = 0;
for (const [file, pattern] of runs) {
  if (part && !file.includes(part)) continue;
  const started = Date.now();
  const run = spawnSync("npx", ["vitest", "run", "--project", "worker", file, "-t", pattern], { env, stdio: "inherit" });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (run.status !== 0) failed++;
  rows.push(`| ${file} | ${pattern} | ${run.status === 0 ? "passed" : `FAILED (${run.status ?? run.signal})`} | ${seconds} |`);
}
if (!part || part === "abuse") {
  const started = Date.now();
  const run = spawnSync("node", ["--import", "tsx", "test/abuse.ts"], { env, stdio: "inherit" });
  if (run.status !== 0) failed++;
  rows.push(`| test/abuse.ts | creation and socket floods | ${run.status === 0 ? "passed" : `FAILED (${run.status ?? run.signal})`} | ${Math.round((Date.now() - started) / 1000)} |`);
}
console.log(`\nSoak: FUZZ_MESSAGES=${env.FUZZ_MESSAGES} HIDDEN_GAMES=${env.HIDDEN_GAMES}\n`);
console.log("| file | tests | result | seconds |\n|---|---|---|---:|");
for (const row of rows) console.log(row);
process.exit(failed ? 1 : 0);
