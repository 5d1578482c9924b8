/**
 * Lincoln (Martin Wallace, PSC Games): the Game object. Seat 0 is the Union, seat 1 the
 * Confederacy. The rules live in their own files by rule area; this file wires them to
 * the engine's contract.
 */
import type * as v from "valibot";
import { type Game, type GameOptions, RuleError, includesAction, type Status } from "../../engine";
import { type Action, ActionSchema, OptionsSchema } from "./actions";
import { seatOf, sideOf } from "./data/sides";
import { decider, handle, options, settle } from "./decisions";
import { setupState } from "./setup";
import { type State, cloneState } from "./state";
import { turnWords } from "./turn-words";
import { type View, viewOf } from "./view";

export type { Action } from "./actions";
export type { State } from "./state";
export type { View } from "./view";
export type Options = v.InferOutput<typeof OptionsSchema> & GameOptions;

export const lincoln: Game<State, Action, Options> = {
  id: "lincoln",
  name: "Lincoln",
  summary: "The Civil War in cards: the Union must take the South before its deck runs out; the Confederacy must hold on, or bring Europe into the war.",
  players: { min: 2, max: 2 },
  version: 3,
  secretActions: true,
  options: OptionsSchema,
  action: ActionSchema,

  setup(_players, opts, rng) {
    const state = setupState({ washington: opts.washington ?? "immediate", vicksburgRichmond: opts.vicksburgRichmond ?? false }, rng);
    settle(state, rng);
    return state;
  },

  status(state): Status {
    if (state.result) return { over: { winners: state.result.winners, reason: state.result.reason } };
    const side = decider(state);
    return { active: side ? [seatOf(side)] : [] };
  },

  legal(state, seat) {
    if (state.result || decider(state) !== sideOf(seat)) return [];
    return options(state);
  },

  apply(state, seat, action, rng) {
    if (state.result) throw new RuleError("the game is over");
    if (decider(state) !== sideOf(seat)) throw new RuleError("it is not your decision");
    if (!includesAction(options(state), action)) throw new RuleError("that action is not allowed now");
    const next = cloneState(state);
    next.log = [];
    handle(next, action, rng);
    settle(next, rng);
    return next;
  },

  view(state, seat): View {
    return viewOf(state, seat);
  },

  turnWords: (view, seat) => turnWords(view as View, seat),

  describe(_before, _seat, _action, after) {
    return after.log.slice();
  },

  // A card drawn from either deck, or face-down battle cards turned over, end the undo window.
  reveals(before, _seat, _action, after) {
    const decks = (s: State) => `${s.cards.union.deck.length}/${s.cards.confederate.deck.length}`;
    const revealed = (s: State) => s.pending.filter((d) => d.k === "combat" && d.revealed).length;
    return decks(before) !== decks(after) || revealed(before) !== revealed(after);
  },
};
