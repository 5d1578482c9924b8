/**
 * Starting the game ("Starting the Game"; "Starting Deployment"): the I and II cards set
 * aside, the rest shuffled, five cards for the Confederacy and six for the Union, the
 * markers on their start spaces, the starting armies placed. The Union plays first.
 */
import type { Rng } from "../../engine";
import { CONFEDERATE_CARDS, type Card, UNION_CARDS } from "./data/cards";
import { COUNTERS, START_DEPLOYMENT } from "./data/counters";
import { BLOCKADE_START, EUROPE_START } from "./data/tracks";
import type { Side } from "./data/sides";
import { draw } from "./hand";
import { type Options, type Piles, type State, say } from "./state";
import { handSize } from "./tracks";
import { unionClock } from "./victory";
import { ACTIONS_PER_TURN } from "./turn";

function piles(cards: readonly Card[], rng: Rng): Piles {
  return {
    deck: rng.shuffle(cards.filter((c) => c.reserve === null).map((c) => c.id)),
    hand: [],
    discard: [],
    removed: [],
    reserve: {
      I: cards.filter((c) => c.reserve === "I").map((c) => c.id),
      II: cards.filter((c) => c.reserve === "II").map((c) => c.id),
    },
    reshuffles: 0,
    reshuffledOnTurn: 0,
  };
}

export function setupState(options: Options, rng: Rng): State {
  const at: State["at"] = Object.fromEntries(COUNTERS.map((c) => [c.id, null]));
  for (const side of ["union", "confederate"] as Side[])
    for (const { strength, loc } of START_DEPLOYMENT[side]) {
      const counter = COUNTERS.find((c) => c.side === side && c.kind === "army" && c.strength === strength && at[c.id] === null);
      if (counter) at[counter.id] = { loc, half: 0 };
    }
  const state: State = {
    options: { washington: options.washington, vicksburgRichmond: options.vicksburgRichmond },
    turn: 1,
    active: "union",
    actionsLeft: ACTIONS_PER_TURN,
    cards: { union: piles(UNION_CARDS, rng), confederate: piles(CONFEDERATE_CARDS, rng) },
    at,
    flags: {},
    captured: [],
    blockade: BLOCKADE_START,
    europe: EUROPE_START,
    pending: [],
    deckClock: { held: 0, reshuffles: 0, idleTurns: 0 },
    result: null,
    log: [],
  };
  say(state, "The armies take the field. The Union plays first.");
  draw(state, "union", handSize(state, "union"), rng);
  draw(state, "confederate", handSize(state, "confederate"), rng);
  state.deckClock = unionClock(state, 0);
  say(state, "Turn 1: the Union plays.");
  return state;
}
