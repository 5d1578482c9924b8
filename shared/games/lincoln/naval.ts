/**
 * Naval movement ("Naval movement"): for each naval card, the Union moves one army between
 * Washington and New Orleans, Savannah or Fort Monroe, either way. It lands in the port's
 * landing half; a landing against defenders fights at once, with the route's modifier
 * for the defender.
 */
import { cardOf } from "./data/cards";
import { LOCATIONS, type LocationId, NAVAL_HUB, NAVAL_ROUTES } from "./data/map";
import type { Side } from "./data/sides";
import type { Action } from "./actions";
import { discardCard, distinctCards } from "./hand";
import { arrive } from "./movement";
import { type Decision, type State, armiesIn, counterName, representatives, say, sideName } from "./state";

/** Where the naval routes go from a location (Washington: every port; a port: Washington). */
export function seaDestinations(from: LocationId): LocationId[] {
  if (from === NAVAL_HUB) return NAVAL_ROUTES.map((r) => r.port);
  return NAVAL_ROUTES.some((r) => r.port === from) ? [NAVAL_HUB] : [];
}

/** Union armies that could sail now. */
export function sailors(state: State, side: Side): string[] {
  if (side !== "union") return [];
  const ends: LocationId[] = [NAVAL_HUB, ...NAVAL_ROUTES.map((r) => r.port)];
  return ends.flatMap((loc) => representatives(armiesIn(state, loc, side)));
}

/** Naval cards the Union could play now (one of each kind). */
export function navalCards(state: State, side: Side): string[] {
  if (sailors(state, side).length === 0) return [];
  return distinctCards(state.cards[side].hand.filter((c) => cardOf(c).naval));
}

export function startNaval(state: State, side: Side, card: string): void {
  discardCard(state, side, card);
  say(state, `${sideName(side)} played ${cardOf(card).name} for a naval movement.`);
  state.pending.push({ k: "naval", side });
}

export function navalOptions(state: State, d: Decision): Action[] {
  if (d.k === "naval") return sailors(state, d.side).map((id) => ({ t: "counter", id }));
  if (d.k === "naval-to") {
    const from = state.at[d.counter]?.loc;
    return from ? seaDestinations(from).map((loc) => ({ t: "sail", loc })) : [];
  }
  return [];
}

export function onNaval(state: State, d: Decision, action: Action): void {
  if (d.k === "naval" && action.t === "counter") {
    state.pending[state.pending.length - 1] = { k: "naval-to", side: d.side, counter: action.id };
  } else if (d.k === "naval-to" && action.t === "sail") {
    state.pending.pop();
    const from = state.at[d.counter]?.loc;
    const to = action.loc as LocationId;
    if (!from) throw new Error(`${d.counter} is not on the board`);
    say(state, `${sideName(d.side)} sailed ${counterName(d.counter)} from ${LOCATIONS[from].name} to ${LOCATIONS[to].name}.`);
    arrive(state, d.side, [d.counter], to, LOCATIONS[to].landing ?? 0, { kind: "sea", from }, [from]);
  } else throw new Error(`${action.t} does not answer ${d.k}`);
}
