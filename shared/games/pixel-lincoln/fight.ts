/**
 * Defeating enemies ("Defeating Enemies"): items are equipped one at a time, their power
 * adding up toward one enemy; once it reaches the enemy's Power the enemy is defeated, goes
 * to the Score Pile, and the equipped cards to the Discard Pile. An item's immediate ability
 * happens as it is equipped. Standard items reach only the enemy right of the meeple; a
 * farther enemy needs all its power from Projectile items.
 */
import type { Seat } from "../../engine";
import type { Action } from "./actions";
import { type CardId, cardOf, isEnemy, isEquippable } from "./data/cards";
import { type Difficulty, bossPowerBonus } from "./data/difficulty";
import {
  type State,
  type Task,
  cardName,
  distinct,
  facedCard,
  levelName,
  levelOf,
  playerOf,
  say,
  schedule,
  seatName,
  take,
} from "./state";

/**
 * An enemy's Power at a difficulty: the printed Power, and for a mini-boss or boss the
 * difficulty's bonus (data/difficulty.ts; the printed Power is Hard's). What a
 * board shows for a mini-boss or boss should come from here.
 */
export function enemyPower(difficulty: Difficulty, enemy: CardId): number {
  return cardOf(enemy).power + bossPowerBonus(difficulty, cardOf(enemy).kind);
}

/** The Power an enemy needs now: its Power at this difficulty, plus an ambush bonus while it ambushes. */
export function neededPower(state: State, enemy: CardId): number {
  const bonus = state.ambush?.card === enemy ? state.ambush.bonus : 0;
  return enemyPower(state.options.difficulty, enemy) + bonus;
}

/** Power already equipped toward this enemy this turn. */
export function powerToward(state: State, enemy: CardId): number {
  return state.fight?.target === enemy ? state.fight.power : 0;
}

/** Cards the current player may equip: power toward the enemy he faces, or an ability. */
export function equipOptions(state: State): Action[] {
  const p = playerOf(state, state.current);
  const faced = facedCard(state, state.current);
  const facingEnemy = faced !== null && isEnemy(faced.card);
  return distinct(p.hand, (id) => {
    const c = cardOf(id);
    return isEquippable(id) && ((facingEnemy && c.power > 0) || (c.effect?.when === "equip"));
  }).map((card) => ({ t: "equip", card }));
}

/** Enemies farther right than the card the meeple faces: Projectile targets. */
export function projectileTargets(state: State, seat: Seat): CardId[] {
  const p = playerOf(state, seat);
  const faced = facedCard(state, seat);
  if (!faced || p.level === null) return [];
  return levelOf(state, p.level)
    .board.slice(faced.slot + 1)
    .filter((c): c is CardId => c !== null && isEnemy(c));
}

/** Projectile items toward each farther enemy. */
export function shootOptions(state: State): Action[] {
  const targets = projectileTargets(state, state.current);
  if (targets.length === 0) return [];
  const p = playerOf(state, state.current);
  const cards = distinct(p.hand, (id) => cardOf(id).projectile && cardOf(id).power > 0 && isEquippable(id));
  return cards.flatMap((card) => targets.map((at): Action => ({ t: "shoot", card, at })));
}

function effectTask(state: State, card: CardId): Task[] {
  const c = cardOf(card);
  if (c.effect?.when !== "equip") return [];
  return [{ k: "effect", effect: c.effect, seat: state.current, source: card, level: null, slot: null }];
}

/** Equips a card: its ability first, then its power toward the enemy faced (if any). */
export function equip(state: State, card: CardId): void {
  const p = playerOf(state, state.current);
  take(p.hand, card);
  p.equip.push(card);
  const faced = facedCard(state, state.current);
  const target = faced && isEnemy(faced.card) && cardOf(card).power > 0 ? faced.card : null;
  say(state, `${seatName(state.current)} equipped ${cardName(card)}${target ? ` against ${cardName(target)}` : ""}.`);
  schedule(state, ...effectTask(state, card), { k: "fight", card, target });
}

/** Equips a Projectile item toward a farther enemy. */
export function shoot(state: State, card: CardId, at: CardId): void {
  const p = playerOf(state, state.current);
  take(p.hand, card);
  p.equip.push(card);
  say(state, `${seatName(state.current)} threw ${cardName(card)} at ${cardName(at)}.`);
  schedule(state, ...effectTask(state, card), { k: "fight", card, target: at });
}

/** Whether an enemy is still on the current player's board at or right of his meeple. */
function stillAhead(state: State, enemy: CardId): boolean {
  const p = playerOf(state, state.current);
  if (p.level === null) return false;
  const l = levelOf(state, p.level);
  const slot = l.board.indexOf(enemy);
  return slot >= 0 && slot >= p.pos;
}

/**
 * Adds an equipped card's power to the fight against its target. Power toward another
 * enemy than before starts a new fight: the earlier cards are spent for nothing. A card
 * equipped only for its ability has been used and is discarded.
 */
export function addPower(state: State, card: CardId, target: CardId | null): void {
  const p = playerOf(state, state.current);
  if (target === null || !stillAhead(state, target)) {
    if (p.equip.includes(card)) {
      take(p.equip, card);
      p.discard.push(card);
    }
    return;
  }
  if (state.fight?.target !== target) state.fight = { target, power: 0, cards: [] };
  state.fight.power += cardOf(card).power;
  state.fight.cards.push(card);
  if (state.fight.power >= neededPower(state, target)) defeat(state, target);
}

/**
 * The enemy is defeated: into the Score Pile, the cards used into the Discard Pile; its
 * reaction happens; a boss clears the Level, otherwise the meeple moves on.
 */
export function defeat(state: State, enemy: CardId): void {
  const seat = state.current;
  const p = playerOf(state, seat);
  const level = p.level;
  if (level === null) return;
  const l = levelOf(state, level);
  const slot = l.board.indexOf(enemy);
  l.board[slot] = null;
  p.score.push(enemy);
  p.defeated++;
  for (const c of state.fight?.cards ?? []) {
    take(p.equip, c);
    p.discard.push(c);
  }
  state.fight = null;
  if (state.ambush?.card === enemy) {
    state.ambush = null;
    state.step = "explore";
  }
  const c = cardOf(enemy);
  // What it gave, said with it (the page shows this line: else only the Score Pile's points
  // moved): its points, unless its own ability sends it elsewhere (said next, as it happens).
  const elsewhere = c.effect?.when === "defeat" && (c.effect.kind === "to-rival" || c.effect.kind === "to-discard");
  const gave = elsewhere ? "" : `: ${c.points} point${Math.abs(c.points) === 1 ? "" : "s"} into the Score Pile`;
  say(state, `${seatName(seat)} defeated ${c.name} in ${levelName(level)}${gave}.`);
  const reaction: Task[] = c.effect?.when === "defeat" ? [{ k: "effect", effect: c.effect, seat, source: enemy, level, slot }] : [];
  schedule(state, ...reaction, c.kind === "boss" ? { k: "clear-level", level } : { k: "advance" });
}
