/**
 * The Union Forever! on a 360 x 640 phone: a game against the computer at its
 * strongest level (chosen in the home card's Options), the map's smallest text
 * measured at the opening zoom, started from the home page and played to its end only by tapping what the board
 * offers (lit areas, unit buttons, choice buttons), and a two-player game on
 * one phone driven the same way through every kind of decision, in which the map
 * stays where it is on the page from one decision to the next, through set-up and
 * through play. Debian's Chromium
 * against `wrangler dev` (global-setup.ts).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SHOTS, baseUrl, browserSuite, dealPageSeed, hasBrowser, shot, usePhones } from "./browser";
import { AREA_IDS, RICHMOND } from "../../shared/games/union-forever/data/map";
import { nameText, nameWidth } from "../../web/src/games/union-forever/marks";
import { textSizes } from "./text-sizes";

const title = browserSuite("The Union Forever! on a phone, by tapping");

/** The counters that the map's box cuts at its left or right edge, partly in sight. */
function cutCounters(page: Page): Promise<string[]> {
  return page.locator(".uf-map-box").evaluate((box) => {
    const edge = box.getBoundingClientRect();
    return Array.from(box.querySelectorAll(".uf-counter-body"), (body) => {
      const r = body.getBoundingClientRect();
      const cut = (r.left < edge.left && r.right > edge.left + 1) || (r.left < edge.right - 1 && r.right > edge.right);
      return cut ? (body.closest("[data-unit]")?.getAttribute("data-unit") ?? "?") : "";
    }).filter(Boolean);
  });
}

/**
 * Each area's name (or what `names` selects) that a mark (`selector`) overlaps on screen, and
 * whether that mark is drawn over it (later in the document).
 */
function marksOverNames(page: Page, selector: string, names = ".uf-area-name"): Promise<{ name: string; over: boolean }[]> {
  return page.getByTestId("board").evaluate((map, [marksSelector, namesSelector]) => {
    const marks = Array.from(map.querySelectorAll(marksSelector));
    return Array.from(map.querySelectorAll(namesSelector)).flatMap((name) => {
      const n = name.getBoundingClientRect();
      return marks
        .filter((mark) => {
          const m = mark.getBoundingClientRect();
          return Math.min(n.right, m.right) - Math.max(n.left, m.left) > 1 && Math.min(n.bottom, m.bottom) - Math.max(n.top, m.top) > 1;
        })
        .map((mark) => ({ name: name.textContent ?? "", over: !!(name.compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING) }));
    });
  }, [selector, names] as const);
}

/** A small seeded generator, so a failing run can be repeated. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
}

/** What one tap did: sent an action ("act"), picked a unit ("pick"), or nothing (the game is over); `version` is the board's before it. */
type Tapped = { over: boolean; offers: number; kind: string; key: string; decision: string; version: string | null };

/**
 * A finger that taps, each time, one of the things the board offers (the
 * elements with data-offer), chosen at random: forgoing ACTs and picking units
 * weigh less than the rest, so that games move on. The element is scrolled into
 * view if need be (the page, the map's box or the box above the map) and
 * touched where it is the topmost element 3 px around too, as a fingertip
 * lands inside a place, not on its border (a point on the border of two
 * places reaches either: Chromium's touch and elementFromPoint differ there).
 * After a tap that sent an action, the next tap first waits for the answer (a
 * new position, or the end of the game); picking a unit changes the page at
 * once. No other waits. `game` names the game in errors, to repeat it.
 */
function finger(page: Page, seed: number, game = "") {
  const random = seeded(seed);
  /** The position shown when the last action was sent, until the answer comes. */
  let sentFrom: string | null = null;
  let last = "none yet";
  return async (): Promise<Tapped> => {
    try {
      return await aimAndTap();
    } catch (error) {
      throw new Error(`${error instanceof Error ? error.message : String(error)} (last tap: ${last}; ${game})`);
    }
  };
  async function aimAndTap(): Promise<Tapped> {
    const aim = await page.evaluate(
      async ({ r, sentFrom }) => {
        const board = () => document.querySelector(".uf");
        const over = () => !!document.querySelector('[data-testid="result"]');
        const deadline = performance.now() + 10_000;
        // The map draws its places' names and tap targets a task after the board, its borders a task later.
        while ((sentFrom !== null && board()?.getAttribute("data-version") === sentFrom && !over()) || !document.querySelector('.uf-map[data-drawn="all"]')) {
          if (performance.now() > deadline) throw new Error("no answer to the last action within 10 s");
          await new Promise((done) => requestAnimationFrame(done));
        }
        const version = board()?.getAttribute("data-version") ?? null;
        const decision = board()?.getAttribute("data-decision") ?? "";
        const offers = Array.from(document.querySelectorAll("[data-offer]"), (el) => ({
          el,
          kind: el.getAttribute("data-offer") ?? "",
          key: el.getAttribute("data-key") ?? el.getAttribute("data-area") ?? "",
        }));
        const none = { over: over(), offers: offers.length, kind: "", key: "", decision, version, x: 0, y: 0 };
        const weight = (o: { kind: string; key: string }) => (o.key.startsWith("pass:") ? 0.15 : o.kind === "pick" ? 0.5 : 1);
        let left = r * offers.reduce((sum, o) => sum + weight(o), 0);
        const offer = offers.find((o) => (left -= weight(o)) <= 0) ?? offers[offers.length - 1];
        if (none.over || !offer) return none;
        let box = offer.el.getBoundingClientRect();
        // A button below the fold of the box above the map (it scrolls on a phone) is scrolled
        // to inside the box, as a finger swipes it.
        const fold = offer.el.closest(".uf-decide")?.getBoundingClientRect();
        const folded = !!fold && (box.top < fold.top || box.bottom > fold.bottom);
        if (folded || box.top < 0 || box.bottom > innerHeight || box.left < 0 || box.right > innerWidth) {
          offer.el.scrollIntoView({ block: folded ? "nearest" : "center", inline: "center" });
          // Let the scroll settle before the finger comes down, or the touch only stops the scroll.
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          box = offer.el.getBoundingClientRect();
        }
        const points = [[0.5, 0.5]];
        for (let i = 1; i < 8; i++) for (let j = 1; j < 8; j++) points.push([i / 8, j / 8]);
        const hits = (x: number, y: number) => {
          const hit = document.elementFromPoint(x, y);
          return !!hit && (hit === offer.el || offer.el.contains(hit));
        };
        const inside = (x: number, y: number) => hits(x, y) && hits(x - 3, y) && hits(x + 3, y) && hits(x, y - 3) && hits(x, y + 3);
        // A fingertip's width inside the element, else (a sliver left uncovered) any point of it.
        for (const test of [inside, hits])
          for (const [fx = 0.5, fy = 0.5] of points) {
            const x = box.left + box.width * fx;
            const y = box.top + box.height * fy;
            if (test(x, y)) return { ...none, kind: offer.kind, key: offer.key, x, y };
          }
        return { ...none, kind: offer.kind, key: offer.key, x: -1, y: -1 };
      },
      { r: random(), sentFrom },
    );
    sentFrom = null;
    if (aim.over || aim.offers === 0) return aim;
    if (aim.x < 0) throw new Error(`${aim.key} (${aim.kind}) is offered but cannot be touched`);
    await page.touchscreen.tap(aim.x, aim.y);
    last = `${aim.key} (${aim.kind}) at ${aim.x.toFixed(1)}, ${aim.y.toFixed(1)} in decision ${aim.decision}, version ${aim.version}`;
    if (aim.kind === "act") sentFrom = aim.version;
    return aim;
  }
}

describe.skipIf(!hasBrowser)(title, () => {
  const { record, phone } = usePhones("union-forever");

  /** A solo game from the home page's button, with the test server's deck for seed 4, its map drawn. */
  async function solo(name: string): Promise<Page> {
    const page = await phone(name, { seed: "4" });
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId("play-solo-union-forever").tap();
    await page.waitForURL(/\/g\/[0-9a-z]{16}$/);
    await page.locator('.uf-map[data-drawn="all"]').waitFor({ timeout: 15_000 });
    return page;
  }

  it("plays a whole game against the computer at its strongest level from the home page, only by tapping", { timeout: 180_000 }, async () => {
    const page = await phone("solo");

    await page.goto(`${baseUrl()}/`);
    // The strongest level (Strong, also the default), chosen in the card's Options.
    await page.getByTestId("options-union-forever").locator("summary").tap();
    const strong = page.getByTestId("level-union-forever-strong");
    await strong.tap();
    expect(await strong.getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByTestId("options-union-forever").locator("summary").textContent()).toContain("computer: Strong");
    await page.getByTestId("play-solo-union-forever").tap();
    await page.waitForURL(/\/g\/[0-9a-z]{16}$/);
    await page.getByTestId("uf-prompt").filter({ hasText: "draw a card" }).waitFor({ timeout: 15_000 });
    await page.getByTestId("prompt").filter({ hasText: "Your turn" }).waitFor();
    await page.locator('.uf-map[data-drawn="all"]').waitFor();

    // The header's "How to play" stays on one line beside the game's long name (it wrapped in two).
    const helpLines = await page.getByTestId("page-help").evaluate((el) => {
      const text = document.createRange();
      text.selectNodeContents(el);
      return text.getClientRects().length;
    });
    expect(helpLines, "How to play on one line").toBe(1);

    // One seat, the Union, as the page says; the computer has set up the Confederacy already.
    await expect.poll(() => page.getByTestId("sides").textContent()).toBe("You play the Union against the computer (Strong).");
    await expect.poll(() => page.locator(".player").count()).toBe(1); // the row comes once the board is drawn
    expect(await page.locator(".uf").getAttribute("data-phase")).toBe("play");
    const onMap = (prefix: string) => page.getByTestId("board").locator(`[data-unit^="${prefix}"]`).count();
    expect(await onMap("ca-")).toBe(3);
    expect(await onMap("cm-")).toBe(3);
    expect(await onMap("ua-")).toBe(3);
    expect(await page.locator("[data-penny]").count()).toBe(1);
    expect(await page.getByTestId("anaconda").getAttribute("data-anaconda")).toBe("in-effect");
    expect(await page.getByTestId("deck").getAttribute("data-count")).toBe("29");

    // The map's box fits the phone's width; the map opens zoomed in, at twice that, and
    // every area is a touch target of 44 px or more.
    const box = await page.locator(".uf-map-box").boundingBox();
    expect(box?.width).toBe(360);
    const map = await page.getByTestId("board").boundingBox();
    expect(map?.width).toBe(720);
    // With nothing on the map to decide yet (the Union draws first), it opens on Richmond, the
    // war's goal, which lies off the right edge of a map opened on the west.
    const richmond = await page.locator(`[data-region="${RICHMOND}"]`).boundingBox();
    expect(richmond && richmond.x >= 0 && richmond.x + richmond.width <= 360, "Richmond in sight at the opening").toBe(true);
    // No counter is cut at the box's edges (the Union's armies in the North were, at the left),
    // nor after Fit map and Zoom again.
    expect(await cutCounters(page), "counters cut at the opening").toEqual([]);
    const scrolled = () => page.locator(".uf-map-box").evaluate((box) => box.scrollLeft);
    const opened = await scrolled();
    const zoom = page.getByTestId("zoom");
    await zoom.tap();
    await expect.poll(() => zoom.textContent()).toBe("Zoom");
    await zoom.tap();
    await expect.poll(() => page.getByTestId("board").evaluate((map) => map.getBoundingClientRect().width)).toBe(720);
    await expect.poll(scrolled, { message: "the same opening after Fit map and Zoom" }).toBe(opened);
    expect(await cutCounters(page), "counters cut after Fit map and Zoom").toEqual([]);
    await page.evaluate(() => scrollTo(0, 0));
    const areas = await page.locator("[data-area]").evaluateAll((nodes) =>
      nodes.map((n) => {
        const r = n.getBoundingClientRect();
        return { area: n.getAttribute("data-area"), w: Math.round(r.width), h: Math.round(r.height) };
      }),
    );
    expect(areas).toHaveLength(40);
    // Every text on the map, as drawn at the opening zoom: 11 CSS px or more.
    const labels = await textSizes(page.locator(".uf-map-frame"));
    const smallest = labels.reduce((a, b) => (b.px < a.px ? b : a));
    console.log(`[union-forever] ${labels.length} map texts at the opening zoom; the smallest ${smallest.px.toFixed(1)} px ("${smallest.text}")`);
    expect(labels.length).toBeGreaterThan(40);
    expect(smallest.px, `"${smallest.text}"`).toBeGreaterThanOrEqual(11);
    for (const a of areas) {
      expect(a.w, a.area ?? "").toBeGreaterThanOrEqual(44);
      expect(a.h, a.area ?? "").toBeGreaterThanOrEqual(44);
    }
    await shot(page, "union-forever-1-start");

    const tap = finger(page, 20_260_601);
    let taps = 0;
    let midShot = false;
    // The first line of each kind at the top as it comes (just-rolled, just-moved, just-turn): read
    // after each tap, a line that an answer brought could go with the next tap before it was read.
    await page.evaluate(() => {
      const seen: Record<string, string> = {};
      (window as unknown as { seen: Record<string, string> }).seen = seen;
      new MutationObserver(() => {
        for (const line of Array.from(document.querySelectorAll<HTMLElement>('[data-testid^="just-"]'))) seen[line.dataset.testid ?? ""] ??= line.textContent ?? "";
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    /** Taps on a unit over a place where the picked one may act (checked a few times when met). */
    let pickedOnMap = 0;
    let drawsSeen = 0;
    let cueSeen = false;
    const started = Date.now();
    for (;;) {
      const tapped = await tap();
      if (tapped.over) break;
      // A lit unit standing where the picked army may go: a tap on it picks it and sends nothing.
      const overAct = page.locator('[data-key^="pick-on-map:"]');
      if ((await overAct.count()) > 0 && pickedOnMap < 3) {
        const unit = ((await overAct.first().getAttribute("data-key")) ?? "").slice("pick-on-map:".length);
        const before = await page.locator(".uf").getAttribute("data-version");
        await overAct.first().dispatchEvent("click");
        await expect.poll(() => page.locator(`[data-key="pick:${unit}"]`).getAttribute("aria-pressed")).toBe("true");
        expect(await page.locator(".uf").getAttribute("data-version"), "nothing sent").toBe(before);
        pickedOnMap++;
      }
      expect(tapped.offers, `nothing to tap after ${taps} taps (${tapped.decision})`).toBeGreaterThan(0);
      // The box's "more below" cue is an opaque strip over its foot: a line under it is hidden, not read through its words.
      // Read in one go: the cue comes and goes as the box scrolls, and a style read from a cue gone is blank.
      const paint = cueSeen
        ? null
        : await page.evaluate(() => {
            const cue = document.querySelector(".uf-more");
            return cue ? { image: getComputedStyle(cue).backgroundImage, color: getComputedStyle(cue).backgroundColor } : null;
          });
      if (paint) {
        expect(paint.image, "the cue's background").toBe("none");
        expect(paint.color, "the cue's background").toMatch(/^rgb\(/);
        cueSeen = true;
      }
      // A card just drawn is said once, in the box's first line, not again in its lines of what happened.
      if (drawsSeen < 5) {
        const context = (await page.locator(".uf-context").allTextContents())[0] ?? "";
        const newest = (await page.getByTestId("log").locator("li").first().textContent()) ?? "";
        if (/^The \w+ drew /.test(context) && /^The \w+ draws /.test(newest)) {
          expect(await page.getByTestId("earlier").locator("p").allTextContents(), context).not.toContain(newest);
          drawsSeen++;
        }
      }
      taps++;
      // The map in the middle of the game, with a unit picked and its moves lit.
      if (!midShot && tapped.kind === "pick" && Number(await page.locator(".uf").getAttribute("data-turn")) >= 3) {
        midShot = true;
        // What the phone shows: the decision and its buttons, then the map.
        await page.locator(".uf").evaluate((el) => el.scrollIntoView({ block: "start" }));
        await page.screenshot({ path: `${SHOTS}union-forever-2-mid-game.png` });
        await shot(page, "union-forever-2-mid-game-page");
      }
      expect(taps).toBeLessThan(2000);
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(`[union-forever] a whole game in ${taps} taps, ${seconds.toFixed(1)} s; ${pickedOnMap} units picked on the map over a place to act; ${drawsSeen} draws said once`);
    expect(drawsSeen).toBe(5);
    expect(cueSeen, "the box's 'more below' cue met").toBe(true);
    const seen = await page.evaluate(() => (window as unknown as { seen: Record<string, string> }).seen);
    // What the last dice did ("… rolled 3 (needs less than 4) → no effect"); how the computer's side moved since the
    // person last acted; a turn's end, the CRL marker's move or reinforcements.
    const [rolledLine, movedLine, turnLine, drewLine] = [seen["just-rolled"] ?? "", seen["just-moved"] ?? "", seen["just-turn"] ?? "", seen["just-drew"] ?? ""];
    // A card drawn and played out within one answer (the person's own, which the computer's
    // special ACT used at once, or the computer's), said where the eye is.
    expect(drewLine).toMatch(/^The (Union|Confederacy) draws (the \w+ of \w+|the Joker)/);
    expect(rolledLine).toMatch(/(rolled [\d+−= ]+( \(needs [^)]+\))?|\d+ against \w+ [\d+−= ]+) → /);
    expect(movedLine).toMatch(/^(The Confederate .+|Confederate Militia \d) moves from .+ to /);
    expect(turnLine).toMatch(/^(Turn \d ends|The Anaconda Plan is in effect|All of .+ is Pacified|Richmond is Pacified|The invasion succeeds|.+ arrives in the North)/);

    // The result banner names the winner; the track shows where the CRL marker ended.
    const result = (await page.getByTestId("result").textContent()) ?? "";
    expect(result).toMatch(/You won|Confederacy won/);
    expect(await page.getByTestId("uf-prompt").textContent()).toMatch(/wins/);
    const turn = Number(await page.locator(".uf").getAttribute("data-turn"));
    const crl = Number(await page.locator(".uf").getAttribute("data-crl"));
    if (result.includes("You won")) expect(crl).toBe(0);
    else expect(turn).toBe(8);
    expect(await page.getByTestId("turn-marker").count()).toBe(1);
    expect(await page.getByTestId("crl-marker").count()).toBe(1);
    await page.getByTestId("result").scrollIntoViewIfNeeded();
    await shot(page, "union-forever-3-end");
    expect(record.pageErrors).toEqual([]);
  });

  it("keeps the North's title over its band's highlight when the North is lit, in light and dark", async () => {
    // The test server's deck for seed 4 gives the Union an ordinary card first: its armies in the North are to be picked.
    const page = await solo("north-lit");
    await page.getByRole("button", { name: "Draw a card" }).tap();
    await expect.poll(() => page.locator('[data-area="north"]').getAttribute("data-offer")).toBe("pick");
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      // Each part of the title: the shapes painted over it (none may be), and its contrast against what lies under it.
      const parts = await page.getByTestId("north-title").evaluate((title) => {
        const rgba = (color: string, opacity: string) => {
          const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
          return { r, g, b, a: a * Number(opacity || 1) };
        };
        const fill = (el: Element) => {
          const style = getComputedStyle(el);
          return style.fill.startsWith("rgb") ? rgba(style.fill, style.fillOpacity) : { r: 0, g: 0, b: 0, a: 0 };
        };
        const luminance = ({ r, g, b }: { r: number; g: number; b: number }) =>
          [r, g, b].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, c, k) => sum + c * [0.2126, 0.7152, 0.0722][k]!, 0);
        const map = document.querySelector(".uf-map")!;
        return Array.from(title.children, (part) => {
          const box = part.getBoundingClientRect();
          const meets = (el: Element) => {
            const r = el.getBoundingClientRect();
            return Math.min(box.right, r.right) > Math.max(box.left, r.left) && Math.min(box.bottom, r.bottom) > Math.max(box.top, r.top);
          };
          const shapes = Array.from(map.querySelectorAll("rect, path, circle")).filter((el) => !el.closest(".uf-hits") && meets(el) && fill(el).a > 0);
          const over = shapes.filter((el) => title.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
          let under = { r: 255, g: 255, b: 255 };
          for (const el of shapes.filter((el) => !over.includes(el))) {
            const f = fill(el);
            under = { r: f.r * f.a + under.r * (1 - f.a), g: f.g * f.a + under.g * (1 - f.a), b: f.b * f.a + under.b * (1 - f.a) };
          }
          const ink = part instanceof SVGElement ? fill(part) : rgba(getComputedStyle(part).color, "1");
          const [light, dark] = [luminance(under), luminance(ink)].sort((a, b) => b - a) as [number, number];
          return { text: part.textContent ?? "", over: over.map((el) => el.getAttribute("class") ?? el.tagName), contrast: (light + 0.05) / (dark + 0.05) };
        });
      });
      console.log(`[union-forever] the North's title, lit, ${colorScheme}: ${parts.map((p) => `"${p.text}" ${p.contrast.toFixed(1)}:1`).join(", ")}`);
      expect(parts.length).toBe(2);
      for (const part of parts) {
        expect(part.over, `drawn over "${part.text}" (${colorScheme})`).toEqual([]);
        expect(part.contrast, `"${part.text}" (${colorScheme})`).toBeGreaterThanOrEqual(4.5);
      }
    }
    await page.locator(".uf-map-box").evaluate((box) => box.scrollIntoView());
    await page.screenshot({ path: `${SHOTS}union-forever-north-lit.png` });
    expect(record.pageErrors).toEqual([]);
  });

  it("shows the game's recent lines in the box above the map when the page is reloaded, not the last move's alone", async () => {
    const page = await solo("reloaded");
    // Newest first, both: the box lays its lines out from its foot up, as many as fit; the page's log lists them so.
    const log = () => page.getByTestId("log").locator("li").allTextContents();
    const earlier = () => page.getByTestId("earlier").locator("p").allTextContents();
    const tap = finger(page, 3, "reload");
    // Eight lines of play after the computer's set-up's.
    const opening = (await log()).length;
    for (let taps = 0; (await log()).length < opening + 8; taps++) {
      expect((await tap()).over, "over before 8 lines").toBe(false);
      expect(taps).toBeLessThan(100);
    }
    await page.reload();
    await page.locator('.uf-map[data-drawn="all"]').waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await log()).length).toBeGreaterThanOrEqual(opening + 8);
    const lines = await log();
    const shown = await earlier();
    console.log(`[union-forever] reopened: ${shown.length} lines in the box, ${lines.length} in the log`);
    // But for a card just drawn, which the box's first line says.
    const context = (await page.locator(".uf-context").allTextContents())[0] ?? "";
    const said = /^The \w+ drew /.test(context) ? lines[0] : undefined;
    expect(shown).toEqual(lines.slice(0, 30).filter((line) => line !== said));
    expect(record.pageErrors).toEqual([]);
  });

  it("opens a solo game's log with where the computer set the Confederacy up, in the box above the map after a reload too", async () => {
    const page = await solo("solo-setup");
    const setUp = async () => (await page.getByTestId("log").locator("li").allTextContents()).filter((line) => line.startsWith("The Confederacy sets up "));
    await expect.poll(async () => (await setUp()).length).toBeGreaterThan(0);
    const before = await setUp();
    await page.reload();
    await page.locator('.uf-map[data-drawn="all"]').waitFor({ timeout: 15_000 });
    await expect.poll(setUp).toEqual(before);
    const box = await page.getByTestId("earlier").locator("p").allTextContents();
    expect(box.filter((line) => line.startsWith("The Confederacy sets up "))).toEqual(before);
    expect(record.pageErrors).toEqual([]);
  });

  it("answers both sides' decisions by tapping in a two-player game on one phone, never stuck, and keeps the map where it is from one decision to the next, through set-up and through play", { timeout: 180_000 }, async () => {
    const page = await phone("pass-and-play");
    // UF_PAGE_SEED=n plays game n instead.
    const pageSeed = Number(process.env.UF_PAGE_SEED) || 20_261_203;
    await dealPageSeed(page, pageSeed);
    await page.goto(`${baseUrl()}/local/union-forever`);
    await page.getByTestId("uf-prompt").filter({ hasText: "Army of N. Virginia" }).waitFor({ timeout: 15_000 });
    await page.locator('.uf-map[data-drawn="all"]').waitFor();
    // During set-up there is no deck yet: it is shuffled as play starts (it said "0 left").
    expect(await page.getByTestId("deck").innerText()).toBe("Shuffled when set-up ends");
    await shot(page, "union-forever-setup");
    // The map's top on the screen; on the page (the finger scrolls the page to reach places
    // below the screen, which moves the map on the screen, not on the page); and below the
    // board's top. The page's own line above the board ("Confederacy to play — pass the
    // device") takes two lines at 360 px and one for the Union: that moves the whole board,
    // this board's box does not.
    const mapTop = () =>
      page.locator(".uf-map-box").evaluate((box) => {
        const top = box.getBoundingClientRect().top;
        const board = document.querySelector(".uf")?.getBoundingClientRect().top ?? Number.NaN;
        // The box's buttons, each a finger's height still.
        const buttons = Array.from(document.querySelectorAll(".uf-choice"), (b) => b.getBoundingClientRect().height);
        const phase = document.querySelector(".uf")?.getAttribute("data-phase") ?? "";
        // The box's height that nothing in it covers (the room between lines included): its
        // lines, buttons and the lines of what happened before that show whole (board.css).
        const decide = document.querySelector(".uf-decide") as HTMLElement;
        const log = decide.querySelector(".uf-log")?.getBoundingClientRect();
        const inner = decide.getBoundingClientRect();
        const [from, to] = [inner.top + decide.clientTop, inner.top + decide.clientTop + decide.clientHeight];
        const spans = Array.from(decide.children)
          .flatMap((item) => (item.classList.contains("uf-log") ? Array.from(item.children) : [item]))
          .map((item) => item.getBoundingClientRect())
          .filter((r) => r.height > 0 && (!log || r.left < log.right))
          .map((r) => [Math.max(from, r.top), Math.min(to, r.bottom)])
          .sort(([a = 0], [b = 0]) => a - b);
        let covered = 0;
        let reached = from;
        for (const [a = 0, b = 0] of spans) if (b > reached) [covered, reached] = [covered + b - Math.max(a, reached), b];
        const blank = { px: to - from - covered, of: to - from };
        return { screen: top, page: top + scrollY, inBoard: top - board, lowest: Math.min(44, ...buttons), phase, blank };
      });
    const opening = await mapTop();
    console.log(`[union-forever] the map's top at the opening: ${opening.screen.toFixed(1)} px down a 640 px screen`);
    // Below the decision, the map starts on the first screen with room to tap its top rows: set-up's
    // box is as tall as its prompt needs (it started 375 px down, under a half-blank box of play's
    // height); the areas to set up in, in sight, cut no counter at the edges (the Union's in the North were).
    expect(opening.phase).toBe("setup");
    expect(opening.screen).toBeLessThanOrEqual(260);
    expect(await cutCounters(page), "counters cut at the opening").toEqual([]);

    // Up to 250 taps, never stuck. (Every kind of decision, battles included, is checked
    // exhaustively in test/web/union-forever-offers.test.ts.)
    const tap = finger(page, 11, `UF_PAGE_SEED=${pageSeed}`);
    const kinds = new Set<string>();
    const tops: { inBoard: number; page: number; lowest: number; phase: string; blank: { px: number; of: number }; after: string }[] = [];
    const measure = async (after: string) => tops.push({ ...(await mapTop()), after });
    let nearMiss = false;
    for (let step = 0; step < 250; step++) {
      const tapped = await tap();
      if (tapped.over) break;
      expect(tapped.offers, `nothing to tap at step ${step} (${tapped.decision}; UF_PAGE_SEED=${pageSeed})`).toBeGreaterThan(0);
      kinds.add(tapped.decision);
      // An action's answer is the next decision (a pick's comes at once).
      if (tapped.kind === "act")
        await page.waitForFunction(
          (before) => document.querySelector(".uf")?.getAttribute("data-version") !== before || !!document.querySelector('[data-testid="result"]'),
          tapped.version,
        );
      // The result banner takes the place of the page's line: the game is over.
      if ((await page.getByTestId("result").count()) > 0) break;
      await measure(`${tapped.key} (${tapped.decision})`);
      // Once, a unit picked: a tap on an area that is not lit keeps it picked, sends nothing, and
      // says why in a note under the prompt, which moves nothing either.
      if (!nearMiss && tapped.kind === "pick" && tapped.key.startsWith("pick:")) {
        nearMiss = true;
        const before = await page.locator(".uf").getAttribute("data-version");
        await page.locator("path.uf-hit[data-area]:not([data-offer])").first().dispatchEvent("click");
        await page.getByTestId("tap-note").waitFor();
        expect(await page.getByTestId("tap-note").textContent()).toMatch(/ cannot go to .+: tap a highlighted place, or another unit\.$/);
        expect(await page.locator(`[data-key="${tapped.key}"]`).getAttribute("aria-pressed")).toBe("true");
        expect(await page.locator(".uf").getAttribute("data-version"), "nothing sent").toBe(before);
        await measure("a tap beside the lit places");
      }
    }
    const range = (values: number[]) => `${Math.min(...values).toFixed(1)} to ${Math.max(...values).toFixed(1)} px`;
    console.log(
      `[union-forever] the map's top over ${tops.length} decisions: ${range(tops.map((t) => t.inBoard))} below the board's top, ` +
        `${range(tops.map((t) => t.page))} down the page`,
    );
    console.log(`[union-forever] pass and play: decisions answered by tapping: ${[...kinds].sort().join(", ")}`);
    // The Confederacy's set-up, both sides' draws and ACTs, and face cards' special ACTs came up.
    for (const kind of ["setup", "draw", "act", "special"]) expect(kinds).toContain(kind);
    expect(tops.length).toBeGreaterThan(100);
    expect(nearMiss, "a unit was picked from the list at least once").toBe(true);
    expect(Math.min(...tops.map((t) => t.lowest)), "the lowest button").toBeGreaterThanOrEqual(44);
    // It moves once, as play begins (set-up's box is shorter), and at the game's end.
    const play = tops.find((t) => t.phase === "play");
    expect(play, "play began").toBeDefined();
    const moved = (phase: string, from: number) =>
      tops.filter((t) => t.phase === phase && Math.abs(t.inBoard - from) > 2).map((t) => `${t.inBoard.toFixed(1)} px after ${t.after}`);
    expect(moved("setup", opening.inBoard).slice(0, 5), `in set-up, the map's top moved from ${opening.inBoard.toFixed(1)} px below the board's (UF_PAGE_SEED=${pageSeed})`).toEqual([]);
    const inPlay = play?.inBoard ?? Number.NaN;
    expect(moved("play", inPlay).slice(0, 5), `in play, the map's top moved from ${inPlay.toFixed(1)} px below the board's (UF_PAGE_SEED=${pageSeed})`).toEqual([]);
    // Play's box keeps its height, and no decision leaves half of it blank: a draw's two lines
    // and button left 145 px of its 252 (the lines of what happened before fill that room now).
    const played = tops.filter((t) => t.phase === "play");
    const blanks = played.map((t) => t.blank.px);
    console.log(`[union-forever] blank in play's box over ${played.length} decisions: ${(blanks.reduce((a, b) => a + b, 0) / played.length).toFixed(1)} px on average, ${Math.max(...blanks).toFixed(1)} at most`);
    expect(played.filter((t) => t.blank.px > t.blank.of / 2).map((t) => `${t.blank.px.toFixed(1)} of ${t.blank.of} px after ${t.after}`).slice(0, 5), `half-blank boxes (UF_PAGE_SEED=${pageSeed})`).toEqual([]);
    await shot(page, "union-forever-4-pass-and-play");
    expect(record.pageErrors).toEqual([]);
  });
});

describe.skipIf(!hasBrowser)(`${title}: turned on its side`, () => {
  const { record, phone } = usePhones("union-forever-turned");

  it("keeps the map zoomed to 720 px when the phone is turned on its side, and zooms in again upright", async () => {
    const page = await phone("turned");
    await page.goto(`${baseUrl()}/local/union-forever`);
    await page.locator('.uf-map[data-drawn="all"]').waitFor({ timeout: 15_000 });
    const widths = () =>
      page.locator(".uf-map-box").evaluate((box) => ({ box: box.clientWidth, map: box.querySelector(".uf-map")?.getBoundingClientRect().width ?? 0 }));
    const zoom = page.getByTestId("zoom");
    expect(await zoom.textContent()).toBe("Fit map");
    expect((await widths()).map).toBe(720);
    // On its side (640 x 360) the map stays 720 px wide, a little wider than its 616 px box, where its
    // least text is 12 px (the whole map in the box showed it at 10.3 px; twice the box, 1232 px, was
    // four screens wide).
    await page.setViewportSize({ width: 640, height: 360 });
    await expect.poll(widths).toEqual({ box: 616, map: 720 });
    expect(await zoom.textContent()).toBe("Fit map");
    await shot(page, "union-forever-6-turned");
    // Upright again: zoomed in, as it opened.
    await page.setViewportSize({ width: 360, height: 640 });
    await expect.poll(() => zoom.textContent()).toBe("Fit map");
    expect((await widths()).map).toBe(720);
    expect(record.pageErrors).toEqual([]);
  });

  it("opens with every text on the map at 11 px or more, on every width of screen", async () => {
    const page = await phone("opening-sizes");
    const smallest: string[] = [];
    // Phones upright and on their side, a small tablet, a desktop's column (the page is 40rem wide at most).
    for (const [width, height] of [[320, 568], [360, 640], [412, 915], [540, 720], [600, 960], [640, 360], [695, 900], [696, 900], [1280, 800]] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`${baseUrl()}/local/union-forever`);
      await page.locator('.uf-map[data-drawn="all"]').waitFor({ timeout: 15_000 });
      const least = (await textSizes(page.locator(".uf-map-frame"))).reduce((a, b) => (b.px < a.px ? b : a));
      const opened = await page.getByTestId("zoom").textContent();
      if (!(least.px >= 11)) smallest.push(`${width} x ${height} (${opened === "Zoom" ? "whole map" : "zoomed"}): "${least.text}" ${least.px.toFixed(1)} px`);
      // The page does not scroll sideways: a wide map scrolls in its own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
    }
    expect(smallest).toEqual([]);
    // The whole map on a 360 px phone (Fit map) shows its 10-unit texts at 6 px; the North's title, larger, keeps 11 px.
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(`${baseUrl()}/local/union-forever`);
    await page.locator('.uf-map[data-drawn="all"]').waitFor({ timeout: 15_000 });
    await page.getByTestId("zoom").tap();
    await expect.poll(() => page.getByTestId("board").evaluate((map) => map.getBoundingClientRect().width)).toBe(360);
    const title = await textSizes(page.getByTestId("north-title"));
    expect(title.map((t) => t.text)).toEqual(["THE NORTH", "Union armies gather here"]);
    expect(title.filter((t) => !(t.px >= 11)).map((t) => `"${t.text}" ${t.px.toFixed(1)} px`)).toEqual([]);
    expect(record.pageErrors).toEqual([]);
  });

  it("draws the names and army labels over the rings of lit counters, which reach over them in crowded areas", async () => {
    const page = await phone("names-over-rings");
    await dealPageSeed(page, 20_261_204);
    await page.goto(`${baseUrl()}/local/union-forever`);
    await page.locator('.uf-map[data-drawn="all"]').waitFor({ timeout: 15_000 });
    // Tapped on until a ring (lit, selected or the last move's) overlaps a name or a label: a
    // lone counter's ring reaches over its area's label in most areas, two rows' over its name
    // (a ring hid Richmond's "NV" label).
    const tap = finger(page, 5, "UF_PAGE_SEED=20261204");
    let overlaps: { name: string; over: boolean }[] = [];
    for (let step = 0; step < 200 && overlaps.length === 0; step++) {
      if ((await tap()).over) break;
      await page.locator('.uf-map[data-drawn="all"]').waitFor();
      overlaps = await marksOverNames(page, ".uf-counter-ring, .uf-counter-moved", ".uf-area-name, g:has(> .uf-tag)");
    }
    console.log(`[union-forever] names and labels a ring overlaps: ${overlaps.map((o) => o.name).join(", ")}`);
    expect(overlaps.length, "a ring over a name or label, met in play").toBeGreaterThan(0);
    expect(overlaps.filter((o) => o.over).map((o) => o.name)).toEqual([]);
    await shot(page, "union-forever-8-names-over-rings");
    expect(record.pageErrors).toEqual([]);
  });

  it("shows the North's title whole wherever the zoomed map is scrolled", async () => {
    const page = await phone("north-title");
    await page.goto(`${baseUrl()}/local/union-forever`);
    await page.locator('.uf-map[data-drawn="all"]').waitFor({ timeout: 15_000 });
    const box = page.locator(".uf-map-box");
    const most = await box.evaluate((b) => b.scrollWidth - b.clientWidth);
    expect(most, "a zoomed map scrolls sideways").toBeGreaterThan(300);
    // How much of the title the box cuts off at its edges, in CSS px, with the map scrolled to `left`.
    const cut = (left: number) =>
      box.evaluate((b, x) => {
        b.scrollLeft = x;
        return new Promise<number>((done) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const title = document.querySelector('[data-testid="north-title"]')?.getBoundingClientRect();
              const edge = b.getBoundingClientRect();
              done(title ? Math.max(0, edge.left - title.left) + Math.max(0, title.right - edge.right) : Number.NaN);
            }),
          ),
        );
      }, left);
    const cuts: string[] = [];
    for (const left of [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(f * most))) {
      const px = await cut(left);
      if (!(px < 0.5)) cuts.push(`${px.toFixed(1)} px cut, scrolled ${left} px`);
    }
    expect(cuts).toEqual([]);
    expect(record.pageErrors).toEqual([]);
  });

  it("keeps the North's title at the left of the zoomed map's box in the same frame as a scroll, not a frame behind", async () => {
    const page = await phone("north-title-follows");
    await page.goto(`${baseUrl()}/local/union-forever`);
    await page.locator('.uf-map[data-drawn="all"]').waitFor({ timeout: 15_000 });
    // Where the title stands from the box's left edge, read in the same task as the scroll, before anything else may run.
    const standsAt = (left: number) =>
      page.locator(".uf-map-box").evaluate((box, x) => {
        box.scrollLeft = x;
        return (document.querySelector('[data-testid="north-title"]')?.getBoundingClientRect().left ?? Number.NaN) - box.getBoundingClientRect().left;
      }, left);
    const most = await page.locator(".uf-map-box").evaluate((box) => box.scrollWidth - box.clientWidth);
    const at = await standsAt(0);
    // 12 map units: 14.4 px on a 720 px map.
    expect(at).toBeCloseTo(14.4, 0);
    const behind: string[] = [];
    for (const left of [100, 250, most, 30, 0]) {
      const px = await standsAt(left);
      if (Math.abs(px - at) > 0.5) behind.push(`scrolled to ${left} px: ${px.toFixed(1)} px from the edge`);
    }
    expect(behind).toEqual([]);
    expect(record.pageErrors).toEqual([]);
  });

  it("draws every area's name over the army labels, a neighbour's label hiding none", async () => {
    const page = await phone("names-over-labels");
    await page.goto(`${baseUrl()}/local/union-forever`);
    await page.locator('.uf-map[data-drawn="all"]').waitFor({ timeout: 15_000 });
    // Each name that an army label (its pill) overlaps, and whether the label is drawn over it.
    const overlaps = await marksOverNames(page, "g:has(> .uf-tag)");
    console.log(`[union-forever] army labels overlapping a name: ${overlaps.map((o) => o.name).join(", ")}`);
    expect(overlaps.length, "some labels touch a neighbour's name, as drawn").toBeGreaterThan(0);
    expect(overlaps.filter((o) => o.over).map((o) => o.name)).toEqual([]);
    expect(record.pageErrors).toEqual([]);
  });

  it("draws every area's name no wider than the room the counters leave it (marks.ts)", async () => {
    const page = await phone("name-widths");
    await page.goto(`${baseUrl()}/local/union-forever`);
    await page.locator('.uf-map[data-drawn="all"]').waitFor({ timeout: 15_000 });
    const widths = await page.getByTestId("board").evaluate((map) =>
      Array.from(map.querySelectorAll<SVGTextElement>(".uf-area-name"), (name) => ({ text: name.textContent ?? "", width: name.getBBox().width })),
    );
    const allowed = new Map(AREA_IDS.map((id) => [nameText(id), nameWidth(id)]));
    expect(widths.length).toBe(AREA_IDS.length);
    // A squeezed name's last glyph may overhang its 68 units a little (Tidewater's 0.7).
    expect(widths.filter((w) => !(w.width <= (allowed.get(w.text) ?? 0) + 1)).map((w) => `${w.text}: ${w.width.toFixed(1)} of ${allowed.get(w.text)?.toFixed(1)}`)).toEqual([]);
    expect(record.pageErrors).toEqual([]);
  });

  it("draws the areas' names over the lit areas' outlines, which run through them", async () => {
    const page = await phone("names-over-outlines");
    await page.goto(`${baseUrl()}/local/union-forever`);
    await page.locator('.uf-map[data-drawn="all"]').waitFor({ timeout: 15_000 });
    // The Confederacy's set-up lights the areas labelled N. Virginia: each name that a lit
    // outline overlaps, and whether the outline is drawn over it.
    const overlaps = await marksOverNames(page, ".uf-lit-area");
    expect(overlaps.length, "lit outlines around names").toBeGreaterThan(0);
    expect(overlaps.filter((o) => o.over).map((o) => o.name)).toEqual([]);
    await shot(page, "union-forever-7-names-over-outlines");
    expect(record.pageErrors).toEqual([]);
  });
});
