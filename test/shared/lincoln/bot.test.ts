/**
 * Lincoln's computer players (bot.ts): the contract (a legal action, the state untouched,
 * the same action for the same rng and work, no clock but the budget's), deciding from the
 * seat's view alone (the other hand, the draw piles' order and the other side's face-down
 * card dealt again change nothing), the states they rebuild from a view, and a few things
 * the greedy policy must get right.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { type AnyBot, type Budget, applyAction, createRng, setupState } from "../../../shared/engine";
import { bots, greedy, strong } from "../../../shared/games/lincoln/bot";
import { CARDS } from "../../../shared/games/lincoln/data/cards";
import { seatOf } from "../../../shared/games/lincoln/data/sides";
import { decider } from "../../../shared/games/lincoln/decisions";
import { determinize, knowledgeOf } from "../../../shared/games/lincoln/determinize";
import { greedyChoice } from "../../../shared/games/lincoln/greedy";
import type { State } from "../../../shared/games/lincoln/state";
import type { View } from "../../../shared/games/lincoln/view";
import { DEFAULTS, game, inHand, redeal, scenario } from "./helpers";
import { checkInvariants } from "./invariants";

/** A small work budget: a few playouts a decision for the search, nothing for the others. */
const WORK: Budget = { work: 6 };

/**
 * Positions of every kind, from games where greedy play (a little noisy) meets random play:
 * every `every`-th decision of `games` games, the game not over.
 */
function positions(games: number, every: number): State[] {
  const out: State[] = [];
  for (let g = 0; g < games; g++) {
    const seed = `bot positions ${g}`;
    const noise = createRng(`noise ${g}`);
    let state = setupState(game, DEFAULTS, seed) as State;
    for (let ply = 0; ply < 1500 && !state.result; ply++) {
      const seat = seatOf(decider(state) ?? "union");
      const legal = game.legal(state, seat);
      if (ply % every === 0) out.push(state);
      const action = seat === g % 2 ? greedyChoice(state, legal, noise, 0.5) : legal[noise.int(legal.length)]!;
      state = applyAction(game, state, ply, seed, seat, action).state as State;
    }
  }
  return out;
}

const POSITIONS = positions(8, 9);
const deciding = (s: State) => seatOf(decider(s) ?? "union");

describe("the players keep the contract", () => {
  const some = POSITIONS.filter((_, i) => i % 6 === 0);

  test("weakest first, the search last (the default)", () => {
    expect(bots.map((b) => [b.id, b.level])).toEqual([
      ["random", 0],
      ["greedy", 1],
      ["strong", 2],
    ]);
  });

  test.each(bots.map((b) => [b.id, b] as const))("%s: a legal action, the state untouched, the same action again", (_id, bot: AnyBot) => {
    expect(some.length).toBeGreaterThan(30);
    for (const state of some) {
      const seat = deciding(state);
      const before = JSON.stringify(state);
      const action = bot.choose(state, seat, createRng("same"), WORK);
      expect(game.legal(state, seat)).toContainEqual(action);
      expect(JSON.stringify(state)).toBe(before);
      expect(bot.choose(state, seat, createRng("same"), WORK)).toEqual(action);
      if (bot.decide) expect(bot.decide(state, seat, createRng("same"), WORK).action).toEqual(action);
    }
  });

  describe("no clock but the budget's", () => {
    afterEach(() => vi.restoreAllMocks());
    /** A decision the search takes up (not a small one, nor one the greedy ranking settles alone). */
    const searched = () => POSITIONS.find((s) => (strong.decide!(s, deciding(s), createRng("w"), { work: 12 }).nodes ?? 0) >= 10)!;

    test("the search stops when the budget's clock says so, and reads no other", () => {
      const state = searched();
      vi.spyOn(performance, "now").mockImplementation(() => {
        throw new Error("read performance.now");
      });
      vi.spyOn(Date, "now").mockImplementation(() => {
        throw new Error("read Date.now");
      });
      let t = 0;
      const decision = strong.decide!(state, deciding(state), createRng("clock"), { ms: 30, now: () => (t += 1) });
      expect(game.legal(state, deciding(state))).toContainEqual(decision.action);
      // One tick a playout (and one for the start): stopped at 30.
      expect(decision.nodes).toBeLessThanOrEqual(30);
      expect(decision.nodes).toBeGreaterThan(10);
    });

    test("a work budget bounds the playouts", () => {
      const state = searched();
      expect(strong.decide!(state, deciding(state), createRng("w"), { work: 12 }).nodes).toBeLessThanOrEqual(12);
      // With no budget at all, its own default amount of work.
      expect(strong.decide!(state, deciding(state), createRng("w"), {}).nodes).toBeGreaterThan(12);
    });
  });
});

describe("deciding from the seat's view alone", () => {
  test("a state rebuilt from a view shows the same view, holds every card once, and deals the unseen cards differently", () => {
    for (const state of POSITIONS.filter((_, i) => i % 4 === 0)) {
      const seat = deciding(state);
      const view = game.view(state, seat) as View;
      const know = knowledgeOf(view);
      for (const rebuilt of [determinize(know), determinize(know, createRng("deal"))]) {
        checkInvariants(rebuilt, false);
        const again = game.view(rebuilt, seat) as View;
        expect({ ...again, log: [] }).toEqual({ ...view, log: [] });
        expect(game.legal(rebuilt, seat)).toEqual(game.legal(state, seat));
      }
      const me = know.me;
      expect(know.unseen[me]).toHaveLength(view.cards[me].deckCount);
    }
    expect(CARDS).toHaveLength(119);
  });

  test("the Union deck's clock is public: a rebuilt state counts the same idle turns toward the stall limit", () => {
    const state = POSITIONS.find((s) => s.turn > 4)!;
    const idle = { ...state, deckClock: { ...state.deckClock, idleTurns: 7 } };
    for (const seat of [0, 1]) {
      const view = game.view(idle, seat) as View;
      expect(view.clock).toEqual(idle.deckClock);
      expect(determinize(knowledgeOf(view), createRng("deal")).deckClock).toEqual(idle.deckClock);
    }
  });

  test.each([greedy, strong].map((b) => [b.id, b] as const))(
    "%s: dealing again what the seat cannot see never changes its choice",
    (_id, bot: AnyBot) => {
      const rng = createRng(`redeal ${bot.id}`);
      let changedHidden = 0;
      let tested = 0;
      for (const state of POSITIONS.filter((_, i) => i % (bot === strong ? 3 : 1) === 0)) {
        const seat = deciding(state);
        const legal = game.legal(state, seat);
        if (legal.length < 2) continue;
        const other = redeal(state, seat, rng);
        expect(game.view(other, seat)).toEqual(game.view(state, seat));
        const side = seat === 0 ? "confederate" : "union";
        if (JSON.stringify(other.cards[side]) !== JSON.stringify(state.cards[side])) changedHidden++;
        tested++;
        const budget = bot === strong ? { work: 4 } : WORK;
        expect(bot.choose(other, seat, createRng(`r${tested}`), budget)).toEqual(bot.choose(state, seat, createRng(`r${tested}`), budget));
      }
      expect(tested).toBeGreaterThan(bot === strong ? 60 : 200);
      expect(changedHidden).toBeGreaterThan(tested * 0.9);
    },
  );
});

describe("the greedy policy", () => {
  const choose = (s: State) => greedy.choose(s, deciding(s), createRng("g"), WORK);

  test("takes an undefended location worth VP next door", () => {
    let s = scenario({
      union: [["kentucky", 2], ["washington", 3], ["washington", 3], ["washington", 3]],
      confederate: [["new-orleans", 2]],
      unionHand: ["Volunteers", "Halleck"],
    });
    const first = choose(s);
    expect(first).toEqual({ t: "move", card: inHand(s, "union", "Volunteers") });
    s = game.apply(s, 0, first, createRng("x"));
    while (s.pending.length > 0 && s.active === "union") s = game.apply(s, 0, choose(s), createRng("x"));
    expect(s.flags.nashville === "union" || s.flags["fort-henry-donelson"] === "union").toBe(true);
  });

  test("never leaves Washington to a stronger army next door when it can stay", () => {
    const s = scenario({
      union: [["washington", 3], ["washington", 2]],
      confederate: [["manassas", 3], ["manassas", 3]],
      unionHand: ["Volunteers", "Halleck"],
    });
    let after = s;
    for (let i = 0; i < 8 && after.active === "union" && !after.result; i++) after = game.apply(after, 0, choose(after), createRng("x"));
    const inWashington = Object.entries(after.at).filter(([id, p]) => id.startsWith("u") && p?.loc === "washington");
    expect(inWashington.length).toBeGreaterThanOrEqual(2);
  });

  test("attacks when the odds favour it, not when they do not", () => {
    const strongSide = scenario({ union: [["kentucky", 3], ["kentucky", 3]], confederate: [["nashville", 1]], unionHand: ["Volunteers", "Grant"] });
    expect(choose(strongSide).t).toBe("move");
    const weakSide = scenario({ union: [["kentucky", 1]], confederate: [["nashville", 3], ["nashville", 3]], unionHand: ["Volunteers", "Halleck"] });
    const moved = choose(weakSide);
    if (moved.t === "move") {
      const next = game.apply(weakSide, 0, moved, createRng("x"));
      expect(choose(next)).not.toEqual({ t: "from", loc: "kentucky" });
    }
  });
});
