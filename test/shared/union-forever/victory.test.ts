import { describe, expect, it } from "vitest";
import type { State } from "../../../shared/games/union-forever/state";
import { dice, game, play, scenario, withActs } from "./helpers";

const ending = { deck: ["JOKER" as const, "AS" as const], drawn: ["AH" as const], acted: { union: true, confederacy: true } };

describe("Winning the Game", () => {
  it("the Union wins when the CRL marker stands in space 0 at the end of a turn", () => {
    const s = play(scenario({ ...ending, crl: 1 }), [{ t: "draw" }], dice());
    expect(s.crl).toBe(0);
    expect(game.status(s)).toEqual({ over: { winners: [0], reason: "the Confederate Resistance Level was reduced to zero" } });
    expect(game.legal(s, 0)).toEqual([]);
    expect(() => game.apply(s, 0, { t: "draw" }, dice())).toThrow(/over/);
  });

  it("the Confederacy wins if the CRL is 1 or more at the end of turn 8", () => {
    const s = play(scenario({ ...ending, crl: 3, turn: 8 }), [{ t: "draw" }], dice());
    expect(s.crl).toBe(2);
    const reason = "the Confederate Resistance Level was still above zero at the end of turn 8";
    expect(game.status(s)).toEqual({ over: { winners: [1], reason } });
  });

  it("says who won and why in one line that names the winner once", () => {
    // The log's last line for the turn's last card.
    const end = (s: State) => game.describe(s, 0, { t: "draw" }, play(s, [{ t: "draw" }], dice())).map((l) => l.text).at(-1);
    expect(end(scenario({ ...ending, crl: 3, turn: 8 }))).toBe("The Confederacy wins: the Confederate Resistance Level was still above zero at the end of turn 8.");
    expect(end(scenario({ ...ending, crl: 1, turn: 5 }))).toBe("The Union wins: the Confederate Resistance Level was reduced to zero.");
  });

  it("reaching space 0 on turn 8 is still a Union win", () => {
    const s = play(scenario({ ...ending, crl: 1, turn: 8 }), [{ t: "draw" }], dice());
    expect(game.status(s)).toMatchObject({ over: { winners: [0] } });
  });

  it("the game goes on after a turn before the 8th that ends with the CRL above 0", () => {
    const s = play(scenario({ ...ending, crl: 3, turn: 7 }), [{ t: "draw" }], dice());
    expect(s.turn).toBe(8);
    expect(game.status(s)).toEqual({ active: [0] });
  });

  it("decision: the CRL reaching 0 mid-turn does not end the game before the turn ends", () => {
    const s = withActs(scenario({ crl: 1, anaconda: "broken", units: { "ua-potomac": "ar-south" }, pacified: ["ar-ozarks", "ar-delta"] }), "union");
    const t = play(s, [{ t: "pacify", unit: "ua-potomac" }], dice(6, 1));
    expect(t.crl).toBe(0);
    expect(game.status(t)).toEqual({ active: [0] });
    const u = play({ ...t, deck: ["JOKER"], drawn: ["AS", "AH"], acted: { union: true, confederacy: true } }, [{ t: "draw" }], dice());
    expect(game.status(u)).toMatchObject({ over: { winners: [0] } });
  });

  it("the CRL marker never moves left of space 0", () => {
    const s = play(scenario({ ...ending, crl: 0, turn: 3 }), [{ t: "draw" }], dice());
    expect(s.crl).toBe(0);
    expect(s.events).toContainEqual({ e: "crl", from: 0, to: 0, why: "anaconda", state: null });
  });
});
