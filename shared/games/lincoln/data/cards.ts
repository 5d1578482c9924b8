/**
 * The two decks: 68 Union cards and 51 Confederate cards ("Components").
 *
 * The rulebook describes what a card can carry but prints no card list, so the decks are
 * authored (see the README): each card has at most one top symbol with its cost, a
 * Leadership value, movement and naval symbols, and at most one card action. Cards marked
 * "I" and "II" are set aside and join the deck at its first and second reshuffle: the
 * Union's are strong (veteran armies, ironclads, Grant and Sherman), the Confederacy's are
 * dead weight (shortages, desertion), so that the Union grows stronger and the Confederacy
 * weaker as the war goes on.
 */
import type { Side } from "./sides";

export type CardId = string;

/** The symbol at the top of a card: a unit to deploy, and how many cards it costs. */
export type TopSymbol =
  | { kind: "army"; strength: 1 | 2 | 3; cost: 1 | 2 }
  | { kind: "ship" | "fort" | "politician"; cost: 1 | 2 };

export const CARD_ACTIONS = [
  "draw-three", // Blockade Runner (Confederate) / Draft (Union)
  "cavalry-raid",
  "high-ground",
  "deploy-two", // Cotton Bonds (Confederate) / Paper Money (Union)
  "rail-movement",
  "reinforcements",
] as const;
export type CardActionKind = (typeof CARD_ACTIONS)[number];
export type Timing = "action" | "free" | "benefit";

/** When each card action is played ("Explanation of Card Actions"). */
export const ACTION_TIMING: Record<CardActionKind, Timing> = {
  "draw-three": "free",
  "cavalry-raid": "action",
  "high-ground": "benefit",
  "deploy-two": "action",
  "rail-movement": "action",
  reinforcements: "benefit",
};

export type Reserve = "I" | "II";

export type Card = {
  id: CardId;
  side: Side;
  name: string;
  top: TopSymbol | null;
  leadership: number;
  movement: boolean;
  naval: boolean;
  action: { kind: CardActionKind; timing: Timing } | null;
  reserve: Reserve | null;
};

/** High Ground's bonus to the defender: the rulebook does not print it (see the README). */
export const HIGH_GROUND_BONUS = 2;

type Row = {
  n: number;
  name: string;
  top?: TopSymbol;
  lead?: number;
  move?: boolean;
  naval?: boolean;
  action?: CardActionKind;
  reserve?: Reserve;
};

const army = (strength: 1 | 2 | 3, cost: 1 | 2): TopSymbol => ({ kind: "army", strength, cost });
const ship = (cost: 1 | 2): TopSymbol => ({ kind: "ship", cost });
const fort = (cost: 1 | 2): TopSymbol => ({ kind: "fort", cost });
const politician = (cost: 1 | 2): TopSymbol => ({ kind: "politician", cost });

const UNION_ROWS: Row[] = [
  // The starting deck: 46 cards.
  { n: 6, name: "Volunteers", top: army(1, 1), move: true },
  { n: 3, name: "Army Corps", top: army(2, 1), move: true },
  { n: 3, name: "Army Corps", top: army(2, 1), lead: 1 },
  { n: 3, name: "Field Army", top: army(3, 2), lead: 1 },
  { n: 3, name: "Blockade Squadron", top: ship(1), naval: true },
  { n: 2, name: "Gunboats", top: ship(1), naval: true, move: true },
  { n: 1, name: "Seward", top: politician(2) },
  { n: 1, name: "Charles Francis Adams", top: politician(2) },
  { n: 1, name: "Anti-Slavery Lobby", top: politician(2), lead: 1 },
  { n: 1, name: "McDowell", lead: 1, move: true },
  { n: 1, name: "McClellan", lead: 2, move: true },
  { n: 1, name: "Pope", lead: 1, move: true },
  { n: 1, name: "Burnside", lead: 1, move: true },
  { n: 1, name: "Buell", lead: 1, move: true },
  { n: 1, name: "Halleck", lead: 1 },
  { n: 1, name: "Rosecrans", lead: 1, move: true },
  { n: 1, name: "Hooker", lead: 2, move: true },
  { n: 4, name: "Troop Transports", naval: true },
  { n: 2, name: "Draft", action: "draw-three" },
  { n: 2, name: "Cavalry Raid", action: "cavalry-raid", lead: 1 },
  { n: 1, name: "High Ground", action: "high-ground" },
  { n: 2, name: "Paper Money", action: "deploy-two" },
  { n: 2, name: "Rail Movement", action: "rail-movement" },
  { n: 2, name: "Reinforcements", action: "reinforcements" },
  // Added at the first reshuffle: 11 cards.
  { n: 2, name: "Veteran Corps", top: army(3, 2), lead: 1, reserve: "I" },
  { n: 2, name: "Army Corps", top: army(2, 1), lead: 1, move: true, reserve: "I" },
  { n: 2, name: "Ironclads", top: ship(1), naval: true, reserve: "I" },
  { n: 1, name: "Grant", lead: 3, move: true, reserve: "I" },
  { n: 1, name: "Sherman", lead: 2, move: true, reserve: "I" },
  { n: 1, name: "Lincoln's Envoys", top: politician(2), reserve: "I" },
  { n: 1, name: "Reinforcements", action: "reinforcements", reserve: "I" },
  { n: 1, name: "Rail Movement", action: "rail-movement", reserve: "I" },
  // Added at the second reshuffle: 11 cards.
  { n: 2, name: "Veteran Corps", top: army(3, 2), lead: 2, reserve: "II" },
  { n: 1, name: "Army Corps", top: army(2, 1), lead: 1, move: true, reserve: "II" },
  { n: 2, name: "Monitors", top: ship(1), naval: true, reserve: "II" },
  { n: 1, name: "Sheridan", lead: 2, move: true, reserve: "II" },
  { n: 1, name: "Thomas", lead: 2, move: true, reserve: "II" },
  { n: 1, name: "Emancipation Proclamation", top: politician(1), reserve: "II" },
  { n: 1, name: "Draft", action: "draw-three", reserve: "II" },
  { n: 1, name: "Paper Money", action: "deploy-two", reserve: "II" },
  { n: 1, name: "Cavalry Raid", action: "cavalry-raid", lead: 1, reserve: "II" },
];

const CONFEDERATE_ROWS: Row[] = [
  // The starting deck: 41 cards.
  { n: 5, name: "Militia", top: army(1, 1), move: true },
  { n: 3, name: "Infantry Corps", top: army(2, 1), move: true },
  { n: 2, name: "Infantry Corps", top: army(2, 1), lead: 1 },
  { n: 4, name: "Veteran Corps", top: army(3, 2), lead: 1 },
  { n: 4, name: "Fortifications", top: fort(1) },
  { n: 1, name: "Mason and Slidell", top: politician(2) },
  { n: 1, name: "Judah Benjamin", top: politician(2) },
  { n: 1, name: "King Cotton Diplomacy", top: politician(2), lead: 1 },
  { n: 1, name: "CSS Virginia", top: ship(2) },
  { n: 1, name: "CSS Alabama", top: ship(2), move: true },
  { n: 1, name: "Lee", lead: 3, move: true },
  { n: 1, name: "Jackson", lead: 2, move: true },
  { n: 1, name: "Longstreet", lead: 2 },
  { n: 1, name: "J. E. Johnston", lead: 2, move: true },
  { n: 1, name: "Beauregard", lead: 1, move: true },
  { n: 1, name: "Forrest", lead: 1, move: true },
  { n: 1, name: "Stuart", lead: 1, move: true },
  { n: 1, name: "Bragg", lead: 1 },
  { n: 2, name: "Blockade Runner", action: "draw-three" },
  { n: 2, name: "Cavalry Raid", action: "cavalry-raid", lead: 1 },
  { n: 2, name: "High Ground", action: "high-ground" },
  { n: 1, name: "Cotton Bonds", action: "deploy-two" },
  { n: 1, name: "Rail Movement", action: "rail-movement" },
  { n: 2, name: "Reinforcements", action: "reinforcements" },
  // Added at the first reshuffle: 5 cards that do nothing.
  { n: 2, name: "Shortages", reserve: "I" },
  { n: 2, name: "Desertion", reserve: "I" },
  { n: 1, name: "Inflation", reserve: "I" },
  // Added at the second reshuffle: 5 more.
  { n: 2, name: "Food Riots", reserve: "II" },
  { n: 2, name: "War Weariness", reserve: "II" },
  { n: 1, name: "Conscription Unrest", reserve: "II" },
];

function deck(side: Side, rows: Row[]): Card[] {
  const prefix = side === "union" ? "U" : "C";
  const cards: Card[] = [];
  for (const row of rows)
    for (let i = 0; i < row.n; i++)
      cards.push({
        id: `${prefix}${String(cards.length + 1).padStart(2, "0")}`,
        side,
        name: row.name,
        top: row.top ?? null,
        leadership: row.lead ?? 0,
        movement: row.move ?? false,
        naval: row.naval ?? false,
        action: row.action ? { kind: row.action, timing: ACTION_TIMING[row.action] } : null,
        reserve: row.reserve ?? null,
      });
  return cards;
}

export const UNION_CARDS: readonly Card[] = deck("union", UNION_ROWS);
export const CONFEDERATE_CARDS: readonly Card[] = deck("confederate", CONFEDERATE_ROWS);
export const CARDS: readonly Card[] = [...UNION_CARDS, ...CONFEDERATE_CARDS];
export const CARD_BY_ID: Readonly<Record<CardId, Card>> = Object.fromEntries(CARDS.map((c) => [c.id, c]));

/** The card with this id (throws on an unknown id: only valid ids reach the rules). */
export function cardOf(id: CardId): Card {
  const card = CARD_BY_ID[id];
  if (!card) throw new Error(`no card ${id}`);
  return card;
}

/** Card action names as printed on each side's cards. */
export const ACTION_NAMES: Record<CardActionKind, Record<Side, string>> = {
  "draw-three": { union: "Draft", confederate: "Blockade Runner" },
  "cavalry-raid": { union: "Cavalry Raid", confederate: "Cavalry Raid" },
  "high-ground": { union: "High Ground", confederate: "High Ground" },
  "deploy-two": { union: "Paper Money", confederate: "Cotton Bonds" },
  "rail-movement": { union: "Rail Movement", confederate: "Rail Movement" },
  reinforcements: { union: "Reinforcements", confederate: "Reinforcements" },
};
