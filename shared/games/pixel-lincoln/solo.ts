/**
 * Solo play ("Solo Play"): no player-to-player sets (data/difficulty.ts), and after each
 * turn a card leaves the game: the top card of the Level Deck of the player's Level,
 * revealed. A checkpoint removed so gives no bonus (and a second one takes no mini-boss
 * with it: it never reaches the board); the third removed takes the rest of the deck with
 * it, and the boss stands face up on the Level Deck space, a sixth space. While a boss is
 * in play, the leftmost card of the board leaves instead, never the boss. With the Level
 * Deck empty and the boss still under its checkpoint (the rulebook does not say), the
 * leftmost card leaves likewise, never the checkpoint hiding the boss.
 */
import { type CardId, cardOf } from "./data/cards";
import { drawLevelCard } from "./level";
import { type State, cardName, levelName, levelOf, playerOf, putInBox, removeFromGame, say } from "./state";

export function soloEndOfTurn(state: State): void {
  if (state.players.length !== 1) return;
  const p = playerOf(state, 0);
  if (p.out || p.level === null) return;
  const level = p.level;
  const l = levelOf(state, level);
  const bossInPlay = l.board.some((c) => c !== null && cardOf(c).kind === "boss");
  if (bossInPlay || l.deck.length === 0) {
    const hidesBoss = (c: CardId) => {
      const under = l.under[c];
      return under !== undefined && cardOf(under).kind === "boss";
    };
    const slot = l.board.findIndex((c) => c !== null && cardOf(c).kind !== "boss" && !hidesBoss(c));
    const card = l.board[slot];
    if (slot < 0 || !card) return;
    l.board[slot] = null;
    removeFromGame(state, card);
    const hidden = l.under[card];
    if (hidden !== undefined) {
      putInBox(state, hidden);
      delete l.under[card];
    }
    say(state, `End of turn: ${cardName(card)}, the leftmost card of ${levelName(level)}, leaves the game.`);
    return;
  }
  const card = drawLevelCard(state, level);
  if (card === undefined) return;
  removeFromGame(state, card);
  say(state, `End of turn: ${cardName(card)} is revealed from ${levelName(level)}'s deck and leaves the game.`);
  if (cardOf(card).kind !== "checkpoint") return;
  l.checkpoints++;
  if (l.checkpoints < 3) return;
  const boss: CardId | undefined = state.bosses.shift();
  putInBox(state, ...l.deck);
  l.deck = [];
  l.known = l.known.map(() => 0);
  if (boss === undefined) return;
  l.board.push(boss);
  say(state, `The third checkpoint is gone: the rest of the deck leaves the game, and ${cardName(boss)} waits on the Level Deck space.`);
}
