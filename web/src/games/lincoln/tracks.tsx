/**
 * The tracks and piles: VP, the Europe and Blockade tracks, each side's hand, draw pile,
 * discards (tap to look through), reshuffles and the I and II cards still to come. A strip
 * that opens into the full tracks.
 */
import { For, Index, Show, createSignal } from "solid-js";
import { BLOCKADE_TRACK, EUROPE_CONFEDERATE_END } from "../../../../shared/games/lincoln/data/tracks";
import type { Side } from "../../../../shared/games/lincoln/data/sides";
import type { View } from "../../../../shared/games/lincoln/view";
import { CardFace } from "./card";
import { COUNTER_FILL } from "./map-marks";
import { SIDE_LIST, SIDE_WORD, plural } from "./words";

const RESHUFFLE_VP = [2, 5];
const VP_TO_WIN = 12;

/** What the Union's VP must reach next, in words. */
function nextCheck(view: View): string {
  const n = view.cards.union.reshuffles;
  if (n === 0) return `needs ${RESHUFFLE_VP[0]} at its first reshuffle`;
  if (n === 1) return `needs ${RESHUFFLE_VP[1]} at its second reshuffle`;
  return `needs ${VP_TO_WIN} when its deck runs out again`;
}

export function TracksStrip(props: { view: View; onPiles: (side: Side) => void }) {
  const [open, setOpen] = createSignal(false);
  const v = () => props.view;
  const space = () => BLOCKADE_TRACK[v().blockade];
  return (
    <section class="lc-tracks" data-testid="tracks">
      <button
        type="button"
        class="lc-strip"
        aria-expanded={open()}
        onClick={() => setOpen(!open())}
        data-testid="tracks-toggle"
      >
        <span class="lc-pill vp" title="Union victory points" data-testid="vp">
          <b>{v().vp}</b> VP
        </span>
        <span class="lc-pill europe" title="Europe track: 12 brings Europe into the war">
          Europe <b>{v().europe}</b>/{EUROPE_CONFEDERATE_END}
        </span>
        <span class="lc-pill blockade" title="Blockade track">
          Blockade <b>{v().blockade === 0 ? "start" : v().blockade}</b>
        </span>
        <For each={SIDE_LIST}>
          {(side) => (
            <span class={`lc-pill side ${side}`} data-testid={`counts-${side}`}>
              <span class="swatch" style={{ background: COUNTER_FILL[side] }} />
              <span>
                hand <b>{v().cards[side].handCount}</b> · deck <b>{v().cards[side].deckCount}</b>
              </span>
            </span>
          )}
        </For>
        <span class="lc-more" aria-hidden="true">
          {open() ? "▴" : "▾"}
        </span>
      </button>
      <Show when={open()}>
        <div class="lc-tracks-body">
          <h2>Blockade</h2>
          <ol class="lc-blockade" aria-label="Blockade track">
            <Index each={BLOCKADE_TRACK}>
              {(s, i) => (
                <li classList={{ here: v().blockade === i }} data-space={i}>
                  <span class="lc-space-name">{i === 0 ? "S" : i}</span>
                  <span>CS hand {s().handSize}</span>
                  <span>{s().vp} VP</span>
                </li>
              )}
            </Index>
          </ol>
          <p class="hint">
            Confederate hand size {space()?.handSize}; the Union scores {space()?.vp} VP from the blockade. Union ships move the marker right,
            Confederate ships left.
          </p>
          <h2>Europe</h2>
          <ol class="lc-europe" aria-label="Europe track">
            <Index each={Array.from({ length: EUROPE_CONFEDERATE_END + 1 }, (_, i) => i)}>
              {(i) => (
                <li classList={{ here: v().europe === i(), end: i() === EUROPE_CONFEDERATE_END }} data-space={i()}>
                  {i()}
                </li>
              )}
            </Index>
          </ol>
          <p class="hint">
            At {EUROPE_CONFEDERATE_END} Europe enters the war and the Confederacy wins. Politicians and battles won move the marker.
          </p>
          <h2>Victory points</h2>
          <p>
            The Union has <b>{v().vp} VP</b> and {nextCheck(v())}. Only the Union counts VP: the hexagons it holds and the blockade.
          </p>
          <h2>Cards</h2>
          <ul class="lc-piles">
            <For each={SIDE_LIST}>
              {(side) => {
                const p = () => v().cards[side];
                return (
                  <li data-side={side}>
                    <span class="lc-piles-text">
                      <span class="swatch" style={{ background: COUNTER_FILL[side] }} />
                      <b>{SIDE_WORD[side]}</b>: hand {p().handCount} of {p().handSize}, draw pile {p().deckCount},{" "}
                      {plural(p().reshuffles, "reshuffle")} done; I cards to come {p().reserve.I.length}, II cards {p().reserve.II.length}.
                    </span>
                    <button type="button" class="small" onClick={() => props.onPiles(side)} data-testid={`discards-${side}`}>
                      Discards ({p().discard.length}) ▸
                    </button>
                  </li>
                );
              }}
            </For>
          </ul>
        </div>
      </Show>
    </section>
  );
}

/** The public piles of one side: discards, cards out of the game, and the I and II cards to come. */
export function PilesSheet(props: { view: View; side: Side; onSide: (side: Side) => void; onClose: () => void }) {
  const p = () => props.view.cards[props.side];
  const groups = () => [
    { title: `Discard pile (${p().discard.length}), newest first`, cards: p().discard.slice().reverse(), id: "discard" },
    { title: `Out of the game (${p().removed.length})`, cards: p().removed, id: "removed" },
    { title: `I cards, added at the first reshuffle (${p().reserve.I.length})`, cards: p().reserve.I, id: "reserve-1" },
    { title: `II cards, added at the second reshuffle (${p().reserve.II.length})`, cards: p().reserve.II, id: "reserve-2" },
  ];
  return (
    <div class="sheet" role="dialog" aria-modal="true" aria-label="Card piles" data-testid="piles">
      <div class="sheet-head">
        <div class="lc-tabs" role="tablist">
          <For each={SIDE_LIST}>
            {(side) => (
              <button type="button" role="tab" class="small" aria-selected={props.side === side} onClick={() => props.onSide(side)}>
                {SIDE_WORD[side]}
              </button>
            )}
          </For>
        </div>
        <button type="button" class="small primary" onClick={() => props.onClose()} data-testid="piles-close">
          Close
        </button>
      </div>
      <p class="hint">
        {SIDE_WORD[props.side]}: {plural(p().handCount, "card")} in hand, {p().deckCount} in the draw pile, {p().reshuffles} reshuffle
        {p().reshuffles === 1 ? "" : "s"} so far.
      </p>
      <For each={groups()}>
        {(g) => (
          <section class="lc-pile" data-pile={g.id}>
            <h2>{g.title}</h2>
            <Show when={g.cards.length > 0} fallback={<p class="hint">None.</p>}>
              <div class="lc-pile-cards">
                <For each={g.cards}>{(id) => <CardFace id={id} small />}</For>
              </div>
            </Show>
          </section>
        )}
      </For>
    </div>
  );
}
