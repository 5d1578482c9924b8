/** Milliseconds to wait before reconnect attempt `attempt` (0-based): doubling from 0.5 s, capped at 10 s, with jitter. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(10_000, 500 * 2 ** attempt);
  return Math.round(base * (0.8 + 0.4 * random()));
}
