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
  // Keyed on the card: what is printed on it is worked out once, as plain values (the rows,
  // the hand and the tableau hold many cards, and each reactive part costs the first paint).
  return (
    <Show when={card(props.id)} keyed fallback={<div class="pl-card unknown">?</div>}>
      {(c) => {
        const kind = c.kind;
        const look = `pl-card kind-${kind} suit-${c.suit ?? "none"}`;
        const name = nameOnCard(c.name);
        const kindText = kindWord(c);
        // Each figure one text node ("Cost 4"), a plain value: no node, nor effect, more than it needs.
        const costText = `Cost ${c.cost}`;
        const coinText = `Coin ${c.coin}`;
        const cost = isBuyable(c) ? (
          <span class="pl-stat cost" title="cost">
            {costText}
          </span>
        ) : null;
        const coin =
          c.coin > 0 ? (
            <span class="pl-stat coin" title="coin">
              {coinText}
            </span>
          ) : null;
        const power =
          c.power > 0 ? (
            <span class="pl-stat power" title="power">
              {`Power ${powerOf(props.id, difficulty())}`}
            </span>
          ) : null;
        const ability = abilityText(c);
        const suit = suitName(c.suit);
        const pointsText = `${c.points} pt`;
        const points = c.points !== 0 ? <span class="pl-points">{pointsText}</span> : null;
        return (
          <button
            type="button"
            class={look}
            classList={{ small: !!props.small, choice: !!props.choice, selected: !!props.selected, last: !!props.last }}
            disabled={!props.onTap}
            aria-pressed={props.selected ? true : undefined}
            data-card={props.id}
            data-hand-card={props.inHand ? props.id : undefined}
            data-choice={props.choice ? "card" : undefined}
            data-last-move={props.last ? "card" : undefined}
            data-kind={kind}
            onClick={() => props.onTap?.()}
          >
            <span class="pl-card-name">{name}</span>
            <Show when={props.last}>
              <span class="sr-only">just played</span>
            </Show>
            <span class="pl-card-kind">{kindText}</span>
            <span class="pl-card-stats">
              {cost}
              {coin}
              {power}
            </span>
            <Show when={!props.small && ability}>
              <span class="pl-card-text">{ability}</span>
            </Show>
            <Show when={props.covers}>
              <span class="pl-card-text pl-covers">A face-down card lies under it.</span>
            </Show>
            <span class="pl-card-foot">
              <span class="pl-suit">{suit}</span>
              {points}
            </span>
          </button>
        );
      }}
    </Show>
  );
}
