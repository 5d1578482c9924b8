import { describe, expect, it } from "vitest";
import { playMany, report } from "./playout-check";

describe("random playouts, one player against the computer", () => {
  it("300 whole games against the Easy computer end, the Union's seat the only one ever asked", () => {
    const t0 = Date.now();
    const t = playMany(1, 300, "rules-of-thumb");
    report("1 player, random Union against the Easy computer", t, Date.now() - t0);
    expect((t.wins["0"] ?? 0) + (t.wins["1"] ?? 0)).toBe(300);
  }, 120_000);

  it("10 whole games against the default (Strong) computer end the same way", () => {
    const t0 = Date.now();
    const t = playMany(1, 10);
    report("1 player, random Union against the Strong computer", t, Date.now() - t0);
    expect((t.wins["0"] ?? 0) + (t.wins["1"] ?? 0)).toBe(10);
  }, 120_000);
});
