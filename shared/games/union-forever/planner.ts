/**
 * A computer player that plans a whole activation: every ACT of the card just drawn (or a
 * face card's special ACT and what it leads to), every battle result it must choose, with
 * each die roll weighed by its chance; at the end of the activation it judges the position
 * with `judge` below. It sees only its seat's view: the one secret, the order of the deck,
 * is replaced by an arbitrary order of the cards not yet drawn, which no plan reads (a plan
 * stops before the next Card Draw).
 *
 * The judgement is the Union's margin in CRL spaces: what the Union can still expect to win
 * (the blockade's end-of-turn moves, the states and Richmond its remaining ACTs can Pacify,
 * less what Rebel invasions will take back), minus the spaces still to go. The Union plays
 * to raise it, the Confederacy to lower it.
 */
import { type Budget, type Rng, createStopwatch } from "../../engine";
import { type Card, DECK, JOKER, actsOf, cardSide, isFaceCard } from "./cards";
import { AREA_IDS, AREAS, type AreaId, NORTH, NORTH_EDGE, PASSABLE, RICHMOND, STATE_AREAS, STATE_IDS, type StateId } from "./data/map";
import { LAST_TURN, crlOf } from "./data/track";
import { CONFEDERATE_UNITS, type Side, UNION_UNITS, UNITS, type UnitId } from "./data/units";
import { choices, decider, perform } from "./flow";
import { countsForCrl } from "./pacification";
import { type Action, type State, cloneState } from "./state";
import type { View } from "./view";

/** How a planner plays: how many of its own decisions ahead it looks, and how it judges. */
export type Plan = {
  /** Own decisions searched in full before judging (the rest of the activation is played greedily). */
  depth: number;
  /** At inner decisions only this many options, best first by a one-step look, are searched. */
  width: number;
  /** Weights of the judgement. */
  weights: Weights;
};

export type Weights = {
  /** Share of its remaining ACTs the Union turns into Pacifications (the rest goes on moving and fighting). */
  efficiency: number;
  /** Share of its ACTs the Confederacy spends on invasions when they pay. */
  invading: number;
  /** Extra ACTs a Confederate army or militia unit standing in an area costs the Union there. */
  armyBlock: number;
  militiaBlock: number;
  /** CRL spaces one full-strength army is worth beyond what it does in the model (weakened: half). */
  unionArmy: number;
  rebelArmy: number;
  /**
   * Share of `armyBlock` a full-strength Confederate army adds to each area it could step into
   * (by its label) where no Confederate unit stands: the block it can still make (0: none).
   */
  nearBlock?: number;
};

export const WEIGHTS: Weights = { efficiency: 0.55, invading: 0.35, armyBlock: 3, militiaBlock: 1.5, unionArmy: 0.25, rebelArmy: 0.35 };

/**
 * The Strong player's judgement: the same, and a full-strength Confederate army also stands in
 * the way of the areas next to it that it may enter (half an army's block in each, where no
 * Confederate unit stands yet).
 */
export const STRONG_WEIGHTS: Weights = { ...WEIGHTS, nearBlock: 0.5 };

/** Default judgements when a budget gives neither work nor time. */
const DEFAULT_WORK = 20_000;

// ---------------------------------------------------------------------------------------
// Precomputed map facts.

const INDEX = new Map<AreaId, number>(AREA_IDS.map((a, i) => [a, i]));
const N = AREA_IDS.length;

/** Steps between areas, crossing no mountain; the North is one step from every North-edge area. */
const DIST: number[][] = AREA_IDS.map((from) => {
  const d = new Array<number>(N).fill(99);
  d[INDEX.get(from) ?? 0] = 0;
  let frontier: AreaId[] = [from];
  for (let k = 1; frontier.length; k++) {
    const next: AreaId[] = [];
    for (const a of frontier)
      for (const b of PASSABLE[a]) {
        const i = INDEX.get(b) ?? 0;
        if (d[i] === 99) {
          d[i] = k;
          next.push(b);
        }
      }
    frontier = next;
  }
  return d;
});
const FROM_NORTH: number[] = AREA_IDS.map((_, i) => 1 + Math.min(...NORTH_EDGE.map((e) => DIST[INDEX.get(e) ?? 0]?.[i] ?? 99)));

/** The states whose full Pacification moves the CRL, with their areas' indexes. */
const CRL_STATES: { id: StateId; areas: number[] }[] = STATE_IDS.filter(countsForCrl).map((id) => ({
  id,
  areas: STATE_AREAS[id].map((a) => INDEX.get(a) ?? 0),
}));
const RICHMOND_INDEX = INDEX.get(RICHMOND) ?? 0;
const NORTH_EDGE_SET = new Set<string>(NORTH_EDGE);

/** The chance that a die plus `a` beats a die plus `b` (strictly). */
function beats(a: number, b: number): number {
  let n = 0;
  for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) if (x + a > y + b) n++;
  return n / 36;
}

// ---------------------------------------------------------------------------------------
// The judgement.

/** ACTs a side can still expect this turn (from the cards left) and in the turns after it. */
function actsLeft(s: State, side: Side): number {
  const drawn = new Set<Card>(s.drawn);
  const left = DECK.filter((c) => !drawn.has(c));
  const jokerGone = drawn.has(JOKER);
  // With the Joker still in the deck each card comes before it about half the time.
  const reach = jokerGone ? 1 : 0.5;
  let thisTurn = 0;
  for (const c of left) {
    if (cardSide(c) !== side) continue;
    thisTurn += isFaceCard(c) ? 0.5 : actsOf(c);
  }
  thisTurn *= reach;
  if (s.activation?.side === side) thisTurn += s.activation.left;
  const perTurn = 8;
  return thisTurn + Math.max(0, LAST_TURN - s.turn) * perTurn;
}

/** The chance the blockade is in effect at a turn's end, in the long run, at CRL `crl`. */
function blockadeOdds(crl: number): number {
  const restore = Math.max(0, 6 - crl) / 6;
  const breaks = Math.max(0, crl - 1) / 6;
  return restore + breaks === 0 ? 1 : restore / (restore + breaks);
}

/**
 * The Union's margin in CRL spaces (see the top of the file). Positive: the Union is ahead.
 */
export function judge(s: State, w: Weights = WEIGHTS): number {
  if (s.outcome) return s.outcome.winner === "union" ? 100 : -100;
  const crl = crlOf(s.crl);
  const turnsLeft = LAST_TURN - s.turn + 1;
  // The blockade: this turn's end as it stands (it may still flip), later ones by the odds.
  const odds = blockadeOdds(crl);
  const anaconda = (s.anaconda === "in-effect" ? 0.8 : 0.25) + (turnsLeft - 1) * odds;

  // Where the Union armies are, and what stands in each area.
  const unionAt: number[] = [];
  let unionStrength = 0;
  let fullArmies = 0;
  let armies = 0;
  let north = 0;
  for (const u of UNION_UNITS) {
    const where = s.units[u].where;
    const weak = s.units[u].weakened;
    if (where === "eliminated") continue;
    if (where === "waiting") {
      unionStrength += 0.5;
      continue;
    }
    armies++;
    if (!weak) fullArmies++;
    unionStrength += weak ? 0.5 : 1;
    if (where === NORTH) {
      north++;
      unionAt.push(-1);
    } else unionAt.push(INDEX.get(where as AreaId) ?? 0);
  }
  const block = new Array<number>(N).fill(0);
  const reachable = new Array<number>(N).fill(0);
  let rebelStrength = 0;
  let invasion = 0;
  for (const u of CONFEDERATE_UNITS) {
    const where = s.units[u].where;
    if (where === "eliminated" || where === "unplaced" || where === NORTH || where === "waiting") continue;
    const i = INDEX.get(where) ?? 0;
    const weak = s.units[u].weakened;
    if (UNITS[u].kind === "militia") {
      block[i] = (block[i] ?? 0) + w.militiaBlock;
      rebelStrength += 0.4;
      continue;
    }
    block[i] = (block[i] ?? 0) + w.armyBlock * (weak ? 0.7 : 1);
    rebelStrength += weak ? 0.5 : 1;
    if (w.nearBlock && !weak)
      for (const b of PASSABLE[where]) {
        if (AREAS[b].label !== UNITS[u].label) continue;
        const j = INDEX.get(b) ?? 0;
        reachable[j] = Math.max(reachable[j] ?? 0, w.nearBlock * w.armyBlock);
      }
    // An army on the North edge can invade with every ACT; one a step away soon can.
    const edge = NORTH_EDGE_SET.has(where);
    const near = edge || PASSABLE[where].some((b) => NORTH_EDGE_SET.has(b) && AREAS[b].label === UNITS[u].label);
    if (near) {
      const mods = north + (weak ? 1 : 0);
      const win = Math.max(0, Math.min(6, crl - 1 - mods)) / 6;
      const hurt = Math.max(0, Math.min(6, 7 - (6 - mods))) / 6;
      invasion = Math.max(invasion, (win - hurt * 0.3) * (edge ? 1 : 0.8));
    }
  }
  const unionActs = actsLeft(s, "union");
  const rebelActs = actsLeft(s, "confederacy");
  const expectedInvasions = Math.max(0, invasion) * rebelActs * w.invading;

  // The Pacifications the Union's remaining ACTs can buy, cheapest state first.
  const fullShare = armies ? fullArmies / armies : 0;
  const p = fullShare * beats(4, crl) + (1 - fullShare) * beats(2, crl);
  const perArea = 1 / Math.max(0.05, p);
  const pacified = new Uint8Array(N);
  for (const a of s.pacified) pacified[INDEX.get(a) ?? 0] = 1;
  const travel = (target: number): number => {
    let best = 99;
    for (const at of unionAt) {
      const d = at < 0 ? (FROM_NORTH[target] ?? 99) : (DIST[at]?.[target] ?? 99);
      if (d < best) best = d;
    }
    return armies ? best : 99;
  };
  const costs: number[] = [];
  for (const st of CRL_STATES) {
    let cost = 0;
    let nearest = 99;
    for (const i of st.areas) {
      if (pacified[i]) continue;
      cost += perArea + ((block[i] ?? 0) || (reachable[i] ?? 0));
      nearest = Math.min(nearest, travel(i));
    }
    if (cost === 0) continue;
    costs.push(cost + nearest);
  }
  // Richmond moves the marker once more, on top of Virginia.
  if (!pacified[RICHMOND_INDEX]) costs.push(perArea + (block[RICHMOND_INDEX] ?? 0) + travel(RICHMOND_INDEX) + 1);
  costs.sort((a, b) => a - b);
  let budget = unionActs * w.efficiency * Math.min(1, armies / 2);
  let states = 0;
  for (const c of costs) {
    if (budget >= c) {
      states++;
      budget -= c;
    } else {
      states += budget / c;
      break;
    }
  }
  const material = w.unionArmy * unionStrength - w.rebelArmy * rebelStrength;
  return anaconda + states - expectedInvasions + material - s.crl;
}

// ---------------------------------------------------------------------------------------
// The search.

/** A state for planning from a view: the cards not yet drawn, in an order no plan reads. */
export function stateOfView(view: View): State {
  const deck: Card[] = DECK.filter((c) => !view.drawn.includes(c));
  return {
    players: view.players,
    level: view.level,
    phase: view.phase,
    turn: view.turn,
    crl: view.crl,
    anaconda: view.anaconda,
    pacified: view.pacified.slice(),
    units: JSON.parse(JSON.stringify(view.units)) as State["units"],
    deck,
    drawn: view.drawn.slice(),
    drawer: view.drawer,
    acted: { ...view.acted },
    activation: view.activation && { ...view.activation },
    special: view.special && { ...view.special },
    combat: view.combat && { ...view.combat },
    placing: view.placing,
    outcome: view.outcome && { ...view.outcome },
    events: [],
  };
}

/** Dice given in order; anything else (a reshuffle at a spent deck) from `rest`. */
function loaded(faces: number[], rest: Rng, counter: { dice: number }): Rng {
  let k = 0;
  return {
    next: () => rest.next(),
    int(n: number) {
      if (n !== 6) return rest.int(n);
      counter.dice++;
      const f = faces[k++];
      return f === undefined ? 0 : f - 1;
    },
    shuffle: <T>(items: readonly T[]) => rest.shuffle(items),
    used: true,
  };
}

/** Dice totals' margin classes that decide a battle: lost, stalemate, won by 2-3, won by 4 or more. */
const battleClass = (margin: number): number => (margin < 0 ? 0 : margin < 2 ? 1 : margin < 4 ? 2 : 3);

/**
 * Two dice (a battle, a Pacification): the result depends only on which class the totals'
 * margin falls in, so one pair of dice stands for each class, weighted by its chance.
 */
function twoDiceClasses(probe: State): { faces: number[]; p: number }[] | null {
  const ev = [...probe.events].reverse().find((e) => e.e === "battle" || e.e === "pacify");
  if (!ev || (ev.e !== "battle" && ev.e !== "pacify")) return null;
  const [ra, rb] = ev.e === "battle" ? [ev.attack, ev.defence] : [ev.union, ev.confederacy];
  const a = ra.total - ra.die;
  const b = rb.total - rb.die;
  const classOf = (x: number, y: number) => (ev.e === "battle" ? battleClass(x + a - (y + b)) : x + a > y + b ? 1 : 0);
  const byClass = new Map<number, { faces: number[]; p: number }>();
  for (let x = 1; x <= 6; x++)
    for (let y = 1; y <= 6; y++) {
      const c = classOf(x, y);
      const found = byClass.get(c);
      if (found) found.p += 1 / 36;
      else byClass.set(c, { faces: [x, y, 1], p: 1 / 36 });
    }
  return [...byClass.values()];
}

/** What an action may lead to, each with its chance: the dice are enumerated, equal results merged. */
function outcomes(s: State, action: Action, rng: Rng): { state: State; p: number }[] {
  const probe = { dice: 0 };
  const first = cloneState(s);
  perform(first, action, loaded([1, 1, 1], rng, probe));
  if (probe.dice === 0) return [{ state: first, p: 1 }];
  const classes = probe.dice === 2 ? twoDiceClasses(first) : null;
  if (classes) {
    return classes.map(({ faces, p }) => {
      const next = cloneState(s);
      perform(next, action, loaded(faces, rng, { dice: 0 }));
      return { state: next, p };
    });
  }
  const k = Math.min(probe.dice, 2);
  const seen = new Map<string, { state: State; p: number }>();
  const total = 6 ** k;
  for (let code = 0; code < total; code++) {
    const faces = k === 1 ? [code + 1] : [Math.floor(code / 6) + 1, (code % 6) + 1, 1];
    const next = cloneState(s);
    perform(next, action, loaded(faces, rng, { dice: 0 }));
    const key = keyOf(next);
    const found = seen.get(key);
    if (found) found.p += 1 / total;
    else seen.set(key, { state: next, p: 1 / total });
  }
  return [...seen.values()];
}

/** What distinguishes two results of one action (the battle's exact margin does not). */
function keyOf(s: State): string {
  const combat = s.combat && { ...s.combat, margin: s.combat.margin >= 4 ? 4 : s.combat.margin >= 2 ? 2 : s.combat.margin };
  return JSON.stringify([s.crl, s.anaconda, s.pacified.length, s.units, s.activation, s.special, combat, s.placing, s.outcome, s.acted, s.turn]);
}

type Search = { me: Side; plan: Plan; rng: Rng; spent: () => boolean };

/** The value of a position for the side planning (the Union's margin, negated for the Confederacy). */
function value(s: State, search: Search): number {
  const v = judge(s, search.plan.weights);
  return search.me === "union" ? v : -v;
}

/** Whether the planning side's activation is over: the game ended, or the next Card Draw waits. */
function settled(s: State): boolean {
  return s.phase === "over" || (!s.activation && !s.special && !s.combat && !s.placing && s.phase === "play");
}

/** The expected value of an action, looking `depth` own decisions further. */
function expected(s: State, action: Action, depth: number, search: Search): number {
  let sum = 0;
  for (const o of outcomes(s, action, search.rng)) sum += o.p * positionValue(o.state, depth, search);
  return sum;
}

/** A position's value: judged when the activation is over or the depth spent, otherwise the best (or, for the other side, the worst) choice. */
function positionValue(s: State, depth: number, search: Search): number {
  if (settled(s) || depth <= 0 || search.spent()) return value(s, search);
  const side = decider(s);
  if (side === null) return value(s, search);
  const options = choices(s);
  if (options.length === 0) return value(s, search);
  // One step ahead for every option, then the best few searched deeper.
  const shallow = options.map((a) => ({ a, v: expected(s, a, 0, search) }));
  const mine = side === search.me;
  shallow.sort((x, y) => (mine ? y.v - x.v : x.v - y.v));
  if (!mine || depth <= 1) return shallow[0]?.v ?? value(s, search);
  let best = -Infinity;
  for (const { a } of shallow.slice(0, search.plan.width)) best = Math.max(best, expected(s, a, depth - 1, search));
  return best;
}

/** Picks one of `legal` for the side deciding in `view`, by planning its activation. */
export function planAction(view: View, legal: readonly Action[], rng: Rng, budget: Budget, plan: Plan): Action {
  const first = legal[0];
  if (!first) throw new Error("union-forever: no legal action");
  if (legal.length === 1) return first;
  const me = view.decider ?? view.side ?? "confederacy";
  const watch = createStopwatch(budget, DEFAULT_WORK);
  const search: Search = { me, plan, rng, spent: () => watch.spent() };
  const s = stateOfView(view);
  // Setting up, each placement is judged where it stands: the plan of an activation starts with play.
  const depth = view.phase === "setup" ? 1 : plan.depth;
  let best = first;
  let bestValue = -Infinity;
  // Ties (and near ties) are broken by the rng, so that games differ.
  for (const action of legal) {
    const v = expected(s, action, depth - 1, search) + rng.next() * 1e-6;
    if (v > bestValue) {
      best = action;
      bestValue = v;
    }
  }
  return best;
}
