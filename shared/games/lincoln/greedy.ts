/**
 * The greedy policy: every legal action gets a score from one-step estimates (situation.ts),
 * and the best is played. It takes what it can capture, attacks when the odds favour it,
 * defends what is threatened, and spends its cards where they do the most. It reads the
 * board, the tracks and its own hand, never the other hand: it decides the same from a
 * state rebuilt from its view (determinize.ts) as from the true one.
 *
 * A compound choice (which card moves which armies where) is scored by its best completion,
 * and each later step recomputes the same completions, so the steps of one move agree.
 */
import type { Rng } from "../../engine";
import type { Action } from "./actions";
import { type CardActionKind, type CardId, cardOf } from "./data/cards";
import { FORT_STRENGTH } from "./data/counters";
import { EXITS, type Exit, type Half, LOCATIONS, LOCATION_IDS, type LocationId, NAVAL_HUB, NAVAL_ROUTES, linkDefence } from "./data/map";
import { BLOCKADE_TRACK } from "./data/tracks";
import { type Side, enemyOf } from "./data/sides";
import { ownerOf } from "./control";
import { decider } from "./decisions";
import { mayEnter } from "./movement";
import { type Combat, type State, boardOf, boardReading, counterOf, representatives, topDecision } from "./state";
import { suppliedLocations } from "./supply";
import {
  LOCATION_INDEX,
  WEIGHTS,
  type Situation,
  countOf,
  danger,
  europeStake,
  europeValue,
  expectedLeadership,
  fortsIn,
  leadershipOf,
  nextGoal,
  regionMembers,
  regionsFrom,
  situationOf,
  stake,
  winChance,
} from "./situation";
import { unionVp } from "./victory";

/** How much a card in hand is worth to its side besides its unit, by card action. */
const ACTION_USE: Record<CardActionKind, number> = {
  "draw-three": 0.7,
  "cavalry-raid": 0.4,
  "high-ground": 0.5,
  "deploy-two": 0.6,
  "rail-movement": 0.5,
  reinforcements: 0.45,
};

/** What keeping a card is worth: its best use, and a little for its others (a card serves one purpose). */
export function usefulness(card: CardId): number {
  const c = cardOf(card);
  const uses: number[] = [];
  if (c.leadership > 0) uses.push(0.3 * c.leadership);
  if (c.movement) uses.push(0.35);
  if (c.naval && c.side === "union") uses.push(0.15);
  const top = c.top;
  if (top) uses.push(top.kind === "army" ? 0.2 * top.strength : top.kind === "politician" ? 0.5 : top.kind === "ship" ? 0.35 : 0.3);
  if (c.action) uses.push(ACTION_USE[c.action.kind]);
  if (uses.length === 0) return 0;
  const best = Math.max(...uses);
  return best + 0.25 * (uses.reduce((a, b) => a + b, 0) - best);
}

type Group = { value: number; strengths: number[] };

/**
 * Estimates that hold while the board, the tracks and both sides' battle prospects stay the
 * same: remembered across the small decisions of one action (choosing a card, then where
 * from, then which counters), which keep asking the same questions, and across the states
 * of a search that reach the same board (state.ts, `Board`).
 */
class Estimates {
  readonly memo = new Map<number, number>();
  readonly groups = new Map<number, Group>();
  readonly dangers = new Map<number, number>();
  constructor(readonly lead: { attack: number; defence: number; enemyAttack: number; enemyDefence: number }) {}
}

const ESTIMATES = boardReading<Map<number, Estimates>>();

function estimatesOf(state: State, side: Side, light: boolean): Estimates {
  const enemy = enemyOf(side);
  const lead = {
    attack: leadershipOf(state, side, false, true),
    defence: leadershipOf(state, side, true, true),
    enemyAttack: leadershipOf(state, enemy, false, false),
    enemyDefence: leadershipOf(state, enemy, true, false),
  };
  // Everything the estimates read beside the board, as one small integer: the Leadership values
  // are whole numbers (up to 3, and 2 for High Ground), the enemy's expected ones a function of
  // his hand's size up to 6 (situation.ts, `expectedLeadership`).
  const enemyCards = Math.min(6, state.cards[enemy].hand.length);
  const tracks = (state.europe * 8 + state.blockade) * 4 + state.cards.union.reshuffles;
  const context = ((((tracks * 2 + (light ? 1 : 0)) * 2 + (side === "union" ? 1 : 0)) * 8 + lead.attack) * 8 + lead.defence) * 8 + enemyCards;
  const board = boardOf(state);
  let byContext = ESTIMATES.get(board);
  if (!byContext) ESTIMATES.set(board, (byContext = new Map()));
  let e = byContext.get(context);
  if (!e) byContext.set(context, (e = new Estimates(lead)));
  return e;
}

/** The policy's view of one decision: the state, who decides, and remembered estimates. */
class Reading {
  readonly sit: Situation;
  readonly enemy: Side;
  private readonly est: Estimates;
  constructor(
    readonly state: State,
    readonly side: Side,
    /** The playouts' lighter reading: no moves through friendly ground, no Rail Movement, new armies only at the front. */
    readonly light = false,
  ) {
    this.sit = situationOf(state);
    this.enemy = enemyOf(side);
    this.est = estimatesOf(state, side, light);
  }
  group(key: number, f: () => Group): Group {
    let g = this.est.groups.get(key);
    if (!g) this.est.groups.set(key, (g = f()));
    return g;
  }
  remember(key: number, f: () => number): number {
    let v = this.est.memo.get(key);
    if (v === undefined) this.est.memo.set(key, (v = f()));
    return v;
  }
  get hand(): CardId[] {
    return this.state.cards[this.side].hand;
  }
  /** This side's Leadership in attack and defence (from its hand), and the enemy's expected ones. */
  get lead() {
    return this.est.lead;
  }
  /** The chance this side's `loc`, defended by `strength`, falls next turn (see situation.ts). */
  danger(loc: LocationId, strength: number): number {
    const key = LOCATION_INDEX[loc] * 1000 + strength;
    let v = this.est.dangers.get(key);
    if (v === undefined) this.est.dangers.set(key, (v = danger(this.sit, loc, this.side, strength, this.lead.defence, this.lead.enemyAttack)));
    return v;
  }
}

const strengthOf = (id: string) => counterOf(id).strength;
/** A number naming one remembered estimate: what kind, where, and a detail below a million. */
const key = (kind: number, loc: LocationId, detail: number) => (kind * 64 + LOCATION_INDEX[loc]) * 1_000_000 + detail;
/** A group of army strengths (1 to 3, ascending) as one number. */
const code = (strengths: readonly number[]) => strengths.reduce((c, s) => c * 4 + s, 0) % 1_000_000;
const total = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const ascending = (xs: readonly number[]) => xs.slice().sort((a, b) => a - b);

/** The Union's price for every card it draws: its deck is the war's clock. */
function clockCost(state: State, side: Side): number {
  if (side !== "union") return 0;
  return unionVp(state) < nextGoal(state) ? 0.1 : 0.04;
}

/** What `side` gains by becoming sole occupant of `loc`. */
function captureGain(r: Reading, loc: LocationId, side: Side, battle: boolean): number {
  if (ownerOf(r.state, loc) !== side) return stake(r.state, loc) + europeStake(r.state, loc, side, battle);
  return r.sit.control[loc] === null ? 0.6 * stake(r.state, loc) : 0;
}

/** What the holder of `loc` stands to lose there, if it holds it. */
function held(r: Reading, loc: LocationId, side: Side): number {
  if (r.sit.control[loc] !== side) return 0;
  // Taken from armies, it is taken in a battle; an empty location is simply walked into.
  return stake(r.state, loc) + europeStake(r.state, loc, enemyOf(side), r.sit.strength[side][loc] > 0);
}

/**
 * A battle's worth to the attacker, from the strengths on each side, the totals each is
 * expected to reach, and whether the attacker would take the location by winning.
 */
function battleValue(
  r: Reading,
  attacker: Side,
  loc: LocationId,
  attackers: readonly number[],
  defenders: readonly number[],
  forts: number,
  attack: number,
  defence: number,
  takes: boolean,
  /** What the attacker gives up by losing (an attack from inside a location leaves it to the defender). */
  atRisk = 0,
): number {
  const defender = enemyOf(attacker);
  const p = winChance(attack, defence);
  const att = ascending(attackers);
  const def = ascending(defenders);
  const nA = att.length;
  const nD = def.length + forts;
  // The attacker wins: the defender loses half his counters, rounded up (forts first, as they cannot retreat).
  const loserLoss = Math.ceil(nD / 2);
  const armiesLost = Math.max(0, loserLoss - forts);
  const winnerLoss = Math.min(Math.floor(nA / 2), loserLoss);
  const win =
    (takes ? 0.85 * captureGain(r, loc, attacker, true) : 0) +
    europeValue(r.state, attacker, Math.max(loserLoss, forts)) +
    WEIGHTS.strength * (total(def.slice(0, armiesLost)) + FORT_STRENGTH * forts) -
    WEIGHTS.strength * total(att.slice(0, winnerLoss));
  // The defender wins: the attacker loses half his counters, rounded up, and retreats.
  const attackerLoss = Math.ceil(nA / 2);
  const defenderLoss = Math.min(Math.floor(nD / 2), attackerLoss);
  const lose =
    -atRisk -
    europeValue(r.state, defender, attackerLoss) -
    WEIGHTS.strength * total(att.slice(0, attackerLoss)) +
    WEIGHTS.strength * total(def.slice(0, defenderLoss));
  return p * win + (1 - p) * lose;
}

/** The defenders a battle in `loc`, entered in `half`, would meet: every army there, and the forts of that half. */
function defendersAt(r: Reading, loc: LocationId, half: Half, defender: Side): { armies: number[]; forts: number; elsewhere: number } {
  const armies = r.sit.armies[defender][loc].map(strengthOf);
  const forts = fortsIn(r.sit, loc, half);
  const elsewhere = defender === "confederate" ? fortsIn(r.sit, loc, half === 0 ? 1 : 0) : 0;
  return { armies, forts, elsewhere };
}

/** What `side` loses by taking `strengths` out of `from` (exposing it, or giving it up when contested). */
function leavingCost(r: Reading, from: LocationId, moving: readonly number[]): number {
  return r.remember(key(0, from, code(moving)), () => leavingOnce(r, from, moving));
}

function leavingOnce(r: Reading, from: LocationId, moving: readonly number[]): number {
  const side = r.side;
  const now = r.sit.strength[side][from];
  const left = now - total(moving);
  if (r.sit.control[from] === null) {
    // Leaving a contested location entirely hands it to the enemy.
    const counters = countOf(r.sit, side, from);
    return counters === moving.length ? captureGain(r, from, r.enemy, false) : 0;
  }
  const stakeHere = held(r, from, side);
  if (stakeHere === 0) return 0;
  return stakeHere * Math.max(0, r.danger(from, left) - r.danger(from, now));
}

/** What `side` gains by adding `add` army strength to a location it holds. */
function reinforcing(r: Reading, loc: LocationId, add: number): number {
  return r.remember(key(1, loc, add), () => reinforcingOnce(r, loc, add));
}

function reinforcingOnce(r: Reading, loc: LocationId, add: number): number {
  const side = r.side;
  const stakeHere = held(r, loc, side);
  const now = r.sit.strength[side][loc];
  const safer = stakeHere * Math.max(0, r.danger(loc, now) - r.danger(loc, now + add));
  return safer + 0.4 * staging(r, loc, add);
}

/** How much better the best attack out of `loc` becomes with `add` more strength there. */
function staging(r: Reading, loc: LocationId, add: number): number {
  return r.remember(key(2, loc, add), () => stagingOnce(r, loc, add));
}

function stagingOnce(r: Reading, loc: LocationId, add: number): number {
  const side = r.side;
  const here = r.sit.armies[side][loc].map(strengthOf);
  let best = 0;
  for (const e of EXITS[loc]) {
    if (!r.sit.exits[side][loc].includes(e.half)) continue;
    if (r.sit.control[e.to] === side || countOf(r.sit, r.enemy, e.to) === 0) continue;
    const before = here.length > 0 ? arrivalValue(r, e, here, null) : 0;
    const after = arrivalValue(r, e, [...here, add], null);
    best = Math.max(best, after - Math.max(0, before));
  }
  return best;
}

/**
 * What `side` gains by moving armies of `strengths` along exit `e` (or arriving there by Rail
 * Movement): a capture, a reinforcement, or a battle. `lead` is the card it would put face
 * down (null: its best, from its hand).
 */
function arrivalValue(r: Reading, e: Exit, strengths: readonly number[], lead: number | null, link = e.link): number {
  const { state, sit, side, enemy } = r;
  const loc = e.to;
  const half = e.toHalf;
  const mine = total(strengths);
  if (countOf(sit, enemy, loc) === 0) {
    if (sit.control[loc] === side || ownerOf(state, loc) === side) return reinforcing(r, loc, mine);
    return captureGain(r, loc, side, false) * (1 - 0.7 * r.danger(loc, mine)) + 0.1 * mine;
  }
  const contested = countOf(sit, side, loc) > 0;
  const enemyInHalf = countOf(sit, enemy, loc, half) > 0;
  if (contested && !enemyInHalf) return 0.3 * Math.max(0, withinValue(r, loc, mine));
  if (sit.strength[enemy][loc] === 0 && !enemyInHalf) return 0.3 * captureGain(r, loc, side, false);
  const d = defendersAt(r, loc, half, enemy);
  const modifier = contested ? 0 : linkDefence(link, loc, enemy);
  const attack = mine + (lead ?? r.lead.attack);
  const defence = total(d.armies) + FORT_STRENGTH * d.forts + modifier + r.lead.enemyDefence;
  return battleValue(r, side, loc, strengths, d.armies, d.forts, attack, defence, d.elsewhere === 0);
}

/** An attack declared inside a contested location, with `extra` strength beside the armies there. */
function withinValue(r: Reading, loc: LocationId, extra = 0): number {
  const { state, sit, side, enemy } = r;
  const mine = [...sit.armies[side][loc].map(strengthOf), ...(extra > 0 ? [extra] : [])];
  if (mine.length === 0) return -1;
  const enemyHalf = sit.exits[enemy][loc][0] ?? 0;
  const d = defendersAt(r, loc, enemyHalf, enemy);
  const attack = total(mine) + r.lead.attack;
  const defence = total(d.armies) + FORT_STRENGTH * d.forts + r.lead.enemyDefence;
  return battleValue(r, side, loc, mine, d.armies, d.forts, attack, defence, d.elsewhere === 0, captureGain(r, loc, enemy, true));
}

/** The groups worth moving out of a location: all its armies, all but the weakest, the weakest alone. */
function groupsAt(r: Reading, from: LocationId): number[][] {
  const all = ascending(r.sit.armies[r.side][from].map(strengthOf));
  const groups = [all];
  if (all.length > 1) groups.push(all.slice(1), all.slice(0, 1));
  if (all.length > 2) groups.push(all.slice(-1));
  return groups;
}

/** The best group to move along exit `e` out of `from`, and its worth. */
function bestAlong(r: Reading, from: LocationId, e: Exit): Group {
  return r.group(key(3, from, e.link), () => {
    let best: Group = { value: -Infinity, strengths: [] };
    for (const g of groupsAt(r, from)) {
      const v = arrivalValue(r, e, g, null) - leavingCost(r, from, g);
      if (v > best.value) best = { value: v, strengths: g };
    }
    return best;
  });
}

/** One army's move through friendly locations to `to`: a reinforcement. */
function pathValue(r: Reading, from: LocationId, to: LocationId, strength: number): number {
  return reinforcing(r, to, strength) - leavingCost(r, from, [strength]);
}

/** The best move by rail (one movement card) out of `from`. */
function bestFrom(r: Reading, from: LocationId): number {
  return r.remember(key(4, from, 0), () => {
    const side = r.side;
    let best = -Infinity;
    for (const e of EXITS[from]) {
      if (!r.sit.exits[side][from].includes(e.half) || (side === "confederate" && LOCATIONS[e.to].unionRear)) continue;
      best = Math.max(best, bestAlong(r, from, e).value);
    }
    const strongest = Math.max(0, ...r.sit.armies[side][from].map(strengthOf));
    if (strongest > 0 && !r.light)
      for (const region of regionsFrom(r.sit, side, from))
        best = Math.max(best, bestInRegion(r, region, strongest, from) - leavingCost(r, from, [strongest]));
    return best;
  });
}

/** The best reinforcement by one army of `strength` anywhere in one of this side's regions (but `from`). */
function bestInRegion(r: Reading, region: number, strength: number, from: LocationId): number {
  let best = -Infinity;
  for (const loc of regionMembers(r.sit, r.side, region)) if (loc !== from) best = Math.max(best, reinforcing(r, loc, strength));
  return best;
}

/** The best move by rail anywhere. */
function bestMove(r: Reading): number {
  return r.remember(key(5, "washington", 0), () => {
    let best = -Infinity;
    for (const loc of Object.keys(r.sit.armies[r.side]) as LocationId[])
      if (r.sit.armies[r.side][loc].length > 0) best = Math.max(best, bestFrom(r, loc));
    return best;
  });
}

/** What a card costs to spend: its other uses, and for the Union a tick of its clock. */
function spendCost(r: Reading, card: CardId, weight = 0.5): number {
  return weight * usefulness(card) + clockCost(r.state, r.side);
}

/** The cards a deploy of `card` would be paid with: the least useful others. */
function paymentCost(r: Reading, card: CardId): number {
  const cost = cardOf(card).top?.cost ?? 0;
  const others = r.hand.filter((c) => c !== card).map((c) => spendCost(r, c));
  return total(ascending(others).slice(0, cost));
}

/** The best place for a new army of `strength`, or a fort (strength 0), and its worth. */
function bestPlacement(r: Reading, strength: number): number {
  return r.remember(key(6, "washington", strength), () => {
    let best = -Infinity;
    for (const loc of suppliedLocations(r.state, r.side)) {
      if (r.light && best > -Infinity && !atFront(r, loc)) continue;
      for (const half of strength === 0 ? ([0, 1] as const) : ([0] as const)) best = Math.max(best, placementValue(r, loc, half, strength));
    }
    return best;
  });
}

/** Whether the enemy could attack `loc` next turn, or stands next door to it. */
function atFront(r: Reading, loc: LocationId): boolean {
  if (r.sit.near[r.enemy][loc].length > 0) return true;
  for (const e of EXITS[loc]) if (countOf(r.sit, r.enemy, e.to) > 0) return true;
  return false;
}

/** What a new counter in `loc`'s `half` is worth: safety where it stands, and the attacks it prepares. */
function placementValue(r: Reading, loc: LocationId, half: Half, strength: number): number {
  const side = r.side;
  if (strength === 0) {
    // A fort: it fights only when its own half is attacked.
    const stakeHere = held(r, loc, side);
    const now = r.sit.strength[side][loc];
    let worstBefore = 0;
    let worstAfter = 0;
    for (const t of r.sit.near[r.enemy][loc]) {
      const attack = t.force + r.lead.enemyAttack;
      const base = now + FORT_STRENGTH * fortsIn(r.sit, loc, t.half) + linkDefence(t.link, loc, side) + r.lead.defence;
      const pBefore = now === 0 && fortsIn(r.sit, loc, t.half) === 0 ? 1 : winChance(attack, base);
      const pAfter = t.half === half ? winChance(attack, base + FORT_STRENGTH) : pBefore;
      worstBefore = Math.max(worstBefore, pBefore);
      worstAfter = Math.max(worstAfter, pAfter);
    }
    return stakeHere * (worstBefore - worstAfter) + 0.2;
  }
  return WEIGHTS.strength * strength + reinforcing(r, loc, strength);
}

/** What deploying the unit on `card` is worth, before paying for it. */
function unitValue(r: Reading, card: CardId): number {
  const top = cardOf(card).top;
  if (!top) return -Infinity;
  const { state, side } = r;
  switch (top.kind) {
    case "army":
      return bestPlacement(r, top.strength);
    case "fort":
      return bestPlacement(r, 0);
    case "ship": {
      const to = Math.max(0, Math.min(BLOCKADE_TRACK.length - 1, state.blockade + (side === "union" ? 1 : -1)));
      const now = BLOCKADE_TRACK[state.blockade];
      const next = BLOCKADE_TRACK[to];
      if (!now || !next) return 0;
      const gain = WEIGHTS.vp * (next.vp - now.vp) + WEIGHTS.handSize * (now.handSize - next.handSize) + 0.15;
      return side === "union" ? gain : -gain;
    }
    case "politician":
      return europeValue(state, side, 1);
  }
}

/** What deploying `card` is worth, paid for: the unit less the cards it costs (the unit card too, unless a 1 army). */
function deployValue(r: Reading, card: CardId, free: boolean): number {
  const top = cardOf(card).top;
  if (!top) return -Infinity;
  const itself = top.kind === "army" && top.strength === 1 ? clockCost(r.state, r.side) : clockCost(r.state, r.side) + 0.15 * cardOf(card).leadership;
  return unitValue(r, card) - itself - (free ? 0 : paymentCost(r, card));
}

/** Naval movement: what one army sailing from where it stands to `to` is worth. */
function sailValue(r: Reading, id: string, to: LocationId): number {
  const from = r.state.at[id]?.loc;
  if (!from) return -Infinity;
  const s = strengthOf(id);
  const landing = LOCATIONS[to].landing ?? 0;
  const route = NAVAL_ROUTES.find((n) => n.port === to);
  let arrive: number;
  if (to === NAVAL_HUB || countOf(r.sit, r.enemy, to) === 0) arrive = arrivalValue(r, { link: -1, half: 0, to, toHalf: landing }, [s], null);
  else {
    const contested = countOf(r.sit, r.side, to) > 0;
    const d = defendersAt(r, to, landing, r.enemy);
    const modifier = contested ? 0 : (route?.defence ?? 0);
    const attack = s + r.lead.attack;
    const defence = total(d.armies) + FORT_STRENGTH * d.forts + modifier + r.lead.enemyDefence;
    // A landing that loses has nowhere to go but back by sea: count it as lost.
    arrive = battleValue(r, r.side, to, [s], d.armies, d.forts, attack, defence, d.elsewhere === 0) - 0.3 * WEIGHTS.strength * s;
  }
  return arrive - leavingCost(r, from, [s]);
}

function sailors(r: Reading): string[] {
  if (r.side !== "union") return [];
  const ends: LocationId[] = [NAVAL_HUB, ...NAVAL_ROUTES.map((n) => n.port)];
  return ends.flatMap((loc) => r.sit.armies.union[loc]);
}

function bestSail(r: Reading, id: string): number {
  const from = r.state.at[id]?.loc;
  return r.remember(key(7, from ?? "washington", strengthOf(id)), () => {
    if (!from) return -Infinity;
    const to = from === NAVAL_HUB ? NAVAL_ROUTES.map((n) => n.port) : [NAVAL_HUB];
    return Math.max(...to.map((loc) => sailValue(r, id, loc)));
  });
}

/** Rail Movement: the best arrival of one army from where it stands, and its worth. */
function bestRail(r: Reading, id: string): number {
  const from = r.state.at[id]?.loc;
  return r.remember(key(8, from ?? "washington", strengthOf(id)), () => {
    if (!from) return -Infinity;
    const s = strengthOf(id);
    const side = r.side;
    // Anywhere in the regions next door, or one link beyond them or beyond `from` itself.
    let best = -Infinity;
    const beyond = (loc: LocationId, halves: readonly Half[]) => {
      for (const e of EXITS[loc])
        if (halves.includes(e.half) && e.to !== from && r.sit.control[e.to] !== side && mayEnter(side, e.to))
          best = Math.max(best, arrivalValue(r, e, [s], null));
    };
    beyond(from, r.sit.exits[side][from]);
    for (const region of regionsFrom(r.sit, side, from)) {
      best = Math.max(best, bestInRegion(r, region, s, from));
      for (const loc of regionMembers(r.sit, side, region)) beyond(loc, [0, 1]);
    }
    return best - leavingCost(r, from, [s]);
  });
}

function railArrival(r: Reading, id: string, loc: LocationId, link: number, half: Half): number {
  const from = r.state.at[id]?.loc;
  if (!from) return -Infinity;
  const s = strengthOf(id);
  return arrivalValue(r, { link, half: 0, to: loc, toHalf: half }, [s], null, link) - leavingCost(r, from, [s]);
}

/** The two best Rail Movement arrivals, for playing the card. */
function railPlan(r: Reading): number {
  if (r.light) return 0;
  const values = Object.values(r.sit.armies[r.side])
    .flatMap((ids) => representatives(ids))
    .map((id) => bestRail(r, id))
    .filter((v) => v > 0)
    .sort((a, b) => b - a);
  return total(values.slice(0, 2));
}

/** What playing an action card (or a free action) is worth now. */
function playValue(r: Reading, card: CardId): number {
  const kind = cardOf(card).action?.kind;
  const { state, side, enemy } = r;
  const cost = spendCost(r, card, 0.3);
  switch (kind) {
    case "draw-three": {
      const deck = state.cards[side].deck.length;
      return Math.min(3, deck + state.cards[side].discard.length) * (WEIGHTS.card - clockCost(state, side)) - cost;
    }
    case "cavalry-raid":
      return Math.min(2, state.cards[enemy].hand.length) * WEIGHTS.card * 0.8 - cost;
    case "deploy-two": {
      const units = r.hand
        .filter((c) => c !== card && cardOf(c).top)
        .map((c) => deployValue(r, c, true))
        .sort((a, b) => b - a);
      return total(units.slice(0, 2).map((v) => Math.max(0, v))) - cost;
    }
    case "rail-movement":
      return railPlan(r) - cost;
    default:
      return -Infinity;
  }
}

/** What discarding a card is worth: good riddance of a card that does nothing, else a loss. */
function discardValue(r: Reading, card: CardId): number {
  return usefulness(card) === 0 ? 0.15 : -spendCost(r, card);
}

// ---- Battles ------------------------------------------------------------------------------

function battleOf(state: State): Combat {
  const d = topDecision(state);
  if (d?.k !== "combat") throw new Error("no battle");
  return d;
}

/** A battle's worth to `side` if it is fought with these totals. */
function foughtValue(r: Reading, c: Combat, attack: number, defence: number): number {
  const attackers = c.attackers.map(strengthOf);
  const defenderArmies = c.defenders.filter((id) => counterOf(id).kind === "army").map(strengthOf);
  const forts = c.defenders.length - defenderArmies.length;
  const elsewhere = c.attacker === "union" ? fortsIn(r.sit, c.loc, c.half === 0 ? 1 : 0) : 0;
  const inside = c.via.kind === "within" ? captureGain(r, c.loc, enemyOf(c.attacker), true) : 0;
  const v = battleValue(r, c.attacker, c.loc, attackers, defenderArmies, forts, attack, defence, elsewhere === 0, inside);
  return r.side === c.attacker ? v : -v;
}

function battleTotals(r: Reading, c: Combat): { attack: number; defence: number } {
  const defender = enemyOf(c.attacker);
  const sum = (ids: string[], attacking: boolean) =>
    total(ids.map((id) => (counterOf(id).kind === "army" ? strengthOf(id) : attacking ? 0 : FORT_STRENGTH)));
  const known = (card: CardId | null, owner: Side, stillToPlay: boolean) => {
    if (card !== null) return owner === r.side || c.revealed ? cardOf(card).leadership : expectedLeadership(r.state.cards[owner].hand.length + 1, false);
    return stillToPlay ? (owner === r.side ? 0 : expectedLeadership(r.state.cards[owner].hand.length, owner === defender)) : 0;
  };
  const highGround = c.benefits.some((b) => cardOf(b).side === defender && cardOf(b).action?.kind === "high-ground") ? 2 : 0;
  const attack = sum(c.attackers, true) + known(c.attackerCard, c.attacker, c.stage === "attacker-card");
  const defence = sum(c.defenders, false) + c.modifier + highGround + known(c.defenderCard, defender, c.stage === "defender-choice");
  return { attack, defence };
}

function combatScore(r: Reading, c: Combat, a: Action): number {
  const defender = enemyOf(c.attacker);
  const { attack, defence } = battleTotals(r, c);
  switch (a.t) {
    case "commit": {
      const lead = cardOf(a.card).leadership;
      return foughtValue(r, c, attack + lead, defence) - 0.3 * usefulness(a.card);
    }
    case "fight": {
      const lead = a.card ? cardOf(a.card).leadership : 0;
      const highGround = r.hand.some((x) => x !== a.card && cardOf(x).action?.kind === "high-ground") ? 1.5 : 0;
      return foughtValue(r, c, attack, defence + lead + highGround) - (a.card ? 0.3 * usefulness(a.card) : 0);
    }
    case "withdraw": {
      const forts = c.defenders.filter((id) => counterOf(id).kind === "fort").length;
      const lostGround = c.wasContested || c.via.kind === "within" ? captureGain(r, c.loc, c.attacker, true) : 0.5 * held(r, c.loc, defender);
      return -lostGround - WEIGHTS.strength * FORT_STRENGTH * forts - 0.05;
    }
    case "benefit": {
      const kind = cardOf(a.card).action?.kind;
      const gain =
        kind === "high-ground"
          ? foughtValue(r, c, attack, defence + 2) - foughtValue(r, c, attack, defence)
          : r.side === c.attacker
            ? foughtValue(r, c, attack + 2, defence) - foughtValue(r, c, attack, defence) - 0.3
            : foughtValue(r, c, attack, defence + 2) - foughtValue(r, c, attack, defence) - 0.3;
      return gain - 0.2 * usefulness(a.card);
    }
    case "counter": {
      // Reinforcements: the strongest army whose leaving costs least.
      const from = r.state.at[a.id]?.loc;
      return strengthOf(a.id) - (from ? leavingCost(r, from, [strengthOf(a.id)]) : 0);
    }
    case "casualty": {
      const counter = counterOf(a.id);
      const losing = c.result !== null && c.result.winner !== r.side;
      if (counter.kind === "fort") return losing && r.side === defender ? 0 : -2.5;
      return -counter.strength;
    }
    case "retreat":
      return retreatScore(r, a.loc, a.half, c.queue[0] ?? "");
    case "sail-home":
      return 1 - 0.1 * usefulness(a.card);
    case "decline":
      return -1;
    case "done":
      return 0;
    default:
      return -Infinity;
  }
}

/** Where a retreating or withdrawing counter is best off: with friends, where it is needed, out of harm's way. */
function retreatScore(r: Reading, loc: LocationId, half: Half, id: string): number {
  const s = id ? strengthOf(id) : 1;
  const here = r.sit.strength[r.side][loc];
  const safer = held(r, loc, r.side) * Math.max(0, r.danger(loc, here) - r.danger(loc, here + s));
  const exposed = r.danger(loc, here + s);
  return safer - 0.5 * exposed * WEIGHTS.strength * s + 0.05 * here + 0.001 * half;
}

// ---- Every decision -----------------------------------------------------------------------

/** The score of one legal action for the deciding side. */
function score(r: Reading, a: Action): number {
  const { state, side } = r;
  const d = topDecision(state);
  if (d?.k === "combat") return combatScore(r, d, a);
  switch (a.t) {
    // The turn menu.
    case "deploy":
      return d?.k === "deploy-two" ? deployValue(r, a.card, true) : deployValue(r, a.card, false);
    case "move":
      return bestMove(r) - spendCost(r, a.card);
    case "naval":
      return Math.max(-Infinity, ...sailors(r).map((id) => bestSail(r, id))) - spendCost(r, a.card);
    case "attack":
      return withinValue(r, a.loc as LocationId) - (r.hand.length > 0 ? 0.1 : 0);
    case "discard":
      return Math.max(...r.hand.map((c) => discardValue(r, c)));
    case "play":
      return playValue(r, a.card);
    case "pass":
    case "end":
      return 0;
    // Paying for a deploy: the least useful card.
    case "pay":
      return -usefulness(a.card);
    case "place": {
      if (d?.k !== "place") return 0;
      const top = cardOf(d.unit).top;
      return placementValue(r, a.loc as LocationId, a.half, top?.kind === "army" ? top.strength : 0);
    }
    // Moving by rail.
    case "from":
      return bestFrom(r, a.loc as LocationId);
    case "along": {
      if (d?.k !== "move-how") return 0;
      const e = EXITS[d.from].find((x) => x.link === a.link);
      return e ? bestAlong(r, d.from, e).value : -Infinity;
    }
    case "path": {
      if (d?.k !== "move-how") return 0;
      const strongest = Math.max(...r.sit.armies[side][d.from].map(strengthOf));
      return pathValue(r, d.from, a.loc as LocationId, strongest);
    }
    case "counter":
      return counterScore(r, a.id);
    case "done":
      return doneScore(r);
    // Naval movement.
    case "sail": {
      if (d?.k !== "naval-to") return 0;
      return sailValue(r, d.counter, a.loc as LocationId);
    }
    // Rail Movement.
    case "enter": {
      if (d?.k !== "rail-to") return 0;
      // The half of `loc` the last link enters.
      const half = EXITS[a.loc as LocationId].find((x) => x.link === a.link)?.half ?? 0;
      return railArrival(r, d.counter, a.loc as LocationId, a.link, half);
    }
    // Cards.
    case "card":
      return discardValue(r, a.card);
    case "reply":
      return 1;
    case "decline":
      return 0;
    default:
      return -Infinity;
  }
}

/** Which counter to pick next, in a move, a naval move or Rail Movement. */
function counterScore(r: Reading, id: string): number {
  const d = topDecision(r.state);
  const s = strengthOf(id);
  switch (d?.k) {
    case "move-counters": {
      const e = EXITS[d.from].find((x) => x.link === d.link);
      if (!e) return 0;
      const wanted = bestAlong(r, d.from, e).strengths.slice();
      for (const p of d.picked) {
        const i = wanted.indexOf(strengthOf(p));
        if (i >= 0) wanted.splice(i, 1);
      }
      return wanted.includes(s) ? 1 + s * 0.01 : -1;
    }
    case "move-one":
      return pathValue(r, d.from, d.to, s);
    case "naval":
      return bestSail(r, id);
    case "rail":
      return bestRail(r, id);
    default:
      return 0;
  }
}

function doneScore(r: Reading): number {
  const d = topDecision(r.state);
  switch (d?.k) {
    case "move-counters": {
      const e = EXITS[d.from].find((x) => x.link === d.link);
      if (!e) return 0;
      return bestAlong(r, d.from, e).strengths.length <= d.picked.length ? 2 : -2;
    }
    default:
      return 0;
  }
}

/**
 * The greedy choice among `legal` for the side deciding in `state`. With `rng` and `jitter`,
 * each score gets up to `jitter` points of noise (for varied playouts).
 */
export function greedyChoice(state: State, legal: readonly Action[], rng?: Rng, jitter = 0, light = false): Action {
  const side = decider(state);
  const first = legal[0];
  if (!side || first === undefined || legal.length === 1) {
    if (first === undefined) throw new Error("lincoln: nothing to choose");
    return first;
  }
  const r = new Reading(state, side, light);
  let best = first;
  let bestScore = -Infinity;
  for (const a of legal) {
    const s = score(r, a) + (rng && jitter > 0 ? rng.next() * jitter : 0);
    if (s > bestScore) {
      best = a;
      bestScore = s;
    }
  }
  return best;
}

/** Scores of each legal action, for tests and for trimming a search. */
export function greedyScores(state: State, legal: readonly Action[]): number[] {
  const side = decider(state);
  if (!side) return legal.map(() => 0);
  const r = new Reading(state, side);
  return legal.map((a) => score(r, a));
}
