/**
 * Test helpers for Lincoln: positions built by hand, actions played through the rules'
 * own legality check, and the invariants every state must keep.
 */
import { type Rng, actionKey, createRng, includesAction } from "../../../shared/engine";
import { type Action, type State, lincoln } from "../../../shared/games/lincoln/rules";
import { CARDS, type CardId, cardOf } from "../../../shared/games/lincoln/data/cards";
import { COUNTERS } from "../../../shared/games/lincoln/data/counters";
import { type Half, type LocationId, RAIL_LINKS } from "../../../shared/games/lincoln/data/map";
import { type Side, seatOf } from "../../../shared/games/lincoln/data/sides";
import { decider } from "../../../shared/games/lincoln/decisions";
import type { Options } from "../../../shared/games/lincoln/state";

export const game = lincoln;
export const DEFAULTS: Options = { washington: "immediate", vicksburgRichmond: false };

/** A fresh game from a seed. */
export function start(seed = "start", options: Partial<Options> = {}): State {
  return game.setup(2, { ...DEFAULTS, ...options }, createRng(seed));
}

/** A counter to place: where, what, which half (north by default), and "sea" if it came there by naval movement. */
type Unit = [LocationId, 1 | 2 | 3 | "fort", Half?, "sea"?];

export type Scenario = {
  union?: Unit[];
  confederate?: Unit[];
  /**
   * Card names for each hand (the first card of that name not yet taken). By default each
   * hand holds one card, so that a turn is a real choice and is not passed by itself.
   */
  unionHand?: string[];
  confederateHand?: string[];
  active?: Side;
  actionsLeft?: number;
  flags?: Partial<Record<LocationId, Side>>;
  /** Blue locations the Confederacy captured in a battle (each worth a Europe space to him). */
  captured?: LocationId[];
  blockade?: number;
  europe?: number;
  options?: Partial<Options>;
};

/**
 * A position built by hand: only the listed counters on the board, only the listed cards in
 * hand, every other card of the starting decks in the draw pile in card order, I and II
 * cards set aside.
 */
export function scenario(s: Scenario): State {
  const state = start("scenario", s.options);
  const at: State["at"] = Object.fromEntries(COUNTERS.map((c) => [c.id, null]));
  const put = (side: Side, units: Unit[]) => {
    for (const [loc, what, half, sea] of units) {
      const c = COUNTERS.find(
        (x) => x.side === side && at[x.id] === null && (what === "fort" ? x.kind === "fort" : x.kind === "army" && x.strength === what),
      );
      if (!c) throw new Error(`no ${side} ${what} left`);
      at[c.id] = sea ? { loc, half: half ?? 0, sea: true } : { loc, half: half ?? 0 };
    }
  };
  put("union", s.union ?? []);
  put("confederate", s.confederate ?? []);
  state.at = at;
  for (const side of ["union", "confederate"] as Side[]) {
    const piles = state.cards[side];
    const all = CARDS.filter((c) => c.side === side);
    piles.deck = all.filter((c) => c.reserve === null).map((c) => c.id);
    piles.reserve = { I: all.filter((c) => c.reserve === "I").map((c) => c.id), II: all.filter((c) => c.reserve === "II").map((c) => c.id) };
    piles.hand = [];
    piles.discard = [];
    piles.removed = [];
    piles.reshuffles = 0;
    piles.reshuffledOnTurn = 0;
    for (const name of (side === "union" ? (s.unionHand ?? ["Halleck"]) : (s.confederateHand ?? ["Bragg"]))) piles.hand.push(takeCard(state, side, name));
  }
  state.flags = { ...(s.flags ?? {}) };
  state.captured = (s.captured ?? []).slice();
  state.blockade = s.blockade ?? 0;
  state.europe = s.europe ?? 6;
  state.active = s.active ?? "union";
  state.actionsLeft = s.actionsLeft ?? 2;
  state.turn = 1;
  state.pending = [];
  state.deckClock = { held: state.cards.union.hand.length + state.cards.union.deck.length, reshuffles: 0, idleTurns: 0 };
  state.result = null;
  state.log = [];
  // A new object: the rules remember the choices of states they returned, and this one was changed.
  return { ...state };
}

/** Takes the first card of that name out of the draw pile or the I/II piles. */
export function takeCard(state: State, side: Side, name: string): CardId {
  const piles = state.cards[side];
  for (const pile of [piles.deck, piles.reserve.I, piles.reserve.II]) {
    const i = pile.findIndex((id) => cardOf(id).name === name);
    if (i >= 0) return pile.splice(i, 1)[0] as CardId;
  }
  throw new Error(`no ${side} card named ${name} left`);
}

/** The id of the card of that name in a side's hand. */
export function inHand(state: State, side: Side, name: string): CardId {
  const id = state.cards[side].hand.find((c) => cardOf(c).name === name);
  if (!id) throw new Error(`${name} is not in the ${side} hand`);
  return id;
}

/** The seat deciding now. */
export function deciding(state: State): number {
  const side = decider(state);
  if (!side) throw new Error("nobody is deciding: the game is over");
  return seatOf(side);
}

/** What the deciding seat may do now. */
export function choices(state: State): Action[] {
  return game.legal(state, deciding(state));
}

let plyRng: Rng = createRng("plays");
/** Sets the rng used by `play` (for random discards and draws). */
export function seedPlays(seed: string): void {
  plyRng = createRng(seed);
}

/** Plays actions in order by whoever decides, each one checked against `legal` first. */
export function play(state: State, ...actions: Action[]): State {
  return actions.reduce((s, action) => {
    const seat = deciding(s);
    if (!includesAction(game.legal(s, seat), action))
      throw new Error(`not legal now: ${actionKey(action)}; legal: ${game.legal(s, seat).map(actionKey).join(" ")}`);
    return game.apply(s, seat, action, plyRng);
  }, state);
}

/** Where a side's counters stand, as "loc:half:strength" strings, sorted. */
export function board(state: State, side: Side): string[] {
  return COUNTERS.filter((c) => c.side === side && state.at[c.id])
    .map((c) => `${state.at[c.id]?.loc}:${state.at[c.id]?.half}:${c.kind === "fort" ? "fort" : c.strength}`)
    .sort();
}

/** The log of the last ply as text. */
export function logText(state: State): string {
  return state.log.map((l) => l.text).join("\n");
}

/** The number of the rail link joining two locations. */
export function linkBetween(a: LocationId, b: LocationId): number {
  const i = RAIL_LINKS.findIndex((l) => (l.a.loc === a && l.b.loc === b) || (l.a.loc === b && l.b.loc === a));
  if (i < 0) throw new Error(`no link between ${a} and ${b}`);
  return i;
}

/** Whether `action` is among the deciding seat's choices. */
export function canChoose(state: State, action: Action): boolean {
  return includesAction(choices(state), action);
}

/**
 * Moves counters of these strengths (all of them if none are named) from one location into
 * a neighbour along their rail link, paying with the named movement card.
 */
export function moveAlong(state: State, card: string, from: LocationId, to: LocationId, strengths: (1 | 2 | 3)[] = []): State {
  const side = state.active;
  let s = play(state, { t: "move", card: inHand(state, side, card) });
  if (canChoose(s, { t: "from", loc: from })) s = play(s, { t: "from", loc: from });
  s = play(s, { t: "along", link: linkBetween(from, to) });
  const wanted = strengths.slice();
  while (s.pending.at(-1)?.k === "move-counters") {
    const next = wanted.shift();
    if (next === undefined) {
      s = play(s, { t: "done" });
      break;
    }
    const pick = choices(s).find((a) => a.t === "counter" && a.id.slice(1).startsWith(`${next}-`));
    if (!pick) throw new Error(`no ${next} to pick`);
    s = play(s, pick);
  }
  return s;
}

/** The counter choice (casualty, reinforcement...) for a counter of this strength ("fort" for a fort). */
export function pickCounter(state: State, t: "casualty" | "counter", what: 1 | 2 | 3 | "fort"): Action {
  const found = choices(state).find(
    (a) => a.t === t && (what === "fort" ? a.id.startsWith("fort") : a.id.slice(1).startsWith(`${what}-`)),
  );
  if (!found) throw new Error(`no ${t} of ${what} among ${JSON.stringify(choices(state))}`);
  return found;
}

/** The battle in progress. */
export function battle(state: State) {
  const d = state.pending.find((p) => p.k === "combat");
  if (!d || d.k !== "combat") throw new Error("no battle");
  return d;
}

/** "No more": no (more) benefits, counters or cards. */
export const done = { t: "done" } as const;

/**
 * The same game as `seat` sees it, with everything it cannot see dealt again: the other
 * side's hand, draw pile and unrevealed face-down battle card are pooled, shuffled and dealt
 * back in the same sizes, and the seat's own draw pile is shuffled. Nothing in the seat's view
 * changes; a player that decides from its view alone must decide the same.
 */
export function redeal(state: State, seat: number, rng: Rng): State {
  const me: Side = seat === 0 ? "union" : "confederate";
  const other: Side = me === "union" ? "confederate" : "union";
  const s: State = {
    ...state,
    cards: {
      union: { ...state.cards.union, deck: state.cards.union.deck.slice(), hand: state.cards.union.hand.slice() },
      confederate: { ...state.cards.confederate, deck: state.cards.confederate.deck.slice(), hand: state.cards.confederate.hand.slice() },
    },
    pending: state.pending.map((d) => (d.k === "combat" ? { ...d } : d)),
  };
  // The other side's face-down cards: in a battle not yet revealed, the cards it put down.
  const hidden: { d: Extract<State["pending"][number], { k: "combat" }>; which: "attackerCard" | "defenderCard" }[] = [];
  for (const d of s.pending) {
    if (d.k !== "combat" || d.revealed) continue;
    const defender = d.attacker === "union" ? "confederate" : "union";
    if (d.attacker === other && d.attackerCard) hidden.push({ d, which: "attackerCard" });
    if (defender === other && d.defenderCard) hidden.push({ d, which: "defenderCard" });
  }
  const theirs = s.cards[other];
  const pool = rng.shuffle([...theirs.hand, ...theirs.deck, ...hidden.map((h) => h.d[h.which] as CardId)]);
  for (const h of hidden) h.d[h.which] = pool.shift() as CardId;
  theirs.hand = pool.splice(0, theirs.hand.length);
  theirs.deck = pool;
  s.cards[me].deck = rng.shuffle(s.cards[me].deck);
  return s;
}
