import * as v from "valibot";
import { type Game, type GameOptions, type LogLine, type Outcome, RuleError, type Seat, type Status } from "../../engine";
import {
  type Board,
  SIDES,
  SQUARE_NAMES,
  SQUARE_PATTERN,
  START,
  countPieces,
  ownerAt,
  squareIndex,
} from "./board";
import { QUIET_PLY_LIMIT, REASONS, SIMULTANEOUS_RULES, type SimultaneousRule, judgePly, positionKey } from "./ending";
import { groupsOf } from "./groups";
import { generateMoves, hasMove, makeMove, movesFrom } from "./moves";

/** Each side starts with twelve pieces (rulebook, "Materials & setup"). */
export const PIECES_PER_SIDE = 12;

const Square = v.pipe(v.string(), v.regex(SQUARE_PATTERN, "a square is a file a-h then a rank 1-8, as in b1"));

/** A move from one square to another, or a pass (allowed only with no move at all). */
export const ActionSchema = v.union([
  v.strictObject({ from: Square, to: Square }),
  v.strictObject({ pass: v.literal(true) }),
]);
export type Action = v.InferOutput<typeof ActionSchema>;

export const OptionsSchema = v.strictObject({
  /** Both sides connected by one move: the mover wins (rulebook) or a draw (tournament rule). */
  simultaneous: v.optional(v.picklist(SIMULTANEOUS_RULES), "mover-wins"),
});
export type Options = v.InferOutput<typeof OptionsSchema> & GameOptions;

/** The last ply, for the board to highlight. */
export type LastPly = { seat: Seat; from: string; to: string; capture: boolean } | { seat: Seat; pass: true };

/** The whole game, as plain JSON. */
export type State = {
  board: Board;
  /** The seat to move. */
  next: Seat;
  ply: number;
  /** Plies in a row without a capture, for the quiet-ply draw. */
  quiet: number;
  /**
   * Every position (board + seat to move) since the last capture, oldest first, the
   * current one last: for the repetition draw. A capture empties it, as no earlier
   * position can come back once a piece is gone.
   */
  history: string[];
  last: LastPly | null;
  outcome: Outcome | null;
  simultaneous: SimultaneousRule;
};

/** What a seat sees: everything but the position history, plus what the board shows. */
export type View = Omit<State, "history"> & {
  /** Pieces on the board, by seat. */
  pieces: [number, number];
  /** Enemy pieces each seat has captured, by seat. */
  captured: [number, number];
  /** How many groups each seat's pieces form (1: connected). */
  groups: [number, number];
  /** How often the current position has occurred (3 ends the game). */
  repeats: number;
  quietLimit: number;
};

/** A game in a given position, with its own history starting there. For tests and puzzles. */
export function fromPosition(board: Board, next: Seat = 0, options: Partial<Options> = {}): State {
  return {
    board,
    next,
    ply: 0,
    quiet: 0,
    history: [positionKey(board, next)],
    last: null,
    outcome: null,
    simultaneous: options.simultaneous ?? "mover-wins",
  };
}

/** How often `key` occurs in `history`. */
function occurrences(history: readonly string[], key: string): number {
  let n = 0;
  for (const k of history) if (k === key) n++;
  return n;
}

/** Plays one ply of `seat` that leaves `board`, and judges whether the game is over. */
function advance(state: State, seat: Seat, board: Board, last: LastPly): State {
  const capture = "capture" in last && last.capture;
  const next = 1 - seat;
  const key = positionKey(board, next);
  const history = capture ? [key] : [...state.history, key];
  const repeats = occurrences(history, key);
  const quiet = capture ? 0 : state.quiet + 1;
  const outcome = judgePly({ board, mover: seat, repeats, quiet, simultaneous: state.simultaneous });
  return { board, next, ply: state.ply + 1, quiet, history, last, outcome, simultaneous: state.simultaneous };
}

export const linesOfAction: Game<State, Action, Options> = {
  id: "lines-of-action",
  name: "Lines of Action",
  summary: "Move as far as the line holds pieces, jump your own, capture theirs: first to join all pieces wins.",
  players: { min: 2, max: 2 },
  version: 1,
  draws: true,
  perfectInformation: true,
  options: OptionsSchema,
  action: ActionSchema,

  setup(_players, options) {
    return fromPosition(START, 0, options);
  },

  status(state): Status {
    return state.outcome ? { over: state.outcome } : { active: [state.next] };
  },

  legal(state, seat) {
    if (state.outcome || seat !== state.next) return [];
    const moves = generateMoves(state.board, seat);
    if (moves.length === 0) return [{ pass: true }];
    return moves.map((m) => ({ from: SQUARE_NAMES[m.from]!, to: SQUARE_NAMES[m.to]! }));
  },

  apply(state, seat, action) {
    if (state.outcome) throw new RuleError("the game is over");
    if (seat !== state.next) throw new RuleError("it is not your turn");
    if ("pass" in action) {
      if (hasMove(state.board, seat)) throw new RuleError("you may pass only when you have no move");
      return advance(state, seat, state.board, { seat, pass: true });
    }
    const from = squareIndex(action.from);
    const to = squareIndex(action.to);
    if (from < 0 || to < 0) throw new RuleError("that is not a square");
    if (ownerAt(state.board, from) !== seat) throw new RuleError(`there is no ${SIDES[seat]} piece on ${action.from}`);
    const move = movesFrom(state.board, seat, from).find((m) => m.to === to);
    if (!move)
      throw new RuleError(
        `${action.from} cannot go to ${action.to}: a piece moves exactly as many squares as its line holds pieces, ` +
          "never over an enemy piece nor onto its own",
      );
    const last = { seat, from: action.from, to: action.to, capture: move.capture };
    return advance(state, seat, makeMove(state.board, move), last);
  },

  view(state): View {
    // Nothing is hidden in Lines of Action; the position history is only for the server.
    const { history, ...shown } = state;
    const pieces: [number, number] = [countPieces(state.board, 0), countPieces(state.board, 1)];
    return {
      ...shown,
      pieces,
      captured: [PIECES_PER_SIDE - pieces[1], PIECES_PER_SIDE - pieces[0]],
      groups: [groupsOf(state.board, 0).length, groupsOf(state.board, 1).length],
      repeats: occurrences(history, positionKey(state.board, state.next)),
      quietLimit: QUIET_PLY_LIMIT,
    };
  },

  describe(_before, seat, action, after) {
    const side = SIDES[seat];
    const lines: LogLine[] = [];
    if ("pass" in action) lines.push({ text: `${side} has no move and passes` });
    else {
      lines.push({ text: `${side} ${action.from}-${action.to}` });
      if (after.last && "capture" in after.last && after.last.capture) lines.push({ text: `${side} captured on ${action.to}` });
    }
    if (after.outcome) lines.push({ text: describeOutcome(after.outcome, seat) });
    return lines;
  },
};

/** The last log line of a game, in words. */
function describeOutcome(outcome: Outcome, mover: Seat): string {
  const winner = outcome.winners[0];
  const name = winner === undefined ? "" : SIDES[winner];
  switch (outcome.reason) {
    case REASONS.connected:
      return winner === mover ? `${name} connected all pieces and won` : `${name}'s pieces are all connected: ${name} won`;
    case REASONS.onePiece:
      return `${name} is down to one piece, which counts as connected: ${name} won`;
    case REASONS.both:
      return winner === undefined
        ? "Both sides connected at once: a draw"
        : `Both sides connected at once: ${name}, who moved, won`;
    case REASONS.repetition:
      return "The same position came up a third time: a draw";
    case REASONS.quiet:
      return `${QUIET_PLY_LIMIT} turns without a capture: a draw`;
    case REASONS.stuck:
      return "Neither side can move: a draw";
    default:
      return outcome.reason;
  }
}
