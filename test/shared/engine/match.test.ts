import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type Game, type Move, actionKey, applyAction, checkAction, includesAction, sameAction, replayFrom, setupState, undoDepth, undoableMoves } from "../../../shared/engine";

/**
 * A tiny game to exercise the engine: each turn a seat places one or more
 * marks (which only it sees), then either ends its turn or rolls a die
 * (randomness ends undo).
 */
type State = { marks: number[]; turn: number; rolls: number[]; over: boolean };
type Action = { t: "mark" } | { t: "end" } | { t: "roll" };
const tally: Game<State, Action> = {
  id: "tally",
  name: "Tally",
  summary: "test game",
  players: { min: 2, max: 2 },
  version: 1,
  options: v.strictObject({}),
  action: v.variant("t", [v.strictObject({ t: v.literal("mark") }), v.strictObject({ t: v.literal("end") }), v.strictObject({ t: v.literal("roll") })]),
  setup: () => ({ marks: [0, 0], turn: 0, rolls: [], over: false }),
  status: (s) => (s.over ? { over: { winners: [], reason: "done" } } : { active: [s.turn] }),
  legal: (s, seat) => (seat === s.turn && !s.over ? [{ t: "mark" }, { t: "end" }, { t: "roll" }] : []),
  apply(s, seat, a, rng) {
    if (a.t === "mark") return { ...s, marks: s.marks.map((m, i) => (i === seat ? m + 1 : m)) };
    if (a.t === "roll") return { ...s, rolls: [...s.rolls, rng.int(6)] };
    return { ...s, turn: 1 - s.turn, over: s.marks[seat]! >= 5 };
  },
  view: (s, seat) => ({ ...s, marks: s.marks.map((m, i) => (i === seat ? m : null)) }),
  describe: (_b, seat, a) => [{ text: `${seat} ${a.t}` }, { text: `secret ${seat}`, to: seat }],
};

function run(moves: Move[], game: Game<State, Action> = tally) {
  return { undoable: undoableMoves(game, {}, "s", moves) };
}

describe("the match engine", () => {
  it("compares actions whatever the order of their keys", () => {
    expect(actionKey({ a: 1, b: { c: 2, d: 3 } })).toBe(actionKey({ b: { d: 3, c: 2 }, a: 1 }));
    expect(actionKey({ a: 1 })).not.toBe(actionKey({ a: 2 }));
    expect(sameAction({ a: 1, b: { c: 2, d: [3] } }, { b: { d: [3], c: 2 }, a: 1 })).toBe(true);
    for (const other of [{ a: 1 }, { a: 1, b: { c: 2 } }, { a: 1, b: { c: 2, d: 3 } }, { a: 1, b: { c: 2, d: [3, 4] } }, { a: "1", b: { c: 2, d: [3] } }])
      expect(sameAction({ a: 1, b: { c: 2, d: [3] } }, other)).toBe(false);
    expect(includesAction([{ t: "a" }, { t: "b", n: 1 }], { n: 1, t: "b" })).toBe(true);
    expect(includesAction([{ t: "a" }, { t: "b", n: 1 }], { t: "b" })).toBe(false);
  });

  it("checks in a fixed order: seat, stale, over, turn, shape, legality", () => {
    const s = setupState(tally, {}, "s") as State;
    const codes = (seat: number | null, ply: number, action: unknown) => {
      const r = checkAction(tally, s, 3, seat, ply, action);
      return r.ok ? "ok" : r.refusal.code;
    };
    expect(codes(null, 3, { t: "mark" })).toBe("seat");
    expect(codes(1, 2, { t: "mark" })).toBe("stale");
    expect(codes(1, 4, { t: "mark" })).toBe("invalid");
    expect(codes(1, 3, { t: "mark" })).toBe("turn");
    expect(codes(0, 3, { t: "jump" })).toBe("invalid");
    expect(codes(0, 3, { t: "mark" })).toBe("ok");
    const over = { ...s, over: true };
    expect(checkAction(tally, over, 3, 0, 3, { t: "mark" })).toMatchObject({ refusal: { code: "status" } });
    // A move that lost the race to the last move is stale, not "over".
    expect(checkAction(tally, over, 3, 1, 2, { t: "mark" })).toMatchObject({ refusal: { code: "stale" } });
  });

  it("lets a seat undo its own moves back to the end of the other's turn", () => {
    const moves: Move[] = [
      { seat: 0, action: { t: "mark" } },
      { seat: 0, action: { t: "end" } },
      { seat: 1, action: { t: "mark" } },
      { seat: 1, action: { t: "mark" } },
    ];
    const { undoable } = run(moves);
    expect(undoable).toEqual([true, false, true, true]);
    expect(undoDepth(moves, undoable, 1)).toBe(2);
    expect(undoDepth(moves, undoable, 0)).toBe(0);
  });

  it("stops undo where randomness was used", () => {
    const moves: Move[] = [
      { seat: 0, action: { t: "mark" } },
      { seat: 0, action: { t: "roll" } },
      { seat: 0, action: { t: "mark" } },
    ];
    const { undoable } = run(moves);
    expect(undoable).toEqual([true, false, true]);
    expect(undoDepth(moves, undoable, 0)).toBe(1);
  });

  it("stops undo where the game says something hidden came to light", () => {
    const moves: Move[] = [
      { seat: 0, action: { t: "mark" } },
      { seat: 0, action: { t: "mark" } },
    ];
    // Reaching two marks shows the seat a (pretend) hidden card.
    const secret = { ...tally, reveals: (_b: State, _s: number, _a: Action, after: State) => after.marks[0] === 2 };
    const { undoable } = run(moves, secret);
    expect(undoable).toEqual([true, false]);
    expect(undoDepth(moves, undoable, 0)).toBe(0);
  });

  it("takes back a public step that everyone saw alike", () => {
    const open = { ...tally, view: (s: State) => s };
    expect(run([{ seat: 0, action: { t: "mark" } }], open).undoable).toEqual([true]);
  });

  it("never takes back a step that changed what another seat alone sees", () => {
    // Seat 1 alone sees every mark: seat 0's mark changes seat 1's own sight.
    const spied = { ...tally, view: (s: State, seat: number | null) => (seat === 1 ? s : { ...s, marks: [] }) };
    expect(run([{ seat: 0, action: { t: "mark" } }], spied).undoable).toEqual([false]);
  });

  it("replays the same rolls from the same seed", () => {
    const moves: Move[] = [0, 1, 2].map(() => ({ seat: 0, action: { t: "roll" } }));
    const replayed = () => replayFrom(tally, setupState(tally, {}, "s"), 0, "s", moves).state;
    expect(replayed()).toEqual(replayed());
    const other = replayFrom(tally, setupState(tally, {}, "t"), 0, "t", moves).state as State;
    expect(other.rolls).toHaveLength(3);
  });

  it("keeps private log lines addressed to their seat", () => {
    const step = applyAction(tally, setupState(tally, {}, "s"), 0, "s", 0, { t: "mark" });
    expect(step.lines).toEqual([{ text: "0 mark" }, { text: "secret 0", to: 0 }]);
  });
});
