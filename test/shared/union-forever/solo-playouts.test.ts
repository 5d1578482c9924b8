import { describe, expect, it } from "vitest";
import { playMany, report } from "./playout-check";

describe("random playouts, one player against the computer", () => {
  it("600 whole games end, the Union's seat the only one ever asked", () => {
    const t0 = Date.now();
    const t = playMany(1, 600);
    report("1 player, random Union against the computer", t, Date.now() - t0);
    expect((t.wins["0"] ?? 0) + (t.wins["1"] ?? 0)).toBe(600);
  }, 120_000);
});
