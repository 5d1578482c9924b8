/**
 * The card actions ("Explanation of Card Actions"). High Ground and Reinforcements are
 * benefits played inside a battle (combat.ts); the others are played here:
 * - Blockade Runner / Draft, a free action: draw three cards.
 * - Cavalry Raid, an action: the other side discards two cards at random, unless it answers
 *   at once with a Cavalry Raid of its own (a decision of that seat), and then draws one.
 * - Paper Money / Cotton Bonds, an action: deploy up to two units with no extra payment.
 * - Rail Movement, an action: move up to two armies, each through friendly locations to any
 *   location that route reaches, fighting where it ends among enemies.
 */
import type { Rng } from "../../engine";
import { ACTION_NAMES, type CardId, cardOf } from "./data/cards";
import { LOCATIONS, LOCATION_IDS, type LocationId } from "./data/map";
import { type Side, enemyOf } from "./data/sides";
import type { Action } from "./actions";
import { canDeploy, deployableCards, startDeploy } from "./deploy";
import { discardCard, distinctCards, draw } from "./hand";
import { arrive, canLeave, reach } from "./movement";
import { type Decision, type State, armiesIn, counterName, hasArmy, representatives, say, sideName } from "./state";

/** Whether an action card can do anything now (free actions and Cavalry Raids always can). */
export function canPlayAction(state: State, side: Side, card: CardId): boolean {
  const action = cardOf(card).action;
  if (!action) return false;
  switch (action.kind) {
    case "draw-three":
    case "cavalry-raid":
      return true;
    case "deploy-two":
      return state.cards[side].hand.some((c) => c !== card && canDeploy(state, side, c, true));
    case "rail-movement":
      return railMovers(state, side).length > 0;
    default:
      return false; // benefits are played in battle
  }
}

/** Armies that have somewhere to go by Rail Movement (one of each kind per location). */
function railMovers(state: State, side: Side): string[] {
  return LOCATION_IDS.flatMap((loc) =>
    // Every rail link out leads somewhere Rail Movement may go, friendly or not.
    hasArmy(state, loc, side) && canLeave(state, side, loc)
      ? representatives(armiesIn(state, loc, side))
      : [],
  );
}

/** Plays an action card (or a free action). */
export function playCard(state: State, side: Side, card: CardId, rng: Rng): void {
  const action = cardOf(card).action;
  if (!action) throw new Error(`${card} has no action`);
  discardCard(state, side, card);
  say(state, `${sideName(side)} played ${ACTION_NAMES[action.kind][side]}.`);
  switch (action.kind) {
    case "draw-three":
      draw(state, side, 3, rng);
      return;
    case "cavalry-raid": {
      const victim = enemyOf(side);
      const hand = state.cards[victim].hand;
      if (hand.length === 0) {
        say(state, `${sideName(victim)} has no cards to lose.`);
        return;
      }
      // Always asked, so that the raider cannot tell whether a reply was in hand.
      state.pending.push({ k: "raid-reply", side: victim });
      return;
    }
    case "deploy-two":
      state.pending.push({ k: "deploy-two", side, left: 2 });
      return;
    case "rail-movement":
      state.pending.push({ k: "rail", side, moved: 0 });
      return;
    default:
      throw new Error(`${action.kind} is played in battle`);
  }
}

/** The raid goes through: two cards from the victim's hand, chosen at random, are discarded. */
function raid(state: State, victim: Side, rng: Rng): void {
  const hand = state.cards[victim].hand;
  const lost: CardId[] = [];
  for (let i = 0; i < 2 && hand.length > 0; i++) {
    const card = hand[rng.int(hand.length)] as CardId;
    discardCard(state, victim, card);
    lost.push(card);
  }
  say(state, `The raid cost ${sideName(victim)} ${lost.map((c) => cardOf(c).name).join(" and ")}, discarded at random.`);
}

export function cardActionOptions(state: State, d: Decision): Action[] {
  switch (d.k) {
    case "raid-reply": {
      const replies = distinctCards(state.cards[d.side].hand.filter((c) => cardOf(c).action?.kind === "cavalry-raid"));
      return [...replies.map((card): Action => ({ t: "reply", card })), { t: "decline" }];
    }
    case "discard": {
      const out: Action[] = distinctCards(state.cards[d.side].hand).map((card) => ({ t: "card", card }));
      if (d.picked > 0) out.push({ t: "done" });
      return out;
    }
    case "deploy-two": {
      const out: Action[] = deployableCards(state, d.side, true).map((card) => ({ t: "deploy", card }));
      if (d.left < 2 || out.length === 0) out.push({ t: "done" });
      return out;
    }
    case "rail": {
      const out: Action[] = d.moved < 2 ? railMovers(state, d.side).map((id) => ({ t: "counter", id })) : [];
      if (d.moved > 0 || out.length === 0) out.push({ t: "done" });
      return out;
    }
    case "rail-to": {
      const from = state.at[d.counter]?.loc;
      if (!from) return [];
      const seen = new Set<string>();
      const out: Action[] = [];
      for (const a of reach(state, d.side, from, true)) {
        // Friendly arrivals in the same half are the same move; entries into enemy ground differ by link.
        const key = a.friendly ? `${a.loc}:${a.half}` : `${a.loc}:${a.link}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ t: "enter", loc: a.loc, link: a.link });
      }
      return out;
    }
    default:
      return [];
  }
}

export function onCardAction(state: State, d: Decision, action: Action, rng: Rng): void {
  if (d.k === "raid-reply") {
    state.pending.pop();
    if (action.t === "reply") {
      discardCard(state, d.side, action.card);
      say(state, `${sideName(d.side)} answered with a Cavalry Raid: the raid is called off, and ${sideName(d.side)} draws a card.`);
      draw(state, d.side, 1, rng);
    } else raid(state, d.side, rng);
  } else if (d.k === "discard" && action.t === "card") {
    discardCard(state, d.side, action.card);
    say(state, `${sideName(d.side)} discarded ${cardOf(action.card).name}.`);
    d.picked++;
    if (state.cards[d.side].hand.length === 0) state.pending.pop();
  } else if (d.k === "discard" && action.t === "done") {
    state.pending.pop();
  } else if (d.k === "deploy-two" && action.t === "deploy") {
    d.left--;
    if (d.left === 0) state.pending.pop();
    startDeploy(state, d.side, action.card, true);
  } else if (d.k === "deploy-two" && action.t === "done") {
    state.pending.pop();
  } else if (d.k === "rail" && action.t === "counter") {
    d.moved++;
    state.pending.push({ k: "rail-to", side: d.side, counter: action.id });
  } else if (d.k === "rail" && action.t === "done") {
    state.pending.pop();
  } else if (d.k === "rail-to" && action.t === "enter") {
    state.pending.pop();
    const from = state.at[d.counter]?.loc;
    if (!from) throw new Error(`${d.counter} is not on the board`);
    const arrival = reach(state, d.side, from, true).find((a) => a.loc === action.loc && a.link === action.link);
    if (!arrival) throw new Error("no such route");
    const to = action.loc as LocationId;
    say(state, `${sideName(d.side)} moved ${counterName(d.counter)} by Rail Movement from ${LOCATIONS[from].name} to ${LOCATIONS[to].name}.`);
    arrive(
      state,
      d.side,
      [d.counter],
      to,
      arrival.half,
      { kind: "rail", link: arrival.link, from: arrival.from, fromHalf: arrival.fromHalf },
      [from],
    );
  } else throw new Error(`${action.t} does not answer ${d.k}`);
}
