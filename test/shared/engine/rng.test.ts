import { describe, expect, it } from "vitest";
import { createRng, rngForPly } from "../../../shared/engine";

describe("seeded random numbers", () => {
  it("gives the same numbers for the same seed and ply", () => {
    const a = rngForPly("seed", 5);
    const b = rngForPly("seed", 5);
    expect(Array.from({ length: 10 }, () => a.next())).toEqual(Array.from({ length: 10 }, () => b.next()));
  });

  it("gives different numbers for another ply or another seed", () => {
    const base = rngForPly("seed", 5).next();
    expect(rngForPly("seed", 6).next()).not.toBe(base);
    expect(rngForPly("seeD", 5).next()).not.toBe(base);
  });

  it("stays in range and spreads evenly", () => {
    const rng = createRng("spread");
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[rng.int(6)]!++;
    expect(counts).toHaveLength(6); // nothing fell outside 0..5
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });

  it("shuffles into a permutation, leaving the input alone", () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = createRng("shuffle").shuffle(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...shuffled].sort()).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });

  it("records whether any number was drawn", () => {
    const rng = createRng("used");
    expect(rng.used).toBe(false);
    rng.int(3);
    expect(rng.used).toBe(true);
  });
});
