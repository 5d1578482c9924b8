/**
 * What just happened, on phones (360 x 640), in Debian's Chromium against `wrangler dev`: in
 * every game, a move made by a player (here two sockets of the test's own, playing both seats)
 * is marked on the board of a phone watching the game, in the right place, and animates
 * there; on a second phone that asks for reduced motion (and a dark scheme) the mark is the
 * same and nothing moves. Also Lincoln's glowing half with several ways in: a tap on it
 * lists that half's ways under a title that names it.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createRng } from "../../shared/engine";
import type { Action as LincolnAction } from "../../shared/games/lincoln/actions";
import type { View as LincolnView } from "../../shared/games/lincoln/view";
import type { View as PixelView } from "../../shared/games/pixel-lincoln/view";
import type { View as UnionView } from "../../shared/games/union-forever/view";
import { type SeatGrant, type StateMessage, socketProtocols } from "../../shared/protocol";
import { buildChoices, tapHalf } from "../../web/src/games/lincoln/choices";
import { SHOTS, baseUrl, browserSuite, hasBrowser, usePhones } from "./browser";
import { followStates } from "./follow";
import { type Choice, choicesOf, tapAndWait, tapChoice } from "./lincoln-page";
import { post } from "./opponent";

const title = browserSuite("the last move: marked, and animated unless the phone asks for less motion");

/** A seat played by the test through a socket of its own, following the states a page would. */
function seatSocket(id: string, token: string) {
  const follow = followStates();
  let last: StateMessage | null = null;
  const waiting: (() => void)[] = [];
  const ws = new WebSocket(`${baseUrl().replace("http", "ws")}/api/games/${id}/ws`, socketProtocols(token));
  ws.on("message", (data) => {
    const m = follow(String(data));
    if (m.t !== "state") return;
    last = m;
    for (const w of waiting.splice(0)) w();
  });
  return {
    state: () => last,
    /** Waits for a state that passes `test`. */
    async until(test: (m: StateMessage) => boolean, what: string): Promise<StateMessage> {
      const deadline = Date.now() + 15_000;
      while (!last || !test(last)) {
        if (Date.now() > deadline) throw new Error(`no state ${what} within 15 s (ply ${last?.ply})`);
        await new Promise<void>((r) => {
          waiting.push(r);
          setTimeout(r, 500);
        });
      }
      return last;
    },
    act(ply: number, action: unknown) {
      ws.send(JSON.stringify({ t: "act", ply, action }));
    },
    close: () => ws.close(),
  };
}

type Seat = ReturnType<typeof seatSocket>;

/** A game of two with both seats taken by the test's sockets. */
async function table(game: string, options?: unknown) {
  const host = await post<SeatGrant>("/games", { game, ...(options ? { options } : {}) });
  const guest = await post<SeatGrant>(`/games/${host.id}/join`);
  const seats: Seat[] = [];
  seats[host.seat] = seatSocket(host.id, host.token);
  seats[guest.seat] = seatSocket(host.id, guest.token);
  for (const s of seats) await s.until((m) => m.status === "playing", "playing");
  const grants: SeatGrant[] = [];
  grants[host.seat] = host;
  grants[guest.seat] = guest;
  return {
    id: host.id,
    seats,
    grants,
    /** The seat to decide now, with its state (both sockets on the same ply); null once the game is over. */
    async decider(): Promise<{ seat: number; m: StateMessage } | null> {
      for (let i = 0; i < 300; i++) {
        if (seats.some((s) => s.state()?.status === "over")) return null;
        const plies = seats.map((s) => s.state()?.ply ?? -1);
        if (plies.every((p) => p === plies[0]))
          for (const [seat, s] of seats.entries()) {
            const m = s.state();
            if (m && m.legal.length > 0) return { seat, m };
          }
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error("nobody has anything to decide");
    },
    /** One action by the seat to decide; resolves once every socket has the next state. */
    async play(choose: (m: StateMessage, seat: number) => unknown): Promise<void> {
      const next = await this.decider();
      if (!next) throw new Error("the game is over");
      const { seat, m } = next;
      seats[seat]?.act(m.ply, choose(m, seat));
      await Promise.all(seats.map((s) => s.until((n) => n.ply > m.ply, `after ply ${m.ply}`)));
    },
    over: () => seats.some((s) => s.state()?.status === "over"),
    close: () => seats.forEach((s) => s.close()),
  };
}

/** Records, in the page, every move animation that starts (Web Animations with the id "last-move", and Connect Four's CSS fall) and whether it ran to its end. */
function recordAnimations() {
  type Record = { what: string; state: string };
  const w = window as unknown as { moveAnimations: Record[]; hiding: Element | null };
  w.moveAnimations = [];
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (this: Element, ...args: Parameters<Element["animate"]>) {
    const a = animate.apply(this, args);
    if (a.id !== "last-move") w.hiding = this; // the piece hidden while its copy slides
    if (a.id === "last-move") {
      // A piece sliding on top is a copy (data-slide): what it copies is the element it hides meanwhile.
      const hidden = this.hasAttribute("data-slide") ? w.hiding : this;
      const what = (el: Element | null) => el?.getAttribute("data-counter") ?? el?.getAttribute("data-unit") ?? el?.getAttribute("data-piece-at") ?? el?.className.toString() ?? "";
      const r = { what: what(hidden), state: "running" };
      w.moveAnimations.push(r);
      a.finished.then(
        () => (r.state = "finished"),
        () => (r.state = "cancelled"),
      );
    }
    return a;
  };
  document.addEventListener("animationstart", (e) => {
    if (e.animationName === "c4-fall") w.moveAnimations.push({ what: "c4-fall", state: "running" });
  });
  document.addEventListener("animationend", (e) => {
    const r = w.moveAnimations.find((x) => x.what === e.animationName && x.state === "running");
    if (r) r.state = "finished";
  });
}

const animations = (page: Page) =>
  page.evaluate(() => (window as unknown as { moveAnimations: { what: string; state: string }[] }).moveAnimations);

describe.skipIf(!hasBrowser)(title, () => {
  const { record, phone } = usePhones("last-move");

  /** Two phones watching game `id`: one as it comes, one asking for reduced motion in the dark. */
  async function watchers(id: string, seatToken?: string): Promise<[Page, Page]> {
    const moving = await phone("moving");
    const still = await phone("still");
    await still.emulateMedia({ reducedMotion: "reduce", colorScheme: "dark" });
    for (const page of [moving, still]) {
      await page.addInitScript(recordAnimations);
      await page.goto(`${baseUrl()}/g/${id}${seatToken ? `#token=${seatToken}` : ""}`);
      await page.locator("[data-testid=board]").first().waitFor({ timeout: 15_000 });
    }
    return [moving, still];
  }

  /**
   * Once the mark is shown on both phones: an animation ran to its end on the first, none
   * started on the second; then each is photographed with the mark in the middle of the screen.
   */
  async function checkMotion([moving, still]: [Page, Page], mark: string, name: string) {
    await moving.locator(mark).first().waitFor({ timeout: 10_000 });
    await still.locator(mark).first().waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await animations(moving)).filter((a) => a.state === "finished").length, { timeout: 5_000 }).toBeGreaterThan(0);
    expect((await animations(moving)).filter((a) => a.state === "cancelled")).toEqual([]);
    await still.waitForTimeout(600);
    expect(await animations(still), "animations under reduced motion").toEqual([]);
    expect(await still.evaluate(() => document.getAnimations().filter((a) => a.id === "last-move" || (a as CSSAnimation).animationName === "c4-fall").length)).toBe(0);
    for (const [page, file] of [[moving, name], [still, `${name}-dark`]] as const) {
      await page.locator(mark).first().evaluate((el) => el.scrollIntoView({ block: "center", inline: "center" }));
      await page.waitForTimeout(100);
      await page.screenshot({ path: `${SHOTS}${file}.png` });
    }
  }

  it("Connect Four: the disc falls, its cell is marked once it has landed; under reduced motion it is only marked", async () => {
    const t = await table("connect-four");
    const pages = await watchers(t.id);
    // Frame by frame on both phones, from the frame the disc is drawn: whether it is falling, and how visible the dot is.
    const frames = pages.map((page) =>
      page.evaluate(
        () =>
          new Promise<{ falling: boolean; dot: number }[]>((done) => {
            const seen: { falling: boolean; dot: number }[] = [];
            let drawn = 0;
            const frame = (now: number) => {
              const disc = document.querySelector('[data-cell="3,0"]');
              const dot = document.querySelector(".c4-last");
              if (disc) seen.push({ falling: disc.getAnimations().some((a) => a.playState === "running"), dot: dot ? Number(getComputedStyle(dot).opacity) : 0 });
              drawn ||= disc ? now : 0;
              // The longest fall is 350 ms, and the dot fades in over 150 ms after it.
              if (!drawn || now - drawn < 800) requestAnimationFrame(frame);
              else done(seen);
            };
            requestAnimationFrame(frame);
          }),
      ),
    );
    await t.play(() => ({ col: 3 }));
    const [moving, still] = await Promise.all(frames);
    expect(moving?.some((f) => f.falling), "the disc fell").toBe(true);
    expect(moving?.filter((f) => f.falling && f.dot > 0), "frames with the dot on a falling disc").toEqual([]);
    expect(moving?.at(-1)?.dot, "the dot, once the disc has landed").toBe(1);
    expect(still?.every((f) => !f.falling && f.dot === 1), "under reduced motion: no fall, the dot at once").toBe(true);
    for (const page of pages) {
      await page.locator('[data-cell="3,0"]').waitFor();
      const dot = await page.locator(".c4-last").evaluate((el) => `${el.getAttribute("cx")},${el.getAttribute("cy")}`);
      const disc = await page.locator('[data-cell="3,0"]').evaluate((el) => `${el.getAttribute("cx")},${el.getAttribute("cy")}`);
      expect(dot, "the last-move dot on the disc just dropped").toBe(disc);
    }
    await checkMotion(pages, ".c4-last", "last-move-connect-four");
    t.close();
    expect(record.pageErrors).toEqual([]);
  });

  it("Lines of Action: the piece slides from its square to the other, both squares marked", async () => {
    const t = await table("lines-of-action");
    const pages = await watchers(t.id);
    let move: { from: string; to: string } | undefined;
    await t.play((m) => (move = m.legal[0] as { from: string; to: string }));
    if (!move) throw new Error("no move");
    for (const page of pages) {
      await page.locator(`[data-square="${move.to}"][data-last=to]`).waitFor();
      expect(await page.locator("[data-last]").evaluateAll((n) => n.map((e) => `${e.getAttribute("data-square")}:${e.getAttribute("data-last")}`).sort())).toEqual(
        [`${move.from}:from`, `${move.to}:to`].sort(),
      );
    }
    await checkMotion(pages, `[data-square="${move.to}"][data-last=to]`, "last-move-lines-of-action");
    expect((await animations(pages[0])).map((a) => a.what)).toContain(move.to);
    t.close();
    expect(record.pageErrors).toEqual([]);
  });

  it("Lincoln: the counters that moved slide to their place, ringed, and the half they went to is marked", async () => {
    const rng = createRng("last-move-lincoln");
    const atOf = (m: StateMessage | null) => (m?.view as LincolnView | undefined)?.at ?? {};
    // Random actions until a counter moves from one place to another (deploys come first); a
    // game over before that (random play can lose one quickly) gives way to another.
    let moved: { id: string; to: string }[] = [];
    let t = await table("lincoln");
    let pages = await watchers(t.id);
    for (let step = 0; step < 1200 && moved.length === 0; step++) {
      if (t.over()) {
        t.close();
        for (const page of pages) await page.context().close();
        t = await table("lincoln");
        pages = await watchers(t.id);
      }
      const before = atOf(t.seats[0]?.state() ?? null);
      await t.play((m) => m.legal[rng.int(m.legal.length)]);
      const after = atOf(t.seats[0]?.state() ?? null);
      moved = Object.entries(after).flatMap(([id, p]) => {
        const was = before[id];
        return p && was && (was.loc !== p.loc || was.half !== p.half) ? [{ id, to: `${p.loc}:${p.half}` }] : [];
      });
    }
    expect(moved.length, "a counter moved").toBeGreaterThan(0);
    const first = moved[0]!;
    for (const page of pages) {
      await page.locator(`[data-counter="${first.id}"][data-moved]`).waitFor({ timeout: 10_000 });
      const marked = await page.locator("[data-moved]").evaluateAll((n) => n.map((e) => e.getAttribute("data-counter")).sort());
      expect(marked).toEqual(moved.map((m) => m.id).sort());
      for (const m of moved) expect(await page.locator(`[data-last-move="${m.to}"]`).count(), `half ${m.to} marked`).toBe(1);
    }
    await checkMotion(pages, `[data-last-move="${first.to}"]`, "last-move-lincoln");
    expect((await animations(pages[0])).map((a) => a.what)).toContain(first.id);
    t.close();
    expect(record.pageErrors).toEqual([]);
  });

  it("The Union Forever!: the unit that moved slides there, ringed, and the area it went to is outlined", async () => {
    const t = await table("union-forever", { players: 2 });
    const pages = await watchers(t.id);
    const rng = createRng("last-move-union-forever");
    const prefer = ["move", "draw"];
    let moved: { unit: string; to: string } | undefined;
    for (let step = 0; step < 300 && !moved; step++) {
      await t.play((m) => {
        for (const kind of prefer) {
          const these = (m.legal as { t: string }[]).filter((a) => a.t === kind);
          if (these.length > 0) return these[rng.int(these.length)];
        }
        return m.legal[rng.int(m.legal.length)];
      });
      const view = t.seats[0]?.state()?.view as UnionView | undefined;
      const ev = view?.events.find((e) => e.e === "moved");
      if (ev && ev.e === "moved") moved = { unit: ev.unit, to: ev.to };
    }
    if (!moved) throw new Error("no unit moved in 300 actions");
    for (const page of pages) {
      await page.locator(`[data-unit="${moved.unit}"][data-moved]`).first().waitFor({ timeout: 10_000 });
      expect(await page.locator(`[data-last-move="${moved.to}"]`).count(), `${moved.to} outlined`).toBe(1);
    }
    await checkMotion(pages, `[data-last-move="${moved.to}"]`, "last-move-union-forever");
    expect((await animations(pages[0])).map((a) => a.what)).toContain(moved.unit);
    t.close();
    expect(record.pageErrors).toEqual([]);
  });

  it("Pixel Lincoln: the card just played to the tableau, and the meeple that just moved, are ringed and grow into place", async () => {
    const t = await table("pixel-lincoln", { players: 2 });
    const pages = await watchers(t.id);
    const tableau = (m: StateMessage | null) => {
      const v = m?.view as PixelView | undefined;
      const p = v?.players[v.current];
      return p ? [...p.equip, ...p.spend] : [];
    };
    // Into Level 1, then cards played toward what lies ahead until one lands in the tableau.
    let played: string | undefined;
    let entered = false;
    for (let step = 0; step < 60 && !played; step++) {
      const before = tableau(t.seats[0]?.state() ?? null);
      await t.play((m) => {
        const legal = m.legal as { t: string }[];
        return legal.find((a) => a.t === "enter") ?? legal.find((a) => a.t === "spend" || a.t === "equip") ?? legal.find((a) => a.t !== "stop") ?? legal[0];
      });
      const v = t.seats[0]?.state()?.view as PixelView | undefined;
      if (!entered && v?.players.some((p) => p.level !== null)) {
        entered = true;
        // The meeple that came onto the Level is ringed.
        const seat = v.players.findIndex((p) => p.level !== null);
        for (const page of pages) await page.locator(`[data-meeple="${seat}"][data-last-move]`).waitFor({ timeout: 10_000 });
      }
      played = tableau(t.seats[0]?.state() ?? null).find((id) => !before.includes(id));
    }
    if (!played) throw new Error("no card reached the tableau in 60 actions");
    const mark = `[data-testid=tableau] [data-card="${played}"][data-last-move]`;
    for (const page of pages) {
      await page.locator(mark).waitFor({ timeout: 10_000 });
      expect(await page.locator("[data-testid=tableau] [data-last-move]").count()).toBe(1);
    }
    await checkMotion(pages, mark, "last-move-pixel-lincoln");
    t.close();
    expect(record.pageErrors).toEqual([]);
  });

  it("Lincoln: a tap on a glowing half with several ways in lists those ways, under a title naming the half", async () => {
    // Random play through the sockets until a decision offers a half more than one way in
    // (a rail move into a place from two others, say), then a phone takes that seat.
    const rng = createRng("last-move-half");
    let found: { t: Awaited<ReturnType<typeof table>>; seat: number; loc: string; half: 0 | 1; ways: number } | undefined;
    for (let game = 0; game < 3 && !found; game++) {
      const t = await table("lincoln");
      for (let step = 0; step < 400 && !found; step++) {
        const next = await t.decider();
        if (!next) break; // over before one came up: another game
        const { seat, m } = next;
        const c = buildChoices(m.view as LincolnView, m.legal as LincolnAction[]);
        for (const [loc, opts] of c.byLoc)
          for (const half of [0, 1] as const) {
            const tap = opts.some((o) => o.half === half) ? tapHalf(c, loc, half) : null;
            if (!found && tap && "pick" in tap && tap.pick.length > 1) found = { t, seat, loc, half, ways: tap.pick.length };
          }
        if (!found) await t.play((n) => n.legal[rng.int(n.legal.length)]);
      }
      if (!found) t.close();
    }
    if (!found) throw new Error("no half with several ways in came up in 3 games");
    const { t, seat, loc, half, ways } = found;
    const page = await phone("half");
    await page.goto(`${baseUrl()}/g/${t.id}#token=${t.grants[seat]?.token}`);
    await page.locator("[data-testid=board][data-mine=true]").waitFor({ timeout: 15_000 });
    const find = async (test: (c: Choice) => boolean) => {
      const c = (await choicesOf(page)).find(test);
      if (!c) throw new Error(`not offered: ${JSON.stringify(await choicesOf(page))}`);
      return c;
    };
    // The place first (its halves then glow), then the half.
    const place = (await choicesOf(page)).find((c) => c.kind === "place" && c.loc === loc);
    if (place) await tapAndWait(page, place);
    const halfChoice = await find((c) => c.kind === "half" && c.loc === loc && c.half === String(half));
    await tapChoice(page, halfChoice);
    await expect.poll(() => page.getByTestId("prompt-text").textContent()).toMatch(new RegExp(`, ${half === 0 ? "north" : "south"} half: which way\\?$`));
    const buttons = (await choicesOf(page)).filter((c) => c.kind === "button" && c.option !== undefined);
    expect(buttons.length, `${loc} ${half}: the half's ways as buttons (${buttons.map((b) => b.text).join(" | ")})`).toBe(ways);
    await page.getByTestId("board").evaluate((el) => el.scrollIntoView({ block: "start" }));
    await page.screenshot({ path: `${SHOTS}lincoln-half-ways.png` });
    // One of them is taken as a move.
    const version = await page.getByTestId("board").getAttribute("data-version");
    await tapChoice(page, buttons[0]!);
    await expect.poll(() => page.getByTestId("board").getAttribute("data-version")).not.toBe(version);
    t.close();
    expect(record.pageErrors).toEqual([]);
  });
});
