/**
 * The 4 mini-bosses and 4 bosses ("Boss / Mini Boss Battle"): enemies that cannot be jumped.
 * Two of each are set aside face down at setup; a mini-boss goes under each Level's second
 * checkpoint, a boss under its third. The bosses take the John Wilkes Booth theme of the
 * notes; values and abilities are authored, with the strongest within reach of a built-up
 * hand of five and a draw.
 */
import type { SingleDef } from "./types";

export const MINI_BOSSES: readonly SingleDef[] = [
  { id: "skeleton-captain", name: "Skeleton Captain", power: 5, points: 4, effect: { when: "ambush", kind: "ambush-discard", n: 1 } },
  { id: "mecha-mole", name: "Mecha-Mole", power: 5, points: 4, effect: { when: "defeat", kind: "draw", n: 2 } },
  { id: "iron-warthog", name: "Iron Warthog", power: 6, points: 5 },
  { id: "swamp-king", name: "Swamp Gator King", power: 6, points: 5, effect: { when: "ambush", kind: "ambush-power", n: 1 } },
];

export const BOSSES: readonly SingleDef[] = [
  { id: "john-wilkes-booth", name: "John Wilkes Booth", power: 7, points: 8, effect: { when: "ambush", kind: "ambush-discard", n: 1 } },
  { id: "robo-booth", name: "Robo-Booth", power: 8, points: 9 },
  { id: "booth-time-machine", name: "Booth's Time Machine", power: 7, points: 8, effect: { when: "ambush", kind: "ambush-power", n: 1 } },
  { id: "mega-booth-mech", name: "Mega Booth Mech", power: 8, points: 10 },
];
