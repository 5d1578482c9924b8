/**
 * A reading of the board for the computer players: each side's strength in every location,
 * what each location is worth to whom, how likely a battle is to be won, and how exposed a
 * location is to the enemy's next attack. Estimates only; the rules decide.
 *
 * Values are in Union victory points' worth ("points"): a VP hexagon is 1, a step of the
 * Europe track a little more (the Confederacy needs six of them, the Union twelve VP).
 */
import { type CardId, cardOf } from "./data/cards";
import { FORT_STRENGTH } from "./data/counters";
import { EXITS, type Half, LOCATIONS, LOCATION_IDS, type LocationId, linkDefence } from "./data/map";
import { EUROPE_CONFEDERATE_END, EUROPE_UNION_END } from "./data/tracks";
import { SIDES, type Side, enemyOf } from "./data/sides";
import { controlMap } from "./control";
import { mayEnter } from "./movement";
import { suppliedLocations } from "./supply";
import { type State, boardOf, boardReading, counterOf, occupancy } from "./state";
import { RESHUFFLE_VP, UNION_VP_TO_WIN } from "./victory";

/** The weights of the estimates, in points. */
export const WEIGHTS = {
  vp: 1,
  /** One step of the Europe track far from its end; nearer the end it is worth more. */
  europe: 1.1,
  /** A point of army strength on the board. */
  strength: 0.3,
  /** Losing the game at once (Washington; the last step of the Europe track). */
  game: 30,
  /** Any location, for room to move and supply. */
  territory: 0.15,
  /** A Confederate supply source, beyond its hexagon. */
  supply: 0.8,
  /** A card in hand. */
  card: 0.25,
  /** A step of the Blockade track's hand size, to the Confederacy. */
  handSize: 0.5,
};

/** An attack a side could make into a location by one move from next door. */
export type Threat = {
  force: number;
  half: Half;
  link: number;
  /** The side may also place a new army where the threat comes from (it is in its supply). */
  deployable: boolean;
};

/** The strength a side is expected to add next door by deploying before it attacks (an army of 2 or 3). */
export const DEPLOY_THREAT = 2.5;

/** What each side has in each location, read once per board. */
export type Situation = {
  state: State;
  control: Readonly<Record<LocationId, Side | null>>;
  /** Army strength and army counters by side and location. */
  strength: Record<Side, Record<LocationId, number>>;
  armies: Record<Side, Record<LocationId, string[]>>;
  /** Counters (armies and forts) of each side in each half (north, south) of each location. */
  inHalf: Record<Side, [Record<LocationId, number>, Record<LocationId, number>]>;
  /** Confederate forts in each half (north, south). */
  forts: [Record<LocationId, number>, Record<LocationId, number>];
  /** The halves a side's counters may leave a location by (movement.ts, `exitHalves`). */
  exits: Record<Side, Record<LocationId, Half[]>>;
  /** The attacks each side could make into each location by one move from next door. */
  near: Record<Side, Record<LocationId, Threat[]>>;
  /** Board-only estimates filled on first use and shared by every state with this board (see `farThreats`). */
  board: { far?: Partial<Record<Side, Record<LocationId, number>>>; regions?: Partial<Record<Side, Int8Array>> };
};

const SITUATIONS = boardReading<Situation>();

/** Each location's place in LOCATION_IDS. */
export const LOCATION_INDEX = Object.fromEntries(LOCATION_IDS.map((l, i) => [l, i])) as Record<LocationId, number>;

const template = <T>(value: T) => Object.fromEntries(LOCATION_IDS.map((l) => [l, value])) as Record<LocationId, T>;
const ZEROS = template(0);
const NO_ARMIES: readonly string[] = Object.freeze([]);
const NO_THREATS: readonly Threat[] = Object.freeze([]);
const BOTH_HALVES: readonly Half[] = Object.freeze([0, 1] as Half[]);
const ONLY: readonly (readonly Half[])[] = [Object.freeze([0] as Half[]), Object.freeze([1] as Half[])];
const EMPTY_ARMIES = template(NO_ARMIES as string[]);
const EMPTY_THREATS = template(NO_THREATS as Threat[]);
const FREE_EXITS = template(BOTH_HALVES as Half[]);

/** The situation of a board, remembered per board (state.ts, `Board`). */
export function situationOf(state: State): Situation {
  const board = boardOf(state);
  const known = SITUATIONS.get(board);
  if (known) return known.state === state ? known : { ...known, state };
  const sit: Situation = {
    state,
    control: controlMap(state),
    strength: { union: { ...ZEROS }, confederate: { ...ZEROS } },
    armies: { union: { ...EMPTY_ARMIES }, confederate: { ...EMPTY_ARMIES } },
    inHalf: { union: [{ ...ZEROS }, { ...ZEROS }], confederate: [{ ...ZEROS }, { ...ZEROS }] },
    forts: [{ ...ZEROS }, { ...ZEROS }],
    exits: { union: { ...FREE_EXITS }, confederate: { ...FREE_EXITS } },
    near: { union: { ...EMPTY_THREATS }, confederate: { ...EMPTY_THREATS } },
    board: {},
  };
  const occ = occupancy(state);
  for (const loc of LOCATION_IDS) {
    const here = occ[loc];
    if (!here) continue;
    for (const side of SIDES)
      for (const id of here[side]) {
        const c = counterOf(id);
        const half = state.at[id]?.half ?? 0;
        sit.inHalf[side][half][loc]++;
        if (c.kind === "fort") {
          sit.forts[half][loc]++;
          continue;
        }
        sit.strength[side][loc] += c.strength;
        const armies = sit.armies[side];
        if (armies[loc] === NO_ARMIES) armies[loc] = [id];
        else armies[loc].push(id);
      }
    if (here.union.length > 0 && here.confederate.length > 0)
      for (const side of SIDES) {
        const first = here[side][0];
        sit.exits[side][loc] = ONLY[first ? (state.at[first]?.half ?? 0) : 0] as Half[];
      }
  }
  for (const side of SIDES) {
    const supplied = new Set(suppliedLocations(state, side));
    for (const from of LOCATION_IDS) {
      const force = sit.strength[side][from];
      const deployable = supplied.has(from);
      if (force === 0 && !deployable) continue;
      const halves = sit.exits[side][from];
      const near = sit.near[side];
      for (const e of EXITS[from])
        if (halves.includes(e.half) && mayEnter(side, e.to)) {
          const threat = { force, half: e.toHalf, link: e.link, deployable };
          if (near[e.to] === NO_THREATS) near[e.to] = [threat];
          else near[e.to].push(threat);
        }
    }
  }
  SITUATIONS.set(board, sit);
  return sit;
}

/** Forts of the Confederacy in one half of a location. */
export function fortsIn(sit: Situation, loc: LocationId, half: Half): number {
  return sit.forts[half][loc];
}

/** Counters of a side in a location, or in one half of it. */
export function countOf(sit: Situation, side: Side, loc: LocationId, half?: Half): number {
  const h = sit.inHalf[side];
  return half === undefined ? h[0][loc] + h[1][loc] : h[half][loc];
}

/** The value to the Confederacy of moving the Europe marker from `e` one step its way. */
function confederateStep(e: number): number {
  if (e + 1 >= EUROPE_CONFEDERATE_END) return WEIGHTS.game;
  return WEIGHTS.europe * (1 + Math.max(0, e - (EUROPE_CONFEDERATE_END - 5)) * 0.35);
}

/** What `n` steps of the Europe track toward `side` are worth to `side`. */
export function europeValue(state: State, side: Side, n: number): number {
  let v = 0;
  let e = state.europe;
  for (let i = 0; i < n; i++) {
    if (side === "confederate") {
      if (e >= EUROPE_CONFEDERATE_END) break;
      v += confederateStep(e);
      e++;
    } else {
      if (e <= EUROPE_UNION_END) break;
      v += confederateStep(e - 1);
      e--;
    }
  }
  return v;
}

/** What a location is worth: what its holder loses, and the other side gains, when it changes hands. */
export function stake(state: State, loc: LocationId): number {
  const l = LOCATIONS[loc];
  if (l.supply === "union" && state.options.washington === "immediate") return WEIGHTS.game;
  let v = WEIGHTS.territory + l.vp * WEIGHTS.vp;
  if (l.supply === "union") v += WEIGHTS.game / 3;
  if (l.supply === "confederate") v += WEIGHTS.supply;
  return v;
}

/**
 * The Europe space that changes hands with `loc` when `side` becomes its sole occupant: the
 * Confederacy's for capturing a blue location in a battle, the Union's for retaking one so
 * captured (control.ts, `updateControl`).
 */
export function europeStake(state: State, loc: LocationId, side: Side, battle: boolean): number {
  const l = LOCATIONS[loc];
  if (side === "confederate") return battle && l.colour === "blue" && !l.unionRear && state.flags[loc] !== "confederate" ? europeValue(state, "confederate", 1) : 0;
  return state.captured.includes(loc) ? europeValue(state, "union", 1) : 0;
}

/** The highest Leadership in a set of cards (0 for none). */
export function bestLeadership(cards: readonly CardId[]): number {
  let best = 0;
  for (const id of cards) best = Math.max(best, cardOf(id).leadership);
  return best;
}

/**
 * The Leadership a side is expected to add to a battle from a hand of `n` cards it keeps
 * hidden: about the best of that many cards, plus a chance of High Ground for a defender.
 */
export function expectedLeadership(n: number, defending: boolean): number {
  if (n <= 0) return 0;
  return 0.7 + 0.22 * Math.min(n, 6) + (defending ? 0.35 : 0);
}

/**
 * The chance that an attack of total `attack` beats a defence of total `defence` (the
 * defender wins ties), when both totals are estimates: a smooth step around a margin of one.
 */
export function winChance(attack: number, defence: number): number {
  const margin = attack - defence - 0.5;
  return 1 / (1 + Math.exp(-margin / 0.7));
}

/** The leadership `side` is expected to bring, reading its own hand if `known`, else only the hand's size. */
export function leadershipOf(state: State, side: Side, defending: boolean, known: boolean): number {
  const hand = state.cards[side].hand;
  if (known) return bestLeadership(hand) + (defending && hand.some((c) => cardOf(c).action?.kind === "high-ground") ? 2 : 0);
  return expectedLeadership(hand.length, defending);
}

/**
 * The chance that `side`'s location `loc`, defended by `strength` army points, falls to the
 * enemy's strongest attack next turn; `lead` and `enemyLead` are the Leadership each side is
 * expected to add (see `leadershipOf`).
 */
export function danger(sit: Situation, loc: LocationId, side: Side, mine: number, lead: number, enemyLead: number): number {
  const enemy = enemyOf(side);
  if (!mayEnter(enemy, loc)) return 0;
  const enemyCards = sit.state.cards[enemy].hand.length;
  let worst = 0;
  const contested = sit.control[loc] === null;
  if (contested && sit.strength[enemy][loc] > 0) {
    const myHalf = sit.exits[side][loc][0] ?? 0;
    worst = winChance(sit.strength[enemy][loc] + enemyLead, mine + FORT_STRENGTH * sit.forts[myHalf][loc] + lead);
  }
  for (const t of sit.near[enemy][loc]) {
    const forts = side === "confederate" ? sit.forts[t.half][loc] : 0;
    // Nobody to fight in that half: the enemy walks in (at once, or after placing an army next door).
    if (mine === 0 && forts === 0) {
      if (t.force > 0) return 1;
      if (enemyCards >= 3) worst = Math.max(worst, 0.7);
      continue;
    }
    const modifier = contested ? 0 : linkDefence(t.link, loc, side);
    const defence = mine + FORT_STRENGTH * forts + modifier + lead;
    if (t.force > 0) worst = Math.max(worst, winChance(t.force + enemyLead, defence));
    // A new army placed next door first, then the attack: two actions and the cards for both
    // (a unit, its payment, a movement card).
    if (t.deployable && enemyCards >= 3) worst = Math.max(worst, 0.7 * winChance(t.force + DEPLOY_THREAT + enemyLead, defence));
  }
  // An attack next turn after a first move: a single army brought next door through the enemy's
  // own locations (or by Rail Movement), or a stack two links away. Less likely, so discounted.
  const far = farThreats(sit, enemy)[loc];
  if (far > 0) {
    const weakest = side === "confederate" ? Math.min(sit.forts[0][loc], sit.forts[1][loc]) : 0;
    const p = mine === 0 && weakest === 0 ? 1 : winChance(far + enemyLead, mine + FORT_STRENGTH * weakest + lead);
    worst = Math.max(worst, 0.6 * p);
  }
  return worst;
}

/**
 * Each side's regions: the locations it controls, grouped by the rail links between them (a
 * single army moves anywhere within its region for one movement card). -1 for a location the
 * side does not control. Remembered with the situation.
 */
export function regionsOf(sit: Situation, side: Side): Int8Array {
  const known = sit.board.regions?.[side];
  if (known) return known;
  const region = new Int8Array(LOCATION_IDS.length).fill(-1);
  let next = 0;
  LOCATION_IDS.forEach((start, i) => {
    if (region[i] !== -1 || sit.control[start] !== side) return;
    const stack: LocationId[] = [start];
    region[i] = next;
    while (stack.length > 0) {
      const loc = stack.pop() as LocationId;
      for (const e of EXITS[loc]) {
        const j = LOCATION_INDEX[e.to];
        if (region[j] === -1 && sit.control[e.to] === side) {
          region[j] = next;
          stack.push(e.to);
        }
      }
    }
    next++;
  });
  sit.board.regions ??= {};
  sit.board.regions[side] = region;
  return region;
}

/** The regions of `side` that armies in `from` can enter by one rail link (through the halves they may leave by). */
export function regionsFrom(sit: Situation, side: Side, from: LocationId): number[] {
  const region = regionsOf(sit, side);
  const out: number[] = [];
  for (const e of EXITS[from]) {
    const r = region[LOCATION_INDEX[e.to]] ?? -1;
    if (r >= 0 && e.to !== from && sit.exits[side][from].includes(e.half) && !out.includes(r)) out.push(r);
  }
  return out;
}

/** The locations of one region. */
export function regionMembers(sit: Situation, side: Side, r: number): LocationId[] {
  const region = regionsOf(sit, side);
  return LOCATION_IDS.filter((_, i) => region[i] === r);
}

/**
 * For each location, the strongest force `side` could attack it with after one move: a single
 * army taken by rail through its own region to a neighbour, or a whole stack moved one link
 * into a location it controls and then on. Remembered with the situation.
 */
export function farThreats(sit: Situation, side: Side): Record<LocationId, number> {
  const known = sit.board.far?.[side];
  if (known) return known;
  const out = { ...ZEROS };
  const region = regionsOf(sit, side);
  const strongestIn: number[] = [];
  const into = (from: LocationId, force: number) => {
    for (const e of EXITS[from]) if (out[e.to] < force && mayEnter(side, e.to)) out[e.to] = force;
  };
  for (const loc of LOCATION_IDS) {
    const armies = sit.armies[side][loc];
    if (armies.length === 0) continue;
    const stack = sit.strength[side][loc];
    let strongest = 0;
    for (const id of armies) strongest = Math.max(strongest, counterOf(id).strength);
    const halves = sit.exits[side][loc];
    for (const e of EXITS[loc]) {
      if (!halves.includes(e.half)) continue;
      // A location of a region is one `side` controls (regionsOf): the stack can step into it, a single army ride through it.
      const r = region[LOCATION_INDEX[e.to]] ?? -1;
      if (r < 0) continue;
      if (e.to !== loc) strongestIn[r] = Math.max(strongestIn[r] ?? 0, strongest);
      into(e.to, stack);
    }
  }
  for (let i = 0; i < region.length; i++) {
    const r = region[i] ?? -1;
    const force = r >= 0 ? (strongestIn[r] ?? 0) : 0;
    if (force > 0) into(LOCATION_IDS[i] as LocationId, force);
  }
  sit.board.far ??= {};
  sit.board.far[side] = out;
  return out;
}

/** The Union's VP goal at its next reshuffle (12 at the third exhaustion). */
export function nextGoal(state: State): number {
  return RESHUFFLE_VP[state.cards.union.reshuffles] ?? UNION_VP_TO_WIN;
}
