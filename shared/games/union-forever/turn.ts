/**
 * The turn (rulebook, "End of Turn"): a turn ends when a Joker is drawn that
 * counts (cards.ts), or, as decided here, when the whole deck has been drawn and
 * its last ACTs are done. At the end of a turn the Anaconda Plan moves the CRL,
 * victory is checked, and the next turn begins: the turn penny moves on, the
 * turn's Union reinforcements arrive in the North, and all 29 cards are
 * reshuffled into a new deck (decision), the Union making the first draw
 * (decision).
 */
import type { Rng } from "../../engine";
import { NORTH } from "./data/map";
import { UNIT_IDS, UNITS } from "./data/units";
import { anacondaAtEndOfTurn } from "./anaconda";
import { newDeck } from "./cards";
import type { State } from "./state";
import { checkVictory } from "./victory";

/** Whether the side to draw next is all that is pending: no ACT, special, battle or placement. */
export function awaitingDraw(state: State): boolean {
  return state.phase === "play" && !state.activation && !state.special && !state.combat && !state.placing;
}

/** Begins a turn: reinforcements, a fresh deck, nobody has acted, the Union draws first. */
export function startTurn(state: State, turn: number, rng: Rng): void {
  state.turn = turn;
  state.events.push({ e: "turn-start", turn });
  for (const unit of UNIT_IDS) {
    if (UNITS[unit].arrives === turn && state.units[unit].where === "waiting") {
      state.units[unit].where = NORTH;
      state.events.push({ e: "reinforcement", unit });
    }
  }
  state.deck = newDeck(rng);
  state.drawn = [];
  state.drawer = "union";
  state.acted = { union: false, confederacy: false };
}

/** Ends the turn: the Anaconda Plan, victory, then the next turn. */
export function endTurn(state: State, rng: Rng, why: "joker" | "deck"): void {
  state.events.push({ e: "turn-end", turn: state.turn, why });
  state.activation = null;
  state.special = null;
  anacondaAtEndOfTurn(state);
  checkVictory(state);
  if (state.phase === "over") return;
  startTurn(state, state.turn + 1, rng);
}

/** After every action: a spent deck with nothing pending ends the turn. */
export function settle(state: State, rng: Rng): void {
  if (awaitingDraw(state) && state.deck.length === 0) endTurn(state, rng, "deck");
}
