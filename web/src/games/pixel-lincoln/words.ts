/**
 * Pixel Lincoln in words: seats and their players' names, cards and their abilities. Card data
 * only (never the rules), so that the board chunk stays small.
 */
import { createContext } from "solid-js";
import type { Seat } from "../../../../shared/engine";
import { type CardData, cardOf, isCard } from "../../../../shared/games/pixel-lincoln/data/cards";
import { SUIT_NAMES, effectText } from "../../../../shared/games/pixel-lincoln/effects";
import type { PlayerView, View } from "../../../../shared/games/pixel-lincoln/view";

export { SUIT_NAMES };

const COLORS = ["#dc2626", "#2563eb", "#16a34a", "#d97706"] as const;

export const seatWord = (seat: Seat) => `Player ${seat + 1}`;

/** Each seat's player's name, where one was given at the table (BoardProps.names). */
export type Names = readonly (string | undefined)[];

/**
 * A seat as the board names its player: the name given at the table, else "Player 2". A name
 * two players share keeps the seat's word beside it, so that the two stay apart.
 */
export function playerWord(seat: Seat, names: Names): string {
  const name = names[seat];
  if (!name) return seatWord(seat);
  return names.filter((n) => n === name).length > 1 ? `${name} (${seatWord(seat)})` : name;
}

/** The rules' verbs after a seat's word that change after "you" ("Player 1 loses a life": "You lose a life"). */
const AFTER_YOU: Record<string, string> = { is: "are", does: "do", exits: "exit", starts: "start", loses: "lose", looks: "look", Continues: "Continue" };

/** A solo player's line in the second person, as the rest of the page speaks to them: "Player 1's hand" is "your hand". */
function toYou(line: string): string {
  return line
    .replace(/\bPlayer 1's /g, "your ")
    .replace(/\bPlayer 1\b(?: (\w+))?/g, (_, word: string | undefined) => (word ? `you ${AFTER_YOU[word] ?? word}` : "you"))
    .replace(" and is eliminated", " and are eliminated")
    .replace(/^you/, "You");
}

/**
 * A log line with the players' names for the rules' seat words ("Player 2 bought…": "Ada
 * bought…"). A seat's word in brackets straight after its name is the server's own label
 * ("Ada (Player 1) resigned."), left as it is. Alone at the table and unnamed, the player who
 * reads it (`you`) is "you" ("You bought…"), as the tableau and the prompts say.
 */
export const withNames = (line: string, names: Names, you: Seat | null = null) =>
  names.length === 1 && you === 0 && !names[0]
    ? toYou(line)
    : line.replace(/\bPlayer (\d)\b(?!\))/g, (_, n: string) => playerWord(Number(n) - 1, names));

/**
 * What a seat's meeple shows, and its chip beside the colour: its player's initial, so that a
 * meeple is told apart as its player is (a stranger saw numbers on the Levels and names
 * everywhere else); the seat's number where the player has no name or shares the initial.
 */
export function markOf(seat: Seat, names: Names): string {
  const initial = (name: string | undefined) => (name ? Array.from(name)[0]?.toUpperCase() : undefined);
  const mine = initial(names[seat]);
  const shared = names.some((name, other) => other !== seat && initial(name) === mine);
  return mine && !shared ? mine : String(seat + 1);
}

/** How the board names a seat's player (playerWord with the table's names); unnamed, "Player 2". */
export const NamesContext = createContext<(seat: Seat) => string>(seatWord);
export const colorOf = (seat: Seat) => COLORS[seat] ?? "#888";
export const levelWord = (level: number) => `Level ${level + 1}`;
/** "1 point", "-1 point", "2 points". */
export const plural = (n: number, word: string) => `${n} ${word}${Math.abs(n) === 1 ? "" : "s"}`;

/** A card's data, or undefined for an id this client does not know. */
export function card(id: string): CardData | undefined {
  return isCard(id) ? cardOf(id) : undefined;
}

export const nameOf = (id: string) => card(id)?.name ?? id;

/**
 * Where the long words of card names may break on a card (a small card is 68 px inside):
 * browsers hyphenate by themselves only where they ship an English dictionary, which
 * Chromium on Linux, for one, does not (it left "Skateboarding" 99 px wide in a 68 px card).
 */
export const NAME_BREAKS: readonly string[] = [
  "Beard·arang", "Ber·serker", "Corn·bread", "Court·house", "Light·house", "Mutton·star", "Procla·mation",
  "Pro·fessor", "Psycho·saur", "Skate·boarding", "Spring·field", "Steam·boat", "Stove·pipe", "Tele·graph",
];
const BREAK_AT = new Map(NAME_BREAKS.map((w) => [w.replace("·", ""), w.replace("·", "\u00ad")]));

/** A card's name as a card shows it: soft hyphens where its long words may break. */
export const nameOnCard = (name: string) => name.replace(/[A-Za-z]+/g, (word) => BREAK_AT.get(word) ?? word);

/** Identical cards (same card, same suit) are one choice: the rules offer one of them. */
export function kindOf(id: string): string {
  const c = card(id);
  return c ? `${c.template}/${c.suit ?? ""}` : id;
}

const KIND_WORD: Record<CardData["kind"], string> = {
  starting: "Starting card",
  life: "Life",
  item: "Item",
  enemy: "Enemy",
  character: "Character",
  checkpoint: "Checkpoint",
  "secret-item": "Secret item",
  "mini-boss": "Mini-boss",
  boss: "Boss",
};
export const kindWord = (c: CardData) => KIND_WORD[c.kind];

export const isFoe = (c: CardData) => c.kind === "enemy" || c.kind === "mini-boss" || c.kind === "boss";
export const isBuyable = (c: CardData) => c.kind === "item" || c.kind === "secret-item" || c.kind === "character";

/** The ability and keywords in words: "Projectile. When equipped: draw 1 card." */
export function abilityText(c: CardData): string {
  const words = [c.projectile ? "Projectile." : "", c.jump ? "Jump." : "", c.effect ? effectText(c.effect) : ""];
  if (c.mission) words.push(`Mission: ${c.mission.map((s) => SUIT_NAMES[s]).join(", ")} (10 points).`);
  return words.filter(Boolean).join(" ");
}

/** Points of a pile of cards. */
export const pointsOf = (cards: readonly string[]) => cards.reduce((sum, id) => sum + (card(id)?.points ?? 0), 0);

/** Lives left: life cards and the Player Card. */
export const livesOf = (p: PlayerView) => p.lives.length + (p.playerCard ? 1 : 0);

/**
 * Whether a player's chip is marked as the one to play: the player whose turn it is while
 * that player decides; else whoever decides (the Levels chosen before the first turn, an
 * answer asked of others), where a stranger saw Player 1 marked while Player 2 chose.
 */
export function isActive(view: View, seat: Seat): boolean {
  return view.deciding.includes(view.current) ? seat === view.current : view.deciding.includes(seat);
}

/** The card a seat's meeple faces (the first at or right of its place), with its slot. */
export function facedOf(view: View, seat: Seat): { id: string; slot: number; level: number } | null {
  const p = view.players[seat];
  if (!p || p.level === null) return null;
  const board = view.levels[p.level]?.board ?? [];
  for (let slot = p.pos; slot < board.length; slot++) {
    const id = board[slot];
    if (id) return { id, slot, level: p.level };
  }
  return null;
}
