/**
 * Lean moves: after a socket's first full state message, the server sends each
 * seat only what it cannot work out for itself, and the page (and every test
 * client) turns that back into the full state message. Both sides use these
 * functions, so what one writes the other reads.
 *
 * - `patch`: the operations (shared/patch.ts) that turn the last message into
 *   the next one, but for its ply (the patch's own), log, players and watching.
 * - `move`: in a game with nothing hidden, the action alone. The page applies it
 *   with the shared rules to the state carried in the last message (`rules`),
 *   and computes what the server would send (`afterMove`); operations follow
 *   only for what the rules cannot tell (a clock, undo).
 */
import type { AnyGame, LogLine, Rng, Seat } from "./engine";
import { type Op, apply, diff, equal } from "./patch";
import type { LogPart, MoveMessage, PatchMessage, Patchable, ServerMessage, StateMessage } from "./protocol";

/** What a seat's sockets hold between messages: a state message but its `t`, log, players and watching. */
export type Held = Patchable;

export function heldOf(full: StateMessage): Held {
  const { t: _t, log: _l, players: _p, watching: _w, ...held } = full;
  return held;
}

/** The patch that turns `last` (what a seat holds, its log ending at `logTo`) into `now` with the log part `log`. */
export function patchMessage(last: Held, logTo: number, now: Held, log: LogPart): PatchMessage {
  const ops = diff({ ...last, ply: now.ply }, now) as unknown[][];
  const part: PatchMessage["log"] = { lines: log.lines };
  if (log.from !== logTo) part.from = log.from;
  if (log.to !== log.from + log.lines.length) part.to = log.to;
  return { t: "patch", ply: now.ply, ...(last.ply === now.ply - 1 ? {} : { from: last.ply }), ops, log: part };
}

/** A patch's log part in full, for a client whose log ends at `logTo`. */
export function patchLog(part: PatchMessage["log"], logTo: number): LogPart {
  const from = part.from ?? logTo;
  return { from, to: part.to ?? from + part.lines.length, lines: part.lines };
}

/** The parts of a state message after a move that the rules decide. */
type Ruled = Pick<Held, "active" | "view" | "legal" | "outcome" | "rules">;

/** The state message a move leads to, as a page computes it: the rules' parts, no undo, no draw offered (an offer lapses with a move). */
function expected(last: Held, ply: number, ruled: Ruled): Held {
  return { ...last, ply, status: ruled.outcome ? "over" : "playing", ...ruled, undo: 0, draw: [] };
}

/** The log lines of a move that `seat` may read (null: a spectator). */
function shownLines(lines: readonly LogLine[], seat: Seat | null): string[] {
  return lines.filter((line) => line.to === undefined || line.to === seat).map((line) => line.text);
}

/**
 * The `move` message that stands for `now` (with the log part `log`), sent
 * after `seat` took `action` (its log lines `lines`), to a seat holding
 * `last`; null when one cannot (the game hides something, or the seat holds
 * no state one ply before).
 */
export function moveMessage(
  last: Held,
  now: Held,
  log: LogPart,
  move: { seat: Seat; action: unknown; lines: readonly LogLine[] },
): MoveMessage | null {
  if (!last.rules || !now.rules || last.ply !== now.ply - 1) return null;
  const ruled: Ruled = { active: now.active, view: now.view, legal: now.legal, outcome: now.outcome, rules: now.rules };
  const ops = diff(expected(last, now.ply, ruled), now) as unknown[][];
  const message: MoveMessage = { t: "move", ply: now.ply, seat: move.seat, action: move.action };
  if (ops.length > 0) message.ops = ops;
  if (log.to - log.from !== move.lines.length || !equal(log.lines, shownLines(move.lines, now.seat))) message.log = log;
  return message;
}

/** The numbers of a game that draws none: a move that asks for one cannot be followed. */
const NO_NUMBERS: Rng = {
  next: () => {
    throw new Error("this game draws no random numbers");
  },
  int: () => {
    throw new Error("this game draws no random numbers");
  },
  shuffle: () => {
    throw new Error("this game draws no random numbers");
  },
  used: false,
};

/** Whether `game` (the page's copy of the rules) can follow moves from `last`. */
export function canFollowMoves(game: AnyGame | undefined, last: Held | null): game is AnyGame {
  const rules = last?.rules;
  return !!game && !!rules && game.perfectInformation === true && game.id === rules.game && game.version === rules.version;
}

/**
 * The state message after `seat` took `action` in the state `last` holds, as
 * the rules make it (the log from `logTo`, the end of the log held); `ops`
 * for what the rules cannot tell. The caller checks canFollowMoves first.
 */
export function afterMove(
  game: AnyGame,
  last: Held,
  logTo: number,
  move: { ply: number; seat: Seat; action: unknown; ops?: unknown[][] },
): { held: Held; log: LogPart } {
  const rules = last.rules as NonNullable<Held["rules"]>;
  const after: unknown = game.apply(rules.state, move.seat, move.action, NO_NUMBERS);
  const status = game.status(after);
  const over = "over" in status;
  const seat = last.seat;
  let held = expected(last, move.ply, {
    active: over ? [] : status.active,
    view: game.view(after, seat),
    legal: seat !== null && !over ? game.legal(after, seat) : [],
    outcome: over ? status.over : null,
    rules: { ...rules, state: after },
  });
  if (move.ops) held = apply(held, move.ops as Op[]);
  const lines = game.describe(rules.state, move.seat, move.action, after);
  return { held, log: { from: logTo, to: logTo + lines.length, lines: shownLines(lines, seat) } };
}

/**
 * For clients that hold whole state messages (tests, benchmarks): the state
 * message `message` leads to from `last`, or the message itself when it is
 * not about the state. `rulesOf` gives the rules of a game at a version.
 * Throws when a patch or move does not fit `last` (a page would ask for a sync).
 */
export function followMessage(
  last: StateMessage | null,
  message: ServerMessage,
  rulesOf: (game: string, version: number) => AnyGame | undefined,
): ServerMessage {
  if (message.t === "state" || message.t === "error" || message.t === "rematch" || message.t === "players") return message;
  if (!last) throw new Error(`a ${message.t} before any state`);
  const from = message.t === "patch" ? (message.from ?? message.ply - 1) : message.ply - 1;
  if (last.ply !== from) throw new Error(`a ${message.t} from ply ${from} to a socket at ply ${last.ply}`);
  const { players, watching } = last;
  if (message.t === "patch") {
    const held = apply({ ...heldOf(last), ply: message.ply }, message.ops as Op[]);
    return { t: "state", ...held, players, watching, log: patchLog(message.log, last.log.to) };
  }
  const game = last.rules ? rulesOf(last.rules.game, last.rules.version) : undefined;
  if (!canFollowMoves(game, last)) throw new Error(`a move to a socket that cannot follow moves (${last.rules?.game ?? "no state held"})`);
  const { held, log } = afterMove(game, heldOf(last), last.log.to, message);
  return { t: "state", ...held, players, watching, log: message.log ?? log };
}
