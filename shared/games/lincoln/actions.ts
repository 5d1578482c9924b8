/**
 * The actions a seat can send: each one small (DESIGN.md, "Decisions are small"). A turn's
 * action starts with one of the first group; the rest answer the pending decision.
 */
import * as v from "valibot";
import { LOCATION_IDS } from "./data/map";
import { WASHINGTON_RULES } from "./state";

const Id = v.pipe(v.string(), v.maxLength(40));
const Loc = v.picklist(LOCATION_IDS);
const Half = v.picklist([0, 1]);
const Link = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999));

const act = <T extends string, E extends v.ObjectEntries>(t: T, entries: E) =>
  v.strictObject({ t: v.literal(t), ...entries });

export const ActionSchema = v.variant("t", [
  // The six actions of a turn, the free action, and the end of the turn.
  act("deploy", { card: Id }), // deploy the unit on this card (also: the next unit of Paper Money)
  act("move", { card: Id }), // pay this movement card to move armies
  act("naval", { card: Id }), // pay this naval card to move an army by sea (Union)
  act("attack", { loc: Loc }), // declare an attack in this contested location
  act("discard", {}), // discard one or more cards
  act("play", { card: Id }), // carry out this card's action (or free action)
  act("pass", {}),
  act("end", {}), // end the turn (after both actions, when a free action could still be played)
  // Answers to a pending decision.
  act("pay", { card: Id }), // discard this card toward a deploy
  act("place", { loc: Loc, half: Half }), // put the new counter here
  act("from", { loc: Loc }), // move from this location
  act("along", { link: Link }), // move some or all counters along this rail link
  act("path", { loc: Loc, half: Half }), // move one counter through friendly locations to here
  act("counter", { id: Id }), // this counter (to move, sail, or bring as reinforcements)
  act("done", {}), // no more
  act("enter", { loc: Loc, link: Link }), // Rail Movement: arrive here by this last link
  act("sail", { loc: Loc }), // naval movement to this port
  act("card", { card: Id }), // this card (to discard)
  act("reply", { card: Id }), // answer a Cavalry Raid with this Cavalry Raid
  act("decline", {}), // do not answer; or, in a retreat by sea, do not pay a naval card
  act("commit", { card: Id }), // the attacker's face-down card
  act("fight", { card: v.optional(Id) }), // the defender stands, with an optional face-down card
  act("withdraw", {}), // the defender withdraws
  act("benefit", { card: Id }), // play this High Ground or Reinforcements card in the battle
  act("casualty", { id: Id }), // remove this counter as a casualty
  act("retreat", { loc: Loc, half: Half }), // the next counter retreats (or withdraws) to here
  act("sail-home", { card: Id }), // pay this naval card: every counter still to go sails to Washington
]);
export type Action = v.InferOutput<typeof ActionSchema>;

export const OptionsSchema = v.strictObject({
  /** When Confederate control of Washington wins: at once (rulebook) or at the end of a Union turn (second copy). */
  washington: v.optional(v.picklist(WASHINGTON_RULES), "immediate"),
  /** The second copy's Union win by Vicksburg and Richmond at the end of a Confederate turn. */
  vicksburgRichmond: v.optional(v.boolean(), false),
});
