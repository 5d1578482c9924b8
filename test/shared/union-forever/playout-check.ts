/**
 * Random playouts of whole games, checking the invariants at every ply: the
 * active seat always has a legal action and each is accepted (others refused),
 * units are conserved, the CRL stays on the track, the deck is whole, views
 * never show its order, and every game ends within eight turns.
 */
import { RuleError, applyAction, createRng, setupState } from "../../../shared/engine";
import { DECK } from "../../../shared/games/union-forever/cards";
import { AREA_IDS } from "../../../shared/games/union-forever/data/map";
import { UNIT_IDS, UNITS } from "../../../shared/games/union-forever/data/units";
import type { Action, State } from "../../../shared/games/union-forever/state";
import type { View } from "../../../shared/games/union-forever/view";
import { game } from "./helpers";

const PLACES = new Set<string>([...AREA_IDS, "north", "eliminated", "waiting", "unplaced"]);

/** Throws if a rule's invariant is broken (plain checks: expect() is too slow for millions). */
function check(ok: boolean, what: () => string): void {
  if (!ok) throw new Error(what());
}

function checkInvariants(s: State): void {
  check(s.crl >= 0 && s.crl <= 9, () => `CRL marker off the track: ${s.crl}`);
  check(s.turn >= 1 && s.turn <= 8, () => `turn ${s.turn}`);
  // Units conserved: every counter is somewhere it may be.
  check(Object.keys(s.units).length === UNIT_IDS.length, () => "a unit is missing");
  for (const id of UNIT_IDS) {
    const { where, weakened } = s.units[id];
    const data = UNITS[id];
    check(PLACES.has(where), () => `${id} at ${where}`);
    if (data.side === "union") {
      check(where !== "unplaced", () => `${id} unplaced`);
      check(where !== "waiting" || data.arrives > s.turn, () => `${id} late`);
    } else {
      check(where !== "waiting" && where !== "north", () => `${id} at ${where}`);
      check(s.phase === "setup" || where !== "unplaced", () => `${id} unplaced in play`);
    }
    check(!weakened || (data.kind !== "militia" && where !== "eliminated"), () => `${id} weakened at ${where}`);
  }
  check(s.pacified.includes("va-northwest") && new Set(s.pacified).size === s.pacified.length, () => "pacified areas");
  if (s.phase !== "setup") {
    const cards = new Set([...s.deck, ...s.drawn]);
    check(cards.size === DECK.length && s.deck.length + s.drawn.length === DECK.length, () => "the deck is not whole");
  }
}

/** The view hides the deck order: it has a count, and a reshuffled deck gives the same view. */
function checkView(s: State, rng: ReturnType<typeof createRng>): void {
  const seat = rng.int(2);
  const view = game.view(s, seat) as View;
  check(view.deck === s.deck.length, () => "the view's deck is not a count");
  const other = game.view({ ...s, deck: rng.shuffle(s.deck) }, seat);
  check(JSON.stringify(other) === JSON.stringify(view), () => "the view depends on the deck order");
}

/** An action not in `legal` is refused, and so is any action from the other seat. */
function checkRefusal(s: State, seat: number, legal: Action[], rng: ReturnType<typeof createRng>): void {
  const unit = UNIT_IDS[rng.int(UNIT_IDS.length)] ?? "cm-1";
  const to = AREA_IDS[rng.int(AREA_IDS.length)] ?? "florida";
  const candidates: Action[] = [{ t: "move", unit, to }, { t: "attack", unit }, { t: "pacify", unit }, { t: "draw" }, { t: "anaconda" }];
  const keys = new Set(legal.map((a) => JSON.stringify(a)));
  const refused = (action: Action, by: number) => {
    try {
      game.apply(s, by, action, rng);
      return false;
    } catch (e) {
      return e instanceof RuleError;
    }
  };
  for (const action of candidates)
    if (!keys.has(JSON.stringify(action))) check(refused(action, seat), () => `accepted ${JSON.stringify(action)}`);
  check(refused(legal[0] ?? { t: "draw" }, 1 - seat), () => "accepted an action from the wrong seat");
}

export type Tally = { games: number; plies: number; turns: number; wins: Record<string, number>; reasons: Record<string, number>; byTurn: number[] };

export function playMany(players: 1 | 2, games: number, level?: string): Tally {
  const tally: Tally = { games, plies: 0, turns: 0, wins: {}, reasons: {}, byTurn: Array(9).fill(0) };
  for (let g = 0; g < games; g++) {
    const seed = `playout-${players}-${level ?? ""}${g}`;
    const chooser = createRng(`chooser:${seed}`);
    let s = setupState(game, level ? { players, level } : { players }, seed) as State;
    let ply = 0;
    for (; ; ply++) {
      const status = game.status(s);
      if ("over" in status) {
        tally.wins[status.over.winners.join()] = (tally.wins[status.over.winners.join()] ?? 0) + 1;
        tally.reasons[status.over.reason] = (tally.reasons[status.over.reason] ?? 0) + 1;
        break;
      }
      check(status.active.length === 1, () => `active: ${status.active.join()}`);
      const seat = status.active[0] ?? 0;
      check(players === 2 || seat === 0, () => "the computer's seat was asked");
      const legal = game.legal(s, seat);
      if (legal.length === 0) throw new Error(`dead end at ply ${ply} of ${seed}`);
      if (ply % 23 === 0) checkRefusal(s, seat, legal, chooser);
      const action = legal[chooser.int(legal.length)];
      s = applyAction(game, s, ply, seed, seat, action).state as State;
      checkInvariants(s);
      if (ply % 17 === 0) checkView(s, chooser);
      if (ply > 5000) throw new Error(`runaway game ${seed}`);
    }
    tally.plies += ply;
    tally.turns += s.turn;
    tally.byTurn[s.turn] = (tally.byTurn[s.turn] ?? 0) + 1;
  }
  return tally;
}

export function report(name: string, t: Tally, ms: number): void {
  const share = (k: string) => `${(((t.wins[k] ?? 0) / t.games) * 100).toFixed(1)}%`;
  console.log(
    `${name}: ${t.games} games in ${ms} ms; Union ${share("0")}, Confederacy ${share("1")}; ` +
      `${(t.turns / t.games).toFixed(2)} turns and ${(t.plies / t.games).toFixed(0)} plies a game; ends by turn ${t.byTurn.slice(1).join("/")}`,
  );
}

