import { type Accessor, createMemo, createSignal, onCleanup } from "solid-js";

/**
 * True once `tasks` tasks have passed since the call (a timer each): a big board draws what
 * nobody taps (a map's roads, its places' pictures) after its first paint, in tasks of their
 * own, so that no one task holds the page for long as the board starts.
 */
export function createLater(tasks = 1): Accessor<boolean> {
  const [ready, setReady] = createSignal(tasks <= 0);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = (left: number) => {
    timer = setTimeout(() => (left <= 1 ? setReady(true) : wait(left - 1)));
  };
  if (tasks > 0) wait(tasks);
  onCleanup(() => clearTimeout(timer));
  return ready;
}

/**
 * Counts from 0 up to `count`, one a task after each frame: parts drawn one after another,
 * each rendered and laid out in tasks of its own (timers alone may all come before a frame).
 */
export function createFrameByFrame(count: number): Accessor<number> {
  const [shown, setShown] = createSignal(0);
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        setShown(shown() + 1);
        if (shown() < count) next();
      });
    });
  };
  if (count > 0) next();
  onCleanup(() => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  });
  return shown;
}

/**
 * `items` drawn a batch of `size` a task, the first batch `after` tasks from the call: a
 * layer of many parts (a map's places) comes in several short tasks instead of one long one.
 * The list only grows, so a <For> over it keeps what it has drawn and adds the rest.
 */
export function createGradual<T>(items: readonly T[], size: number, after = 1): Accessor<readonly T[]> {
  const [count, setCount] = createSignal(after <= 0 ? Math.min(size, items.length) : 0);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const grow = (wait: number) => {
    timer = setTimeout(() => {
      if (wait > 1) return grow(wait - 1);
      const next = Math.min(items.length, count() + size);
      setCount(next);
      if (next < items.length) grow(1);
    });
  };
  if (count() < items.length) grow(Math.max(1, after));
  onCleanup(() => clearTimeout(timer));
  const shown = createMemo(() => items.slice(0, count()));
  return shown;
}

/** How many tasks `createGradual(items, size, after)` takes to draw its last batch. */
export const gradualTasks = (length: number, size: number, after = 1) => Math.max(0, after - 1) + Math.ceil(length / size);
