/**
 * Setting up ("Setup - Levels", "Setup - Players"): two Levels built from 3 enemy sets,
 * 3 item sets, 3 characters, 3 checkpoints and a secret item each; two mini-bosses and two
 * bosses set aside face down; each player's shuffled starting deck and hand of five; then,
 * in player order, each player picks the Level his meeple starts in.
 */
import type { Rng } from "../../engine";
import { BOSSES, MINI_BOSSES } from "./data/bosses";
import { CARDS, type CardId, setCards, startingCards } from "./data/cards";
import { CHARACTERS } from "./data/characters";
import { CHECKPOINTS } from "./data/checkpoints";
import { eligibleSets } from "./data/difficulty";
import { SECRET_ITEMS } from "./data/secret-items";
import { HAND_SIZE } from "./data/starting";
import type { SetDef } from "./data/types";
import { drawCards } from "./hand";
import type { LevelState, Options, PlayerState, State, Task } from "./state";

/** A standard game has two Levels ("Setup - Levels"). */
export const LEVELS = 2;
export const SETS_PER_LEVEL = 3;
export const CHARACTERS_PER_LEVEL = 3;
export const CHECKPOINTS_PER_LEVEL = 3;
export const BOARD_SIZE = 5;

/** Splits `n` cards into three piles as even as can be, the larger ones on top. */
export function pileSizes(n: number): number[] {
  const base = Math.floor(n / CHECKPOINTS_PER_LEVEL);
  return Array.from({ length: CHECKPOINTS_PER_LEVEL }, (_, i) => base + (i < n % CHECKPOINTS_PER_LEVEL ? 1 : 0));
}

/**
 * One Level: the enemy, item and character cards shuffled, five dealt to the board, the
 * secret item shuffled into the rest, which is split in three, a checkpoint shuffled into
 * each pile, and the piles stacked.
 */
export function buildLevel(
  rng: Rng,
  seats: number,
  sets: { items: SetDef[]; enemies: SetDef[] },
  characters: CardId[],
  checkpoints: CardId[],
  secret: CardId,
): LevelState {
  const mixed = rng.shuffle([...sets.items.flatMap((s) => setCards(s.id)), ...sets.enemies.flatMap((s) => setCards(s.id)), ...characters]);
  const board = mixed.slice(0, BOARD_SIZE);
  const rest = rng.shuffle([...mixed.slice(BOARD_SIZE), secret]);
  const deck: CardId[] = [];
  let at = 0;
  pileSizes(rest.length).forEach((size, i) => {
    const pile = rest.slice(at, at + size);
    at += size;
    const checkpoint = checkpoints[i];
    if (checkpoint === undefined) throw new Error("a checkpoint is missing");
    deck.push(...rng.shuffle([...pile, checkpoint]));
  });
  return {
    deck,
    board,
    under: {},
    checkpoints: 0,
    cleared: false,
    known: Array.from({ length: seats }, () => 0),
    itemSets: sets.items.map((s) => s.id),
    enemySets: sets.enemies.map((s) => s.id),
  };
}

export function setupState(options: Options, rng: Rng): State {
  const seats = options.players;
  const solo = seats === 1;
  const eligible = eligibleSets(options.difficulty, solo);
  const itemSets = rng.shuffle(eligible.items);
  const enemySets = rng.shuffle(eligible.enemies);
  const needed = LEVELS * SETS_PER_LEVEL;
  if (itemSets.length < needed || enemySets.length < needed) throw new Error(`not enough sets for ${options.difficulty}`);
  const characters = rng.shuffle(CHARACTERS.map((c) => c.id));
  const checkpoints = rng.shuffle(CHECKPOINTS.map((c) => c.id));
  const secrets = rng.shuffle(SECRET_ITEMS.map((c) => c.id));

  const levels: LevelState[] = [];
  for (let l = 0; l < LEVELS; l++) {
    const pick = <T>(list: T[], per: number) => list.slice(l * per, (l + 1) * per);
    const secret = secrets[l];
    if (secret === undefined) throw new Error("a secret item is missing");
    levels.push(
      buildLevel(
        rng,
        seats,
        { items: pick(itemSets, SETS_PER_LEVEL), enemies: pick(enemySets, SETS_PER_LEVEL) },
        pick(characters, CHARACTERS_PER_LEVEL),
        pick(checkpoints, CHECKPOINTS_PER_LEVEL),
        secret,
      ),
    );
  }
  // "Once both Levels have been created, place two Mini-Boss Cards and two Boss Cards face down."
  const miniBosses = rng.shuffle(MINI_BOSSES.map((c) => c.id)).slice(0, LEVELS);
  const bosses = rng.shuffle(BOSSES.map((c) => c.id)).slice(0, LEVELS);

  const players: PlayerState[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const start = startingCards(seat);
    players.push({
      deck: rng.shuffle(start.deck),
      hand: [],
      discard: [],
      score: [],
      equip: [],
      spend: [],
      lives: start.lives,
      playerCard: true,
      out: false,
      level: null,
      pos: 0,
      defeated: 0,
    });
  }

  const state: State = {
    options,
    players,
    levels,
    current: 0,
    turn: 0,
    step: "explore",
    fight: null,
    purse: null,
    ambush: null,
    miniBosses,
    bosses,
    removed: [],
    box: [],
    queue: [],
    stillness: { mark: "", turns: 0 },
    result: null,
    log: [],
  };
  for (let seat = 0; seat < seats; seat++) drawCards(state, seat, HAND_SIZE, rng);

  // Everything not dealt into the game stays in the box.
  const used = new Set<CardId | null>([
    ...levels.flatMap((l) => [...l.deck, ...l.board]),
    ...miniBosses,
    ...bosses,
    ...players.flatMap((p) => [...p.deck, ...p.hand, ...p.lives]),
  ]);
  state.box = CARDS.filter((c) => !used.has(c.id)).map((c) => c.id);

  // "In player order, each player will choose which Level he would like to explore."
  const enters: Task[] = players.map((_, seat) => ({ k: "enter", seat, exclude: null }));
  state.queue = [...enters, { k: "start-turn" }];
  state.log.push({ text: `A ${options.difficulty} game for ${seats} player${seats === 1 ? "" : "s"}: two Levels are built.` });
  return state;
}
