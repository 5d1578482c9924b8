import { type Accessor, createSignal, onCleanup } from "solid-js";

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
