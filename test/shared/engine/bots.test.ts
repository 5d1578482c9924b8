/**
 * The computer-player contract, for every player of every game: from states
 * met in random games it answers one of the legal actions, leaves the state it
 * was given as it was, and answers the same again with the same numbers and
 * the same amount of work.
 */
import { describe, expect, it } from "vitest";
import { type AnyBot, type AnyGame, type Seat, applyAction, createRng, setupState, strongest } from "../../../shared/engine";
import { GAMES } from "../../../shared/games";
import { BOTS, botsOf } from "../../../shared/games/bots";

/** States from random games of `game`, with the seat to decide in each. */
function positions(game: AnyGame, count: number, seed: string): { state: unknown; seat: Seat }[] {
  const out: { state: unknown; seat: Seat }[] = [];
  const chooser = createRng(seed);
  const options = game.players.min === game.players.max ? {} : { players: game.players.max };
  while (out.length < count) {
    let state = setupState(game, options, `${seed}-${out.length}`);
    const stop = chooser.int(120);
    for (let ply = 0; ply < 2000; ply++) {
      const status = game.status(state);
      if ("over" in status) break;
      const seat = status.active[chooser.int(status.active.length)] as Seat;
      if (ply >= stop) {
        out.push({ state, seat });
        break;
      }
      const legal = game.legal(state, seat);
      state = applyAction(game, state, ply, seed, seat, legal[chooser.int(legal.length)]).state;
    }
  }
  return out;
}

describe("every game's computer players keep the contract", () => {
  it("every game in the catalog lists its players, weakest first, ids unique", () => {
    for (const id of Object.keys(GAMES)) {
      const bots = botsOf(id);
      expect(bots.length, id).toBeGreaterThan(0);
      expect(new Set(bots.map((b) => b.id)).size, id).toBe(bots.length);
      expect(bots.map((b) => b.level), id).toEqual([...bots.map((b) => b.level)].sort((a, b) => a - b));
      expect(strongest(bots)).toBe(bots.at(-1));
    }
  });

  const cases = Object.entries(BOTS).flatMap(([id, bots]) => bots.map((bot) => [id, bot.id, bot] as [string, string, AnyBot]));
  it.each(cases)("%s, %s: a legal action, the state untouched, the same answer twice", (id, _name, bot) => {
    const game = GAMES[id]!;
    // A small amount of work: the same work gives the same answer on any machine.
    const budget = { work: 200 };
    for (const { state, seat } of positions(game, 6, `contract-${id}-${bot.id}`)) {
      const before = JSON.stringify(state);
      const action = bot.choose(state, seat, createRng("same"), budget);
      expect(JSON.stringify(state), "the state it was given").toBe(before);
      expect(game.legal(state, seat)).toContainEqual(action);
      expect(bot.choose(state, seat, createRng("same"), budget)).toEqual(action);
    }
  });
});
