import { Show } from "solid-js";
import { Army, Cost, Fort, Politician, Ship, Star, Train } from "./icons";
import { FACE_DOWN, cardOf, cardText } from "./words";

/** The longest word of a name: long words get a smaller type to fit the card. */
const longest = (name: string) => Math.max(...name.split(/\s+/).map((w) => w.length));

/** A side's colour for its cards and counters. */
export const SIDE_FILL = { union: "#1e3a8a", confederate: "#57534e" } as const;

/** The back of a card: what the other side sees of a face-down card. */
export function CardBack(props: { side: "union" | "confederate"; small?: boolean; label?: string }) {
  return (
    <div
      class={`lc-card lc-back ${props.side}`}
      classList={{ small: !!props.small }}
      data-face="down"
      role="img"
      aria-label={props.label ?? "A card face down"}
    >
      <span class="lc-back-mark">{props.side === "union" ? "US" : "CS"}</span>
    </div>
  );
}

/**
 * One card, face up: the top symbol and its cost, the name, Leadership, movement and naval
 * symbols, the action text and the reserve mark. A button when it is a choice.
 */
export function CardFace(props: {
  id: string;
  small?: boolean;
  /** It answers the decision: highlighted, and tapping it chooses. */
  choice?: boolean;
  selected?: boolean;
  onTap?: () => void;
  /** Attributes for the hand (tests read them). */
  inHand?: boolean;
}) {
  const card = () => cardOf(props.id);
  return (
    <Show when={props.id !== FACE_DOWN && card()} fallback={<CardBack side="union" small={props.small} />}>
      {(c) => {
        const top = () => c().top;
        return (
          <button
            type="button"
            class={`lc-card ${c().side}`}
            classList={{ small: !!props.small, choice: !!props.choice, selected: !!props.selected }}
            disabled={!props.onTap}
            aria-pressed={props.selected ? true : undefined}
            data-card={c().id}
            data-hand-card={props.inHand ? c().id : undefined}
            data-choice={props.choice ? "card" : undefined}
            data-top={top()?.kind ?? "none"}
            data-strength={top()?.kind === "army" ? (top() as { strength: number }).strength : undefined}
            data-lead={c().leadership}
            data-move={c().movement ? "true" : "false"}
            data-naval={c().naval ? "true" : "false"}
            data-name={c().name}
            onClick={() => props.onTap?.()}
          >
            <div class="lc-card-top">
              <Show when={top()}>
                {(t) => (
                  <>
                    <span class="lc-card-unit">
                      <Show when={t().kind === "army"}>
                        <Army strength={(t() as { strength: number }).strength} fill={SIDE_FILL[c().side]} title={`${(t() as { strength: number }).strength} army`} />
                      </Show>
                      <Show when={t().kind === "fort"}>
                        <Fort title="fort" />
                      </Show>
                      <Show when={t().kind === "ship"}>
                        <Ship title="ship" />
                      </Show>
                      <Show when={t().kind === "politician"}>
                        <Politician title="politician" />
                      </Show>
                    </span>
                    <span class="lc-card-cost" title={`costs ${t().cost}`}>
                      <Cost n={t().cost} title={`cost ${t().cost}`} />
                    </span>
                  </>
                )}
              </Show>
              <Show when={c().reserve}>{(r) => <span class="lc-card-reserve">{r()}</span>}</Show>
            </div>
            <div class="lc-card-name" classList={{ long: longest(c().name) > 10, longer: longest(c().name) > 12 }}>
              {c().name}
            </div>
            <div class="lc-card-symbols">
              <Show when={c().leadership > 0}>
                <span class="lc-lead" title={`Leadership ${c().leadership}`}>
                  <Star />
                  <span class="sr-only">Leadership </span>
                  <b>{c().leadership}</b>
                </span>
              </Show>
              <Show when={c().movement}>
                <Train title="movement" />
              </Show>
              <Show when={c().naval}>
                <Ship title="naval movement" />
              </Show>
            </div>
            <Show when={!props.small}>
              <div class="lc-card-text">{cardText(c())}</div>
            </Show>
          </button>
        );
      }}
    </Show>
  );
}
