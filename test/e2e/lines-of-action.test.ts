/**
 * Lines of Action on one phone, pass and play: pick a piece, see where it can go, move,
 * and the other side answers. Debian's Chromium against `wrangler dev` (global-setup.ts).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, browserSuite, hasBrowser, shot, usePhones } from "./browser";
import { textSizes } from "./text-sizes";

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
    expect(await page.getByTestId("prompt").textContent()).not.toContain("pass the device");

    // Squares are touch-sized on a 360 px phone, and files run a-h left to right.
    const a1 = await square(page, "a1").boundingBox();
    const h1 = await square(page, "h1").boundingBox();
    expect(a1?.width).toBeGreaterThanOrEqual(44);
    expect(a1?.height).toBeGreaterThanOrEqual(44);
    expect(h1 && a1 && h1.x > a1.x && h1.y === a1.y).toBe(true);
    // The squares' names (a-h, 1-8) are 12 px or more, drawn over the pieces' rims.
    const names = await textSizes(page.getByTestId("board"));
    expect(names.map((n) => n.text).sort().join("")).toBe("12345678abcdefgh");
    for (const n of names) expect(n.px, n.text).toBeGreaterThanOrEqual(12);
    expect(await square(page, "b1").getAttribute("aria-label")).toBe("b1, black piece, can move");

    // A first move is explained under the board, as it goes.
    expect(await page.getByTestId("how-to-move").textContent()).toBe("Tap one of your pieces to see where it can go.");
    // A tap on the other side's piece says whose it is, rather than nothing.
    await square(page, "a2").tap();
    expect(await page.getByTestId("tap-note").textContent()).toBe("That is a white piece: tap one of your black pieces.");

    // Black taps b1: it is selected and its three destinations are shown.
    await square(page, "b1").tap();
    expect(await marked(page, "data-selected")).toEqual(["b1"]);
    expect(await page.getByTestId("how-to-move").textContent()).toContain("Tap a dot to move there");
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
    expect(await page.getByTestId("tap-note").textContent()).toBe("The piece on b1 cannot go to e5.");

    // b1-b3.
    await square(page, "b1").tap();
    await square(page, "b3").tap();
    // The device goes to the other player once a move is made, not before.
    await waitForPrompt(page, "White to play — pass the device");
    expect(await marked(page, "data-last")).toEqual(["b1:from", "b3:to"]);
    expect(await square(page, "b3").getAttribute("data-piece")).toBe("b");
    expect(await square(page, "b1").getAttribute("data-piece")).toBeNull();

    // White answers a2-c2 (two pieces on rank 2, so two squares).
    await square(page, "a2").tap();
    expect(await marked(page, "data-target")).toContain("c2:move");
    await square(page, "c2").tap();
    await waitForPrompt(page, "Black to play");
    expect(await marked(page, "data-last")).toEqual(["a2:from", "c2:to"]);
    expect(await page.getByTestId("how-to-move").count(), "each side has made its first move").toBe(0);
    expect(await page.getByTestId("log").locator("li").allTextContents()).toEqual(["White a2-c2", "Black b1-b3"]);
    expect(await page.getByTestId("board-status").textContent()).toContain("Black: 12 pieces");
    expect(await page.getByTestId("pass").count()).toBe(0);
    await shot(page, "loa-2-after-white");

    expect(record.pageErrors).toEqual([]);
  });

  /** A pass-and-play game, Black to move, whose kept state (the tab keeps it) takes `patch`, reloaded. */
  async function keptGame(name: string, patch: Record<string, unknown>): Promise<Page> {
    const page = await phone(name);
    await page.goto(`${baseUrl()}/local/lines-of-action`);
    await waitForPrompt(page, "Black to play");
    await patchKept(page, patch);
    return page;
  }
  async function patchKept(page: Page, patch: Record<string, unknown>) {
    await page.evaluate((p) => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith("local:")) ?? "";
      const match = JSON.parse(sessionStorage.getItem(key) ?? "{}");
      Object.assign(match.state, p);
      sessionStorage.setItem(key, JSON.stringify(match));
    }, patch);
    await page.reload();
    await waitForPrompt(page, "Black to play");
  }

  it("near the no-capture limit, the board and the result count turns (not plies)", async () => {
    const page = await keptGame("quiet", { quiet: 195 });
    expect(await page.getByTestId("board-status").textContent()).toContain("A draw after 5 more turns without a capture");
    await patchKept(page, { quiet: 199 });
    expect(await page.getByTestId("board-status").textContent()).toContain("A draw after 1 more turn without a capture");
    await square(page, "b1").tap();
    await square(page, "b3").tap();
    await page.getByTestId("result").waitFor();
    expect(await page.getByTestId("result").locator(".result-text").textContent()).toBe("Nobody won — 200 turns without a capture");
    expect(await page.getByTestId("log").locator("li").first().textContent()).toBe("200 turns without a capture: a draw");
    expect(record.pageErrors).toEqual([]);
  });

  it("a side cut down to one piece has won: the result says so in words of its own, and rings the piece", async () => {
    // a8 White; c5 Black; f1 Black and h1 White: Black's f1-h1 takes h1 and leaves White one piece.
    const board = `.....b.w${".".repeat(24)}..b.....${".".repeat(16)}w.......`;
    const page = await keptGame("one piece", { board, next: 0, history: [`${board}0`] });
    await square(page, "f1").tap();
    await square(page, "h1").tap();
    await page.getByTestId("result").waitFor();
    expect(await page.getByTestId("result").locator(".result-text").textContent()).toBe("White won — only one piece left, which counts as connected");
    expect(await page.getByTestId("log").locator("li").first().textContent()).toBe("White is down to one piece, which counts as connected: White won");
    expect(await page.locator("[data-won]").evaluateAll((n) => n.map((e) => e.getAttribute("data-piece-at")))).toEqual(["a8"]);
    expect(record.pageErrors).toEqual([]);
  });

  it("plays the strong computer to the end on a phone, the page answering all the while it thinks", async () => {
    const page = await phone("against the computer");
    // Long tasks on the page's main thread, and the spells of the computer's thinking.
    await page.addInitScript(() => {
      const w = window as unknown as { longTasks: [number, number][]; thinking: [number, number][] };
      w.longTasks = [];
      w.thinking = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.longTasks.push([e.startTime, e.startTime + e.duration]);
      }).observe({ type: "longtask", buffered: true });
      // The computer thinks from a request posted to its thread until the answer comes back.
      let since: number | null = null;
      const Native = window.Worker;
      window.Worker = class extends Native {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          this.addEventListener("message", () => {
            if (since !== null) w.thinking.push([since, performance.now()]);
            since = null;
          });
        }
        override postMessage(message: unknown, options?: StructuredSerializeOptions | Transferable[]) {
          since = performance.now();
          super.postMessage(message, options as StructuredSerializeOptions);
        }
      };
    });
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId("options-lines-of-action").locator("summary").tap();
    await page.getByTestId("level-lines-of-action-strong").tap();
    await page.getByTestId("side-lines-of-action-0").tap();
    await page.getByTestId("play-computer-lines-of-action").tap();
    await page.waitForURL(/\/local\/lines-of-action\?computers=1&level=strong$/);
    await waitForPrompt(page, "Your turn");
    // The person moves a random piece to a random target; the computer answers each move.
    let moves = 0;
    let captures = 0;
    for (; moves < 120 && (await page.getByTestId("result").count()) === 0; moves++) {
      await page.getByTestId("prompt").filter({ hasText: "Your turn" }).or(page.getByTestId("result")).waitFor({ timeout: 20_000 });
      if ((await page.getByTestId("result").count()) > 0) break;
      // The computer's capture is said in words under the board, as well as marked on it.
      if ((await page.getByTestId("capture-mark").count()) > 0) {
        captures++;
        expect(await page.getByTestId("board-status").textContent()).toMatch(/White captured your piece on [a-h][1-8]/);
      }
      const movable = page.locator('[data-square][aria-label$="can move"]');
      const count = await movable.count();
      await movable.nth(Math.floor(Math.random() * count)).tap();
      const targets = page.locator("[data-target]");
      await targets.nth(Math.floor(Math.random() * (await targets.count()))).tap();
      await page.getByTestId("prompt").filter({ hasText: "thinking" }).or(page.getByTestId("result")).waitFor({ timeout: 10_000 });
    }
    await page.getByTestId("result").waitFor({ timeout: 20_000 });
    expect(await page.getByTestId("result").textContent()).toMatch(/won/);
    if (/connected/.test((await page.getByTestId("result").textContent()) ?? ""))
      expect(await page.locator("[data-won]").count(), "the winning group is ringed").toBeGreaterThan(0);
    await shot(page, "loa-3-computer-game-over");
    const { longTasks, thinking } = await page.evaluate(() => {
      const w = window as unknown as { longTasks: [number, number][]; thinking: [number, number][] };
      return { longTasks: w.longTasks, thinking: w.thinking };
    });
    const during = longTasks.filter(([a, b]) => thinking.some(([s, e]) => a < e && b > s));
    console.log(`[loa] ${moves} moves of the person, ${captures} captures by the computer, ${thinking.length} thinking spells (${thinking.map(([s, e]) => e - s).reduce((x, y) => x + y, 0).toFixed(0)} ms), long tasks while thinking: ${during.length}`);
    expect(thinking.length).toBeGreaterThan(3);
    expect(during, "no task over 50 ms on the main thread while the computer thinks").toEqual([]);
    expect(record.pageErrors).toEqual([]);
  }, 300_000);
});
