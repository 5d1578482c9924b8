/**
 * Test helpers for Pixel Lincoln: positions built by hand, actions played through the
 * rules' own legality check.
 */
import { type Rng, actionKey, createRng, includesAction } from "../../../shared/engine";
import { CARDS, type CardId, cardOf, isCard } from "../../../shared/games/pixel-lincoln/data/cards";
import { deciders, settle } from "../../../shared/games/pixel-lincoln/decisions";
import { type Action, type State, pixelLincoln } from "../../../shared/games/pixel-lincoln/rules";
import type { Options, Task } from "../../../shared/games/pixel-lincoln/state";

export const game = pixelLincoln;

/** A fresh game from a seed. */
export function start(players: 1 | 2 | 3 | 4 = 2, seed = "start", difficulty: Options["difficulty"] = "medium"): State {
  return game.setup(players, { players, difficulty }, createRng(seed));
}

export type PlayerSpec = {
  hand?: string[];
  deck?: string[];
  discard?: string[];
  score?: string[];
  lives?: string[];
  level?: number | null;
  pos?: number;
  playerCard?: boolean;
  out?: boolean;
};

export type LevelSpec = {
  board?: (string | null)[];
  deck?: string[];
  /** Face-down cards under the checkpoints on the board, by slot. */
  under?: Record<number, string>;
  checkpoints?: number;
  known?: number[];
  cleared?: boolean;
};

export type Scenario = {
  players: PlayerSpec[];
  levels?: LevelSpec[];
  current?: number;
  miniBosses?: string[];
  bosses?: string[];
  difficulty?: Options["difficulty"];
  /** Tasks to run instead of starting the current player's turn. */
  queue?: Task[];
};

/**
 * A position built by hand: every card named goes where it is named (a template name takes
 * the first copy not yet used), everything else stays in the box; then the current
 * player's turn starts (meeple moves, Ambush check).
 */
export function scenario(s: Scenario): State {
  const count = s.players.length as 1 | 2 | 3 | 4;
  const state = start(count, "scenario", s.difficulty ?? "medium");
  const free = new Set(CARDS.map((c) => c.id));
  const take = (name: string): CardId => {
    if (isCard(name) && free.has(name)) {
      free.delete(name);
      return name;
    }
    const id = CARDS.find((c) => c.template === name && free.has(c.id))?.id;
    if (!id) throw new Error(`no free card ${name}`);
    free.delete(id);
    return id;
  };
  const takeAll = (names: string[] | undefined) => (names ?? []).map(take);
  state.players = s.players.map((p, seat) => ({
    deck: takeAll(p.deck),
    hand: takeAll(p.hand),
    discard: takeAll(p.discard),
    score: takeAll(p.score),
    equip: [],
    spend: [],
    lives: p.lives ? takeAll(p.lives) : [take(`life-${seat * 2 + 1}`), take(`life-${seat * 2 + 2}`)],
    playerCard: p.playerCard ?? true,
    out: p.out ?? false,
    level: p.level === undefined ? 0 : p.level,
    pos: p.pos ?? 0,
    defeated: 0,
  }));
  const levels = s.levels ?? [{}, {}];
  state.levels = levels.map((l) => {
    const board = (l.board ?? []).map((c) => (c === null ? null : take(c)));
    while (board.length < 5) board.push(null);
    const under: Record<CardId, CardId> = {};
    for (const [slot, name] of Object.entries(l.under ?? {})) {
      const cp = board[Number(slot)];
      if (!cp) throw new Error(`nothing in slot ${slot} to put ${name} under`);
      under[cp] = take(name);
    }
    return {
      deck: takeAll(l.deck),
      board,
      under,
      checkpoints: l.checkpoints ?? 0,
      cleared: l.cleared ?? false,
      known: l.known ?? s.players.map(() => 0),
      itemSets: [],
      enemySets: [],
    };
  });
  const spare = (kind: string) => CARDS.filter((c) => c.kind === kind && free.has(c.id)).slice(0, 2).map((c) => c.id);
  state.miniBosses = takeAll(s.miniBosses ?? spare("mini-boss"));
  state.bosses = takeAll(s.bosses ?? spare("boss"));
  state.removed = [];
  state.box = CARDS.filter((c) => free.has(c.id)).map((c) => c.id);
  state.current = s.current ?? 0;
  state.turn = 0;
  state.step = "explore";
  state.fight = null;
  state.purse = null;
  state.ambush = null;
  state.result = null;
  state.log = [];
  state.stillness = { mark: "", turns: 0 };
  state.queue = s.queue ?? [{ k: "start-turn" }];
  settle(state, createRng("scenario-settle"));
  // A new object: the rules remember the choices of the states they returned.
  return { ...state };
}

/** The id of the first card of this template in a seat's hand. */
export function inHand(state: State, seat: number, template: string): CardId {
  const id = state.players[seat]?.hand.find((c) => cardOf(c).template === template || c === template);
  if (!id) throw new Error(`no ${template} in the hand of seat ${seat}: ${state.players[seat]?.hand.join(", ")}`);
  return id;
}

/** The seat deciding now (the only one). */
export function deciding(state: State): number {
  const seats = deciders(state);
  if (seats.length !== 1 || seats[0] === undefined) throw new Error(`not one seat deciding: ${seats.join(",")}`);
  return seats[0];
}

export function choices(state: State, seat = deciding(state)): Action[] {
  return game.legal(state, seat);
}

let plyRng: Rng = createRng("plays");
/** Sets the rng used by `play` (for shuffles). */
export function seedPlays(seed: string): void {
  plyRng = createRng(seed);
}

/** Plays actions in order by whoever decides (or the seat given), each checked against `legal` first. */
export function play(state: State, ...actions: (Action | [number, Action])[]): State {
  return actions.reduce((s, item) => {
    const [seat, action] = Array.isArray(item) ? item : [deciding(s), item];
    const legal = game.legal(s, seat);
    if (!includesAction(legal, action)) throw new Error(`not legal now for seat ${seat}: ${actionKey(action)}; legal: ${legal.map(actionKey).join(" ")}`);
    return game.apply(s, seat, action, plyRng);
  }, state);
}

export function canChoose(state: State, action: Action, seat = deciding(state)): boolean {
  return includesAction(game.legal(state, seat), action);
}

/** Card names of a pile. */
export function names(cards: readonly (CardId | null)[]): (string | null)[] {
  return cards.map((c) => (c === null ? null : cardOf(c).name));
}

/** Card templates of a pile. */
export function templates(cards: readonly (CardId | null)[]): (string | null)[] {
  return cards.map((c) => (c === null ? null : cardOf(c).template));
}

export function logText(state: State): string {
  return state.log.map((l) => l.text).join("\n");
}

export const stop = { t: "stop" } as const;
export const done = { t: "done" } as const;
export const decline = { t: "decline" } as const;
