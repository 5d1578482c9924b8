import { Show } from "solid-js";
import type { Tone } from "../lib/flash";

/** A brief message floating over the bottom of the page: a refusal or problem, or (in another colour) news. */
export function Toast(props: { message: string | null; tone?: Tone }) {
  return (
    <div class="toast-area" aria-live="assertive">
      <Show when={props.message}>
        <div
          class="toast"
          classList={{ info: props.tone === "info" }}
          role={props.tone === "info" ? "status" : "alert"}
          data-testid={props.tone === "info" ? "notice" : "error"}
        >
          {props.message}
        </div>
      </Show>
    </div>
  );
}
