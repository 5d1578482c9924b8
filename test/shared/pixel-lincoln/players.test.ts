/**
 * The computer players' contract, for every level: each answers an element of `legal`,
 * leaves the state it is given untouched, answers the same for the same rng and work
 * budget, and decides from its seat's view only: changing what that seat cannot see (the
 * other hands, every deck's order, the Level Decks below the cards it was shown) never
 * changes its choice.
 */
import { describe, expect, it } from "vitest";
import { type AnyBot, type Rng, applyAction, createRng, setupState } from "../../../shared/engine";
import { bots } from "../../../shared/games/pixel-lincoln/bot";
import type { State } from "../../../shared/games/pixel-lincoln/state";
import { game } from "./helpers";
import { keen } from "./policies";

/** Positions from keen random games of 1-4 players, with a seat deciding there. */
function positions(count: number): { state: State; seat: number }[] {
  const out: { state: State; seat: number }[] = [];
  const difficulties = ["easy", "medium", "hard", "insanity"] as const;
  for (let g = 0; out.length < count; g++) {
    const seed = `players-${g}`;
    const rng = createRng(seed);
    const players = ((g % 4) + 1) as 1 | 2 | 3 | 4;
    let s = setupState(game, { players, difficulty: difficulties[g % 4] }, seed) as State;
    for (let ply = 0; ply < 3000 && !s.result && out.length < count; ply++) {
      const active = (game.status(s) as { active: number[] }).active;
      const seat = active[rng.int(active.length)] ?? 0;
      const legal = game.legal(s, seat);
      if (legal.length > 1 && ply % 11 === 5) out.push({ state: s, seat });
      s = applyAction(game, s, ply, seed, seat, keen(s, seat, legal, rng)).state as State;
    }
  }
  return out;
}

/** The same position but for what `seat` cannot see: other hands dealt anew from their cards, every deck reshuffled, each Level Deck reshuffled below what the seat was shown. */
function twin(state: State, seat: number, rng: Rng): State {
  const s = structuredClone(state) as State;
  s.players.forEach((p, i) => {
    if (i === seat) {
      p.deck = rng.shuffle(p.deck);
      return;
    }
    const cards = rng.shuffle([...p.hand, ...p.deck]);
    p.hand = cards.slice(0, p.hand.length);
    p.deck = cards.slice(p.hand.length);
  });
  for (const l of s.levels) {
    const known = l.known[seat] ?? 0;
    l.deck = [...l.deck.slice(0, known), ...rng.shuffle(l.deck.slice(known))];
  }
  return s;
}

const POSITIONS = positions(160);
const BUDGET = { work: 1_000 };

describe.each(bots.map((b): [string, AnyBot] => [b.id, b]))("the %s player", (_id, bot) => {
  // Legal, pure and repeatable: the contract test (test/shared/engine/bots.test.ts) holds every game's players to it.
  it("decides from its view: other hands, deck orders and the unseen Level Decks never change its choice", () => {
    const shuffler = createRng("unseen");
    for (const [i, { state, seat }] of POSITIONS.entries()) {
      const other = twin(state, seat, shuffler);
      expect(game.legal(other, seat)).toEqual(game.legal(state, seat));
      expect(bot.choose(other, seat, createRng(`v${i}`), BUDGET)).toEqual(bot.choose(state, seat, createRng(`v${i}`), BUDGET));
    }
  });
});

describe("the levels", () => {
  it("are listed weakest first, the strongest last", () => {
    expect(bots.map((b) => b.id)).toEqual(["random", "greedy", "careful"]);
    expect(bots.map((b) => b.level)).toEqual([0, 1, 2]);
  });
});
