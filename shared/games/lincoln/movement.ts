/**
 * Moving armies by rail ("Action: Move army"). For one movement card a side moves either
 * some or all of its armies in one location along one rail link, or one army through
 * locations it controls to another location it controls. Forts never move; the
 * Confederate never enters the Union's rear. Entering an enemy-held location fights at
 * once; entering an empty enemy location takes it.
 */
import { EXITS, type Exit, type Half, LOCATIONS, LOCATION_IDS, type LocationId } from "./data/map";
import { type Side, enemyOf } from "./data/sides";
import type { Action } from "./actions";
import { startCombat } from "./combat";
import { controllerOf, isContested, updateControl } from "./control";
import { discardCard, distinctCards } from "./hand";
import { type Approach, type Decision, type State, armiesIn, counterName, countersIn, hasArmy, representatives, putCounter, say, sideName } from "./state";
import { cardOf } from "./data/cards";

/** Whether a side may set foot in a location at all (the Union's rear is closed to the Confederate). */
export function mayEnter(side: Side, loc: LocationId): boolean {
  return !(side === "confederate" && LOCATIONS[loc].unionRear);
}

/** The halves a side's counters may leave a location by: either, or only its own half while contested. */
export function exitHalves(state: State, side: Side, loc: LocationId): Half[] {
  if (!isContested(state, loc)) return [0, 1];
  const mine = countersIn(state, loc, side);
  const half = mine[0] ? state.at[mine[0]]?.half : undefined;
  return half === undefined ? [] : [half];
}

/** The rail links a side's armies in `from` may move along. */
export function linkMoves(state: State, side: Side, from: LocationId): Exit[] {
  const halves = exitHalves(state, side, from);
  return EXITS[from].filter((e) => halves.includes(e.half) && mayEnter(side, e.to));
}

/** Whether a side's armies in `from` (if any) have a rail link to move along. */
export function canLeave(state: State, side: Side, from: LocationId): boolean {
  const halves = exitHalves(state, side, from);
  return EXITS[from].some((e) => halves.includes(e.half) && mayEnter(side, e.to));
}

/** A place reached by rail through friendly locations, with the last link taken and where it started. */
export type Arrival = { loc: LocationId; half: Half; link: number; from: LocationId; fromHalf: Half; friendly: boolean };

/**
 * Everywhere one army in `from` can go by rail through locations its side controls: the
 * friendly locations on the way, and (for Rail Movement) the first non-friendly location
 * at the end of each route, where the move stops.
 */
export function reach(state: State, side: Side, from: LocationId, attack: boolean): Arrival[] {
  const out: Arrival[] = [];
  const seenHalf = new Set<string>();
  const expanded = new Set<LocationId>([from]);
  const queue: [LocationId, Half[]][] = [[from, exitHalves(state, side, from)]];
  while (queue.length > 0) {
    const [loc, halves] = queue.shift() as [LocationId, Half[]];
    for (const e of EXITS[loc]) {
      if (!halves.includes(e.half) || e.to === from || !mayEnter(side, e.to)) continue;
      const friendly = controllerOf(state, e.to) === side;
      if (friendly) {
        const key = `${e.to}:${e.toHalf}`;
        if (!seenHalf.has(key)) {
          seenHalf.add(key);
          out.push({ loc: e.to, half: e.toHalf, link: e.link, from: loc, fromHalf: e.half, friendly });
        }
        if (!expanded.has(e.to)) {
          expanded.add(e.to);
          queue.push([e.to, [0, 1]]);
        }
      } else if (attack) {
        out.push({ loc: e.to, half: e.toHalf, link: e.link, from: loc, fromHalf: e.half, friendly });
      }
    }
  }
  return out;
}

/** Locations from which a side can move armies by rail. */
export function moveOrigins(state: State, side: Side): LocationId[] {
  return LOCATION_IDS.filter((loc) => hasArmy(state, loc, side) && canLeave(state, side, loc));
}

/**
 * Counters arrive in a half of a location, coming from `origins`. Joining one's own half of
 * a contested location is a plain move; anywhere else the enemy stands, a battle starts.
 * But a battle needs someone to fight: defending armies all move to the attacked half,
 * while "a fort can only take part in combat if its half of the location is attacked"; so
 * where the enemy holds only forts, in the other half, the arrival is a plain move that
 * contests the location. Counters arriving by sea are marked so: they will leave a battle
 * only by sea.
 */
export function arrive(state: State, side: Side, ids: string[], loc: LocationId, half: Half, via: Approach, origins: LocationId[]): void {
  const enemy = enemyOf(side);
  const enemyHere = countersIn(state, loc, enemy);
  const wasContested = enemyHere.length > 0 && countersIn(state, loc, side).length > 0;
  for (const id of ids) putCounter(state, id, via.kind === "sea" ? { loc, half, sea: true } : { loc, half });
  for (const o of origins) if (o !== loc) updateControl(state, o);
  if (enemyHere.length === 0) {
    updateControl(state, loc);
    return;
  }
  if (wasContested && countersIn(state, loc, enemy, half).length === 0) return; // joined its own half
  if (armiesIn(state, loc, enemy).length === 0 && countersIn(state, loc, enemy, half).length === 0) {
    const forts = enemyHere.length === 1 ? "fort stands" : "forts stand";
    say(state, `The ${sideName(enemy)} ${forts} in the other half of ${LOCATIONS[loc].name} and take${enemyHere.length === 1 ? "s" : ""} no part: there is no battle.`);
    return;
  }
  startCombat(state, loc, half, side, ids, via, wasContested);
}

/** The choices of a move in progress. */
export function moveOptions(state: State, d: Decision): Action[] {
  switch (d.k) {
    case "move-from":
      return moveOrigins(state, d.side).map((loc) => ({ t: "from", loc }));
    case "move-how": {
      const links = linkMoves(state, d.side, d.from);
      const adjacent = new Set(links.map((e) => `${e.to}:${e.toHalf}`));
      const out: Action[] = links.map((e) => ({ t: "along", link: e.link }));
      for (const a of reach(state, d.side, d.from, false))
        if (!adjacent.has(`${a.loc}:${a.half}`)) out.push({ t: "path", loc: a.loc, half: a.half });
      return out;
    }
    case "move-counters": {
      const left = armiesIn(state, d.from, d.side).filter((id) => !d.picked.includes(id));
      const out: Action[] = representatives(left).map((id) => ({ t: "counter", id }));
      if (d.picked.length > 0) out.push({ t: "done" });
      return out;
    }
    case "move-one":
      return representatives(armiesIn(state, d.from, d.side)).map((id) => ({ t: "counter", id }));
    default:
      return [];
  }
}

/** Pays the movement card: the move itself follows as decisions. */
export function startMove(state: State, side: Side, card: string): void {
  discardCard(state, side, card);
  say(state, `${sideName(side)} played ${cardOf(card).name} to move by rail.`);
  state.pending.push({ k: "move-from", side });
}

export function onMove(state: State, d: Decision, action: Action): void {
  if (d.k === "move-from" && action.t === "from") {
    state.pending[state.pending.length - 1] = { k: "move-how", side: d.side, from: action.loc as LocationId };
  } else if (d.k === "move-how" && action.t === "along") {
    state.pending[state.pending.length - 1] = { k: "move-counters", side: d.side, from: d.from, link: action.link, picked: [] };
  } else if (d.k === "move-how" && action.t === "path") {
    state.pending[state.pending.length - 1] = { k: "move-one", side: d.side, from: d.from, to: action.loc as LocationId, half: action.half };
  } else if (d.k === "move-counters" && action.t === "counter") {
    d.picked.push(action.id);
  } else if (d.k === "move-counters" && action.t === "done") {
    state.pending.pop();
    const exit = EXITS[d.from].find((e) => e.link === d.link);
    if (!exit) throw new Error(`link ${d.link} does not leave ${d.from}`);
    say(state, `${sideName(d.side)} moved ${d.picked.map(counterName).join(", ")} from ${LOCATIONS[d.from].name} to ${LOCATIONS[exit.to].name}.`);
    arrive(state, d.side, d.picked, exit.to, exit.toHalf, { kind: "rail", link: exit.link, from: d.from, fromHalf: exit.half }, [d.from]);
  } else if (d.k === "move-one" && action.t === "counter") {
    state.pending.pop();
    say(state, `${sideName(d.side)} moved ${counterName(action.id)} from ${LOCATIONS[d.from].name} by rail to ${LOCATIONS[d.to].name}.`);
    putCounter(state, action.id, { loc: d.to, half: d.half });
    updateControl(state, d.from);
  } else throw new Error(`${action.t} does not answer ${d.k}`);
}

/** Movement cards a side could play now (one of each kind). */
export function movementCards(state: State, side: Side): string[] {
  if (moveOrigins(state, side).length === 0) return [];
  return distinctCards(state.cards[side].hand.filter((c) => cardOf(c).movement));
}
