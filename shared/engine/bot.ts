/**
 * The computer-player contract. A computer player is plain data and one pure
 * function: given the state, its seat, an rng and a budget, it answers one of
 * `legal(state, seat)`. It reads no clock but the budget's, and for games with
 * hidden information it decides from `view(state, seat)` alone (see `fromView`).
 */
import type { AnyGame, Seat } from "./game";
import type { Rng } from "./rng";

/**
 * How long a player may think. `work` counts the player's own units (search
 * nodes, playouts), so that tests are deterministic; `ms` with `now` bounds
 * wall time in play. A player stops at whichever limit it meets first; with
 * neither, it uses its own default amount of work.
 */
export type Budget = {
  work?: number;
  ms?: number;
  /** The clock `ms` is measured with (performance.now, Date.now). */
  now?: () => number;
};

export interface Bot<State = unknown, Action = unknown> {
  /** Stable id within its game: "random", "greedy", "solver", ... */
  id: string;
  /** What a person picks on the home page: "Easy", "Strong", "Perfect". */
  name: string;
  /** 0 for the weakest; a game's list is ordered by level. */
  level: number;
  choose(state: State, seat: Seat, rng: Rng, budget: Budget): Action;
  /**
   * Optional: `choose` with figures about how the player decided, for the arena
   * (`npm run arena` prints the mean depth). Same answer as `choose` for the same
   * arguments; a player without it reports nothing.
   */
  decide?(state: State, seat: Seat, rng: Rng, budget: Budget): Decision<Action>;
}

/** What `decide` answers: the action, and for a search the depth it completed and its nodes. */
export type Decision<Action = unknown> = { action: Action; depth?: number; nodes?: number };

/** Any game's computer player, as the catalog holds them side by side. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBot = Bot<any, any>;

/**
 * A stop watch over a budget: `spent(units)` counts work done and answers
 * whether the budget is used up. With no limit at all, `fallbackWork` applies.
 */
export function createStopwatch(budget: Budget, fallbackWork: number) {
  const now = budget.now;
  const deadline = budget.ms !== undefined && now ? now() + budget.ms : Infinity;
  const limit = budget.work ?? (deadline === Infinity ? fallbackWork : Infinity);
  let work = 0;
  return {
    /** Counts `units` of work; true once the budget is used up. */
    spent(units = 1): boolean {
      work += units;
      return work >= limit || (deadline !== Infinity && (now as () => number)() >= deadline);
    },
    /** Whether the budget is used up, counting nothing. */
    done(): boolean {
      return work >= limit || (deadline !== Infinity && (now as () => number)() >= deadline);
    },
    get work() {
      return work;
    },
  };
}

/** Plays a uniformly random legal action: the weakest level of every game. */
export function randomBot(game: AnyGame): AnyBot {
  return {
    id: "random",
    name: "Random",
    level: 0,
    choose(state, seat, rng) {
      const legal = game.legal(state, seat);
      if (legal.length === 0) throw new Error(`${game.id}: seat ${seat} has no legal action`);
      return legal[rng.int(legal.length)];
    },
  };
}

/**
 * A player that sees only what its seat sees: `decide` is given the seat's
 * view and its legal actions, never the state, so it cannot read another
 * hand or a deck's order.
 */
export function fromView<View, Action>(
  game: AnyGame,
  player: Omit<Bot, "choose" | "decide">,
  decide: (view: View, legal: Action[], seat: Seat, rng: Rng, budget: Budget) => Action,
): Bot<unknown, Action> {
  return {
    ...player,
    choose(state, seat, rng, budget) {
      const legal = game.legal(state, seat) as Action[];
      if (legal.length <= 1) {
        const only = legal[0];
        if (only === undefined) throw new Error(`${game.id}: seat ${seat} has no legal action`);
        return only;
      }
      return decide(game.view(state, seat) as View, legal, seat, rng, budget);
    },
  };
}

/** The strongest of a game's players: the default. */
export function strongest<B extends AnyBot>(bots: readonly B[]): B {
  const best = bots.at(-1);
  if (!best) throw new Error("a game with computer players lists at least one");
  return best;
}
