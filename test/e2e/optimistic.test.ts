/**
 * A player's own move is on the board before the server has answered (games that hide
 * nothing): Red's socket runs through a route that can hold back what the server sends, and
 * can spoil what the page sends so that the server refuses it. Connect Four, 360 x 640.
 */
import type { Page, WebSocketRoute } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, browserSuite, hasBrowser, shot, usePhones } from "./browser";

const title = browserSuite("the mover sees its own move at once");

/** Red's socket, between the page and the server: what the server sends can be held back. */
function relay() {
  const state = { hold: false, spoil: false, held: [] as string[], page: null as WebSocketRoute | null };
  return {
    state,
    route(ws: WebSocketRoute) {
      state.page = ws;
      const server = ws.connectToServer();
      server.onMessage((message) => {
        if (state.hold) state.held.push(String(message));
        else ws.send(message);
      });
      ws.onMessage((message) => {
        const text = String(message);
        // Spoiled: the move is sent against a ply the game is not at, which the server refuses.
        if (state.spoil && text.startsWith('{"t":"act"')) {
          const act = JSON.parse(text) as { ply: number };
          return server.send(JSON.stringify({ ...act, ply: act.ply + 1 }));
        }
        server.send(message);
      });
    },
    release() {
      state.hold = false;
      for (const message of state.held.splice(0)) state.page?.send(message);
    },
  };
}

/** Taps a column and says, from the page's own clock, how long until a disc was added to the board. */
async function tapAndTime(page: Page, col: number): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { tapAt?: number; discAt?: number };
    w.tapAt = undefined;
    w.discAt = undefined;
    const board = document.querySelector('[data-testid="board"]');
    const before = document.querySelectorAll("[data-cell]").length;
    document.addEventListener("click", () => (w.tapAt ??= performance.now()), { capture: true, once: true });
    const seen = new MutationObserver(() => {
      if (document.querySelectorAll("[data-cell]").length > before) {
        w.discAt ??= performance.now();
        seen.disconnect();
      }
    });
    if (board) seen.observe(board, { childList: true, subtree: true });
  });
  await page.tap(`[data-col="${col}"]`);
  await page.waitForFunction(() => (window as unknown as { discAt?: number }).discAt !== undefined, undefined, { timeout: 5_000 });
  return page.evaluate(() => {
    const w = window as unknown as { tapAt: number; discAt: number };
    return w.discAt - w.tapAt;
  });
}

describe.skipIf(!hasBrowser)(title, () => {
  const { record, phone } = usePhones("optimistic");
  const waitForPrompt = (page: Page, text: string) => page.getByTestId("prompt").filter({ hasText: text }).waitFor({ timeout: 10_000 });
  const discCount = (page: Page) => page.locator("[data-cell]").count();

  it("shows Red's disc before the server answers, and takes a refused one back saying why", async () => {
    const red = await phone("red");
    const yellow = await phone("yellow");
    const socket = relay();
    await red.routeWebSocket(/\/api\/games\/[0-9a-z]+\/ws/, (ws) => socket.route(ws));

    await red.goto(`${baseUrl()}/`);
    await red.getByTestId("play-online-connect-four").click();
    await red.waitForURL(/\/g\/[0-9a-z]{16}$/);
    const link = await red.getByTestId("share-link").inputValue();
    await yellow.goto(link);
    await yellow.getByTestId("take-seat").tap();
    await waitForPrompt(red, "Your turn");
    // The first move may come before the rules are loaded (then it waits for the server like any): let them load.
    await red.waitForLoadState("networkidle");

    // The server's answer is held back: Red's disc is on the board all the same.
    socket.state.hold = true;
    const ms = await tapAndTime(red, 3);
    expect(await discCount(red)).toBe(1);
    await expect.poll(() => socket.state.held.some((m) => m.startsWith('{"t":"move"')), { timeout: 5_000 }).toBe(true);
    expect(await red.locator('[data-cell="3,0"]').getAttribute("data-seat")).toBe("0");
    // The tap that made the move is not taken for a tap out of turn (the move passed the turn before it bubbled up).
    expect(await red.getByTestId("error").filter({ hasText: "Not your turn" }).count()).toBe(0);
    console.log(`[optimistic] tap to own disc on screen: ${ms.toFixed(1)} ms, the server's answer held back`);
    expect(ms).toBeLessThan(50 * 4); // < 50 ms on a quiet machine; the bound leaves room for a busy one
    await shot(red, "optimistic-1-before-answer");
    socket.release();
    await waitForPrompt(yellow, "Your turn");
    expect(await discCount(red)).toBe(1);

    // Yellow answers; Red's next move is spoiled on its way, and refused: the disc goes, the reason shows.
    await yellow.tap('[data-col="4"]');
    await waitForPrompt(red, "Your turn");
    socket.state.hold = true;
    socket.state.spoil = true;
    await tapAndTime(red, 0);
    expect(await discCount(red)).toBe(3);
    await expect.poll(() => socket.state.held.some((m) => m.startsWith('{"t":"error"')), { timeout: 5_000 }).toBe(true);
    socket.state.spoil = false;
    socket.release();
    await red.getByTestId("error").waitFor({ timeout: 5_000 });
    await expect.poll(() => discCount(red)).toBe(2);
    expect(await red.locator('[data-cell="0,0"]').count()).toBe(0);
    await waitForPrompt(red, "Your turn");
    await shot(red, "optimistic-2-refused");

    // And the game goes on from the server's state.
    await red.tap('[data-col="0"]');
    await waitForPrompt(yellow, "Your turn");
    expect(await discCount(yellow)).toBe(3);
    expect(record.pageErrors).toEqual([]);
  });
});
