/**
 * What just happened, on a board: a short animation of the last move (none when the reader
 * asked for less motion), and a memory of the last position seen, kept across the board's
 * remounts in one page (pass and play covers the board between seats).
 */

/** The id of every move animation, so that a test can tell them from other animations. */
export const MOVE_ANIMATION = "last-move";
/** A move's animation: short, so that it never holds a player up. */
export const MOVE_MS = 250;

/** The reader asked for less motion (the boards' CSS drops its animations under the same query). */
export function reducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Plays a move's animation on an element (Web Animations), unless the reader asked for less motion. */
export function animateMove(el: Element | null | undefined, keyframes: Keyframe[], ms = MOVE_MS): void {
  if (!el || typeof el.animate !== "function" || reducedMotion()) return;
  el.animate(keyframes, { duration: ms, easing: "cubic-bezier(0.2, 0, 0, 1)", id: MOVE_ANIMATION });
}

/**
 * Slides a piece from `dx`, `dy` away to where it stands, drawn on top of everything: a copy
 * of it in `layer` (an SVG group drawn last) moves while the piece itself is hidden, so that
 * squares or places drawn after the piece do not cover it on its way. The copy goes once it
 * has arrived. `base`: the piece's own transform.
 */
export function slideOnTop(el: Element | null | undefined, layer: Element | null | undefined, dx: number, dy: number, base = ""): void {
  if (!el || !layer || typeof el.animate !== "function" || reducedMotion()) return;
  const copy = el.cloneNode(true) as Element;
  for (const node of [copy, ...Array.from(copy.querySelectorAll("*"))])
    for (const name of node.getAttributeNames()) if (name.startsWith("data-")) node.removeAttribute(name);
  copy.setAttribute("aria-hidden", "true");
  copy.setAttribute("data-slide", "");
  layer.append(copy);
  el.animate([{ opacity: 0 }, { opacity: 0 }], { duration: MOVE_MS });
  const slide = copy.animate(slideFrom(dx, dy, base), { duration: MOVE_MS, easing: "cubic-bezier(0.2, 0, 0, 1)", id: MOVE_ANIMATION });
  const done = () => copy.remove();
  slide.finished.then(done, done);
}

/** A piece sliding from `dx`, `dy` away (SVG user units, or CSS px) to where it stands, after `base` (its own transform). */
export function slideFrom(dx: number, dy: number, base = ""): Keyframe[] {
  return [{ transform: `${base} translate(${dx}px, ${dy}px)` }, { transform: `${base} translate(0px, 0px)` }];
}

/** Something that appears: it grows into place from a little smaller and faded (`base`: its own transform). */
export function appear(base = ""): Keyframe[] {
  return [
    { opacity: 0, transform: `${base} scale(0.6)` },
    { opacity: 1, transform: `${base} scale(1)` },
  ];
}

const memory = new Map<string, unknown>();

/**
 * The last thing a board remembered in this page (the page's address and the game's name
 * make the key), and a way to replace it: a board mounted again, after a hand-off, picks up
 * where the one before it stopped.
 */
export function pageMemory<T>(game: string): { get: () => T | undefined; set: (value: T) => void } {
  const key = () => `${game} ${typeof location === "undefined" ? "" : location.pathname + location.search}`;
  return { get: () => memory.get(key()) as T | undefined, set: (value) => memory.set(key(), value) };
}
