import { type AnyGame, type GameOptions, type LogLine, RuleError, type Seat, type Status, parseOptions, safeParse, seatCount } from "./game";
import { rngForPly } from "./rng";

/** Why an action was refused; the wire codes of the protocol. */
export const ERROR_CODES = ["invalid", "illegal", "turn", "stale", "seat", "status", "rate", "too-large"] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
export type Refusal = { code: ErrorCode; message: string };

/** One accepted action, as logged. */
export type Move = { seat: Seat; action: unknown };

/** The result of applying one accepted action. */
export type Step<State = unknown> = {
  state: State;
  lines: LogLine[];
  /** False once randomness was used, something hidden came to light, or the decision passed on: undo stops here. */
  undoable: boolean;
};

/** The starting state: options get their defaults, and setup draws from the rng of ply 0. */
export function setupState(game: AnyGame, options: GameOptions, seed: string): unknown {
  const parsed = parseOptions(game, options);
  if (!parsed.ok) throw new RuleError(`bad options for ${game.id}: ${parsed.message}`);
  return game.setup(seatCount(game, parsed.options), parsed.options, rngForPly(seed, 0));
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
  return { state: after, lines, undoable: !revealed && isActive(game.status(after), seat) };
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
): { state: unknown; lines: LogLine[][]; undoable: boolean[] } {
  const lines: LogLine[][] = [];
  const undoable: boolean[] = [];
  let current = state;
  moves.forEach((move, i) => {
    const step = applyAction(game, current, ply + i, seed, move.seat, move.action);
    current = step.state;
    lines.push(step.lines);
    undoable.push(step.undoable);
  });
  return { state: current, lines, undoable };
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

