/** The planner's judgement (planner.ts): what the Strong player's added term does and does not count. */
import { describe, expect, it } from "vitest";
import { STRONG_WEIGHTS, WEIGHTS, judge } from "../../../shared/games/union-forever/planner";
import { scenario } from "./helpers";

describe("the Strong player's judgement", () => {
  // South Carolina lacks only the Lowcountry; the Army of Tennessee stands next to it in Coastal Georgia.
  const position = (weakened: boolean) =>
    scenario({
      pacified: ["sc-upcountry", "sc-midlands"],
      units: { "ca-tennessee": weakened ? ["ga-coast", "weakened"] : "ga-coast" },
    });

  it("counts a full-strength army next to an empty area it may enter as a block there: the Union's margin is smaller", () => {
    const s = position(false);
    expect(judge(s, STRONG_WEIGHTS)).toBeLessThan(judge(s, WEIGHTS));
  });

  it("adds nothing for a weakened army", () => {
    const weak = position(true);
    expect(judge(weak, STRONG_WEIGHTS)).toBeCloseTo(judge(weak, WEIGHTS), 9);
  });
});
