/**
 * The actions a seat can send, each one small (DESIGN.md, "Decisions are small"): a card, a
 * target, a level, a seat, or a plain word. The first group makes up a turn; the rest answer
 * a pending decision.
 */
import * as v from "valibot";
import { DIFFICULTIES } from "./data/difficulty";

const Card = v.pipe(v.string(), v.maxLength(40));
const Level = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3));
const Seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3));

const act = <T extends string, E extends v.ObjectEntries>(t: T, entries: E) => v.strictObject({ t: v.literal(t), ...entries });

export const ActionSchema = v.variant("t", [
  // A turn: Ambush, Explore, Discard/Draw.
  act("spend", { card: Card }), // spend this card's coin toward the card right of the meeple
  act("equip", { card: Card }), // equip this item (its power toward the enemy right of the meeple)
  act("shoot", { card: Card, at: Card }), // equip this Projectile item toward that farther enemy
  act("jump", { card: Card }), // equip this Jump card to jump the card right of the meeple
  act("suit", { card: Card }), // discard this card for its suit ability
  act("stop", {}), // stop exploring
  act("yield", {}), // unable to beat the ambush: lose a life
  act("discard", { card: Card }), // discard this card (Discard/Draw, or when an ability asks)
  act("done", {}), // no more
  // Answers to a pending decision.
  act("enter", { level: Level }), // place the meeple at the start of this Level
  act("cancel", { card: Card }), // discard this Cancel card: the ability does not happen
  act("decline", {}), // let the ability happen
  act("score", { card: Card }), // put this card from hand into the Score Pile
  act("arrange", { card: Card }), // Time Travel: this card goes next from the top
  act("rival", { seat: Seat }), // this opponent receives the defeated enemy
  act("draw", {}), // checkpoint bonus: draw a card
  act("exit", { level: Level }), // checkpoint bonus: exit to the start of this Level
  act("life", { card: Card }), // give up this life card
  act("continue", {}), // eliminated: Continue
  act("retire", {}), // eliminated: do not Continue
  act("pay", { card: Card }), // Continue: remove this Score Pile card
]);
export type Action = v.InferOutput<typeof ActionSchema>;

export const OptionsSchema = v.strictObject({
  players: v.optional(v.picklist([1, 2, 3, 4]), 2),
  /** Which item and enemy sets the two Levels are built from ("Level Difficulty"). */
  difficulty: v.optional(v.picklist(DIFFICULTIES), "medium"),
});
