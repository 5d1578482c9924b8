/**
 * A resignation ends a game outside its rules: the boards that write their own end line
 * (Pixel Lincoln, Lincoln, The Union Forever!) say who resigned where their prompt was, at
 * 360 x 640, instead of the decision that was pending when the game stopped; and Lincoln's dock,
 * fixed over the page while the game is played, lets go of it before and after.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite, hasBrowser, resign, startFromHome, usePhones } from "./browser";

const title = browserSuite("a resignation's line on the boards");

/** Starts a game from the home card's button, waits for the board's prompt, resigns and waits for the result. */
async function startAndResign(page: Page, button: string, prompt: string): Promise<void> {
  await startFromHome(page, button);
  await page.getByTestId(prompt).waitFor({ timeout: 15_000 });
  await resign(page);
}

describe.skipIf(!hasBrowser)(title, () => {
  const { record, phone } = usePhones("resigned");

  it("Pixel Lincoln solo: the board's prompt says the game is over, the player resigned, and the hand's dock lets go", async () => {
    const page = await phone("pixel");
    await startAndResign(page, "play-solo-pixel-lincoln", "prompt-text");
    await expect.poll(() => page.getByTestId("prompt-text").textContent()).toBe("Game over — you resigned");
    expect(await page.getByTestId("hand").count(), "the hand drawer of a game over").toBe(0);
    expect(record.pageErrors).toEqual([]);
  });

  // [game, its home button, what shows once its board is up, where the board writes its line]
  for (const [game, button, ready, line] of [
    ["Lincoln against the computer online", "play-computer-online-lincoln", "lincoln-prompt", "prompt-text"],
    ["The Union Forever! solo", "play-solo-union-forever", "uf-prompt", "uf-prompt"],
  ] as const)
    it(`${game}: the board's prompt gives the page's line, that the player resigned`, async () => {
      const page = await phone(button);
      await startAndResign(page, button, ready);
      const result = await page.locator(".result-text").textContent();
      // Said to the player who resigned ("You resigned — … won"), as on every game's page.
      expect(result).toMatch(/^(You resigned — .+ won|Game over — you resigned)$/);
      await expect.poll(() => page.getByTestId(line).textContent()).toBe(result);
      expect(record.pageErrors).toEqual([]);
    });

  /** Whether Lincoln's dock is fixed over the page, and the result's words (if any) wholly above it. */
  const lincolnDock = (page: Page) =>
    page.getByTestId("dock").evaluate((dock) => {
      const result = document.querySelector("[data-testid=result]")?.getBoundingClientRect();
      const top = dock.getBoundingClientRect().top;
      return { fixed: getComputedStyle(dock).position === "fixed", resultClear: !result || result.bottom <= top || result.top >= dock.getBoundingClientRect().bottom };
    });

  it("Lincoln online: the hand's dock stays in the page while the host waits for a player, over none of the invite", async () => {
    const page = await phone("lincoln-dock");
    await startFromHome(page, "play-online-lincoln");
    await page.getByTestId("lincoln-prompt").waitFor({ timeout: 15_000 });
    // Nobody plays before the second seat is taken: the invite and its QR code are not under a dock.
    await expect.poll(async () => (await lincolnDock(page)).fixed).toBe(false);
    expect(record.pageErrors).toEqual([]);
  });

  it("Lincoln against the computer: the dock is fixed while the game is played, and lets go at the end, over none of the result", async () => {
    const page = await phone("lincoln-dock-played");
    await startFromHome(page, "play-computer-online-lincoln");
    await page.getByTestId("lincoln-prompt").waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await lincolnDock(page)).fixed).toBe(true);
    await resign(page);
    await expect.poll(() => lincolnDock(page)).toEqual({ fixed: false, resultClear: true });
    // The result comes into sight, though the page was scrolled down to the resign button.
    await expect.poll(() => page.getByTestId("result").evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    expect(record.pageErrors).toEqual([]);
  });

  it("the replay of a game given up ends with the resignation, not 'After move n'", async () => {
    const page = await phone("replay");
    await startAndResign(page, "play-solo-pixel-lincoln", "prompt-text");
    await page.goto(`${page.url()}/replay`);
    await page.getByTestId("replay-step").waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId("replay-caption").textContent()).toBe("Game over — Player 1 resigned");
    expect(await page.getByTestId("replay-step").textContent()).toBe("0 / 0");
    expect(record.pageErrors).toEqual([]);
  });
});
