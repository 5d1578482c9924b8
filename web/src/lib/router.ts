import { createSignal } from "solid-js";

/** The pages of the site, parsed from a path. */
export type Route =
  | { page: "home" }
  | { page: "game"; id: string }
  | { page: "replay"; id: string }
  | { page: "local"; game: string }
  | { page: "help"; game: string }
  | { page: "not-found" };

const PATTERNS: [RegExp, (m: string[]) => Route][] = [
  [/^\/$/, () => ({ page: "home" })],
  [/^\/g\/([^/]+)\/?$/, ([, id]) => ({ page: "game", id: decode(id) })],
  [/^\/g\/([^/]+)\/replay\/?$/, ([, id]) => ({ page: "replay", id: decode(id) })],
  [/^\/local\/([^/]+)\/?$/, ([, game]) => ({ page: "local", game: decode(game) })],
  [/^\/help\/([^/]+)\/?$/, ([, game]) => ({ page: "help", game: decode(game) })],
];

function decode(part: string | undefined): string {
  try {
    return decodeURIComponent(part ?? "");
  } catch {
    return part ?? "";
  }
}

/** The route a path leads to. */
export function parseRoute(path: string): Route {
  for (const [pattern, build] of PATTERNS) {
    const m = pattern.exec(path);
    if (m) return build(m);
  }
  return { page: "not-found" };
}

/** Two routes show the same page (so the page is kept, not rebuilt). */
export function sameRoute(a: Route, b: Route): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const [path, setPath] = createSignal(location.pathname);

/** The current path, reactive. */
export const currentPath = path;

/**
 * Whether the page in view was reached from another page of the site (`navigate`, a link
 * followed in the page), rather than opened from outside (a shared link, a bookmark): then the
 * page before it in the history is the site's. Kept in the history entry, so that it holds
 * after a reload and for an entry come back to with the browser's buttons.
 */
export const cameFromSite = (): boolean => history.state?.cameFromSite === true;

/** Goes to `to` (a same-origin path) without reloading the page; a replacing step keeps where the entry came from. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const url = new URL(to, location.href);
  if (options.replace) history.replaceState(history.state, "", url);
  else history.pushState({ cameFromSite: true }, "", url);
  setPath(url.pathname);
  if (!options.replace) window.scrollTo(0, 0);
}

/** Follows same-origin links in the page with `navigate` instead of a reload. */
export function startRouter(): void {
  window.addEventListener("popstate", () => setPath(location.pathname));
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.("a");
    if (!link || link.target || link.hasAttribute("download")) return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || url.pathname.startsWith("/api/")) return;
    // A link within this page (a section of How to play): the browser scrolls to it.
    if (url.hash && url.pathname === location.pathname && url.search === location.search) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  });
}
