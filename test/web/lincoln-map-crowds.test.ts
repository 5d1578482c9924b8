/**
 * Lincoln's map in play, at a phone's opening zoom (names LABEL_MAX high): over the positions
 * of random games, how many counters cross a place's name (its own or a neighbour's), a defence
 * badge, a port anchor or a supply mark, and how many control flags cross counters or names. On
 * a 360 x 640 phone a row of counters grew over the names around it, and a flag over the
 * counters beside it: a stranger could not read where armies stood.
 */
import { describe, expect, it } from "vitest";
import { applyAction, createRng, setupState } from "../../shared/engine";
import { LOCATIONS, LOCATION_IDS, type LocationId, RAIL_LINKS } from "../../shared/games/lincoln/data/map";
import type { State } from "../../shared/games/lincoln/state";
import { COUNTER_H, LABEL_MAX, SEA_LANES, modifierSpot, rowLayout, rowStart, rowTop } from "../../web/src/games/lincoln/geometry";
import { DEFAULTS, game } from "../shared/lincoln/helpers";
import { badge, flag, nameBox, overlap, portMark, rect, type Shape, supplyMark } from "./lincoln-map-shapes";

/** Random games, and a position kept every few plies. */
const GAMES = 24;
const EVERY = 6;

function positions(): State[] {
  const out: State[] = [];
  for (let g = 0; g < GAMES; g++) {
    const seed = `crowds-${g}`;
    const chooser = createRng(`chooser:${seed}`);
    let state = setupState(game, DEFAULTS, seed) as State;
    for (let ply = 0; ; ply++) {
      const status = game.status(state);
      if ("over" in status) break;
      const seat = status.active[0] as number;
      const legal = game.legal(state, seat);
      state = applyAction(game, state, ply, seed, seat, legal[chooser.int(legal.length)]).state as State;
      if (ply % EVERY === 0) out.push(state);
    }
  }
  return out;
}

/** Each counter of a position, as drawn (map.tsx Chips): its box, where it stands. */
function counters(state: State): { at: string; shape: Shape }[] {
  const rows = new Map<string, number>();
  for (const place of Object.values(state.at)) if (place) rows.set(`${place.loc}:${place.half}`, (rows.get(`${place.loc}:${place.half}`) ?? 0) + 1);
  return [...rows].flatMap(([at, n]) => {
    const [loc, h] = at.split(":") as [LocationId, string];
    const half = Number(h) as 0 | 1;
    const { w, step } = rowLayout(n);
    const start = rowStart(loc, half, n);
    const top = rowTop(loc, half);
    return Array.from({ length: n }, (_, i) => ({ at, shape: rect({ left: start + i * step, right: start + i * step + w, top, bottom: top + COUNTER_H }) }));
  });
}

const NAMES = LOCATION_IDS.map((loc) => ({ loc, shape: rect(nameBox(loc, LABEL_MAX)) }));
/** The marks a row of counters could hide: defence badges, port anchors and supply marks. */
const MARKS = [
  ...RAIL_LINKS.flatMap((l, link) => l.defence.map((m) => ({ what: `${m.into}'s badge`, shape: badge(modifierSpot(link, m.into)!) }))),
  ...SEA_LANES.map((lane) => ({ what: `${lane.port}'s sea lane badge`, shape: badge(lane.badge) })),
  ...LOCATION_IDS.filter((loc) => LOCATIONS[loc].port).map((loc) => ({ what: `${loc}'s port`, shape: portMark(loc) })),
  ...LOCATION_IDS.filter((loc) => LOCATIONS[loc].supply).map((loc) => ({ what: `${loc}'s supply`, shape: supplyMark(loc) })),
];

/** The crossings of a kind over every position, and the most frequent pairs, for the output. */
function tally(pairs: string[]): { total: number; top: string } {
  const by = new Map<string, number>();
  for (const p of pairs) by.set(p, (by.get(p) ?? 0) + 1);
  const top = [...by].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([p, n]) => `${p} ${n}`).join(", ");
  return { total: pairs.length, top };
}

describe("Lincoln's map in random games, names at the opening zoom", () => {
  const states = positions();

  it("counters cross few names", () => {
    const pairs = states.flatMap((s) => counters(s).flatMap((c) => NAMES.filter((n) => overlap(c.shape, n.shape)).map((n) => `${c.at} x ${n.loc}`)));
    const { total, top } = tally(pairs);
    console.log(`${states.length} positions: ${total} counters cross a name (${top})`);
    // 1,527 when each row was centred on its half and Montgomery's name across its circle; 17 after.
    expect(total).toBeLessThanOrEqual(20);
  });

  it("counters cross few badges, port anchors and supply marks", () => {
    const pairs = states.flatMap((s) => counters(s).flatMap((c) => MARKS.filter((m) => overlap(c.shape, m.shape)).map((m) => `${c.at} x ${m.what}`)));
    const { total, top } = tally(pairs);
    console.log(`${states.length} positions: ${total} counters cross a mark (${top})`);
    // 155 before the rows grew from one end (Richmond's south row over its supply mark 90, Atlanta's 31, New
    // Orleans's over its port 22); 290 when Fort Monroe's south row first grew east, over its port.
    expect(total).toBeLessThanOrEqual(10);
  });

  it("control flags cross few counters and names", () => {
    const pairs = states.flatMap((s) => {
      const boxes = counters(s);
      return (Object.keys(s.flags) as LocationId[]).flatMap((loc) => [
        ...boxes.filter((c) => flag(loc).some((part) => overlap(part, c.shape))).map((c) => `${loc}'s flag x ${c.at}`),
        ...NAMES.filter((n) => flag(loc).some((part) => overlap(part, n.shape))).map((n) => `${loc}'s flag x ${n.loc}`),
      ]);
    });
    const { total, top } = tally(pairs);
    console.log(`${states.length} positions: ${total} flags cross a counter or a name (${top})`);
    // 39 before the rows grew from one end (Fort Henry & Donelson's and Front Royal's flags over their north rows).
    expect(total).toBe(0);
  });
});
