/**
 * The Pixel Lincoln board's choices, against the rules in Node: over whole games of one to
 * four players, at every step and for every seat, each legal action is reachable exactly
 * once (a button, or a use of a card the page shows: one of the hand, or of the Level
 * Deck's top while arranging), nothing else is offered, and the prompt says who decides.
 */
import { describe, expect, it } from "vitest";
import { type Seat, applyAction, createRng, setupState } from "../../shared/engine";
import type { Action } from "../../shared/games/pixel-lincoln/actions";
import type { State } from "../../shared/games/pixel-lincoln/state";
import type { View } from "../../shared/games/pixel-lincoln/view";
import { buildChoices } from "../../web/src/games/pixel-lincoln/choices";
import { neededPower, powerToward } from "../../shared/games/pixel-lincoln/fight";
import { powerEquipped, powerNeeded } from "../../web/src/games/pixel-lincoln/power";
import { card, facedOf, isFoe, kindOf } from "../../web/src/games/pixel-lincoln/words";
import { game } from "../shared/pixel-lincoln/helpers";
import { keen, uniform } from "../shared/pixel-lincoln/policies";

/** Stop buttons that said coin spent toward the card faced is lost, over the games below. */
let warnedStops = 0;
/** Spend options that said the hand cannot pay for the card faced. */
let warnedSpends = 0;
/** Equip options that said the hand cannot defeat the enemy faced. */
let warnedEquips = 0;
/** Enemies whose Power needed and power equipped the page worked out, checked against the rules'. */
let figuredFights = 0;
/** Level choices that said how the Levels offered differ. */
let comparedLevels = 0;

/** "1-3" (a non-breaking hyphen) or "2" as its lowest and highest figures. */
const bounds = (range: string): [number, number?] => {
  const [low = Number.NaN, high] = range.split("\u2011").map(Number);
  return [low, high];
};

function checkSeat(state: State, seat: Seat, where: string): Set<string> {
  const view = game.view(state, seat) as View;
  const legal = game.legal(state, seat);
  const c = buildChoices(view, legal);
  const offered = [...c.buttons, ...[...c.hand.values()].flat(), ...[...c.top.values()].flat()].map((o) => o.key).sort();
  expect(offered, where).toEqual(legal.map((a) => JSON.stringify(a)).sort());
  // A card's uses are offered only on a card the page shows.
  for (const kind of c.hand.keys()) expect(view.hand.map(kindOf), where).toContain(kind);
  const arrange = view.pending?.k === "arrange" ? view.pending : null;
  for (const kind of c.top.keys()) {
    expect(arrange, where).not.toBeNull();
    const shown = view.levels[arrange?.level ?? 0]?.top.slice(arrange?.placed ?? 0) ?? [];
    expect(shown.map(kindOf), where).toContain(kind);
  }
  expect(c.mine, where).toBe(legal.length > 0);
  // Stopping with coin spent toward a card not bought loses that coin: the button says so, with how much.
  const stop = c.buttons.find((b) => b.action.t === "stop");
  if (stop?.label.includes("lost")) {
    warnedStops++;
    expect(stop.label, where).toContain(view.purse?.coins === 1 ? "the coin spent" : `the ${view.purse?.coins} coins spent`);
  }
  // Spending toward a card the whole hand cannot pay for loses the coin: the option says so first.
  for (const o of [...c.hand.values()].flat())
    if (o.action.t === "spend" && o.label.includes("your hand holds only")) {
      warnedSpends++;
      const coin = view.hand.reduce((sum, id) => sum + (card(id)?.coin ?? 0), 0);
      expect(o.label, where).toMatch(new RegExp(`\\(it costs \\d+: your hand holds only ${coin} coin\\)$`));
    }
  // The page's figures of a fight (power.ts) are the rules' (fight.ts), for the enemy faced or ambushing.
  for (const enemy of new Set([facedOf(view, view.current)?.id, view.ambush?.card])) {
    const foe = enemy ? card(enemy) : undefined;
    if (enemy && foe && isFoe(foe)) {
      figuredFights++;
      expect(powerNeeded(view, enemy), where).toBe(neededPower(state, enemy));
      expect(powerEquipped(view, enemy), where).toBe(powerToward(state, enemy));
    }
  }
  // Power toward an enemy the whole hand cannot defeat is spent for nothing: the option says so first.
  for (const o of [...c.hand.values()].flat())
    if (o.action.t === "equip" && o.label.includes("your hand holds only")) {
      warnedEquips++;
      const power = view.hand.reduce((sum, id) => sum + (card(id)?.power ?? 0), 0);
      expect(o.label, where).toMatch(new RegExp(`\\(it needs \\d+: your hand holds only ${power} power\\)$`));
    }
  // Choosing a Level, each Level's button says how it differs: the cost of the items and the
  // Power of the enemies, true of every item and enemy the Level holds (its row and its deck).
  const levels = c.buttons.flatMap((o) => (o.action.t === "enter" ? [{ level: o.action.level, figures: o.detail }] : []));
  if (levels.length > 1) {
    comparedLevels++;
    // Where the figures are alike, the prompt says the Levels differ all the same.
    const alike = new Set(levels.map((l) => l.figures)).size === 1;
    expect(c.detail, where).toBe(alike ? "Different cards, alike in cost and Power." : null);
    for (const { level, figures } of levels) {
      const said = figures?.match(/^items cost (\d(?:\u2011\d)?), enemies Power (\d(?:\u2011\d)?)$/);
      expect(said, `${where}: ${figures}`).not.toBeNull();
      const stated = { item: bounds(said?.[1] ?? ""), enemy: bounds(said?.[2] ?? "") };
      const l = state.levels[level];
      for (const id of [...(l?.board ?? []), ...(l?.deck ?? [])]) {
        const data = id ? card(id) : undefined;
        if (data?.kind !== "item" && data?.kind !== "enemy") continue;
        const figure = data.kind === "item" ? data.cost : data.power;
        const [low, high = low] = stated[data.kind];
        expect(figure, `${where}: ${id} in Level ${level + 1}, ${figures}`).toBeGreaterThanOrEqual(low);
        expect(figure, `${where}: ${id} in Level ${level + 1}, ${figures}`).toBeLessThanOrEqual(high);
      }
    }
  }
  if (c.mine && view.step === "ambush" && !view.pending) expect(c.prompt, where).toMatch(/^An enemy ambushes you: /);
  if (!c.mine && !view.result) expect(c.prompt, where).toMatch(/^Waiting for (Player \d|you)/);
  return new Set(legal.map((a) => a.t));
}

describe("Pixel Lincoln board choices", () => {
  it.each([1, 2, 3, 4] as const)("offer every legal action and nothing else, %i players", (players) => {
    const kinds = new Set<string>();
    for (let g = 0; g < 6; g++) {
      const seed = `choices-${players}-${g}`;
      const rng = createRng(`finger:${seed}`);
      const policy = g % 2 ? uniform : keen;
      let state = setupState(game, { players, difficulty: "medium" }, seed) as State;
      for (let ply = 0; ply < 3000; ply++) {
        const status = game.status(state);
        if ("over" in status) break;
        for (let seat = 0; seat < players; seat++) for (const t of checkSeat(state, seat, `${seed} ply ${ply} seat ${seat}`)) kinds.add(t);
        const seat = status.active[rng.int(status.active.length)] as Seat;
        const action = policy(state, seat, game.legal(state, seat) as Action[], rng);
        state = applyAction(game, state, ply, seed, seat, action).state as State;
      }
    }
    console.log(`pixel-lincoln, ${players} players: actions offered on the board: ${[...kinds].sort().join(", ")}`);
    // The common decisions all came up.
    for (const t of ["spend", "equip", "jump", "stop", "discard", "done", "enter"]) expect(kinds).toContain(t);
    expect(warnedStops).toBeGreaterThan(0);
    expect(warnedSpends).toBeGreaterThan(0);
    expect(warnedEquips).toBeGreaterThan(0);
    expect(figuredFights).toBeGreaterThan(0);
    expect(comparedLevels).toBeGreaterThan(0);
  });

  it("says the Levels are alike in cost and Power when the figures it gives are the same", () => {
    const state = setupState(game, { players: 1, difficulty: "medium" }, "choices-alike") as State;
    const view = game.view(state, 0) as View;
    const legal = game.legal(state, 0) as Action[];
    expect(legal.filter((a) => a.t === "enter")).toHaveLength(2);
    // Level 2 built from Level 1's sets: other cards could share the figures just as well.
    const [first, second] = view.levels;
    if (!first || !second) throw new Error("two Levels");
    const alike = { ...view, levels: [first, { ...second, itemSets: first.itemSets, enemySets: first.enemySets }] };
    const choices = buildChoices(alike, legal);
    expect(choices.detail).toBe("Different cards, alike in cost and Power.");
    const [one, two] = choices.buttons.filter((o) => o.action.t === "enter").map((o) => o.detail);
    expect(one).toMatch(/^items cost .+, enemies Power .+$/);
    expect(two).toBe(one);
  });
});
