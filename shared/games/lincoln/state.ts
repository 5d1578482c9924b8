/**
 * The game state, as plain JSON, and small helpers to read it. Rule areas live in their
 * own files; this one only says what is where.
 */
import type { LogLine, Outcome } from "../../engine";
import type { CardId } from "./data/cards";
import { COUNTERS, COUNTER_BY_ID, type Counter } from "./data/counters";
import { type Half, LOCATION_IDS, type LocationId } from "./data/map";
import { SIDE_NAMES, type Side } from "./data/sides";

/**
 * Where a counter stands on the board. `sea` marks a Union army that reached this location by
 * naval movement and has not left it since: it may leave a battle only by sea ("Withdrawal",
 * last paragraph).
 */
export type Place = { loc: LocationId; half: Half; sea?: true };

/** One side's cards: the draw pile (top first), hand, discards, removed, and the I/II piles. */
export type Piles = {
  deck: CardId[];
  hand: CardId[];
  discard: CardId[];
  removed: CardId[];
  reserve: { I: CardId[]; II: CardId[] };
  /** How many times this side has reshuffled its discards into a new deck. */
  reshuffles: number;
  /** The turn of this side's last reshuffle (0: none yet): the Confederacy reshuffles at most once a turn. */
  reshuffledOnTurn: number;
};

/**
 * The Union deck is the war's clock: what the Union held (hand and draw pile) and its
 * reshuffles at the end of its last turn, and how many Union turns in a row have ended
 * with neither changed (no card spent, lost or reshuffled). See victory.ts, `checkStall`.
 */
export type DeckClock = { held: number; reshuffles: number; idleTurns: number };

/** When Confederate control of Washington ends the game: at once (rulebook) or at the end of a Union turn. */
export const WASHINGTON_RULES = ["immediate", "end-of-union-turn"] as const;
export type WashingtonRule = (typeof WASHINGTON_RULES)[number];

export type Options = {
  washington: WashingtonRule;
  /** The second copy's Union win: Vicksburg and Richmond held at the end of a Confederate turn. */
  vicksburgRichmond: boolean;
};

/** Why the game ended, as a code for statistics and the client. */
export const ENDINGS = [
  "europe",
  "washington",
  "first-reshuffle",
  "second-reshuffle",
  "third-exhaustion",
  "vicksburg-richmond",
  "stalled",
] as const;
export type Ending = (typeof ENDINGS)[number];

export type Result = Outcome & { ending: Ending };

/** How the attackers came: along a rail link (from a half of a location), by sea (from a port), or from inside a contested location. */
export type Approach =
  | { kind: "rail"; link: number; from: LocationId; fromHalf: Half }
  | { kind: "sea"; from: LocationId }
  | { kind: "within" };

/** The stages of a battle, in the order they come. */
export const COMBAT_STAGES = [
  "attacker-card",
  "defender-choice",
  "attacker-benefit",
  "attacker-reinforce",
  "defender-benefit",
  "defender-reinforce",
  "withdraw",
  "casualties",
  "retreat",
] as const;
export type CombatStage = (typeof COMBAT_STAGES)[number];

/** A battle in progress ("Combat", steps 1-9), with the cards committed to it. */
export type Combat = {
  k: "combat";
  loc: LocationId;
  /** The half under attack, where the battle is fought. */
  half: Half;
  attacker: Side;
  via: Approach;
  /** The location was contested before the attack: no modifier, and a withdrawal must leave it. */
  wasContested: boolean;
  /** The defence modifier the defender will add (0 where none applies). */
  modifier: number;
  attackers: string[];
  defenders: string[];
  /** The attacker's face-down card, and the defender's (null: none). */
  attackerCard: CardId | null;
  defenderCard: CardId | null;
  /** Whether the face-down cards have been turned over. */
  revealed: boolean;
  /** Benefit cards played into this battle (High Ground, Reinforcements). */
  benefits: CardId[];
  stage: CombatStage;
  result: { winner: Side; attack: number; defence: number; loserLoss: number; winnerLoss: number } | null;
  /** Who is choosing casualties now, and how many counters are still to go. */
  removing: Side | null;
  toLose: number;
  /** Counters of the losing side eliminated in this battle (moves the Europe track). */
  lost: number;
  /** Counters still to retreat or withdraw, the first one deciding now. */
  queue: string[];
};

/** A decision waiting to be taken: the top of the stack is the one being asked. */
export type Decision =
  | { k: "pay"; side: Side; unit: CardId; left: number }
  | { k: "place"; side: Side; unit: CardId }
  | { k: "deploy-two"; side: Side; left: number }
  | { k: "move-from"; side: Side }
  | { k: "move-how"; side: Side; from: LocationId }
  | { k: "move-counters"; side: Side; from: LocationId; link: number; picked: string[] }
  | { k: "move-one"; side: Side; from: LocationId; to: LocationId; half: Half }
  | { k: "naval"; side: Side }
  | { k: "naval-to"; side: Side; counter: string }
  | { k: "discard"; side: Side; picked: number }
  | { k: "raid-reply"; side: Side }
  | { k: "rail"; side: Side; moved: number }
  | { k: "rail-to"; side: Side; counter: string }
  | Combat;

export type State = {
  options: Options;
  /** Turns started so far (the Union's first turn is 1). */
  turn: number;
  /** The side whose turn it is. */
  active: Side;
  /** Actions still to take this turn (two a turn, free actions aside). */
  actionsLeft: number;
  cards: Record<Side, Piles>;
  /** Every counter by id: where it stands, or null while it is in the stock. */
  at: Record<string, Place | null>;
  /** Control flags on the board, by location. */
  flags: Partial<Record<LocationId, Side>>;
  /**
   * Blue locations the Confederacy captured in a battle and still holds: each moved the
   * Europe marker a space his way, given back when the Union retakes it ("Combat", step 9).
   * Never edited in place, only replaced.
   */
  captured: LocationId[];
  /** The Blockade and Europe markers (space indexes; see data/tracks). */
  blockade: number;
  europe: number;
  /** Pending decisions, innermost last. Empty: the active side chooses its next action. */
  pending: Decision[];
  deckClock: DeckClock;
  result: Result | null;
  /** What happened during the last ply, in words. */
  log: LogLine[];
};

/**
 * A deep enough copy to change freely. `at` and `flags` are never edited in place, only
 * replaced (putCounter, control.ts), so the copy may share them and the occupancy index
 * below stays valid for as long as the object it was built from.
 */
export function cloneState(s: State): State {
  const piles = (p: Piles): Piles => ({
    deck: p.deck.slice(),
    hand: p.hand.slice(),
    discard: p.discard.slice(),
    removed: p.removed.slice(),
    reserve: { I: p.reserve.I.slice(), II: p.reserve.II.slice() },
    reshuffles: p.reshuffles,
    reshuffledOnTurn: p.reshuffledOnTurn,
  });
  return {
    ...s,
    cards: { union: piles(s.cards.union), confederate: piles(s.cards.confederate) },
    pending: s.pending.map((d) => cloneDecision(d)),
    deckClock: { ...s.deckClock },
    log: s.log.slice(),
  };
}

function cloneDecision(d: Decision): Decision {
  if (d.k === "combat")
    return { ...d, attackers: d.attackers.slice(), defenders: d.defenders.slice(), benefits: d.benefits.slice(), queue: d.queue.slice() };
  if (d.k === "move-counters") return { ...d, picked: d.picked.slice() };
  return { ...d };
}

export function counterOf(id: string): Counter {
  const c = COUNTER_BY_ID[id];
  if (!c) throw new Error(`no counter ${id}`);
  return c;
}

/**
 * Moves a counter (null: back to the stock), replacing `at` rather than editing it. A counter
 * that only changes halves keeps its sea mark; one that goes elsewhere loses it.
 */
export function putCounter(state: State, id: string, place: Place | null): void {
  const before = state.at[id];
  const kept = place && !place.sea && before?.sea && before.loc === place.loc ? { ...place, sea: true as const } : place;
  state.at = { ...state.at, [id]: kept };
}

/**
 * A board: where every counter stands, the control flags and the blue locations captured
 * (with the Washington rule, which changes what they are worth). What the rules and the
 * players read off a board (control, supply, the situation, Easy's estimates) depends on
 * nothing else, so it is kept on the board's `Board`, one object for all states with equal
 * boards: the playouts of a search keep reaching the same boards from different states.
 */
export class Board {
  readonly found: unknown[] = [];
  constructor(readonly key: string) {}
}

/** A place on every `Board` for one reading of it. */
export function boardReading<T>(): { get(board: Board): T | undefined; set(board: Board, value: T): void } {
  const i = readings++;
  return {
    get: (board) => board.found[i] as T | undefined,
    set: (board, value) => {
      board.found[i] = value;
    },
  };
}
let readings = 0;

/** Equal boards met recently, by key: dropped all at once past the limit (memory; nothing is lost but time). */
const BOARDS = new Map<string, Board>();
const MAX_BOARDS = 2000;
/** A state's `at` and `flags` are replaced, never edited, when the board changes (`captured` with them): the same pair, the same board. */
const BOARD_OF = new WeakMap<object, WeakMap<object, Board>>();
const LOCATION_NUMBER = new Map<LocationId, number>(LOCATION_IDS.map((l, i) => [l, i]));

export function boardOf(state: State): Board {
  // The same state is asked again and again (the rules, then each reader of one decision).
  if (state.at === last.at && state.flags === last.flags) return last.board;
  let byFlags = BOARD_OF.get(state.at);
  if (!byFlags) BOARD_OF.set(state.at, (byFlags = new WeakMap()));
  const known = byFlags.get(state.flags);
  if (known) return remember(state, known);
  const codes: number[] = [state.options.washington === "immediate" ? 1 : 2];
  for (const c of COUNTERS) {
    const p = state.at[c.id];
    codes.push(p ? 1 + 4 * (LOCATION_NUMBER.get(p.loc) ?? 0) + 2 * p.half + (p.sea ? 1 : 0) : 0);
  }
  for (const loc of LOCATION_IDS) {
    const flag = state.flags[loc];
    codes.push((flag === "union" ? 1 : flag === "confederate" ? 2 : 0) + (state.captured.includes(loc) ? 4 : 0));
  }
  const key = String.fromCharCode(...codes);
  let board = BOARDS.get(key);
  if (!board) {
    if (BOARDS.size >= MAX_BOARDS) BOARDS.clear();
    BOARDS.set(key, (board = new Board(key)));
  }
  byFlags.set(state.flags, board);
  return remember(state, board);
}

let last: { at: object; flags: object; board: Board } = { at: {}, flags: {}, board: new Board("") };

function remember(state: State, board: Board): Board {
  last = { at: state.at, flags: state.flags, board };
  return board;
}

type Occupancy = Partial<Record<LocationId, Record<Side, string[]>>>;
/** Kept per `at` object rather than per `Board`: the rules read it between the moves of a single action too, on boards nobody will meet again. */
const OCCUPANCY = new WeakMap<object, Occupancy>();

/** The counters in each location by side, in counter order: built once per `at` object. */
export function occupancy(state: State): Occupancy {
  const cached = OCCUPANCY.get(state.at);
  if (cached) return cached;
  const occ: Occupancy = {};
  for (const c of COUNTERS) {
    const p = state.at[c.id];
    if (!p) continue;
    const here = (occ[p.loc] ??= { union: [], confederate: [] });
    here[c.side].push(c.id);
  }
  OCCUPANCY.set(state.at, occ);
  return occ;
}

/** The counters standing in a location (optionally one side's, optionally one half). */
export function countersIn(state: State, loc: LocationId, side?: Side, half?: Half): string[] {
  const here = occupancy(state)[loc];
  if (!here) return [];
  const ids = side ? here[side] : [...here.union, ...here.confederate];
  if (half === undefined) return ids.slice();
  return ids.filter((id) => state.at[id]?.half === half);
}


/** A side's armies (not forts) in a location, optionally in one half. */
export function armiesIn(state: State, loc: LocationId, side: Side, half?: Half): string[] {
  const ids = occupancy(state)[loc]?.[side];
  if (!ids) return [];
  return ids.filter((id) => counterOf(id).kind === "army" && (half === undefined || state.at[id]?.half === half));
}

/** Whether a side has an army (not only forts) in a location. */
export function hasArmy(state: State, loc: LocationId, side: Side): boolean {
  return occupancy(state)[loc]?.[side].some((id) => counterOf(id).kind === "army") ?? false;
}

/** The top pending decision, if any. */
export function topDecision(state: State): Decision | undefined {
  return state.pending[state.pending.length - 1];
}

export function say(state: State, text: string, to?: number): void {
  state.log.push(to === undefined ? { text } : { text, to });
}

export function sideName(side: Side): string {
  return SIDE_NAMES[side];
}

/** Counters of one kind and strength are interchangeable: one representative of each, in order. */
export function representatives(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const id of ids) {
    const c = counterOf(id);
    const key = `${c.kind}${c.strength}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(id);
  }
  return out;
}

/** A counter in words: "a 2 army", "a fort". */
export function counterName(id: string): string {
  const c = counterOf(id);
  return c.kind === "fort" ? "a fort" : `a ${c.strength} army`;
}
