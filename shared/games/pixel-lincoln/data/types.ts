/**
 * The shape of a card ("Components"). Every physical card has its own id; copies of a set
 * share a `template` and differ only in their suit.
 */
import type { Effect, Suit } from "../effects";

export type CardId = string;

export const CARD_KINDS = [
  "starting", // Jump and Beardarang
  "life",
  "item",
  "enemy",
  "character",
  "checkpoint",
  "secret-item",
  "mini-boss",
  "boss",
] as const;
export type CardKind = (typeof CARD_KINDS)[number];

export type CardData = {
  id: CardId;
  /** Copies of one set (and the starting cards of one name) share a template. */
  template: string;
  name: string;
  kind: CardKind;
  /** Coin needed to buy it from the Level Board (items, secret items, characters). */
  cost: number;
  /** Coin Value when spent from hand. */
  coin: number;
  /** Power: an item's when equipped, an enemy's to be defeated. */
  power: number;
  /** Points, bottom right corner. */
  points: number;
  suit: Suit | null;
  projectile: boolean;
  /** Can be equipped to Jump the card right of the meeple ("Jump"). */
  jump: boolean;
  effect: Effect | null;
  /** A player-to-player card, left out of solo levels. */
  versus: boolean;
  /** A character's mission: the three suit icons it asks for. */
  mission: Suit[] | null;
};

/** An item or enemy set as authored: five cards alike but for their suits. */
export type SetDef = {
  id: string;
  name: string;
  cost: number;
  coin: number;
  power: number;
  points: number;
  projectile?: boolean;
  jump?: boolean;
  effect?: Effect;
  /** The suit of each of the five cards (null: no suit). */
  suits: readonly [Suit | null, Suit | null, Suit | null, Suit | null, Suit | null];
};

/** A single card as authored (characters, checkpoints, secret items, bosses). */
export type SingleDef = {
  id: string;
  name: string;
  cost?: number;
  coin?: number;
  power?: number;
  points?: number;
  projectile?: boolean;
  jump?: boolean;
  effect?: Effect;
  suit?: Suit | null;
  mission?: Suit[];
};
