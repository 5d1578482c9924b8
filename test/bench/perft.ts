/** Move generation speed: perft from the start position, for games with a move generator. */
import { START, perft } from "../../shared/games/lines-of-action";

export type PerftRow = { game: string; depth: number; nodes: number; seconds: number; nodesPerSecond: number };

export function benchPerft(): PerftRow[] {
  const rows: PerftRow[] = [];
  for (const depth of [3, 4]) {
    const start = performance.now();
    const nodes = perft({ board: START, next: 0 }, depth);
    const seconds = (performance.now() - start) / 1000;
    rows.push({ game: "lines-of-action", depth, nodes, seconds, nodesPerSecond: nodes / seconds });
  }
  return rows;
}
