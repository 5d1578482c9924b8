/**
 * The prompt bar: what this seat must decide now, in words, with a button for each choice
 * that is not a card (or, a card being picked, one for each of its uses) and "Take back my
 * move" when the page offers it; otherwise whom the game waits for, and the last thing that
 * happened. Under it, what the rules did by themselves in the last move (news.ts), to everyone.
 */
import { For, Show } from "solid-js";
import type { Choices, Option } from "./choices";

export function PromptBar(props: {
  choices: Choices;
  picked: { title: string; detail: string | null; options: Option[] } | null;
  last: string | null;
  /** What the rules did by themselves in the last move (the row scrolled in...). */
  news: string[];
  over: string | null;
  onChoose: (o: Option) => void;
  onBack: () => void;
  /** Takes back this seat's last move (the page's undo), when it may. */
  onUndo?: (() => void) | undefined;
}) {
  const buttons = () => props.picked?.options ?? props.choices.buttons;
  return (
    <div class="pl-prompt" classList={{ mine: props.choices.mine }} data-testid="pl-prompt" data-stage={props.choices.stage}>
      <p class="pl-prompt-text" aria-live="polite" data-testid="prompt-text">
        {props.over ?? (props.picked ? props.picked.title : props.choices.prompt)}
      </p>
      <Show when={!props.over && (props.picked ? props.picked.detail : props.choices.detail)}>
        {(detail) => (
          <p class="pl-detail hint" data-testid="prompt-detail">
            {detail()}
          </p>
        )}
      </Show>
      <Show when={!props.over && !props.picked}>
        <For each={props.news}>
          {(line) => (
            <p class="pl-detail pl-news hint" data-testid="news">
              {line}
            </p>
          )}
        </For>
      </Show>
      <Show when={!props.choices.mine && !props.over && props.last && !props.news.includes(props.last)}>
        <p class="pl-detail hint" data-testid="last-line">
          {props.last}
        </p>
      </Show>
      <Show when={buttons().length > 0 || props.picked || props.onUndo}>
        <div class="pl-buttons">
          <For each={buttons()}>
            {(o) => (
              <button
                type="button"
                classList={{ primary: !!o.primary, "pl-two-lines": !!o.detail }}
                onClick={() => props.onChoose(o)}
                data-choice="button"
                data-act={o.action.t}
                data-option={o.key}
              >
                {o.label}
                <Show when={o.detail}>
                  <span class="pl-option-detail">{o.detail}</span>
                </Show>
              </button>
            )}
          </For>
          <Show when={props.picked}>
            <button type="button" onClick={() => props.onBack()} data-testid="back">
              Back
            </button>
          </Show>
          <Show when={!props.picked && props.onUndo}>
            <button type="button" onClick={() => props.onUndo?.()} data-testid="undo">
              Take back my move
            </button>
          </Show>
        </div>
      </Show>
    </div>
  );
}
