/**
 * Dollars per 1,000 games at Cloudflare's Workers Paid prices, from what a
 * game was measured to use. Marginal prices: the monthly allowances included
 * in the plan are ignored. Prices as published on Cloudflare's Workers and
 * Durable Objects pricing pages, read on 2026-11-30.
 */
export const PRICES = {
  date: "2026-11-30",
  workerRequestsPerMillion: 0.3,
  objectRequestsPerMillion: 0.15,
  /** Incoming WebSocket messages are billed as requests, 20 messages to one. */
  webSocketMessagesPerRequest: 20,
  rowsReadPerMillion: 0.001,
  rowsWrittenPerMillion: 1.0,
  storedGbMonth: 0.2,
  /** Durable Objects' duration: the time an object is active, at 128 MB. */
  objectGbSecondsPerMillion: 12.5,
} as const;

export type GameUsage = {
  moves: number;
  workerRequests: number;
  objectRequests: number;
  messagesIn: number;
  messagesOut: number;
  rowsRead: number;
  rowsWritten: number;
  bytesStored: number;
  /** How long the bytes stay stored, in months (until the cleanup alarm). */
  monthsStored: number;
};

export function dollarsPerThousandGames(u: GameUsage) {
  const million = 1e6;
  const objectRequests = u.objectRequests + u.messagesIn / PRICES.webSocketMessagesPerRequest;
  const parts = {
    "Worker requests": (u.workerRequests / million) * PRICES.workerRequestsPerMillion,
    "Durable Object requests": (objectRequests / million) * PRICES.objectRequestsPerMillion,
    "rows read": (u.rowsRead / million) * PRICES.rowsReadPerMillion,
    "rows written": (u.rowsWritten / million) * PRICES.rowsWrittenPerMillion,
    "storage": (u.bytesStored / 1e9) * u.monthsStored * PRICES.storedGbMonth,
  };
  const perGame = Object.values(parts).reduce((a, b) => a + b, 0);
  return { parts: Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, v * 1000])), total: perGame * 1000 };
}
