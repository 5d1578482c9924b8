/**
 * Every HTTP body and WebSocket message, as valibot schemas. The Worker parses
 * what it receives with these; the client's types come from them.
 */
import * as v from "valibot";
import { ERROR_CODES } from "./engine/errors";
import { NAME_MAX_LENGTH } from "./display-name";

const Seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(15));
const Ply = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000));

/**
 * Game ids: 16 letters of Crockford's base 32 (no i, l, o, u): 12 random ones (60 bits) and 4
 * that the host checks (worker/ids.ts).
 */
export const GAME_ID_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
export const GameId = v.pipe(v.string(), v.regex(/^[0-9a-hjkmnp-tv-z]{16}$/));

/** The largest WebSocket message the server reads, in bytes. */
export const MAX_MESSAGE_BYTES = 16 * 1024;

/**
 * A page opens a game's socket asking for the subprotocol SOCKET_PROTOCOL and,
 * to play a seat, a second one carrying the token: tokens never travel in a
 * URL, where request logs and proxies keep them.
 */
export const SOCKET_PROTOCOL = "linkplay";
export const TOKEN_PREFIX = "seat.";
export function socketProtocols(token: string | null): string[] {
  return token ? [SOCKET_PROTOCOL, TOKEN_PREFIX + token] : [SOCKET_PROTOCOL];
}

/** Close codes of a game's socket (4000-4999 are the application's), so a page can tell them from a network failure. */
export const CLOSE = {
  /** The token holds no seat in this game: retrying with it will not help. */
  token: 4401,
  /** The same seat opened a newer socket (another tab or device). */
  replaced: 4409,
  /** This seat left the game (the computer plays on in it). */
  left: 4410,
  /** Too many spectators. */
  crowded: 4429,
  /** A message over MAX_MESSAGE_BYTES (RFC 6455's "message too big"). */
  tooLarge: 1009,
} as const;

// ---- HTTP ----

/**
 * A clock, chosen when the game is made: a deadline per move (1 hour, 1 day, 3 days:
 * correspondence), or a game clock with an increment (Connect Four and Lines of Action).
 */
export const ClockOption = v.variant("kind", [
  v.strictObject({ kind: v.literal("move"), hours: v.picklist([1, 24, 72]) }),
  v.strictObject({ kind: v.literal("game"), minutes: v.picklist([3, 5]), increment: v.picklist([2, 3]) }),
]);
export type ClockOption = v.InferOutput<typeof ClockOption>;
/** The games a game clock suits: short, with moves that alternate. */
export const GAME_CLOCK_GAMES = ["connect-four", "lines-of-action"];

/** What happens to a seat whose time runs out: it loses, or the computer plays on in it. */
export const TIMEOUTS = ["lose", "computer"] as const;
export type Timeout = (typeof TIMEOUTS)[number];

/** A player's display name: 1 to NAME_MAX_LENGTH (24) characters once trimmed, no control characters. */
export const DisplayName = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, "a name has at least one character"),
  v.maxLength(NAME_MAX_LENGTH, `a name has at most ${NAME_MAX_LENGTH} characters`),
  v.regex(/^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u, "a name has no control characters"),
);

/** A computer player's id within its game ("strong", "perfect", ...: the catalog's `levels`). */
const Level = v.pipe(v.string(), v.maxLength(40));

export const CreateGameBody = v.strictObject({
  game: v.pipe(v.string(), v.maxLength(40)),
  options: v.optional(v.record(v.string(), v.unknown())),
  seat: v.optional(Seat),
  /** Seats the computer plays from the start, at a level each (never the creator's). */
  computers: v.optional(v.pipe(v.array(v.strictObject({ seat: Seat, level: Level })), v.maxLength(15))),
  clock: v.optional(ClockOption),
  /** When a seat's time runs out: "lose" (the default with two players), or "computer" (the computer plays on). */
  timeout: v.optional(v.picklist(TIMEOUTS)),
  /** The creator's display name. */
  name: v.optional(DisplayName),
});
export type CreateGameBody = v.InferOutput<typeof CreateGameBody>;

export const JoinGameBody = v.strictObject({ seat: v.optional(Seat), name: v.optional(DisplayName) });
export type JoinGameBody = v.InferOutput<typeof JoinGameBody>;

/** The answer to create and join: the seat and its secret token. */
export const SeatGrant = v.object({ id: GameId, seat: Seat, token: v.string() });
export type SeatGrant = v.InferOutput<typeof SeatGrant>;

const Outcome = v.object({ winners: v.array(Seat), reason: v.string(), resigned: v.optional(Seat) });
export const GAME_STATUSES = ["open", "playing", "over"] as const;
const GameStatus = v.picklist(GAME_STATUSES);
export type GameStatus = (typeof GAME_STATUSES)[number];

/**
 * A seat: taken or free; its player online (a socket that answered within the last 45 s)
 * or away; its display name; `computer` names the level of a computer's seat.
 */
const PlayerInfo = v.object({
  seat: Seat,
  taken: v.boolean(),
  online: v.boolean(),
  name: v.optional(v.string()),
  computer: v.optional(v.string()),
});
export type PlayerInfo = v.InferOutput<typeof PlayerInfo>;

export const GameInfo = v.object({
  id: GameId,
  game: v.string(),
  options: v.record(v.string(), v.unknown()),
  status: GameStatus,
  ply: Ply,
  players: v.array(PlayerInfo),
  /** Whose decision it is now (empty unless in play). */
  active: v.array(Seat),
  outcome: v.nullable(Outcome),
  /** When the last move was made (ms since epoch), or the game was made. */
  updated: v.number(),
  /** The id of the rematch, once both players asked for one. */
  rematch: v.nullable(GameId),
});
export type GameInfo = v.InferOutput<typeof GameInfo>;

export const ReplayInfo = v.object({
  game: v.string(),
  /** The version of the game's rules it was played under. */
  version: v.number(),
  options: v.record(v.string(), v.unknown()),
  /** Every action so far; in a game whose actions can carry hidden cards, none until it is over. */
  actions: v.array(v.object({ ply: Ply, seat: Seat, action: v.unknown() })),
  /** The actions are held back until the game is over. */
  withheld: v.boolean(),
  /** Published only once the game is over. */
  seed: v.nullable(v.string()),
  /** How the game ended outside its rules (a resignation, a draw agreed, time run out): its last step's words. */
  ended: v.optional(Outcome),
});
export type ReplayInfo = v.InferOutput<typeof ReplayInfo>;

export const CatalogEntry = v.object({
  id: v.string(),
  name: v.string(),
  summary: v.string(),
  players: v.object({ min: v.number(), max: v.number() }),
  options: v.record(v.string(), v.unknown()),
  /** The computer players, weakest first; the last is the default. */
  levels: v.array(v.object({ id: v.string(), name: v.string() })),
});
export type CatalogEntry = v.InferOutput<typeof CatalogEntry>;

/** Every HTTP error body. */
export const HttpError = v.object({ error: v.string(), message: v.string() });
export type HttpError = v.InferOutput<typeof HttpError>;

// ---- WebSocket, client to server ----

/**
 * A browser's Web Push subscription (PushSubscription.toJSON()). Push services are https;
 * plain http only to this machine (a development or test push service).
 */
export const PushSubscription = v.object({
  endpoint: v.pipe(v.string(), v.maxLength(2000), v.regex(/^(https:\/\/|http:\/\/(127\.0\.0\.1|localhost)[:/])/, "a push service's https address")),
  keys: v.object({
    p256dh: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{87}$/, "a P-256 public key, base64url")),
    auth: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22}$/, "16 bytes, base64url")),
  }),
});
export type PushSubscription = v.InferOutput<typeof PushSubscription>;

export const ClientMessage = v.variant("t", [
  /** An action, made against the state at `ply`. */
  v.strictObject({ t: v.literal("act"), ply: Ply, action: v.unknown() }),
  /** Send me the whole state and log again. */
  v.strictObject({ t: v.literal("sync") }),
  /** Take back my own last actions, to the last undo point. */
  v.strictObject({ t: v.literal("undo"), ply: Ply }),
  /** Offer, or accept, a rematch once the game is over. */
  v.strictObject({ t: v.literal("rematch") }),
  /** Lose now (a game of one or two players). */
  v.strictObject({ t: v.literal("resign") }),
  /** Offer a draw, or accept the one offered (games that can be drawn); `false` declines or withdraws. */
  v.strictObject({ t: v.literal("draw"), accept: v.boolean() }),
  /** Leave a game of three or more: the computer plays on in this seat. */
  v.strictObject({ t: v.literal("leave") }),
  /** Set this seat's display name. */
  v.strictObject({ t: v.literal("name"), name: DisplayName }),
  /** Tell this device when it is this seat's turn and no page of it is open (a Web Push subscription), or stop (null). */
  v.strictObject({ t: v.literal("push"), subscription: v.nullable(PushSubscription) }),
]);
export type ClientMessage = v.InferOutput<typeof ClientMessage>;

// ---- WebSocket, server to client ----

export const StateMessage = v.strictObject({
  t: v.literal("state"),
  ply: Ply,
  seat: v.nullable(Seat),
  status: GameStatus,
  active: v.array(Seat),
  view: v.unknown(),
  legal: v.array(v.unknown()),
  outcome: v.nullable(Outcome),
  players: v.array(PlayerInfo),
  /**
   * The log lines this seat may read, from entry `from` of the whole log to
   * its end (`to`). `from` is 0 after connecting, sync and undo (replace the
   * log); otherwise it is the previous message's `to` (append).
   */
  log: v.object({ from: v.number(), to: v.number(), lines: v.array(v.string()) }),
  /** How many plies this seat may take back now. */
  undo: v.number(),
  /** Seats that asked for a rematch, and its id once created. */
  rematch: v.object({ asked: v.array(Seat), id: v.nullable(GameId) }),
  /** Seats offering a draw now (an offer lapses with the next move). */
  draw: v.array(Seat),
  /** How many spectators are watching. */
  watching: v.number(),
  /**
   * The clock, if the game has one: each seat's time left in ms as of `at` (the server's
   * clock: a page counts down from its own receipt time), null for a seat not on a deadline;
   * `running`: the seats whose time runs now.
   */
  clock: v.nullable(v.object({ kind: v.picklist(["move", "game"]), left: v.array(v.nullable(v.number())), running: v.array(Seat), at: v.number() })),
  /**
   * Games with nothing hidden (a game's `perfectInformation`): the whole state and the rules it
   * is played by, so that a page holding those rules computes each move's state from its action
   * (`move` messages) and shows its own move at once.
   */
  rules: v.optional(v.object({ game: v.string(), version: v.number(), state: v.unknown() })),
});
export type StateMessage = v.InferOutput<typeof StateMessage>;

/** The log part of a state message. */
export type LogPart = StateMessage["log"];

/**
 * After a socket's first full state, what changed in its state message since the
 * last one it received, as operations on it (shared/patch.ts) that leave out `ply`
 * (the patch's own), `players` and `watching` (they come in `players` messages) and
 * `log` (as in a state message, but `log.from` is absent when it is the `to` of the last
 * message, and `log.to` when it is `from` plus the number of lines). `from` is the ply of
 * the message it was made against, absent when that is `ply - 1`. A page whose state is
 * not at `from` asks for a `sync`. See shared/lean.ts.
 */
export const PatchMessage = v.strictObject({
  t: v.literal("patch"),
  ply: Ply,
  from: v.optional(Ply),
  ops: v.array(v.array(v.unknown())),
  log: v.object({ from: v.optional(v.number()), to: v.optional(v.number()), lines: v.array(v.string()) }),
});
export type PatchMessage = v.InferOutput<typeof PatchMessage>;

/**
 * A move in a game with nothing hidden, to a socket whose last message carried the
 * state (`rules`) at `ply - 1`: `seat` took `action`. The page computes the new state
 * message with the shared rules (status, active, view, legal, outcome and the log lines
 * from `describe`; undo 0, no draw offered), then applies `ops` (shared/patch.ts) for
 * what the rules cannot tell (a clock, undo). `log` is there only when its lines differ
 * from `describe`'s. See shared/lean.ts.
 */
export const MoveMessage = v.strictObject({
  t: v.literal("move"),
  ply: Ply,
  seat: Seat,
  action: v.unknown(),
  ops: v.optional(v.array(v.array(v.unknown()))),
  log: v.optional(v.object({ from: v.number(), to: v.number(), lines: v.array(v.string()) })),
});
export type MoveMessage = v.InferOutput<typeof MoveMessage>;

/** What a patch changes: a state message without its log, players and watching. */
export type Patchable = Omit<StateMessage, "t" | "log" | "players" | "watching">;

export const ErrorMessage = v.strictObject({
  t: v.literal("error"),
  code: v.picklist(ERROR_CODES),
  message: v.string(),
});
export type ErrorMessage = v.InferOutput<typeof ErrorMessage>;

/** Who is online, their names, or the number watching changed. */
export const PlayersMessage = v.strictObject({ t: v.literal("players"), players: v.array(PlayerInfo), watching: v.number() });
export type PlayersMessage = v.InferOutput<typeof PlayersMessage>;

/**
 * The rematch exists. Seats rotate so that the next seat moves first; `seat`
 * is the receiver's new seat and `token` its new token (a fresh one: this
 * game's tokens hold no seat there). Spectators get neither.
 */
export const RematchMessage = v.strictObject({
  t: v.literal("rematch"),
  id: GameId,
  seat: v.nullable(Seat),
  token: v.nullable(v.string()),
});
export type RematchMessage = v.InferOutput<typeof RematchMessage>;

export const ServerMessage = v.variant("t", [StateMessage, PatchMessage, MoveMessage, ErrorMessage, PlayersMessage, RematchMessage]);
export type ServerMessage = v.InferOutput<typeof ServerMessage>;
