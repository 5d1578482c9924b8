/**
 * A Level: its board as a row of cards that scrolls sideways, the meeples standing in the
 * gaps between them, and the Level Deck at the right end (with the top cards this seat
 * knows, which it taps to rearrange during Time Travel). The row is about twice as wide as
 * a phone: an edge with more beyond it fades out over a cut card, and arrows by the Level's
 * name scroll it (off the row, where they would hide a meeple).
 */
import { For, Index, Show, createEffect, createSignal, on, onCleanup, untrack, useContext } from "solid-js";
import type { View } from "../../../../shared/games/pixel-lincoln/view";
import { CardFace } from "./card";
import type { Choices } from "./choices";
import { reducedMotion } from "../../lib/last-move";
import { NamesContext, colorOf, kindOf, levelWord } from "./words";

function Meeples(props: { view: View; level: number; pos: number; moved: Set<number>; marks: string[] }) {
  const here = () =>
    props.view.players.flatMap((p, seat) => (!p.out && p.level === props.level && p.pos === props.pos ? [seat] : []));
  const who = useContext(NamesContext);
  return (
    <div class="pl-gap" classList={{ full: here().length > 0 }}>
      <For each={here()}>
        {(seat) => (
          <span
            class="pl-meeple"
            classList={{ you: seat === props.view.you, current: seat === props.view.current, last: props.moved.has(seat) }}
            style={{ background: colorOf(seat) }}
            title={props.moved.has(seat) ? `${who(seat)}: moved last` : who(seat)}
            role="img"
            aria-label={`${who(seat)}'s meeple`}
            data-meeple={seat}
            data-last-move={props.moved.has(seat) ? "meeple" : undefined}
          >
            {props.marks[seat]}
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
  /** Each seat's letter on its meeple (markOf). */
  marks: string[];
  /** Sets the root's scroll padding to the tableau's and the dock's heights now (board.tsx), ahead of their ResizeObserver. */
  measureBars: () => void;
}) {
  const l = () => props.view.levels[props.level];
  const arranging = () => {
    const d = props.view.pending;
    return d?.k === "arrange" && d.level === props.level && props.choices.mine ? d.placed : null;
  };
  let row: HTMLDivElement | undefined;
  let section: HTMLElement | undefined;
  /**
   * Whether the row goes on beyond its left and right edges. It starts as a row in play always
   * is, its cards and deck wider than the page (40rem at most): the first measure then changes
   * nothing, where showing the arrows laid the page out a second time in the board's first frame.
   */
  const [more, setMore] = createSignal({ left: false, right: true });
  const measure = () => {
    if (!row) return;
    const left = row.scrollLeft > 2;
    const right = row.scrollLeft + row.clientWidth < row.scrollWidth - 2;
    const was = untrack(more);
    if (left !== was.left || right !== was.right) setMore({ left, right });
  };
  const resized = new ResizeObserver(measure);
  onCleanup(() => resized.disconnect());
  /** An arrow scrolls the row by its width less about a card: the card at the edge stays in sight, to follow on from. */
  const page = (direction: 1 | -1) => {
    if (!row) return;
    row.scrollBy({ left: direction * Math.max(row.clientWidth - 120, 100), behavior: reducedMotion() ? "auto" : "smooth" });
  };
  // As this seat's turn begins, its Level comes into sight between the tableau stuck at the
  // top and the dock (the root's scroll padding keeps it below the tableau, board.css). Once
  // the hand has opened or closed for the turn: the dock's top moves with it.
  createEffect(
    on(
      () => props.view.current === props.view.you && props.view.players[props.view.current]?.level === props.level && props.view.turn,
      (mine) => {
        if (!mine) return;
        requestAnimationFrame(() => {
          if (!section) return;
          const box = section.getBoundingClientRect();
          const top = document.querySelector(".pl-hud")?.getBoundingClientRect().bottom ?? 0;
          const bottom = document.querySelector(".pl-dock")?.getBoundingClientRect().top ?? innerHeight;
          if (box.top >= top && box.bottom <= bottom) return;
          // The first turn's tableau appears with the turn, and a frame's ResizeObserver reports
          // after its animation frames: the padding would still be the empty tableau's, 0 px.
          props.measureBars();
          section.scrollIntoView({ block: "start" });
        });
      },
    ),
  );
  // Keep this seat's meeple in sight whenever a new view comes, or the deck's top while
  // this seat arranges it.
  // The row is scrolled and measured in the next frame, not in the task that drew it: reading a
  // box there would lay the whole page out inside the board's first task.
  let frame = 0;
  createEffect(() => {
    const you = props.view.you;
    const p = you === null ? undefined : props.view.players[you];
    const toEnd = arranging() !== null;
    const toMeeple = !toEnd && p?.level === props.level;
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      if (!row) return;
      if (toEnd) row.scrollLeft = row.scrollWidth;
      else if (toMeeple) {
        const meeple = row.querySelector<HTMLElement>(`[data-meeple="${you}"]`);
        if (meeple) row.scrollLeft += meeple.getBoundingClientRect().left - row.getBoundingClientRect().left - 48;
      }
      // Cards and meeples come and go without the row changing size.
      measure();
    });
  });
  onCleanup(() => cancelAnimationFrame(frame));
  return (
    <Show when={l()}>
      {(level) => (
        <section class="pl-level" ref={section} data-testid={`level-${props.level}`} data-cleared={level().cleared ? "true" : "false"}>
          <div class="pl-level-head">
            <h2>
              {levelWord(props.level)}
              <span class="hint">
                {level().cleared
                  ? " · cleared"
                  : ` · checkpoint ${Math.min(level().checkpoints, 3)} of 3 · ${level().deckCount} in the deck`}
              </span>
            </h2>
            {/* For a finger or a mouse; a keyboard scrolls the focused row itself. */}
            <Show when={!level().cleared && (more().left || more().right)}>
              <div class="pl-more" aria-hidden="true">
                <button type="button" tabindex="-1" disabled={!more().left} onClick={() => page(-1)}>
                  ‹
                </button>
                <button type="button" tabindex="-1" disabled={!more().right} onClick={() => page(1)}>
                  ›
                </button>
              </div>
            </Show>
          </div>
          <Show when={!level().cleared}>
            <div class="pl-row-wrap" classList={{ "more-left": more().left, "more-right": more().right }}>
              {/* Focusable, so that a keyboard can scroll the row (axe: scrollable-region-focusable). */}
              <div
                class="pl-row"
                ref={(el) => {
                  row = el;
                  resized.observe(el);
                }}
                tabindex="0"
                role="group"
                aria-label={`${levelWord(props.level)}: the cards in the row`}
                onScroll={measure}
              >
                <Index each={level().board}>
                  {(id, slot) => (
                    <>
                      <Meeples view={props.view} level={props.level} pos={slot} moved={props.moved} marks={props.marks} />
                      <div class="pl-slot" data-slot={slot}>
                        <Show when={id()} fallback={<div class="pl-empty">empty</div>}>
                          {(cardId) => <CardFace id={cardId()} covers={level().faceDown[slot]} />}
                        </Show>
                      </div>
                    </>
                  )}
                </Index>
                <Meeples view={props.view} level={props.level} pos={level().board.length} moved={props.moved} marks={props.marks} />
                <div class="pl-deck" data-testid={`deck-${props.level}`}>
                  <span class="pl-deck-back">
                    Level Deck
                    <b>{level().deckCount}</b>
                  </span>
                  {/* The top cards this seat knows, in their place from the start (Time Travel, a Plague
                      Doctor's reveal): shown only once known, they made the row taller and moved the page. */}
                  <div class="pl-known">
                    <span class="hint">Top, as you know it:</span>
                    <div class="pl-top" data-testid={`known-top-${props.level}`}>
                      <For each={level().top} fallback={<span class="pl-top-none">None seen yet. Time Travel shows them here.</span>}>
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
                  </div>
                </div>
              </div>
            </div>
          </Show>
        </section>
      )}
    </Show>
  );
}
