import { Show } from "solid-js";
import { UNITS, type UnitId } from "../../../../shared/games/union-forever/data/units";
import type { View } from "../../../../shared/games/union-forever/view";
import { combatFactor } from "./choices";
import { COUNTER_CODE, LABEL_COLOR } from "./names";

/**
 * A unit's counter, `size` units square, centred on (x, y): blue for the Union,
 * grey for the Confederacy; the weakened side is pale with a dashed edge. The big
 * number is what it adds in battle now (a Union army's printed factor, a
 * Confederate army's CRL, less one weakened; +1 for militia). A Confederate
 * army carries its label's colour along the top. Its rings, when lit, selected or just
 * moved, are CounterRings.
 */
export function Counter(props: {
  view: View;
  unit: UnitId;
  x: number;
  y: number;
  size: number;
  lit?: boolean;
  selected?: boolean;
  /** It moved (or came into play) in the last move. */
  moved?: boolean;
}) {
  const data = () => UNITS[props.unit];
  const weakened = () => props.view.units[props.unit].weakened;
  const half = () => props.size / 2;
  const kind = () => `${data().side === "union" ? "uf-union" : data().kind === "militia" ? "uf-militia" : "uf-rebel"}`;
  const codeFont = () => Math.max(props.size * 0.27, 10);
  // A crowded area's small counters squeeze a long code to fit ("Cumb" ran into its neighbour's).
  const codeRoom = () => props.size - 3;
  const squeezed = () => COUNTER_CODE[props.unit].length * codeFont() * 0.7 > codeRoom();
  const factor = () => (data().kind === "militia" ? "+1" : String(combatFactor(props.view, props.unit)));
  return (
    <g
      class={`uf-counter ${kind()}`}
      classList={{ "uf-weak": weakened(), "uf-lit": !!props.lit, "uf-selected": !!props.selected }}
      transform={`translate(${props.x - half()} ${props.y - half()})`}
      data-unit={props.unit}
      data-side={weakened() ? "weakened" : "full"}
      data-choosable={props.lit ? "" : undefined}
      data-selected={props.selected ? "" : undefined}
      data-moved={props.moved ? "" : undefined}
    >
      <rect class="uf-counter-body" width={props.size} height={props.size} rx={4} />
      <Show when={data().label}>
        {(label) => (
          <rect
            x={1.5}
            y={1.5}
            width={props.size - 3}
            height={props.size * 0.16}
            rx={2}
            fill={LABEL_COLOR[label()]}
            opacity={weakened() ? 0.55 : 1}
          />
        )}
      </Show>
      <text class="uf-counter-code" x={half()} y={props.size * 0.38} font-size={`${codeFont()}`}
        textLength={squeezed() ? codeRoom() : undefined}
        lengthAdjust={squeezed() ? "spacingAndGlyphs" : undefined}
      >
        {COUNTER_CODE[props.unit]}
      </text>
      <text class="uf-counter-cf" x={half()} y={props.size * 0.9} font-size={`${props.size * 0.5}`}>
        {factor()}
      </text>
    </g>
  );
}

/**
 * The rings round a counter (`size` units square, centred on x, y): the last move's and, lit or
 * selected, the choosable one's. The map draws them under the places' names and army labels,
 * which a ring reaches over in a crowded area (the counter itself covers none, marks.ts).
 */
export function CounterRings(props: { unit: UnitId; x: number; y: number; size: number; lit?: boolean; selected?: boolean; moved?: boolean }) {
  return (
    <g
      class="uf-rings-of"
      classList={{ "uf-selected": !!props.selected }}
      transform={`translate(${props.x - props.size / 2} ${props.y - props.size / 2})`}
      data-rings-of={props.unit}
    >
      <Show when={props.moved}>
        <rect class="uf-counter-moved" x={-4} y={-4} width={props.size + 8} height={props.size + 8} rx={7} />
      </Show>
      <Show when={props.lit || props.selected}>
        <rect class="uf-counter-ring" x={-5} y={-5} width={props.size + 10} height={props.size + 10} rx={8} />
      </Show>
    </g>
  );
}

/** A counter on its own, for buttons and lists. */
export function CounterIcon(props: { view: View; unit: UnitId }) {
  return (
    <svg class="uf-icon" viewBox="-2 -2 40 40" aria-hidden="true">
      <Counter view={props.view} unit={props.unit} x={18} y={18} size={36} />
    </svg>
  );
}
