/**
 * SHA-256 (FIPS 180-4) and HMAC-SHA-256 (RFC 2104), synchronous, for the
 * rules' randomness: the rules are pure and synchronous, so Web Crypto's
 * promises cannot serve them. Checked against the standards' test vectors.
 */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01,
  0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
  0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
  0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08,
  0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** Runs the compression function over every 64-byte block of `data` into `h`. */
function compress(h: Uint32Array, data: Uint8Array): void {
  const w = new Uint32Array(64);
  for (let offset = 0; offset < data.length; offset += 64) {
    for (let i = 0; i < 16; i++) {
      const j = offset + i * 4;
      w[i] = ((data[j] ?? 0) << 24) | ((data[j + 1] ?? 0) << 16) | ((data[j + 2] ?? 0) << 8) | (data[j + 3] ?? 0);
    }
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15] ?? 0;
      const b = w[i - 2] ?? 0;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = ((w[i - 16] ?? 0) + s0 + (w[i - 7] ?? 0) + s1) | 0;
    }
    let a = h[0] ?? 0, b = h[1] ?? 0, c = h[2] ?? 0, d = h[3] ?? 0;
    let e = h[4] ?? 0, f = h[5] ?? 0, g = h[6] ?? 0, k = h[7] ?? 0;
    for (let i = 0; i < 64; i++) {
      const t1 = (k + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + (K[i] ?? 0) + (w[i] ?? 0)) | 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      k = g; g = f; f = e; e = (d + t1) | 0;
      d = c; c = b; b = a; a = (t1 + t2) | 0;
    }
    h[0] = (h[0] ?? 0) + a; h[1] = (h[1] ?? 0) + b; h[2] = (h[2] ?? 0) + c; h[3] = (h[3] ?? 0) + d;
    h[4] = (h[4] ?? 0) + e; h[5] = (h[5] ?? 0) + f; h[6] = (h[6] ?? 0) + g; h[7] = (h[7] ?? 0) + k;
  }
}

/** The message padded to whole blocks, as if `prefixBytes` bytes came before it. */
function pad(message: Uint8Array, prefixBytes: number): Uint8Array {
  const bits = (prefixBytes + message.length) * 8;
  const length = Math.ceil((message.length + 9) / 64) * 64;
  const out = new Uint8Array(length);
  out.set(message);
  out[message.length] = 0x80;
  const view = new DataView(out.buffer);
  view.setUint32(length - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(length - 4, bits >>> 0);
  return out;
}

function digestFrom(h: Uint32Array): Uint8Array {
  const out = new Uint8Array(32);
  const view = new DataView(out.buffer);
  h.forEach((word, i) => view.setUint32(i * 4, word));
  return out;
}

export function sha256(message: Uint8Array): Uint8Array {
  const h = new Uint32Array(H0);
  compress(h, pad(message, 0));
  return digestFrom(h);
}

/**
 * HMAC-SHA-256 with a fixed key: the inner and outer pads are hashed once,
 * so each message costs two or three compressions.
 */
export function createHmac(key: Uint8Array): (message: Uint8Array) => Uint8Array {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? sha256(key) : key);
  const inner = new Uint32Array(H0);
  const outer = new Uint32Array(H0);
  compress(inner, block.map((b) => b ^ 0x36));
  compress(outer, block.map((b) => b ^ 0x5c));
  return (message) => {
    const hi = inner.slice();
    compress(hi, pad(message, 64));
    const ho = outer.slice();
    compress(ho, pad(digestFrom(hi), 64));
    return digestFrom(ho);
  };
}

/** UTF-8 bytes of a text (the rules have no TextEncoder: they see no DOM or runtime types). */
export function utf8(text: string): Uint8Array {
  const out: number[] = [];
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return Uint8Array.from(out);
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
