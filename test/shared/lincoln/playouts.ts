/**
 * Random playouts of whole games, checking the invariants at every step. Shared by the
 * playout test files (split so that the test runner can spread them over the cores).
 */
import { type Move, actionKey, applyAction, createRng, replay, setupState } from "../../../shared/engine";
import { checkContract } from "../contract";
import type { State } from "../../../shared/games/lincoln/state";
import { DEFAULTS, game } from "./helpers";
import { checkInvariants } from "./invariants";

/** A ply cap for random play: every random game must end before it (see the README). */
export const PLY_CAP = 2_000;

export type PlayoutStats = {
  games: number;
  plies: number;
  turns: number;
  maxPlies: number;
  /** Games by "winner side: ending". */
  endings: Record<string, number>;
  unfinished: number;
};

/**
 * Plays games with seeds `lincoln-<from>` to `lincoln-<to - 1>`, choosing uniformly among
 * the legal actions. In the first `exhaustive` games every legal action at every step is
 * also applied (each must be accepted), and an action outside `legal` must be refused.
 */
export function runPlayouts(from: number, to: number, exhaustive = 0): PlayoutStats {
  const stats: PlayoutStats = { games: 0, plies: 0, turns: 0, maxPlies: 0, endings: {}, unfinished: 0 };
  for (let g = from; g < to; g++) {
    const seed = `lincoln-${g}`;
    const chooser = createRng(`chooser:${seed}`);
    let state = setupState(game, DEFAULTS, seed) as State;
    checkInvariants(state);
    const moves: Move[] = [];
    /** The log lines scanned for hidden cards so far. */
    let logFrom = 0;
    let ply = 0;
    for (; ply < PLY_CAP; ply++) {
      const status = game.status(state);
      if ("over" in status) break;
      const seat = status.active[0] as number;
      const legal = game.legal(state, seat);
      if (g - from < exhaustive)
        checkContract(game, state, { seed, ply, seat, active: status.active, seats: 2 }, legal, [
          { t: "pass" },
          { t: "done" },
          { t: "end" },
          { t: "withdraw" },
        ]);
      const action = legal[chooser.int(legal.length)];
      state = applyAction(game, state, ply, seed, seat, action).state as State;
      moves.push({ seat, action });
      try {
        // The spectator's view is a subset of each seat's: checked every eighth step.
        checkInvariants(state, ply % 8 === 0, logFrom);
        logFrom = state.log.length;
      } catch (e) {
        throw new Error(`${seed} ply ${ply} after ${actionKey(action)}: ${(e as Error).message}`);
      }
    }
    // Replaying the same seed and actions gives the same game.
    if (g === from && JSON.stringify(replay(game, DEFAULTS, seed, moves)) !== JSON.stringify(state))
      throw new Error(`${seed}: replay differs`);
    stats.games++;
    stats.plies += ply;
    stats.maxPlies = Math.max(stats.maxPlies, ply);
    stats.turns += state.turn;
    if (!state.result) stats.unfinished++;
    else {
      const key = `${state.result.winners[0] === 0 ? "union" : "confederate"}: ${state.result.ending}`;
      stats.endings[key] = (stats.endings[key] ?? 0) + 1;
    }
  }
  return stats;
}

/** The figures in words, for the test output. */
export function report(stats: PlayoutStats, ms: number): string {
  const share = (n: number) => `${((100 * n) / stats.games).toFixed(1)}%`;
  const bySide = { union: 0, confederate: 0 };
  for (const [key, n] of Object.entries(stats.endings)) bySide[key.startsWith("union") ? "union" : "confederate"] += n;
  return [
    `${stats.games} random games in ${(ms / 1000).toFixed(1)} s; ${stats.unfinished} unfinished at the ${PLY_CAP}-ply cap`,
    `wins: Union ${share(bySide.union)}, Confederacy ${share(bySide.confederate)}`,
    ...Object.entries(stats.endings)
      .sort((a, b) => b[1] - a[1])
      .map(([key, n]) => `  ${key}: ${n} (${share(n)})`),
    `average ${(stats.turns / stats.games).toFixed(1)} turns and ${(stats.plies / stats.games).toFixed(0)} plies a game (longest ${stats.maxPlies} plies)`,
  ].join("\n");
}
