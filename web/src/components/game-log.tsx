import { For, Show } from "solid-js";

/** The game log in words, newest first so the latest move is always in view. */
export function GameLog(props: { lines: readonly string[] }) {
  const newestFirst = () => props.lines.slice().reverse();
  return (
    <section class="panel log" aria-labelledby="log-title">
      <h2 id="log-title">Moves</h2>
      <Show when={props.lines.length > 0} fallback={<p class="hint">No moves yet.</p>}>
        <ol class="log-lines" reversed data-testid="log">
          <For each={newestFirst()}>{(line) => <li>{line}</li>}</For>
        </ol>
      </Show>
    </section>
  );
}
