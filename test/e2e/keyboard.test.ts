/**
 * A game of Connect Four by keyboard alone, as a player who cannot use a touch screen or a
 * mouse plays it: Tab to the board, arrow keys to walk the columns, Enter to drop a disc.
 * The other player's moves and the end of the game are read out by the page's polite live
 * region (which is on the page before it changes). Boards fit a phone held sideways. Debian's Chromium against `wrangler dev`;
 * the opponent plays through its own socket.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { SeatGrant } from "../../shared/protocol";
import { baseUrl, browserSuite, hasBrowser, shot, usePhones } from "./browser";
import { opponent, post } from "./opponent";

const title = browserSuite("Connect Four by keyboard alone");

/** The column the keyboard focus is on, or null. */
const focusedColumn = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("data-col") ?? null);

describe.skipIf(!hasBrowser)(title, () => {
  const { record, phone } = usePhones("keyboard");

  it("walks the columns with the arrow keys, drops with Enter, and hears the other player's moves and the end", async () => {
    const red = await post<SeatGrant>("/games", { game: "connect-four" });
    const yellow = await post<SeatGrant>(`/games/${red.id}/join`);
    const page = await phone("red");
    await page.goto(`${baseUrl()}/g/${red.id}#token=${red.token}`);
    await page.getByTestId("prompt").filter({ hasText: "Your turn" }).waitFor();
    const announce = page.getByTestId("announce");
    expect(await announce.count(), "the live region is there before anything happens").toBe(1);
    expect(await announce.getAttribute("aria-live")).toBe("polite");

    // Tab until the focus reaches the board: the first column takes it.
    for (let i = 0; i < 40 && (await focusedColumn(page)) === null; i++) await page.keyboard.press("Tab");
    expect(await focusedColumn(page)).toBe("0");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await focusedColumn(page)).toBe("3");
    await page.keyboard.press("End");
    expect(await focusedColumn(page)).toBe("6");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await focusedColumn(page)).toBe("3");

    const yellowSeat = opponent(red.id, yellow.token);
    // Red stacks column 4 (index 3); Yellow plays columns 1, 2, 3. Red wins on the seventh move.
    for (const [turn, col] of [0, 1, 2].entries()) {
      await page.keyboard.press("Enter");
      await page.locator(`[data-cell="3,${turn}"]`).waitFor();
      await yellowSeat.play(turn * 2 + 1, col);
      await page.locator(`[data-cell="${col},0"]`).waitFor();
      await page.getByTestId("prompt").filter({ hasText: "Your turn" }).waitFor();
      expect(await announce.innerText(), "Yellow's move is read out").toBe(`Yellow dropped a disc in column ${col + 1}.`);
      expect(await focusedColumn(page), "the focus stays on the column").toBe("3");
    }
    await page.keyboard.press("Enter");
    await page.getByTestId("result").waitFor();
    expect(await announce.innerText(), "the end is read out").toMatch(/^You won/);
    await shot(page, "keyboard-won");
    yellowSeat.close();
    expect(record.pageErrors).toEqual([]);
  });

  it.each(["connect-four", "lines-of-action"])("%s: the whole board fits a phone on its side (844 x 390)", async (game) => {
    const page = await phone(`landscape-${game}`);
    await page.setViewportSize({ width: 844, height: 390 });
    await page.goto(`${baseUrl()}/local/${game}`);
    const board = page.getByTestId("board");
    await board.waitFor();
    await board.scrollIntoViewIfNeeded();
    const box = await board.boundingBox();
    expect(box && box.height, "the board's height").toBeLessThanOrEqual(390);
    expect(box && box.width, "the board's width").toBeLessThanOrEqual(844);
    await shot(page, `landscape-${game}`);
  });
});
