/**
 * A Level: its board as a row of cards that scrolls sideways, the meeples standing in the
 * gaps between them, and the Level Deck at the right end (with the top cards this seat
 * knows, which it taps to rearrange during Time Travel).
 */
import { For, Index, Show, createEffect, on } from "solid-js";
import type { View } from "../../../../shared/games/pixel-lincoln/view";
import { CardFace } from "./card";
import type { Choices } from "./choices";
import { colorOf, kindOf, levelWord, seatWord } from "./words";

function Meeples(props: { view: View; level: number; pos: number; moved: Set<number> }) {
  const here = () =>
    props.view.players.flatMap((p, seat) => (!p.out && p.level === props.level && p.pos === props.pos ? [seat] : []));
  return (
    <div class="pl-gap" classList={{ full: here().length > 0 }}>
      <For each={here()}>
        {(seat) => (
          <span
            class="pl-meeple"
            classList={{ you: seat === props.view.you, current: seat === props.view.current, last: props.moved.has(seat) }}
            style={{ background: colorOf(seat) }}
            title={props.moved.has(seat) ? `${seatWord(seat)}: moved last` : seatWord(seat)}
            data-meeple={seat}
            data-last-move={props.moved.has(seat) ? "meeple" : undefined}
          >
            {seat + 1}
          </span>
        )}
      </For>
    </div>
  );
}

export function LevelRow(props: {
  view: View;
  level: number;
  choices: Choices;
  selected: string | null;
  onTapCard: (id: string) => void;
  /** The seats whose meeples moved in the last move. */
  moved: Set<number>;
}) {
  const l = () => props.view.levels[props.level];
  const arranging = () => {
    const d = props.view.pending;
    return d?.k === "arrange" && d.level === props.level && props.choices.mine ? d.placed : null;
  };
  let row: HTMLDivElement | undefined;
  let section: HTMLElement | undefined;
  // As this seat's turn begins, its Level comes into sight above the dock.
  createEffect(
    on(
      () => props.view.current === props.view.you && props.view.players[props.view.current]?.level === props.level && props.view.turn,
      (mine) => {
        if (!mine || !section) return;
        const box = section.getBoundingClientRect();
        const dock = document.querySelector(".pl-dock")?.getBoundingClientRect().top ?? innerHeight;
        if (box.top < 0 || box.bottom > dock) section.scrollIntoView({ block: "start" });
      },
    ),
  );
  // Keep this seat's meeple in sight whenever a new view comes, or the deck's top while
  // this seat arranges it.
  createEffect(() => {
    const you = props.view.you;
    const p = you === null ? undefined : props.view.players[you];
    if (!row) return;
    if (arranging() !== null) row.scrollLeft = row.scrollWidth;
    else if (p && p.level === props.level) {
      const meeple = row.querySelector<HTMLElement>(`[data-meeple="${you}"]`);
      if (meeple) row.scrollLeft = Math.max(0, meeple.offsetLeft - 48);
    }
  });
  return (
    <Show when={l()}>
      {(level) => (
        <section class="pl-level" ref={section} data-testid={`level-${props.level}`} data-cleared={level().cleared ? "true" : "false"}>
          <h3 class="pl-level-head">
            {levelWord(props.level)}
            <span class="hint">
              {level().cleared
                ? " · cleared"
                : ` · checkpoint ${Math.min(level().checkpoints, 3)} of 3 · ${level().deckCount} in the deck`}
            </span>
          </h3>
          <Show when={!level().cleared}>
            {/* Focusable, so that a keyboard can scroll the row (axe: scrollable-region-focusable). */}
            <div class="pl-row" ref={row} tabindex="0" role="group" aria-label={`${levelWord(props.level)}: the cards in the row`}>
              <Index each={level().board}>
                {(id, slot) => (
                  <>
                    <Meeples view={props.view} level={props.level} pos={slot} moved={props.moved} />
                    <div class="pl-slot" data-slot={slot}>
                      <Show when={id()} fallback={<div class="pl-empty">empty</div>}>
                        {(cardId) => <CardFace id={cardId()} covers={level().faceDown[slot]} />}
                      </Show>
                    </div>
                  </>
                )}
              </Index>
              <Meeples view={props.view} level={props.level} pos={level().board.length} moved={props.moved} />
              <div class="pl-deck" data-testid={`deck-${props.level}`}>
                <span class="pl-deck-back">
                  Level Deck
                  <b>{level().deckCount}</b>
                </span>
                <Show when={level().top.length > 0}>
                  <span class="hint">Top, as you know it:</span>
                  <div class="pl-top">
                    <For each={level().top}>
                      {(id, i) => {
                        const options = () => {
                          const placed = arranging();
                          return placed !== null && i() >= placed ? props.choices.top.get(kindOf(id)) : undefined;
                        };
                        return (
                          <CardFace
                            id={id}
                            small
                            choice={!!options()}
                            selected={props.selected === id}
                            onTap={options() ? () => props.onTapCard(id) : undefined}
                          />
                        );
                      }}
                    </For>
                  </div>
                </Show>
              </div>
            </div>
          </Show>
        </section>
      )}
    </Show>
  );
}
