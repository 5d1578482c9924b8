import { Show } from "solid-js";
import { Army, Cost, Fort, Politician, Ship, Star, Train } from "./icons";
import { FACE_DOWN, cardOf, cardText } from "./words";

/** The longest word of a name: long words get a smaller type to fit the card. */
const longest = (name: string) => Math.max(...name.split(/\s+/).map((w) => w.length));

/**
 * Where the longest words may break at a card's width, with a hyphen (soft hyphens): at the
 * smallest type allowed, 12 px, they are wider than the card and broke anywhere ("Reinforceme-nts").
 */
const BREAKS: Record<string, string> = { Reinforcements: "Reinforce\u00adments", Fortifications: "Fortifi\u00adcations" };
const breakable = (name: string) => name.replace(/\S+/g, (word) => BREAKS[word] ?? word);

/**
 * A card with a long text is wider: the hand's row is as high as its highest card, and Cavalry
 * Raid's 117 characters at the common width made it 279 px high, the map above the dock left a
 * strip at 360 x 640. Over the pass-and-play test's hands, the highest row is 192 px with these
 * widths (most texts are 36-49 characters: the leaders', the events', the armies').
 */
const widthOf = (text: string) => ({ wide: text.length > 52 && text.length <= 100, wider: text.length > 100 });

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
 * A card's outline with only its name and text, as high as its face (CardFace): what the hand
 * shows for a frame while the faces are drawn, so that the dock has its height from the first paint.
 */
export function CardOutline(props: { id: string }) {
  const c = props.id === FACE_DOWN ? undefined : cardOf(props.id);
  if (!c) return <CardBack side="union" />;
  const longName = longest(c.name);
  return (
    <button type="button" class={`lc-card ${c.side}`} classList={widthOf(cardText(c))} disabled tabindex="-1" aria-hidden="true">
      <div class="lc-card-top" />
      <div class="lc-card-name" classList={{ long: longName > 10, longer: longName > 12 }}>
        {breakable(c.name)}
      </div>
      <div class="lc-card-symbols" />
      <div class="lc-card-text">{cardText(c)}</div>
    </button>
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
  /** Just came into the hand (new-cards.ts): marked "new". */
  fresh?: boolean;
}) {
  // Keyed on the card: what is printed on it is worked out once, as plain values (a hand's
  // cards are many, and each reactive part of each costs the board's first paint).
  return (
    <Show when={props.id === FACE_DOWN ? undefined : cardOf(props.id)} keyed fallback={<CardBack side="union" small={props.small} />}>
      {(c) => {
        const top = c.top;
        const kind = top?.kind ?? "none";
        const strength = top?.kind === "army" ? (top as { strength: number }).strength : undefined;
        const unit =
          strength !== undefined ? (
            <Army strength={strength} fill={SIDE_FILL[c.side]} title={`${strength} army`} />
          ) : kind === "fort" ? (
            <Fort title="fort" />
          ) : kind === "ship" ? (
            <Ship title="ship" />
          ) : kind === "politician" ? (
            <Politician title="politician" />
          ) : null;
        const cost = top ? top.cost : undefined;
        const printedTop =
          cost !== undefined ? (
            <>
              <span class="lc-card-unit">{unit}</span>
              <span class="lc-card-cost" title={`costs ${cost}`}>
                <Cost n={cost} title={`cost ${cost}`} />
              </span>
            </>
          ) : null;
        const reserve = c.reserve ? <span class="lc-card-reserve">{c.reserve}</span> : null;
        const lead = c.leadership;
        const leadership =
          lead > 0 ? (
            <span class="lc-lead" title={`Leadership ${lead}`}>
              <Star />
              <span class="sr-only">Leadership </span>
              <b>{lead}</b>
            </span>
          ) : null;
        const movement = c.movement ? <Train title="movement" /> : null;
        const naval = c.naval ? <Ship title="naval movement" /> : null;
        const side = c.side;
        const id = c.id;
        const name = c.name;
        const longName = longest(name);
        const moves = c.movement ? "true" : "false";
        const sails = c.naval ? "true" : "false";
        const text = cardText(c);
        return (
          <button
            type="button"
            class={`lc-card ${side}`}
            classList={{ small: !!props.small, choice: !!props.choice, selected: !!props.selected, ...(props.small ? {} : widthOf(text)) }}
            disabled={!props.onTap}
            aria-pressed={props.selected ? true : undefined}
            data-card={id}
            data-hand-card={props.inHand ? id : undefined}
            data-choice={props.choice ? "card" : undefined}
            data-top={kind}
            data-strength={strength}
            data-lead={lead}
            data-move={moves}
            data-naval={sails}
            data-name={name}
            onClick={() => props.onTap?.()}
          >
            <div class="lc-card-top">
              {printedTop}
              {reserve}
            </div>
            <div class="lc-card-name" classList={{ long: longName > 10, longer: longName > 12 }}>
              {breakable(name)}
            </div>
            <div class="lc-card-symbols">
              {leadership}
              {movement}
              {naval}
              <Show when={props.fresh}>
                <span class="lc-card-new" data-testid="new-card">
                  new
                </span>
              </Show>
            </div>
            <Show when={!props.small}>
              <div class="lc-card-text">{text}</div>
            </Show>
          </button>
        );
      }}
    </Show>
  );
}
