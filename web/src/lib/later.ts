import { type Accessor, createMemo, createSignal, onCleanup } from "solid-js";

/**
 * Calls `fn` in a task after the page's next frame, and returns what cancels it. What `fn`
 * draws is laid out in a frame of its own: a timer alone often ran before the frame, and the
 * board's first frame laid out what it had put off as well (14-24 ms of CPU on this machine).
 * A hidden page has no frames: a timer then.
 */
function afterPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = document.visibilityState === "visible" ? requestAnimationFrame(() => (timer = setTimeout(fn))) : ((timer = setTimeout(fn)), 0);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * True once `paints` frames have passed since the call, each followed by a task: a big board
 * draws what nobody taps (a map's roads, its places' pictures) after its first paint, so that
 * no one task (nor the frame that lays it out) holds the page for long as the board starts.
 */
export function createLater(paints = 1): Accessor<boolean> {
  const [ready, setReady] = createSignal(paints <= 0);
  let cancel = () => {};
  const wait = (left: number) => {
    cancel = afterPaint(() => (left <= 1 ? setReady(true) : wait(left - 1)));
  };
  if (paints > 0) wait(paints);
  onCleanup(() => cancel());
  return ready;
}

/**
 * Counts from 0 up to `count`, one after each paint: parts drawn one after another, each
 * rendered and laid out in a frame of its own.
 */
export function createFrameByFrame(count: number): Accessor<number> {
  const [shown, setShown] = createSignal(0);
  let cancel = () => {};
  const next = () => {
    cancel = afterPaint(() => {
      setShown(shown() + 1);
      if (shown() < count) next();
    });
  };
  if (count > 0) next();
  onCleanup(() => cancel());
  return shown;
}

/**
 * `items` drawn a batch of `size` after each paint, the first batch `after` paints from the
 * call: a layer of many parts (a map's places) comes in several short tasks and frames
 * instead of one long one. The list only grows, so a <For> over it keeps what it has drawn
 * and adds the rest.
 */
export function createGradual<T>(items: readonly T[], size: number, after = 1): Accessor<readonly T[]> {
  const [count, setCount] = createSignal(after <= 0 ? Math.min(size, items.length) : 0);
  let cancel = () => {};
  const grow = (wait: number) => {
    cancel = afterPaint(() => {
      if (wait > 1) return grow(wait - 1);
      const next = Math.min(items.length, count() + size);
      setCount(next);
      if (next < items.length) grow(1);
    });
  };
  if (count() < items.length) grow(Math.max(1, after));
  onCleanup(() => cancel());
  const shown = createMemo(() => items.slice(0, count()));
  return shown;
}

/** How many paints `createGradual(items, size, after)` takes to draw its last batch. */
export const gradualTasks = (length: number, size: number, after = 1) => Math.max(0, after - 1) + Math.ceil(length / size);
