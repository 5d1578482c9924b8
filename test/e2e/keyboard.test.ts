/**
 * A game of Connect Four by keyboard alone, as a player who cannot use a touch screen or a
 * mouse plays it: Tab to the board, arrow keys to walk the columns, Enter to drop a disc.
 * The other player's moves and the end of the game are read out by the page's polite live
 * region (which is on the page before it changes). On a phone held sideways, the whole board and
 * the prompt beside it are on the screen as the page opens. Debian's Chromium against `wrangler dev`;
 * the opponent plays through its own socket.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { SeatGrant } from "../../shared/protocol";
import { baseUrl, browserSuite, hasBrowser, shot, usePhones } from "./browser";
import { livePage, opponent, post } from "./opponent";

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

  /** Where an element stands on the screen, rounded: null when it is not on the page. */
  const place = (page: Page, selector: string) =>
    page.evaluate((s) => {
      const box = document.querySelector(s)?.getBoundingClientRect();
      return box ? { left: Math.round(box.left), top: Math.round(box.top), right: Math.round(box.right), bottom: Math.round(box.bottom) } : null;
    }, selector);

  // A live game's page, opened by its first seat on a phone held sideways: nothing is scrolled.
  it.each([
    ["connect-four", 844, 390],
    ["connect-four", 640, 360],
    ["lines-of-action", 844, 390],
    ["lines-of-action", 640, 360],
  ] as const)("%s on a phone on its side (%i x %i): the whole board, and the prompt beside it, without scrolling", async (game, width, height) => {
    const page = await phone(`landscape-${game}-${width}`);
    await page.setViewportSize({ width, height });
    await page.goto(await livePage(game));
    await page.getByTestId("prompt").filter({ hasText: "Your turn" }).waitFor();
    await page.getByTestId("board").waitFor();
    await page.getByTestId("log").or(page.getByText("No moves yet.")).waitFor();
    expect(await page.evaluate(() => [scrollX, scrollY])).toEqual([0, 0]);
    const board = await place(page, "[data-testid=board]");
    const screen = { left: 0, top: 0, right: width, bottom: height };
    expect(board && board.left >= screen.left && board.top >= screen.top && board.right <= screen.right && board.bottom <= screen.bottom, `the board ${JSON.stringify(board)} on the screen`).toBe(true);
    const prompt = await place(page, "[data-testid=prompt]");
    expect(prompt && board && prompt.left >= board.right && prompt.bottom <= height, `the prompt ${JSON.stringify(prompt)} beside the board, on the screen`).toBe(true);
    const help = await place(page, "[data-testid=page-help]");
    expect(help && help.right <= width, "How to play on the screen").toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing wider than the screen").toBeLessThanOrEqual(width);
    const field = await place(page, "[data-testid=name-prompt] input");
    expect(field && field.right - field.left, "the name's field").toBeGreaterThanOrEqual(160);
    // Lines of Action's lines (its counts under the board in portrait) and the log stand beside the board too.
    for (const lines of game === "lines-of-action" ? ["[data-testid=board-status]", ".log"] : [".log"]) {
      const box = await place(page, lines);
      expect(box && board && box.left >= board.right, `${lines} ${JSON.stringify(box)} beside the board`).toBe(true);
    }
    await shot(page, `landscape-${game}-${width}`);
    expect(record.pageErrors).toEqual([]);
  });

  it("a finished game's replay on a phone on its side (640 x 360): the whole board, the steps beside it, nothing off the screen", async () => {
    const red = await post<SeatGrant>("/games", { game: "connect-four" });
    const yellow = await post<SeatGrant>(`/games/${red.id}/join`);
    const seats = [opponent(red.id, red.token), opponent(red.id, yellow.token)];
    for (const [ply, col] of [3, 0, 3, 1, 3, 2, 3].entries()) await seats[ply % 2]?.play(ply, col);
    const page = await phone("landscape-replay");
    await page.setViewportSize({ width: 640, height: 360 });
    await page.goto(`${baseUrl()}/g/${red.id}/replay`);
    await page.getByTestId("replay-step").filter({ hasText: "7 / 7" }).waitFor();
    // The steps can show before the board's own code has come (seen on a loaded machine).
    await page.getByTestId("board").waitFor();
    const board = await place(page, "[data-testid=board]");
    expect(board && board.top >= 0 && board.bottom <= 360 && board.right <= 640, `the board ${JSON.stringify(board)} on the screen`).toBe(true);
    const step = await place(page, "[data-testid=replay-step]");
    expect(step && board && step.left >= board.right && step.bottom <= 360, "the steps beside the board, on the screen").toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing wider than the screen").toBeLessThanOrEqual(640);
    for (const seat of seats) seat.close();
    expect(record.pageErrors).toEqual([]);
  });
});
