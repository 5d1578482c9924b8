/**
 * A resignation ends a game outside its rules: the boards that write their own end line
 * (Pixel Lincoln, Lincoln, The Union Forever!) say who resigned where their prompt was, at
 * 360 x 640, instead of the decision that was pending when the game stopped.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, browserSuite, hasBrowser, usePhones } from "./browser";

const title = browserSuite("a resignation's line on the boards");

/** Starts a game from the home card's button, waits for the board's prompt, resigns and waits for the result. */
async function startAndResign(page: Page, button: string, prompt: string): Promise<void> {
  await page.goto(`${baseUrl()}/`);
  await page.getByTestId(button).tap();
  await page.waitForURL(/\/g\/[0-9a-z]{16}$/);
  await page.getByTestId(prompt).waitFor({ timeout: 15_000 });
  await page.getByTestId("resign").tap();
  await page.getByTestId("confirm-resign").tap();
  await page.getByTestId("result").waitFor();
}

describe.skipIf(!hasBrowser)(title, () => {
  const { record, phone } = usePhones("resigned");

  it("Pixel Lincoln solo: the board's prompt says the game is over, the player resigned, and the hand's dock lets go", async () => {
    const page = await phone("pixel");
    await startAndResign(page, "play-solo-pixel-lincoln", "prompt-text");
    await expect.poll(() => page.getByTestId("prompt-text").textContent()).toBe("Game over — Player 1 resigned");
    expect(await page.getByTestId("hand").count(), "the hand drawer of a game over").toBe(0);
    expect(record.pageErrors).toEqual([]);
  });

  it("Lincoln against the computer online: the board's prompt says who won and that the player resigned", async () => {
    const page = await phone("lincoln");
    await startAndResign(page, "play-computer-online-lincoln", "lincoln-prompt");
    const result = await page.locator(".result-text").textContent();
    expect(result).toMatch(/ resigned$/);
    await expect.poll(() => page.getByTestId("prompt-text").textContent()).toBe(result);
    expect(record.pageErrors).toEqual([]);
  });

  it("The Union Forever! solo: the box above the map says the player resigned", async () => {
    const page = await phone("union");
    await startAndResign(page, "play-solo-union-forever", "uf-prompt");
    const result = await page.locator(".result-text").textContent();
    expect(result).toMatch(/ resigned$/);
    await expect.poll(() => page.getByTestId("uf-prompt").textContent()).toBe(result);
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
