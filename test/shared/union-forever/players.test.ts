/**
 * The computer players' contract, for every level: each answers an element of `legal`,
 * leaves the state it is given untouched, answers the same for the same rng and work
 * budget, and decides from its seat's view only: a state that differs only in the order of
 * the deck (the one secret) never changes its choice.
 */
import { describe, expect, it } from "vitest";
import { type AnyBot, applyAction, createRng, setupState } from "../../../shared/engine";
import { bots } from "../../../shared/games/union-forever/bot";
import type { State } from "../../../shared/games/union-forever/state";
import { game } from "./helpers";

/** Positions from random games, every few plies, with the seat deciding there. */
function positions(count: number): { state: State; seat: number }[] {
  const out: { state: State; seat: number }[] = [];
  for (let g = 0; out.length < count; g++) {
    const seed = `players-${g}`;
    const rng = createRng(seed);
    let s = setupState(game, { players: 2 }, seed) as State;
    for (let ply = 0; !s.outcome && out.length < count; ply++) {
      const seat = (game.status(s) as { active: number[] }).active[0] ?? 0;
      const legal = game.legal(s, seat);
      if (legal.length > 1 && ply % 7 === 3) out.push({ state: s, seat });
      s = applyAction(game, s, ply, seed, seat, legal[rng.int(legal.length)]).state as State;
    }
  }
  return out;
}

const POSITIONS = positions(40);
const BUDGET = { work: 4_000 };

describe.each(bots.map((b): [string, AnyBot] => [b.id, b]))("the %s player", (_id, bot) => {
  // Legal, pure and repeatable: the contract test (test/shared/engine/bots.test.ts) holds every game's players to it.
  it("decides from its view: another order of the deck never changes its choice", () => {
    const shuffler = createRng("orders");
    for (const [i, { state, seat }] of POSITIONS.entries()) {
      const twin: State = { ...state, deck: shuffler.shuffle(state.deck) };
      expect(bot.choose(twin, seat, createRng(`v${i}`), BUDGET)).toEqual(bot.choose(state, seat, createRng(`v${i}`), BUDGET));
    }
  });
});

describe("the levels", () => {
  it("are listed weakest first, the strongest last", () => {
    expect(bots.map((b) => b.id)).toEqual(["random", "rules-of-thumb", "greedy", "strong"]);
    expect(bots.map((b) => b.level)).toEqual([0, 1, 2, 3]);
  });
});
