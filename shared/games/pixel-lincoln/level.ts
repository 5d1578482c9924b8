/**
 * The Level Board ("Movement", "Scrolling", "Level Clear"): meeples move left to right,
 * through empty spaces by themselves; a meeple reaching the Level Deck scrolls the board and
 * refills it to five cards; a defeated boss clears the Level.
 */
import type { Seat } from "../../engine";
import type { Action } from "./actions";
import { type CardId, cardOf } from "./data/cards";
import { BOARD_SIZE } from "./setup";
import { reachCheckpoint } from "./checkpoint";
import { endGame } from "./scoring";
import { type Decision, type State, cardName, facedSlot, levelName, levelOf, openLevels, playerOf, putInBox, removeFromGame, say, schedule, seatName } from "./state";

/** Puts a meeple at the far left of a Level. */
export function placeMeeple(state: State, seat: Seat, level: number): void {
  const p = playerOf(state, seat);
  p.level = level;
  p.pos = 0;
  say(state, `${seatName(seat)} starts at the beginning of ${levelName(level)}.`);
}

/** The seats whose meeples are in a Level, in turn order from `from`. */
export function seatsInLevel(state: State, level: number, from: Seat = 0): Seat[] {
  const n = state.players.length;
  const out: Seat[] = [];
  for (let i = 0; i < n; i++) {
    const seat = (from + i) % n;
    const p = playerOf(state, seat);
    if (!p.out && p.level === level) out.push(seat);
  }
  return out;
}

/** Choosing a Level to start in: every Level not cleared, but the one excluded. */
export function enterOptions(state: State, d: Extract<Decision, { k: "enter" }>): Action[] {
  return openLevels(state)
    .filter((l) => l !== d.exclude)
    .map((level) => ({ t: "enter", level }));
}

export function onEnter(state: State, d: Extract<Decision, { k: "enter" }>, action: Action): void {
  if (action.t !== "enter") return;
  placeMeeple(state, d.seat, action.level);
}

/** Takes the top card of a Level Deck: whoever knew the top cards now knows one fewer. */
export function drawLevelCard(state: State, level: number): CardId | undefined {
  const l = levelOf(state, level);
  const card = l.deck[0];
  if (card === undefined) return undefined;
  l.deck = l.deck.slice(1);
  l.known = l.known.map((k) => Math.max(0, k - 1));
  return card;
}

/**
 * A card laid face up on the Level Board. A checkpoint counts in order: the second gets a
 * mini-boss face down under it, the third a boss ("Checkpoints").
 */
function layOnBoard(state: State, level: number, card: CardId): void {
  const l = levelOf(state, level);
  l.board.push(card);
  if (cardOf(card).kind !== "checkpoint") return;
  l.checkpoints++;
  const hidden = l.checkpoints === 2 ? state.miniBosses.shift() : l.checkpoints === 3 ? state.bosses.shift() : undefined;
  if (hidden !== undefined) l.under[card] = hidden;
  const which = ["first", "second", "third"][l.checkpoints - 1] ?? "another";
  say(
    state,
    `The ${which} checkpoint, ${cardName(card)}, appears in ${levelName(level)}${hidden ? `, a ${l.checkpoints === 2 ? "mini-boss" : "boss"} face down under it` : ""}.`,
  );
}

/**
 * Scrolling: cards every meeple in the Level has passed leave the game; meeples and cards
 * shift left to the first open spaces; the player who reached the deck refills the board to
 * five from the Level Deck. With five cards still on the board, the leftmost leaves the
 * game and one card comes in.
 */
export function scroll(state: State, level: number, reacher: Seat): void {
  const l = levelOf(state, level);
  const reacherState = playerOf(state, reacher);
  const others = seatsInLevel(state, level).filter((s) => s !== reacher).map((s) => playerOf(state, s));
  const lowest = Math.min(l.board.length, ...others.map((o) => o.pos));
  const passed: CardId[] = [];
  for (let i = 0; i < lowest; i++) {
    const card = l.board[i];
    if (card) passed.push(card);
    l.board[i] = null;
  }
  removeFromGame(state, ...passed);
  const kept: { card: CardId; slot: number }[] = [];
  l.board.forEach((card, slot) => {
    if (card) kept.push({ card, slot });
  });
  for (const o of others) o.pos = kept.filter((k) => k.slot < o.pos).length;
  if (kept.length >= BOARD_SIZE) {
    const first = kept.shift();
    if (first) {
      removeFromGame(state, first.card);
      passed.push(first.card);
    }
    for (const o of others) o.pos = Math.max(0, o.pos - 1);
  }
  l.board = kept.map((k) => k.card);
  reacherState.pos = l.board.length;
  let added = 0;
  while (l.board.length < BOARD_SIZE) {
    const card = drawLevelCard(state, level);
    if (card === undefined) break;
    layOnBoard(state, level, card);
    added++;
  }
  while (l.board.length < BOARD_SIZE) l.board.push(null);
  say(
    state,
    `${seatName(reacher)} reached the Level Deck of ${levelName(level)}: ${passed.length ? `${passed.map(cardName).join(", ")} left the game; ` : ""}${added} new card${added === 1 ? "" : "s"} scrolled in.`,
  );
}

/**
 * Moves the current player's meeple through empty spaces up to the next card ("Movement"):
 * reaching the Level Deck scrolls the board; reaching a checkpoint stops for its bonuses.
 */
export function advance(state: State): void {
  const seat = state.current;
  const p = playerOf(state, seat);
  if (p.out || p.level === null) return;
  const level = p.level;
  const l = levelOf(state, level);
  for (let guard = 0; guard < 10; guard++) {
    const slot = facedSlot(l, p.pos);
    if (slot < 0) {
      // Nothing to refill with: the meeple waits at the end (a boss always stands in the way first).
      if (l.deck.length === 0) {
        p.pos = l.board.length;
        return;
      }
      scroll(state, level, seat);
      continue;
    }
    p.pos = slot;
    const card = l.board[slot];
    if (card && cardOf(card).kind === "checkpoint") reachCheckpoint(state, seat, level, slot);
    return;
  }
  throw new Error("the meeple did not come to rest");
}

/**
 * Level Clear: the boss is defeated, the unused Level Deck and the board leave the game, and
 * every meeple there moves to the start of another Level; with none left, the game ends.
 */
export function clearLevel(state: State, level: number): void {
  const l = levelOf(state, level);
  l.cleared = true;
  putInBox(state, ...l.deck, ...Object.values(l.under));
  removeFromGame(state, ...l.board.filter((c): c is CardId => c !== null));
  l.deck = [];
  l.under = {};
  l.board = [];
  l.known = l.known.map(() => 0);
  say(state, `${levelName(level)} is clear!`);
  const open = openLevels(state);
  if (open.length === 0) {
    endGame(state, "every boss has been defeated");
    return;
  }
  const movers = seatsInLevel(state, level, state.current);
  for (const seat of movers) playerOf(state, seat).level = null;
  const [only] = open;
  if (open.length === 1 && only !== undefined) for (const seat of movers) placeMeeple(state, seat, only);
  // The current player changed Levels: his Explore step is over ("Checkpoint Bonuses", note).
  schedule(state, ...(open.length === 1 ? [] : movers.map((seat) => ({ k: "enter" as const, seat, exclude: null }))), { k: "end-explore" });
}
