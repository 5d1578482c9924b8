/**
 * The audits a stranger's tools run: Lighthouse (accessibility, best practices, SEO) and
 * axe-core, on the home page and on a live page of every game (a seat's page, both seats
 * taken), in light and dark mode, at a phone's size in Debian's Chromium against `wrangler dev`.
 *
 * One Lighthouse check is left out on purpose, on game pages only: `is-crawlable`. A game's
 * page is somebody's private table; it says `noindex` (and robots.txt keeps crawlers off
 * /g/), so search engines never list people's games. Performance is a figure, not a test
 * here: `npm run bench` does not run Lighthouse; see the README.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import lighthouse from "lighthouse";
import puppeteer, { type Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { GAMES } from "../../shared/games";
import { CHROMIUM, baseUrl, browserSuite, hasBrowser } from "./browser";
import { livePage } from "./opponent";

const title = browserSuite("Lighthouse and axe-core on every page, light and dark");
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const CATEGORIES = ["accessibility", "best-practices", "seo"] as const;
/** Deliberate, and only on game pages (see above). */
const GAME_PAGE_EXCEPTIONS = new Set(["is-crawlable"]);

describe.skipIf(!hasBrowser)(title, () => {
  const pages: [string, () => Promise<string>][] = [
    ["home", async () => `${baseUrl()}/`],
    ...Object.keys(GAMES).map((id): [string, () => Promise<string>] => [id, () => livePage(id)]),
  ];

  /** axe-core on the page as it stands (the board drawn, the seat's controls shown): serious and critical violations. */
  async function axeViolations(page: Page) {
    await page.evaluate(AXE); // through the DevTools protocol: the page's CSP refuses inline scripts
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
      const { violations } = await axe.run();
      return violations.map((v) => ({ id: v.id, impact: v.impact, where: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }));
    });
    return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  }

  // Lighthouse's accessibility audits are axe-core's, and its best-practice and SEO audits do
  // not depend on the colour scheme: Lighthouse runs once per page (light), axe in both schemes.
  it.each(pages)("%s: Lighthouse 100 in accessibility, best practices and SEO; no serious axe violation, light or dark", async (name, url) => {
    // A browser of its own for each page: after a Lighthouse run in a shared one, puppeteer's next
    // newPage failed now and then ("Session with given id not found": Lighthouse opens and closes
    // targets of its own), most often with the machine busy.
    const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox", "--disable-gpu", "--no-first-run"] });
    const page = await browser.newPage();
    try {
      const result = await lighthouse(await url(), { logLevel: "error", onlyCategories: [...CATEGORIES], formFactor: "mobile" }, undefined, page);
      const lhr = result?.lhr;
      expect(lhr, "Lighthouse ran").toBeDefined();
      // A run that broke (a page that never painted) scores nothing and fails no audit: not a pass.
      expect(lhr?.runtimeError?.message, "Lighthouse's own error").toBeUndefined();
      expect(CATEGORIES.filter((c) => typeof lhr?.categories[c]?.score !== "number"), "categories Lighthouse could not score").toEqual([]);
      const skip = name === "home" ? new Set<string>() : GAME_PAGE_EXCEPTIONS;
      const failed = Object.values(lhr?.audits ?? {})
        .filter((a) => a.score !== null && a.score < 1 && ["binary", "numeric"].includes(a.scoreDisplayMode) && !skip.has(a.id))
        .map((a) => `${a.id}: ${a.title}`);
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr?.categories[c]?.score ?? 0) * 100)]));
      console.log(`[audit] ${name}: ${JSON.stringify(scores)}`);
      expect(failed, "failed Lighthouse audits").toEqual([]);
      expect(await axeViolations(page), "axe, light").toEqual([]);
      await page.emulateMediaFeatures([{ name: "prefers-color-scheme", value: "dark" }]);
      expect(await axeViolations(page), "axe, dark").toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
