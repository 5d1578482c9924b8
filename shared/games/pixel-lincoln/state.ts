/**
 * The game state, as plain JSON, and small helpers to read it. Rule areas live in their own
 * files; this one only says what is where.
 */
import type { LogLine, Seat } from "../../engine";
import { CARDS, type CardId, cardOf } from "./data/cards";
import type { Difficulty } from "./data/difficulty";
import type { Effect } from "./effects";

export type Options = { players: 1 | 2 | 3 | 4; difficulty: Difficulty };

/** One player's cards and meeple ("Setup - Players"; the Player Tableau). */
export type PlayerState = {
  /** Draw pile, top first: nobody may look at it. */
  deck: CardId[];
  hand: CardId[];
  /** Face up, last discarded on top (the end of the array). */
  discard: CardId[];
  /** Face up, last placed on top. */
  score: CardId[];
  /** The Equip Items and Spend Money spaces of the tableau. */
  equip: CardId[];
  spend: CardId[];
  /** Life cards (and Extra Lives) under the Player Card; the Player Card is the last life. */
  lives: CardId[];
  playerCard: boolean;
  /** Eliminated and chose not to Continue: waits for the final scoring. */
  out: boolean;
  /** The Level the meeple is in (null: off the board, being placed). */
  level: number | null;
  /**
   * Where the meeple stands: before slot `pos` of the Level Board (0: far left). The meeple
   * has passed every slot below `pos`; it faces the first card at `pos` or beyond.
   */
  pos: number;
  /** Enemies, mini-bosses and bosses defeated: the tie-break ("Winner"). */
  defeated: number;
};

/** One Level: its deck, its board of five spaces, and what it knows of both. */
export type LevelState = {
  /** The Level Deck, top first. Replaced, never edited in place (states share it). */
  deck: readonly CardId[];
  /** The Level Board, left to right; null: an empty space. A sixth space holds a solo boss. */
  board: (CardId | null)[];
  /** The face-down mini-boss or boss under a checkpoint on the board, by checkpoint. */
  under: Record<CardId, CardId>;
  /** Checkpoints revealed so far (placed on the board, or removed by the solo rule). */
  checkpoints: number;
  cleared: boolean;
  /** How many top cards of the deck each seat knows, in order (Time Travel, reveals). */
  known: number[];
  /** The item and enemy sets the Level was built from (chosen openly at setup). */
  itemSets: string[];
  enemySets: string[];
};

/** The step of the turn ("Turn Order"). */
export type Step = "ambush" | "explore" | "discard";

/** Power equipped toward one enemy this turn ("Defeating Enemies"). */
export type Fight = { target: CardId; power: number; cards: CardId[] };
/** Coin spent toward one card this turn ("Items and Characters"). */
export type Purse = { target: CardId; coins: number; cards: CardId[] };

/** An ability waiting to happen: whom it serves, the card it is on, where that card was. */
export type EffectTask = {
  k: "effect";
  effect: Effect;
  seat: Seat;
  source: CardId;
  level: number | null;
  slot: number | null;
};

/**
 * The work queue: automatic steps and decisions, front first. A decision waits for its seat
 * (or seats); an automatic step is carried out by `settle` (decisions.ts). When the queue is
 * empty, the current player's turn step is the decision.
 */
export type Task =
  | { k: "start-turn" }
  | { k: "ambush-check" }
  | { k: "advance" }
  | EffectTask
  | { k: "fight"; card: CardId; target: CardId | null }
  | { k: "clear-level"; level: number }
  | { k: "flip"; level: number; slot: number }
  | { k: "after-checkpoint"; level: number }
  | { k: "end-explore" }
  | { k: "end-turn" }
  | { k: "lose-life"; seat: Seat }
  | { k: "restart"; seat: Seat; owed: number }
  // Decisions.
  | { k: "enter"; seat: Seat; exclude: number | null }
  | { k: "window"; task: EffectTask; asked: Seat[] }
  | { k: "pick-score"; seat: Seat }
  | { k: "arrange"; seat: Seat; level: number; placed: number; n: number }
  /** `card`: whose ability makes this seat discard (an enemy's ambush, a rival's item), said in the prompt and the log. */
  | { k: "discard-one"; seat: Seat; card?: CardId }
  | { k: "choose-rival"; seat: Seat; card: CardId }
  | { k: "bonus"; seat: Seat; level: number; first: boolean }
  | { k: "life"; seat: Seat }
  | { k: "continue"; seat: Seat }
  | { k: "pay"; seat: Seat; owed: number };

export type Decision = Extract<
  Task,
  { k: "enter" | "window" | "pick-score" | "arrange" | "discard-one" | "choose-rival" | "bonus" | "life" | "continue" | "pay" }
>;

const DECISION_KINDS = new Set<Task["k"]>(["enter", "window", "pick-score", "arrange", "discard-one", "choose-rival", "bonus", "life", "continue", "pay"]);

export function isDecision(task: Task): task is Decision {
  return DECISION_KINDS.has(task.k);
}

export type Result = {
  winners: Seat[];
  reason: string;
  /** Final scores by seat: card points, missions, total. */
  scores: { points: number; missions: number; total: number; defeated: number }[];
};

export type State = {
  options: Options;
  players: PlayerState[];
  levels: LevelState[];
  /** Whose turn it is. */
  current: Seat;
  /** Turns started so far. */
  turn: number;
  step: Step;
  fight: Fight | null;
  purse: Purse | null;
  /** The enemy ambushing the current player, and its extra power for this ambush. */
  ambush: { card: CardId; bonus: number } | null;
  /** The two mini-bosses and two bosses set aside face down. */
  miniBosses: CardId[];
  bosses: CardId[];
  /** Removed from the game face up (everyone saw them). Replaced, never edited in place. */
  removed: readonly CardId[];
  /** Not in play or removed unseen: the box, and the unused Level Deck at a Level Clear. Replaced, never edited in place. */
  box: readonly CardId[];
  queue: Task[];
  /** The board at the end of the last turn (meeples, Level Boards and decks, lives), and how many turns in a row ended with it unchanged. */
  stillness: { mark: string; turns: number };
  result: Result | null;
  /** What happened during the last ply, in words. */
  log: LogLine[];
};

/** A copy deep enough to change freely. */
export function cloneState(s: State): State {
  return {
    ...s,
    players: s.players.map((p) => ({
      ...p,
      deck: p.deck.slice(),
      hand: p.hand.slice(),
      discard: p.discard.slice(),
      score: p.score.slice(),
      equip: p.equip.slice(),
      spend: p.spend.slice(),
      lives: p.lives.slice(),
    })),
    levels: s.levels.map((l) => ({ ...l, board: l.board.slice(), under: { ...l.under }, known: l.known.slice() })),
    fight: s.fight ? { ...s.fight, cards: s.fight.cards.slice() } : null,
    purse: s.purse ? { ...s.purse, cards: s.purse.cards.slice() } : null,
    ambush: s.ambush ? { ...s.ambush } : null,
    miniBosses: s.miniBosses.slice(),
    bosses: s.bosses.slice(),
    // Shared, never edited in place: removeFromGame and putInBox replace them.
    removed: s.removed,
    box: s.box,
    queue: s.queue.map(cloneTask),
    stillness: { ...s.stillness },
    log: s.log.slice(),
  };
}

function cloneTask(t: Task): Task {
  if (t.k === "window") return { ...t, task: { ...t.task }, asked: t.asked.slice() };
  return { ...t };
}

export function playerOf(state: State, seat: Seat): PlayerState {
  const p = state.players[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  return p;
}

export function levelOf(state: State, level: number): LevelState {
  const l = state.levels[level];
  if (!l) throw new Error(`no level ${level}`);
  return l;
}

export function seatName(seat: Seat): string {
  return `Player ${seat + 1}`;
}

export function levelName(level: number): string {
  return `Level ${level + 1}`;
}

export function cardName(id: CardId): string {
  return cardOf(id).name;
}

export function say(state: State, text: string, to?: Seat): void {
  state.log.push(to === undefined ? { text } : { text, to });
}

/** Puts tasks at the front of the queue, in the order given: they happen next. */
export function schedule(state: State, ...tasks: Task[]): void {
  state.queue.unshift(...tasks);
}

/** Removes cards from the game, face up. */
export function removeFromGame(state: State, ...cards: CardId[]): void {
  if (cards.length) state.removed = [...state.removed, ...cards];
}

/** Puts cards back in the box, unseen. */
export function putInBox(state: State, ...cards: CardId[]): void {
  if (cards.length) state.box = [...state.box, ...cards];
}

/** Takes a card out of a pile (it must be there). */
export function take(pile: CardId[], card: CardId): void {
  const i = pile.indexOf(card);
  if (i < 0) throw new Error(`${card} is not where it should be`);
  pile.splice(i, 1);
}

/** The seats still playing (not out), in seat order. */
export function seatsIn(state: State): Seat[] {
  return state.players.flatMap((p, seat) => (p.out ? [] : [seat]));
}

/** The Levels not yet cleared. */
export function openLevels(state: State): number[] {
  return state.levels.flatMap((l, i) => (l.cleared ? [] : [i]));
}

/** The slot of the first card at or right of `pos` (-1: none before the Level Deck). */
export function facedSlot(level: LevelState, pos: number): number {
  for (let i = pos; i < level.board.length; i++) if (level.board[i] !== null) return i;
  return -1;
}

/** The card a seat's meeple faces, with its slot, if any. */
export function facedCard(state: State, seat: Seat): { card: CardId; slot: number; level: number } | null {
  const p = playerOf(state, seat);
  if (p.level === null) return null;
  const level = levelOf(state, p.level);
  const slot = facedSlot(level, p.pos);
  const card = slot < 0 ? null : level.board[slot];
  return card ? { card, slot, level: p.level } : null;
}

/** Cards alike in every way (template and suit) share a kind. */
const KINDS: ReadonlyMap<CardId, string> = new Map(CARDS.map((c) => [c.id, `${c.template}/${c.suit ?? ""}`]));

/**
 * One card of each kind among `cards` (same template and suit), in order: identical cards
 * are interchangeable, so a list offers one of them.
 */
export function distinct(cards: readonly CardId[], keep?: (id: CardId) => boolean): CardId[] {
  const seen = new Set<string>();
  const out: CardId[] = [];
  for (const id of cards) {
    if (keep && !keep(id)) continue;
    const key = KINDS.get(id) ?? id;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(id);
  }
  return out;
}
