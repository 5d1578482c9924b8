/**
 * Every card in the box, by id (212 cards: the 216 of "Components" less the 4 Player #
 * Cards, which are seats, not cards). Built once from the authored data files.
 */
import { BOSSES, MINI_BOSSES } from "./bosses";
import { CHARACTERS } from "./characters";
import { CHECKPOINTS } from "./checkpoints";
import { ENEMY_SETS } from "./enemies";
import { ITEM_SETS } from "./items";
import { SECRET_ITEMS } from "./secret-items";
import { BEARDARANG, JUMP, LIFE, MAX_PLAYERS, STARTING_BEARDARANGS, STARTING_JUMPS, STARTING_LIVES } from "./starting";
import type { CardData, CardId, CardKind, SetDef, SingleDef } from "./types";
import { VERSUS_KINDS } from "../effects";

export type { CardData, CardId, CardKind } from "./types";

export const SET_SIZE = 5;

function fromSingle(def: SingleDef, kind: CardKind, id = def.id): CardData {
  return {
    id,
    template: def.id,
    name: def.name,
    kind,
    cost: def.cost ?? 0,
    coin: def.coin ?? 0,
    power: def.power ?? 0,
    points: def.points ?? 0,
    suit: def.suit ?? null,
    projectile: def.projectile ?? false,
    jump: def.jump ?? false,
    effect: def.effect ?? null,
    versus: def.effect !== undefined && VERSUS_KINDS.includes(def.effect.kind),
    mission: def.mission ? def.mission.slice() : null,
  };
}

function fromSet(set: SetDef, kind: CardKind): CardData[] {
  return set.suits.map((suit, i) => ({ ...fromSingle(set, kind, `${set.id}-${i + 1}`), suit }));
}

/** The ids of a set's five cards. */
export function setCards(setId: string): CardId[] {
  return Array.from({ length: SET_SIZE }, (_, i) => `${setId}-${i + 1}`);
}

/** The starting cards of a seat: 5 Jump and 5 Beardarang (deck), 2 Life. */
export function startingCards(seat: number): { deck: CardId[]; lives: CardId[] } {
  const deck: CardId[] = [];
  for (let i = 1; i <= STARTING_JUMPS; i++) deck.push(`jump-${seat * STARTING_JUMPS + i}`);
  for (let i = 1; i <= STARTING_BEARDARANGS; i++) deck.push(`beardarang-${seat * STARTING_BEARDARANGS + i}`);
  const lives: CardId[] = [];
  for (let i = 1; i <= STARTING_LIVES; i++) lives.push(`life-${seat * STARTING_LIVES + i}`);
  return { deck, lives };
}

function numbered(def: SingleDef, kind: CardKind, count: number): CardData[] {
  return Array.from({ length: count }, (_, i) => fromSingle(def, kind, `${def.id}-${i + 1}`));
}

export const CARDS: readonly CardData[] = [
  ...numbered(JUMP, "starting", STARTING_JUMPS * MAX_PLAYERS),
  ...numbered(BEARDARANG, "starting", STARTING_BEARDARANGS * MAX_PLAYERS),
  ...numbered(LIFE, "life", STARTING_LIVES * MAX_PLAYERS),
  ...ITEM_SETS.flatMap((s) => fromSet(s, "item")),
  ...ENEMY_SETS.flatMap((s) => fromSet(s, "enemy")),
  ...CHARACTERS.map((c) => fromSingle(c, "character")),
  ...CHECKPOINTS.map((c) => fromSingle(c, "checkpoint")),
  ...SECRET_ITEMS.map((c) => fromSingle(c, "secret-item")),
  ...MINI_BOSSES.map((c) => fromSingle(c, "mini-boss")),
  ...BOSSES.map((c) => fromSingle(c, "boss")),
];

const BY_ID: ReadonlyMap<CardId, CardData> = new Map(CARDS.map((c) => [c.id, c]));

export function cardOf(id: CardId): CardData {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`no card ${id}`);
  return c;
}

export function isCard(id: string): boolean {
  return BY_ID.has(id);
}

/** Enemies, mini-bosses and bosses: collected by defeating them. */
export function isEnemy(id: CardId): boolean {
  const k = cardOf(id).kind;
  return k === "enemy" || k === "mini-boss" || k === "boss";
}

/** Items, secret items and characters: collected by buying them. */
export function isBuyable(id: CardId): boolean {
  const k = cardOf(id).kind;
  return k === "item" || k === "secret-item" || k === "character";
}

/** Cards a player equips: the starting cards, items and secret items ("Defeating Enemies"). */
export function isEquippable(id: CardId): boolean {
  const k = cardOf(id).kind;
  return k === "starting" || k === "item" || k === "secret-item";
}

/** Mini-bosses and bosses cannot be jumped ("Boss / Mini Boss Battle"). */
export function isJumpable(id: CardId): boolean {
  const k = cardOf(id).kind;
  return k !== "mini-boss" && k !== "boss" && k !== "checkpoint";
}
