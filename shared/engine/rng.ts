/**
 * Seeded random numbers. A game has one secret seed; the numbers used while
 * applying the action that makes ply `n` come from (seed, n) alone, so
 * replaying the same actions from the same seed gives the same game. Those
 * numbers are HMAC-SHA-256 keyed by the seed: no number of cards seen helps
 * predict the next one. (`createRng` is a fast, unkeyed generator for what
 * needs no secrecy: computer players' own choices, test playouts.)
 */
import { createHmac, utf8 } from "./sha256";

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** A shuffled copy of `items`. */
  shuffle<T>(items: readonly T[]): T[];
  /** Whether any number was drawn: a drawn number ends the undo window. */
  readonly used: boolean;
}

/** cyrb128: a fast 128-bit string hash, used only to seed sfc32. */
function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** An rng seeded from any string (sfc32: small, fast, passes PractRand to 2^40+). */
export function createRng(seedText: string): Rng {
  let [a, b, c, d] = hash128(seedText);
  return rngFrom(() => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  });
}

/** An rng over a stream of 32-bit words. */
function rngFrom(word: () => number): Rng {
  let used = false;
  const next = (): number => {
    used = true;
    return word() / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    shuffle<T>(items: readonly T[]): T[] {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
    get used() {
      return used;
    },
  };
}

/** The HMAC of the last seed used: a game's plies follow one another with the same seed. */
let keyed: { seed: string; hmac: (message: Uint8Array) => Uint8Array } | null = null;

/** Ply `ply`'s numbers: HMAC-SHA-256(seed, "ply:block") for blocks 0, 1, ..., eight words each. */
function keyedRng(seed: string, ply: number): Rng {
  // The key is set up at the first number drawn: most moves draw none (and one server
  // holds many games, whose seeds take turns).
  let hmac: ((message: Uint8Array) => Uint8Array) | null = null;
  let block = 0;
  let words: DataView | null = null;
  let at = 8;
  return rngFrom(() => {
    if (!hmac) {
      if (keyed?.seed !== seed) keyed = { seed, hmac: createHmac(utf8(seed)) };
      hmac = keyed.hmac;
    }
    if (at === 8) {
      words = new DataView(hmac(utf8(`${ply}:${block++}`)).buffer);
      at = 0;
    }
    return (words as DataView).getUint32(4 * at++);
  });
}

/**
 * A seed of exactly 32 hex digits was made before the numbers were keyed:
 * games begun then go on with the numbers they began with.
 */
const UNKEYED_SEED = /^[0-9a-f]{32}$/;

/** The rng for the step that makes ply `ply` (0: the setup). */
export function rngForPly(seed: string, ply: number): Rng {
  return UNKEYED_SEED.test(seed) ? createRng(`${seed}:${ply}`) : keyedRng(seed, ply);
}
