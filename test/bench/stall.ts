/**
 * Where the paced rows' slow round trips come from: the paced load against workerd alone
 * (500 games, a move about every 2 s, 5 s of warm-up), with the server's CPU (from /proc),
 * this client's own CPU and its event loop's lag sampled every 50 ms beside every move's
 * round trip, and for both the time they waited for a core (schedstat: the machine is shared).
 * A stall the server makes shows as its CPU near a whole core; one the client makes, as its
 * event loop busy (utilisation near 1) or lagging. Run: node --import tsx test/bench/stall.ts (needs web/dist).
 *   STALL_GAMES (500), STALL_SECONDS (10 counted), STALL_PACE_MS (2000); BENCH_DEFLATE=0 as in run.ts
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { benchLoad } from "./server";
import { startWorkerd } from "./workerd";

const GAMES = Number(process.env.STALL_GAMES ?? 500);
const SECONDS = Number(process.env.STALL_SECONDS ?? 10);
const PACE_MS = Number(process.env.STALL_PACE_MS ?? 2000);
const WARMUP = 5;

const dir = existsSync("/dev/shm") ? mkdtempSync("/dev/shm/linkplay-stall-") : undefined;
const workerd = await startWorkerd(dir);
/** The workerd processes (Miniflare's child): their threads' CPU and run-queue wait, in ms. */
function children(of: number): number[] {
  const out: number[] = [];
  for (const pid of readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    try {
      const ppid = Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
      if (ppid === of) out.push(Number(pid), ...children(Number(pid)));
    } catch {
      // gone
    }
  }
  return out;
}
function sched(pids: number[]): { cpu: number; wait: number } {
  let cpu = 0;
  let wait = 0;
  for (const pid of pids)
    for (const task of (() => { try { return readdirSync(`/proc/${pid}/task`); } catch { return []; } })()) {
      try {
        const [run, queued] = readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ").map(Number);
        cpu += (run ?? 0) / 1e6;
        wait += (queued ?? 0) / 1e6;
      } catch {
        // gone
      }
    }
  return { cpu, wait };
}
const server = children(process.pid);
type Tick = { at: number; server: number; serverWait: number; client: number; clientWait: number; elu: number; lag: number };
const ticks: Tick[] = [];
const moves: { sent: number; rtt: number }[] = [];
let last = performance.now();
let lastServer = sched(server);
let lastClient = sched([process.pid]);
let lastElu = performance.eventLoopUtilization();
const timer = setInterval(() => {
  const now = performance.now();
  const s = sched(server);
  const c = sched([process.pid]);
  const elu = performance.eventLoopUtilization();
  ticks.push({
    at: now,
    server: s.cpu - lastServer.cpu,
    serverWait: s.wait - lastServer.wait,
    client: c.cpu - lastClient.cpu,
    clientWait: c.wait - lastClient.wait,
    elu: performance.eventLoopUtilization(elu, lastElu).utilization,
    lag: now - last - 50,
  });
  last = now;
  lastServer = s;
  lastClient = c;
  lastElu = elu;
}, 50);
const began = performance.now();
try {
  const row = await benchLoad(workerd.url, GAMES, SECONDS, PACE_MS, WARMUP, (sent, rtt) => moves.push({ sent, rtt }));
  clearInterval(timer);
  const firstMove = Math.min(...moves.map((m) => m.sent));
  console.log(`first move at ${firstMove.toFixed(0)} ms of this process (performance.now())`);
  console.log(`${GAMES} games: rooms made in ${((firstMove - began) / 1000).toFixed(1)} s (first move then); p99 ${row.p99.toFixed(1)} ms counted, ${row.warmupP99?.toFixed(1)} ms in the warm-up`);
  // Quarter seconds from the first move: moves, slowest round trip, server CPU, client CPU, client loop lag.
  console.log("\n| s from first move | moves sent | slowest rtt ms | server CPU ms | server waited for a core ms | client CPU ms | client waited ms | client loop busy | client loop lag max ms |\n|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  const span = 250;
  for (let from = firstMove - 1000; from < firstMove + (WARMUP + 2) * 1000; from += span) {
    const ms = moves.filter((m) => m.sent >= from && m.sent < from + span);
    const ts = ticks.filter((t) => t.at >= from && t.at < from + span);
    const sum = (f: (t: Tick) => number) => ts.reduce((a, t) => a + f(t), 0);
    console.log(
      `| ${((from - firstMove) / 1000).toFixed(2)} | ${ms.length} | ${Math.max(0, ...ms.map((m) => m.rtt)).toFixed(1)} | ${sum((t) => t.server).toFixed(0)} | ${sum((t) => t.serverWait).toFixed(0)} | ${sum((t) => t.client).toFixed(0)} | ${sum((t) => t.clientWait).toFixed(0)} | ${(sum((t) => t.elu) / Math.max(1, ts.length)).toFixed(2)} | ${Math.max(0, ...ts.map((t) => t.lag)).toFixed(1)} |`,
    );
  }
  const slow = moves.filter((m) => m.rtt > 25).sort((a, b) => a.sent - b.sent);
  console.log(`\n${slow.length} moves over 25 ms, of ${moves.length}; when sent (s from first move): ${slow.map((m) => ((m.sent - firstMove) / 1000).toFixed(2) + "/" + m.rtt.toFixed(0)).join(" ")}`);
} finally {
  clearInterval(timer);
  await workerd.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
