/**
 * "Your turn" while the page is open but hidden (another tab, another app): the favicon gets its
 * dot and the title says it, a short chime plays unless the sound is off (a choice remembered on
 * the device), and the phone vibrates; the favicon comes back when the page is seen again.
 * Chromium cannot hide a page by itself, so the page is told it is hidden the way a browser
 * tells it (document.hidden, visibilityState, a visibilitychange event), and the chime and the
 * vibration are counted where the page calls them. The other player moves through its socket.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { SeatGrant } from "../../shared/protocol";
import { baseUrl, browserSuite, hasBrowser, shot, usePhones } from "./browser";
import { opponent, post } from "./opponent";

const title = browserSuite("your turn while the page is hidden");

/** Before the page's scripts: a switch for the page's visibility, and counters of chimes and vibrations. */
async function instrument(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __hidden: boolean; __chimes: number; __vibrations: unknown[]; hide(h: boolean): void };
    w.__hidden = false;
    w.__chimes = 0;
    w.__vibrations = [];
    Object.defineProperty(document, "hidden", { get: () => w.__hidden });
    Object.defineProperty(document, "visibilityState", { get: () => (w.__hidden ? "hidden" : "visible") });
    w.hide = (hidden: boolean) => {
      w.__hidden = hidden;
      document.dispatchEvent(new Event("visibilitychange"));
    };
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor() {
        super();
        w.__chimes++;
      }
    };
    Object.defineProperty(navigator, "vibrate", { value: (pattern: unknown) => (w.__vibrations.push(pattern), true) });
  });
}

const favicon = (page: Page) => page.evaluate(() => document.querySelector<HTMLLinkElement>("link[rel~='icon']")?.href ?? "");
const counts = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __chimes: number; __vibrations: unknown[] };
    return { chimes: w.__chimes, vibrations: w.__vibrations.length };
  });

describe.skipIf(!hasBrowser)(title, () => {
  const { record, phone } = usePhones("turn-alerts");

  it("marks the favicon and the title, chimes and vibrates; the sound can be turned off; the favicon comes back", async () => {
    const red = await post<SeatGrant>("/games", { game: "connect-four" });
    const yellow = await post<SeatGrant>(`/games/${red.id}/join`);
    const page = await phone("red");
    await instrument(page);
    await page.goto(`${baseUrl()}/g/${red.id}#token=${red.token}`);
    await page.getByTestId("prompt").filter({ hasText: "Your turn" }).waitFor();
    await page.getByTestId("name-skip").tap({ timeout: 3000 }).catch(() => {});
    const plain = await favicon(page);
    const other = opponent(red.id, yellow.token);

    // Red moves, then looks away; Yellow answers.
    await page.locator('[data-col="3"]').tap();
    await page.getByTestId("prompt").filter({ hasText: "Waiting" }).waitFor();
    await page.evaluate(() => (window as unknown as { hide(h: boolean): void }).hide(true));
    await other.play(1, 3);
    await expect.poll(() => page.title()).toMatch(/^Your turn/);
    await expect.poll(() => favicon(page)).not.toBe(plain);
    const marked = await favicon(page);
    expect(await counts(page)).toEqual({ chimes: 1, vibrations: 1 });

    // Seen again: the favicon is the site's own.
    await page.evaluate(() => (window as unknown as { hide(h: boolean): void }).hide(false));
    await expect.poll(() => favicon(page)).toBe(plain);
    await shot(page, "turn-alerts-seen");

    // The sound turned off (remembered): the next turn vibrates, and plays no chime.
    await page.getByTestId("sound").tap();
    await page.locator('[data-col="3"]').tap();
    await page.getByTestId("prompt").filter({ hasText: "Waiting" }).waitFor();
    await page.evaluate(() => (window as unknown as { hide(h: boolean): void }).hide(true));
    await other.play(3, 4);
    await expect.poll(() => favicon(page)).toBe(marked);
    await expect.poll(() => counts(page)).toEqual({ chimes: 1, vibrations: 2 });
    expect(await page.evaluate(() => localStorage.getItem("choice:sound")), "remembered on the device").toBe("off");
    expect(await page.getByTestId("sound").innerText()).toBe("Turn sound: off");
    other.close();
    expect(record.pageErrors).toEqual([]);
  });
});
