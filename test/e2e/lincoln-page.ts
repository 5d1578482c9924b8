/**
 * Driving the Lincoln board like a player: find what glows (elements marked data-choice),
 * bring one into reach (scroll the hand, close it over the map), and tap it with a finger.
 */
import type { Page } from "playwright-core";

/** Something the page offers to tap now. */
export type Choice = {
  index: number;
  /** card, place, half, button, or handoff (the pass-and-play cover). */
  kind: string;
  /** data-card, data-loc, data-act..., for choosing by policy. */
  card?: string;
  name?: string;
  top?: string;
  strength?: string;
  lead?: string;
  move?: string;
  loc?: string;
  half?: string;
  act?: string;
  option?: string;
  text: string;
};

const SELECTOR = '[data-choice], [data-testid="hand-off-ready"]';

/** Everything that glows, in page order. */
export async function choicesOf(page: Page): Promise<Choice[]> {
  return page.locator(SELECTOR).evaluateAll((nodes) =>
    nodes.map((n, index) => {
      const a = (name: string) => n.getAttribute(name) ?? undefined;
      return {
        index,
        kind: a("data-choice") ?? "handoff",
        card: a("data-card"),
        name: a("data-name"),
        top: a("data-top"),
        strength: a("data-strength"),
        lead: a("data-lead"),
        move: a("data-move"),
        loc: a("data-loc"),
        half: a("data-half"),
        act: a("data-act"),
        option: a("data-option"),
        text: (n.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 80),
      };
    }),
  );
}

/** Where a finger can tap this element now (its centre, or another point of it not covered), if anywhere. */
async function tapPoint(page: Page, index: number): Promise<{ x: number; y: number } | null> {
  return page.locator(SELECTOR).nth(index).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points: [number, number][] = [[0.5, 0.5], [0.5, 0.3], [0.5, 0.7], [0.3, 0.5], [0.7, 0.5], [0.5, 0.15], [0.5, 0.85]];
    for (const [fx, fy] of points) {
      const x = r.left + r.width * fx;
      const y = r.top + r.height * fy;
      if (x < 1 || y < 1 || x > innerWidth - 1 || y > innerHeight - 1) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === el || el.contains(hit))) return { x, y };
    }
    return null;
  });
}

/**
 * Taps one of the choices as a player would: a card is scrolled into view in the hand; a
 * place under the open hand is uncovered by closing the hand; anything else off screen is
 * scrolled to. Throws if it cannot be reached.
 */
export async function tapChoice(page: Page, choice: Choice): Promise<void> {
  const el = page.locator(SELECTOR).nth(choice.index);
  // Four ways to bring it into reach, each followed by another look (the last one's too).
  for (let attempt = 0; attempt <= 4; attempt++) {
    const point = await tapPoint(page, choice.index);
    if (point) {
      await page.touchscreen.tap(point.x, point.y);
      return;
    }
    if (attempt === 4) break;
    const onMap = choice.kind === "place" || choice.kind === "half";
    if (attempt === 0) await el.evaluate((n) => n.scrollIntoView({ block: "nearest", inline: "center" }));
    else if (attempt === 1 && onMap) {
      if ((await page.getByTestId("hand").getAttribute("data-open")) === "true") await page.getByTestId("hand-toggle").tap();
      await page.getByTestId("map-fit").tap();
    } else if (attempt === 2 && onMap) {
      await dragToMiddle(page, choice.index);
      await page.waitForTimeout(100); // the map settles where the finger left it
    }
    else await el.evaluate((n) => n.scrollIntoView({ block: "center", inline: "center" }));
  }
  throw new Error(`cannot reach ${choice.kind} "${choice.text}" ${choice.loc ?? choice.card ?? ""}: ${await whyUnreachable(page, choice.index)}`);
}

/** What stands where a finger would tap this element: for the error of a choice out of reach. */
async function whyUnreachable(page: Page, index: number): Promise<string> {
  return page.locator(SELECTOR).nth(index).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    const name = (n: Element | null) =>
      n ? `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ""}${n.getAttribute("class") ? `.${n.getAttribute("class")?.trim().replace(/\s+/g, ".")}` : ""}${n.getAttribute("data-testid") ? `[data-testid=${n.getAttribute("data-testid")}]` : ""}` : "nothing";
    const map = document.querySelector("[data-testid=map]");
    return `its box ${[r.left, r.top, r.width, r.height].map((v) => v.toFixed(1)).join(",")} in a ${innerWidth}x${innerHeight} screen; at its centre: ${name(hit)} (in ${name(hit?.parentElement ?? null)}); map viewBox ${map?.getAttribute("viewBox")} zoom ${map?.getAttribute("data-zoom")}; hand open ${document.querySelector("[data-testid=hand]")?.getAttribute("data-open")}`;
  });
}

/**
 * Drags the map (as a finger would) until a place is in the middle of the map's uncovered part:
 * off the screen's side, or under the zoom buttons. The drag starts there too: the map's own
 * middle can lie under the dock (a battle's panel, say), which would take the finger instead.
 */
async function dragToMiddle(page: Page, index: number): Promise<void> {
  const plan = await page.evaluate(
    ([selector, index]) => {
      const map = document.querySelector("[data-testid=map]");
      const el = document.querySelectorAll(selector)[index];
      if (!map || !el) return null;
      const m = map.getBoundingClientRect();
      const r = el.getBoundingClientRect();
      const x = m.left + m.width / 2;
      const open: number[] = [];
      for (let y = Math.max(m.top, 1); y < Math.min(m.bottom, innerHeight - 1); y += 4) {
        const hit = document.elementFromPoint(x, y);
        if (hit && map.contains(hit)) open.push(y);
      }
      if (open.length === 0) return null;
      const y = ((open[0] as number) + (open[open.length - 1] as number)) / 2;
      return { x, y, dx: x - r.left - r.width / 2, dy: y - r.top - r.height / 2 };
    },
    [SELECTOR, index] as const,
  );
  if (!plan) return;
  await page.mouse.move(plan.x, plan.y);
  await page.mouse.down();
  await page.mouse.move(plan.x + plan.dx, plan.y + plan.dy, { steps: 6 });
  await page.mouse.up();
}

/** The board's state, as its data attributes say. */
export async function boardState(page: Page) {
  const board = page.getByTestId("board");
  if ((await board.count()) === 0) return null;
  const a = await board.evaluate((n) => ({
    you: n.getAttribute("data-you"),
    deciding: n.getAttribute("data-deciding"),
    stage: n.getAttribute("data-stage") ?? "",
    mine: n.getAttribute("data-mine") === "true",
    turn: Number(n.getAttribute("data-turn")),
    actionsLeft: Number(n.getAttribute("data-actions-left")),
    version: Number(n.getAttribute("data-version")),
  }));
  return a;
}

/** The cards in this page's hand drawer (ids). */
export async function handCards(page: Page): Promise<string[]> {
  return page.locator("[data-hand-card]").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-hand-card") ?? ""));
}

/** A viewport screenshot (the dock is fixed to the screen, so a full-page one would misplace it). */
export async function screen(page: Page, path: string, hand?: "open" | "closed"): Promise<void> {
  const toggle = page.getByTestId("hand-toggle");
  if (hand && (await page.getByTestId("hand").getAttribute("data-open")) !== String(hand === "open")) await toggle.tap();
  await page.getByTestId("board").evaluate((el) => el.scrollIntoView({ block: "start" }));
  await page.screenshot({ path });
}

/** Counters of a side standing in a location, as the map draws them. */
export async function countersAt(page: Page, loc: string, side: "union" | "confederate"): Promise<number> {
  return page.locator(`[data-location="${loc}"] [data-counter][data-side="${side}"]`).count();
}

/** Taps a choice and waits until the page has answered: a new view, or other choices (a card or place picked). */
export async function tapAndWait(page: Page, choice: Choice): Promise<void> {
  // Read at once, not as a locator's action, which waits up to half a minute for a board that
  // a hand-off screen has taken away.
  const version = () => page.evaluate(() => document.querySelector("[data-testid=board]")?.getAttribute("data-version") ?? null);
  const before = await version();
  const signature = JSON.stringify(await choicesOf(page));
  await tapChoice(page, choice);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if ((await version()) !== before) return;
    if (JSON.stringify(await choicesOf(page)) !== signature) return;
    await page.waitForTimeout(30);
  }
  throw new Error(`no answer to the tap on ${choice.kind} "${choice.text}"`);
}

/** One look at the page: the board's state, the width of the document, and what glows, with where a finger can reach it. */
export async function snapshot(page: Page) {
  return page.evaluate((selector) => {
    const board = document.querySelector("[data-testid=board]");
    const attr = (name: string) => board?.getAttribute(name) ?? "";
    const choices = Array.from(document.querySelectorAll(selector)).map((el, index) => {
      const r = el.getBoundingClientRect();
      let point: { x: number; y: number } | null = null;
      for (const [fx, fy] of [[0.5, 0.5], [0.5, 0.3], [0.5, 0.7], [0.3, 0.5], [0.7, 0.5]] as const) {
        const x = r.left + r.width * fx;
        const y = r.top + r.height * fy;
        if (x < 1 || y < 1 || x > innerWidth - 1 || y > innerHeight - 1) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && (hit === el || el.contains(hit))) {
          point = { x, y };
          break;
        }
      }
      return {
        index,
        kind: el.getAttribute("data-choice") ?? "handoff",
        loc: el.getAttribute("data-loc") ?? undefined,
        card: el.getAttribute("data-card") ?? undefined,
        text: (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60),
        point,
      };
    });
    return {
      board: !!board,
      over: !!document.querySelector("[data-testid=result]"),
      stage: attr("data-stage"),
      mine: attr("data-mine") === "true",
      turn: attr("data-turn"),
      you: attr("data-you"),
      width: document.documentElement.scrollWidth,
      /** The map's height on screen (0 without a map): its home view's scale. */
      mapHeight: document.querySelector("[data-testid=map]")?.getBoundingClientRect().height ?? 0,
      privateShown: document.querySelectorAll("[data-hand-card], [data-testid=board], [data-testid=log]").length,
      choices,
    };
  }, SELECTOR);
}

/**
 * How the glowing places measure on screen: the smallest tap target and the smallest name
 * (its box's height, about 1.15 times the font size), in CSS pixels.
 */
export async function placeSizes(page: Page): Promise<{ places: number; target: number; name: number }> {
  return page.evaluate(() => {
    const hits = Array.from(document.querySelectorAll("[data-choice=place]"));
    let target = Number.POSITIVE_INFINITY;
    let name = Number.POSITIVE_INFINITY;
    for (const hit of hits) {
      const r = hit.getBoundingClientRect();
      target = Math.min(target, r.width, r.height);
      const label = document.querySelector(`[data-name="${hit.getAttribute("data-loc")}"]`);
      if (label) name = Math.min(name, label.getBoundingClientRect().height);
    }
    return { places: hits.length, target, name };
  });
}

/**
 * Place names that cross another name, a defence badge, a VP hexagon or a port or supply mark
 * on the map, as "name x what" (none on a legible map).
 */
export async function crowdedNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const box = (n: Element) => ({ what: (n.textContent ?? "").trim() || (n.getAttribute("class") ?? ""), r: n.getBoundingClientRect() });
    const names = Array.from(document.querySelectorAll(".lc-name"), box);
    const marks = Array.from(document.querySelectorAll(".lc-mod, .lc-vp, .lc-port, .lc-supply"), (n) => {
      const b = box(n);
      return { ...b, what: `${n.getAttribute("class")} ${b.what}` };
    });
    const cross = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return names.flatMap((a, i) =>
      [...names.slice(i + 1), ...marks].filter((b) => cross(a.r, b.r)).map((b) => `${a.what} x ${b.what}`),
    );
  });
}

/**
 * Place names that a place drawn over them (later in the document) crosses: its circle, marks or
 * counters, or a ring or half that lights it (the glow of a choice, the last move, a move's origin).
 */
export async function namesUnderPlaces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cross = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const places = Array.from(document.querySelectorAll(".lc-loc, .lc-target, .lc-moved-ring, .lc-origin, .lc-half-target"));
    return Array.from(document.querySelectorAll(".lc-name"))
      .filter((name) =>
        places.some((place) => name.compareDocumentPosition(place) & Node.DOCUMENT_POSITION_FOLLOWING && cross(name.getBoundingClientRect(), place.getBoundingClientRect())),
      )
      .map((name) => name.textContent ?? "");
  });
}

/** Place names that a battle's crossed swords cross. */
export async function namesUnderSwords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const swords = Array.from(document.querySelectorAll(".lc-swords"), (mark) => mark.getBoundingClientRect());
    const cross = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return Array.from(document.querySelectorAll(".lc-name"))
      .filter((name) => swords.some((mark) => cross(name.getBoundingClientRect(), mark)))
      .map((name) => name.textContent ?? "");
  });
}

/** Of these places, those whose circle or name lies (partly) under a zoom button, or is not drawn. */
export async function placesUnderButtons(page: Page, locations: string[]): Promise<string[]> {
  return page.evaluate((locations) => {
    const buttons = Array.from(document.querySelectorAll(".lc-zoom > *"), (b) => b.getBoundingClientRect());
    const covered = (r: DOMRect | undefined) =>
      !r || buttons.some((b) => r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom);
    return locations.filter(
      (loc) =>
        covered(document.querySelector(`[data-location=${loc}] .lc-outline`)?.getBoundingClientRect()) ||
        covered(document.querySelector(`[data-name=${loc}]`)?.getBoundingClientRect()),
    );
  }, locations);
}

/**
 * The zoom buttons as a stranger reads them over the map: the place names (partly) under one,
 * and for each button its size and whether its background hides the map under it.
 */
export async function zoomButtons(page: Page): Promise<{ namesUnder: string[]; buttons: { size: number; opaque: boolean; border: boolean }[] }> {
  return page.evaluate(() => {
    const buttons = Array.from(document.querySelectorAll(".lc-zoom > *"));
    const rects = buttons.map((b) => b.getBoundingClientRect());
    const cross = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return {
      namesUnder: Array.from(document.querySelectorAll(".lc-name"))
        .filter((name) => rects.some((b) => cross(name.getBoundingClientRect(), b)))
        .map((name) => name.textContent ?? ""),
      buttons: buttons.map((b, i) => {
        const style = getComputedStyle(b);
        const alpha = style.backgroundColor.match(/rgba\(.*,\s*([\d.]+)\)$/)?.[1];
        return {
          size: Math.min(rects[i]!.width, rects[i]!.height),
          opaque: style.backgroundColor !== "transparent" && (alpha === undefined || Number(alpha) === 1),
          border: Number.parseFloat(style.borderTopWidth) >= 1,
        };
      }),
    };
  });
}
