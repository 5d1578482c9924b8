/**
 * The site installed and offline, in Debian's Chromium against `wrangler dev`: after one
 * visit online the service worker keeps the whole build, so with the network gone (for the
 * page and its service worker: context.setOffline) the home page lists the games, a
 * pass-and-play game plays to the end, the computer plays (its thread and its players'
 * chunks come from the kept build), and an online game's page says it is waiting for the
 * network. A new build is offered, never forced: "A new version is ready: Reload".
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeatGrant } from "../../shared/protocol";
import { type PageRecord, baseUrl, browserSuite, hasBrowser, launchChromium, openPhone, shot } from "./browser";

const title = browserSuite("the site installed, then offline");

describe.skipIf(!hasBrowser)(title, () => {
  let browser: Browser | undefined;
  const record: PageRecord = { pageErrors: [], journal: [] };
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A phone whose service worker runs, after one visit of the home page online: the build is kept. */
  async function installedPhone(name: string): Promise<Page> {
    if (!browser) throw new Error("no browser");
    const page = await openPhone(browser, name, record, { serviceWorkers: "allow" });
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId("catalog").waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    return page;
  }

  /** Whether the page, and a fetch its service worker makes, reach the server. */
  const reaches = (page: Page, path: string) =>
    page.evaluate((p) => fetch(p, { cache: "no-store" }).then(() => true, () => false), path);

  const cells = (page: Page) => page.locator("[data-cell]").count();
  const waitForPrompt = (page: Page, text: string) => page.getByTestId("prompt").filter({ hasText: text }).waitFor({ timeout: 15_000 });

  it("plays pass-and-play and the computer with the network gone, after one visit online", async () => {
    const page = await installedPhone("offline");
    await page.context().setOffline(true);
    expect(await reaches(page, "/api/games/0000000000000000"), "the page is offline").toBe(false);
    expect(await reaches(page, "/api/catalog?probe"), "its service worker is offline too").toBe(false);

    // The home page, from the kept build, with its games, and a word that the network is gone.
    await page.reload();
    await page.getByTestId("catalog").waitFor();
    await page.getByTestId("offline").filter({ hasText: "Pass-and-play and games against the computer still work" }).waitFor();
    await shot(page, "offline-1-home");

    // Pass and play: Red drops in column 1 and Yellow in column 2, three times; Red's fourth wins.
    await page.getByTestId("pass-and-play-connect-four").tap();
    await page.waitForURL(/\/local\/connect-four$/);
    for (const [n, col] of [0, 1, 0, 1, 0, 1, 0].entries()) {
      await page.tap(`[data-col="${col}"]`);
      await expect.poll(() => cells(page)).toBe(n + 1);
    }
    await page.getByTestId("result").filter({ hasText: "Red won" }).waitFor();
    await shot(page, "offline-2-pass-and-play");

    // Against the computer: a navigation while offline, the computer's thread from the kept build.
    await page.goto(`${baseUrl()}/local/connect-four?computers=1`);
    for (let move = 1; move <= 3; move++) {
      await waitForPrompt(page, "Your turn");
      const before = await cells(page);
      await page.locator('[data-col][aria-disabled="false"]').first().tap();
      await expect.poll(() => cells(page), { timeout: 15_000 }).toBe(before + 2); // the computer answered
    }
    await shot(page, "offline-3-computer");
    expect(await reaches(page, "/api/games/0000000000000000"), "still offline").toBe(false);
    expect(record.pageErrors).toEqual([]);
    await page.context().close();
  });

  it("an online game's page, opened offline, says it is waiting for the network, and plays once it is back", async () => {
    const res = await fetch(`${baseUrl()}/api/games`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.18.7.7" },
      body: JSON.stringify({ game: "connect-four" }),
    });
    const { id } = (await res.json()) as SeatGrant;
    const page = await installedPhone("online game offline");
    await page.context().setOffline(true);
    await page.goto(`${baseUrl()}/g/${id}`);
    await page.getByTestId("offline").filter({ hasText: "waiting for the network" }).waitFor();
    await page.getByTestId("connection").waitFor();
    await shot(page, "offline-4-online-game");
    await page.context().setOffline(false);
    await page.getByTestId("offline").waitFor({ state: "detached" });
    await page.getByTestId("take-seat").waitFor({ timeout: 30_000 }); // the game is there: a seat is free
    await page.context().close();
  });

  it("offers a new build and reloads into it only when asked", async () => {
    const page = await installedPhone("new version");
    await page.getByTestId("pass-and-play-connect-four").tap();
    await page.waitForURL(/\/local\/connect-four$/);
    await page.tap('[data-col="3"]');
    // A deploy, as the browser sees one: the registration's script is another. (The browser fetches
    // a service worker's script itself, past the test's routes; a new address stands in for new bytes.)
    await page.evaluate(() => navigator.serviceWorker.register("/sw.js?next-build").then(() => undefined));
    await page.getByTestId("update-ready").filter({ hasText: "A new version is ready (this game is kept, unless the new version changed its rules)." }).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    // Nothing is forced: the game goes on under the old version.
    await page.tap('[data-col="4"]');
    await expect.poll(() => cells(page)).toBe(2);
    await shot(page, "offline-5-update-offered");
    // The page as it stands now carries a mark; a reload clears it.
    await page.evaluate(() => Object.assign(window, { beforeTheUpdate: true }));
    await page.getByTestId("update-reload").tap();
    await expect.poll(() => page.evaluate(() => "beforeTheUpdate" in window).catch(() => true)).toBe(false);
    await page.getByTestId("prompt").waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js\?next-build$/);
    // The same rules here: the game goes on in the new version.
    await expect.poll(() => cells(page), { message: "the game kept across the reload" }).toBe(2);
    expect(record.pageErrors).toEqual([]);
    await page.context().close();
  });
});
