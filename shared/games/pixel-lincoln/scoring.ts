/**
 * The end of the game and the final score ("Game End", "Winner", "High Score", "Character
 * Missions"): every player's deck, hand and remaining lives go into his Score Pile; cards
 * score their points, and so does the Player # Card he still holds (rules version 3); each character whose three suit icons were collected scores 10, each
 * item or enemy counting toward one character only. Ties go to the most enemies defeated.
 */
import type { Seat } from "../../engine";
import { type CardId, cardOf } from "./data/cards";
import { MISSION_POINTS } from "./data/characters";
import { PLAYER_CARD_POINTS } from "./data/starting";
import { SUITS, type Suit } from "./effects";
import { ownedCards } from "./hand";
import { type State, playerOf, say, seatName } from "./state";

/** Cards whose suit icons count toward missions: items and enemies collected ("Character Missions"). */
function countsForMissions(id: CardId): boolean {
  const k = cardOf(id).kind;
  return k === "item" || k === "enemy" || k === "secret-item";
}

/**
 * How many of the characters among `cards` have their missions completed: the largest set
 * of characters whose icons, added up, the collected suits can cover, each icon used once.
 */
export function missionsCompleted(cards: readonly CardId[]): number {
  const supply: Record<Suit, number> = { score: 0, "time-travel": 0, key: 0, cancel: 0 };
  for (const id of cards) {
    const suit = cardOf(id).suit;
    if (suit && countsForMissions(id)) supply[suit]++;
  }
  const missions = cards.map((id) => cardOf(id).mission).filter((m): m is Suit[] => m !== null);
  let best = 0;
  for (let mask = 1; mask < 1 << missions.length; mask++) {
    const need: Record<Suit, number> = { score: 0, "time-travel": 0, key: 0, cancel: 0 };
    let count = 0;
    missions.forEach((m, i) => {
      if (!(mask & (1 << i))) return;
      count++;
      for (const suit of m) need[suit]++;
    });
    if (count > best && SUITS.every((s) => need[s] <= supply[s])) best = count;
  }
  return best;
}

export type Score = { points: number; missions: number; total: number; defeated: number };

/** A player's score from every card he owns, his Player # Card included while he holds it. */
export function scoreOf(state: State, seat: Seat): Score {
  const cards = ownedCards(state, seat);
  const playerCard: number = playerOf(state, seat).playerCard ? (PLAYER_CARD_POINTS[seat] ?? 0) : 0;
  const points = cards.reduce((sum, id) => sum + cardOf(id).points, playerCard);
  const missions = missionsCompleted(cards) * MISSION_POINTS;
  return { points, missions, total: points + missions, defeated: playerOf(state, seat).defeated };
}

/** The winners: the highest score, ties to the most enemies defeated; solo, clearing both Levels. */
export function winnersOf(state: State, scores: Score[]): Seat[] {
  if (state.players.length === 1) return state.levels.every((l) => l.cleared) ? [0] : [];
  const top = Math.max(...scores.map((s) => s.total));
  const tied = scores.flatMap((s, seat) => (s.total === top ? [seat] : []));
  const most = Math.max(...tied.map((seat) => scores[seat]?.defeated ?? 0));
  return tied.filter((seat) => scores[seat]?.defeated === most);
}

/** How a tie on points was settled, in words ("" when there was none): the banner says it, not only the table. */
function tieBreak(scores: Score[]): string {
  const top = Math.max(...scores.map((s) => s.total));
  const tied = scores.flatMap((s, seat) => (s.total === top ? [seat] : []));
  if (tied.length < 2) return "";
  const defeated = tied.map((seat) => `${seatName(seat)} ${scores[seat]?.defeated ?? 0}`).join(", ");
  const most = Math.max(...tied.map((seat) => scores[seat]?.defeated ?? 0));
  return tied.every((seat) => scores[seat]?.defeated === most)
    ? `; tied on ${top} points and on enemies defeated (${most} each), so the win is shared`
    : `; tied on ${top} points, the tie goes to the most enemies defeated (${defeated})`;
}

/** Ends the game: every card into its owner's Score Pile, the scores, the winners. */
export function endGame(state: State, why: string): void {
  for (const p of state.players) {
    p.score.push(...p.deck, ...p.hand, ...p.discard, ...p.equip, ...p.spend, ...p.lives);
    p.deck = [];
    p.hand = [];
    p.discard = [];
    p.equip = [];
    p.spend = [];
    p.lives = [];
    p.level = null;
  }
  state.fight = null;
  state.purse = null;
  state.ambush = null;
  const scores = state.players.map((_, seat) => scoreOf(state, seat));
  const winners = winnersOf(state, scores);
  const table = scores.map((s, seat) => `${seatName(seat)} ${s.total}`).join(", ");
  // The winners are not in the reason: the page's result names them before it ("Ada won — …").
  const solo = state.players.length === 1;
  const reason = solo
    ? `${why}: ${winners.length ? "both Levels cleared" : "the game is lost"} with ${scores[0]?.total ?? 0} points`
    : `${why} (${table})${tieBreak(scores)}`;
  state.result = { winners, reason, scores };
  state.queue = [];
  const won = solo ? "" : `${winners.map(seatName).join(" and ")} win${winners.length === 1 ? "s" : ""}: `;
  say(state, `Game over — ${won}${reason}.`);
}
