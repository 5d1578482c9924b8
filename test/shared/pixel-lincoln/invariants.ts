/**
 * What must hold in every state of every game: each card in exactly one place; meeples
 * only where they can be; nobody asked to decide with nothing to choose (a single choice
 * only where it is screened); and no view showing another seat's hand, any deck's order,
 * a face-down card or another seat's private log line.
 */
import { CARDS, cardOf } from "../../../shared/games/pixel-lincoln/data/cards";
import { isScreened } from "../../../shared/games/pixel-lincoln/decisions";
import type { State } from "../../../shared/games/pixel-lincoln/state";
import { game } from "./helpers";
import { findString } from "../find-string";

const INDEX = new Map(CARDS.map((c, i) => [c.id, i]));

/** Every card of the box in exactly one place. */
export function checkCards(state: State): void {
  const seen = new Uint8Array(CARDS.length);
  let count = 0;
  const note = (id: string | null) => {
    if (id === null) return;
    const i = INDEX.get(id);
    if (i === undefined) throw new Error(`${id} is not a card`);
    if (seen[i]) throw new Error(`${id} is in two places at once`);
    seen[i] = 1;
    count++;
  };
  for (const p of state.players) for (const pile of [p.deck, p.hand, p.discard, p.score, p.equip, p.spend, p.lives]) pile.forEach(note);
  for (const l of state.levels) {
    l.deck.forEach(note);
    l.board.forEach(note);
    Object.values(l.under).forEach(note);
  }
  for (const pile of [state.miniBosses, state.bosses, state.removed, state.box]) pile.forEach(note);
  if (count !== CARDS.length) throw new Error(`${CARDS.length - count} cards are nowhere`);
}

/** Meeples, boards and the turn's bookkeeping are consistent. */
export function checkBoard(state: State): void {
  state.players.forEach((p, seat) => {
    if (p.out && p.level !== null) throw new Error(`seat ${seat} is out but on a board`);
    if (!p.playerCard && !p.out && !state.result && !(state.queue[0]?.k === "continue" && state.queue[0].seat === seat))
      throw new Error(`seat ${seat} has no Player Card and is not deciding to Continue`);
    if (p.level === null) return;
    const l = state.levels[p.level];
    if (!l || l.cleared) throw new Error(`seat ${seat} is in a cleared or missing Level`);
    if (p.pos < 0 || p.pos > l.board.length) throw new Error(`seat ${seat} stands off the board`);
    // Nobody passes a checkpoint, a mini-boss or a boss.
    for (let i = 0; i < p.pos; i++) {
      const c = l.board[i];
      if (c && ["checkpoint", "mini-boss", "boss"].includes(cardOf(c).kind)) throw new Error(`seat ${seat} is past ${c}`);
    }
  });
  state.levels.forEach((l, i) => {
    if (l.cleared && (l.deck.length || l.board.some((c) => c !== null))) throw new Error(`cleared Level ${i} still has cards`);
    if (!l.cleared && l.board.length !== 5 && l.board.length !== 6) throw new Error(`Level ${i} has ${l.board.length} spaces`);
    if (l.board.length === 6 && (state.players.length !== 1 || l.deck.length > 0)) throw new Error("a sixth space outside the solo boss rule");
    for (const cp of Object.keys(l.under)) if (!l.board.includes(cp)) throw new Error(`${cp} has a card under it but is not on the board`);
  });
  const p = state.players[state.current];
  if (!p) throw new Error("no current player");
  for (const c of state.fight?.cards ?? []) if (!p.equip.includes(c)) throw new Error(`${c} fights but is not equipped`);
  for (const c of state.purse?.cards ?? []) if (!p.spend.includes(c)) throw new Error(`${c} pays but is not spent`);
}

/** Whoever decides has something to choose; nobody else has anything. */
export function checkDecisions(state: State): void {
  const status = game.status(state);
  const seats = state.players.map((_, seat) => seat);
  if ("over" in status) {
    if (seats.some((seat) => game.legal(state, seat).length > 0)) throw new Error("choices after the end");
    return;
  }
  if (status.active.length === 0) throw new Error("nobody is deciding");
  for (const seat of seats) {
    const legal = game.legal(state, seat);
    if (!status.active.includes(seat)) {
      if (legal.length) throw new Error(`seat ${seat} has choices out of turn`);
      continue;
    }
    if (legal.length === 0) throw new Error(`seat ${seat} is asked with nothing to choose`);
    if (legal.length === 1 && !isScreened(state, seat)) throw new Error(`seat ${seat} is asked with one choice: ${JSON.stringify(legal[0])}`);
  }
}

/**
 * Whether a card id is hidden from `seat` (null: a spectator): another's hand, any deck, a
 * Level Deck card below the top that seat was shown, a face-down, set-aside or boxed card.
 */
export function hiddenFrom(state: State, seat: number | null): (text: string) => boolean {
  // Where each hidden card is: -1 hidden from all, a seat's hand, or a Level Deck position.
  const everyone = -1;
  const hand = new Map<string, number>();
  const deck = new Map<string, { level: number; at: number }>();
  for (const p of state.players) for (const c of p.deck) hand.set(c, everyone);
  for (const l of state.levels) for (const c of Object.values(l.under)) hand.set(c, everyone);
  for (const c of state.miniBosses) hand.set(c, everyone);
  for (const c of state.bosses) hand.set(c, everyone);
  for (const c of state.box) hand.set(c, everyone);
  state.players.forEach((p, s) => {
    for (const c of p.hand) hand.set(c, s);
  });
  state.levels.forEach((l, level) => l.deck.forEach((c, at) => deck.set(c, { level, at })));
  return (text) => {
    const owner = hand.get(text);
    if (owner !== undefined) return owner === everyone || owner !== seat;
    const d = deck.get(text);
    if (!d) return false;
    const known = seat === null ? 0 : (state.levels[d.level]?.known[seat] ?? 0);
    return d.at >= known;
  };
}

/**
 * No view holds another hand, a deck (bar the Time Travel tops it was shown), a face-down
 * card, or another's log line.
 */
export function checkViews(state: State, spectator = true): void {
  const seats: (number | null)[] = state.players.map((_, seat) => seat);
  if (spectator) seats.push(null);
  for (const seat of seats) {
    const view = game.view(state, seat) as { log: { to?: number }[]; hand: string[] };
    const leak = findString(view, hiddenFrom(state, seat));
    if (leak !== undefined) throw new Error(`the view of seat ${seat} shows hidden card ${leak}`);
    for (const line of view.log) if (line.to !== undefined && line.to !== seat) throw new Error(`seat ${seat} sees a private log line`);
    if (seat !== null && view.hand.length !== state.players[seat]?.hand.length) throw new Error(`seat ${seat} does not see its own hand`);
  }
}

export function checkInvariants(state: State, views = true): void {
  checkCards(state);
  checkBoard(state);
  checkDecisions(state);
  if (views) checkViews(state);
}
