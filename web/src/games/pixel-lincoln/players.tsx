/**
 * The players: lives, cards in hand and deck, Score Pile points, and (tapped open) the Score
 * and Discard Piles, which are public.
 */
import { For, Show, createSignal, useContext } from "solid-js";
import type { View } from "../../../../shared/games/pixel-lincoln/view";
import { CardFace } from "./card";
import { NamesContext, colorOf, isActive, levelWord, livesOf, pointsOf } from "./words";

/** `marks`: each seat's letter, as on its meeple (markOf). */
export function PlayerStrip(props: { view: View; marks: string[] }) {
  const [open, setOpen] = createSignal<number | null>(null);
  const who = useContext(NamesContext);
  return (
    <section class="pl-players" data-testid="players">
      <div class="pl-chips">
        <For each={props.view.players}>
          {(p, seat) => (
            <button
              type="button"
              class="pl-chip"
              classList={{ current: isActive(props.view, seat()), out: p.out, open: open() === seat() }}
              aria-expanded={open() === seat()}
              onClick={() => setOpen(open() === seat() ? null : seat())}
              data-testid={`player-${seat()}`}
              data-lives={livesOf(p)}
              data-points={pointsOf(p.score)}
              data-hand={p.handCount}
              data-defeated={p.defeated}
            >
              {/* Lives beside the name, so that the Score Pile has room to say what it is on a 360 px phone. */}
              <span class="pl-chip-head">
                <span class="pl-chip-name">
                  {who(seat())}
                  {seat() === props.view.you ? " (you)" : ""}
                </span>
                {/* Heard as words, the symbols left out: the name is the words seen, in their order. */}
                <span class="pl-chip-lives" title="lives">
                  <span aria-hidden="true">♥</span>
                  {livesOf(p)}
                  <span class="sr-only">{livesOf(p) === 1 ? " life, " : " lives, "}</span>
                </span>
                {/* The player's meeple in small, so that the one on the Levels is known by its colour and letter. */}
                <span class="pl-mark" style={{ background: colorOf(seat()) }} aria-hidden="true">
                  {props.marks[seat()]}
                </span>
              </span>
              <span class="pl-chip-figures">
                {/* The Score Pile, not the score: at the end every card a player owns counts (a stranger took ★ for the score). */}
                <span title="Score Pile: points of the cards scored so far; at the end every card a player owns counts">
                  <span aria-hidden="true">★</span>
                  {pointsOf(p.score)} scored<span class="sr-only"> into the Score Pile, </span>
                </span>
                <span title="cards in hand">{p.handCount} in hand</span>
              </span>
            </button>
          )}
        </For>
      </div>
      <Show when={open() !== null ? props.view.players[open() ?? 0] : undefined}>
        {(p) => (
          <div class="pl-piles" data-testid="piles">
            <p class="hint">
              {who(open() ?? 0)}: {p().out ? "out, waiting for the final score" : p().level === null ? "off the board" : `in ${levelWord(p().level ?? 0)}`}
              {" · "}
              {p().deckCount} in the deck · {p().handCount} in hand · {p().defeated} defeated · lives:{" "}
              {[...p().lives.map(() => "Life card"), ...(p().playerCard ? ["Player Card"] : [])].join(", ") || "none"}
            </p>
            <h3>Score Pile ({pointsOf(p().score)} points)</h3>
            <div class="pl-pile">
              <For each={p().score} fallback={<span class="hint">Empty.</span>}>
                {(id) => <CardFace id={id} small />}
              </For>
            </div>
            <h3>Discard Pile (top last)</h3>
            <div class="pl-pile">
              <For each={p().discard} fallback={<span class="hint">Empty.</span>}>
                {(id) => <CardFace id={id} small />}
              </For>
            </div>
          </div>
        )}
      </Show>
    </section>
  );
}
