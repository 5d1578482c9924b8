import { describe, expect, it } from "vitest";
import { applyAction, setupLines, setupState } from "../../../shared/engine";
import { CONFEDERATE_UNITS } from "../../../shared/games/union-forever/data/units";
import { NORTH } from "../../../shared/games/union-forever/data/map";
import type { State } from "../../../shared/games/union-forever/state";
import { dice, game, scenario, withActs, withSpecial } from "./helpers";

const lines = (s: State, seat: number, action: Parameters<typeof game.apply>[2], rng = dice()) => {
  const after = game.apply(s, seat, action, rng);
  return game.describe(s, seat, action, after).map((l) => l.text);
};

describe("the log", () => {
  it("shows battles with every die and modifier", () => {
    const s = withActs(scenario({ units: { "ua-potomac": "va-richmond", "cm-1": "va-richmond" } }), "union");
    expect(lines(s, 0, { t: "attack", unit: "ua-potomac" }, dice(4, 2))).toEqual([
      "The Union Army of the Potomac attacks in Richmond. Union rolls 4 + 4 = 8; Confederacy rolls 2 + 1 + 1 = 4: the defenders are routed.",
    ]);
  });

  it("shows Pacification rolls and the CRL moving", () => {
    const s = withActs(scenario({ units: { "ua-potomac": "ar-south" }, pacified: ["ar-ozarks", "ar-delta"] }), "union");
    expect(lines(s, 0, { t: "pacify", unit: "ua-potomac" }, dice(4, 3))).toEqual([
      "The Union Army of the Potomac tries to Pacify South Arkansas. Union rolls 4 + 4 = 8; Confederacy rolls 3 + 4 = 7: South Arkansas is Pacified.",
      "All of Arkansas is Pacified: the CRL marker moves left to space 7 (CRL 4).",
    ]);
  });

  it("says what each card draw gives", () => {
    const s = scenario({ deck: ["4C", "QH"] });
    expect(lines(s, 0, { t: "draw" })).toEqual(["The Union draws the 4 of Clubs: two Union ACTs."]);
  });

  it("shows special ACT rolls against what they need", () => {
    const s = withSpecial(scenario(), "confederacy");
    expect(lines(s, 1, { t: "anaconda" }, dice(2))).toEqual([
      "The Confederacy tries to break the blockade. Confederacy rolls 2 (needs less than 4): the blockade is broken.",
    ]);
  });

  it("shows invasions and their consequences", () => {
    const s = withActs(scenario({ units: { "ca-northern-virginia": "va-northern" } }), "confederacy");
    expect(lines(s, 1, { t: "move", unit: "ca-northern-virginia", to: NORTH }, dice(6))).toEqual([
      "The Confederate Army of N. Virginia invades the North from Northern Virginia, then returns there. Confederacy rolls 6 + 3 = 9: 6 or more.",
      "The Confederate Army of N. Virginia is weakened.",
    ]);
  });

  it("tells the end of a turn and the next one's arrivals", () => {
    const s = scenario({ deck: ["JOKER"], drawn: ["AS", "AH"], acted: { union: true, confederacy: true } });
    expect(lines(s, 0, { t: "draw" })).toEqual([
      "The Union draws the Joker.",
      "The Joker ends the turn.",
      "Turn 1 ends with the Joker.",
      "The Anaconda Plan is in effect at the end of the turn: the CRL marker moves left to space 7 (CRL 4).",
      "Turn 2 begins.",
      "The Union Army of the Shenandoah arrives in the North.",
    ]);
  });

  it("in a solo game, includes the computer's moves after the human's", () => {
    const s = setupState(game, { players: 1 }, "solo-log") as State;
    const step = applyAction(game, s, 0, "solo-log", 0, { t: "draw" });
    expect(step.lines.length).toBeGreaterThan(0);
    expect(step.lines.every((l) => l.text.length > 0 && l.to === undefined)).toBe(true);
  });

  it("opens a solo game's log with the computer's set-up, one line a Confederate unit", () => {
    const solo = setupLines(game, setupState(game, { players: 1 }, "solo-setup"));
    const setUp = solo.filter((l) => l.text.startsWith("The Confederacy sets up "));
    expect(setUp).toHaveLength(CONFEDERATE_UNITS.length);
    expect(setUp[0]?.text).toMatch(/^The Confederacy sets up the .+ in .+\.$/);
    // Two players: the Confederate player's placements are actions, logged as they are made.
    expect(setupLines(game, setupState(game, { players: 2 }, "solo-setup"))).toEqual([]);
  });
});
