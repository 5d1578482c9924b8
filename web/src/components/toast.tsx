import { Show } from "solid-js";

/** A brief message floating over the bottom of the page (errors from the server). */
export function Toast(props: { message: string | null }) {
  return (
    <div class="toast-area" aria-live="assertive">
      <Show when={props.message}>
        <div class="toast" role="alert" data-testid="error">
          {props.message}
        </div>
      </Show>
    </div>
  );
}
