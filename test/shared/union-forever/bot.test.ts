import { describe, expect, it } from "vitest";
import { applyAction, createRng, setupState } from "../../../shared/engine";
import { chooseAction } from "../../../shared/games/union-forever/rules-of-thumb";
import { NORTH } from "../../../shared/games/union-forever/data/map";
import type { Action, State } from "../../../shared/games/union-forever/state";
import { type View, viewOf } from "../../../shared/games/union-forever/view";
import { dice, game, scenario, withActs, withSpecial } from "./helpers";

/** The computer's choice for the Confederacy, from its view only. */
const pick = (s: State, seed = "bot"): Action => chooseAction(viewOf(s, 1), game.legal(s, 1), createRng(seed));

describe("the computer player", () => {
  it("decides from the Confederate view, where the deck is only a count", () => {
    const view: View = viewOf(scenario(), 1);
    expect(typeof view.deck).toBe("number");
    expect(view.side).toBe("confederacy");
  });

  it("makes the same choices whatever the hidden order of the deck", () => {
    const rng = createRng("positions");
    let s = setupState(game, { players: 2 }, "positions") as State;
    for (let ply = 0; ply < 400 && !s.outcome; ply++) {
      const seat = (game.status(s) as { active: number[] }).active[0] ?? 0;
      const legal = game.legal(s, seat);
      if (seat === 1) {
        const shuffled = { ...s, deck: rng.shuffle(s.deck) };
        expect(chooseAction(viewOf(shuffled, 1), legal, createRng(`p${ply}`))).toEqual(chooseAction(viewOf(s, 1), legal, createRng(`p${ply}`)));
      }
      s = applyAction(game, s, ply, "positions", seat, legal[rng.int(legal.length)]).state as State;
    }
  });

  it("plays every Confederate decision of a solo game, so only the Union's seat is ever asked", () => {
    let s = setupState(game, { players: 1 }, "solo") as State;
    const chooser = createRng("solo-union");
    for (let ply = 0; !s.outcome; ply++) {
      expect(game.status(s)).toEqual({ active: [0] });
      expect(game.legal(s, 1)).toEqual([]);
      const legal = game.legal(s, 0);
      s = applyAction(game, s, ply, "solo", 0, legal[chooser.int(legal.length)]).state as State;
    }
    expect(game.status(s)).toHaveProperty("over");
  });

  it("steps into the area where a Union army is about to Pacify", () => {
    const s = withActs(scenario({ units: { "ua-potomac": "va-northern", "cm-1": "va-richmond" } }), "confederacy");
    expect(pick(s)).toEqual({ t: "move", unit: "cm-1", to: "va-northern" });
  });

  it("tries to break the blockade with a face card", () => {
    expect(pick(withSpecial(scenario(), "confederacy"))).toEqual({ t: "anaconda" });
  });

  it("invades when the roll is likely to push the CRL right", () => {
    const away = { "ua-potomac": "tn-east", "ua-tennessee": "ga-north", "ua-ohio": "ms-north" } as const;
    const s = withActs(scenario({ units: { ...away, "ca-northern-virginia": "va-northern" } }), "confederacy");
    expect(pick(s)).toEqual({ t: "move", unit: "ca-northern-virginia", to: NORTH });
  });

  it("eliminates a weakened Union army rather than weaken a fresh one", () => {
    const s0 = withActs(scenario({ units: { "ca-northern-virginia": "va-northern", "ua-potomac": "va-northern", "ua-ohio": ["va-northern", "weakened"] } }), "confederacy");
    const s = game.apply(s0, 1, { t: "attack", unit: "ca-northern-virginia" }, dice(6, 1)); // 10 against 1 + 4 + 1 = 6
    expect(pick(s)).toEqual({ t: "step-loss", unit: "ua-ohio" });
  });

  it("only ever picks a legal action", () => {
    const rng = createRng("legal");
    let s = setupState(game, { players: 2 }, "legal") as State;
    for (let ply = 0; !s.outcome; ply++) {
      const seat = (game.status(s) as { active: number[] }).active[0] ?? 0;
      const legal = game.legal(s, seat);
      const action = chooseAction(viewOf(s, seat), legal, rng);
      expect(legal).toContainEqual(action);
      s = applyAction(game, s, ply, "legal", seat, action).state as State;
    }
  });

  it("playing both sides, lets either side win (60 games)", () => {
    const wins = { union: 0, confederacy: 0 };
    for (let g = 0; g < 60; g++) {
      const seed = `self-${g}`;
      const rng = createRng(seed);
      let s = setupState(game, { players: 2 }, seed) as State;
      for (let ply = 0; !s.outcome; ply++) {
        const seat = (game.status(s) as { active: number[] }).active[0] ?? 0;
        s = applyAction(game, s, ply, seed, seat, chooseAction(viewOf(s, seat), game.legal(s, seat), rng)).state as State;
      }
      wins[s.outcome.winner]++;
    }
    console.log(`the computer against itself, 60 games: Union ${wins.union}, Confederacy ${wins.confederacy}`);
    expect(wins.union).toBeGreaterThan(5);
    expect(wins.confederacy).toBeGreaterThan(5);
  });
});
