/**
 * Pixel Lincoln: The Deckbuilding Game (1 to 4 players): the Game object. Seat 0 holds the
 * Player 1 Card. The rules live in their own files by rule area; this file wires them to the
 * engine's contract.
 */
import type * as v from "valibot";
import { type Game, type GameOptions, RuleError, includesAction, type Status } from "../../engine";
import { type Action, ActionSchema, OptionsSchema } from "./actions";
import { deciders, handle, options, settle } from "./decisions";
import { setupState } from "./setup";
import { type State, cloneState } from "./state";
import { turnWords } from "./turn-words";
import { type View, viewOf } from "./view";

export type { Action } from "./actions";
export type { State } from "./state";
export type { View } from "./view";
export type Options = v.InferOutput<typeof OptionsSchema> & GameOptions;

export const pixelLincoln: Game<State, Action, Options> = {
  id: "pixel-lincoln",
  name: "Pixel Lincoln",
  summary: "A side-scrolling deck-builder: jump, buy and fight your way along two Levels, beat the bosses, and score the most points.",
  players: { min: 1, max: 4 },
  version: 3,
  secretActions: true,
  options: OptionsSchema,
  action: ActionSchema,

  setup(players, opts, rng) {
    const count = players === 1 || players === 2 || players === 3 || players === 4 ? players : 2;
    const state = setupState({ players: count, difficulty: opts.difficulty ?? "medium" }, rng);
    settle(state, rng);
    return state;
  },

  status(state): Status {
    if (state.result) return { over: { winners: state.result.winners.slice(), reason: state.result.reason } };
    return { active: deciders(state) };
  },

  legal(state, seat) {
    return options(state, seat);
  },

  apply(state, seat, action, rng) {
    if (state.result) throw new RuleError("the game is over");
    if (!deciders(state).includes(seat)) throw new RuleError("it is not your decision");
    if (!includesAction(options(state, seat), action)) throw new RuleError("that action is not allowed now");
    const next = cloneState(state);
    next.log = [];
    handle(next, seat, action, rng);
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

  // Any draw from a player's deck or a Level Deck, any look at one (Time Travel), or a
  // boss turned over, ends the undo window.
  reveals(before, _seat, _action, after) {
    const hidden = (s: State) =>
      JSON.stringify([
        s.players.map((p) => p.deck.length),
        s.levels.map((l) => [l.deck.length, l.known, Object.keys(l.under).length]),
      ]);
    return hidden(before) !== hidden(after);
  },
};
