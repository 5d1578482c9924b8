/**
 * Pixel Lincoln's Levels on a 360 x 640 phone, from a fresh solo game: what each row of cards
 * keeps a place for, so that nothing moves when it fills.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite, hasBrowser, startFromHome, usePhones } from "./browser";

const title = browserSuite("Pixel Lincoln's Level rows on a phone");

/** "Play solo" from the home page, until the board asks where the meeple enters. */
async function solo(page: Page): Promise<void> {
  await startFromHome(page, "play-solo-pixel-lincoln");
  await page.locator("[data-testid=board][data-stage=enter]").waitFor({ timeout: 15_000 });
}

/**
 * Puts in Level `level`'s known top the Levels' own cards, drawn small as Time Travel shows them
 * (their ability left out), the tallest first, `most` of them at the most.
 */
async function showSmallCards(page: Page, level: number, most = Number.POSITIVE_INFINITY): Promise<void> {
  await page.getByTestId(`known-top-${level}`).evaluate((box, most) => {
    const cards = Array.from(document.querySelectorAll<HTMLElement>(".pl-slot .pl-card"), (card) => {
      const small = card.cloneNode(true) as HTMLElement;
      small.classList.add("small");
      small.querySelector(".pl-card-text")?.remove();
      return small;
    });
    box.replaceChildren(...cards);
    cards.sort((a, b) => b.getBoundingClientRect().height - a.getBoundingClientRect().height);
    box.replaceChildren(...cards.slice(0, most));
  }, most);
}

/**
 * Every card of the Levels' rows drawn small in Level 1's known top: for each, how near its
 * words and figures come to its left and right edges (inside the border), px.
 */
async function smallCardMargins(page: Page): Promise<{ id: string; left: number; right: number }[]> {
  await showSmallCards(page, 0);
  return page.getByTestId("known-top-0").evaluate((box) => {
    const cards = Array.from(box.querySelectorAll<HTMLElement>(".pl-card"));
    return cards.map((card) => {
      const edge = card.getBoundingClientRect();
      const border = Number.parseFloat(getComputedStyle(card).borderLeftWidth);
      const boxes: DOMRect[] = Array.from(card.querySelectorAll(".pl-stat, .pl-suit"), (chip) => chip.getBoundingClientRect());
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        boxes.push(...Array.from(range.getClientRects()).filter((r) => r.width > 0));
      }
      return {
        id: card.dataset.card ?? "",
        left: Math.min(...boxes.map((b) => b.left - edge.left - border)),
        right: Math.min(...boxes.map((b) => edge.right - border - b.right)),
      };
    });
  });
}

describe.skipIf(!hasBrowser)(title, () => {
  const { record, phone } = usePhones("pixel-lincoln-rows");

  it("each Level Deck's known top has its place from the first screen: the row keeps its height when Time Travel shows five cards", async () => {
    const page = await phone("solo", { seed: "rows" });
    await solo(page);
    for (const level of [0, 1]) {
      const known = page.getByTestId(`known-top-${level}`);
      expect(await known.textContent()).toBe("None seen yet. Time Travel shows them here.");
      // Five of the rows' own cards, as small as the known top draws them, the tallest first: as Time Travel would show them.
      const rowHeight = () => known.evaluate((box) => (box.closest(".pl-row") as HTMLElement).getBoundingClientRect().height);
      const before = await rowHeight();
      await showSmallCards(page, level, 5);
      const heights = {
        before,
        after: await rowHeight(),
        tallest: await known.evaluate((box) => box.querySelector(".pl-card")?.getBoundingClientRect().height ?? 0),
      };
      expect(heights.tallest, "a small card drawn").toBeGreaterThan(60);
      expect(heights.after, `Level ${level + 1}'s row, px`).toBe(heights.before);
    }
    expect(record.pageErrors).toEqual([]);
  });

  it("a small card keeps its words and figures inside its edges, a character's kind and a suit with points too", async () => {
    // Two deals whose rows hold a character and Time Travel and Score items and enemies with points.
    for (const seed of ["b2", "c3"]) {
      const page = await phone(`small cards ${seed}`, { seed });
      await solo(page);
      const margins = await smallCardMargins(page);
      expect(margins.length, "cards drawn").toBeGreaterThan(8);
      expect(margins.filter((m) => m.left < 4 || m.right < 4), `cards whose text comes within 4 px of an edge (deal ${seed})`).toEqual([]);
    }
    expect(record.pageErrors).toEqual([]);
  });
});
