/**
 * A token bucket per socket: a burst of BURST messages, then PER_SECOND a
 * second. An accepted action gives its token back: play is bounded by the
 * game itself, and a fast player or bot must never be refused for it. Held in
 * memory only; an evicted room starts every bucket full, which is harmless.
 */
const BURST = 20;
const PER_SECOND = 10;

type Bucket = { tokens: number; at: number };

export function createRateLimiter(burst = BURST, perSecond = PER_SECOND) {
  const buckets = new WeakMap<WebSocket, Bucket>();
  return {
    allow(ws: WebSocket, now = Date.now()): boolean {
      const bucket = buckets.get(ws) ?? { tokens: burst, at: now };
      bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
      bucket.at = now;
      buckets.set(ws, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
    refund(ws: WebSocket): void {
      const bucket = buckets.get(ws);
      if (bucket) bucket.tokens = Math.min(burst, bucket.tokens + 1);
    },
    forget(ws: WebSocket): void {
      buckets.delete(ws);
    },
  };
}
