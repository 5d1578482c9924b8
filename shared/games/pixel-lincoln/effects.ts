/**
 * The closed set of card abilities ("Card Abilities"; "Suits"). A card's ability is data,
 * `{ when, kind, n }`; what each kind does is written once, in the rule file of its area,
 * and dispatched from `resolveEffect` (decisions.ts). No card has code of its own.
 */

/** The four suits in a card's bottom left corner ("Suits"). */
export const SUITS = ["score", "time-travel", "key", "cancel"] as const;
export type Suit = (typeof SUITS)[number];

export const SUIT_NAMES: Record<Suit, string> = {
  score: "Score",
  "time-travel": "Time Travel",
  key: "Key",
  cancel: "Cancel",
};

/** When an ability happens. "suit" is a suit ability played from hand by discarding its card. */
export const TIMINGS = ["equip", "bought", "defeat", "ambush", "suit"] as const;
export type Timing = (typeof TIMINGS)[number];

/**
 * What an ability does. The suit abilities Score, Time Travel and Key are kinds too, so that
 * an item may carry the same effect as its text.
 */
export const EFFECT_KINDS = [
  "draw", // draw n cards from your deck
  "score", // put a card from your hand into your Score Pile (the Score suit)
  "time-travel", // look at and rearrange the top 5 cards of your Level Deck (the Time Travel suit)
  "key", // exit the Level and enter another; the Explore step ends (the Key suit)
  "recover", // take the top card of your Discard Pile into your hand
  "rival-discard", // every other player discards a card of his choice (player-to-player)
  "to-rival", // the defeated enemy goes into the Score Pile of an opponent you choose (player-to-player)
  "replace", // reveal the top Level card: an enemy takes the defeated enemy's place
  "to-discard", // the defeated enemy joins your Discard Pile instead of your Score Pile
  "ambush-discard", // the ambushed player discards a card of his choice
  "ambush-power", // the enemy has n more Power for this ambush
  "to-hand", // the bought card goes into your hand instead of your Discard Pile
  "extra-life", // the bought card goes under your Player Card as one more life
] as const;
export type EffectKind = (typeof EFFECT_KINDS)[number];

export type Effect = { when: Timing; kind: EffectKind; n: number };

/** Which timings each kind may have: a data test holds every card to this table. */
export const KIND_TIMINGS: Record<EffectKind, readonly Timing[]> = {
  draw: ["equip", "defeat"],
  score: ["equip", "suit"],
  "time-travel": ["equip", "suit"],
  key: ["suit"],
  recover: ["equip"],
  "rival-discard": ["equip"],
  "to-rival": ["defeat"],
  replace: ["defeat"],
  "to-discard": ["defeat"],
  "ambush-discard": ["ambush"],
  "ambush-power": ["ambush"],
  "to-hand": ["bought"],
  "extra-life": ["bought"],
};

/** Kinds that touch another player: such cards are left out of solo levels ("Solo Play"). */
export const VERSUS_KINDS: readonly EffectKind[] = ["rival-discard", "to-rival"];

const WHEN_TEXT: Record<Timing, string> = {
  equip: "When equipped",
  bought: "When bought",
  defeat: "When defeated",
  ambush: "When it ambushes",
  suit: "Discard",
};

const KIND_TEXT: Record<EffectKind, (n: number) => string> = {
  draw: (n) => `draw ${n} card${n === 1 ? "" : "s"}`,
  score: () => "put a card from your hand into your Score Pile",
  "time-travel": () => "look at and rearrange the top 5 cards of the Level Deck",
  key: () => "exit the Level and enter another (ends the Explore step)",
  recover: () => "take the top card of your Discard Pile into your hand",
  "rival-discard": () => "every other player discards a card",
  "to-rival": () => "it goes into an opponent's Score Pile instead of yours",
  replace: () => "reveal the top Level card; an enemy takes this one's place",
  "to-discard": () => "it goes into your Discard Pile instead of your Score Pile",
  "ambush-discard": () => "discard a card",
  "ambush-power": (n) => `it has +${n} Power`,
  "to-hand": () => "put it into your hand",
  "extra-life": () => "put it under your Player Card as one more life",
};

/** An ability in words, for the log, the client and the README. */
export function effectText(effect: Effect): string {
  return `${WHEN_TEXT[effect.when]}: ${KIND_TEXT[effect.kind](effect.n)}.`;
}

/**
 * The ability a Cancel would stop, named as its window asks it and its log line says it: a
 * suit's by its suit ("the Score of Sausage Link Whip"), any other by its card ("John Wilkes
 * Booth's ability").
 */
export function abilityName(effect: Effect, cardName: string, suit: Suit | null | undefined): string {
  return effect.when === "suit" && suit ? `the ${SUIT_NAMES[suit]} of ${cardName}` : `${cardName}'s ability`;
}

/** A short name of an ability, for the log. */
export function effectName(effect: Effect): string {
  return KIND_TEXT[effect.kind](effect.n);
}
