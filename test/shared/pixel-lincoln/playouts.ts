/**
 * Random playouts of whole games, checking the invariants at every step. Shared by the
 * playout test files (split so that the test runner can spread them over the cores).
 */
import { type Move, actionKey, applyAction, createRng, replay, setupState } from "../../../shared/engine";
import { checkContract } from "../contract";
import type { State } from "../../../shared/games/pixel-lincoln/state";
import { game } from "./helpers";
import { checkBoard, checkCards, checkDecisions, checkViews } from "./invariants";
import type { Policy } from "./policies";

/** A ply cap for random play: no random game has come near it (see the README). */
export const PLY_CAP = 20_000;

export type PlayoutStats = {
  games: number;
  plies: number;
  turns: number;
  maxPlies: number;
  /** Games by how they ended. */
  endings: Record<string, number>;
  levelsCleared: number;
  unfinished: number;
};

/**
 * Plays games with seeds `<name>-<from>` to `<name>-<to - 1>` for `players` seats. Every
 * invariant is checked after every step, the views every `viewEvery` steps. In the first
 * `exhaustive` games every legal action at every step is also applied (each must be
 * accepted, the state applied to left unchanged), and an action outside `legal` refused.
 */
export function runPlayouts(
  players: 1 | 2 | 3 | 4,
  policy: Policy,
  name: string,
  from: number,
  to: number,
  exhaustive = 0,
  viewEvery = 8,
): PlayoutStats {
  const stats: PlayoutStats = { games: 0, plies: 0, turns: 0, maxPlies: 0, endings: {}, levelsCleared: 0, unfinished: 0 };
  const difficulties = ["easy", "medium", "hard", "insanity"] as const;
  for (let g = from; g < to; g++) {
    const seed = `${name}-${players}-${g}`;
    const options = { players, difficulty: difficulties[g % 4] };
    const chooser = createRng(`chooser:${seed}`);
    let state = setupState(game, options, seed) as State;
    checkCards(state);
    checkDecisions(state);
    checkViews(state);
    const moves: Move[] = [];
    let ply = 0;
    for (; ply < PLY_CAP; ply++) {
      const status = game.status(state);
      if ("over" in status) break;
      const seat = status.active[chooser.int(status.active.length)] as number;
      const legal = game.legal(state, seat);
      if (g - from < exhaustive)
        checkContract(game, state, { seed, ply, seat, active: status.active, seats: players }, legal, [
          { t: "stop" },
          { t: "done" },
          { t: "decline" },
          { t: "yield" },
          { t: "draw" },
        ]);
      const action = policy(state, seat, legal, chooser);
      state = applyAction(game, state, ply, seed, seat, action).state as State;
      moves.push({ seat, action });
      try {
        checkCards(state);
        checkBoard(state);
        checkDecisions(state);
        if (ply % viewEvery === 0) checkViews(state, ply % (viewEvery * 4) === 0);
      } catch (e) {
        throw new Error(`${seed} ply ${ply} after ${actionKey(action)}: ${(e as Error).message}`);
      }
    }
    // Replaying the same seed and actions gives the same game.
    if (g === from && JSON.stringify(replay(game, options, seed, moves)) !== JSON.stringify(state)) throw new Error(`${seed}: replay differs`);
    checkViews(state);
    stats.games++;
    stats.plies += ply;
    stats.maxPlies = Math.max(stats.maxPlies, ply);
    stats.turns += state.turn;
    stats.levelsCleared += state.levels.filter((l) => l.cleared).length;
    if (!state.result) stats.unfinished++;
    else {
      const key = state.result.reason.split(":")[0] ?? "?";
      stats.endings[key] = (stats.endings[key] ?? 0) + 1;
    }
  }
  return stats;
}

export function report(label: string, stats: PlayoutStats, ms: number): string {
  const endings = Object.entries(stats.endings)
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n}`)
    .join("; ");
  return (
    `${label}: ${stats.games} games in ${(ms / 1000).toFixed(1)} s; ` +
    `average ${(stats.plies / stats.games).toFixed(0)} plies and ${(stats.turns / stats.games).toFixed(0)} turns (longest ${stats.maxPlies} plies); ` +
    `Levels cleared ${stats.levelsCleared}; endings: ${endings}; unfinished ${stats.unfinished}`
  );
}
