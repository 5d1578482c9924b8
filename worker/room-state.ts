/**
 * What a game's room holds in memory, and what follows from it alone: its status and outcome,
 * whose turn, the clock, the log, and the parts of a seat's state message. Plain functions of
 * the room; worker/room.ts does the storing, the sockets and the timers.
 */
import { type AnyGame, type GameOptions, type LogLine, type Move, type Outcome, type Seat, undoDepth } from "../shared/engine";
import { sideName } from "../shared/games/sides";
import type { Held } from "../shared/lean";
import type { ClockOption, GameStatus, LogPart, PushSubscription, StateMessage, Timeout } from "../shared/protocol";
import type { Activity } from "./cleanup";
import { type ClockReading, readClock } from "./clock";

/** What never changes after creation, plus seats and the rematch. One row. */
export type Header = {
  id: string;
  game: string;
  /** The version of the game's rules it began with (absent: 1, made before versions). */
  rules?: number;
  options: GameOptions;
  seed: string;
  /** SHA-256 of each seat's token; COMPUTER for a computer's seat; null while the seat is free. */
  seats: (string | null)[];
  /** The computer player's id (its level) at each seat it plays; absent for people's seats. */
  computers?: (string | null)[];
  created: number;
  /** When the last seat was taken. */
  filled: number | null;
  /**
   * Who asked for a rematch; once made, its id and the new game's tokens by
   * this game's seat, handed to each seat's holder alone.
   */
  rematch: { asked: Seat[]; id: string | null; tokens?: string[] };
  /** The clock chosen at creation, and what a seat's running out of time does. */
  clock?: ClockOption;
  timeout?: Timeout;
  /** Each seat's display name, once given. */
  names?: (string | null)[];
  /** Seats offering a draw, and the ply the offer was made at (it lapses with the next move). */
  draw?: { offered: Seat[]; ply: number };
  /** How the game ended outside its rules: a resignation, a draw agreed, time run out. */
  ended?: Outcome;
  /** What happened at the table, for the log, each after the moves of its ply; first, a computer's set-up played inside `setup` (ply 0). */
  notes?: { ply: number; text: string }[];
  /** Each seat's Web Push subscriptions (a few devices each): told when it becomes that seat's turn and no page of it is open. */
  push?: PushSubscription[][];
};

/** What every seat's state message shares at one moment (`moment`). */
export type Moment = {
  status: GameStatus;
  active: Seat[];
  outcome: Outcome | null;
  log: LogLine[];
  draw: Seat[];
  clock: StateMessage["clock"];
  rules: StateMessage["rules"];
};

/**
 * What a seat's sockets last received: the base of its next lean message. `lazy`: sent
 * as a move, its view and legal actions not worked out (no one needed them); a patch
 * that starts from it works them out from its state (`rules`).
 */
export type Sent = { held: Held; logTo: number; lazy?: boolean };

/** Everything the room holds in memory; rebuilt from storage after eviction. */
export type Room = {
  header: Header;
  game: AnyGame;
  state: unknown;
  moves: Move[];
  /** Per move: its log lines, whether it can be undone, when it was made. */
  lines: LogLine[][];
  undoable: boolean[];
  at: number[];
  /** Set when the game's rules version is no longer on this site: the game is over, and why. */
  retired: Outcome | null;
  /** The whole log as last built (null: to be built again, after a note or an undo). */
  log?: LogLine[] | null;
};

export function outcome(room: Room): Outcome | null {
  if (room.retired) return room.retired;
  if (room.header.ended) return room.header.ended;
  const status = room.game.status(room.state);
  return "over" in status ? status.over : null;
}

export function gameStatus(room: Room): GameStatus {
  if (room.retired) return "over";
  if (room.header.seats.some((s) => s === null)) return "open";
  return outcome(room) ? "over" : "playing";
}

export function activeSeats(room: Room): Seat[] {
  if (room.retired) return [];
  const status = room.game.status(room.state);
  return "active" in status ? status.active : [];
}

/** The seats offering a draw now: an offer lapses with the next move. */
export function drawOffers(room: Room): Seat[] {
  const draw = room.header.draw;
  return draw && draw.ply === room.moves.length ? draw.offered : [];
}

/** The clock as it reads now: each seat's time left, and when the seats to move run out. */
export function clockNow(room: Room, now = Date.now()): (ClockReading & { running: Seat[] }) | null {
  const clock = room.header.clock;
  if (!clock || room.header.filled === null) return null;
  const running = gameStatus(room) === "playing" ? activeSeats(room) : [];
  const timings = room.moves.map((m, i) => ({ seat: m.seat, at: room.at[i] ?? now }));
  return { ...readClock(clock, room.header.seats.length, room.header.filled, timings, running, now), running };
}

/** What the clean-up deadline depends on (./cleanup.ts). */
export function activity(room: Room): Activity {
  const status = gameStatus(room);
  return {
    open: status === "open",
    over: status === "over",
    lastActivity: Math.max(room.at.at(-1) ?? 0, room.header.filled ?? 0, room.header.created),
  };
}

/** A seat as people know it: its display name with its side, or its side alone. */
export function seatLabel(room: Room, seat: Seat): string {
  const side = sideName(room.header.game, seat);
  const name = room.header.names?.[seat];
  return name ? `${name} (${side})` : side;
}

/**
 * The whole log: each move's lines, with the table's notes after the moves of
 * their ply. Kept between messages (a move appends its lines; a note or an
 * undo has it built again), so that a move does not join the whole game's lines.
 */
export function roomLog(room: Room): LogLine[] {
  if (room.log) return room.log;
  const notes = room.header.notes ?? [];
  const out: LogLine[] = [];
  let n = 0;
  const notesUpTo = (ply: number) => {
    for (; n < notes.length && (notes[n]?.ply ?? 0) <= ply; n++) out.push({ text: notes[n]?.text ?? "" });
  };
  room.lines.forEach((lines, ply) => {
    notesUpTo(ply);
    out.push(...lines);
  });
  notesUpTo(Infinity);
  room.log = out;
  return out;
}

/** What every seat's state message shares at one moment: worked out once for a broadcast, not once a seat. */
export function moment(room: Room): Moment {
  const status = gameStatus(room);
  const now = Date.now();
  const clock = clockNow(room, now);
  return {
    status,
    active: status === "over" ? [] : activeSeats(room),
    outcome: outcome(room),
    log: roomLog(room),
    draw: drawOffers(room),
    clock: clock && room.header.clock ? { kind: room.header.clock.kind, left: clock.left, running: clock.running, at: now } : null,
    rules: room.game.perfectInformation && !room.retired ? { game: room.header.game, version: room.game.version, state: room.state } : undefined,
  };
}

/**
 * The state as `seat` may see it, but players, watching and the log. `lazy`:
 * without its view and legal actions (a move's, in a game that hides nothing:
 * see Sent), null and [] in their place.
 */
export function heldFor(room: Room, seat: Seat | null, at: Moment, lazy = false): Held {
  const playing = at.status === "playing";
  const held: Held = {
    ply: room.moves.length,
    seat,
    status: at.status,
    active: at.active,
    view: room.retired || lazy ? null : room.game.view(room.state, seat),
    legal: seat !== null && playing && !lazy ? room.game.legal(room.state, seat) : [],
    outcome: at.outcome,
    undo: seat === null || !playing ? 0 : undoDepth(room.moves, room.undoable, seat),
    // Copies: the header changes in place, and the last message sent is kept to patch against.
    rematch: { asked: [...room.header.rematch.asked], id: room.header.rematch.id },
    draw: [...at.draw],
    clock: at.clock,
  };
  if (at.rules) held.rules = at.rules;
  return held;
}

/** The log lines `seat` may read from entry `logFrom`. */
export function logPart(at: Moment, seat: Seat | null, logFrom: number): LogPart {
  const lines: string[] = [];
  for (let i = logFrom; i < at.log.length; i++) {
    const line = at.log[i] as LogLine;
    if (line.to === undefined || line.to === seat) lines.push(line.text);
  }
  return { from: logFrom, to: at.log.length, lines };
}

/** What was sent, its view and legal actions worked out (see Sent). */
export function worked(room: Room, sent: Sent): Held {
  if (!sent.lazy) return sent.held;
  const held = sent.held;
  const state = held.rules?.state;
  held.view = room.game.view(state, held.seat);
  held.legal = held.seat !== null && held.status === "playing" ? room.game.legal(state, held.seat) : [];
  sent.lazy = false;
  return held;
}
