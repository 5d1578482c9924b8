import type { Seat } from "../../engine";
import { type Board, SIZE, fileOf, pieceOf, rankOf } from "./board";

/** The up to eight squares touching each square, orthogonally or diagonally. */
const NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: SIZE * SIZE }, (_, i) => {
  const out: number[] = [];
  for (let dr = -1; dr <= 1; dr++)
    for (let df = -1; df <= 1; df++) {
      const f = fileOf(i) + df;
      const r = rankOf(i) + dr;
      if ((df || dr) && f >= 0 && f < SIZE && r >= 0 && r < SIZE) out.push(r * SIZE + f);
    }
  return out;
});

/**
 * The groups of `seat`'s pieces: pieces touching orthogonally or diagonally belong to
 * the same group ("The play": a continuous line, whatever its orientation). Each group
 * is a list of square indexes; groups come in order of their lowest square.
 */
export function groupsOf(board: Board, seat: Seat): number[][] {
  const piece = pieceOf(seat);
  const seen: boolean[] = new Array<boolean>(SIZE * SIZE).fill(false);
  const groups: number[][] = [];
  for (let start = 0; start < SIZE * SIZE; start++) {
    if (board[start] !== piece || seen[start]) continue;
    const group = [start];
    seen[start] = true;
    for (let k = 0; k < group.length; k++)
      for (const n of NEIGHBOURS[group[k]!]!)
        if (board[n] === piece && !seen[n]) {
          seen[n] = true;
          group.push(n);
        }
    groups.push(group);
  }
  return groups;
}

/**
 * Whether all of `seat`'s pieces form one group: the winning condition. A single piece
 * is a group of its own, so a side reduced to one piece is connected (rulebook, "The play").
 */
export function isConnected(board: Board, seat: Seat): boolean {
  const piece = pieceOf(seat);
  const first = board.indexOf(piece);
  if (first < 0) return false;
  const seen: boolean[] = new Array<boolean>(SIZE * SIZE).fill(false);
  const stack = [first];
  seen[first] = true;
  while (stack.length > 0) {
    const sq = stack.pop()!;
    for (const n of NEIGHBOURS[sq]!)
      if (board[n] === piece && !seen[n]) {
        seen[n] = true;
        stack.push(n);
      }
  }
  for (let i = first + 1; i < SIZE * SIZE; i++) if (board[i] === piece && !seen[i]) return false;
  return true;
}
