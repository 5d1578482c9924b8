/**
 * A page's layout shifts, as the browser reports them ('layout-shift' entries, observed before
 * the page's code runs): each one's value, time and the nodes it moved (from and to, px), with
 * the times the board and the players row first stood in the page. For trace-pages (SHIFTS=1) and
 * the browser tests of a steady page (steady.test.ts).
 * Its runs after a page's first are answered by the service worker the first one installed,
 * whose copy of the page does not name the game (`served`), as a returning visitor's is.
 */

export type Moved = { what: string; from: number[]; to: number[] };
/** `page`: the page's parts as the shift is reported (a frame or so after it), each `name height`. */
export type Shift = { value: number; at: number; moved: Moved[]; page: string[] };
/** `served`: the game's kind in the page as served (the Worker's meta tag; a service worker's copy has none). */
export type ShiftRecord = { shifts: Shift[]; board?: number; players?: number; served?: string | null };

/** Runs in the page before its own code (evaluateOnNewDocument): keeps the record in `window.shiftRecord`. */
export function observeShifts(): void {
  const record: ShiftRecord = { shifts: [] };
  (window as unknown as { shiftRecord: ShiftRecord }).shiftRecord = record;
  const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round);
  const name = (n: Node | null | undefined) =>
    n instanceof Element ? `${n.tagName.toLowerCase()}${n.className ? `.${String(n.className).trim().split(/\s+/).join(".")}` : ""}` : (n?.nodeName ?? "?");
  type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Entry[]) {
      if (e.hadRecentInput) continue;
      const moved = (e.sources ?? []).map((s) => ({ what: name(s.node), from: rect(s.previousRect), to: rect(s.currentRect) }));
      const page = Array.from(document.querySelector("main")?.querySelectorAll(":scope > *, .board-slot > *, .board-slot > * > *") ?? [], (el) => `${name(el)}${el.getAttribute("data-game") ? `[${el.getAttribute("data-game")}]` : ""} ${Math.round(el.getBoundingClientRect().height)}`);
      record.shifts.push({ value: e.value, at: Math.round(e.startTime), moved, page });
    }
  }).observe({ type: "layout-shift", buffered: true });
  // When the board (the slot's child other than its placeholder) and the players row first stand in the page.
  const marks = new MutationObserver(() => {
    if (record.board === undefined && document.querySelector(".board-slot > :not(.board-reserve, .board-placeholder)")) record.board = Math.round(performance.now());
    if (record.players === undefined && document.querySelector(".players")) record.players = Math.round(performance.now());
    if (record.board !== undefined && record.players !== undefined) marks.disconnect();
  });
  document.addEventListener("DOMContentLoaded", () => {
    record.served = document.querySelector('meta[name="linkplay-game"]')?.getAttribute("content") ?? null;
    marks.observe(document.body, { childList: true, subtree: true });
  });
}

/** A run's layout shift: the sum of its shifts. */
export const shiftTotal = (r: ShiftRecord) => r.shifts.reduce((sum, s) => sum + s.value, 0);

/** One run's line: its total, the board's and players' times, and each shift with what it moved. */
export function describeShifts(r: ShiftRecord): string {
  const each = r.shifts.map((s) => `${s.value.toFixed(4)} at ${s.at} ms: ${s.moved.map((m) => `${m.what} [${m.from.join(",")}]→[${m.to.join(",")}]`).join(", ")}\n      page then: ${s.page.join(" | ")}`);
  return `CLS ${shiftTotal(r).toFixed(4)} (board at ${r.board ?? "-"} ms, players at ${r.players ?? "-"} ms, kind served: ${r.served ?? "none"})${each.length ? `\n    ${each.join("\n    ")}` : ""}`;
}
