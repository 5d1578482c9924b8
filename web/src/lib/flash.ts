import { createSignal, onCleanup } from "solid-js";

/** A refusal or a problem ("error"), or news ("info"): they look different. */
export type Tone = "error" | "info";

/** A message shown for a few seconds, then gone (a newer one replaces it). */
export function createFlash(durationMs = 4000) {
  const [shown, setShown] = createSignal<{ text: string; tone: Tone } | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (text: string, tone: Tone = "error") => {
    clearTimeout(timer);
    setShown({ text, tone });
    timer = setTimeout(() => setShown(null), durationMs);
  };
  onCleanup(() => clearTimeout(timer));
  return { message: () => shown()?.text ?? null, tone: () => shown()?.tone ?? "error", show, clear: () => setShown(null) };
}
