/**
 * The Union Forever!: the Game object. Seat 0 is the Union, seat 1 the
 * Confederacy. With one player the human is the Union and the computer plays
 * the Confederacy inside apply, at the level the options name: after each human
 * action, the computer takes every Confederate decision (from its own view only,
 * with a fixed work budget and no clock, so a replay repeats it) until the
 * decision is the Union's again, so status only ever names seat 0.
 */
import * as v from "valibot";
import { type Game, type GameOptions, RuleError, includesAction, type Status } from "../../engine";
import type { Rng } from "../../engine";
import { describeEvents } from "./describe";
import { choices, decider, perform } from "./flow";
import { initialState } from "./setup";
import { DEFAULT_LEVEL, SOLO_BUDGET, SOLO_LEVELS, soloChoice } from "./solo";
import { type Action, ActionSchema, type State, cloneState, seatOf } from "./state";
import { type View, viewOf } from "./view";

export const OptionsSchema = v.strictObject({
  /** 1: the human plays the Union against the computer; 2: two players. */
  players: v.optional(v.picklist([1, 2]), 2),
  /** The computer's level in a solo game, weakest first (solo.ts); the strongest by default. */
  level: v.optional(v.picklist(SOLO_LEVELS), DEFAULT_LEVEL),
});
export type Options = v.InferOutput<typeof OptionsSchema> & GameOptions;

/** A bound on the computer's decisions in one apply: a loop here would be a bug. */
const COMPUTER_STEP_LIMIT = 10_000;

/** Lets the computer take the Confederacy's decisions until the Union's turn to decide. */
function playComputer(state: State, rng: Rng): void {
  for (let steps = 0; state.players === 1 && decider(state) === "confederacy"; steps++) {
    if (steps >= COMPUTER_STEP_LIMIT) throw new Error("the computer player does not stop");
    const legal = choices(state);
    const action = soloChoice(state.level, viewOf(state, seatOf("confederacy")), legal, rng, SOLO_BUDGET);
    perform(state, action, rng);
  }
}

export const unionForever: Game<State, Action, Options> = {
  id: "union-forever",
  name: "The Union Forever!",
  summary: "The American Civil War on a postcard: cards drive the armies, dice decide, the Union must break Southern resistance in eight turns.",
  players: { min: 1, max: 2 },
  version: 3,
  options: OptionsSchema,
  action: ActionSchema,

  setup(players, options, rng) {
    const state = initialState(players === 1 ? 1 : 2, options.level ?? DEFAULT_LEVEL);
    playComputer(state, rng);
    return state;
  },

  status(state): Status {
    if (state.outcome) return { over: { winners: [seatOf(state.outcome.winner)], reason: state.outcome.reason } };
    const side = decider(state);
    return { active: side === null ? [] : [seatOf(side)] };
  },

  legal(state, seat) {
    const side = decider(state);
    return side !== null && seatOf(side) === seat ? choices(state) : [];
  },

  apply(state, seat, action, rng) {
    if (state.phase === "over") throw new RuleError("the game is over");
    const side = decider(state);
    if (side === null || seatOf(side) !== seat) throw new RuleError("it is not your decision");
    if (!includesAction(choices(state), action)) throw new RuleError("that action is not allowed now");
    const next = cloneState(state);
    perform(next, action, rng);
    playComputer(next, rng);
    return next;
  },

  view(state, seat): View {
    return viewOf(state, seat);
  },

  // A Card Draw turns over the top of a deck shuffled earlier: no taking it back.
  reveals(_before, _seat, action) {
    return action.t === "draw";
  },

  describe(_before, _seat, _action, after) {
    return describeEvents(after);
  },

  // A solo game's computer sets the Confederacy up inside setup: no action logs it.
  describeSetup(state) {
    return describeEvents(state);
  },
};
