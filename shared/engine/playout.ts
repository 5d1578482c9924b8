import type { AnyGame, GameOptions, Outcome } from "./game";
import { type Move, applyAction, setupState } from "./match";
import { createRng } from "./rng";

export type Playout = { state: unknown; moves: Move[]; outcome: Outcome | null };

/**
 * Plays random legal actions from the start until the game ends or `maxPlies`
 * is reached. Shared by tests, benchmarks and fuzzing. Throws if an active
 * seat has no legal action (a dead end is a bug in the rules).
 */
export function randomPlayout(
  game: AnyGame,
  options: GameOptions,
  seed: string,
  maxPlies = 10_000,
): Playout {
  const chooser = createRng(`playout:${seed}`);
  let state = setupState(game, options, seed);
  const moves: Move[] = [];
  for (let ply = 0; ply < maxPlies; ply++) {
    const status = game.status(state);
    if ("over" in status) return { state, moves, outcome: status.over };
    const seat = status.active[chooser.int(status.active.length)];
    if (seat === undefined) throw new Error(`no active seat at ply ${ply}`);
    const legal = game.legal(state, seat);
    if (legal.length === 0) throw new Error(`dead end: seat ${seat} has no legal action at ply ${ply}`);
    const action = legal[chooser.int(legal.length)];
    state = applyAction(game, state, ply, seed, seat, action).state;
    moves.push({ seat, action });
  }
  const status = game.status(state);
  return { state, moves, outcome: "over" in status ? status.over : null };
}
