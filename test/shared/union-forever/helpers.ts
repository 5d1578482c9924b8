/**
 * Test helpers for The Union Forever!: loaded dice, positions built from a few
 * lines, and applying a sequence of actions.
 */
import type { Rng } from "../../../shared/engine";
import { type Card, DECK, JOKER } from "../../../shared/games/union-forever/cards";
import type { AreaId } from "../../../shared/games/union-forever/data/map";
import type { AnacondaSide } from "../../../shared/games/union-forever/data/track";
import type { Side, UnitId } from "../../../shared/games/union-forever/data/units";
import { unionForever as game } from "../../../shared/games/union-forever/rules";
import { initialState } from "../../../shared/games/union-forever/setup";
import type { Action, State, Where } from "../../../shared/games/union-forever/state";

/**
 * Loaded dice: each die roll takes the next face given, in order; shuffles keep
 * the order; the computer's tie-breaks get 0.5. Throws when a roll was not expected.
 */
export function dice(...faces: number[]): Rng & { left(): number } {
  const queue = [...faces];
  let used = false;
  return {
    next() {
      used = true;
      return 0.5;
    },
    int(n: number) {
      used = true;
      if (n !== 6) return 0;
      const face = queue.shift();
      if (face === undefined) throw new Error("an unexpected die roll");
      return face - 1;
    },
    shuffle<T>(items: readonly T[]): T[] {
      used = true;
      return items.slice();
    },
    get used() {
      return used;
    },
    left: () => queue.length,
  };
}

/** No randomness expected: any roll throws. */
export const noDice = (): Rng & { left(): number } => dice();

/** Where the Confederate units stand unless a test says otherwise: well out of the way. */
const OUT_OF_THE_WAY: Partial<Record<UnitId, AreaId>> = {
  "ca-northern-virginia": "nc-coast",
  "ca-tennessee": "sc-lowcountry",
  "ca-mississippi": "la-south",
  "cm-1": "florida",
  "cm-2": "ga-southwest",
  "cm-3": "al-south",
};

export type Scenario = {
  /** Units to place: a place, or [place, "weakened"]. */
  units?: Partial<Record<UnitId, Where | [Where, "weakened"]>>;
  /** Areas Pacified besides northwest Virginia. */
  pacified?: AreaId[];
  crl?: number;
  anaconda?: AnacondaSide;
  turn?: number;
  /** The deck, top first (default: the 29 cards with the Joker last). */
  deck?: Card[];
  drawn?: Card[];
  acted?: Partial<Record<Side, boolean>>;
  drawer?: Side;
  players?: 1 | 2;
};

/** A position in play, turn 1 by default, awaiting the next draw. */
export function scenario(s: Scenario = {}): State {
  const state = initialState(s.players ?? 2);
  for (const [unit, area] of Object.entries(OUT_OF_THE_WAY)) state.units[unit as UnitId].where = area;
  for (const [unit, where] of Object.entries(s.units ?? {})) {
    const [place, weakened] = Array.isArray(where) ? [where[0], true] : [where, false];
    state.units[unit as UnitId] = { where: place, weakened };
  }
  state.phase = "play";
  state.placing = null;
  state.pacified = [...state.pacified, ...(s.pacified ?? [])];
  state.crl = s.crl ?? state.crl;
  state.anaconda = s.anaconda ?? state.anaconda;
  state.turn = s.turn ?? 1;
  state.deck = s.deck ?? [...DECK];
  state.drawn = s.drawn ?? [];
  state.acted = { union: false, confederacy: false, ...s.acted };
  state.drawer = s.drawer ?? "union";
  return state;
}

/** The same position with `side` holding `acts` ACTs of a number card (1 or 2). */
export function withActs(state: State, side: Side, acts: 1 | 2 = 1): State {
  const card: Card = side === "union" ? (acts === 2 ? "2S" : "AS") : acts === 2 ? "2H" : "AH";
  return { ...state, activation: { side, left: acts, card } };
}

/** The same position with `side` holding a face card's special ACT. */
export function withSpecial(state: State, side: Side): State {
  return { ...state, special: { side, card: side === "union" ? "JS" : "JH" } };
}

export const seatOf = (side: Side): number => (side === "union" ? 0 : 1);

/** Applies actions in turn, each by the seat whose decision it is, with the given dice. */
export function play(state: State, actions: Action[], rng: Rng = noDice()): State {
  let s = state;
  for (const action of actions) {
    const status = game.status(s);
    if (!("active" in status)) throw new Error("the game is over");
    const seat = status.active[0];
    if (seat === undefined) throw new Error("no active seat");
    s = game.apply(s, seat, action, rng);
  }
  return s;
}

/** Every event kind of the last apply, for a quick look. */
export const kinds = (state: State): string[] => state.events.map((e) => e.e);

export { DECK, JOKER, game };
