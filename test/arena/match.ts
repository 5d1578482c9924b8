/**
 * One arena game: computer players on their seats, from the setup to the end or the ply cap,
 * through the engine exactly as the server plays (setupState, status, legal, applyAction).
 * Pure but for the clock it is given, which only measures and bounds thinking time.
 */
import { type AnyBot, type AnyGame, type Budget, type GameOptions, actionKey, applyAction, createRng, includesAction, setupState } from "../../shared/engine";
import type { GameRecord } from "./stats";

/** How long a player may think: wall time (`ms`, measured with the arena's clock) or its own work units. */
export type ArenaBudget = { ms: number } | { work: number };

export type GameSpec = {
  game: AnyGame;
  options: GameOptions;
  /** The player on each seat. */
  bots: AnyBot[];
  seed: string;
  budget: ArenaBudget;
  plyCap: number;
  pairing: number;
  index: number;
};

/** Which player sits where in game `index`: seat s gets players[(s + index) % players.length]. */
export function seating<T>(players: readonly T[], seats: number, index: number): T[] {
  return Array.from({ length: seats }, (_, s) => players[(s + index) % players.length]!);
}

/** The arena's seed for one game: reproducible from the run's seed, the pairing and the game number. */
export function gameSeed(seed: string, game: string, pairing: number, index: number): string {
  return `${seed}:${game}:${pairing}:${index}`;
}

/**
 * Plays one game and records it. Each decision gets its own rng, from the game's seed and the
 * ply, so a player's randomness does not depend on the other's. A player that answers an
 * action outside `legal` is a bug: the game throws rather than counting it.
 */
export function playGame(spec: GameSpec, clock: () => number): GameRecord {
  const { game, bots, seed } = spec;
  const seats = bots.length;
  const ms: number[][] = Array.from({ length: seats }, () => []);
  const depths: number[][] = Array.from({ length: seats }, () => []);
  const actions: string[] = [];
  const chooser = createRng(`arena-active:${seed}`);
  let state = setupState(game, spec.options, seed);
  let ply = 0;
  for (; ply < spec.plyCap; ply++) {
    const status = game.status(state);
    if ("over" in status) break;
    const seat = status.active.length === 1 ? status.active[0]! : status.active[chooser.int(status.active.length)]!;
    const bot = bots[seat];
    if (!bot) throw new Error(`${game.id}: seat ${seat} has no player`);
    const budget: Budget = "ms" in spec.budget ? { ms: spec.budget.ms, now: clock } : { work: spec.budget.work };
    const rng = createRng(`${seed}:bot:${ply}`);
    const start = clock();
    const decision = bot.decide ? bot.decide(state, seat, rng, budget) : { action: bot.choose(state, seat, rng, budget) };
    ms[seat]!.push(clock() - start);
    if (decision.depth !== undefined) depths[seat]!.push(decision.depth);
    if (!includesAction(game.legal(state, seat), decision.action))
      throw new Error(`${game.id} ${seed} ply ${ply}: ${bot.id} on seat ${seat} chose ${actionKey(decision.action)}, which is not legal`);
    actions.push(actionKey(decision.action));
    state = applyAction(game, state, ply, seed, seat, decision.action).state;
  }
  const status = game.status(state);
  return {
    pairing: spec.pairing,
    index: spec.index,
    seats: bots.map((b) => b.id),
    outcome: "over" in status ? { winners: status.over.winners, reason: status.over.reason } : null,
    plies: ply,
    ms,
    depths,
    fingerprint: actions.join(" "),
  };
}
