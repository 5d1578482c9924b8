import * as v from "valibot";
import { type Game, RuleError, type Seat, type Status } from "../../engine";
import { turnWords } from "./turn-words";

/** The board is 7 columns by 6 rows; seat 0 plays red and moves first. */
export const COLUMNS = 7;
export const ROWS = 6;
export const COLOURS = ["Red", "Yellow"] as const;

/** A cell: column 0 is the leftmost, row 0 the bottom. */
export type Cell = [col: number, row: number];

export type State = {
  /** Each column's discs from the bottom up, by seat. */
  columns: Seat[][];
  next: Seat;
  last: Cell | null;
  /** The four (or more) in a row that won, once there is one. */
  win: { seat: Seat; line: Cell[] } | null;
};

export type Action = { col: number };
export type Options = Record<string, never>;

const DIRECTIONS: readonly Cell[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
];

function discAt(columns: Seat[][], col: number, row: number): Seat | undefined {
  return columns[col]?.[row];
}

/** The line through the newly dropped disc, if it makes four or more in a row. */
export function winningLine(columns: Seat[][], col: number, row: number): Cell[] | null {
  const seat = discAt(columns, col, row);
  if (seat === undefined) return null;
  for (const [dc, dr] of DIRECTIONS) {
    const line: Cell[] = [[col, row]];
    for (const sign of [1, -1]) {
      let c = col + sign * dc;
      let r = row + sign * dr;
      while (discAt(columns, c, r) === seat) {
        line.push([c, r]);
        c += sign * dc;
        r += sign * dr;
      }
    }
    if (line.length >= 4) return line.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  }
  return null;
}

function isFull(state: State): boolean {
  return state.columns.every((column) => column.length === ROWS);
}

export const connectFour: Game<State, Action, Options> = {
  id: "connect-four",
  name: "Connect Four",
  summary: "Drop discs into a 7 by 6 grid; four in a row wins.",
  players: { min: 2, max: 2 },
  version: 1,
  draws: true,
  perfectInformation: true,
  options: v.strictObject({}),
  action: v.strictObject({ col: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(COLUMNS - 1)) }),

  setup() {
    return { columns: Array.from({ length: COLUMNS }, () => []), next: 0, last: null, win: null };
  },

  status(state): Status {
    if (state.win) return { over: { winners: [state.win.seat], reason: "four in a row" } };
    if (isFull(state)) return { over: { winners: [], reason: "the board is full" } };
    return { active: [state.next] };
  },

  legal(state, seat) {
    if (state.win || seat !== state.next) return [];
    const actions: Action[] = [];
    state.columns.forEach((column, col) => {
      if (column.length < ROWS) actions.push({ col });
    });
    return actions;
  },

  apply(state, seat, { col }) {
    if (state.win || isFull(state)) throw new RuleError("the game is over");
    if (seat !== state.next) throw new RuleError("it is not your turn");
    const column = state.columns[col];
    if (!column) throw new RuleError(`there is no column ${col}`);
    if (column.length >= ROWS) throw new RuleError("that column is full");
    const columns = state.columns.map((c, i) => (i === col ? [...c, seat] : c));
    const row = column.length;
    const line = winningLine(columns, col, row);
    return { columns, next: 1 - seat, last: [col, row], win: line ? { seat, line } : null };
  },

  view(state) {
    return state; // nothing is hidden in Connect Four
  },

  turnWords: (view, seat) => turnWords(view as State, seat),

  describe(_before, seat, { col }, after) {
    const lines = [{ text: `${COLOURS[seat]} dropped a disc in column ${col + 1}.` }];
    const status = connectFour.status(after);
    if ("over" in status)
      lines.push({ text: after.win ? `${COLOURS[seat]} made four in a row and won.` : "The board is full: a draw." });
    return lines;
  },
};
