import { For, Index, Show } from "solid-js";
import { SIDE_NAMES } from "../../../../shared/games/union-forever/data/units";
import type { Throw } from "./throws";

const PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

/** A die showing `value`. */
export function Die(props: { value: number; side: "union" | "confederacy" }) {
  return (
    <svg class={`uf-die uf-die-${props.side}`} viewBox="-15 -15 30 30" role="img" aria-label={`die ${props.value}`} data-die={props.value}>
      <rect x={-13.5} y={-13.5} width={27} height={27} rx={5} />
      <Index each={PIPS[props.value] ?? []}>{(pip) => <circle cx={pip()[0] * 7} cy={pip()[1] * 7} r={2.6} />}</Index>
    </svg>
  );
}

/** The latest dice: each throw with its die, every modifier added, and the total. */
export function DicePanel(props: { throws: Throw[] }) {
  return (
    <section class="uf-dice" aria-labelledby="uf-dice-title" data-testid="dice">
      <h2 id="uf-dice-title">Latest dice</h2>
      <Show when={props.throws.length > 0} fallback={<p class="hint">No dice rolled yet.</p>}>
        <For each={props.throws}>
          {(t) => (
            <div class="uf-throw" classList={{ "uf-good": t.good }}>
              <p class="uf-throw-title">{t.title}</p>
              <For each={t.rolls}>
                {(r) => (
                  <div class="uf-roll" data-roll={r.roll.side}>
                    <span class="uf-roll-side">{SIDE_NAMES[r.roll.side]}</span>
                    <Die value={r.roll.die} side={r.roll.side} />
                    <For each={r.roll.mods}>
                      {(m) => (
                        <span class="uf-mod" title={m.why}>
                          {m.value < 0 ? "−" : "+"}
                          {Math.abs(m.value)} <small>{m.why}</small>
                        </span>
                      )}
                    </For>
                    <Show when={r.roll.mods.length > 0}>
                      <span class="uf-total">= {r.roll.total}</span>
                    </Show>
                    <Show when={r.note}>
                      <small class="uf-roll-note">{r.note}</small>
                    </Show>
                  </div>
                )}
              </For>
              <p class="uf-throw-result">→ {t.result}</p>
            </div>
          )}
        </For>
      </Show>
    </section>
  );
}
