import { type AnyGame, type GameOptions, type LogLine, RuleError, type Seat, type Status, parseOptions, safeParse, seatCount } from "./game";
import { rngForPly } from "./rng";

import { type ErrorCode } from "./errors";

export { ERROR_CODES, type ErrorCode } from "./errors";
export type Refusal = { code: ErrorCode; message: string };

/** One accepted action, as logged. */
export type Move = { seat: Seat; action: unknown };

/** The result of applying one accepted action. */
export type Step<State = unknown> = {
  state: State;
  lines: LogLine[];
  /** Randomness was used or something hidden came to light: undo can never cross this step. */
  revealed: boolean;
};

/** The starting state: options get their defaults, and setup draws from the rng of ply 0. */
export function setupState(game: AnyGame, options: GameOptions, seed: string): unknown {
  const parsed = parseOptions(game, options);
  if (!parsed.ok) throw new RuleError(`bad options for ${game.id}: ${parsed.message}`);
  return game.setup(seatCount(game, parsed.options), parsed.options, rngForPly(seed, 0));
}

/** The log's opening lines for a game just set up (a solo computer's set-up): public ones only. */
export function setupLines(game: AnyGame, state: unknown): LogLine[] {
  return (game.describeSetup?.(state) ?? []).filter((line) => line.to === undefined);
}

export function isActive(status: Status, seat: Seat): boolean {
  return "active" in status && status.active.includes(seat);
}

/** A canonical text of an action, so that equal actions compare equal whatever their key order. */
export function actionKey(action: unknown): string {
  return JSON.stringify(action, (_key, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );
}

/** Whether two actions (plain JSON values) are equal by value, field order aside. */
export function sameAction(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => Object.hasOwn(y, k) && sameAction(x[k], y[k]));
}

/** Whether `action` is one of `list`, compared by value. */
export function includesAction(list: readonly unknown[], action: unknown): boolean {
  return list.some((a) => sameAction(a, action));
}

/**
 * Checks an untrusted action against the state at `ply`, in a fixed order:
 * seat, stale ply, game over, whose decision, shape, legality. A stale ply comes
 * before the end so that a move that lost the race to the winning move reads
 * "stale", like any other lost race.
 * Returns the parsed action or the refusal; changes nothing.
 */
export function checkAction(
  game: AnyGame,
  state: unknown,
  ply: number,
  seat: Seat | null,
  clientPly: number,
  raw: unknown,
): { ok: true; action: unknown } | { ok: false; refusal: Refusal } {
  const refuse = (code: ErrorCode, message: string) => ({ ok: false as const, refusal: { code, message } });
  if (seat === null) return refuse("seat", "spectators cannot act");
  const status = game.status(state);
  if (clientPly < ply) return refuse("stale", `the game is at ply ${ply}; your move was made at ply ${clientPly}`);
  if ("over" in status) return refuse("status", "the game is over");
  if (clientPly > ply) return refuse("invalid", `the game is at ply ${ply}, not ${clientPly}`);
  if (!status.active.includes(seat)) return refuse("turn", "it is not your decision");
  const parsed = safeParse(game.action, raw);
  if (!parsed.success) return refuse("invalid", `not a ${game.name} action: ${parsed.message}`);
  if (!includesAction(game.legal(state, seat), parsed.output)) return refuse("illegal", "that action is not allowed now");
  return { ok: true, action: parsed.output };
}

/** Applies an accepted action: the move that makes ply `ply + 1`. */
export function applyAction(
  game: AnyGame,
  state: unknown,
  ply: number,
  seed: string,
  seat: Seat,
  action: unknown,
): Step {
  const rng = rngForPly(seed, ply + 1);
  const after = game.apply(state, seat, action, rng);
  const lines = game.describe(state, seat, action, after);
  const revealed = rng.used || (game.reveals?.(state, seat, action, after) ?? false);
  return { state: after, lines, revealed };
}

/**
 * What `seat` sees of `state` beyond what a spectator sees: each part of its
 * view that differs from the spectator's, as "path=value" lines.
 */
export function privateSight(game: AnyGame, state: unknown, seat: Seat): string[] {
  const out: string[] = [];
  collectDifferences(game.view(state, seat), game.view(state, null), "", out);
  return out;
}

function collectDifferences(mine: unknown, theirs: unknown, path: string, out: string[]): void {
  if (sameAction(mine, theirs)) return;
  const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);
  if (isRecord(mine) && isRecord(theirs)) {
    for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs)])) collectDifferences(mine[key], theirs[key], `${path}.${key}`, out);
  } else if (Array.isArray(mine) && Array.isArray(theirs) && mine.length === theirs.length) {
    mine.forEach((item, i) => collectDifferences(item, theirs[i], `${path}[${i}]`, out));
  } else out.push(`${path}=${JSON.stringify(mine) ?? "undefined"}`);
}

/**
 * Whether `seat` may take back the step from `before` to `step.state`. Never
 * when it drew randomness or brought something hidden to light, when the
 * decision moved (to another seat, or to a new turn), when another seat's own
 * sight changed (its hand, its private choices: another seat's change), or
 * when something of the mover's own went public along with a change that
 * all can see (a card played from the hand). A public move that everyone
 * saw, made within the mover's decision, can be taken back, as at a table.
 */
export function isUndoable(game: AnyGame, seats: number, before: unknown, step: Step, seat: Seat): boolean {
  if (step.revealed) return false;
  const was = game.status(before);
  const now = game.status(step.state);
  if (!("active" in was) || !("active" in now) || !now.active.includes(seat) || !sameAction(was.active, now.active)) return false;
  for (let s = 0; s < seats; s++) {
    if (s !== seat && !sameAction(privateSight(game, before, s), privateSight(game, step.state, s))) return false;
  }
  const ownChanged = !sameAction(privateSight(game, before, seat), privateSight(game, step.state, seat));
  return !(ownChanged && !sameAction(game.view(before, null), game.view(step.state, null)));
}

/** Replays a whole game from its options, seed and actions. */
export function replay(game: AnyGame, options: GameOptions, seed: string, moves: readonly Move[]): unknown {
  return replayFrom(game, setupState(game, options, seed), 0, seed, moves).state;
}

/** Replays `moves` on top of the state at `ply`, collecting the log. */
export function replayFrom(
  game: AnyGame,
  state: unknown,
  ply: number,
  seed: string,
  moves: readonly Move[],
): { state: unknown; lines: LogLine[][] } {
  const lines: LogLine[][] = [];
  let current = state;
  moves.forEach((move, i) => {
    const step = applyAction(game, current, ply + i, seed, move.seat, move.action);
    current = step.state;
    lines.push(step.lines);
  });
  return { state: current, lines };
}

/** Whether each of `moves`, replayed from the start, could be taken back (see isUndoable). */
export function undoableMoves(game: AnyGame, options: GameOptions, seed: string, moves: readonly Move[]): boolean[] {
  const parsed = parseOptions(game, options);
  const seats = seatCount(game, parsed.ok ? parsed.options : options);
  let state = setupState(game, options, seed);
  return moves.map((move, ply) => {
    const step = applyAction(game, state, ply, seed, move.seat, move.action);
    const undoable = isUndoable(game, seats, state, step, move.seat);
    state = step.state;
    return undoable;
  });
}

/**
 * How many of the last moves `seat` may take back: its own moves since the
 * last point where randomness was used, hidden things were revealed, or
 * another seat acted.
 */
export function undoDepth(moves: readonly Move[], undoable: readonly boolean[], seat: Seat): number {
  let depth = 0;
  for (let i = moves.length - 1; i >= 0; i--) {
    if (moves[i]?.seat !== seat || !undoable[i]) break;
    depth++;
  }
  return depth;
}

