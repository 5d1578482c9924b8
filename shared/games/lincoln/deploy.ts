/**
 * Deploying units ("Action: Deploy unit"). The unit card is played with 1 or 2 other cards
 * from the hand as payment (discarded, one decision each). A strength-1 army card then goes
 * to the discard pile; every other unit card leaves the game. An army or fort counter, if
 * one is left in the stock, goes into either half of a location its side controls and
 * supplies; a ship or politician moves its track marker one space that side's way.
 */
import { type CardId, cardOf } from "./data/cards";
import { COUNTERS } from "./data/counters";
import { LOCATIONS, type LocationId } from "./data/map";
import type { Side } from "./data/sides";
import type { Action } from "./actions";
import { discardCard, distinctCards, removeCard } from "./hand";
import { canPlaceAnywhere, suppliedLocations } from "./supply";
import { type Decision, type State, putCounter, say, sideName } from "./state";
import { canMoveBlockade, canMoveEurope, moveBlockade, moveEurope } from "./tracks";

/** Each side's counters of each unit (army strength 1-3, or a fort), in counter order. */
const UNITS = new Map<string, string[]>();
for (const c of COUNTERS) {
  const unit = `${c.side}:${c.kind === "fort" ? "fort" : c.strength}`;
  UNITS.set(unit, [...(UNITS.get(unit) ?? []), c.id]);
}

/** The first counter in the stock matching this card's unit, if any. */
export function stockCounter(state: State, side: Side, card: CardId): string | undefined {
  const top = cardOf(card).top;
  if (!top || (top.kind !== "army" && top.kind !== "fort")) return undefined;
  return UNITS.get(`${side}:${top.kind === "army" ? top.strength : "fort"}`)?.find((id) => state.at[id] === null);
}

/** Whether this card's unit can be deployed now (`free`: Paper Money / Cotton Bonds pays for it). */
export function canDeploy(state: State, side: Side, card: CardId, free: boolean): boolean {
  const top = cardOf(card).top;
  if (!top) return false;
  if (!free && state.cards[side].hand.length - 1 < top.cost) return false;
  switch (top.kind) {
    case "army":
    case "fort":
      return stockCounter(state, side, card) !== undefined && canPlaceAnywhere(state, side);
    case "ship":
      return canMoveBlockade(state, side);
    case "politician":
      return canMoveEurope(state, side);
  }
}

/** Unit cards a side could deploy now (one of each kind). */
export function deployableCards(state: State, side: Side, free: boolean): CardId[] {
  return distinctCards(state.cards[side].hand.filter((c) => canDeploy(state, side, c, free)));
}

/** Plays the unit card; payment and placement follow as decisions. */
export function startDeploy(state: State, side: Side, card: CardId, free: boolean): void {
  const c = cardOf(card);
  const top = c.top;
  if (!top) throw new Error(`${card} has no unit`);
  if (top.kind === "army" && top.strength === 1) discardCard(state, side, card);
  else removeCard(state, side, card);
  const unit = top.kind === "army" ? `a ${top.strength} army` : top.kind === "fort" ? "a fort" : `a ${top.kind}`;
  say(state, `${sideName(side)} played ${c.name} to deploy ${unit}${free ? "" : ` (cost ${top.cost})`}.`);
  if (free) afterPayment(state, side, card);
  else state.pending.push({ k: "pay", side, unit: card, left: top.cost });
}

function afterPayment(state: State, side: Side, card: CardId): void {
  const top = cardOf(card).top;
  if (!top) return;
  if (top.kind === "army" || top.kind === "fort") state.pending.push({ k: "place", side, unit: card });
  else if (top.kind === "ship") moveBlockade(state, side);
  else moveEurope(state, side, 1, `${sideName(side)} politician`);
}

export function deployOptions(state: State, d: Decision): Action[] {
  if (d.k === "pay") return distinctCards(state.cards[d.side].hand).map((card) => ({ t: "pay", card }));
  if (d.k === "place")
    return suppliedLocations(state, d.side).flatMap((loc): Action[] => [
      { t: "place", loc, half: 0 },
      { t: "place", loc, half: 1 },
    ]);
  return [];
}

export function onDeploy(state: State, d: Decision, action: Action): void {
  if (d.k === "pay" && action.t === "pay") {
    discardCard(state, d.side, action.card);
    say(state, `${sideName(d.side)} paid with ${cardOf(action.card).name}.`);
    d.left--;
    if (d.left === 0) {
      state.pending.pop();
      afterPayment(state, d.side, d.unit);
    }
  } else if (d.k === "place" && action.t === "place") {
    state.pending.pop();
    const id = stockCounter(state, d.side, d.unit);
    if (!id) throw new Error("no counter left in the stock");
    const loc = action.loc as LocationId;
    putCounter(state, id, { loc, half: action.half });
    const top = cardOf(d.unit).top;
    const what = top?.kind === "fort" ? "a fort" : `a ${top?.kind === "army" ? top.strength : "?"} army`;
    say(state, `${sideName(d.side)} placed ${what} in ${LOCATIONS[loc].name}.`);
  } else throw new Error(`${action.t} does not answer ${d.k}`);
}
