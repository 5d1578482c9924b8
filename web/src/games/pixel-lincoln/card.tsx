/** One card, face up: name, kind, cost, coin, power, ability text, suit and points. */
import { Show, useContext } from "solid-js";
import { DifficultyContext, powerOf } from "./power";
import { SUIT_NAMES, abilityText, card, isBuyable, kindWord, nameOnCard } from "./words";
import "./card.css";

const suitName = (suit: keyof typeof SUIT_NAMES | null) => (suit ? SUIT_NAMES[suit] : "");

/**
 * A figure printed on a card ("Cost 4"): one text node from plain values, so no node nor effect
 * more than it needs (the difficulty that sets a boss's Power is the game's, fixed).
 */
const figure = (kind: "cost" | "coin" | "power", text: string) => (
  <span class={`pl-stat ${kind}`} title={kind}>
    {text}
  </span>
);

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
        const cost = isBuyable(c) ? figure("cost", `Cost ${c.cost}`) : null;
        const coin = c.coin > 0 ? figure("coin", `Coin ${c.coin}`) : null;
        const power = c.power > 0 ? figure("power", `Power ${powerOf(props.id, difficulty())}`) : null;
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
