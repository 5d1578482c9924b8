/**
 * States rebuilt from one seat's view, for the computer players: what the seat sees is kept,
 * what it cannot see is filled in consistently with what it sees (Cowling, Powley and
 * Whitehouse's determinization). Its own hand is known; its own draw pile holds exactly the
 * cards of its side that are nowhere visible, in an unknown order; the other side's hand, its
 * draw pile and its face-down battle card share the other side's unseen cards, in the sizes
 * the view shows.
 */
import type { Rng } from "../../engine";
import { CARDS, type CardId } from "./data/cards";
import { SIDES, type Side, enemyOf } from "./data/sides";
import { type Decision, type Piles, type State } from "./state";
import { FACE_DOWN, type View } from "./view";

/** A view taken apart once: the known piles, and each side's unseen cards. */
export type Knowledge = {
  view: View;
  me: Side;
  /** The cards of each side the seat cannot place: its own draw pile, or the other's hand, draw pile and face-down card. */
  unseen: Record<Side, CardId[]>;
};

const BY_SIDE: Record<Side, CardId[]> = {
  union: CARDS.filter((c) => c.side === "union").map((c) => c.id),
  confederate: CARDS.filter((c) => c.side === "confederate").map((c) => c.id),
};

/** Reads a view (of a seat, not a spectator): which cards of each side it cannot see. */
export function knowledgeOf(view: View): Knowledge {
  const me = view.you;
  if (!me) throw new Error("lincoln: a computer player needs a seat's view");
  const seen = new Set<CardId>();
  for (const side of SIDES) {
    const p = view.cards[side];
    for (const pile of [p.discard, p.removed, p.reserve.I, p.reserve.II]) for (const id of pile) seen.add(id);
  }
  for (const id of view.hand) seen.add(id);
  for (const d of view.pending)
    if (d.k === "combat") for (const id of [d.attackerCard, d.defenderCard, ...d.benefits]) if (id && id !== FACE_DOWN) seen.add(id);
  const unseen = { union: BY_SIDE.union.filter((id) => !seen.has(id)), confederate: BY_SIDE.confederate.filter((id) => !seen.has(id)) };
  return { view, me, unseen };
}

/**
 * A full state consistent with the view. With an rng, the unseen cards are dealt at random
 * (a sample); without one, in card order (a fixed stand-in, for players that never read
 * what they cannot see).
 */
export function determinize(k: Knowledge, rng?: Rng): State {
  const { view, me } = k;
  const other = enemyOf(me);
  const deal = (ids: CardId[]) => (rng ? rng.shuffle(ids) : ids.slice());
  const mine = deal(k.unseen[me]);
  const theirs = deal(k.unseen[other]);
  // The other side's face-down battle cards come first out of its unseen cards, then its hand.
  const pending: Decision[] = view.pending.map((d) => {
    if (d.k !== "combat") return { ...d };
    const card = (id: CardId | null) => (id === FACE_DOWN ? (theirs.shift() ?? null) : id);
    return {
      ...d,
      attackerCard: card(d.attackerCard),
      defenderCard: card(d.defenderCard),
      attackers: d.attackers.slice(),
      defenders: d.defenders.slice(),
      benefits: d.benefits.slice(),
      queue: d.queue.slice(),
    };
  });
  const theirHand = theirs.splice(0, view.cards[other].handCount);
  const piles = (side: Side, hand: CardId[], deck: CardId[]): Piles => {
    const p = view.cards[side];
    return {
      deck,
      hand,
      discard: p.discard.slice(),
      removed: p.removed.slice(),
      reserve: { I: p.reserve.I.slice(), II: p.reserve.II.slice() },
      reshuffles: p.reshuffles,
      // Not in the view: taken as "not this turn", which at worst lets the Confederacy reshuffle twice in a simulated turn.
      reshuffledOnTurn: 0,
    };
  };
  const cards = {
    [me]: piles(me, view.hand.slice(), mine),
    [other]: piles(other, theirHand, theirs),
  } as Record<Side, Piles>;
  return {
    options: { ...view.options },
    turn: view.turn,
    active: view.active,
    actionsLeft: view.actionsLeft,
    cards,
    at: view.at,
    flags: view.flags,
    captured: view.captured.slice(),
    blockade: view.blockade,
    europe: view.europe,
    pending,
    deckClock: { ...view.clock },
    result: null,
    log: [],
  };
}
