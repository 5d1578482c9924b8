/**
 * The Union Forever! board offers a way to answer every decision: for each
 * position of random games (two players, and solo against the computer), every
 * legal action can be reached by the board's taps (a lit place, a button, or a
 * unit picked first), and nothing else is offered. Runs in Node on the board's
 * pure decision logic (web/src/games/union-forever/choices.ts), no browser.
 */
import { describe, expect, it } from "vitest";
import { type Seat, applyAction, createRng, setupState } from "../../shared/engine";
import { unionForever } from "../../shared/games/union-forever/rules";
import type { Action, State } from "../../shared/games/union-forever/state";
import type { View } from "../../shared/games/union-forever/view";
import { AREAS, AREA_IDS, type AreaId, type Place } from "../../shared/games/union-forever/data/map";
import type { UnitId } from "../../shared/games/union-forever/data/units";
import { unitName } from "../../shared/games/union-forever/describe";
import { type Offer, actionKey, decide, standsAt, unlitNote } from "../../web/src/games/union-forever/choices";

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every action reachable by taps from a view: offers to act, and picks leading to more offers. */
function reachable(view: View, legal: Action[]): { actions: Action[]; prompts: string[] } {
  const actions: Action[] = [];
  const prompts: string[] = [];
  const seen = new Set<UnitId | null>();
  const queue: (UnitId | null)[] = [null];
  while (queue.length > 0) {
    const picked = queue.shift() ?? null;
    if (seen.has(picked)) continue;
    seen.add(picked);
    const decision = decide(view, legal, picked);
    prompts.push(decision.prompt);
    const offers: Offer[] = [
      ...decision.places.values(),
      ...decision.buttons.map((b) => b.offer),
      ...decision.picks.map((unit) => ({ pick: unit })),
    ];
    for (const offer of offers) {
      if ("act" in offer) actions.push(offer.act);
      else queue.push(offer.pick);
    }
  }
  return { actions, prompts };
}

/** Plays one game with random legal actions, checking the board's offers at every step. */
function playChecked(players: 1 | 2, seed: string, kinds: Set<string>): number {
  const chooser = createRng(`offers:${seed}`);
  // Solo against the Easy computer: the strongest thinks far longer, and the board's offers are the same.
  let state = setupState(unionForever, players === 1 ? { players, level: "rules-of-thumb" } : { players }, seed) as State;
  for (let ply = 0; ply < 5000; ply++) {
    const status = unionForever.status(state);
    if ("over" in status) {
      const view = unionForever.view(state, 0) as View;
      expect(decide(view, [], null).prompt).toMatch(/wins/);
      return ply;
    }
    const seat = status.active[0] as Seat;
    const view = unionForever.view(state, seat) as View;
    const legal = unionForever.legal(state, seat) as Action[];
    const { actions, prompts } = reachable(view, legal);
    // A card just drawn says who drew it: its colour, not its drawer, says which side acts, and a
    // card of the other side's colour says its colour.
    if (view.events.some((ev) => ev.e === "drew") && (view.special || view.activation) && !view.combat) {
      const context = decide(view, legal, null).context;
      const said = /^The (Union|Confederacy) drew \S+(, a (black|red) card)?: (a|one|two) (Union|Confederate) (special )?ACTs?\b/.exec(context);
      expect(said, context).not.toBeNull();
      const [drawer, colour, acting] = [said?.[1], said?.[3], said?.[5]];
      const theirs = (drawer === "Union") !== (acting === "Union");
      expect(colour, context).toBe(theirs ? (acting === "Union" ? "black" : "red") : undefined);
      kinds.add(theirs ? "who-drew-theirs" : "who-drew");
    }
    // A special ACT says what an ACT is, as a plain one does: it may come first.
    if (view.special && !view.combat && legal.length > 0) expect(decide(view, legal, null).context).toMatch(/An ACT: one unit moves or attacks\.$/);
    const want = legal.map(actionKey).sort();
    expect([...new Set(actions.map(actionKey))].sort(), `ply ${ply} of ${seed}`).toEqual(want);
    // The board sends the legal list's own objects back.
    for (const action of actions) expect(legal).toContain(action);
    for (const prompt of prompts) expect(prompt.length).toBeGreaterThan(10);
    // A special ACT that rolls says so on its button, as the rules' version 2 has two ACTs roll too.
    for (const b of decide(view, legal, null).buttons)
      if ("act" in b.offer && ["two-acts", "restore", "return"].includes(b.offer.act.t)) expect(b.label).toMatch(/\(roll below (4|the CRL \(\d\))\)$/);
    // Not the Union's view only: the other seat sees a waiting line.
    const otherView = unionForever.view(state, seat === 0 ? 1 : 0) as View;
    expect(decide(otherView, [], null).prompt).toMatch(/Waiting/);
    // A side the computer plays online is waited for as the computer; through set-up, with how far it is.
    if (players === 2)
      expect(decide(otherView, [], null, [seat]).prompt).toMatch(
        view.phase === "setup" ? /^Waiting for the computer to set up the Confederacy: six units, [0-5] placed so far; they show on the map as they come\.$/ : /^Waiting for the computer…$/,
      );
    const action = legal[chooser.int(legal.length)] as Action;
    kinds.add(
      action.t === "pass"
        ? view.special
          ? "pass-special"
          : "pass-acts"
        : action.t === "place"
          ? `place-${view.phase}`
          : action.t,
    );
    if (view.combat) kinds.add(`combat:${view.combat.step}`);
    state = applyAction(unionForever, state, ply, seed, seat, action).state as State;
  }
  throw new Error(`game ${seed} did not end in 5000 plies`);
}

describe("The Union Forever! board's offers", () => {
  it("reach every legal action, and only those, in random two-player and solo games", () => {
    const kinds = new Set<string>();
    let plies = 0;
    for (let g = 1; g <= 12 && (g <= 6 || !kinds.has("combat:drive")); g++) plies += playChecked(2, `two-${g}`, kinds);
    for (let g = 1; g <= 3; g++) plies += playChecked(1, `solo-${g}`, kinds);
    expect(plies).toBeGreaterThan(600);
    // Every kind of decision came up.
    for (const kind of [
      "place-setup",
      "place-play",
      "draw",
      "move",
      "attack",
      "pacify",
      "pass-acts",
      "pass-special",
      "anaconda",
      "two-acts",
      "restore",
      "return",
      "step-loss",
      "retreat",
      "retreat-to",
      "combat:attacker-lost",
      "combat:result",
      "combat:hit",
      "combat:drive",
      "combat:retreat-to",
      "who-drew",
      "who-drew-theirs",
    ])
      expect(kinds, kind).toContain(kind);
  });
});

describe("A tap beside the lit places", () => {
  it("keeps the picked unit and says why", () => {
    // The first ACT of a two-player game where several units may act, one of them picked.
    let state = setupState(unionForever, { players: 2 }, "near-miss") as State;
    const chooser = createRng("near-miss-taps");
    for (let ply = 0; ; ply++) {
      const status = unionForever.status(state);
      if ("over" in status) throw new Error("no ACT with several units in this game");
      const seat = status.active[0] as Seat;
      const view = unionForever.view(state, seat) as View;
      const legal = unionForever.legal(state, seat) as Action[];
      const [picked, other] = decide(view, legal, null).picks;
      if (picked && other) {
        const lit = decide(view, legal, picked).places;
        // Another unit's area is lit too: a tap there picks that unit.
        expect(lit.get(standsAt(view, other) as Place)).toEqual({ pick: other });
        const empty = AREA_IDS.find((a) => !lit.has(a)) as AreaId;
        expect(unlitNote(view, legal, picked, empty)).toBe(
          `${capital(unitName(picked))} cannot go to ${AREAS[empty].name}: tap a highlighted place, or another unit.`,
        );
        // Another seat's view, or nobody's decision: nothing to say.
        expect(unlitNote(view, [], null, empty)).toBeNull();
        return;
      }
      state = applyAction(unionForever, state, ply, "near-miss", seat, legal[chooser.int(legal.length)] as Action).state as State;
    }
  });
});
