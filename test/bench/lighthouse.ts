/**
 * `npm run bench:pages`: Lighthouse's performance on the home page and a live page of every
 * game (mobile: a mid-range phone on a throttled network, as Lighthouse simulates it), the
 * median of RUNS runs each, with the largest layout shift, the total blocking time and the
 * longest main-thread task (Lighthouse's long-tasks audit: its 4x-slower phone, as it simulates it),
 * and the host's benchmark index (Lighthouse's measure of this machine's speed: the phone it
 * simulates is this machine slowed 4x, so the same build scores higher on a faster host).
 * Prints figures, checks nothing. Serves the built page with `wrangler dev` on a free port.
 *   RUNS  runs per page (default 5)
 *   PAGES the pages to measure, by name, comma-separated ("home,lincoln"; default all)
 * The first row is a reference measured in the same run: a page of one paragraph and no
 * script, served by Node. Its longest task is the browser's own start of a document (the
 * navigation's commit: a new window's context, the parser), the floor under every page's.
 *   TASKS=1 also print each run's long tasks (start, simulated duration, script) and FCP
 *   CPU_SLOWDOWN  the phone as this machine slowed this many times (Lighthouse's default 4).
 *         Lighthouse's docs calibrate it by the index: its 4x takes a high-end desktop of
 *         1,500-2,000 to a mid-tier phone, about 440, so a host of index I is slowed I / 440 times
 *         for the same phone (docs/throttling.md in GoogleChrome/lighthouse).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { GAMES } from "../../shared/games";
import type { SeatGrant } from "../../shared/protocol";
import { startWranglerDev } from "../e2e/wrangler-dev";

const RUNS = Number(process.env.RUNS ?? 5);
const TASKS = process.env.TASKS === "1";
const PAGES = process.env.PAGES ? new Set(process.env.PAGES.split(",")) : null;
const CPU_SLOWDOWN = process.env.CPU_SLOWDOWN ? Number(process.env.CPU_SLOWDOWN) : undefined;
// The browser first: without it the script stops before a server is left running.
const browser = await puppeteer.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu"] });
const dev = await startWranglerDev({});
const base = dev.url;
const BLANK = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A reference page"><title>Reference</title></head><body><p>One paragraph, no script.</p></body></html>';
const blank = createServer((_req, res) => res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(BLANK));
await new Promise<void>((resolve) => blank.listen(0, "localhost", resolve));

async function post<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.18.95.${Math.floor(Math.random() * 250) + 1}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json() as Promise<T>;
}

/**
 * A new tab, asked again once: right after a Lighthouse run, which opens and closes targets of
 * its own, puppeteer's newPage now and then fails with "Session with given id not found" (the
 * audit test met it). The browser is kept from run to run, as a returning Chromium's caches are
 * warm: a fresh one makes the first page's tasks longer by the wall clock.
 */
async function newPage() {
  try {
    return await browser.newPage();
  } catch (error) {
    if (!String(error).includes("Session with given id not found")) throw error;
    return browser.newPage();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)] ?? NaN;
};

console.log(`Lighthouse performance, mobile, median of ${RUNS} runs a page, CPU slowed ${CPU_SLOWDOWN ?? 4}x\n`);
console.log("| page | score | FCP ms | LCP ms | TBT ms | longest task ms | CLS | host index |\n|---|---:|---:|---:|---:|---:|---:|---:|");
const pages: [string, () => Promise<string>][] = [
  ["reference", async () => `http://localhost:${(blank.address() as AddressInfo).port}/`],
  ["home", async () => `${base}/`],
  ...Object.keys(GAMES).map((id): [string, () => Promise<string>] => [
    id,
    async () => {
      const host = await post<SeatGrant>("/games", { game: id, ...(id === "pixel-lincoln" ? { options: { players: 2 } } : {}) });
      await post(`/games/${host.id}/join`);
      return `${base}/g/${host.id}#token=${host.token}`;
    },
  ]),
];
try {
  for (const [name, url] of pages) {
    if (PAGES && !PAGES.has(name)) continue;
    const rows: { score: number; fcp: number; lcp: number; tbt: number; longest: number; cls: number; host: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const page = await newPage();
      const lhr = (await lighthouse(await url(), { logLevel: "error", onlyCategories: ["performance"], formFactor: "mobile", ...(CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}) }, undefined, page))?.lhr;
      await page.close();
      if (!lhr) continue;
      const n = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const tasks = (lhr.audits["long-tasks"]?.details as { items?: { duration?: number; startTime?: number; url?: string }[] } | undefined)?.items ?? [];
      if (TASKS) {
        const list = tasks.map((t) => `${Math.round(t.startTime ?? 0)}+${Math.round(t.duration ?? 0)} ${(t.url ?? "").replace(/^.*\//, "")}`);
        console.log(`  ${name} run ${i + 1}: FCP ${Math.round(n("first-contentful-paint"))}, TBT ${Math.round(n("total-blocking-time"))}; tasks ${list.join(", ")}`);
      }
      const longest = Math.max(0, ...tasks.map((t) => t.duration ?? 0));
      rows.push({ score: (lhr.categories.performance?.score ?? 0) * 100, fcp: n("first-contentful-paint"), lcp: n("largest-contentful-paint"), tbt: n("total-blocking-time"), longest, cls: n("cumulative-layout-shift"), host: lhr.environment.benchmarkIndex });
    }
    const m = (k: keyof (typeof rows)[number]) => median(rows.map((r) => r[k]));
    console.log(`| ${name} | ${m("score").toFixed(0)} | ${m("fcp").toFixed(0)} | ${m("lcp").toFixed(0)} | ${m("tbt").toFixed(0)} | ${m("longest").toFixed(0)} | ${m("cls").toFixed(3)} | ${m("host").toFixed(0)} |`);
  }
} finally {
  await browser.close();
  blank.close();
  await dev.stop();
}
