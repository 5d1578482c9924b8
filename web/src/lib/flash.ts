import { createSignal, onCleanup } from "solid-js";

/** A message shown for a few seconds, then gone (a newer one replaces it). */
export function createFlash(durationMs = 4000) {
  const [message, setMessage] = createSignal<string | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (text: string) => {
    clearTimeout(timer);
    setMessage(text);
    timer = setTimeout(() => setMessage(null), durationMs);
  };
  onCleanup(() => clearTimeout(timer));
  return { message, show, clear: () => setMessage(null) };
}
