import { For, Index, Show } from "solid-js";
import { placeName } from "../../../../shared/games/union-forever/data/map";
import { SIDE_NAMES } from "../../../../shared/games/union-forever/data/units";
import { unitName } from "../../../../shared/games/union-forever/describe";
import type { GameEvent, Roll } from "../../../../shared/games/union-forever/state";

/** One battle, Pacification, special ACT or invasion: its dice, and what came of them. */
export type Throw = { title: string; rolls: { roll: Roll; note: string }[]; result: string; good: boolean };

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function battleResult(margin: number): string {
  if (margin < 0) return `the attack fails (by ${-margin})`;
  if (margin <= 1) return "stalemate";
  if (margin <= 3) return `the defenders are beaten (by ${margin})`;
  return `the defenders are routed (by ${margin})`;
}

/** The dice thrown in a list of events, in order. */
export function throwsOf(events: readonly GameEvent[]): Throw[] {
  const out: Throw[] = [];
  for (const ev of events) {
    switch (ev.e) {
      case "battle":
        out.push({
          title: `${capital(unitName(ev.unit))} attacks in ${placeName(ev.area)}`,
          rolls: [
            { roll: ev.attack, note: "attacker" },
            { roll: ev.defence, note: "defender" },
          ],
          result: battleResult(ev.margin),
          good: ev.margin >= 2,
        });
        break;
      case "pacify":
        out.push({
          title: `${capital(unitName(ev.unit))} tries to Pacify ${placeName(ev.area)}`,
          rolls: [
            { roll: ev.union, note: "" },
            { roll: ev.confederacy, note: "" },
          ],
          result: ev.success ? "Pacified: higher than the Confederacy" : "no effect: needs more than the Confederacy",
          good: ev.success,
        });
        break;
      case "special":
        if (ev.roll) {
          const what =
            ev.kind === "anaconda"
              ? ev.side === "union"
                ? "restore the blockade"
                : "break the blockade"
              : ev.kind === "restore"
                ? `restore ${ev.unit ? unitName(ev.unit) : "an army"}`
                : `return ${ev.unit ? unitName(ev.unit) : "a unit"} to play`;
          out.push({
            title: `The ${SIDE_NAMES[ev.side]} tries to ${what}`,
            rolls: [{ roll: ev.roll, note: `needs ${ev.need}` }],
            result: ev.success ? "success" : "no effect",
            good: ev.success,
          });
        }
        break;
      case "invasion":
        out.push({
          title: `${capital(unitName(ev.unit))} invades the North`,
          rolls: [{ roll: ev.roll, note: `below the CRL (${ev.crl}) moves it right; 6 or more hurts the army` }],
          result:
            ev.result === "crl"
              ? "the CRL marker moves right"
              : ev.result === "none"
                ? "no effect"
                : `the army is ${ev.result}`,
          good: ev.result === "crl",
        });
        break;
      default:
        break;
    }
  }
  return out;
}

/** A throw in one line, for the top of the board: "The Union tries to restore the blockade: rolled 3 → no effect". */
export function throwLine(t: Throw): string {
  const rolled = t.rolls.length === 1 ? `rolled ${t.rolls[0]?.roll.total}` : t.rolls.map((r) => `${SIDE_NAMES[r.roll.side]} ${r.roll.total}`).join(" against ");
  return `${t.title}: ${rolled} → ${t.result}`;
}

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
      <h3 id="uf-dice-title">Latest dice</h3>
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
                      <small class="uf-note">{r.note}</small>
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
