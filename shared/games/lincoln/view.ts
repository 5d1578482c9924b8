/**
 * What a seat may see (DESIGN.md, "Hidden information never leaves the server"): its own
 * hand; of the other hand only its size; of every draw pile only its size; a face-down
 * battle card only once it is revealed (or if it is its own). Discards, removed cards and
 * the I and II piles are public, and so is the board.
 */
import type { LogLine } from "../../engine";
import type { CardId } from "./data/cards";
import type { LocationId } from "./data/map";
import { type Side, enemyOf, seatOf, sideOf } from "./data/sides";
import { controlMap } from "./control";
import { decider } from "./decisions";
import type { DeckClock, Decision, Ending, Place, State } from "./state";
import { handSize } from "./tracks";
import { unionVp } from "./victory";

/** Stands in for a card the seat may not see. */
export const FACE_DOWN = "face-down";

export type PilesView = {
  handCount: number;
  handSize: number;
  deckCount: number;
  discard: CardId[];
  removed: CardId[];
  reserve: { I: CardId[]; II: CardId[] };
  reshuffles: number;
};

export type View = {
  /** The seat's side (null: a spectator). */
  you: Side | null;
  /** The seat's own hand (empty for a spectator). */
  hand: CardId[];
  turn: number;
  active: Side;
  actionsLeft: number;
  /** Whose decision it is now. */
  deciding: Side | null;
  cards: Record<Side, PilesView>;
  at: Record<string, Place | null>;
  flags: Partial<Record<LocationId, Side>>;
  /** Blue locations the Confederacy captured in a battle: each is a space of the Europe track while he holds it. */
  captured: LocationId[];
  control: Record<LocationId, Side | null>;
  blockade: number;
  europe: number;
  vp: number;
  /**
   * The Union deck's clock for the stall limit (victory.ts, `checkStall`): the Union's cards
   * held and reshuffles at the end of its last turn that used a card, and the idle Union turns
   * since. Public: both seats see the counts of its hand and draw pile turn by turn.
   */
  clock: DeckClock;
  pending: Decision[];
  result: { winners: number[]; reason: string; ending: Ending } | null;
  log: LogLine[];
  options: State["options"];
};

function pilesView(state: State, side: Side): PilesView {
  const p = state.cards[side];
  return {
    handCount: p.hand.length,
    handSize: handSize(state, side),
    deckCount: p.deck.length,
    discard: p.discard.slice(),
    removed: p.removed.slice(),
    reserve: { I: p.reserve.I.slice(), II: p.reserve.II.slice() },
    reshuffles: p.reshuffles,
  };
}

/** A decision as `you` may see it: face-down cards of the other side stay hidden until revealed. */
function redact(d: Decision, you: Side | null): Decision {
  if (d.k !== "combat" || d.revealed) return { ...d };
  const hide = (card: CardId | null, owner: Side) => (card !== null && owner !== you ? FACE_DOWN : card);
  return {
    ...d,
    attackerCard: hide(d.attackerCard, d.attacker),
    defenderCard: hide(d.defenderCard, enemyOf(d.attacker)),
  };
}

export function viewOf(state: State, seat: number | null): View {
  const you = seat === null ? null : sideOf(seat);
  return {
    you,
    hand: you ? state.cards[you].hand.slice() : [],
    turn: state.turn,
    active: state.active,
    actionsLeft: state.actionsLeft,
    deciding: decider(state),
    cards: { union: pilesView(state, "union"), confederate: pilesView(state, "confederate") },
    at: { ...state.at },
    flags: { ...state.flags },
    captured: state.captured.slice(),
    control: { ...controlMap(state) },
    blockade: state.blockade,
    europe: state.europe,
    vp: unionVp(state),
    clock: { ...state.deckClock },
    pending: state.pending.map((d) => redact(d, you)),
    result: state.result ? { ...state.result, winners: state.result.winners.slice() } : null,
    log: state.log.filter((line) => line.to === undefined || (you !== null && line.to === seatOf(you))),
    options: { ...state.options },
  };
}
