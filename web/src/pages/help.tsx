import { type Component, For, Show, Suspense, createSignal, lazy, onMount } from "solid-js";
import { BOARDS } from "../games";
import { cameFromSite, navigate } from "../lib/router";

/** How to play, per game: each loads on its own. */
const HELP: Record<string, () => Promise<{ default: Component }>> = {
  "connect-four": () => import("../games/connect-four/help"),
  lincoln: () => import("../games/lincoln/help"),
  "lines-of-action": () => import("../games/lines-of-action/help"),
  "pixel-lincoln": () => import("../games/pixel-lincoln/help"),
  "union-forever": () => import("../games/union-forever/help"),
};

/** A long page's sections get a list of links at the top; a short one reads as it is. */
const CONTENTS_FROM = 6;

/** A heading's id from its words ("Moving by sea" -> "moving-by-sea"). */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * Rendered after the game's page: gives its section headings ids and hands their list up,
 * so that the list of contents above the page links to them.
 */
function Sections(props: { found: (sections: { id: string; text: string }[]) => void }) {
  let marker: HTMLSpanElement | undefined;
  onMount(() => {
    const headings = [...(marker?.closest("main")?.querySelectorAll("article h2") ?? [])];
    props.found(
      headings.map((h) => {
        const text = h.textContent ?? "";
        h.id ||= slug(text);
        return { id: h.id, text };
      }),
    );
  });
  return <span ref={marker} hidden />;
}

/** Back to the page of the site the help was opened from; opened from outside, home. */
const back = () => (cameFromSite() ? history.back() : navigate("/"));

/**
 * A link of the contents scrolls to its section in place of the history's step (the address
 * still names it): a step per link would make Back walk the sections before leaving the page.
 */
function toSection(event: MouseEvent, id: string) {
  event.preventDefault();
  history.replaceState(history.state, "", `#${id}`);
  document.getElementById(id)?.scrollIntoView();
}

/** A game's "How to play" page. */
export default function HelpPage(props: { game: string }) {
  const load = Object.hasOwn(HELP, props.game) ? HELP[props.game] : undefined;
  const Content = load ? lazy(load) : undefined;
  const name = (Object.hasOwn(BOARDS, props.game) && BOARDS[props.game]?.name) || props.game;
  document.title = `How to play · ${name}`;
  const [sections, setSections] = createSignal<{ id: string; text: string }[]>([]);
  return (
    <main class="page help">
      <header class="bar">
        <a href="/" class="brand">
          Linkplay
        </a>
        <span class="bar-title">How to play</span>
        <button type="button" class="link bar-help" onClick={back} data-testid="help-back-top">
          Back
        </button>
      </header>
      <Show when={sections().length >= CONTENTS_FROM}>
        <details class="help-contents" data-testid="help-contents">
          <summary>Contents</summary>
          <ul>
            <For each={sections()}>
              {(section) => (
                <li>
                  <a href={`#${section.id}`} onClick={(e) => toSection(e, section.id)}>
                    {section.text}
                  </a>
                </li>
              )}
            </For>
          </ul>
        </details>
      </Show>
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
              <Sections found={setSections} />
            </Suspense>
          );
        }}
      </Show>
      <div class="actions">
        <button type="button" onClick={back} data-testid="help-back">
          Back
        </button>
        <a class="button primary" href="/">
          Pick a game
        </a>
      </div>
    </main>
  );
}
