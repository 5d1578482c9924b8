import { describe, expect, it } from "vitest";
import { dice, game, play, scenario, withSpecial } from "./helpers";

describe("the Anaconda Plan", () => {
  it("starts in effect, in the box at sea", () => {
    expect(scenario().anaconda).toBe("in-effect");
  });

  it("a Confederate face card may try to break it: a die below the CRL flips the marker", () => {
    const s = withSpecial(scenario({ crl: 8 }), "confederacy");
    expect(game.legal(s, 1)).toContainEqual({ t: "anaconda" });
    expect(play(s, [{ t: "anaconda" }], dice(3)).anaconda).toBe("broken");
    expect(play(s, [{ t: "anaconda" }], dice(4)).anaconda).toBe("in-effect");
  });

  it("a Union face card may try to restore it: a die above the CRL flips it back", () => {
    const s = withSpecial(scenario({ crl: 8, anaconda: "broken" }), "union");
    expect(game.legal(s, 0)).toContainEqual({ t: "anaconda" });
    expect(play(s, [{ t: "anaconda" }], dice(5)).anaconda).toBe("in-effect");
    expect(play(s, [{ t: "anaconda" }], dice(4)).anaconda).toBe("broken");
  });

  it("is only tried when the marker can flip: the Confederacy against a blockade, the Union for a broken one", () => {
    expect(game.legal(withSpecial(scenario({ anaconda: "broken" }), "confederacy"), 1)).not.toContainEqual({ t: "anaconda" });
    expect(game.legal(withSpecial(scenario({ anaconda: "in-effect" }), "union"), 0)).not.toContainEqual({ t: "anaconda" });
  });

  it("moves the CRL marker left one space at the end of each turn while in effect", () => {
    const end = { deck: ["JOKER" as const], drawn: ["AS" as const], acted: { union: true, confederacy: true } };
    const s = play(scenario({ ...end, crl: 6 }), [{ t: "draw" }], dice());
    expect(s.crl).toBe(5);
    expect(s.events).toContainEqual({ e: "crl", from: 6, to: 5, why: "anaconda", state: null });
    const t = play(scenario({ ...end, crl: 6, anaconda: "broken" }), [{ t: "draw" }], dice());
    expect(t.crl).toBe(6);
  });

  it("an attempt counts as the side's ACT for the Joker rule, success or not", () => {
    const s = play(withSpecial(scenario(), "confederacy"), [{ t: "anaconda" }], dice(6));
    expect(s.acted.confederacy).toBe(true);
  });
});
