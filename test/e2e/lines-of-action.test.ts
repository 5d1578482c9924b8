/**
 * Lines of Action on one phone, pass and play: pick a piece, see where it can go, move,
 * and the other side answers. Debian's Chromium against `wrangler dev` (global-setup.ts).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, browserSuite, hasBrowser, shot, usePhones } from "./browser";

const title = browserSuite("Lines of Action, pass and play on a phone");

describe.skipIf(!hasBrowser)(title, () => {
  const { record, phone } = usePhones("loa");

  const square = (page: Page, name: string) => page.locator(`[data-square="${name}"]`);
  /** The squares carrying a data attribute, as "name" or "name:value", sorted. */
  const marked = (page: Page, attribute: string) =>
    page.locator(`[${attribute}]`).evaluateAll(
      (nodes, attr) =>
        nodes
          .map((n) => {
            const value = n.getAttribute(attr);
            return value ? `${n.getAttribute("data-square")}:${value}` : `${n.getAttribute("data-square")}`;
          })
          .sort(),
      attribute,
    );
  const waitForPrompt = (page: Page, text: string) =>
    page.getByTestId("prompt").filter({ hasText: text }).waitFor({ timeout: 10_000 });

  it("selects a piece, shows its moves, moves, and White answers", async () => {
    const page = await phone("phone");

    await page.goto(`${baseUrl()}/`);
    await page.getByTestId("pass-and-play-lines-of-action").tap();
    await page.waitForURL(/\/local\/lines-of-action$/);
    await waitForPrompt(page, "Black to play");

    // Squares are touch-sized on a 360 px phone, and files run a-h left to right.
    const a1 = await square(page, "a1").boundingBox();
    const h1 = await square(page, "h1").boundingBox();
    expect(a1?.width).toBeGreaterThanOrEqual(44);
    expect(a1?.height).toBeGreaterThanOrEqual(44);
    expect(h1 && a1 && h1.x > a1.x && h1.y === a1.y).toBe(true);
    expect(await square(page, "b1").getAttribute("aria-label")).toBe("b1, black piece, can move");

    // Black taps b1: it is selected and its three destinations are shown.
    await square(page, "b1").tap();
    expect(await marked(page, "data-selected")).toEqual(["b1"]);
    expect(await marked(page, "data-target")).toEqual(["b3:move", "d3:move", "h1:move"]);
    await shot(page, "loa-1-black-selected");

    // Another piece switches the selection; tapping it again, or an empty square, deselects.
    await square(page, "c1").tap();
    expect(await marked(page, "data-selected")).toEqual(["c1"]);
    await square(page, "c1").tap();
    expect(await marked(page, "data-selected")).toEqual([]);
    await square(page, "b1").tap();
    await square(page, "e5").tap();
    expect(await marked(page, "data-target")).toEqual([]);

    // b1-b3.
    await square(page, "b1").tap();
    await square(page, "b3").tap();
    await waitForPrompt(page, "White to play");
    expect(await marked(page, "data-last")).toEqual(["b1:from", "b3:to"]);
    expect(await square(page, "b3").getAttribute("data-piece")).toBe("b");
    expect(await square(page, "b1").getAttribute("data-piece")).toBeNull();

    // White answers a2-c2 (two pieces on rank 2, so two squares).
    await square(page, "a2").tap();
    expect(await marked(page, "data-target")).toContain("c2:move");
    await square(page, "c2").tap();
    await waitForPrompt(page, "Black to play");
    expect(await marked(page, "data-last")).toEqual(["a2:from", "c2:to"]);
    expect(await page.getByTestId("log").locator("li").allTextContents()).toEqual(["White a2-c2", "Black b1-b3"]);
    expect(await page.getByTestId("board-status").textContent()).toContain("Black: 12 pieces");
    expect(await page.getByTestId("pass").count()).toBe(0);
    await shot(page, "loa-2-after-white");

    expect(record.pageErrors).toEqual([]);
  });
});
