/**
 * The 12 enemy sets of 5 cards ("Components": 60 Enemy Cards). Power sets the difficulty
 * band a set belongs to (difficulty.ts). Slime (power 1, coin 0, -1 point, goes to an
 * opponent), Metal Slime (player-to-player like Slime), Plague Doctor (reveals the top Level
 * card; an enemy takes its place) and Bunny Bomb (a coin value that is not 0) follow the
 * notes; the other values and abilities are authored. An enemy's coin value only matters
 * when it ends up in a hand: Bunny Bomb joins its defeater's deck.
 */
import type { SetDef } from "./types";

export const ENEMY_SETS: readonly SetDef[] = [
  { id: "slime", name: "Slime", cost: 0, coin: 0, power: 1, points: -1, effect: { when: "defeat", kind: "to-rival", n: 1 }, suits: ["key", "key", "cancel", "cancel", null] },
  { id: "turtle", name: "Puking Turtle", cost: 0, coin: 0, power: 1, points: 1, effect: { when: "ambush", kind: "ambush-discard", n: 1 }, suits: ["score", "score", "time-travel", "time-travel", null] },
  { id: "shark", name: "Laser Shark", cost: 0, coin: 0, power: 2, points: 1, suits: ["time-travel", "time-travel", "key", "key", null] },
  { id: "bunny", name: "Bunny Bomb", cost: 0, coin: 2, power: 2, points: -1, effect: { when: "defeat", kind: "to-discard", n: 1 }, suits: ["score", "score", "cancel", "cancel", null] },
  { id: "luchador", name: "Luchador", cost: 0, coin: 0, power: 2, points: 2, effect: { when: "ambush", kind: "ambush-power", n: 1 }, suits: ["key", "key", "cancel", "cancel", null] },
  { id: "dino", name: "Skateboarding Dinosaur", cost: 0, coin: 0, power: 3, points: 2, effect: { when: "defeat", kind: "draw", n: 1 }, suits: ["score", "score", "time-travel", "time-travel", null] },
  { id: "plague", name: "Plague Doctor", cost: 0, coin: 0, power: 3, points: 2, effect: { when: "defeat", kind: "replace", n: 1 }, suits: ["time-travel", "time-travel", "cancel", "cancel", null] },
  { id: "metal-slime", name: "Metal Slime", cost: 0, coin: 0, power: 3, points: -2, effect: { when: "defeat", kind: "to-rival", n: 1 }, suits: ["score", "score", "key", "key", null] },
  { id: "bear", name: "Cyborg Bear", cost: 0, coin: 0, power: 3, points: 3, suits: ["key", "key", "cancel", "cancel", null] },
  { id: "redcoat", name: "Robo-Redcoat", cost: 0, coin: 0, power: 4, points: 3, effect: { when: "ambush", kind: "ambush-discard", n: 1 }, suits: ["score", "score", "cancel", "cancel", null] },
  { id: "ghost", name: "Ghost Pirate", cost: 0, coin: 0, power: 4, points: 3, effect: { when: "defeat", kind: "draw", n: 1 }, suits: ["time-travel", "time-travel", "key", "key", null] },
  { id: "moose", name: "Mecha Moose", cost: 0, coin: 0, power: 5, points: 5, effect: { when: "ambush", kind: "ambush-power", n: 1 }, suits: ["score", "score", "time-travel", "time-travel", null] },
];
