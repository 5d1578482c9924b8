/**
 * The prompt bar: what this seat must decide now, in words, with a button for each choice
 * that is not a place or a card; or whom the game waits for, and what he is doing.
 */
import { For, Show, createEffect, createSignal, on } from "solid-js";
import type { LocationId } from "../../../../shared/games/lincoln/data/map";
import type { Choices, Option, Picked } from "./choices";
import { placeName } from "./words";

export function PromptBar(props: {
  choices: Choices;
  /** The options of a picked card or place, while one is picked. */
  picked: Picked | null;
  last: string | null;
  /** What the other side did since this seat last acted, its last lines (shown on this seat's turn). */
  since: string[];
  /** The battle being fought, in one line (combat-panel.tsx, battleLine), or null. */
  battle: string | null;
  /** Why the last tap on the map did nothing, while it is fresh. */
  note: string | null;
  over: string | null;
  onChoose: (o: Option) => void;
  onBack: () => void;
  onHelp: () => void;
  /** A place chosen from the list: as a tap on the map. */
  onPlace: (loc: LocationId) => void;
}) {
  const buttons = () => props.picked?.options ?? props.choices.buttons;
  // The places that glow on the map, also as a list of buttons: none is then off screen or too small.
  // Sorted by name only when the list is opened: whether to offer the list needs only their count.
  const placeCount = () => (props.picked ? 0 : props.choices.byLoc.size);
  const places = () =>
    props.picked ? [] : [...props.choices.byLoc.keys()].sort((a, b) => placeName(a).localeCompare(placeName(b)));
  const [listed, setListed] = createSignal(false);
  createEffect(on(() => props.choices, () => setListed(false), { defer: true }));
  return (
    <div class="lc-prompt" classList={{ mine: props.choices.mine }} data-testid="lincoln-prompt" data-stage={props.choices.stage} data-mine={props.choices.mine ? "true" : "false"}>
      <div class="lc-prompt-row">
        <p class="lc-prompt-text" aria-live="polite" data-testid="prompt-text">
          {props.over ?? (props.picked ? props.picked.title : props.choices.prompt)}
        </p>
        <Show when={placeCount() > 0}>
          <button
            type="button"
            class="lc-round-button lc-list-toggle"
            aria-expanded={listed()}
            aria-label="The places to choose, as a list"
            onClick={() => setListed(!listed())}
            data-choice="button"
            data-testid="place-list-toggle"
          >
            List
          </button>
        </Show>
        <a
          class="button lc-round-button"
          href="/help/lincoln"
          aria-label="How to play"
          title="How to play"
          onClick={(e) => {
            e.preventDefault();
            props.onHelp();
          }}
          data-testid="help-link"
        >
          ?
        </a>
      </div>
      <Show when={props.picked?.hint}>
        <p class="lc-note" data-testid="picked-hint">
          {props.picked?.hint}
        </p>
      </Show>
      <Show when={props.note}>
        <p class="lc-note" role="status" data-testid="tap-note">
          {props.note}
        </p>
      </Show>
      <Show when={!props.over && props.battle}>
        <p class="lc-battle-line" data-testid="battle-line">
          {props.battle}
        </p>
      </Show>
      <Show when={!props.over && props.since.length > 0}>
        <ol class="lc-since hint" data-testid="since-lines" aria-label="Since your last move">
          <For each={props.since}>{(line) => <li>{line}</li>}</For>
        </ol>
      </Show>
      <Show when={!props.choices.mine && !props.over && props.last}>
        <p class="lc-last hint" data-testid="last-line">
          {props.last}
        </p>
      </Show>
      <Show when={buttons().length > 0 || props.picked}>
        <div class="lc-buttons">
          <For each={buttons()}>
            {(o) => (
              <button
                type="button"
                class="small"
                classList={{ primary: !!o.primary, counter: o.kind === "counter" }}
                onClick={() => props.onChoose(o)}
                data-choice="button"
                data-act={o.action.t}
                data-option={o.key}
              >
                {o.label}
              </button>
            )}
          </For>
          <Show when={props.picked}>
            <button type="button" class="small lc-back-button" onClick={() => props.onBack()} data-testid="back">
              Back
            </button>
          </Show>
        </div>
      </Show>
      <Show when={listed() && placeCount() > 0}>
        <div class="lc-buttons lc-place-list" data-testid="place-list">
          <For each={places()}>
            {(loc) => (
              <button type="button" class="small" onClick={() => props.onPlace(loc)} data-choice="listed" data-loc={loc}>
                {placeName(loc)}
              </button>
            )}
          </For>
        </div>
      </Show>
    </div>
  );
}
