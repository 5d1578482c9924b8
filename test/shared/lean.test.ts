/**
 * The lean forms of the state message (shared/lean.ts, shared/patch.ts), as a property: over
 * whole random games of every game, for every seat and a spectator, the patch or move the room
 * would send, once through JSON and followed as a page follows it, gives exactly the full state
 * message the room would have sent. The table below builds state messages as worker/room.ts's
 * stateMessage does, with what happens beside the moves mixed in: draw offers and their notes,
 * undo, a clock that reads differently at every message.
 */
import { describe, expect, it } from "vitest";
import {
  type AnyGame,
  type LogLine,
  type Move,
  type Seat,
  applyAction,
  createRng,
  isUndoable,
  parseOptions,
  replay,
  seatCount,
  setupState,
  undoDepth,
} from "../../shared/engine";
import { GAMES, findRules } from "../../shared/games";
import { type Held, followMessage, heldOf, moveMessage, patchMessage } from "../../shared/lean";
import { type Op, apply, diff } from "../../shared/patch";
import type { ServerMessage, StateMessage } from "../../shared/protocol";

/** A game at a table: what the room keeps, and its state messages. */
function table(game: AnyGame, seed: string, clocked: boolean) {
  const options = game.players.max > 2 ? { players: 3 } : {};
  const parsed = parseOptions(game, options);
  const seats = seatCount(game, parsed.ok ? parsed.options : options);
  const t = {
    state: setupState(game, options, seed),
    moves: [] as Move[],
    lines: [] as LogLine[][],
    undoable: [] as boolean[],
    notes: [] as { ply: number; text: string }[],
    draw: null as { offered: Seat[]; ply: number } | null,
    now: 1_000_000,
  };
  const log = (): LogLine[] => {
    const out: LogLine[] = [];
    let n = 0;
    const notesUpTo = (ply: number) => {
      for (; n < t.notes.length && (t.notes[n]?.ply ?? 0) <= ply; n++) out.push({ text: t.notes[n]?.text ?? "" });
    };
    t.lines.forEach((lines, ply) => {
      notesUpTo(ply);
      out.push(...lines);
    });
    notesUpTo(Infinity);
    return out;
  };
  const message = (seat: Seat | null, logFrom: number): StateMessage => {
    const status = game.status(t.state);
    const over = "over" in status;
    const all = log();
    return {
      t: "state",
      ply: t.moves.length,
      seat,
      status: over ? "over" : "playing",
      active: over ? [] : status.active,
      view: game.view(t.state, seat),
      legal: seat !== null && !over ? game.legal(t.state, seat) : [],
      outcome: over ? status.over : null,
      players: Array.from({ length: seats }, (_, s) => ({ seat: s, taken: true, online: true })),
      log: { from: logFrom, to: all.length, lines: all.slice(logFrom).filter((l) => l.to === undefined || l.to === seat).map((l) => l.text) },
      undo: seat === null || over ? 0 : undoDepth(t.moves, t.undoable, seat),
      rematch: { asked: [], id: null },
      draw: t.draw && t.draw.ply === t.moves.length ? [...t.draw.offered] : [],
      watching: 1,
      clock: clocked
        ? { kind: "game", left: Array.from({ length: seats }, (_, s) => 300_000 - 1000 * s - (t.now % 7919)), running: over ? [] : status.active, at: t.now }
        : null,
      ...(game.perfectInformation ? { rules: { game: game.id, version: game.version, state: t.state } } : {}),
    };
  };
  return { t, seats, log, message, options };
}

/** Through JSON, as on the wire. */
const wire = <T,>(message: T): T => JSON.parse(JSON.stringify(message)) as T;

function playWhole(game: AnyGame, seed: string, clocked: boolean) {
  const { t, seats, log, message, options } = table(game, seed, clocked);
  const rng = createRng(`lean:${seed}`);
  const audience: (Seat | null)[] = [...Array.from({ length: seats }, (_, s) => s), null];
  // What each seat's page holds (a full message), and what the room keeps to patch against.
  const page = new Map(audience.map((seat) => [seat, wire(message(seat, 0))]));
  const kept = new Map<Seat | null, { held: Held; logTo: number }>(
    audience.map((seat) => [seat, { held: heldOf(message(seat, 0)), logTo: log().length }]),
  );
  const counts = { patch: 0, move: 0 };
  /** Every seat is sent what the room would send, follows it, and must hold the full message. */
  const broadcast = (logFrom: number, move?: Move & { lines: LogLine[] }) => {
    t.now += 1 + rng.int(5000);
    for (const seat of audience) {
      const full = message(seat, logFrom);
      const last = kept.get(seat);
      if (!last) throw new Error("every seat holds a state");
      kept.set(seat, { held: heldOf(full), logTo: full.log.to });
      const held = heldOf(full);
      const lean = wire((move && moveMessage(last.held, held, full.log, move)) || patchMessage(last.held, last.logTo, held, full.log));
      counts[lean.t]++;
      const followed = followMessage(page.get(seat) ?? null, lean as ServerMessage, findRules);
      expect(followed).toEqual(wire(full));
      page.set(seat, followed as StateMessage);
    }
  };
  for (let step = 0; step < 3000; step++) {
    const status = game.status(t.state);
    if ("over" in status) break;
    const roll = rng.next();
    const mover = status.active[rng.int(status.active.length)] as Seat;
    if (roll < 0.04 && game.draws) {
      // A draw offered: a note and the offer, no move.
      t.draw = { offered: [mover], ply: t.moves.length };
      t.notes.push({ ply: t.moves.length, text: `Seat ${mover} offered a draw.` });
      broadcast(log().length - 1);
      continue;
    }
    const depth = undoDepth(t.moves, t.undoable, mover);
    if (roll < 0.08 && depth > 0) {
      // Undo: the state replayed without the mover's last moves; the whole log again from 0.
      const keep = t.moves.length - depth;
      t.moves = t.moves.slice(0, keep);
      t.lines = t.lines.slice(0, keep);
      t.undoable = t.undoable.slice(0, keep);
      t.state = replay(game, options, seed, t.moves);
      broadcast(0);
      continue;
    }
    const legal = game.legal(t.state, mover);
    const action = legal[rng.int(legal.length)];
    const ply = t.moves.length;
    const stepped = applyAction(game, t.state, ply, seed, mover, action);
    const logFrom = log().length;
    t.undoable.push(isUndoable(game, seats, t.state, stepped, mover));
    t.state = stepped.state;
    t.moves.push({ seat: mover, action });
    t.lines.push(stepped.lines);
    broadcast(logFrom, { seat: mover, action, lines: stepped.lines });
  }
  return counts;
}

describe("lean messages give exactly the full state message", () => {
  for (const game of Object.values(GAMES)) {
    it(`${game.id}: whole random games, every seat and a spectator, with and without a clock`, () => {
      const a = playWhole(game, `lean-${game.id}-1`, false);
      const b = playWhole(game, `lean-${game.id}-2`, true);
      // Games that hide nothing go by moves (patches after a draw offer or an undo); the others by patches.
      if (game.perfectInformation) expect(a.move + b.move).toBeGreaterThan(10 * (a.patch + b.patch));
      else expect(a.move + b.move).toBe(0);
    });
  }
});

describe("patches of any JSON", () => {
  /** A random JSON value, and one changed from it (items kept, dropped, added, objects changed). */
  function randomValue(rng: ReturnType<typeof createRng>, depth: number): unknown {
    const r = rng.int(depth > 2 ? 3 : 6);
    if (r === 0) return rng.int(10);
    if (r === 1) return `s${rng.int(5)}`;
    if (r === 2) return rng.int(2) === 0 ? null : true;
    if (r === 3 || r === 4) return Array.from({ length: rng.int(8) }, () => randomValue(rng, depth + 1));
    // Keys a pointer must escape ("/", "~"), the empty key and a key that reads as an index too.
    return Object.fromEntries(Array.from({ length: rng.int(4) }, () => [["k0", "k1", "a/b", "~0", "", "7"][rng.int(6)] as string, randomValue(rng, depth + 1)]));
  }
  function changed(rng: ReturnType<typeof createRng>, value: unknown, depth: number): unknown {
    if (rng.int(5) === 0) return randomValue(rng, depth);
    if (Array.isArray(value)) {
      const out = value.map((item) => (rng.int(4) === 0 ? changed(rng, item, depth + 1) : item)).filter(() => rng.int(6) !== 0);
      for (let n = rng.int(3); n > 0; n--) out.splice(rng.int(out.length + 1), 0, randomValue(rng, depth + 1));
      return out;
    }
    if (value && typeof value === "object") {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) if (rng.int(6) !== 0) out[k] = rng.int(3) === 0 ? changed(rng, v, depth + 1) : v;
      if (rng.int(3) === 0) out[["n0", "a/b", "~1", "", "3"][rng.int(5)] as string] = randomValue(rng, depth + 1);
      return out;
    }
    return value;
  }

  it("apply(a, diff(a, b)) is b, through JSON, for 20,000 random pairs", () => {
    const rng = createRng("patch-property");
    for (let i = 0; i < 20_000; i++) {
      const a = randomValue(rng, 0);
      const b = changed(rng, a, 0);
      const ops = wire(diff(a, b));
      expect(apply(a, ops as Op[])).toEqual(b);
    }
  });

  it("sends an append as the new items alone, and a list of objects as rows", () => {
    const before = { legal: [{ t: "move", to: "a1" }], lines: ["one", "two"] };
    const after = { legal: [{ t: "move", to: "b2" }, { t: "move", to: "c3" }, { t: "pass" }], lines: ["one", "two", "three"] };
    const ops = diff(before, after);
    expect(ops).toContainEqual(["/lines", 2, 0, ["three"]]);
    expect(ops).toContainEqual(["/legal", 0, 1, [["move", "b2"], ["move", "c3"], { t: "pass" }], ["t", "to"]]);
    expect(apply(before, ops)).toEqual(after);
  });
});
