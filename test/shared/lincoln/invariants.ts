/**
 * What must hold in every state of every game: each card in exactly one place, counters
 * conserved and consistent with control, nobody asked to decide with nothing to choose,
 * and no view showing another seat's hidden cards or any deck's order.
 */
import { CARDS } from "../../../shared/games/lincoln/data/cards";
import { COUNTERS, FLAG_COUNT } from "../../../shared/games/lincoln/data/counters";
import { LOCATIONS, LOCATION_IDS } from "../../../shared/games/lincoln/data/map";
import { BLOCKADE_TRACK, EUROPE_CONFEDERATE_END, EUROPE_UNION_END } from "../../../shared/games/lincoln/data/tracks";
import { type Side, enemyOf, seatOf } from "../../../shared/games/lincoln/data/sides";
import { ownerOf } from "../../../shared/games/lincoln/control";
import { isScreened } from "../../../shared/games/lincoln/decisions";
import { type State, occupancy } from "../../../shared/games/lincoln/state";
import { game } from "./helpers";
import { findString } from "../find-string";

const SIDES: Side[] = ["union", "confederate"];
const CARD_INDEX = new Map(CARDS.map((c, i) => [c.id, i]));

/**
 * Checks every invariant; the spectator's view too when `spectator` is set. `logFrom`: the
 * lines of the state's log already scanned for hidden cards at an earlier step (a line never
 * changes once written): only the newer ones are scanned again, not the whole game's log.
 */
export function checkInvariants(state: State, spectator = true, logFrom = 0): void {
  // Every card in exactly one place.
  const seen = new Uint8Array(CARDS.length);
  let count = 0;
  const note = (id: string, side: Side | null) => {
    const i = CARD_INDEX.get(id);
    if (i === undefined) throw new Error(`${id} is not a card`);
    if (side && CARDS[i]?.side !== side) throw new Error(`${id} is among the ${side} cards`);
    if (seen[i]) throw new Error(`${id} is in two places at once`);
    seen[i] = 1;
    count++;
  };
  for (const side of SIDES) {
    const p = state.cards[side];
    for (const pile of [p.deck, p.hand, p.discard, p.removed, p.reserve.I, p.reserve.II]) for (const id of pile) note(id, side);
  }
  for (const d of state.pending)
    if (d.k === "combat") for (const id of [d.attackerCard, d.defenderCard, ...d.benefits]) if (id) note(id, null);
  if (count !== CARDS.length) throw new Error(`${CARDS.length - count} cards are nowhere`);

  // Counters conserved: every counter on the board or in the stock, nowhere else.
  if (Object.keys(state.at).length !== COUNTERS.length || COUNTERS.some((c) => !(c.id in state.at)))
    throw new Error("counters not conserved");
  for (const c of COUNTERS) {
    const p = state.at[c.id];
    if (p && (!LOCATIONS[p.loc] || (p.half !== 0 && p.half !== 1))) throw new Error(`${c.id} stands nowhere real`);
    if (p && c.side === "confederate" && LOCATIONS[p.loc].unionRear) throw new Error(`${c.id} is in the Union's rear`);
  }
  // Flags: within the stock, and only where the other colour is.
  for (const side of SIDES) {
    const flags = Object.values(state.flags).filter((s) => s === side).length;
    if (flags > FLAG_COUNT[side]) throw new Error(`${side} used ${flags} flags`);
  }
  // A capture's Europe space stands for a blue location the Confederacy holds under its flag.
  for (const loc of state.captured) {
    if (LOCATIONS[loc].colour !== "blue" || state.flags[loc] !== "confederate") throw new Error(`${loc} counted as captured without a Confederate flag`);
    if (state.captured.indexOf(loc) !== state.captured.lastIndexOf(loc)) throw new Error(`${loc} counted twice as captured`);
  }
  for (const [loc, side] of Object.entries(state.flags)) {
    const colour = LOCATIONS[loc as keyof typeof LOCATIONS].colour;
    if ((colour === "blue") === (side === "union")) throw new Error(`a ${side} flag on its own colour at ${loc}`);
  }
  const inBattle = state.pending.find((d) => d.k === "combat");
  const occ = occupancy(state);
  for (const loc of LOCATION_IDS) {
    const here = occ[loc];
    const o = { union: (here?.union.length ?? 0) > 0, confederate: (here?.confederate.length ?? 0) > 0 };
    // A sole occupant owns its location.
    if (o.union !== o.confederate && inBattle?.loc !== loc) {
      const side: Side = o.union ? "union" : "confederate";
      if (ownerOf(state, loc) !== side) throw new Error(`${side} is alone in ${loc} but does not own it`);
    }
    // Outside a battle, the two sides of a contested location hold one half each.
    if (o.union && o.confederate && inBattle?.loc !== loc) {
      for (const side of SIDES) {
        const halves = new Set(COUNTERS.filter((c) => c.side === side && state.at[c.id]?.loc === loc).map((c) => state.at[c.id]?.half));
        if (halves.size !== 1) throw new Error(`${side} holds both halves of contested ${loc}`);
      }
    }
  }
  if (state.blockade < 0 || state.blockade >= BLOCKADE_TRACK.length) throw new Error("blockade marker off its track");
  if (state.europe < EUROPE_UNION_END || state.europe > EUROPE_CONFEDERATE_END) throw new Error("Europe marker off its track");

  // Whoever decides has something to choose; nobody else has anything.
  const status = game.status(state);
  if ("active" in status) {
    const [seat] = status.active;
    if (status.active.length !== 1 || seat === undefined) throw new Error("not exactly one seat deciding");
    const legal = game.legal(state, seat);
    // A single forced answer is asked only where skipping it would reveal a hidden hand.
    if (legal.length === 0 || (legal.length === 1 && !isScreened(state)))
      throw new Error(`seat ${seat} is asked with ${legal.length} choice(s)`);
    if (game.legal(state, 1 - seat).length !== 0) throw new Error("the other seat has choices too");
  } else if (game.legal(state, 0).length + game.legal(state, 1).length !== 0) throw new Error("choices after the end");

  // Views: no other hand, no deck, no face-down card of the other side, no private log line.
  for (const seat of spectator ? ([0, 1, null] as const) : ([0, 1] as const)) {
    const view = game.view(state, seat) as { log: { to?: number }[] };
    const hidden = hiddenFrom(state, seat);
    const fresh = state.log.slice(logFrom).filter((line) => line.to === undefined || line.to === seat).length;
    const leak = findString({ ...view, log: view.log.slice(view.log.length - fresh) }, (text) => hidden.has(text));
    if (leak !== undefined) throw new Error(`the view of seat ${seat} shows hidden card ${leak}`);
    for (const line of view.log)
      if (line.to !== undefined && line.to !== seat) throw new Error(`seat ${seat} sees a private log line`);
  }
}

/**
 * The cards the rules hide from `seat` (null: a spectator): every card in a draw pile, the
 * other side's hand, and the other side's face-down battle card until the reveal.
 */
export function hiddenFrom(state: State, seat: number | null): Set<string> {
  const hidden = new Set([...state.cards.union.deck, ...state.cards.confederate.deck]);
  for (const side of SIDES) if (seat === null || seatOf(side) !== seat) for (const id of state.cards[side].hand) hidden.add(id);
  for (const d of state.pending)
    if (d.k === "combat" && !d.revealed) {
      if (d.attackerCard && seat !== seatOf(d.attacker)) hidden.add(d.attackerCard);
      if (d.defenderCard && seat !== seatOf(enemyOf(d.attacker))) hidden.add(d.defenderCard);
    }
  return hidden;
}
