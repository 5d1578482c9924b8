/**
 * A simple rule-following computer player. It sees only its seat's view (never
 * the state: the deck order is not in it) and picks among the legal actions the
 * one a few plain rules of thumb score highest, ties broken by the seeded rng.
 * It plays the Confederacy in a solo game, and can play the Union too (for
 * tests and balance figures).
 *
 * Rules of thumb: block a Union army's Pacification by standing in its area;
 * attack and invade when the dice favour it; break (or restore) the blockade
 * when the roll is likely; Pacify whatever is empty, Richmond and whole states
 * first; eliminate weakened armies before hurting fresh ones.
 */
import type { Rng } from "../../engine";
import { AREA_IDS, AREAS, type AreaId, NORTH, isArea, NORTH_EDGE, PASSABLE, type Place, RICHMOND, STATE_AREAS } from "./data/map";
import { type Side, UNION_UNITS, UNIT_IDS, UNITS, type UnitId, otherSide } from "./data/units";
import { battleModifiers } from "./combat";
import { invasionModifiers } from "./invasion";
import { mayEnter } from "./movement";
import { type Action, type Modifier, areaOf, isPacified } from "./state";
import type { View } from "./view";

const sum = (mods: Modifier[]): number => mods.reduce((s, m) => s + m.value, 0);

/** Chances of a battle, attacker's modifiers `a` against the defender's `d`: won by 2+, by 4+, lost. */
export function battleOdds(a: number, d: number): { win: number; rout: number; lose: number } {
  let win = 0;
  let rout = 0;
  let lose = 0;
  for (let x = 1; x <= 6; x++)
    for (let y = 1; y <= 6; y++) {
      const margin = x + a - (y + d);
      if (margin >= 2) win++;
      if (margin >= 4) rout++;
      if (margin < 0) lose++;
    }
  return { win: win / 36, rout: rout / 36, lose: lose / 36 };
}

/** The chance a single die shows less than n. */
const below = (n: number): number => Math.max(0, Math.min(6, n - 1)) / 6;
/** The chance a single die shows more than n. */
const above = (n: number): number => Math.max(0, Math.min(6, 6 - n)) / 6;

/** How much the Union gains by Pacifying an area: more for Richmond and the last area of a state. */
function areaWorth(view: View, area: AreaId): number {
  const left = STATE_AREAS[AREAS[area].state].filter((id) => !isPacified(view, id)).length;
  return 1 + (left === 1 ? 3 : 1 / left) + (area === RICHMOND ? 3 : 0);
}

/** An area where a Union army could try to Pacify right now. */
function isThreatened(ctx: Context, area: AreaId): boolean {
  return !isPacified(ctx.view, area) && at(ctx, area, "union").length > 0 && at(ctx, area, "confederacy").length === 0;
}

const NONE: readonly UnitId[] = [];

/** The units of a side at a place, from the index built once per decision. */
function at(ctx: Context, place: Place, side: Side): readonly UnitId[] {
  return ctx.index.get(`${place}|${side}`) ?? NONE;
}

/** Where the Union armies can go next to Pacify: empty, unpacified areas one move away. */
function nextTargets(view: View): Set<AreaId> {
  const out = new Set<AreaId>();
  for (const unit of UNION_UNITS) {
    const where = view.units[unit].where;
    const from = where === NORTH ? NORTH_EDGE : isArea(where) && isPacified(view, where) ? PASSABLE[where] : [];
    for (const a of from) if (!isPacified(view, a)) out.add(a);
  }
  return out;
}

/** Steps from every area to the nearest goal area, moving only through areas `ok` allows. */
function distanceField(goals: readonly AreaId[], ok: (a: AreaId) => boolean): Map<AreaId, number> {
  const dist = new Map<AreaId, number>();
  let frontier = goals.filter(ok);
  for (const g of frontier) dist.set(g, 0);
  for (let d = 1; frontier.length > 0; d++) {
    const next: AreaId[] = [];
    for (const a of frontier)
      for (const b of PASSABLE[a])
        if (!dist.has(b) && ok(b)) {
          dist.set(b, d);
          next.push(b);
        }
    frontier = next;
  }
  return dist;
}

/** What the computer works out once per decision. */
type Context = {
  view: View;
  /** Units by place and side ("va-richmond|union"). */
  index: Map<string, UnitId[]>;
  side: Side;
  /** Areas where a Union army could Pacify now. */
  threatened: Set<AreaId>;
  /** Unpacified areas a Union army can enter with its next ACT: its next targets. */
  targets: Set<AreaId>;
  /** Distance fields, per unit, computed on demand. */
  fields: Map<string, Map<AreaId, number>>;
};

function field(ctx: Context, key: string, make: () => Map<AreaId, number>): Map<AreaId, number> {
  let f = ctx.fields.get(key);
  if (!f) {
    f = make();
    ctx.fields.set(key, f);
  }
  return f;
}

/** The Confederacy's setup: armies forward on the invasion routes, militia near the Union's entry areas. */
function setupScore(ctx: Context, unit: UnitId, area: AreaId): number {
  const view = ctx.view;
  const preferred: Partial<Record<UnitId, AreaId[]>> = {
    "ca-northern-virginia": ["va-northern", "va-richmond"],
    "ca-tennessee": ["tn-middle", "tn-east"],
    "ca-mississippi": ["tn-west", "ms-north"],
  };
  const list = preferred[unit];
  if (list) return list.includes(area) ? 10 - list.indexOf(area) : 0;
  if (isPacified(view, area)) return -5;
  const nearEdge = NORTH_EDGE.includes(area) || PASSABLE[area].some((b) => NORTH_EDGE.includes(b));
  return (nearEdge ? 2 : 0) + (area === RICHMOND ? 1 : 0) - 3 * at(ctx, area, "confederacy").length;
}

/**
 * What Confederate presence in an area is worth: nothing once Pacified; else the
 * area's worth to the Union, times how soon a Union army could Pacify it.
 */
function guardWorth(ctx: Context, area: AreaId): number {
  const view = ctx.view;
  if (isPacified(view, area)) return 0;
  const soon = at(ctx, area, "union").length > 0 ? 3 : ctx.targets.has(area) ? 1.5 : 0;
  return soon * areaWorth(view, area);
}

/** The guard a unit adds to an area: full for the first defender, less for each more. */
function guardShare(ctx: Context, unit: UnitId, area: AreaId): number {
  const others = at(ctx, area, "confederacy").filter((u) => u !== unit).length;
  return guardWorth(ctx, area) * (others === 0 ? 1 : 0.3 / others);
}

/** How much a Confederate unit standing in `area` is worth there: blocking a Pacification. */
function blockWorth(ctx: Context, unit: UnitId, area: AreaId | null): number {
  const view = ctx.view;
  if (area === null || isPacified(view, area) || at(ctx, area, "union").length === 0) return 0;
  const others = at(ctx, area, "confederacy").filter((u) => u !== unit);
  return others.length === 0 ? areaWorth(view, area) : 0;
}

function confederateMove(ctx: Context, unit: UnitId, to: Place): number {
  const view = ctx.view;
  const from = areaOf(view, unit);
  if (from === null) return -1;
  if (to === NORTH) {
    // A Rebel invasion: worth it when the roll is more likely to move the CRL than to hurt the army.
    if (view.crl >= 9) return -5;
    const m = sum(invasionModifiers(view, unit, from));
    let ok = 0;
    let bad = 0;
    for (let d = 1; d <= 6; d++) {
      if (d + m < view.crlValue) ok++;
      else if (d + m >= 6) bad++;
    }
    return (9 * ok - (view.units[unit].weakened ? 9 : 5) * bad) / 6 - guardShare(ctx, unit, from) * 0.5;
  }
  let score = 2 * (guardShare(ctx, unit, to) - guardShare(ctx, unit, from));
  const enemies = at(ctx, to, "union");
  if (enemies.length > 0 && UNITS[unit].kind === "confederate-army") {
    const a = view.units[unit].weakened ? view.crlValue - 1 : view.crlValue;
    const d = enemies.reduce((s, u) => s + (UNITS[u].cf?.[view.units[u].weakened ? "weakened" : "full"] ?? 0), 0);
    const odds = battleOdds(a + (to === RICHMOND ? 1 : 0), d);
    score += 2 * (odds.win - odds.lose);
  }
  // Toward the Union's spearheads.
  const kind = UNITS[unit].label ?? "militia";
  const dist = field(ctx, kind, () => distanceField([...ctx.threatened, ...ctx.targets], (a) => mayEnter(unit, a)));
  if ((dist.get(to) ?? 99) < (dist.get(from) ?? 99)) score += 1;
  return score - 0.5;
}

function unionMove(ctx: Context, unit: UnitId, to: Place): number {
  const view = ctx.view;
  if (to === NORTH) return -2;
  const enemies = at(ctx, to, "confederacy");
  if (enemies.length > 0) {
    const m = battleModifiers(view, unit, to);
    const odds = battleOdds(view.units[unit].weakened ? (UNITS[unit].cf?.weakened ?? 0) : (UNITS[unit].cf?.full ?? 0), sum(m.defence));
    return 1 + 4 * (odds.win - odds.lose);
  }
  if (!isPacified(view, to)) return 3 + areaWorth(view, to) - 0.5 * at(ctx, to, "union").length;
  // Through Pacified country toward areas still to take.
  const from = areaOf(view, unit);
  const dist = field(ctx, "open", () => distanceField(AREA_IDS.filter((a) => !isPacified(view, a)), () => true));
  const closer = from === null ? 1 : (dist.get(from) ?? 99) - (dist.get(to) ?? 99);
  return closer > 0 ? 1 : -0.5;
}

function battleScore(view: View, unit: UnitId): number {
  const area = areaOf(view, unit);
  if (area === null) return -1;
  const m = battleModifiers(view, unit, area);
  const odds = battleOdds(sum(m.attack), sum(m.defence));
  const weak = view.units[unit].weakened ? 2 : 1;
  return 6 * odds.win + 3 * odds.rout - 4 * weak * odds.lose + (UNITS[unit].side === "union" ? 0.5 : 0);
}

/** A step loss or retreat inflicted on an enemy unit, from the attacker's point of view. */
function hurtScore(view: View, unit: UnitId, kind: "step-loss" | "retreat"): number {
  const weakened = view.units[unit].weakened || UNITS[unit].kind === "militia";
  if (kind === "step-loss") return weakened ? 9 : 5;
  return 4;
}

/** The value of an action to the deciding side. */
function score(ctx: Context, action: Action): number {
  const { view, side } = ctx;
  const crl = view.crlValue;
  switch (action.t) {
    case "draw":
    case "pass":
      return 0;
    case "place": {
      if (view.phase === "setup") return action.area === NORTH ? 0 : setupScore(ctx, action.unit, action.area);
      if (action.area === NORTH) return 0;
      const area = action.area;
      return side === "confederacy"
        ? (ctx.threatened.has(area) ? 6 : 0) + (PASSABLE[area].some((b) => ctx.threatened.has(b)) ? 2 : 0)
        : PASSABLE[area].some((b) => !isPacified(view, b)) ? 1 : 0;
    }
    case "anaconda":
      return 10 * (side === "confederacy" ? below(crl) : above(crl));
    case "two-acts":
      return 3;
    case "restore":
      return 5 * (side === "confederacy" ? below(crl) : below(4));
    case "return":
      return (UNITS[action.unit].kind === "militia" ? 3 : 7) * (side === "confederacy" ? below(crl) : below(4));
    case "move":
      return side === "confederacy" ? confederateMove(ctx, action.unit, action.to) : unionMove(ctx, action.unit, action.to);
    case "attack":
      return battleScore(view, action.unit);
    case "pacify": {
      const area = areaOf(view, action.unit);
      return area === null ? 0 : 6 + areaWorth(view, area);
    }
    case "step-loss":
    case "retreat": {
      const own = UNITS[action.unit].side === side;
      if (!own) return hurtScore(view, action.unit, action.t);
      // Our own attacker lost: a weakened army retreats rather than die; a fresh one keeps its ground.
      const weak = view.units[action.unit].weakened;
      if (action.t === "step-loss") return weak ? -10 : -4;
      return -3.5 - 3 * blockWorth(ctx, action.unit, areaOf(view, action.unit));
    }
    case "retreat-to": {
      if (action.to === NORTH) return -1;
      const to = action.to;
      const friends = at(ctx, to, side).length;
      const threats = PASSABLE[to].filter((b) => at(ctx, b, otherSide(side)).length > 0).length;
      return friends - threats;
    }
  }
}

/** Picks one of `legal` from what `view` shows (the side whose decision it is decides). */
export function chooseAction(view: View, legal: readonly Action[], rng: Rng): Action {
  const first = legal[0];
  if (first === undefined) throw new Error("the computer has no legal action");
  if (legal.length === 1) return first;
  const index = new Map<string, UnitId[]>();
  for (const unit of UNIT_IDS) {
    const key = `${view.units[unit].where}|${UNITS[unit].side}`;
    const list = index.get(key);
    if (list) list.push(unit);
    else index.set(key, [unit]);
  }
  const ctx: Context = {
    view,
    index,
    side: view.decider ?? view.side ?? "confederacy",
    threatened: new Set(),
    targets: nextTargets(view),
    fields: new Map(),
  };
  for (const a of AREA_IDS) if (isThreatened(ctx, a)) ctx.threatened.add(a);
  let best = first;
  let bestScore = -Infinity;
  for (const action of legal) {
    const s = score(ctx, action) + rng.next() * 0.01;
    if (s > bestScore) {
      best = action;
      bestScore = s;
    }
  }
  return best;
}
