/**
 * Every game's "How to play" page on a 360 x 640 phone: its heading, its diagrams named
 * for screen readers, no text smaller than 12 px, nothing wider than the screen, its own
 * chunk (not the game's board or rules), and a screenshot in light and dark mode; its Back goes
 * back to the site's page it was opened from, or home.
 * Debian's Chromium against `wrangler dev` (global-setup.ts).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, browserSuite, hasBrowser, shot, usePhones } from "./browser";
import { textSizes } from "./text-sizes";

const title = browserSuite("How to play pages on a phone");

const GAMES = [
  { id: "connect-four", name: "Connect Four" },
  { id: "lincoln", name: "Lincoln" },
  { id: "lines-of-action", name: "Lines of Action" },
  { id: "pixel-lincoln", name: "Pixel Lincoln" },
  { id: "union-forever", name: "The Union Forever!" },
] as const;

/** Pictures without a name: every role="img" needs one, and every SVG is named, inside a named picture, or hidden. */
function unnamedPictures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const article = document.querySelector("article");
    if (!article) return ["no article"];
    const named = (el: Element) =>
      !!(
        el.getAttribute("aria-label")?.trim() ||
        el.getAttribute("aria-labelledby") ||
        (el instanceof SVGElement && el.querySelector(":scope > title")?.textContent?.trim())
      );
    const out: string[] = [];
    for (const el of Array.from(article.querySelectorAll('[role="img"]'))) if (!named(el)) out.push(el.outerHTML.slice(0, 80));
    for (const svg of Array.from(article.querySelectorAll("svg"))) {
      if (svg.closest('[aria-hidden="true"]')) continue;
      const picture = svg.closest('[role="img"]');
      if (!picture) out.push(`svg without role="img": ${svg.outerHTML.slice(0, 80)}`);
    }
    return out;
  });
}

describe.skipIf(!hasBrowser)(title, () => {
  const { record, phone } = usePhones("help");

  async function open(id: string): Promise<{ page: Page; scripts: string[] }> {
    const page = await phone(id);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${baseUrl()}/help/${id}`);
    await page.getByTestId("help").locator("h1").waitFor({ timeout: 15_000 });
    return { page, scripts };
  }

  it("a long page opens with its contents: a section's link scrolls to it, and Back is at the top", async () => {
    const { page } = await open("union-forever");
    expect(await page.getByTestId("help-back-top").isVisible()).toBe(true);
    // The word Back ends at the header's right, as the game pages' How to play does (centred in a button grown to a third of the bar, it ended at 296 px of 348).
    const ends = await page.getByTestId("help-back-top").evaluate((back) => {
      const words = document.createRange();
      words.selectNodeContents(back);
      return { back: words.getBoundingClientRect().right, bar: back.closest(".bar")?.getBoundingClientRect().right ?? 0 };
    });
    expect(ends.back).toBeGreaterThan(ends.bar - 2);
    const contents = page.getByTestId("help-contents");
    await contents.locator("summary").tap();
    const links = contents.locator("a");
    expect(await links.count()).toBeGreaterThanOrEqual(6);
    const battles = links.filter({ hasText: "Battles" });
    const target = (await battles.getAttribute("href")) ?? "";
    await battles.tap();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(target);
    // The section's heading is at the top of the screen, the page still the same one.
    await expect.poll(() => page.locator(target).evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeLessThan(40);
    expect(await page.getByTestId("help").locator("h1").count()).toBe(1);
    expect(record.pageErrors).toEqual([]);
  });

  it("Back returns to the page of the site the help was opened from, and goes home from a help page opened from outside", async () => {
    const page = await phone("back");
    await page.goto(`${baseUrl()}/local/connect-four`);
    const entries = await page.evaluate(() => history.length);
    for (const back of ["help-back-top", "help-back"]) {
      await page.getByTestId("page-help").tap();
      await page.getByTestId("help").locator("h1").waitFor();
      await page.getByTestId(back).tap();
      await page.waitForURL(/\/local\/connect-four$/);
      // A step back in the history (the help page ahead of it), not a new entry.
      expect(await page.evaluate(() => history.length), back).toBe(entries + 1);
    }
    // After a jump to a section from the contents too, the first Back leaves the help page.
    await page.getByTestId("page-help").tap();
    await page.getByTestId("help-contents").locator("summary").tap();
    await page.getByTestId("help-contents").locator("a").nth(2).tap();
    await expect.poll(() => page.evaluate(() => location.hash)).not.toBe("");
    await page.getByTestId("help-back-top").tap();
    await page.waitForURL(/\/local\/connect-four$/);
    // Reloaded, the help still knows it was opened from the game's page.
    await page.getByTestId("page-help").tap();
    await page.getByTestId("help").locator("h1").waitFor();
    await page.reload();
    await page.getByTestId("help-back-top").tap();
    await page.waitForURL(/\/local\/connect-four$/);

    // A shared link to the help, opened by a stranger: Back takes them home, not out of the site.
    const stranger = await phone("back-stranger");
    await stranger.goto(`${baseUrl()}/help/lines-of-action`);
    await stranger.getByTestId("help-back-top").tap();
    await stranger.waitForURL(`${baseUrl()}/`);
    await stranger.getByRole("heading", { name: "Choose a game" }).waitFor();
    expect(record.pageErrors).toEqual([]);
  });

  it.each(["connect-four", "lines-of-action"])("/help/%s on a phone on its side (844 x 390): each diagram as tall as its drawing, no empty bands", async (id) => {
    const page = await phone(`landscape-${id}`);
    await page.setViewportSize({ width: 844, height: 390 });
    await page.goto(`${baseUrl()}/help/${id}`);
    await page.getByTestId("help").locator("h1").waitFor();
    const letterboxed = await page.locator("article svg[viewBox]").evaluateAll((svgs) =>
      svgs.flatMap((svg) => {
        const [, , w, h] = (svg.getAttribute("viewBox") ?? "").split(/[ ,]+/).map(Number);
        const box = svg.getBoundingClientRect();
        const drawn = box.width * ((h ?? 0) / (w ?? 1));
        return Math.abs(drawn - box.height) > 2 ? [`${svg.getAttribute("aria-label") ?? svg.outerHTML.slice(0, 60)}: ${box.width.toFixed(0)} x ${box.height.toFixed(0)}`] : [];
      }),
    );
    expect(letterboxed).toEqual([]);
    expect(record.pageErrors).toEqual([]);
  });

  it.each(["connect-four", "lines-of-action"])("/help/%s: every disc and piece of a diagram is inside its picture", async (id) => {
    const page = await phone(`inside-${id}`);
    await page.goto(`${baseUrl()}/help/${id}`);
    await page.getByTestId("help").locator("h1").waitFor();
    const outside = await page.locator("article svg").evaluateAll((svgs) =>
      svgs.flatMap((svg) => {
        const frame = svg.getBoundingClientRect();
        return Array.from(svg.querySelectorAll("circle")).flatMap((c) => {
          const b = c.getBoundingClientRect();
          const cut = b.left < frame.left - 1 || b.top < frame.top - 1 || b.right > frame.right + 1 || b.bottom > frame.bottom + 1;
          return cut ? [`${svg.getAttribute("aria-label")}: a circle at ${c.getAttribute("cx")},${c.getAttribute("cy")}`] : [];
        });
      }),
    );
    expect(outside).toEqual([]);
    expect(record.pageErrors).toEqual([]);
  });

  for (const game of GAMES) {
    it(`/help/${game.id}: one heading, named diagrams, fits the screen, its own chunk, screenshots`, async () => {
      const { page, scripts } = await open(game.id);

      expect(await page.locator("h1").allTextContents()).toEqual([`How to play ${game.name}`]);
      expect(await page.getByTestId("missing").count()).toBe(0);
      expect(await page.getByText("no “How to play” page", { exact: false }).count()).toBe(0);
      expect(await page.title()).toBe(`How to play · ${game.name}`);

      expect(await unnamedPictures(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      // Arrows a diagram means as legal (or not) are what the rules say.
      const arrows = await page
        .locator("[data-expect]")
        .evaluateAll((nodes) => nodes.map((n) => `${n.getAttribute("data-arrow")} ${n.getAttribute("data-expect")}/${n.getAttribute("data-legal")}`));
      for (const arrow of arrows) {
        const [, expected, actual] = arrow.match(/ (\w+)\/(\w+)$/) ?? [];
        expect(actual, arrow).toBe(expected);
      }

      // The page is its own chunk: it loads neither the game's board nor its rules.
      expect(scripts.filter((s) => s.includes(`/board.${game.id}.`) || s.includes(`/rules.${game.id}.`))).toEqual([]);

      await shot(page, `help-${game.id}`);
      await page.emulateMedia({ colorScheme: "dark" });
      await shot(page, `help-${game.id}-dark`);
      expect(record.pageErrors).toEqual([]);
    });

    it(`/help/${game.id}: no text under 12 px`, async () => {
      const { page } = await open(game.id);
      const small = (await textSizes(page.locator("body"))).filter((t) => t.px < 12);
      expect(small.map((t) => `${t.px.toFixed(1)} px: ${t.text}`)).toEqual([]);
    });
  }
});
