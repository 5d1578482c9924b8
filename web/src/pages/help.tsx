import { type Component, Show, Suspense, lazy } from "solid-js";
import { BOARDS } from "../games";

/** How to play, per game: each loads on its own. */
const HELP: Record<string, () => Promise<{ default: Component }>> = {
  "connect-four": () => import("../games/connect-four/help"),
  lincoln: () => import("../games/lincoln/help"),
  "lines-of-action": () => import("../games/lines-of-action/help"),
  "pixel-lincoln": () => import("../games/pixel-lincoln/help"),
  "union-forever": () => import("../games/union-forever/help"),
};

/** A game's "How to play" page. */
export default function HelpPage(props: { game: string }) {
  const load = Object.hasOwn(HELP, props.game) ? HELP[props.game] : undefined;
  const Content = load ? lazy(load) : undefined;
  const name = (Object.hasOwn(BOARDS, props.game) && BOARDS[props.game]?.name) || props.game;
  document.title = `How to play · ${name}`;
  return (
    <main class="page help">
      <header class="bar">
        <a href="/" class="brand">
          Linkplay
        </a>
        <span class="bar-title">How to play</span>
      </header>
      <Show
        when={Content}
        fallback={
          <section class="notice" data-testid="missing">
            <p>There is no “How to play” page for this game yet.</p>
          </section>
        }
      >
        {(C) => {
          const Help = C();
          return (
            <Suspense fallback={<p class="notice">Loading…</p>}>
              <Help />
            </Suspense>
          );
        }}
      </Show>
      <div class="actions">
        <button type="button" onClick={() => history.back()}>
          Back
        </button>
        <a class="button primary" href="/">
          Pick a game
        </a>
      </div>
    </main>
  );
}
