/** One card, face up: name, kind, cost, coin, power, ability text, suit and points. */
import { Show, useContext } from "solid-js";
import { DifficultyContext, powerOf } from "./power";
import { SUIT_NAMES, abilityText, card, isBuyable, kindWord, nameOnCard } from "./words";
import "./card.css";

const suitName = (suit: keyof typeof SUIT_NAMES | null) => (suit ? SUIT_NAMES[suit] : "");

export function CardFace(props: {
  id: string;
  /** A small card: name and figures only (tableau, piles). */
  small?: boolean;
  /** It answers the decision: it glows, and tapping it chooses. */
  choice?: boolean;
  selected?: boolean;
  /** A face-down mini-boss or boss lies under it. */
  covers?: boolean;
  onTap?: () => void;
  /** The last move put it here: it is marked. */
  last?: boolean;
  /** Marks a card of this seat's hand (tests read it). */
  inHand?: boolean;
}) {
  const difficulty = useContext(DifficultyContext);
  return (
    <Show when={card(props.id)} fallback={<div class="pl-card unknown">?</div>}>
      {(c) => (
        <button
          type="button"
          class={`pl-card kind-${c().kind} suit-${c().suit ?? "none"}`}
          classList={{ small: !!props.small, choice: !!props.choice, selected: !!props.selected, last: !!props.last }}
          disabled={!props.onTap}
          aria-pressed={props.selected ? true : undefined}
          data-card={props.id}
          data-hand-card={props.inHand ? props.id : undefined}
          data-choice={props.choice ? "card" : undefined}
          data-last-move={props.last ? "card" : undefined}
          data-kind={c().kind}
          onClick={() => props.onTap?.()}
        >
          <span class="pl-card-name">{nameOnCard(c().name)}</span>
          <Show when={props.last}>
            <span class="sr-only">just played</span>
          </Show>
          <span class="pl-card-kind">{kindWord(c())}</span>
          <span class="pl-card-stats">
            <Show when={isBuyable(c())}>
              <span class="pl-stat cost" title="cost">
                Cost {c().cost}
              </span>
            </Show>
            <Show when={c().coin > 0}>
              <span class="pl-stat coin" title="coin">
                Coin {c().coin}
              </span>
            </Show>
            <Show when={c().power > 0}>
              <span class="pl-stat power" title="power">
                Power {powerOf(props.id, difficulty())}
              </span>
            </Show>
          </span>
          <Show when={!props.small && abilityText(c())}>
            <span class="pl-card-text">{abilityText(c())}</span>
          </Show>
          <Show when={props.covers}>
            <span class="pl-card-text pl-covers">A face-down card lies under it.</span>
          </Show>
          <span class="pl-card-foot">
            <span class="pl-suit">{suitName(c().suit)}</span>
            <Show when={c().points !== 0}>
              <span class="pl-points">{c().points} pt</span>
            </Show>
          </span>
        </button>
      )}
    </Show>
  );
}
