import { describe, expect, it } from "vitest";
import { SINCE_SHOWN, sinceShown } from "../../web/src/games/lincoln/since-lines";

const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}.`);

describe("what the other side did, under the prompt", () => {
  it("shows every line of a turn of up to five, an army's move by rail, its card, a fort and the draw included", () => {
    const turn = [
      "Confederate played Beauregard to move by rail.",
      "Confederate moved a 2 army from Savannah by rail to Manassas.",
      "Confederate paid with Reinforcements.",
      "Confederate placed a fort in Memphis.",
      "Confederate drew 3 cards.",
    ];
    expect(sinceShown(turn)).toEqual(turn);
    expect(sinceShown(lines(1))).toEqual(["line 1."]);
    expect(sinceShown([])).toEqual([]);
  });

  it("past five, says how many earlier lines the Moves list holds, then the latest four", () => {
    expect(sinceShown(lines(6))).toEqual(["2 earlier lines in Moves, below the map; then:", "line 3.", "line 4.", "line 5.", "line 6."]);
    expect(sinceShown(lines(12))[0]).toBe("8 earlier lines in Moves, below the map; then:");
    for (let n = 0; n <= 20; n++) {
      const shown = sinceShown(lines(n));
      expect(shown.length).toBe(Math.min(n, SINCE_SHOWN));
      // Nothing dropped unsaid: the lines shown and the count told add up to all of them.
      const told = Number(/^(\d+) earlier/.exec(shown[0] ?? "")?.[1] ?? 0);
      expect(told + shown.length - (told > 0 ? 1 : 0)).toBe(n);
    }
  });
});
