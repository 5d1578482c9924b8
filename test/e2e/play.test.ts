/**
 * Two phones play Connect Four from a shared link, in Debian's Chromium
 * against `wrangler dev` (started by global-setup.ts, which sets E2E_BASE_URL).
 */
import { existsSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, type Page, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from "vitest";

const CHROMIUM = "/usr/bin/chromium";
const hasBrowser = existsSync(CHROMIUM);
const inCi = !!process.env.CI;
const SHOTS = fileURLToPath(new URL("./screenshots/", import.meta.url));

if (!hasBrowser && !inCi)
  console.warn(
    `[browser] SKIPPED: no Chromium at ${CHROMIUM}. Install it (apt-get install -y chromium) to run the browser tests.`,
  );

describe.runIf(!hasBrowser && inCi)("the browser layer in CI", () => {
  it("has Chromium installed", () => {
    throw new Error(`CI must run the browser tests, but ${CHROMIUM} is missing: apt-get install -y chromium`);
  });
});

const title = hasBrowser
  ? "two phones play Connect Four from a shared link"
  : `two phones play Connect Four from a shared link (SKIPPED: no Chromium at ${CHROMIUM})`;

describe.skipIf(!hasBrowser)(title, () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  /** What the pages said, printed when the test fails. */
  const journal: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await chromium.launch({
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
  });

  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  });

  function baseUrl(): string {
    const url = process.env.E2E_BASE_URL ?? inject("baseUrl");
    if (!url) throw new Error("E2E_BASE_URL is not set: the browser tests need the global setup's wrangler dev");
    return url;
  }

  /** A phone of its own: a fresh context (no shared storage) at 360 x 640. */
  async function phone(name: string): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: 360, height: 640 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    contexts.push(context);
    const page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(`${name}: ${error.message}`));
    page.on("console", (message) => journal.push(`${name} console.${message.type()}: ${message.text()}`));
    page.on("requestfailed", (request) => journal.push(`${name} request failed: ${request.url()} ${request.failure()?.errorText}`));
    page.on("response", (response) => {
      if (response.status() >= 400) journal.push(`${name} HTTP ${response.status()}: ${response.url()}`);
    });
    return page;
  }

  const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
  const prompt = (page: Page) => page.getByTestId("prompt");
  const waitForPrompt = (page: Page, text: string) =>
    page.getByTestId("prompt").filter({ hasText: text }).waitFor({ timeout: 10_000 });
  const discs = (page: Page) =>
    page.locator("[data-cell]").evaluateAll((nodes) =>
      nodes.map((n) => `${n.getAttribute("data-cell")}:${n.getAttribute("data-seat")}`).sort(),
    );

  /** Drops a disc and waits until the other phone is told it is its turn. */
  async function drop(page: Page, col: number, other: Page) {
    await waitForPrompt(page, "Your turn");
    await page.tap(`[data-col="${col}"]`);
    await waitForPrompt(other, "Your turn");
  }

  it("creates, shares, joins, plays to a win, survives a reload and starts a rematch", async () => {
    const red = await phone("red");
    const yellow = await phone("yellow");
    onTestFailed(async () => {
      console.error(`[browser] what the pages said:\n${journal.join("\n")}`);
      await Promise.all([shot(red, "failed-red"), shot(yellow, "failed-yellow")]).catch(() => {});
    });

    // Red starts an online game from the home page.
    await red.goto(`${baseUrl()}/`);
    await red.getByTestId("play-online-connect-four").click();
    await red.waitForURL(/\/g\/[0-9a-z]{12}$/);
    await waitForPrompt(red, "Waiting for a player to join");
    const link = await red.getByTestId("share-link").inputValue();
    expect(link).toBe(red.url());
    await red.getByTestId("qr").waitFor();
    await shot(red, "1-red-waiting");

    // Yellow opens the link on another phone and takes the free seat.
    await yellow.goto(link);
    await yellow.getByTestId("take-seat").tap();
    await waitForPrompt(yellow, "Waiting for Red");
    await waitForPrompt(red, "Your turn");
    await expect.poll(() => red.locator('[data-seat="1"][data-online="true"]').count()).toBe(1);
    await shot(yellow, "2-yellow-joined");

    // Red plays column 0, Yellow column 1.
    await drop(red, 0, yellow);
    await drop(yellow, 1, red);
    await drop(red, 0, yellow);
    await drop(yellow, 1, red);
    await drop(red, 0, yellow);

    // A reload in the middle restores the same board and the same turn.
    const before = await discs(yellow);
    expect(before).toHaveLength(5);
    await yellow.reload();
    await waitForPrompt(yellow, "Your turn");
    expect(await discs(yellow)).toEqual(before);
    expect(await discs(red)).toEqual(before);
    await shot(yellow, "3-yellow-after-reload");

    await drop(yellow, 1, red);
    await waitForPrompt(red, "Your turn");
    await red.tap('[data-col="0"]');

    // Both see the result.
    await red.getByTestId("result").filter({ hasText: "You won" }).waitFor();
    await yellow.getByTestId("result").filter({ hasText: "Red won" }).waitFor();
    expect(await red.getByTestId("win-line").count()).toBe(1);
    await shot(red, "4-red-won");
    await shot(yellow, "5-yellow-lost");

    // Rematch: both ask, both land in the new game with seats swapped (Yellow now moves first).
    const oldUrl = red.url();
    await red.getByTestId("rematch").tap();
    await red.getByTestId("rematch-waiting").waitFor();
    await yellow.getByTestId("rematch").tap();
    await red.waitForURL((url) => url.href !== oldUrl && /\/g\/[0-9a-z]{12}$/.test(url.pathname));
    await yellow.waitForURL((url) => url.href !== oldUrl && /\/g\/[0-9a-z]{12}$/.test(url.pathname));
    expect(yellow.url()).toBe(red.url());
    await waitForPrompt(yellow, "Your turn");
    await waitForPrompt(red, "Waiting for");
    expect(await prompt(red).textContent()).toContain("Waiting for");
    await shot(yellow, "6-rematch");

    expect(pageErrors).toEqual([]);
  });
});
