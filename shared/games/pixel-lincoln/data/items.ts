/**
 * The 12 item sets of 5 cards ("Components": 60 Item Cards). Cost sets the difficulty band
 * a set belongs to (difficulty.ts). Names from the notes: Sausage Link Whip, Chicken Cannon,
 * Berserker Burger, Muttonstar; the rest authored. The Liberty Bell Bomb is the only
 * player-to-player item, left out of solo levels.
 */
import type { SetDef } from "./types";

export const ITEM_SETS: readonly SetDef[] = [
  { id: "whip", name: "Sausage Link Whip", cost: 1, coin: 1, power: 1, points: 1, suits: ["score", "score", "time-travel", "time-travel", null] },
  { id: "piggy", name: "Pixel Piggy Bank", cost: 1, coin: 2, power: 0, points: 0, suits: ["key", "key", "cancel", "cancel", null] },
  { id: "cannon", name: "Chicken Cannon", cost: 2, coin: 0, power: 2, points: 1, projectile: true, suits: ["score", "score", "key", "key", null] },
  { id: "burger", name: "Berserker Burger", cost: 2, coin: 1, power: 1, points: 1, effect: { when: "equip", kind: "draw", n: 1 }, suits: ["time-travel", "time-travel", "cancel", "cancel", null] },
  { id: "loafers", name: "Leapin' Loafers", cost: 2, coin: 1, power: 1, points: 1, jump: true, suits: ["score", "score", "cancel", "cancel", null] },
  { id: "muttonstar", name: "Muttonstar", cost: 3, coin: 1, power: 2, points: 2, projectile: true, suits: ["time-travel", "time-travel", "key", "key", null] },
  { id: "cabin", name: "Log Cabin Savings", cost: 3, coin: 3, power: 0, points: 2, suits: ["score", "score", "time-travel", "time-travel", null] },
  { id: "quill", name: "Proclamation Quill", cost: 3, coin: 1, power: 2, points: 1, effect: { when: "equip", kind: "score", n: 1 }, suits: ["key", "key", "cancel", "cancel", null] },
  { id: "almanac", name: "Farmer's Almanac", cost: 4, coin: 2, power: 1, points: 2, effect: { when: "equip", kind: "draw", n: 2 }, suits: ["score", "score", "key", "key", null] },
  { id: "jetpack", name: "Stovepipe Jetpack", cost: 4, coin: 1, power: 3, points: 2, jump: true, suits: ["time-travel", "time-travel", "cancel", "cancel", null] },
  { id: "axe", name: "Rail-Splitter Axe", cost: 5, coin: 1, power: 4, points: 3, suits: ["score", "score", "cancel", "cancel", null] },
  { id: "bell", name: "Liberty Bell Bomb", cost: 5, coin: 0, power: 3, points: 3, projectile: true, effect: { when: "equip", kind: "rival-discard", n: 1 }, suits: ["time-travel", "time-travel", "key", "key", null] },
];
