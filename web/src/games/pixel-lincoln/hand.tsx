/**
 * The hand: a drawer of cards along the bottom of the screen; the cards that answer glow, and
 * the drawer's bar says what a tap on one does.
 */
import { For, Show } from "solid-js";
import type { View } from "../../../../shared/games/pixel-lincoln/view";
import { CardFace } from "./card";
import type { Choices } from "./choices";
import { kindOf, plural } from "./words";

export function HandDrawer(props: {
  view: View;
  choices: Choices;
  open: boolean;
  onToggle: () => void;
  selected: string | null;
  onTapCard: (id: string) => void;
}) {
  const playable = () => props.view.hand.filter((id) => props.choices.hand.has(kindOf(id))).length;
  return (
    <section class="pl-hand" data-testid="hand" data-open={props.open ? "true" : "false"}>
      <button type="button" class="pl-hand-toggle" aria-expanded={props.open} onClick={() => props.onToggle()} data-testid="hand-toggle">
        <span>
          Your hand · {plural(props.view.hand.length, "card")}
          <Show when={playable() > 0 && !props.open}>
            <span class="pl-badge">{playable()} to play</span>
          </Show>
        </span>
        {/* Right over the cards, what a tap on one does: play it at once, or show its uses first. */}
        <Show when={props.open && props.choices.tap}>
          <span class="pl-hand-hint" data-testid="tap-hint">
            {props.choices.tap}
          </span>
        </Show>
        <span aria-hidden="true">{props.open ? "▾" : "▴"}</span>
      </button>
      <Show when={props.open}>
        <div class="pl-hand-cards" data-testid="hand-cards">
          <For each={props.view.hand} fallback={<p class="hint">No cards in hand.</p>}>
            {(id) => {
              const choice = () => props.choices.hand.has(kindOf(id));
              return (
                <CardFace
                  id={id}
                  inHand
                  choice={choice()}
                  selected={props.selected === id}
                  onTap={choice() ? () => props.onTapCard(id) : undefined}
                />
              );
            }}
          </For>
        </div>
      </Show>
    </section>
  );
}
