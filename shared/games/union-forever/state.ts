/**
 * The game state and the actions, as plain JSON. The state holds the deck in
 * its hidden order; `view` removes it. Every decision a player takes is one
 * small action from `legal`.
 */
import * as v from "valibot";
import type { Seat } from "../../engine";
import type { Card } from "./cards";
import { AREA_IDS, type AreaId, NORTH, type Place, RICHMOND, type StateId } from "./data/map";
import { type AnacondaSide, crlOf } from "./data/track";
import { type Side, UNIT_IDS, UNITS, type UnitId } from "./data/units";
import type { SoloLevel } from "./solo";

/** Where a unit is: on the map, off-map in the North, eliminated, a reinforcement still to come, or not yet set up. */
export type Where = Place | "eliminated" | "waiting" | "unplaced";

export type UnitState = { where: Where; weakened: boolean };

/** The ACTs left from the card just drawn. */
export type Activation = { side: Side; left: number; card: Card };

/** A face card drawn: its side picks one special ACT. */
export type Special = { side: Side; card: Card };

/**
 * A battle awaiting a decision:
 * - attacker-lost: the attacker retreats or takes a step loss;
 * - result: won by 2 or 3, the attacker picks one defending unit to lose a step or retreat;
 * - hit, then drive: won by 4 or more, one defending unit loses a step, then one retreats;
 * - retreat-to: the retreating unit's owner picks where it goes.
 */
export type CombatStep = "attacker-lost" | "result" | "hit" | "drive" | "retreat-to";
export type Combat = { attacker: UnitId; area: AreaId; margin: number; step: CombatStep; retreating: UnitId | null };

export type Phase = "setup" | "play" | "over";

/** One die roll and what was added to it. */
export type Modifier = { why: string; value: number };
export type Roll = { side: Side; die: number; mods: Modifier[]; total: number };

/** What happened, for the log (describe.ts) and the board's animations. All public. */
export type GameEvent =
  | { e: "placed"; unit: UnitId; at: Place; setup: boolean }
  | { e: "drew"; side: Side; card: Card; left: number }
  | { e: "joker"; ends: boolean; why: "first" | "not-acted" | null }
  | { e: "moved"; unit: UnitId; from: Place; to: Place }
  | { e: "passed"; side: Side; forgone: number; special: boolean }
  | { e: "battle"; unit: UnitId; area: AreaId; defenders: UnitId[]; attack: Roll; defence: Roll; margin: number }
  | { e: "step-loss"; unit: UnitId; eliminated: boolean; instead: boolean }
  | { e: "retreated"; unit: UnitId; from: AreaId; to: Place }
  | { e: "pacify"; unit: UnitId; area: AreaId; union: Roll; confederacy: Roll; success: boolean }
  | { e: "crl"; from: number; to: number; why: "state" | "richmond" | "anaconda" | "invasion"; state: StateId | null }
  | { e: "special"; side: Side; kind: SpecialKind; unit: UnitId | null; roll: Roll | null; need: string; success: boolean }
  | { e: "invasion"; unit: UnitId; from: AreaId; roll: Roll; crl: number; result: "crl" | "weakened" | "eliminated" | "none" }
  | { e: "turn-end"; turn: number; why: "joker" | "deck" }
  | { e: "turn-start"; turn: number }
  | { e: "reinforcement"; unit: UnitId }
  | { e: "game-over"; winner: Side; reason: string };

export const SPECIAL_KINDS = ["anaconda", "two-acts", "restore", "return"] as const;
export type SpecialKind = (typeof SPECIAL_KINDS)[number];

export type State = {
  players: 1 | 2;
  /** The computer's level in a solo game (options.level); unused with two players. */
  level: SoloLevel;
  phase: Phase;
  turn: number;
  /** The CRL marker's space on the Record Track (0-9); crlOf(space) is the current CRL. */
  crl: number;
  anaconda: AnacondaSide;
  /** Areas under Union control, in map order. Never lost once gained. */
  pacified: AreaId[];
  units: Record<UnitId, UnitState>;
  /** The cards still to draw this turn, top first. Hidden: views give only the count. */
  deck: Card[];
  /** The cards drawn this turn, in order (public). */
  drawn: Card[];
  /** Who makes the next Card Draw. */
  drawer: Side;
  /** Whether each side has performed at least one ACT this turn (for the Joker). */
  acted: Record<Side, boolean>;
  activation: Activation | null;
  special: Special | null;
  combat: Combat | null;
  /** Setup: the next Confederate unit to place. Play: an eliminated unit returning, awaiting its area. */
  placing: UnitId | null;
  outcome: { winner: Side; reason: string } | null;
  /** What the last action did, with the computer's replies in a solo game. */
  events: GameEvent[];
};

const Unit = v.picklist(UNIT_IDS);
const PlaceSchema = v.picklist([...AREA_IDS, NORTH]);

/** One action. Strict: unknown fields are refused. */
export const ActionSchema = v.variant("t", [
  /** Set up a Confederate unit, or put a returned unit back into play. */
  v.strictObject({ t: v.literal("place"), unit: Unit, area: PlaceSchema }),
  /** Make the Card Draw. */
  v.strictObject({ t: v.literal("draw") }),
  /** ACT: move a unit to an adjacent area (a Confederate army moving North invades). */
  v.strictObject({ t: v.literal("move"), unit: Unit, to: PlaceSchema }),
  /** ACT: a unit attacks every enemy unit in its area. */
  v.strictObject({ t: v.literal("attack"), unit: Unit }),
  /** ACT (Union): a Union army tries to Pacify the empty area it stands in. */
  v.strictObject({ t: v.literal("pacify"), unit: Unit }),
  /** Special ACT: try to thwart (Confederacy) or restore (Union) the Anaconda Plan. */
  v.strictObject({ t: v.literal("anaconda") }),
  /** Special ACT: perform two ACTs. */
  v.strictObject({ t: v.literal("two-acts") }),
  /** Special ACT: try to flip a weakened army back to full strength. */
  v.strictObject({ t: v.literal("restore"), unit: Unit }),
  /** Special ACT: try to return an eliminated unit to play. */
  v.strictObject({ t: v.literal("return"), unit: Unit }),
  /** Battle result: this unit takes the step loss. */
  v.strictObject({ t: v.literal("step-loss"), unit: Unit }),
  /** Battle result: this unit retreats. */
  v.strictObject({ t: v.literal("retreat"), unit: Unit }),
  /** The retreating unit's owner picks where it goes. */
  v.strictObject({ t: v.literal("retreat-to"), unit: Unit, to: PlaceSchema }),
  /** Forgo the rest of this card's ACTs (or its special ACT). */
  v.strictObject({ t: v.literal("pass") }),
]);
export type Action = v.InferOutput<typeof ActionSchema>;

/** What lies on the table: all the read-only rule helpers need, in a state or in a view. */
export type Table = Pick<State, "units" | "crl" | "pacified">;

// Which seat plays which side lives with the sides (data/units.ts), where the board reads it without the rules.
export { seatOf, sideOfSeat } from "./data/units";

export function sideOf(unit: UnitId): Side {
  return UNITS[unit].side;
}

/** The current CRL: the red number under the marker's space. */
export function crlValue(state: Table): number {
  return crlOf(state.crl);
}

export function isPacified(state: Table, area: AreaId): boolean {
  return state.pacified.includes(area);
}

/** Friendly controlled: Pacified areas for the Union, every other area for the Confederacy. */
export function isFriendly(state: Table, side: Side, area: AreaId): boolean {
  return isPacified(state, area) === (side === "union");
}

export function isRichmond(area: AreaId): boolean {
  return area === RICHMOND;
}

/** The units of `side` (or of both sides) standing at a place, in counter order. */
export function unitsAt(state: Table, place: Place, side?: Side): UnitId[] {
  const out: UnitId[] = [];
  for (const id of UNIT_IDS) if (state.units[id].where === place && (side === undefined || UNITS[id].side === side)) out.push(id);
  return out;
}

/** The area a unit stands in, or null when it is off the map. */
export function areaOf(state: Table, unit: UnitId): AreaId | null {
  const where = state.units[unit].where;
  return where === NORTH || where === "eliminated" || where === "waiting" || where === "unplaced" ? null : where;
}

/** On the map or in the North: a unit that can act. */
export function inPlay(state: Table, unit: UnitId): boolean {
  const where = state.units[unit].where;
  return where !== "eliminated" && where !== "waiting" && where !== "unplaced";
}

/** A copy deep enough for apply to change freely; `events` starts empty. */
export function cloneState(s: State): State {
  const units = {} as Record<UnitId, UnitState>;
  for (const id of UNIT_IDS) {
    const u = s.units[id];
    units[id] = { where: u.where, weakened: u.weakened };
  }
  return {
    players: s.players,
    level: s.level,
    phase: s.phase,
    turn: s.turn,
    crl: s.crl,
    anaconda: s.anaconda,
    pacified: s.pacified.slice(),
    units,
    deck: s.deck.slice(),
    drawn: s.drawn.slice(),
    drawer: s.drawer,
    acted: { union: s.acted.union, confederacy: s.acted.confederacy },
    activation: s.activation && { ...s.activation },
    special: s.special && { ...s.special },
    combat: s.combat && { ...s.combat },
    placing: s.placing,
    outcome: s.outcome && { ...s.outcome },
    events: [],
  };
}

/** One six-sided die from the seeded rng. */
export function rollD6(rng: { int(n: number): number }): number {
  return rng.int(6) + 1;
}

/** A die roll with its modifiers added. */
export function roll(side: Side, rng: { int(n: number): number }, mods: Modifier[]): Roll {
  const die = rollD6(rng);
  return { side, die, mods, total: mods.reduce((sum, m) => sum + m.value, die) };
}

/**
 * Moves the CRL marker `delta` spaces (negative: left, toward the Union's goal),
 * never beyond space 0 or space 9, and logs why.
 */
export function moveCrl(state: State, delta: number, why: "state" | "richmond" | "anaconda" | "invasion", stateId: StateId | null = null): void {
  const from = state.crl;
  const to = Math.max(0, Math.min(9, from + delta));
  state.crl = to;
  state.events.push({ e: "crl", from, to, why, state: stateId });
}
