import { describe, expect, it } from "vitest";
import { NORTH } from "../../../shared/games/union-forever/data/map";
import type { State } from "../../../shared/games/union-forever/state";
import { dice, game, play, scenario } from "./helpers";

/** Ends the current turn with a Joker that counts. */
const endTurn = (s: State): State =>
  play({ ...s, deck: ["JOKER"], drawn: ["AS", "AH"], acted: { union: true, confederacy: true }, activation: null, special: null }, [{ t: "draw" }], dice());

describe("turns", () => {
  it("bring the Shenandoah on turn 2, the Mississippi on turn 3 and the Cumberland on turn 4, into the North", () => {
    let s = scenario({ anaconda: "broken" });
    s = endTurn(s);
    expect(s.turn).toBe(2);
    expect(s.units["ua-shenandoah"].where).toBe(NORTH);
    expect(s.units["ua-mississippi"].where).toBe("waiting");
    s = endTurn(s);
    expect(s.units["ua-mississippi"].where).toBe(NORTH);
    expect(s.units["ua-cumberland"].where).toBe("waiting");
    s = endTurn(s);
    expect(s.turn).toBe(4);
    expect(s.units["ua-cumberland"].where).toBe(NORTH);
  });

  it("decision: the Union makes the first draw of every turn", () => {
    const s = endTurn(scenario({ drawer: "confederacy" }));
    expect(s.drawer).toBe("union");
    expect(game.status(s)).toEqual({ active: [0] });
  });

  it("forget who acted last turn: the Joker rule starts afresh", () => {
    const s = endTurn(scenario());
    expect(s.acted).toEqual({ union: false, confederacy: false });
    expect(s.drawn).toEqual([]);
  });
});
