/**
 * Lincoln in words: side names, counters, cards and their action texts. Data only (the map,
 * cards and counters), never the rules, so that the board chunk stays small.
 */
import type { Card, CardActionKind } from "../../../../shared/games/lincoln/data/cards";
import { ACTION_NAMES, CARD_BY_ID, HIGH_GROUND_BONUS } from "../../../../shared/games/lincoln/data/cards";
import { COUNTER_BY_ID, type Counter } from "../../../../shared/games/lincoln/data/counters";
import { HALF_NAMES, type Half, LOCATIONS, type LocationId } from "../../../../shared/games/lincoln/data/map";
import type { Side } from "../../../../shared/games/lincoln/data/sides";

/** Stands in for a face-down card the seat may not see (the rules' FACE_DOWN). */
export const FACE_DOWN = "face-down";

export const SIDE_LIST: readonly Side[] = ["union", "confederate"];
export const SIDE_WORD: Record<Side, string> = { union: "Union", confederate: "Confederate" };
/** "the Union player", "the Confederate player". */
export const playerWord = (side: Side) => `the ${SIDE_WORD[side]} player`;
export const enemy = (side: Side): Side => (side === "union" ? "confederate" : "union");
export const sideOfSeat = (seat: number): Side => (seat === 0 ? "union" : "confederate");

export function cardOf(id: string): Card | undefined {
  return Object.hasOwn(CARD_BY_ID, id) ? CARD_BY_ID[id] : undefined;
}
export function counterOf(id: string): Counter | undefined {
  return Object.hasOwn(COUNTER_BY_ID, id) ? COUNTER_BY_ID[id] : undefined;
}

export const placeName = (loc: string) => (Object.hasOwn(LOCATIONS, loc) ? LOCATIONS[loc as LocationId].name : loc);
export const halfName = (half: Half) => HALF_NAMES[half];

/**
 * "3-strength army", "fort": the rulebook's words ("One "3" strength army"). As buttons, "1 army"
 * and "2 army" read as how many armies.
 */
export function counterWord(id: string): string {
  const c = counterOf(id);
  if (!c) return "counter";
  return c.kind === "fort" ? "fort" : `${c.strength}-strength army`;
}
/** "a 3-strength army", "a fort". */
export const counterName = (id: string) => `a ${counterWord(id)}`;

/** What deploying this card brings: "a 2 army", "a ship", "a politician". */
export function unitWord(card: Card): string {
  const top = card.top;
  if (!top) return "nothing";
  if (top.kind === "army") return `a ${top.strength} army`;
  return `a ${top.kind}`;
}

export function actionName(card: Card): string {
  return card.action ? ACTION_NAMES[card.action.kind][card.side] : "";
}

const ACTION_TEXT: Record<CardActionKind, string> = {
  "draw-three": "Draw three cards.",
  "cavalry-raid": "Your opponent discards two cards at random, unless he answers with a Cavalry Raid.",
  "high-ground": `Defending: +${HIGH_GROUND_BONUS}, played before the reveal.`,
  "deploy-two": "Deploy two unit cards without paying for them.",
  "rail-movement": "Move two armies through friendly places to anywhere one link beyond.",
  reinforcements: "Bring one army from a connected place into a battle.",
};
const TIMING_WORD = { action: "Action", free: "Free action", benefit: "Benefit" } as const;

/** The text at the bottom of a card: its action or what it deploys, and every other use it has. */
export function cardText(card: Card): string {
  const top = card.top;
  const uses: string[] = [];
  if (card.movement) uses.push("moves by rail");
  if (card.naval) uses.push("moves by sea");
  if (card.leadership) uses.push(`Leadership ${card.leadership} in battle`);
  // Every use in words: a stranger read Gunboats as a deploy only (its moves were only symbols).
  const or = uses.length ? `; or ${uses.join(", ")}` : "";
  if (card.action) return `${TIMING_WORD[card.action.timing]}: ${ACTION_TEXT[card.action.kind]}${uses.length ? ` Or ${uses.join(", ")}.` : ""}`;
  if (top?.kind === "ship") return `Deploy: the blockade ${card.side === "union" ? "tightens" : "loosens"}${or}.`;
  if (top?.kind === "politician") return `Deploy: Europe leans your way${or}.`;
  if (top?.kind === "fort") return `Deploy a fort: 3 for a defender${or}.`;
  if (top?.kind === "army") return `Deploy a ${top.strength} army${or}.`;
  if (uses.length) return `${capitalize(uses.join("; "))}.`;
  return "Good only to pay with or to discard.";
}

/**
 * Each card's printed face as a key: identical cards are interchangeable (the rules offer
 * one of each kind), so a tap on any copy answers for its kind.
 */
export function printedKey(id: string): string {
  const c = cardOf(id);
  if (!c) return id;
  const { id: _id, ...printed } = c;
  return JSON.stringify(printed);
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
