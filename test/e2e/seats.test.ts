/**
 * A seat stays this device's: a network that breaks WebSockets costs nobody
 * their seat, a token the server refuses is kept and offered again, and a
 * link carrying another seat asks before it replaces the one stored here.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, browserSuite, hasBrowser, shot, usePhones } from "./browser";

const title = browserSuite("seats stay on the device that holds them");

/** The seat record this device stores for game `id`. */
const stored = (page: Page, id: string) => page.evaluate((key) => localStorage.getItem(key), `seat:${id}`);

describe.skipIf(!hasBrowser)(title, () => {
  const { record, phone } = usePhones("seats");

  /** A phone that started an online Connect Four game: its page, the game's id and its stored seat. */
  async function host(name: string) {
    const page = await phone(name);
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId("play-online-connect-four").click();
    await page.waitForURL(/\/g\/[0-9a-z]{16}$/);
    await page.getByTestId("prompt").filter({ hasText: "Waiting for a player to join" }).waitFor();
    const id = new URL(page.url()).pathname.split("/")[2]!;
    return { page, id, seat: (await stored(page, id))! };
  }

  it("keeps the seat through a network that breaks every WebSocket, and plays on once it is back", async () => {
    const { page, id, seat } = await host("flaky");
    // Every socket now fails before it opens, as behind a proxy that blocks them.
    let failed = 0;
    let blocked = true;
    await page.routeWebSocket(/\/ws$/, (ws) => {
      if (!blocked) return void ws.connectToServer();
      failed++;
      ws.close();
    });
    await page.reload();
    await expect.poll(() => failed, { timeout: 60_000 }).toBeGreaterThanOrEqual(4);
    expect(await stored(page, id), "the seat is still stored after repeated failures").toBe(seat);
    await page.getByTestId("connection").waitFor();
    await shot(page, "seats-1-network-failing");
    // The network comes back: the same seat, with nothing taken from it.
    blocked = false;
    await page.getByTestId("connection").getByRole("button", { name: "Retry now" }).tap();
    await page.getByTestId("prompt").filter({ hasText: "Waiting for a player to join" }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('[data-seat="0"][data-online="true"]').count()).toBe(1);
    expect(await stored(page, id)).toBe(seat);
    expect(record.pageErrors).toEqual([]);
  });

  it("keeps a token the server refuses, says so, and offers to try again or to watch", async () => {
    const { page, id, seat } = await host("refused");
    const forged = JSON.stringify({ ...JSON.parse(seat), token: "not-a-token-of-this-game" });
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [`seat:${id}`, forged]);
    await page.reload();
    const notice = page.getByTestId("seat-refused");
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/does not know this device's seat/);
    await shot(page, "seats-2-token-refused");
    expect(await stored(page, id), "the refused token is kept").toBe(forged);
    // Trying again asks the server again (and is refused again): nothing is deleted.
    await page.getByTestId("seat-retry").tap();
    await notice.waitFor();
    expect(await stored(page, id)).toBe(forged);
    // Watching works, still keeping the token.
    await page.getByTestId("seat-watch").tap();
    await notice.waitFor({ state: "hidden" });
    await page.getByTestId("take-seat").waitFor();
    expect(await stored(page, id)).toBe(forged);
  });

  it("asks before a link's seat replaces a different seat stored here, and keeps the old one unless told", async () => {
    const { page, id, seat } = await host("holder");
    const link = `${baseUrl()}/g/${id}#token=someone-elses-token&seat=1`;
    // Opened from a message, as a new page load.
    await page.goto("about:blank");
    await page.goto(link);
    const ask = page.getByTestId("seat-conflict");
    await ask.waitFor();
    expect(new URL(page.url()).hash, "the token leaves the address bar").toBe("");
    await shot(page, "seats-3-link-asks");
    await page.getByTestId("keep-seat").tap();
    await ask.waitFor({ state: "hidden" });
    expect(await stored(page, id)).toBe(seat);
    await page.getByTestId("prompt").filter({ hasText: "Waiting for a player to join" }).waitFor();
    // Asked again, the player takes the link's seat.
    await page.goto("about:blank");
    await page.goto(link);
    await ask.waitFor();
    await page.getByTestId("use-link-seat").tap();
    await expect.poll(async () => JSON.parse((await stored(page, id)) ?? "{}").token).toBe("someone-elses-token");
  });
});
