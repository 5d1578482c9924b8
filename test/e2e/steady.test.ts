/**
 * A game's page stands still while it loads: on a 360x640 phone whose processor runs four
 * times slower (Lighthouse's mobile setting, so that the page, the game's state and the
 * board's code arrive in separate frames, as on a real phone), the layout shifts that no tap
 * caused add up to at most 0.02 from the first paint until the board has been up a moment.
 * A seat's live page (both seats taken) of every game; the shifts are the browser's own
 * (PerformanceObserver 'layout-shift', registered before the page's code runs).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { GAMES } from "../../shared/games";
import { type Shift, type ShiftRecord, describeShifts, observeShifts, shiftTotal } from "../bench/shifts";
import { browserSuite, hasBrowser, usePhones } from "./browser";
import { livePage } from "./opponent";

const title = browserSuite("game pages that stand still while they load");
/** The target for every game page (#16: CLS at most 0.02). */
const MOST = 0.02;

/**
 * Opens `url` on `page` at 4x CPU and returns the layout shifts no tap caused, from the first
 * paint until the board has been up a moment (as trace-pages observes them: test/bench/shifts.ts),
 * printed under `label`.
 */
async function loadShifts(page: Page, url: string, label: string): Promise<Shift[]> {
  await page.addInitScript(observeShifts);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(url);
  // A cheap check every half second (a Playwright locator's polling costs the throttled page more).
  await page.waitForFunction(() => !!document.querySelector(".board-slot > :not(.board-reserve, .board-placeholder)"), undefined, { polling: 500, timeout: 45_000 });
  await page.waitForTimeout(2000); // the board's own first adjustments (its dock, the map's fit)
  const record = await page.evaluate(() => (window as unknown as { shiftRecord: ShiftRecord }).shiftRecord);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  console.log(`[steady] ${label}: ${describeShifts(record)}`);
  return record.shifts;
}

const total = (shifts: Shift[]) => shiftTotal({ shifts });

describe.skipIf(!hasBrowser)(title, () => {
  const { record, phone } = usePhones("steady");

  it.each(Object.values(GAMES).map((g) => [g.id] as const))("%s: the live page shifts by 0.02 at most as it loads", async (id) => {
    const page = await phone(`live-${id}`);
    const shifts = await loadShifts(page, await livePage(id), id);
    expect(total(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(MOST);
    expect(record.pageErrors).toEqual([]);
  });

  // A service worker answers a game's link with its copy of the app's page, which does not name
  // the game: its kind comes with the header (GET /api/games/<id>), which may come after the
  // game's first state. Held here until that state has been on the page a moment, as it was
  // in about one run in ten of trace-pages (0.04-0.09).
  it.each(Object.values(GAMES).map((g) => [g.id] as const))("%s: served without its kind, and its header after its first state, the page shifts by 0.02 at most", async (id) => {
    const url = await livePage(id);
    const game = new URL(url).pathname.split("/")[2];
    const page = await phone(`unnamed-${id}`);
    // The Worker's tag that names the game, gone as the parser adds it (fulfilling the page
    // from the test instead would leave it no address, and Chromium then refuses its socket).
    await page.addInitScript(() => {
      new MutationObserver(() => document.querySelector('meta[name="linkplay-game"]')?.remove()).observe(document, { childList: true, subtree: true });
    });
    await page.route(
      (u) => u.pathname === `/api/games/${game}`,
      async (route) => {
        await page.waitForFunction(() => document.querySelector("main.game")?.getAttribute("data-status") !== "loading", undefined, { polling: 100 });
        await page.waitForTimeout(1000);
        await route.continue();
      },
    );
    const shifts = await loadShifts(page, url, `${id}, served without its kind`);
    expect(total(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(MOST);
    expect(record.pageErrors).toEqual([]);
  });

  // A player who gave a name before has no name question over the board: on a taller phone the
  // players row then stands in sight under the board's placeholder, and moved when the board came
  // taller (Lines of Action's note on how to move, 0.014) or whole and shorter (Pixel Lincoln's,
  // 0.007-0.015). The board's code is held until the game's first state has been on the page a
  // second, and the rules' code (Connect Four's, Lines of Action's: the page works out their
  // moves) until the board has been drawn, as each often came.
  it.each(Object.values(GAMES).map((g) => [g.id] as const))("%s: a named player's page at 412 x 823, its board's code late, shifts by 0.02 at most, and its players row never moves", async (id) => {
    const page = await phone(`named-${id}`);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => localStorage.setItem("choice:name", "Ann"));
    await page.route(/\/assets\/board\.[^/]+\.js$/, async (route) => {
      await page.waitForFunction(() => document.querySelector("main.game")?.getAttribute("data-status") !== "loading", undefined, { polling: 100 });
      await page.waitForTimeout(1000);
      await route.continue();
    });
    await page.route(/\/assets\/rules\.[^/]+\.js$/, async (route) => {
      await page.waitForFunction(() => !!document.querySelector(".board-slot > :not(.board-reserve, .board-placeholder)"), undefined, { polling: 100 });
      await page.waitForTimeout(500);
      await route.continue();
    });
    const shifts = await loadShifts(page, await livePage(id), `${id}, named, 412 x 823`);
    expect(total(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(MOST);
    expect(shifts.filter((s) => s.moved.some((m) => m.what.startsWith("ul.players"))), "shifts that moved the players row").toEqual([]);
    expect(record.pageErrors).toEqual([]);
  });
});
