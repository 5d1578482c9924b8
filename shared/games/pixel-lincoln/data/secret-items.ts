/**
 * The 8 secret items ("Components"): one is shuffled into each Level Deck after the first
 * five cards are dealt. They are items, bought with coin; stronger than a set's. Extra Life
 * follows the notes (kept under the Player Card as one more life); the rest authored.
 */
import type { SingleDef } from "./types";

export const SECRET_ITEMS: readonly SingleDef[] = [
  { id: "extra-life", name: "Extra Life", cost: 3, coin: 0, power: 0, points: 2, effect: { when: "bought", kind: "extra-life", n: 1 } },
  { id: "golden-beardarang", name: "Golden Beardarang", cost: 4, coin: 0, power: 3, points: 3, projectile: true, suit: "cancel" },
  { id: "top-hat", name: "Top Hat of Holding", cost: 4, coin: 3, power: 0, points: 2, effect: { when: "bought", kind: "to-hand", n: 1 }, suit: "key" },
  { id: "power-pretzel", name: "Power Pretzel", cost: 3, coin: 0, power: 2, points: 2, effect: { when: "equip", kind: "draw", n: 2 }, suit: "score" },
  { id: "rocket-boots", name: "Rocket Boots", cost: 3, coin: 1, power: 2, points: 2, jump: true, suit: "time-travel" },
  { id: "pocket-watch", name: "Pocket Watch", cost: 3, coin: 2, power: 0, points: 2, effect: { when: "equip", kind: "time-travel", n: 1 } },
  { id: "golden-ticket", name: "Golden Ticket", cost: 5, coin: 4, power: 0, points: 4, suit: "score" },
  { id: "lucky-penny", name: "Lucky Penny", cost: 2, coin: 2, power: 1, points: 1, effect: { when: "equip", kind: "recover", n: 1 }, suit: "cancel" },
];
