/**
 * Combat ("Combat", steps 1-9), fought as a pending decision that passes between the seats:
 * the attacker's compulsory face-down card, the defender's choice to fight or withdraw with an
 * optional card, then the benefits (the attacker's Reinforcements, the defender's High Ground
 * or Reinforcements), the reveal, each side's casualties one counter at a time, the loser's
 * retreat one counter at a time, then control and the Europe track.
 *
 * Benefits come after both face-down cards: High Ground is played "after your opponent has
 * played his card face down, but before he reveals it", and Reinforcements "in a similar
 * manner", by either side; so the attacker's Reinforcements follow the defender's card, and a
 * defender who withdraws meets none.
 */
import { type CardId, HIGH_GROUND_BONUS, cardOf } from "./data/cards";
import { FORT_STRENGTH } from "./data/counters";
import { EXITS, type Half, LOCATIONS, LOCATION_IDS, type LocationId, NAVAL_HUB, NAVAL_ROUTES, linkDefence } from "./data/map";
import { type Side, enemyOf, seatOf } from "./data/sides";
import type { Action } from "./actions";
import { isContested, updateControl } from "./control";
import { distinctCards, takeFromHand } from "./hand";
import {
  type Approach,
  type Combat,
  type State,
  armiesIn,
  counterName,
  counterOf,
  countersIn,
  representatives,
  putCounter, say,
  sideName,
} from "./state";
import { moveEurope } from "./tracks";
import { cameBySea, escapeRoutes, retreatRoutes, seaRoutesHome } from "./withdrawal";

/** Who decides at this stage of the battle. */
export function combatDecider(c: Combat): Side {
  switch (c.stage) {
    case "attacker-card":
    case "attacker-benefit":
    case "attacker-reinforce":
      return c.attacker;
    case "defender-choice":
    case "defender-benefit":
    case "defender-reinforce":
    case "withdraw":
      return enemyOf(c.attacker);
    case "casualties":
      return c.removing ?? c.attacker;
    case "retreat":
      return c.result ? enemyOf(c.result.winner) : c.attacker;
  }
}

/**
 * Starts a battle ("Combat", step 1). The attackers already stand in the attacked half;
 * every defending army moves there too, while forts stay where they are and fight only if
 * their half is attacked. Defence modifiers apply to attacks from outside an uncontested
 * location: a rail link's modifier of the defender's colour, or the naval arrival modifier.
 */
export function startCombat(state: State, loc: LocationId, half: Half, attacker: Side, attackers: string[], via: Approach, wasContested: boolean): void {
  const defender = enemyOf(attacker);
  for (const id of armiesIn(state, loc, defender)) putCounter(state, id, { loc, half });
  const defenders = countersIn(state, loc, defender, half);
  let modifier = 0;
  if (!wasContested) {
    if (via.kind === "rail") modifier = linkDefence(via.link, loc, defender);
    if (via.kind === "sea" && defender === "confederate")
      modifier = NAVAL_ROUTES.find((r) => r.port === loc)?.defence ?? 0;
  }
  const name = LOCATIONS[loc].name;
  say(
    state,
    `Battle at ${name}: ${sideName(attacker)} attacks with ${strengths(attackers)}` +
      ` against ${defenders.length > 0 ? strengths(defenders) : "no counters in that half"}` +
      (modifier > 0 ? `; the defender has +${modifier} for the defence of ${name}.` : "."),
  );
  state.pending.push({
    k: "combat",
    loc,
    half,
    attacker,
    via,
    wasContested,
    modifier,
    attackers,
    defenders,
    attackerCard: null,
    defenderCard: null,
    revealed: false,
    benefits: [],
    stage: "attacker-card",
    result: null,
    removing: null,
    toLose: 0,
    lost: 0,
    queue: [],
  });
}

function strengths(ids: readonly string[]): string {
  return ids
    .map((id) => counterOf(id))
    .map((c) => (c.kind === "fort" ? "a fort" : String(c.strength)))
    .join(" + ");
}

/** The half the attackers stand in (in an attack inside a contested location, their own half). */
function attackersHalf(state: State, c: Combat): Half {
  const first = c.attackers[0];
  const p = first ? state.at[first] : null;
  return p ? p.half : c.half;
}

/**
 * Reinforcements: a side's armies in locations joined to the battle by a rail link, which
 * may leave by that link (from their own half, if their location is contested).
 */
export function reinforcementCandidates(state: State, c: Combat, side: Side): string[] {
  const out: string[] = [];
  for (const from of LOCATION_IDS) {
    if (from === c.loc) continue;
    const mine = armiesIn(state, from, side);
    if (mine.length === 0) continue;
    const contested = isContested(state, from);
    const myHalf = state.at[mine[0] as string]?.half;
    const joined = EXITS[from].some((e) => e.to === c.loc && (!contested || e.half === myHalf));
    if (joined) out.push(...representatives(mine));
  }
  return out;
}

function benefitCards(state: State, c: Combat, side: Side): CardId[] {
  const hand = state.cards[side].hand;
  const canReinforce = reinforcementCandidates(state, c, side).length > 0;
  const highGroundPlayed = c.benefits.some((b) => cardOf(b).action?.kind === "high-ground");
  return distinctCards(
    hand.filter((id) => {
      const kind = cardOf(id).action?.kind;
      if (kind === "reinforcements") return canReinforce;
      if (kind === "high-ground") return side !== c.attacker && !highGroundPlayed;
      return false;
    }),
  );
}

/** Whether the defender may withdraw: he has armies in the battle and somewhere to take each of them. */
export function canWithdraw(state: State, c: Combat): boolean {
  const armies = c.defenders.filter((id) => counterOf(id).kind === "army");
  return armies.length > 0 && armies.every((id) => routesOf(state, c, id, "withdraw").length > 0);
}

/** Whether the location was already contested when the attack began (so no modifier applied). */
function wasContestedBefore(c: Combat): boolean {
  return c.via.kind === "within" || c.wasContested;
}

/**
 * Moves the battle on through the steps that need no decision. Returns true if anything
 * changed (the caller looks again).
 */
export function advanceCombat(state: State, c: Combat): boolean {
  switch (c.stage) {
    case "attacker-card":
      if (state.cards[c.attacker].hand.length > 0) return false;
      say(state, `${sideName(c.attacker)} has no card to play face down.`);
      c.stage = "defender-choice";
      return true;
    case "casualties": {
      const side = c.removing ?? c.attacker;
      const mine = side === c.attacker ? c.attackers : c.defenders;
      if (c.toLose > 0 && mine.length > c.toLose) return false;
      // No choice left: every remaining counter goes (or none does).
      if (c.toLose > 0) for (const id of mine.slice()) eliminate(state, c, id);
      nextCasualties(state, c);
      return true;
    }
    case "retreat":
    case "withdraw": {
      const head = c.queue[0];
      if (head === undefined) {
        finish(state, c);
        return true;
      }
      const side = counterOf(head).side;
      if (leaveOptions(state, c).length > 0) return false;
      const why = seaHome(state, c, head, leavingOf(c)) !== null ? "came by sea and has no naval card to leave by" : "has nowhere to go";
      say(state, `${sideName(side)}'s ${counterName(head).slice(2)} ${why}, and is eliminated.`);
      c.queue.shift();
      eliminate(state, c, head);
      return true;
    }
    default:
      return false;
  }
}

/** The legal actions at this stage of the battle. */
export function combatOptions(state: State, c: Combat): Action[] {
  const defender = enemyOf(c.attacker);
  switch (c.stage) {
    case "attacker-card":
      return distinctCards(state.cards[c.attacker].hand).map((card) => ({ t: "commit", card }));
    case "attacker-benefit":
      return [...benefitCards(state, c, c.attacker).map((card): Action => ({ t: "benefit", card })), { t: "done" }];
    case "defender-choice": {
      const out: Action[] = [{ t: "fight" }];
      for (const card of distinctCards(state.cards[defender].hand)) out.push({ t: "fight", card });
      if (canWithdraw(state, c)) out.push({ t: "withdraw" });
      return out;
    }
    case "defender-benefit":
      return [...benefitCards(state, c, defender).map((card): Action => ({ t: "benefit", card })), { t: "done" }];
    case "attacker-reinforce":
      return reinforcementCandidates(state, c, c.attacker).map((id) => ({ t: "counter", id }));
    case "defender-reinforce":
      return reinforcementCandidates(state, c, defender).map((id) => ({ t: "counter", id }));
    case "casualties": {
      const side = c.removing ?? c.attacker;
      const mine = side === c.attacker ? c.attackers : c.defenders;
      return representatives(mine).map((id) => ({ t: "casualty", id }));
    }
    case "retreat":
    case "withdraw": {
      return leaveOptions(state, c);
    }
  }
}

/** Where the next counter in the queue may go, or the naval card that takes every sea-borne one home. */
function leaveOptions(state: State, c: Combat): Action[] {
  const head = c.queue[0];
  return head === undefined ? [] : routesOf(state, c, head, leavingOf(c));
}

/** Where one counter may go when it withdraws or retreats. */
function routesOf(state: State, c: Combat, id: string, leaving: "withdraw" | "retreat"): Action[] {
  const side = counterOf(id).side;
  // A defender who held the whole location withdraws to its far half: he does not leave it.
  const farHalf: Action[] =
    leaving === "withdraw" && !wasContestedBefore(c) ? [{ t: "retreat", loc: c.loc, half: c.half === 0 ? 1 : 0 }] : [];
  // An army that came by sea leaves only by sea, for a naval card; a beaten one may pay none and is lost.
  const home = seaHome(state, c, id, leaving);
  if (home !== null) {
    const cards = distinctCards(seaRoutesHome(state, side, c.loc, home)).map((card): Action => ({ t: "sail-home", card }));
    return [...farHalf, ...cards, ...(leaving === "retreat" && cards.length > 0 ? [{ t: "decline" } as const] : [])];
  }
  if (farHalf.length > 0) return farHalf;
  // A beaten attacker by rail goes back the way he came.
  if (leaving === "retreat" && side === c.attacker && c.via.kind === "rail") return [{ t: "retreat", loc: c.via.from, half: c.via.fromHalf }];
  // A retreat goes to any connected friendly location; a withdrawal not through a half the enemy holds.
  const routes = leaving === "retreat" ? retreatRoutes(state, side, c.loc) : escapeRoutes(state, side, c.loc);
  return routes.map((p): Action => ({ t: "retreat", loc: p.loc, half: p.half }));
}

/**
 * Where a counter that came by sea goes when it leaves by sea (null: it leaves by land). A
 * beaten landing force goes back to the location it attacked from, its port of departure;
 * any other goes to Washington. In Washington itself an army is home and leaves by land.
 */
function seaHome(state: State, c: Combat, id: string, leaving: "withdraw" | "retreat"): LocationId | null {
  if (!cameBySea(state, id)) return null;
  if (leaving === "retreat" && counterOf(id).side === c.attacker && c.via.kind === "sea") return c.via.from;
  return c.loc === NAVAL_HUB ? null : NAVAL_HUB;
}

function leavingOf(c: Combat): "withdraw" | "retreat" {
  return c.stage === "withdraw" ? "withdraw" : "retreat";
}

/** The counters still to go that leave by sea. */
function seaBorneInQueue(state: State, c: Combat): string[] {
  return c.queue.filter((id) => seaHome(state, c, id, leavingOf(c)) !== null);
}

/** Applies a battle decision. */
export function onCombat(state: State, c: Combat, action: Action): void {
  const defender = enemyOf(c.attacker);
  switch (action.t) {
    case "commit":
      takeFromHand(state, c.attacker, action.card);
      c.attackerCard = action.card;
      say(state, `${sideName(c.attacker)} played a card face down.`);
      say(state, `Your card: ${cardOf(action.card).name}.`, seatOf(c.attacker));
      c.stage = "defender-choice";
      return;
    case "benefit": {
      const side = c.stage === "attacker-benefit" ? c.attacker : defender;
      takeFromHand(state, side, action.card);
      c.benefits.push(action.card);
      const card = cardOf(action.card);
      say(state, `${sideName(side)} played ${card.name}.`);
      if (card.action?.kind === "reinforcements") c.stage = side === c.attacker ? "attacker-reinforce" : "defender-reinforce";
      return;
    }
    case "counter": {
      const side = c.stage === "attacker-reinforce" ? c.attacker : defender;
      const from = state.at[action.id]?.loc;
      const half = side === c.attacker ? attackersHalf(state, c) : c.half;
      putCounter(state, action.id, { loc: c.loc, half });
      (side === c.attacker ? c.attackers : c.defenders).push(action.id);
      if (from) {
        say(state, `${sideName(side)} brought ${counterName(action.id)} from ${LOCATIONS[from].name} into the battle.`);
        updateControl(state, from);
      }
      c.stage = side === c.attacker ? "attacker-benefit" : "defender-benefit";
      return;
    }
    case "done":
      if (c.stage === "attacker-benefit") c.stage = "defender-benefit";
      else resolve(state, c);
      return;
    case "fight":
      if (action.card !== undefined) {
        takeFromHand(state, defender, action.card);
        c.defenderCard = action.card;
        say(state, `${sideName(defender)} stands and fights, with a card face down.`);
        say(state, `Your card: ${cardOf(action.card).name}.`, seatOf(defender));
      } else say(state, `${sideName(defender)} stands and fights, with no card.`);
      c.stage = "attacker-benefit";
      return;
    case "withdraw": {
      say(state, `${sideName(defender)} withdraws from the battle at ${LOCATIONS[c.loc].name}.`);
      // A fort cannot withdraw: one in the attacked half is lost.
      for (const id of c.defenders.slice())
        if (counterOf(id).kind === "fort") {
          say(state, `${sideName(defender)}'s fort at ${LOCATIONS[c.loc].name} is abandoned and eliminated.`);
          removeCounter(state, c, id);
        }
      c.queue = c.defenders.slice();
      c.stage = "withdraw";
      return;
    }
    case "casualty":
      eliminate(state, c, action.id);
      c.toLose--;
      if (c.toLose === 0 || (c.removing === c.attacker ? c.attackers : c.defenders).length === 0) nextCasualties(state, c);
      return;
    case "retreat": {
      const id = c.queue.shift();
      if (!id) return;
      putCounter(state, id, { loc: action.loc, half: action.half });
      const side = counterOf(id).side;
      const word = c.stage === "withdraw" ? "withdrew" : "retreated";
      const where = action.loc === c.loc ? `the other half of ${LOCATIONS[c.loc].name}` : LOCATIONS[action.loc].name;
      say(state, `${sideName(side)}'s ${counterName(id).slice(2)} ${word} to ${where}.`);
      dropFromBattle(c, id);
      return;
    }
    case "sail-home": {
      // One naval card takes every counter still to go that came by sea; the others leave by land.
      const head = c.queue[0] ?? "";
      const side = counterOf(head).side;
      const home = seaHome(state, c, head, leavingOf(c)) ?? NAVAL_HUB;
      const sailing = seaBorneInQueue(state, c);
      takeFromHand(state, side, action.card);
      state.cards[side].discard.push(action.card);
      const landing = LOCATIONS[home].landing ?? 0;
      say(state, `${sideName(side)} paid ${cardOf(action.card).name} and sailed ${sailing.length} counter${sailing.length === 1 ? "" : "s"} back to ${LOCATIONS[home].name}.`);
      for (const id of sailing) {
        putCounter(state, id, { loc: home, half: landing });
        dropFromBattle(c, id);
      }
      c.queue = c.queue.filter((id) => !sailing.includes(id));
      return;
    }
    case "decline": {
      const sinking = seaBorneInQueue(state, c);
      say(state, `${sideName(counterOf(c.queue[0] ?? "").side)} pays no naval card: the force that came by sea is lost.`);
      for (const id of sinking) eliminate(state, c, id);
      return;
    }
    default:
      throw new Error(`${action.t} is not a battle decision`);
  }
}

/** Turns the cards over and totals the strengths ("Combat", steps 4-6). */
function resolve(state: State, c: Combat): void {
  const defender = enemyOf(c.attacker);
  c.revealed = true;
  for (const [side, card] of [
    [c.attacker, c.attackerCard],
    [defender, c.defenderCard],
  ] as const)
    if (card) say(state, `${sideName(side)} revealed ${cardOf(card).name} (Leadership ${cardOf(card).leadership}).`);
  const attack = totalStrength(c, c.attacker);
  const defence = totalStrength(c, defender);
  const winner = attack > defence ? c.attacker : defender;
  const loser = enemyOf(winner);
  const loserCount = (loser === c.attacker ? c.attackers : c.defenders).length;
  const winnerCount = (winner === c.attacker ? c.attackers : c.defenders).length;
  const loserLoss = casualties(loserCount, false);
  const winnerLoss = Math.min(casualties(winnerCount, true), loserLoss);
  c.result = { winner, attack, defence, loserLoss, winnerLoss };
  say(
    state,
    `${sideName(c.attacker)} ${attack}, ${sideName(defender)} ${defence}: ${sideName(winner)} wins` +
      (attack === defence ? " the tie, as defender." : ".") +
      ` ${sideName(loser)} loses ${loserLoss} counter${loserLoss === 1 ? "" : "s"}, ${sideName(winner)} ${winnerLoss}.`,
  );
  c.stage = "casualties";
  c.removing = loser;
  c.toLose = loserLoss;
}

/** Counters a side loses: half its counters in the battle, rounded down for the winner and up for the loser. */
export function casualties(counters: number, winner: boolean): number {
  return winner ? Math.floor(counters / 2) : Math.ceil(counters / 2);
}

/** A side's total ("Combat", step 4): counters, Leadership, forts at 3, modifiers and High Ground for the defender. */
export function totalStrength(c: Combat, side: Side): number {
  const attacking = side === c.attacker;
  const counters = attacking ? c.attackers : c.defenders;
  let total = 0;
  for (const id of counters) {
    const counter = counterOf(id);
    if (counter.kind === "army") total += counter.strength;
    else if (!attacking) total += FORT_STRENGTH; // "A fort has a value of "3" for the defender."
  }
  const card = attacking ? c.attackerCard : c.defenderCard;
  if (card) total += cardOf(card).leadership;
  if (!attacking) {
    total += c.modifier;
    if (c.benefits.some((b) => cardOf(b).side === side && cardOf(b).action?.kind === "high-ground")) total += HIGH_GROUND_BONUS;
  }
  return total;
}

function nextCasualties(state: State, c: Combat): void {
  const result = c.result;
  if (!result) return;
  const loser = enemyOf(result.winner);
  if (c.removing === loser) {
    c.removing = result.winner;
    c.toLose = result.winnerLoss;
    return;
  }
  // Casualties done: the loser retreats. Forts cannot retreat: a losing defender's forts in the battle are lost.
  c.removing = null;
  c.toLose = 0;
  const losing = loser === c.attacker ? c.attackers : c.defenders;
  for (const id of losing.slice())
    if (counterOf(id).kind === "fort") {
      say(state, `${sideName(loser)}'s fort at ${LOCATIONS[c.loc].name} cannot retreat and is eliminated.`);
      eliminate(state, c, id);
    }
  c.queue = losing.slice();
  c.stage = "retreat";
}

/** Takes a counter off the board into the stock; the loser's losses are counted for the Europe track. */
function eliminate(state: State, c: Combat, id: string): void {
  const side = counterOf(id).side;
  if (c.result && side !== c.result.winner) c.lost++;
  if (c.stage === "casualties") say(state, `${sideName(side)} removed ${counterName(id)}.`);
  removeCounter(state, c, id);
}

function removeCounter(state: State, c: Combat, id: string): void {
  putCounter(state, id, null);
  dropFromBattle(c, id);
  c.queue = c.queue.filter((q) => q !== id);
}

function dropFromBattle(c: Combat, id: string): void {
  c.attackers = c.attackers.filter((a) => a !== id);
  c.defenders = c.defenders.filter((d) => d !== id);
}

/** Ends the battle: cards to the discard piles, control, then the Europe track ("Combat", steps 8-9). */
function finish(state: State, c: Combat): void {
  for (const card of [c.attackerCard, c.defenderCard, ...c.benefits])
    if (card) state.cards[cardOf(card).side].discard.push(card);
  c.attackerCard = null;
  c.defenderCard = null;
  c.benefits = [];
  state.pending.pop();
  updateControl(state, c.loc, true);
  if (c.result && c.lost > 0) moveEurope(state, c.result.winner, c.lost, `${c.lost} counter${c.lost === 1 ? "" : "s"} lost by the ${sideName(enemyOf(c.result.winner))}`);
}
