/** Engine speed: random playouts per second for every game in the catalog. */
import { randomPlayout } from "../../shared/engine";
import { GAMES } from "../../shared/games";

export type EngineRow = { game: string; playouts: number; seconds: number; perSecond: number; pliesPerSecond: number };

export function benchPlayouts(seconds = 2): EngineRow[] {
  return Object.values(GAMES).map((game) => {
    let playouts = 0;
    let plies = 0;
    const start = performance.now();
    const end = start + seconds * 1000;
    while (performance.now() < end) {
      plies += randomPlayout(game, {}, `bench-${playouts}`).moves.length;
      playouts++;
    }
    const elapsed = (performance.now() - start) / 1000;
    return { game: game.id, playouts, seconds: elapsed, perSecond: playouts / elapsed, pliesPerSecond: plies / elapsed };
  });
}
