/**
 * The chance the Union wins from a position, estimated from a few features of the board,
 * the tracks and the decks: what the search's playouts are scored with when they stop short
 * of the end. A logistic model: P(Union) = 1 / (1 + e^-(w · features)). The weights are
 * fitted to the outcomes of games between the greedy players (test/shared/lincoln/tools/
 * fit-evaluation.ts prints them); the features use only what both seats can see, and the
 * sizes, never the contents, of hands.
 */
import { LOCATIONS, LOCATION_IDS } from "./data/map";
import { EUROPE_CONFEDERATE_END } from "./data/tracks";
import { type Side, enemyOf } from "./data/sides";
import { danger, expectedLeadership, nextGoal, situationOf } from "./situation";
import type { State } from "./state";
import { handSize } from "./tracks";
import { STALL_TURNS, UNION_VP_TO_WIN, unionVp } from "./victory";

/** The features' names, in the order of `features` and of the weights. */
export const FEATURES = [
  "bias",
  "vp",
  "short", // VP still missing for the next check, per Union hand of cards left before it
  "goal-gap", // VP minus the next goal
  "europe",
  "europe-near", // closeness of the Confederate end: 1 / (steps left)
  "union-strength",
  "confederate-strength",
  "vp-in-reach", // VP the Union could take next turn
  "vp-at-risk", // VP the Confederacy could take back next turn
  "washington-danger", // the chance Washington falls to the next Confederate attack
  "washington-next", // the same, when the Confederacy moves next
  "blue-at-risk",
  "union-cards", // Union hand and draw pile
  "confederate-hand",
  "reshuffles",
  "union-to-move",
  "stall-ahead", // idle Union turns toward the stall limit (victory.ts), with 12 VP or more: tenths
  "stall-behind", // the same, short of 12 VP
] as const;

/** Fitted weights (see the file comment); the bias first. */
export const EVALUATION_WEIGHTS: readonly number[] = [
  -0.050, 0.276, -1.265, -0.062, 0.093, -1.852, -0.009, -0.033, 0.090, -0.227, -0.799, -1.035, -0.060, 0.010, -0.003, -0.444, 0.168, -0.068, -3.094,
];

/** The features of a position (see FEATURES). */
export function features(state: State): number[] {
  const sit = situationOf(state);
  const vp = unionVp(state);
  const goal = nextGoal(state);
  const union = state.cards.union;
  const confederate = state.cards.confederate;
  const lead = (side: Side, defending: boolean) => expectedLeadership(state.cards[side].hand.length, defending);
  const fall = (loc: (typeof LOCATION_IDS)[number], side: Side) =>
    danger(sit, loc, side, sit.strength[side][loc], lead(side, true), lead(enemyOf(side), false));
  let inReach = 0;
  let atRisk = 0;
  let blue = 0;
  let unionStrength = 0;
  let confederateStrength = 0;
  for (const loc of LOCATION_IDS) {
    unionStrength += sit.strength.union[loc];
    confederateStrength += sit.strength.confederate[loc] + 3 * (sit.forts[0][loc] + sit.forts[1][loc]);
    const l = LOCATIONS[loc];
    const holder = sit.control[loc];
    if (l.vp > 0 && holder === "confederate") inReach += l.vp * fall(loc, "confederate");
    if (l.vp > 0 && holder === "union") atRisk += l.vp * fall(loc, "union");
    if (l.colour === "blue" && !l.unionRear && l.supply === null && holder === "union") blue += fall(loc, "union");
  }
  const washington = sit.control.washington === "confederate" ? 1 : fall("washington", "union");
  const short = Math.max(0, (union.reshuffles >= 2 ? UNION_VP_TO_WIN : goal) - vp) / (1 + union.deck.length / 6);
  const steps = Math.max(1, EUROPE_CONFEDERATE_END - state.europe);
  const stall = state.deckClock.idleTurns / STALL_TURNS;
  return [
    1,
    vp,
    short,
    vp - goal,
    state.europe,
    1 / steps,
    unionStrength,
    confederateStrength,
    inReach,
    atRisk,
    washington,
    state.active === "confederate" ? washington : 0,
    blue,
    union.hand.length + union.deck.length,
    Math.min(confederate.hand.length, handSize(state, "confederate") + 3),
    union.reshuffles,
    state.active === "union" ? 1 : 0,
    vp >= UNION_VP_TO_WIN ? stall : 0,
    vp < UNION_VP_TO_WIN ? stall : 0,
  ];
}

/** The chance the Union wins from this position (1 or 0 once the game is over). */
export function unionWinChance(state: State, weights: readonly number[] = EVALUATION_WEIGHTS): number {
  if (state.result) return state.result.winners.includes(0) ? 1 : 0;
  const x = features(state);
  let z = 0;
  for (let i = 0; i < x.length; i++) z += (weights[i] ?? 0) * (x[i] ?? 0);
  return 1 / (1 + Math.exp(-z));
}
