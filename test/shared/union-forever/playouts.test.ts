import { describe, expect, it } from "vitest";
import { playMany, report } from "./playout-check";

describe("random playouts, two players", () => {
  it("1,000 whole games end, with every invariant kept at every ply", () => {
    const t0 = Date.now();
    const t = playMany(2, 1000);
    report("2 players, random", t, Date.now() - t0);
    expect((t.wins["0"] ?? 0) + (t.wins["1"] ?? 0)).toBe(1000);
    expect(t.wins["0"]).toBeGreaterThan(0);
    expect(t.wins["1"]).toBeGreaterThan(0);
    expect(Object.keys(t.reasons)).toHaveLength(2);
  }, 120_000);
});
