/**
 * What every browser test shares: Debian's Chromium (skipped with a warning when it is
 * missing, required in CI), the wrangler dev URL from the global setup, and phones.
 */
import { existsSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Browser, type Page, type Request, chromium } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, inject, it, onTestFailed } from "vitest";

export const CHROMIUM = "/usr/bin/chromium";
export const hasBrowser = existsSync(CHROMIUM);
const inCi = !!process.env.CI;
export const SHOTS = fileURLToPath(new URL("./screenshots/", import.meta.url));

/**
 * Says loudly that this file's browser tests are skipped, or fails in CI, and returns the
 * suite title to use (marked SKIPPED without a browser). Call once per test file.
 */
export function browserSuite(title: string): string {
  if (!hasBrowser && !inCi)
    console.warn(
      `[browser] SKIPPED: no Chromium at ${CHROMIUM}. Install it (apt-get install -y chromium) to run the browser tests.`,
    );
  describe.runIf(!hasBrowser && inCi)("the browser layer in CI", () => {
    it("has Chromium installed", () => {
      throw new Error(`CI must run the browser tests, but ${CHROMIUM} is missing: apt-get install -y chromium`);
    });
  });
  return hasBrowser ? title : `${title} (SKIPPED: no Chromium at ${CHROMIUM})`;
}

export function launchChromium(): Promise<Browser> {
  mkdirSync(SHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL ?? inject("baseUrl");
  if (!url) throw new Error("E2E_BASE_URL is not set: the browser tests need the global setup's wrangler dev");
  return url;
}

/**
 * What the pages said: errors fail the test; the journal is printed when it fails, with the
 * requests each page is still waiting for (`waiting`, asked at that moment).
 */
export type PageRecord = { pageErrors: string[]; journal: string[]; waiting?: (() => string[])[] };

/**
 * A phone of its own: a fresh context (no shared storage) at 360 x 640. Close it with its context.
 * Its service worker is blocked unless asked for: one that answers from its cache hides the
 * requests that tests reroute (page.route), and offline.test.ts tests it by itself.
 */
export async function openPhone(
  browser: Browser,
  name: string,
  record: PageRecord,
  options: { serviceWorkers?: "allow" | "block"; seed?: string } = {},
): Promise<Page> {
  const asked = performance.now();
  const context = await browser.newContext({
    serviceWorkers: options.serviceWorkers ?? "block",
    viewport: { width: 360, height: 640 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    // Each phone a person of its own: `wrangler dev` takes CF-Connecting-IP as the client's address, and one
    // address may start 20 games a minute (more than the whole suite's phones do, but not more than all of them).
    extraHTTPHeaders: {
      "CF-Connecting-IP": `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
      // A game this phone creates takes this seed (the tests' server only: worker/env.ts TEST_SEEDS),
      // so that a scripted game goes the same way every run.
      ...(options.seed ? { "x-test-seed": options.seed } : {}),
    },
  });
  const page = await context.newPage();
  page.on("pageerror", (error) => record.pageErrors.push(`${name}: ${error.message}`));
  // When a test fails, the journal says where each phone was, and when (seconds since this phone opened).
  const opened = performance.now();
  record.journal.push(`${name} opened in ${((opened - asked) / 1000).toFixed(1)} s`);
  const at = () => `${((performance.now() - opened) / 1000).toFixed(1)} s`;
  page.on("framenavigated", (frame) => frame === page.mainFrame() && record.journal.push(`${name} ${at()} at ${frame.url()}`));
  page.on("crash", () => record.journal.push(`${name} ${at()} the page crashed`));
  const pending = new Map<Request, string>();
  page.on("request", (request) => pending.set(request, at()));
  page.on("requestfinished", (request) => pending.delete(request));
  (record.waiting ??= []).push(() =>
    [...pending].map(([request, since]) => `${name} still waiting since ${since} for ${request.method()} ${request.url()}`),
  );
  page.on("console", (message) => record.journal.push(`${name} console.${message.type()}: ${message.text()}`));
  page.on("requestfailed", (request) => {
    pending.delete(request);
    record.journal.push(`${name} request failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) record.journal.push(`${name} HTTP ${response.status()}: ${response.url()}`);
  });
  return page;
}

/**
 * Makes the page's random numbers (crypto.getRandomValues: the seed a pass-and-play page deals
 * itself) follow `seed`, from its next navigation on, so that a game of random taps can be
 * played again.
 */
export async function dealPageSeed(page: Page, seed: number): Promise<void> {
  await page.addInitScript((start: number) => {
    let n = start;
    crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
      if (!array) return array;
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      for (let i = 0; i < bytes.length; i++) bytes[i] = (n = (Math.imul(n, 1103515245) + 12345) >>> 0) >>> 24;
      return array;
    };
  }, seed);
}

/** From the home page: taps a game card's button (its test id) and waits for the game's own page. */
export async function startFromHome(page: Page, button: string): Promise<void> {
  await page.goto(`${baseUrl()}/`);
  await page.getByTestId(button).tap();
  await page.waitForURL(/\/g\/[0-9a-z]{16}$/);
}

/** Resigns, confirmed, and waits for the result. */
export async function resign(page: Page): Promise<void> {
  await page.getByTestId("resign").tap();
  await page.getByTestId("confirm-resign").tap();
  await page.getByTestId("result").waitFor();
}

export const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });

/**
 * One Chromium for a describe block and the phones its tests open: call inside `describe`.
 * `phone(name)`, within a test, opens a fresh phone; when a test fails, what the pages said
 * is printed and each of its phones is photographed as `<prefix>-failed-<name>.png`.
 * `record` holds the pages' errors, which a test expects to be none.
 */
export function usePhones(prefix: string) {
  let browser: Browser | undefined;
  const record: PageRecord = { pageErrors: [], journal: [] };
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(({ onTestFailed: failed }) => {
    failed(() => {
      const waiting = (record.waiting ?? []).flatMap((requests) => requests());
      console.error(`[browser] what the pages said:\n${[...record.pageErrors, ...record.journal.slice(-40), ...waiting].join("\n")}`);
    });
  });
  return {
    record,
    async phone(name: string, options: { seed?: string } = {}): Promise<Page> {
      if (!browser) throw new Error("usePhones must be called inside describe");
      const page = await openPhone(browser, name, record, options);
      onTestFailed(async () => {
        await shot(page, `${prefix}-failed-${name.replace(/\W+/g, "-")}`).catch(() => {});
      });
      return page;
    },
  };
}
