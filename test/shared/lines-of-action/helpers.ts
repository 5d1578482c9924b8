/**
 * Test helpers for Lines of Action: a deliberately naive second move generator, and
 * small conveniences for writing positions and playing moves.
 */
import { type Seat, createRng } from "../../../shared/engine";
import { type Board, SQUARE_NAMES, parseDiagram } from "../../../shared/games/lines-of-action/board";
import { generateMoves } from "../../../shared/games/lines-of-action/moves";
import { type Action, type Options, type State, fromPosition, linesOfAction } from "../../../shared/games/lines-of-action/rules";

const name = (file: number, rank: number): string => `${String.fromCharCode(97 + file)}${rank + 1}`;

/**
 * Every move of `seat`, written straight from the rulebook with no shortcut: for each
 * piece and each of the eight directions, walk the whole line both ways to count its
 * pieces, then walk that many squares. Moves are "b1b3" strings, sorted.
 */
export function naiveMoves(board: Board, seat: Seat): string[] {
  const at = (file: number, rank: number): string | null =>
    file < 0 || file > 7 || rank < 0 || rank > 7 ? null : board.charAt(rank * 8 + file);
  const own = seat === 0 ? "b" : "w";
  const enemy = seat === 0 ? "w" : "b";
  const moves: string[] = [];
  for (let rank = 0; rank < 8; rank++)
    for (let file = 0; file < 8; file++) {
      if (at(file, rank) !== own) continue;
      for (let df = -1; df <= 1; df++)
        for (let dr = -1; dr <= 1; dr++) {
          if (df === 0 && dr === 0) continue;
          let count = 1; // the moving piece itself
          for (let k = 1; at(file + k * df, rank + k * dr) !== null; k++)
            if (at(file + k * df, rank + k * dr) !== ".") count++;
          for (let k = 1; at(file - k * df, rank - k * dr) !== null; k++)
            if (at(file - k * df, rank - k * dr) !== ".") count++;
          const target = at(file + count * df, rank + count * dr);
          if (target === null || target === own) continue;
          let jumpsEnemy = false;
          for (let k = 1; k < count; k++) if (at(file + k * df, rank + k * dr) === enemy) jumpsEnemy = true;
          if (jumpsEnemy) continue;
          moves.push(name(file, rank) + name(file + count * df, rank + count * dr));
        }
    }
  return moves.sort();
}

/** The engine's moves in the naive generator's notation. */
export function engineMoves(board: Board, seat: Seat): string[] {
  return generateMoves(board, seat)
    .map((m) => `${SQUARE_NAMES[m.from]}${SQUARE_NAMES[m.to]}`)
    .sort();
}

/** Perft with the naive generator, on its own copy-the-array board update. */
export function naivePerft(board: Board, seat: Seat, depth: number): number {
  if (depth === 0) return 1;
  const moves = naiveMoves(board, seat);
  if (moves.length === 0) return naivePerft(board, 1 - seat, depth - 1);
  let total = 0;
  for (const move of moves) {
    const cells = board.split("");
    const from = (move.charCodeAt(1) - 49) * 8 + move.charCodeAt(0) - 97;
    const to = (move.charCodeAt(3) - 49) * 8 + move.charCodeAt(2) - 97;
    cells[to] = cells[from]!;
    cells[from] = ".";
    total += naivePerft(cells.join(""), 1 - seat, depth - 1);
  }
  return total;
}

/** A random board with 1-12 pieces a side anywhere: not always reachable, which is the point. */
export function randomBoard(seed: string): Board {
  const rng = createRng(seed);
  const squares = rng.shuffle(Array.from({ length: 64 }, (_, i) => i));
  const black = 1 + rng.int(12);
  const white = 1 + rng.int(12);
  const cells = Array.from({ length: 64 }, () => ".");
  squares.slice(0, black).forEach((sq) => (cells[sq] = "b"));
  squares.slice(black, black + white).forEach((sq) => (cells[sq] = "w"));
  return cells.join("");
}

/** The same position with the colours swapped: what Black had, White has. */
export function swapColours(board: Board): Board {
  return board.replace(/[bw]/g, (c) => (c === "b" ? "w" : "b"));
}

/** A game from a diagram (rank 8 on top), `next` to move. */
export function position(diagram: string, next: Seat = 0, options: Partial<Options> = {}): State {
  return fromPosition(parseDiagram(diagram), next, options);
}

/** Where the piece on `square` may go, sorted. */
export function targets(state: State, square: string): string[] {
  return linesOfAction
    .legal(state, state.next)
    .flatMap((a) => ("from" in a && a.from === square ? [a.to] : []))
    .sort();
}

/** Plays moves written "b1-b3" (or "pass") in turn from `state`, through the rules' apply. */
export function play(state: State, ...moves: string[]): State {
  const rng = createRng("unused");
  return moves.reduce((s, move) => {
    const action: Action = move === "pass" ? { pass: true } : { from: move.slice(0, 2), to: move.slice(3, 5) };
    return linesOfAction.apply(s, s.next, action, rng);
  }, state);
}

/**
 * How many groups `seat`'s pieces form, the slow way: give every piece its own label,
 * then merge the labels of touching pieces until nothing changes.
 */
export function naiveGroupCount(board: Board, seat: Seat): number {
  const piece = seat === 0 ? "b" : "w";
  const label = new Map<number, number>();
  for (let i = 0; i < 64; i++) if (board[i] === piece) label.set(i, i);
  let changed = true;
  while (changed) {
    changed = false;
    for (const [sq, l] of label)
      for (const [other, m] of label) {
        const touching = Math.abs((sq % 8) - (other % 8)) <= 1 && Math.abs(Math.floor(sq / 8) - Math.floor(other / 8)) <= 1;
        if (touching && m < l) {
          label.set(sq, m);
          changed = true;
        }
      }
  }
  return new Set(label.values()).size;
}
