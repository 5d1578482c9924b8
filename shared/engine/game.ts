import type * as v from "valibot";
import { safeParse as vSafeParse } from "valibot";
import type { Rng } from "./rng";

/** A seat at the table: 0 for the first player, 1 for the second, and so on. */
export type Seat = number;

/** How a game ended. `winners` is empty for a draw. */
/** How a game ended. `resigned`: the seat that resigned, when one did (the page says so to that seat as its own). */
export type Outcome = { winners: Seat[]; reason: string; resigned?: Seat };

/** Whose decision it is now, or how the game ended. */
export type Status = { active: Seat[] } | { over: Outcome };

/** One line of the game log, in words. `to`: only that seat may read it. */
export type LogLine = { text: string; to?: Seat };

/** A valibot schema that accepts anything and outputs a T. */
export type Schema<T> = v.GenericSchema<unknown, T>;

/**
 * The contract every game satisfies. States and actions are plain JSON so that
 * they can be stored, sent and replayed; every function is pure.
 */
export interface Game<State, Action, Options extends GameOptions = GameOptions> {
  id: string;
  name: string;
  /** One sentence for the catalog. */
  summary: string;
  players: { min: number; max: number };
  /**
   * The rules' version: raised with any change that would replay a stored game
   * differently (a rule, a card, the map). A game goes on under the version it
   * began with (see shared/games/index.ts).
   */
  version: number;
  /**
   * Whether an action can name what another seat may not see (a face-down
   * card, a deck's order): the replay holds such a game's actions back until it is over.
   */
  secretActions?: boolean;
  /**
   * Nothing is hidden from any seat and `apply` draws no random numbers: a page
   * given the whole state follows the game from the actions alone (the server
   * sends each move's action, not what it changed), and shows its player's own
   * move before the server has answered.
   */
  perfectInformation?: boolean;
  /** Whether the game can end in a draw: then players may also agree to one. */
  draws?: boolean;
  /** Game options, with defaults; `players` where the seat count may vary. */
  options: Schema<Options>;
  /** The shape of one action (strict: unknown fields are refused). */
  action: Schema<Action>;
  setup(players: number, options: Options, rng: Rng): State;
  status(state: State): Status;
  /** Every action `seat` may take now: empty when it is not that seat's decision. */
  legal(state: State, seat: Seat): Action[];
  /** Applies an action from `legal`; throws a RuleError for anything else. */
  apply(state: State, seat: Seat, action: Action, rng: Rng): State;
  /** What `seat` may see (null: a spectator). Hidden information is removed here. */
  view(state: State, seat: Seat | null): unknown;
  describe(before: State, seat: Seat, action: Action, after: State): LogLine[];
  /**
   * The log's first lines: what `setup` did that players should read about (a computer's
   * set-up played inside it). Public lines only; undefined or empty where set-up is silent.
   */
  describeSetup?(state: State): LogLine[];
  /**
   * What a seat asked to decide is told where "Your turn" would mislead (a defence on the
   * other side's turn, a question put to every seat), from that seat's `view`: the page's
   * line, its alerts and the push notifications all say it. Undefined keeps "Your turn".
   */
  turnWords?(view: unknown, seat: Seat): string | undefined;
  /**
   * Whether `action` brought something hidden to light (a card drawn from a
   * shuffled pile, a face-down card turned over). Such a step cannot be taken
   * back. The engine sees randomness drawn during `apply` by itself; a game
   * that keeps hidden order in its state must say when it is revealed.
   */
  reveals?(before: State, seat: Seat, action: Action, after: State): boolean;
}

/** Every game's options: its own fields, and `players` where the seat count may vary. */
export type GameOptions = { players?: number; [option: string]: unknown };

/** Any game: the catalog holds games of different state types side by side. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any>;

/** A rule was broken: the action is refused and nothing changes. */
export class RuleError extends Error {
  override name = "RuleError";
}

/** The number of seats a game is played with, from its options. */
export function seatCount(game: AnyGame, options: GameOptions): number {
  return options.players ?? game.players.min;
}

/** Parses untrusted options against the game's schema (defaults filled in). */
export function parseOptions<O extends GameOptions>(
  game: Game<unknown, unknown, O>,
  input: unknown,
): { ok: true; options: O } | { ok: false; message: string } {
  const result = safeParse(game.options, input ?? {});
  if (!result.success) return { ok: false, message: result.message };
  const players = seatCount(game as AnyGame, result.output);
  if (!Number.isInteger(players) || players < game.players.min || players > game.players.max)
    return { ok: false, message: `players must be ${game.players.min}-${game.players.max}` };
  return { ok: true, options: result.output };
}


/** valibot's safeParse, with the first issue as one readable message. */
export function safeParse<T>(
  schema: Schema<T>,
  input: unknown,
): { success: true; output: T } | { success: false; message: string } {
  const r = vSafeParse(schema, input);
  if (r.success) return { success: true, output: r.output };
  const issue = r.issues[0];
  const path = issue.path?.map((p) => String(p.key)).join(".");
  return { success: false, message: path ? `${path}: ${issue.message}` : issue.message };
}
