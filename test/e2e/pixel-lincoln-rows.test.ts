/**
 * Pixel Lincoln's Levels on a 360 x 640 phone, from a fresh solo game: what each row of cards
 * keeps a place for, so that nothing moves when it fills.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CARDS } from "../../shared/games/pixel-lincoln/data/cards";
import { SUIT_NAMES, abilityText, isBuyable, kindWord, nameOnCard } from "../../web/src/games/pixel-lincoln/words";
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

/**
 * What a card that may lie in a Level's row prints (card.tsx's CardFace), one text a part (none
 * for a part it leaves out); its power as printed, which the difficulty may change by one.
 */
const LEVEL_CARDS = CARDS.filter((c) => c.kind !== "starting" && c.kind !== "life").map((c) => ({
  id: c.id,
  look: `pl-card kind-${c.kind}`,
  name: nameOnCard(c.name),
  kind: kindWord(c),
  stats: [isBuyable(c) ? `cost:Cost ${c.cost}` : "", c.coin > 0 ? `coin:Coin ${c.coin}` : "", c.power > 0 ? `power:Power ${c.power}` : ""].filter(Boolean),
  text: abilityText(c),
  suit: c.suit ? SUIT_NAMES[c.suit] : "",
  points: c.points !== 0 ? `${c.points} pt` : "",
}));

/**
 * Each card a Level may hold, printed on a copy of one of Level 1's cards in a slot of its own at
 * the row's end, one at a time: those that made the row taller, with their heights, px.
 */
async function cardsTallerThanTheRow(page: Page): Promise<{ id: string; row: number; card: number }[]> {
  return page.getByTestId("level-0").evaluate((level, cards) => {
    const row = level.querySelector<HTMLElement>(".pl-row")!;
    const slot = row.querySelector<HTMLElement>(".pl-slot:has(.pl-card)")!;
    const height = row.getBoundingClientRect().height;
    const taller: { id: string; row: number; card: number }[] = [];
    for (const c of cards) {
      const copy = slot.cloneNode(true) as HTMLElement;
      const card = copy.querySelector<HTMLElement>(".pl-card")!;
      card.className = c.look;
      card.querySelector(".pl-covers")?.remove();
      const part = (name: string) => {
        let el = card.querySelector<HTMLElement>(`.pl-${name}`);
        if (!el) {
          el = document.createElement("span");
          el.className = `pl-${name}`;
          card.querySelector(".pl-card-foot")!.before(el);
        }
        return el;
      };
      part("card-name").textContent = c.name;
      part("card-kind").textContent = c.kind;
      part("card-stats").replaceChildren(
        ...c.stats.map((s) => Object.assign(document.createElement("span"), { className: `pl-stat ${s.split(":")[0]}`, textContent: s.split(":")[1] })),
      );
      part("card-text").textContent = c.text;
      part("card-text").hidden = !c.text;
      card.querySelector(".pl-card-foot")!.replaceChildren(
        Object.assign(document.createElement("span"), { className: "pl-suit", textContent: c.suit }),
        ...(c.points ? [Object.assign(document.createElement("span"), { className: "pl-points", textContent: c.points })] : []),
      );
      row.append(copy);
      const now = row.getBoundingClientRect().height;
      if (now > height) taller.push({ id: c.id, row: height, card: Math.round(card.getBoundingClientRect().height) });
      copy.remove();
    }
    return taller;
  }, LEVEL_CARDS);
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

  it("a card's suit reads as a label, not a button: no box, border, padding or shadow around its word", async () => {
    // A deal whose rows hold Score and Time Travel cards.
    const page = await phone("suits", { seed: "b2" });
    await solo(page);
    const suits = await page.locator(".pl-row .pl-suit:not(:empty)").evaluateAll((tags) =>
      tags.map((tag) => {
        const style = getComputedStyle(tag);
        return {
          suit: tag.textContent ?? "",
          background: style.backgroundColor,
          padding: style.padding,
          border: style.borderWidth,
          shadow: style.boxShadow,
        };
      }),
    );
    expect(suits.length, "suits on the rows' cards").toBeGreaterThan(1);
    // A stranger took the pink chip of "Cancel" at a card's foot for a button.
    const plain = { background: "rgba(0, 0, 0, 0)", padding: "0px", border: "0px", shadow: "none" };
    expect(suits).toEqual(suits.map(({ suit }) => ({ suit, ...plain })));
    expect(record.pageErrors).toEqual([]);
  });

  it.each([
    [360, 640],
    [412, 823],
  ])("at %i x %i, every card a Level may hold fits its row's height, and the dock's first height is the one the page reserves", async (width, height) => {
    const page = await phone(`fit ${width}`, { seed: "rows" });
    await page.setViewportSize({ width, height });
    await solo(page);
    expect(await cardsTallerThanTheRow(page), "cards that make a Level's row grow").toEqual([]);
    // The dock's height as the board measured it, and as board.css reserves it until then (@property's initial value).
    const dock = await page.evaluate(() => ({
      measured: document.documentElement.style.getPropertyValue("--pl-dock"),
      reserved: getComputedStyle(document.body).getPropertyValue("--pl-dock"),
    }));
    expect(dock.measured, "the dock's height, measured").toBe(dock.reserved);
    expect(record.pageErrors).toEqual([]);
  });
});
