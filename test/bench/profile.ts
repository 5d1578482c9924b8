/**
 * A CPU profile of our server under the bench's load, from workerd's inspector: where a move's
 * and a new room's CPU goes, and what runs in the longest stretches without a pause (what holds
 * every room's messages back). Run: node --import tsx test/bench/profile.ts
 *   PROFILE_GAMES    games at once (default 500)
 *   PROFILE_PACE_MS  time between a game's moves (default 2000; 0: eager clients)
 *   PROFILE_SECONDS  seconds of moves after the rooms are made (default 10)
 *   PROFILE_OUT      where the .cpuprofile is written (default /tmp/linkplay.cpuprofile)
 * Needs web/dist (vite build). Prints, checks nothing.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import WebSocket from "ws";
import { freePort } from "../e2e/wrangler-dev";
import { startWorkerd } from "./workerd";
import { benchLoad } from "./server";

const GAMES = Number(process.env.PROFILE_GAMES ?? 500);
const PACE_MS = Number(process.env.PROFILE_PACE_MS ?? 2000);
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const OUT = process.env.PROFILE_OUT ?? "/tmp/linkplay.cpuprofile";

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

/** A Chrome DevTools Protocol session on one inspector target. */
async function cdp(url: string) {
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
  let next = 1;
  const waiting = new Map<number, (r: { result?: unknown; error?: unknown }) => void>();
  ws.on("message", (data) => {
    const msg = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: unknown };
    if (msg.id !== undefined) waiting.get(msg.id)?.(msg);
  });
  return {
    async send<T>(method: string, params: object = {}): Promise<T> {
      const id = next++;
      const reply = new Promise<{ result?: unknown; error?: unknown }>((resolve) => waiting.set(id, resolve));
      ws.send(JSON.stringify({ id, method, params }));
      const r = await reply;
      if (r.error) throw new Error(`${method}: ${JSON.stringify(r.error)}`);
      return r.result as T;
    },
    close: () => ws.close(),
  };
}

const INTERVAL_US = 200;
if (process.env.PROFILE_READ) {
  summarize(JSON.parse(readFileSync(process.env.PROFILE_READ, "utf8")) as Profile, Number(process.env.PROFILE_MOVES ?? 0));
  process.exit(0);
}
const dir = existsSync("/dev/shm") ? mkdtempSync("/dev/shm/linkplay-profile-") : undefined;
const port = await freePort();
const workerd = await startWorkerd(dir, port);
try {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { id: string; webSocketDebuggerUrl?: string }[];
  // Miniflare's own workers (its entry, which every request passes through, and others) sit
  // beside ours, "core:user:", in the same workerd: each is profiled, and ours summarised.
  const sessions = await Promise.all(
    targets.map(async (t) => ({ id: t.id, session: await cdp(t.webSocketDebuggerUrl ?? `ws://127.0.0.1:${port}/${t.id}`) })),
  );
  for (const { session } of sessions) {
    await session.send("Profiler.enable");
    await session.send("Profiler.setSamplingInterval", { interval: INTERVAL_US });
    await session.send("Profiler.start");
  }
  const started = Date.now();
  const row = await benchLoad(workerd.url, GAMES, SECONDS, PACE_MS, PACE_MS ? 5 : 0);
  const profiles = new Map<string, Profile>();
  for (const { id, session } of sessions) {
    profiles.set(id, (await session.send<{ profile: Profile }>("Profiler.stop")).profile);
    session.close();
  }
  const profile = profiles.get("core:user:") ?? [...profiles.values()][0]!;
  writeFileSync(OUT, JSON.stringify(profile));
  console.log(`${GAMES} games, pace ${PACE_MS} ms, ${SECONDS} s: ${row.moves} moves, p50 ${row.p50.toFixed(2)} p99 ${row.p99.toFixed(2)} ms, warm-up p99 ${row.warmupP99?.toFixed(2) ?? "-"} ms; run ${((Date.now() - started) / 1000).toFixed(1)} s; ours in ${OUT}`);
  console.log("\nJavaScript sampled in each of workerd's workers (ms):");
  for (const [id, p] of profiles) console.log(`${jsMs(p).toFixed(0).padStart(8)}  ${id}`);
  summarize(profile, row.moves);
} finally {
  await workerd.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}

/** JavaScript time sampled in a profile (see summarize). */
function jsMs(profile: Profile): number {
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === "(idle)").map((n) => n.id));
  let ms = 0;
  profile.samples.forEach((id, i) => {
    if (!idle.has(id)) ms += Math.min(profile.timeDeltas[i + 1] ?? INTERVAL_US, 1.5 * INTERVAL_US) / 1000;
  });
  return ms;
}

/**
 * Self and inclusive time by function, and the longest stretches of JavaScript with no gap (what
 * every other room waited for). workerd's sampler records only while the isolate runs: a
 * sample's span is the time to the next one, counted up to 1.5 intervals (a longer gap is time
 * outside the isolate: waiting, or workerd's own C++ work, which this profile cannot see).
 */
function summarize(profile: Profile, moves: number): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n: Node) => `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").at(-1) ?? ""}:${n.callFrame.lineNumber + 1}`;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const perSecond = new Map<number, number>();
  let busy = 0;
  type Stretch = { start: number; ms: number; top: Map<string, number> };
  const stretches: Stretch[] = [];
  let cur: Stretch | null = null;
  let t = profile.startTime; // microseconds
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    const gap = profile.timeDeltas[i + 1] ?? INTERVAL_US;
    const ms = Math.min(gap, 1.5 * INTERVAL_US) / 1000;
    const node = byId.get(id)!;
    if (node.callFrame.functionName === "(idle)") return;
    busy += ms;
    const second = Math.floor((t - profile.startTime) / 1e6);
    perSecond.set(second, (perSecond.get(second) ?? 0) + ms);
    self.set(name(node), (self.get(name(node)) ?? 0) + ms);
    const seen = new Set<string>();
    let rootward: string | undefined;
    for (let n: Node | undefined = node; n; n = byId.get(parent.get(n.id) ?? -1)) {
      const k = name(n);
      if (!seen.has(k)) inclusive.set(k, (inclusive.get(k) ?? 0) + ms);
      seen.add(k);
      if (n.callFrame.url) rootward = k;
    }
    cur ??= { start: t, ms: 0, top: new Map() };
    cur.ms += ms;
    const entry = rootward ?? name(node);
    cur.top.set(entry, (cur.top.get(entry) ?? 0) + ms);
    if (gap > 1000) {
      stretches.push(cur);
      cur = null;
    }
  });
  if (cur) stretches.push(cur);
  const fmt = (ms: number) => ms.toFixed(1).padStart(8);
  console.log(`\nJavaScript sampled: ${busy.toFixed(0)} ms in ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s${moves ? ` (${(busy / moves).toFixed(3)} ms a counted move, everything included)` : ""}`);
  console.log("\nself time, top 30 (ms):");
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${fmt(v)}  ${k}`);
  console.log("\ninclusive time, top 60 (ms):");
  for (const [k, v] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log(`${fmt(v)}  ${k}`);
  console.log("\nlongest stretches of JavaScript without a 1 ms gap (s after the profile's start, ms, outermost script frames):");
  for (const s of stretches.sort((a, b) => b.ms - a.ms).slice(0, 15)) {
    const top = [...s.top].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k} ${v.toFixed(1)}`).join("; ");
    console.log(`${((s.start - profile.startTime) / 1e6).toFixed(2).padStart(7)} ${fmt(s.ms)}  ${top}`);
  }
  console.log("\nJavaScript ms in each second of the run: " + [...perSecond].sort((a, b) => a[0] - b[0]).map(([s, ms]) => `${s}:${ms.toFixed(0)}`).join(" "));
}
