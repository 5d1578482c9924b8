import { createEffect, createSignal, on } from "solid-js";

/**
 * A polite live region, on the page from the start (screen readers only hear a region
 * that existed before it changed): it reads out the moves of the other players as their
 * log lines arrive, and how the game ended. Nothing is read on load, nor for the
 * player's own moves (made while it was their turn, or still on their way to the server).
 */
export function Announcer(props: { ready: boolean; lines: readonly string[]; mine: boolean; ending: string | null }) {
  const [text, setText] = createSignal("");
  let seen: number | null = null;
  let wasMine = false;
  let ended = false;
  createEffect(
    on(
      () => [props.ready, props.lines.length, props.ending, props.mine] as const,
      ([ready, count, ending, mine]) => {
        if (!ready) return; // the first state is the page loading, not news
        const fresh = seen === null ? [] : props.lines.slice(seen);
        const loaded = seen !== null;
        seen = count;
        const said = wasMine ? [] : fresh;
        wasMine = mine;
        if (ending && !ended) {
          ended = true;
          if (loaded) setText([...said, ending].join(" "));
          return;
        }
        if (said.length > 0) setText(said.join(" "));
      },
    ),
  );
  return (
    <p class="sr-only" aria-live="polite" data-testid="announce">
      {text()}
    </p>
  );
}
