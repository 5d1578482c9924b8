/**
 * What a seat may see (DESIGN.md, "Hidden information never leaves the
 * server"). Everything on the table is public: the map, the units and their
 * sides, the track, the cards drawn this turn. Only the order of the cards
 * still in the deck is hidden, so a view gives their number. The seed is never
 * part of the state.
 */
import type { Seat } from "../../engine";
import type { Side } from "./data/units";
import { decider } from "./flow";
import { UNIT_IDS } from "./data/units";
import { type GameEvent, type State, crlValue, sideOfSeat } from "./state";

export type View = Omit<State, "deck"> & {
  /** The seat this view is for (null: a spectator). */
  seat: Seat | null;
  side: Side | null;
  /** Cards left to draw this turn; their order is secret. */
  deck: number;
  /** The current CRL: the red number under the marker. */
  crlValue: number;
  /** Whose decision it is. */
  decider: Side | null;
};

/**
 * A fresh object: nothing in it is shared with the state, so whatever a client
 * does with a view cannot change the game. The deck becomes its count. Fields
 * are listed one by one so that a field added to the state later is not shown
 * until someone decides it may be.
 */
export function viewOf(state: State, seat: Seat | null): View {
  const units = {} as State["units"];
  for (const id of UNIT_IDS) units[id] = { ...state.units[id] };
  return {
    players: state.players,
    level: state.level,
    phase: state.phase,
    turn: state.turn,
    crl: state.crl,
    anaconda: state.anaconda,
    pacified: [...state.pacified],
    units,
    deck: state.deck.length,
    drawn: [...state.drawn],
    drawer: state.drawer,
    acted: { ...state.acted },
    activation: state.activation && { ...state.activation },
    special: state.special && { ...state.special },
    combat: state.combat && { ...state.combat },
    placing: state.placing,
    outcome: state.outcome && { ...state.outcome },
    events: state.events.map(copyEvent),
    seat,
    side: seat === null ? null : sideOfSeat(seat),
    crlValue: crlValue(state),
    decider: decider(state),
  };
}

/** A copy of an event, its rolls and lists included. */
function copyEvent(ev: GameEvent): GameEvent {
  return JSON.parse(JSON.stringify(ev)) as GameEvent;
}
