/**
 * `node --import tsx test/bench/trace-pages.ts [game...|home]`: what the long tasks of a live game
 * page's start (or the home page's) do. Opens the page (412x823 phone, CPU slowed THROTTLE times, 4 by default) with
 * Chromium's trace on, and prints every main-thread task over 50 ms until the page is quiet,
 * with its scripts' evaluation, the functions that spent most of it (sampled) and its style,
 * layout and paint. Prints figures, checks nothing. web/dist must be built.
 *   RUNS      runs per page (default 1)
 *   THROTTLE  CPU slow-down (default 4; 1 for the unthrottled times Lighthouse multiplies by 4)
 *   TRACE_DIR keep each trace's JSON there
 *   LIMIT     list the tasks over this many ms (default 50 slowed to x4: 12.5 at x1)
 *   SHIFTS    also print each run's layout shifts and the nodes they moved (shifts.ts), and each page's totals
 * Each run ends with the page's longest task as Lighthouse's phone would take it (x4, or x2 for
 * a task that lays the page out, as its simulator does), apart from the browser's navigation
 * commit, the task that starts every document (a page of one paragraph has it too); a table of
 * both closes the run.
 * At x1 it also prints the blocking time from each task's CPU time (`tdur`), which a busy
 * machine inflates far less than the wall-clock figure: compare builds by it under load.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import puppeteer from "puppeteer-core";
import { GAMES } from "../../shared/games";
import type { SeatGrant } from "../../shared/protocol";
import { startWranglerDev } from "../e2e/wrangler-dev";
import { type ShiftRecord, describeShifts, observeShifts, shiftTotal } from "./shifts";

const RUNS = Number(process.env.RUNS ?? 1);
const THROTTLE = Number(process.env.THROTTLE ?? 4);
const TRACE_DIR = process.env.TRACE_DIR;
const SHIFTS = !!process.env.SHIFTS;
const args = process.argv.slice(2);
/** Traces kept before (`trace-pages.ts a.json b.json`) are read again, nothing is run. */
const files = args.filter((a) => a.endsWith(".json"));
const games = args.length > 0 ? args.filter((a) => !a.endsWith(".json")) : Object.keys(GAMES);

type TraceEvent = { name: string; cat: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: Record<string, any> };

const ms = (us: number) => (us / 1000).toFixed(1);
const short = (url: string | undefined) => (url ? url.replace(/^.*\/assets\//, "").replace(/^https?:\/\/[^/]+/, "") : "");

/** The sampled self time per function inside [start, end], from the trace's CPU profile chunks. */
function sampledFunctions(events: TraceEvent[], tid: number, pid: number) {
  const nodes = new Map<number, { name: string; url: string; line: number; parent?: number }>();
  const samples: { ts: number; node: number }[] = [];
  let clock = 0;
  const profile = events.find((p) => p.name === "Profile" && p.pid === pid && p.tid === tid) as (TraceEvent & { id?: string }) | undefined;
  for (const e of events as (TraceEvent & { id?: string })[]) {
    if (e.name !== "ProfileChunk" || e.pid !== pid || e.id !== profile?.id) continue;
    const data = e.args?.data;
    for (const n of data?.cpuProfile?.nodes ?? [])
      nodes.set(n.id, { name: n.callFrame.functionName || "(anonymous)", url: short(n.callFrame.url), line: n.callFrame.lineNumber, parent: n.parent });
    const ids: number[] = data?.cpuProfile?.samples ?? [];
    const deltas: number[] = data?.timeDeltas ?? [];
    if (clock === 0) clock = profile?.args?.data?.startTime ?? e.ts;
    ids.forEach((id, k) => {
      clock += deltas[k] ?? 0;
      samples.push({ ts: clock, node: id });
    });
  }
  const selfTimes = (start: number, end: number) => {
    const self = new Map<string, number>();
    const inside = samples.filter((s) => s.ts >= start && s.ts <= end);
    for (let k = 0; k < inside.length; k++) {
      const s = inside[k]!;
      const next = inside[k + 1]?.ts ?? end;
      const n = nodes.get(s.node);
      if (!n || n.name === "(idle)" || n.name === "(program)") continue;
      const key = `${n.name} ${n.url}${n.url ? `:${n.line}` : ""}`;
      self.set(key, (self.get(key) ?? 0) + Math.min(next - s.ts, 2000));
    }
    return [...self].sort((a, b) => b[1] - a[1]);
  };
  /** Inclusive sampled time of the page's own named functions (components are capitalised) inside [start, end]. */
  const inclusive = (start: number, end: number) => {
    const total = new Map<string, number>();
    const inside = samples.filter((s) => s.ts >= start && s.ts <= end);
    for (let k = 0; k < inside.length; k++) {
      const s = inside[k]!;
      const step = Math.min((inside[k + 1]?.ts ?? end) - s.ts, 2000);
      const seen = new Set<string>();
      for (let id: number | undefined = s.node; id !== undefined; id = nodes.get(id)?.parent) {
        const n = nodes.get(id);
        if (!n || !(process.env.ALL_FUNCTIONS || /^[A-Z][a-z]/.test(n.name)) || !n.url) continue;
        const key = `${n.name} ${n.url}`;
        if (seen.has(key)) continue;
        seen.add(key);
        total.set(key, (total.get(key) ?? 0) + step);
      }
    }
    return [...total].sort((a, b) => b[1] - a[1]);
  };
  return { self: selfTimes, inclusive };
}

function report(events: TraceEvent[], label: string, throttle = THROTTLE) {
  // The page's renderer: the one that ran the built bundle (not the browser's own pages).
  const ran = events.find((f) => /\/assets\/index-[^/]*\.js/.test(String(f.args?.data?.url ?? f.args?.data?.stackTrace?.[0]?.url ?? "")) && f.tid === f.pid);
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && e.pid === ran?.pid && e.tid === ran?.tid);
  if (!main) return console.log(`${label}: no renderer main thread in the trace`);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const tasks = onMain.filter((e) => e.ph === "X" && e.name === "RunTask" && (e.dur ?? 0) > 0).sort((a, b) => a.ts - b.ts);
  const nav = onMain.find((e) => e.name === "navigationStart" || e.name === "CommitLoad")?.ts ?? tasks[0]?.ts ?? 0;
  const functions = sampledFunctions(events, main.tid, main.pid);
  // Over 50 ms once slowed 4 times (Lighthouse's phone): over 50 / 4 ms in a trace taken at x1.
  const limit = process.env.LIMIT ? Number(process.env.LIMIT) * 1000 : (50_000 * throttle) / 4;
  // At x1 the tasks listed are those long in CPU time, which the machine's load inflates least.
  const byCpu = throttle === 1 && tasks.some((t) => t.tdur !== undefined);
  const long = tasks.filter((t) => ((byCpu ? t.tdur : t.dur) ?? 0) > limit);
  const total = tasks.reduce((sum, t) => sum + Math.max(0, ((t.dur ?? 0) * 4) / throttle - 50_000), 0);
  console.log(`\n## ${label}: ${long.length} task(s) over ${ms(limit)} ms; blocking time at x4 (each task x${4 / throttle}, less 50 ms), summed: ${ms(total)} ms`);
  // The same from each task's CPU time on its thread, which a busy machine lengthens far less
  // than the wall clock (CPU throttling pauses the thread, so only at x1).
  if (throttle === 1 && tasks.some((t) => t.tdur !== undefined)) {
    const cpu = tasks.reduce((sum, t) => sum + Math.max(0, (t.tdur ?? 0) * 4 - 50_000), 0);
    console.log(`  from the tasks' CPU time: ${tasks.filter((t) => (t.tdur ?? 0) > limit).length} task(s) over ${ms(limit)} ms, blocking summed at x4: ${ms(cpu)} ms`);
  }
  for (const t of long) {
    const end = t.ts + (t.dur ?? 0);
    const within = onMain.filter((e) => e.ph === "X" && e.ts >= t.ts && e.ts < end && e !== t);
    const sum = (name: string) => within.filter((e) => e.name === name).reduce((s, e) => s + (e.dur ?? 0), 0);
    const scripts = within.filter((e) => e.name === "EvaluateScript" || e.name === "v8.evaluateModule").map((e) => `${short(e.args?.data?.url) || "module"} ${ms(e.dur ?? 0)}`);
    const calls = within.filter((e) => e.name === "FunctionCall" || e.name === "TimerFire" || e.name === "EventDispatch" || e.name === "FireAnimationFrame" || e.name === "RunMicrotasks").map((e) => `${e.name}${e.args?.data?.functionName ? `(${e.args.data.functionName})` : e.args?.data?.type ? `(${e.args.data.type})` : ""} ${ms(e.dur ?? 0)}`);
    console.log(
      `- at ${ms(t.ts - nav)} ms: ${ms(t.dur ?? 0)} ms${byCpu ? ` (CPU ${ms(t.tdur ?? 0)})` : ""} | scripts: ${scripts.join(", ") || "-"} | calls: ${calls.slice(0, 6).join(", ") || "-"} | compile ${ms(sum("v8.compile") + sum("V8.CompileCode") + sum("v8.compileModule"))} | style ${ms(sum("UpdateLayoutTree"))} | layout ${ms(sum("Layout"))} | paint ${ms(sum("Paint") + sum("PrePaint"))} | parse HTML ${ms(sum("ParseHTML"))}`,
    );
    for (const [name, us] of functions.self(t.ts, end).slice(0, Number(process.env.TOP ?? 8))) console.log(`    ${ms(us)} ms  ${name}`);
    const parts = functions.inclusive(t.ts, end).slice(0, Number(process.env.PARTS ?? 14));
    if (parts.length > 0) console.log(`    components (inclusive): ${parts.map(([name, us]) => `${name.replace(/ .*\//, " ")} ${ms(us)}`).join(", ")}`);
  }
  const top = [...tasks].sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0)).slice(0, 5);
  console.log(`  longest tasks: ${top.map((t) => `${ms(t.dur ?? 0)} at ${ms(t.ts - nav)}`).join(", ")}`);
  if (byCpu) console.log(`  longest in CPU time: ${[...tasks].sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0)).slice(0, 6).map((t) => `${ms(t.tdur ?? 0)} at ${ms(t.ts - nav)}`).join(", ")}`);
  // The browser's own start of the document (the navigation's commit, where the blank page
  // before it is unloaded) runs whatever the page holds: the page's tasks are the others.
  const commit = tasks.find((t) => onMain.some((e) => e.name === "EventDispatch" && e.args?.data?.type === "unload" && e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0)));
  const size = (t: TraceEvent | undefined) => (t ? (byCpu ? t.tdur : t.dur) ?? 0 : 0);
  // As Lighthouse's phone: slowed 4 times, but a task that lays the page out only 2 times
  // (its simulator's layoutTaskMultiplier, 0.5 of the CPU slow-down).
  const laysOut = (t: TraceEvent) => onMain.some((e) => e.name === "Layout" && e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0));
  const simulated = (t: TraceEvent | undefined) => (t ? (size(t) * 4 * (laysOut(t) ? 0.5 : 1)) / throttle : 0);
  const own = [...tasks.filter((t) => t !== commit)].sort((a, b) => simulated(b) - simulated(a))[0];
  console.log(
    `  on Lighthouse's phone${byCpu ? ", from CPU time" : ""}: the page's longest task ${ms(simulated(own))} ms (${ms(size(own))} here${own && laysOut(own) ? ", lays out" : ""}); the navigation's commit ${commit ? `${ms(simulated(commit))} ms` : "not found"}`,
  );
  summary.push({ label: label.replace(/ \(run.*/, ""), own: simulated(own), commit: simulated(commit) });
}

/** Each run's figures, for the table at the end. */
const summary: { label: string; own: number; commit: number }[] = [];
/** Each run's layout shift (SHIFTS), by page. */
const shiftsByPage = new Map<string, number[]>();
function printSummary() {
  console.log(`\n| page | the page's longest task on Lighthouse's phone, each run (ms${THROTTLE === 1 ? ", from CPU time" : ""}) | the navigation's commit |\n|---|---|---|`);
  for (const label of new Set(summary.map((s) => s.label))) {
    const rows = summary.filter((s) => s.label === label);
    console.log(`| ${label} | ${rows.map((r) => ms(r.own)).join(", ")} | ${rows.map((r) => ms(r.commit)).join(", ")} |`);
  }
  if (shiftsByPage.size === 0) return;
  console.log(`\n| page | runs | runs over 0.01 | largest | each run's CLS |\n|---|---:|---:|---:|---|`);
  for (const [page, values] of shiftsByPage)
    console.log(`| ${page} | ${values.length} | ${values.filter((v) => v > 0.01).length} | ${Math.max(...values).toFixed(4)} | ${values.map((v) => v.toFixed(3)).join(" ")} |`);
}

if (files.length > 0) {
  for (const file of files) report((JSON.parse(readFileSync(file, "utf8")) as { traceEvents: TraceEvent[] }).traceEvents, file);
  printSummary();
  process.exit(0);
}
// The browser first: without it the script stops before a server is left running.
const browser = await puppeteer.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu"] });
const dev = await startWranglerDev({});

async function post<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${dev.url}/api${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.18.96.${Math.floor(Math.random() * 250) + 1}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json() as Promise<T>;
}

/** A live game's page, with the first seat's token and the second seat taken. */
async function gameUrl(game: string): Promise<string> {
  const host = await post<SeatGrant>("/games", { game, ...(game === "pixel-lincoln" ? { options: { players: 2 } } : {}) });
  await post(`/games/${host.id}/join`);
  return `${dev.url}/g/${host.id}#token=${host.token}`;
}

try {
  for (const game of games) {
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage();
      await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      await page.emulateCPUThrottling(THROTTLE);
      // As source, with the name helper tsx wraps functions in (keepNames), which the page lacks.
      if (SHIFTS) await page.evaluateOnNewDocument(`var __name = (f) => f; (${observeShifts})();`);
      await page.tracing.start({
        categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "v8", "disabled-by-default-v8.cpu_profiler", "blink.user_timing", "loading", "toplevel"],
      });
      await page.goto(game === "home" ? `${dev.url}/` : await gameUrl(game), { waitUntil: "networkidle0" });
      await new Promise((r) => setTimeout(r, 1500));
      const buffer = await page.tracing.stop();
      const shifts = SHIFTS ? await page.evaluate(() => (window as unknown as { shiftRecord: ShiftRecord }).shiftRecord) : undefined;
      await page.close();
      const trace = JSON.parse(Buffer.from(buffer ?? new Uint8Array()).toString("utf8")) as { traceEvents: TraceEvent[] };
      if (TRACE_DIR) {
        mkdirSync(TRACE_DIR, { recursive: true });
        writeFileSync(join(TRACE_DIR, `${game}-${run}.json`), JSON.stringify(trace));
      }
      report(trace.traceEvents, `${game} (run ${run + 1}, CPU x${THROTTLE})`);
      if (shifts) {
        console.log(`  layout shift: ${describeShifts(shifts)}`);
        shiftsByPage.set(game, [...(shiftsByPage.get(game) ?? []), shiftTotal(shifts)]);
      }
    }
  }
  printSummary();
} finally {
  await browser.close();
  await dev.stop();
}
