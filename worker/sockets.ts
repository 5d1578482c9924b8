/**
 * Who may hold a socket on a game, and what happens past the limits. A seat
 * keeps at most SEAT_SOCKETS (a phone, a laptop, a tab left open): a new one
 * closes that seat's oldest. Spectators are refused past WATCHERS in all or
 * WATCHERS_PER_ADDRESS from one address. Closes carry codes of their own, so
 * that a page can tell them from a network failure.
 */
import type { Seat } from "../shared/engine";
import { TOKEN_PREFIX } from "../shared/protocol";

export const SEAT_SOCKETS = 3;
export const WATCHERS = 100;
export const WATCHERS_PER_ADDRESS = 5;
/**
 * Up to this many spectators, each one's coming and going is told to everyone (a few friends
 * watching see each other counted); past it the count rides along with other news only: a
 * hundred spectators told of each other would be ten thousand messages.
 */
export const WATCHERS_TOLD = 20;

/** What a socket carries through hibernation: its seat, its address, when it opened, and what the room last told of the players. */
export type Attachment = { seat: Seat | null; address: string; at: number; told?: string };

/** The tags a socket is filed under, so that `getWebSockets(tag)` counts them. */
export function socketTags(a: Attachment): string[] {
  return a.seat === null ? ["watch", `address:${a.address}`] : [`seat:${a.seat}`];
}

/** The seat token offered in the upgrade's Sec-WebSocket-Protocol (see socketProtocols), if any. */
export function offeredToken(header: string | null): string | null {
  for (const part of (header ?? "").split(",")) {
    const p = part.trim();
    if (p.startsWith(TOKEN_PREFIX)) return p.slice(TOKEN_PREFIX.length) || null;
  }
  return null;
}

/** The client's address: Cloudflare sets CF-Connecting-IP (and so does `wrangler dev`). */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

/** The size in UTF-8 bytes of a text message, without encoding it; stops counting past `limit`. */
export function byteSize(message: string | ArrayBuffer, limit: number): number {
  if (typeof message !== "string") return message.byteLength;
  if (message.length > limit) return message.length; // each UTF-16 unit is at least one byte
  let bytes = 0;
  for (let i = 0; i < message.length && bytes <= limit; i++) {
    const c = message.charCodeAt(i);
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c < 0xdc00 ? 4 : c >= 0xdc00 && c < 0xe000 ? 0 : 3;
  }
  return bytes;
}
