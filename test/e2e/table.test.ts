/**
 * The table on two phones: a player whose phone drops off the network is shown
 * away to the other within 45 s and online again once back; names; a draw
 * offered and accepted; a resignation confirmed; a game clock counting down.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, browserSuite, hasBrowser, shot, usePhones } from "./browser";

const title = browserSuite("the table: presence, names, draws, resigning, clocks");

describe.skipIf(!hasBrowser)(title, () => {
  const { record, phone } = usePhones("table");
  const waitForPrompt = (page: Page, text: string, timeout = 10_000) => page.getByTestId("prompt").filter({ hasText: text }).waitFor({ timeout });

  /** Red starts an online Connect Four game from the home page (with a clock, if named), Yellow takes the seat (giving a name, if named). */
  async function twoPhones(clock?: string, timeout?: "lose" | "computer", yellowName?: string) {
    const red = await phone("red");
    const yellow = await phone("yellow");
    await red.goto(`${baseUrl()}/`);
    if (clock) {
      await red.getByTestId("options-connect-four").locator("summary").tap();
      await red.getByTestId(`clock-connect-four-${clock}`).tap();
      if (timeout) await red.getByTestId(`timeout-connect-four-${timeout}`).tap();
    }
    const created = red.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/games"));
    await red.getByTestId("play-online-connect-four").tap();
    if (timeout) expect((await created).postDataJSON()).toMatchObject({ timeout });
    await red.waitForURL(/\/g\/[0-9a-z]{16}$/);
    await red.getByTestId("name-skip").tap({ timeout: 3000 }).catch(() => {}); // asked once a device
    await yellow.goto(red.url());
    if (yellowName) await yellow.getByTestId("invite-name").fill(yellowName);
    await yellow.getByTestId("take-seat").tap();
    await waitForPrompt(red, "Your turn");
    // Yellow's page holds the game too (its socket open), before a test takes it offline.
    await waitForPrompt(yellow, "Waiting for Red");
    return { red, yellow };
  }

  it("shows a player whose phone went offline as away within 45 s, and online again once it is back", async () => {
    const { red, yellow } = await twoPhones();
    const yellowRow = red.locator('[data-testid="players"] [data-seat="1"]');
    await expect.poll(() => yellowRow.getAttribute("data-online")).toBe("true");
    const dropped = performance.now();
    await yellow.context().setOffline(true);
    // A tap offline is not told "not your turn": the page may not have heard the last move.
    await yellow.tap('[data-col="3"]', { force: true });
    await yellow.getByTestId("error").filter({ hasText: "Not connected" }).waitFor();
    await expect.poll(() => yellowRow.getAttribute("data-online"), { timeout: 50_000, interval: 500 }).toBe("false");
    const away = (performance.now() - dropped) / 1000;
    console.log(`[presence] shown away ${away.toFixed(1)} s after the phone went offline`);
    expect(away).toBeLessThanOrEqual(45);
    expect(await yellowRow.innerText()).toContain("away");
    await shot(red, "table-1-yellow-away");
    const back = performance.now();
    await yellow.context().setOffline(false);
    await expect.poll(() => yellowRow.getAttribute("data-online"), { timeout: 30_000, interval: 250 }).toBe("true");
    console.log(`[presence] online again ${((performance.now() - back) / 1000).toFixed(1)} s after the network came back`);
    expect(record.pageErrors).toEqual([]);
  }, 120_000);

  it("a name given once shows to the other; a draw offered and accepted; a resignation confirmed", async () => {
    const { red, yellow } = await twoPhones(undefined, undefined, "Grace");
    await expect.poll(() => red.locator('[data-testid="players"] [data-seat="1"]').innerText()).toContain("Grace");
    // The name is asked once on this device: the next game gives it by itself.
    expect(await yellow.evaluate(() => localStorage.getItem("choice:name"))).toBe("Grace");

    await red.getByTestId("offer-draw").tap();
    await yellow.getByTestId("accept-draw").waitFor();
    await shot(yellow, "table-2-draw-offered");
    await yellow.getByTestId("accept-draw").tap();
    await red.getByTestId("result").filter({ hasText: "a draw by agreement" }).waitFor();

    const again = await twoPhones();
    await again.yellow.getByTestId("resign").tap();
    await shot(again.yellow, "table-3-resign-confirm");
    await again.yellow.getByTestId("confirm-resign").tap();
    await again.red.getByTestId("result").filter({ hasText: "You won" }).waitFor();
    // The one who resigned reads it as said to them, not "Red won — Yellow resigned".
    expect(await again.yellow.locator(".result-text").textContent()).toBe("You resigned — Red won");
    expect(await again.red.getByTestId("log").innerText()).toContain("resigned");
    expect(record.pageErrors).toEqual([]);
  }, 90_000);

  it("a game clock of 3 minutes and 2 seconds counts down for the player to move, from the server's figures", async () => {
    // Chosen on the home page: when a player's time runs out, the computer plays on for them.
    const { red, yellow } = await twoPhones("3+2", "computer");
    const clock = red.getByTestId("clock-0");
    await clock.waitFor();
    const first = await clock.innerText();
    expect(first).toMatch(/^[23]:\d\d$/);
    await expect.poll(() => clock.innerText(), { timeout: 5000 }).not.toBe(first);
    expect(await red.getByTestId("clock-1").innerText()).toBe("3:00");
    await red.locator('[data-col="3"]').tap();
    await waitForPrompt(yellow, "Your turn");
    // Red gained its 2 seconds; Yellow's clock now runs.
    await expect.poll(() => yellow.getByTestId("clock-1").innerText(), { timeout: 5000 }).not.toBe("3:00");
    await shot(yellow, "table-4-clock");
    expect(record.pageErrors).toEqual([]);
  });
});
