/**
 * Pixel Lincoln online against the computer, at 360 x 640, as a stranger meets it: how the
 * players list names a computer's seat, how a resignation and a lost solo game end on the
 * page and on the board, and what the rematch says.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, browserSuite, hasBrowser, resign, startFromHome, usePhones } from "./browser";

const title = browserSuite("Pixel Lincoln's endings and the computer's seats");

/** "Play solo" from the home page, until the board asks where the meeple enters. */
async function solo(page: Page): Promise<void> {
  await startFromHome(page, "play-solo-pixel-lincoln");
  await page.locator("[data-testid=board][data-you='0']").waitFor({ timeout: 15_000 });
}

/** From the home page: a table of `players` seats, the last `computers` of them Careful computers, online. */
async function tableWithComputers(page: Page, players: number, computers: number): Promise<void> {
  await page.goto(`${baseUrl()}/`);
  await page.getByTestId(`players-pixel-lincoln-${players}`).tap();
  await page.getByTestId("options-pixel-lincoln").locator("summary").tap();
  await page.getByTestId("level-pixel-lincoln-careful").tap();
  await page.getByTestId(`computers-pixel-lincoln-${computers}`).tap();
  await page.getByTestId("play-online-pixel-lincoln").tap();
  await page.waitForURL(/\/g\/[0-9a-z]{16}$/);
  await page.locator("[data-testid=board][data-you='0']").waitFor({ timeout: 15_000 });
}

/** The page's players list, a line a seat ("Computer 1 · Careful | to play"). */
async function playersList(page: Page): Promise<string[]> {
  await page.locator("ul.players .player").first().waitFor();
  return page.locator("ul.players .player").evaluateAll((rows) =>
    rows.map((row) => `${row.querySelector(".player-name")?.textContent?.trim()} | ${row.querySelector(".player-state")?.textContent?.trim()}`),
  );
}

describe.skipIf(!hasBrowser)(title, () => {
  const { record, phone } = usePhones("pixel-lincoln-ending");

  it("online for two, one resigns: each result speaks to its reader, and the rematch says who begins, not that sides swap", async () => {
    const host = await phone("host");
    const guest = await phone("guest");
    await host.goto(`${baseUrl()}/`);
    await host.getByTestId("players-pixel-lincoln-2").tap();
    await host.getByTestId("play-online-pixel-lincoln").tap();
    await host.waitForURL(/\/g\/[0-9a-z]{16}$/);
    await guest.goto(await host.getByTestId("share-link").inputValue());
    await guest.getByTestId("take-seat").tap();
    await guest.locator("[data-testid=board][data-you='1']").waitFor({ timeout: 15_000 });
    await resign(guest);
    await host.getByTestId("result").waitFor();
    // A stranger read "Player 1 won — Player 2 resigned" as the one who resigned, and "the sides swap" in a game without sides.
    expect(await guest.locator(".result-text").textContent()).toBe("You resigned — Player 1 won");
    expect(await host.locator(".result-text").textContent()).toBe("You won — Player 2 resigned!");
    // The server moves the seats round: this game's seat 1 is the rematch's seat 0, who plays first.
    expect(await guest.getByTestId("rematch-sides").textContent()).toBe("In the rematch you play first, as Player 1.");
    expect(await host.getByTestId("rematch-sides").textContent()).toBe("In the rematch you play second, as Player 2.");
    expect(record.pageErrors).toEqual([]);
  });

  it("the players list names each computer's seat by its number and level, never 'Player 2'", async () => {
    const page = await phone("three");
    await tableWithComputers(page, 3, 2);
    const rows = await playersList(page);
    expect(rows[0]).toMatch(/^Player 1 \(you\) \| /);
    expect(rows.slice(1)).toEqual(["Computer 1 · Careful | ", "Computer 2 · Careful | "]);
    expect(record.pageErrors).toEqual([]);
  });

  it("resigning against the computer: the result says so to the player, and names the winner 'Computer', without a seat's number beside it", async () => {
    const page = await phone("resigns");
    await tableWithComputers(page, 2, 1);
    await resign(page);
    await expect.poll(() => page.locator(".result-text").textContent()).toBe("You resigned — Computer won");
    expect(record.pageErrors).toEqual([]);
  });

  it("against the computer, 'Play again' says who begins the new game, and the new game says it has begun and which seat is the player's", async () => {
    const page = await phone("again");
    await tableWithComputers(page, 2, 1);
    const first = page.url();
    await resign(page);
    expect(await page.getByTestId("rematch-sides").textContent()).toBe("In the new game you play second, as Player 2.");
    await page.getByTestId("rematch").tap();
    await page.waitForURL((url) => url.href !== first && /\/g\/[0-9a-z]{16}$/.test(url.pathname));
    await expect.poll(() => page.getByTestId("notice").textContent().catch(() => "")).toBe("A new game has begun: you are Player 2.");
    await page.locator("[data-testid=board][data-you='1']").waitFor();
  });

  it("solo, given up: the result says the game is over, not that nobody won, and 'Play again' starts a new game", async () => {
    const page = await phone("solo");
    await solo(page);
    const first = page.url();
    await resign(page);
    expect(await page.locator(".result-text").textContent()).toBe("Game over — you resigned");
    const again = page.getByTestId("rematch");
    expect(await again.textContent()).toBe("Play again");
    await again.tap();
    await page.waitForURL((url) => url.href !== first && /\/g\/[0-9a-z]{16}$/.test(url.pathname));
    await expect.poll(() => page.getByTestId("notice").textContent().catch(() => "")).toBe("A new game has begun.");
    await page.locator("[data-testid=board][data-you='0'][data-stage=enter]").waitFor({ timeout: 15_000 });
    expect(record.pageErrors).toEqual([]);
  });
});
