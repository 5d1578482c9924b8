/**
 * A token bucket per key: a burst of BURST messages, then PER_SECOND a
 * second. The room keys buckets by seat (all of a seat's sockets share one)
 * and spectators by address, so opening more sockets buys no more messages.
 * An accepted action gives its token back: play is bounded by the game
 * itself, and a fast player or bot must never be refused for it. Held in
 * memory only; an evicted room starts every bucket full, which is harmless.
 */
const BURST = 20;
const PER_SECOND = 10;

type Bucket = { tokens: number; at: number };

export function createRateLimiter(burst = BURST, perSecond = PER_SECOND) {
  const buckets = new Map<string, Bucket>();
  return {
    allow(key: string, now = Date.now()): boolean {
      const bucket = buckets.get(key) ?? { tokens: burst, at: now };
      bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
      bucket.at = now;
      buckets.set(key, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
    refund(key: string): void {
      const bucket = buckets.get(key);
      if (bucket) bucket.tokens = Math.min(burst, bucket.tokens + 1);
    },
    /** Drops full buckets: they hold nothing a new one would not. */
    tidy(now = Date.now()): void {
      for (const [key, b] of buckets) if (b.tokens + ((now - b.at) / 1000) * perSecond >= burst) buckets.delete(key);
    },
  };
}
