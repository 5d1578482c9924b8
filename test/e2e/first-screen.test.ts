/**
 * The friend's first screen: whoever opens a shared link sees, without
 * scrolling on a 360x640 phone, who invited them, to which game and side, and
 * the button that takes the free seat. Every game.
 */
import { describe, expect, it } from "vitest";
import { GAMES } from "../../shared/games";
import type { SeatGrant } from "../../shared/protocol";
import { baseUrl, browserSuite, hasBrowser, shot, usePhones } from "./browser";

const title = browserSuite("the friend's first screen");

describe.skipIf(!hasBrowser)(title, () => {
  const { record, phone } = usePhones("first-screen");

  it.each(Object.values(GAMES).map((g) => [g.id, g.name] as const))("%s: who invites, the game, and Take the free seat, above the fold", async (id, name) => {
    const res = await fetch(`${baseUrl()}/api/games`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.18.77.${Math.floor(Math.random() * 250) + 1}` },
      body: JSON.stringify({ game: id, name: "Ada", ...(id === "pixel-lincoln" ? { options: { players: 2 } } : {}) }),
    });
    const host = (await res.json()) as SeatGrant;
    const friend = await phone(`friend-${id}`);
    await friend.goto(`${baseUrl()}/g/${host.id}`);
    const invite = friend.getByTestId("invite");
    await invite.waitFor();
    expect(await invite.innerText()).toContain(`Ada invites you to a game of ${name}`);
    // The page's one heading names the game, for screen readers' lists of headings.
    expect(await friend.locator("h1").allInnerTexts()).toEqual([name]);
    const button = await friend.getByTestId("take-seat").boundingBox();
    expect(button, "the button is on the page").not.toBeNull();
    expect(button!.y + button!.height, "the whole button within the first 640 px").toBeLessThanOrEqual(640);
    expect(await friend.evaluate(() => window.scrollY)).toBe(0);
    // The board says the game has not begun: not that it waits for the side the friend is asked to play.
    await friend.getByTestId("board").waitFor();
    expect(await friend.locator("main").innerText()).not.toMatch(/Waiting for the (Union|Confederacy)/);
    await shot(friend, `first-screen-${id}`);
    expect(record.pageErrors).toEqual([]);
  });

  it("the friend gives a name with the seat, and no name question then pushes the board down", async () => {
    const res = await fetch(`${baseUrl()}/api/games`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.18.78.${Math.floor(Math.random() * 250) + 1}` },
      body: JSON.stringify({ game: "connect-four", name: "Ada" }),
    });
    const host = (await res.json()) as SeatGrant;
    const friend = await phone("friend-named");
    await friend.goto(`${baseUrl()}/g/${host.id}`);
    await friend.getByTestId("invite-name").fill("Grace");
    await friend.getByTestId("take-seat").tap();
    await friend.getByTestId("invite").waitFor({ state: "detached" });
    await expect.poll(() => friend.locator("ul.players .player-name").allInnerTexts()).toEqual(["Ada (Red)", "Grace (Yellow) (you)"]);
    expect(await friend.getByTestId("name-prompt").count(), "asked again over the board").toBe(0);
    expect(record.pageErrors).toEqual([]);
  });
});
