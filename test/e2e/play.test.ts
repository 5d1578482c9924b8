/**
 * Two phones play Connect Four from a shared link, in Debian's Chromium
 * against `wrangler dev` (started by global-setup.ts, which sets E2E_BASE_URL).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, browserSuite, hasBrowser, shot, usePhones } from "./browser";

const title = browserSuite("two phones play Connect Four from a shared link");

describe.skipIf(!hasBrowser)(title, () => {
  const { record, phone } = usePhones("connect-four");
  const prompt = (page: Page) => page.getByTestId("prompt");
  const waitForPrompt = (page: Page, text: string) =>
    page.getByTestId("prompt").filter({ hasText: text }).waitFor({ timeout: 10_000 });
  const discs = (page: Page) =>
    page.locator("[data-cell]").evaluateAll((nodes) =>
      nodes.map((n) => `${n.getAttribute("data-cell")}:${n.getAttribute("data-seat")}`).sort(),
    );

  /** Drops a disc and waits until the other phone is told it is its turn. */
  async function drop(page: Page, col: number, other: Page) {
    await waitForPrompt(page, "Your turn");
    await page.tap(`[data-col="${col}"]`);
    await waitForPrompt(other, "Your turn");
  }

  it("creates, shares, joins, plays to a win, survives a reload and starts a rematch", async () => {
    const red = await phone("red");
    const yellow = await phone("yellow");

    // Red starts an online game from the home page.
    await red.goto(`${baseUrl()}/`);
    await red.getByTestId("play-online-connect-four").click();
    await red.waitForURL(/\/g\/[0-9a-z]{16}$/);
    await waitForPrompt(red, "Waiting for a player to join");
    const link = await red.getByTestId("share-link").inputValue();
    expect(link).toBe(red.url());
    await red.getByTestId("qr").waitFor();
    // The name comes before the link: the invitation Yellow will read names whoever sent it.
    const above = async (a: string, b: string) => ((await red.getByTestId(a).boundingBox())?.y ?? 1e9) < ((await red.getByTestId(b).boundingBox())?.y ?? 0);
    expect(await above("name-prompt", "share-link")).toBe(true);
    await shot(red, "1-red-waiting");

    // Yellow opens the link on another phone and takes the free seat.
    await yellow.goto(link);
    await yellow.getByTestId("take-seat").tap();
    await waitForPrompt(yellow, "Waiting for Red");
    await waitForPrompt(red, "Your turn");
    await expect.poll(() => red.locator('[data-seat="1"][data-online="true"]').count()).toBe(1);
    await shot(yellow, "2-yellow-joined");

    // A third phone opens the link once both seats are taken: it is told it watches, and a tap says why nothing moves.
    const watcher = await phone("watcher");
    await watcher.goto(link);
    await waitForPrompt(watcher, "Red to play (you are watching)");
    await expect.poll(() => watcher.getByTestId("watching").textContent()).toBe("You are watching");
    await watcher.tap('[data-col="3"]', { force: true });
    await watcher.getByTestId("error").filter({ hasText: "You are watching" }).waitFor();

    // Red plays column 0, Yellow column 1. Red leaves the name question unanswered: playing on
    // answers it ("Skip"), so it does not stay above the board all game.
    await red.getByTestId("name-prompt").waitFor();
    await drop(red, 0, yellow);
    await red.getByTestId("name-prompt").waitFor({ state: "detached" });
    await drop(yellow, 1, red);
    await drop(red, 0, yellow);
    await drop(yellow, 1, red);
    await drop(red, 0, yellow);
    // The offer of turn alerts came after Red's first move, and went with the next.
    expect(await red.getByTestId("push-offer").count()).toBe(0);

    // A reload in the middle restores the same board and the same turn.
    const before = await discs(yellow);
    expect(before).toHaveLength(5);
    await yellow.reload();
    await waitForPrompt(yellow, "Your turn");
    expect(await discs(yellow)).toEqual(before);
    expect(await discs(red)).toEqual(before);
    await shot(yellow, "3-yellow-after-reload");

    await drop(yellow, 1, red);
    await waitForPrompt(red, "Your turn");
    // A tap out of turn says so (it used to do nothing).
    await yellow.tap('[data-col="5"]', { force: true }); // a person's finger does not wait for it to be enabled
    await yellow.getByTestId("error").filter({ hasText: "Not your turn yet" }).waitFor();
    await red.tap('[data-col="0"]');
    // Out of date once Red has moved: the message goes at once, not a few seconds later.
    await yellow.getByTestId("error").filter({ hasText: "Not your turn yet" }).waitFor({ state: "detached", timeout: 2_000 });

    // Both see the result.
    await red.getByTestId("result").filter({ hasText: "You won" }).waitFor();
    await yellow.getByTestId("result").filter({ hasText: "Red won" }).waitFor();
    expect(await red.getByTestId("win-line").count()).toBe(1);
    expect(await red.getByTestId("rematch-sides").textContent()).toContain("you play Yellow this time");
    expect(await yellow.getByTestId("rematch-sides").textContent()).toContain("you play Red this time");
    await shot(red, "4-red-won");
    await shot(yellow, "5-yellow-lost");

    // Rematch: both ask, both land in the new game with seats swapped (Yellow now moves first).
    const oldUrl = red.url();
    await red.getByTestId("rematch").tap();
    await red.getByTestId("rematch-waiting").waitFor();
    await yellow.getByTestId("rematch-offered").waitFor();
    await yellow.getByTestId("rematch").tap();
    await red.waitForURL((url) => url.href !== oldUrl && /\/g\/[0-9a-z]{16}$/.test(url.pathname));
    await yellow.waitForURL((url) => url.href !== oldUrl && /\/g\/[0-9a-z]{16}$/.test(url.pathname));
    expect(yellow.url()).toBe(red.url());
    // The watcher stays with the result, offered the rematch to watch.
    expect(watcher.url()).toBe(oldUrl);
    await watcher.getByTestId("rematch").filter({ hasText: "Go to the rematch" }).tap();
    await watcher.waitForURL(red.url());
    await waitForPrompt(yellow, "Your turn");
    await waitForPrompt(red, "Waiting for");
    expect(await prompt(red).textContent()).toContain("Waiting for");
    // Each page says the rematch has begun, and which side is whose now.
    await expect.poll(() => red.getByTestId("notice").textContent().catch(() => "")).toBe("The rematch has begun: you play Yellow.");
    await expect.poll(() => yellow.getByTestId("notice").textContent().catch(() => "")).toBe("The rematch has begun: you play Red.");
    await expect.poll(() => watcher.getByTestId("notice").textContent().catch(() => "")).toBe("The rematch has begun: you are watching.");
    await shot(yellow, "6-rematch");

    // Red's home page lists both games: the rematch (in play; Red there now is the old Yellow, to move) above the finished one.
    await red.goto(`${baseUrl()}/`);
    const rows = red.getByTestId("recent-game");
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).getAttribute("data-status")).toBe("playing");
    expect(await rows.nth(0).innerText()).toContain("Waiting for Red");
    expect(await rows.nth(1).innerText()).toContain("You won");
    await shot(red, "6b-your-games");
    await red.goBack();

    // The finished game's replay, rebuilt in the page from its moves and seed.
    await red.goto(`${oldUrl}/replay`);
    await expect.poll(() => red.getByTestId("replay-step").textContent()).toBe("7 / 7");
    expect(await discs(red)).toHaveLength(7);
    await red.getByTestId("replay-back").tap();
    await expect.poll(() => red.getByTestId("replay-step").textContent()).toBe("6 / 7");
    expect(await discs(red)).toHaveLength(6);
    expect(await red.getByTestId("replay-title").textContent()).toContain("Connect Four");
    await red.getByTestId("replay-speed-2").tap();
    await red.getByTestId("replay-play").tap();
    await expect.poll(() => red.getByTestId("replay-step").textContent()).toBe("7 / 7");
    expect(await red.getByTestId("win-line").count(), "the winning line shows in the replay").toBe(1);

    expect(record.pageErrors).toEqual([]);
  });

  it("plays the computer at Connect Four from the home page, to the end and again", async () => {
    const page = await phone("against the computer");
    await page.goto(`${baseUrl()}/`);
    // On a 360 px phone a card's buttons that share a row are one height, even where one wraps ("Play the computer").
    // The cards come with the catalog: measured once the last one is drawn.
    await page.getByTestId("play-computer-union-forever").waitFor();
    const rows = await page.locator(".card .actions").evaluateAll((cards) =>
      cards.flatMap((actions) => {
        const byTop = new Map<number, number[]>();
        for (const b of Array.from(actions.children)) {
          const r = b.getBoundingClientRect();
          // A row by its middle: its buttons' tops differ where they are centred at different heights.
          const middle = Math.round(r.top + r.height / 2);
          byTop.set(middle, [...(byTop.get(middle) ?? []), Math.round(r.height)]);
        }
        return [...byTop.values()].filter((heights) => heights.length > 1);
      }),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const heights of rows) expect(new Set(heights).size, `heights ${heights.join(", ")}`).toBe(1);
    await page.getByTestId("play-computer-connect-four").tap();
    await page.waitForURL(/\/local\/connect-four\?computers=1&level=\w+$/);
    // The first move says how to play; the next one says only whose turn it is.
    await waitForPrompt(page, "Your turn: tap a column");
    await expect.poll(() => page.getByTestId("sides").textContent()).toBe("You play Red against the computer (Perfect).");
    expect(await page.locator("h1").allInnerTexts(), "the page's one heading").toEqual(["Connect Four"]);
    const count = () => page.locator("[data-cell]").count();
    // Given up after a move and its answer, the game starts again (the confirmation asked first).
    await page.locator('[data-col="3"]').tap();
    await expect.poll(count).toBe(2);
    await expect.poll(() => page.getByTestId("prompt").textContent()).toMatch(/^\s*Your turn\s*$/);
    await page.getByTestId("new-game").tap();
    await page.getByTestId("confirm-new-game").tap();
    await waitForPrompt(page, "Your turn");
    expect(await count()).toBe(0);
    // The game in progress outlives a visit to How to play and a reload.
    await page.locator('[data-col="3"]').tap();
    await expect.poll(count).toBe(2);
    await page.getByTestId("page-help").tap();
    await page.waitForURL(/\/help\/connect-four$/);
    await page.goBack();
    await expect.poll(count).toBe(2);
    await page.reload();
    await waitForPrompt(page, "Your turn");
    expect(await count()).toBe(2);
    // The player drops a disc in the first open column from the left; the computer answers.
    for (let moves = 0; moves < 21 && (await page.getByTestId("result").count()) === 0; moves++) {
      const before = await count();
      await page.locator('[data-col][aria-disabled="false"]').first().tap();
      await expect.poll(async () => (await page.getByTestId("result").count()) > 0 || (await count()) === before + 2).toBe(true);
      if ((await page.getByTestId("result").count()) === 0) expect(await prompt(page).textContent()).toContain("Your turn");
      // The computer's discs are yellow (seat 1), as many as the player's or one fewer.
      const seats = await page.locator("[data-cell]").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-seat")));
      const yellow = seats.filter((seat) => seat === "1").length;
      expect(seats.length - yellow - yellow).toBeLessThanOrEqual(1);
    }
    // Always dropping on the left loses to it.
    await expect.poll(() => page.getByTestId("result").textContent()).toContain("The computer won");
    expect(await page.title()).toBe("Against the computer · Connect Four");
    await shot(page, "7-computer-won");
    // Beaten by the strongest, the player is offered the level below (and none above it): a new
    // game at that level, which the home page will offer next time.
    expect(await page.getByTestId("play-harder").count()).toBe(0);
    expect(await page.getByTestId("play-easier").getAttribute("aria-label")).toBe("Play again, easier: Medium");
    await page.getByTestId("play-easier").tap();
    await page.waitForURL(/\/local\/connect-four\?computers=1&level=lookahead$/);
    await waitForPrompt(page, "Your turn");
    expect(await count()).toBe(0);
    await expect.poll(() => page.getByTestId("sides").textContent()).toBe("You play Red against the computer (Medium).");
    expect(await page.evaluate(() => localStorage.getItem("choice:level:connect-four"))).toBe("lookahead");
    expect(record.pageErrors).toEqual([]);
  });

  it("plays the computer online from the home page: the page says which side is the player's, and the computer answers", async () => {
    const page = await phone("online computer");
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId("play-computer-online-connect-four").tap();
    await page.waitForURL(/\/g\/[0-9a-z]{16}$/);
    await waitForPrompt(page, "Your turn");
    // As a game against the computer on this device says it (the online page named no side).
    await expect.poll(() => page.getByTestId("sides").textContent()).toBe("You play Red against the computer (Perfect).");
    await page.locator('[data-col="3"]').tap();
    await expect.poll(() => page.locator("[data-cell]").count()).toBe(2);
    expect(record.pageErrors).toEqual([]);
  });

  it("reloads onto the new build when a deploy has removed the chunks its page asks for, once", async () => {
    /** Each page load of a phone (a reload is one; moving between pages of the site is not). */
    const loads = (page: Page) => {
      const seen: string[] = [];
      page.on("load", () => seen.push(new URL(page.url()).pathname));
      return seen;
    };
    // A deploy removed the Connect Four board of the build this page came from: the page's
    // asks for it find nothing, and after the reload the new build's board is there.
    const page = await phone("stale build");
    const pageLoads = loads(page);
    await page.goto(`${baseUrl()}/`);
    // The document loaded so far is the old build; the next one asked for (the reload) is the new
    // build. (Counted as documents are asked for: the reloaded page may ask for the board before
    // its load event, so the count of loads cannot tell the builds apart.)
    let newDocuments = 0;
    page.on("request", (r) => r.isNavigationRequest() && r.frame() === page.mainFrame() && newDocuments++);
    await page.route(/\/assets\/board\.connect-four\.[^/]+\.js$/, (route) =>
      newDocuments === 0 ? route.fulfill({ status: 404, body: "" }) : route.continue(),
    );
    await page.getByTestId("play-online-connect-four").tap();
    await page.waitForURL(/\/g\/[0-9a-z]{16}$/);
    await waitForPrompt(page, "Waiting for a player to join");
    await page.locator("[data-col]").first().waitFor();
    expect(pageLoads).toEqual(["/", page.url().replace(baseUrl(), "")]);

    // A chunk missing from the new build too: one reload, then the page says it could not load.
    const other = await phone("missing chunk");
    const otherLoads = loads(other);
    await other.route(/\/assets\/rules\.lines-of-action\.[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
    await other.goto(`${baseUrl()}/local/lines-of-action`);
    await expect.poll(() => otherLoads.length).toBe(2);
    await other.getByTestId("missing").filter({ hasText: "could not be loaded" }).waitFor();
    await other.waitForTimeout(1000);
    expect(otherLoads).toEqual(["/local/lines-of-action", "/local/lines-of-action"]);

    // The page's own code missing: the same, with the site's error screen and a Reload button.
    const third = await phone("missing page");
    const thirdLoads = loads(third);
    await third.route(/\/assets\/replay-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
    await third.goto(`${baseUrl()}/g/000000000000/replay`);
    await expect.poll(() => thirdLoads.length).toBe(2);
    await third.getByTestId("load-failed").getByRole("button", { name: "Reload" }).waitFor();
    await third.waitForTimeout(1000);
    expect(thirdLoads).toHaveLength(2);
  });

  it("the error screen puts what failed in the console, for whoever diagnoses it", async () => {
    const page = await phone("failed page");
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.route(/\/assets\/help-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(`${baseUrl()}/help/pixel-lincoln`);
    await page.getByTestId("load-failed").waitFor();
    await expect.poll(() => errors.find((line) => line.startsWith("This page could not be shown:"))).toMatch(/help-.+\.js/);
  });
});
