/** The hand: a drawer of cards along the bottom of the screen; the cards that answer glow. */
import { For, Show, createEffect, createMemo, on } from "solid-js";
import type { View } from "../../../../shared/games/lincoln/view";
import { CardFace, CardOutline } from "./card";
import type { Choices } from "./choices";
import { type HandSeen, seeHand } from "./new-cards";
import { SIDE_WORD, plural, printedKey } from "./words";
import { createLater } from "../../lib/later";

export function HandDrawer(props: {
  view: View;
  choices: Choices;
  open: boolean;
  onToggle: () => void;
  selectedCard: string | null;
  /** Cards chosen to pay with (payment.ts): marked, and no longer choices. */
  chosen: readonly string[];
  /** The unit card being paid for: no choice either (its identical copies may be). */
  paying: string | null;
  onTapCard: (id: string) => void;
}) {
  const hand = () => props.view.hand;
  // The cards that just came in are marked, and the first of them scrolled into sight.
  const seen = createMemo<HandSeen | null>((last) => seeHand(last, props.view.you, hand()), null);
  const isFresh = (id: string) => seen()?.fresh.has(id) ?? false;
  let cards: HTMLDivElement | undefined;
  createEffect(
    on(
      () => seen()?.fresh,
      (fresh) => {
        const first = fresh && hand().find((id) => fresh.has(id));
        if (first) requestAnimationFrame(() => cards?.querySelector(`[data-hand-card="${first}"]`)?.scrollIntoView({ block: "nearest", inline: "nearest" }));
      },
      { defer: true },
    ),
  );
  // The faces come a frame after the rest of the board: they were half of the task that drew it
  // and of the frame that laid it out. That frame lays out their outlines, names and texts only,
  // so that the dock already has its height and nothing moves as the faces come.
  const facesDrawn = createLater(1);
  const choiceCount = () => hand().filter((id) => props.choices.byCard.has(printedKey(id))).length;
  return (
    <section class="lc-hand" classList={{ open: props.open }} data-testid="hand" data-open={props.open ? "true" : "false"}>
      <button type="button" class="lc-hand-toggle" aria-expanded={props.open} onClick={() => props.onToggle()} data-testid="hand-toggle">
        <Show
          when={props.view.you}
          fallback={
            <span>
              Hands: Union {props.view.cards.union.handCount}, Confederate {props.view.cards.confederate.handCount}
            </span>
          }
        >
          {(you) => (
            <span>
              Your hand <span class="hint">({SIDE_WORD[you()]})</span> · {plural(hand().length, "card")}
              <Show when={choiceCount() > 0 && !props.open}>
                <span class="lc-badge">{choiceCount()} playable</span>
              </Show>
            </span>
          )}
        </Show>
        <span aria-hidden="true">{props.open ? "▾" : "▴"}</span>
      </button>
      <Show when={props.open && props.view.you}>
        <div class="lc-hand-cards" data-testid="hand-cards" ref={cards}>
          <For each={hand()} fallback={<p class="hint lc-empty">No cards in hand.</p>}>
            {(id) => {
              const key = printedKey(id);
              const choice = () => props.choices.byCard.has(key) && !props.chosen.includes(id) && props.paying !== id;
              return (
                <Show when={facesDrawn()} fallback={<CardOutline id={id} />}>
                  <CardFace
                    id={id}
                    inHand
                    choice={choice()}
                    selected={props.selectedCard === id || props.chosen.includes(id)}
                    fresh={isFresh(id)}
                    onTap={choice() ? () => props.onTapCard(id) : undefined}
                  />
                </Show>
              );
            }}
          </For>
        </div>
      </Show>
    </section>
  );
}
