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

describe("the secret numbers of a game", () => {
  const seed = "5f".repeat(32); // what the server makes: 256 bits as hex

  it("are HMAC-SHA-256 of the ply, keyed by the seed: eight 32-bit words a block", async () => {
    const { createHmac, utf8 } = await import("../../../shared/engine/sha256");
    const mac = new DataView(createHmac(utf8(seed))(utf8("7:0")).buffer);
    const rng = rngForPly(seed, 7);
    for (let i = 0; i < 8; i++) expect(rng.next()).toBe(mac.getUint32(4 * i) / 2 ** 32);
    const next = new DataView(createHmac(utf8(seed))(utf8("7:1")).buffer);
    expect(rng.next()).toBe(next.getUint32(0) / 2 ** 32);
  });

  it("do not depend on which other seeds were used in between", () => {
    const first = rngForPly(seed, 3).next();
    rngForPly("another secret", 3).next();
    expect(rngForPly(seed, 3).next()).toBe(first);
  });

  it("stay the old unkeyed numbers for a seed made before (32 hex digits), so games begun then go on", () => {
    const old = "0123456789abcdef0123456789abcdef";
    expect(rngForPly(old, 4).next()).toBe(createRng(`${old}:4`).next());
  });
});
