/**
 * What a seat may see (DESIGN.md, "Hidden information never leaves the server"): its own
 * hand; of other hands only their size; of every player's deck only its size (nobody may
 * look at a deck, "Character Missions", note); of a Level Deck only its size, except the
 * top cards Time Travel showed that seat; of a face-down mini-boss or boss only that it is
 * there. Score Piles, Discard Piles, the tableau spaces, lives and the Level Board are public.
 */
import type { LogLine, Seat } from "../../engine";
import type { CardId } from "./data/cards";
import { deciders, pendingDecision } from "./decisions";
import type { Decision, Fight, LevelState, Options, PlayerState, Purse, Result, State, Step } from "./state";

/** A player as everyone sees him: his hand and deck only as sizes. */
export type PlayerView = Omit<PlayerState, "deck" | "hand"> & { handCount: number; deckCount: number };

/** A Level as this seat sees it: the deck as a size and the top cards this seat knows. */
export type LevelView = Omit<LevelState, "deck" | "under" | "known"> & {
  /** Whether a face-down mini-boss or boss lies under the card in each space. */
  faceDown: boolean[];
  deckCount: number;
  /** The top cards of the deck this seat knows, in order (Time Travel). */
  top: CardId[];
};

export type View = {
  you: Seat | null;
  hand: CardId[];
  players: PlayerView[];
  levels: LevelView[];
  current: Seat;
  turn: number;
  step: Step;
  fight: Fight | null;
  purse: Purse | null;
  ambush: { card: CardId; bonus: number } | null;
  deciding: Seat[];
  pending: Decision | null;
  miniBosses: number;
  bosses: number;
  removed: CardId[];
  boxCount: number;
  result: Result | null;
  log: LogLine[];
  options: Options;
};

function copyDecision(d: Decision): Decision {
  return d.k === "window" ? { ...d, task: { ...d.task, effect: { ...d.task.effect } }, asked: d.asked.slice() } : { ...d };
}

export function viewOf(state: State, seat: Seat | null): View {
  const pending = pendingDecision(state);
  return {
    you: seat,
    hand: seat === null ? [] : (state.players[seat]?.hand.slice() ?? []),
    players: state.players.map((p) => ({
      handCount: p.hand.length,
      deckCount: p.deck.length,
      discard: p.discard.slice(),
      score: p.score.slice(),
      equip: p.equip.slice(),
      spend: p.spend.slice(),
      lives: p.lives.slice(),
      playerCard: p.playerCard,
      out: p.out,
      level: p.level,
      pos: p.pos,
      defeated: p.defeated,
    })),
    levels: state.levels.map((l) => ({
      board: l.board.slice(),
      faceDown: l.board.map((c) => c !== null && l.under[c] !== undefined),
      deckCount: l.deck.length,
      top: seat === null ? [] : l.deck.slice(0, l.known[seat] ?? 0),
      checkpoints: l.checkpoints,
      cleared: l.cleared,
      itemSets: l.itemSets.slice(),
      enemySets: l.enemySets.slice(),
    })),
    current: state.current,
    turn: state.turn,
    step: state.step,
    fight: state.fight ? { ...state.fight, cards: state.fight.cards.slice() } : null,
    purse: state.purse ? { ...state.purse, cards: state.purse.cards.slice() } : null,
    ambush: state.ambush ? { ...state.ambush } : null,
    deciding: deciders(state),
    pending: pending ? copyDecision(pending) : null,
    miniBosses: state.miniBosses.length,
    bosses: state.bosses.length,
    removed: state.removed.slice(),
    boxCount: state.box.length,
    result: state.result ? { ...state.result, winners: state.result.winners.slice(), scores: state.result.scores.map((x) => ({ ...x })) } : null,
    log: state.log.filter((line) => line.to === undefined || line.to === seat),
    options: { ...state.options },
  };
}
