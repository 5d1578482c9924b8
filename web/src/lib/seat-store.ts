import type { Seat } from "../../../shared/engine";

/** What this device holds for a game: its seat and the token that proves it. */
export type SeatRecord = {
  /** Null until the server tells us (a rematch reached through its link). */
  seat: Seat | null;
  token: string;
  /** The kind of game (catalog id), when known: to list recent games. */
  game?: string;
  /** When it was stored (ms since epoch), to list recent games. */
  at?: number;
};

const PREFIX = "seat:";
/** Used when localStorage is unavailable (private mode, blocked storage). */
const memory = new Map<string, string>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    if (value === null) memory.delete(key);
    else memory.set(key, value);
  }
}

function isSeatRecord(value: unknown): value is SeatRecord {
  if (!value || typeof value !== "object") return false;
  const r = value as Record<string, unknown>;
  return typeof r.token === "string" && (r.seat === null || typeof r.seat === "number");
}

/** This device's seat in game `id`, if it has one. */
export function loadSeat(id: string): SeatRecord | null {
  const text = read(PREFIX + id);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isSeatRecord(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveSeat(id: string, seat: Seat | null, token: string, game?: string): SeatRecord {
  const record: SeatRecord = { seat, token, at: Date.now() };
  if (game) record.game = game;
  write(PREFIX + id, JSON.stringify(record));
  return record;
}

/** Forgets this device's seat in game `id`: only when the player asks (a page never does it on its own). */
export function forgetSeat(id: string): void {
  write(PREFIX + id, null);
}

/** The games this device holds a seat in, newest first. */
export function listSeats(): ({ id: string } & SeatRecord)[] {
  const out: ({ id: string } & SeatRecord)[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key?.startsWith(PREFIX)) continue;
      const id = key.slice(PREFIX.length);
      const record = loadSeat(id);
      if (record) out.push({ id, ...record });
    }
  } catch {
    // no storage: nothing remembered
  }
  return out.sort((a, b) => (b.at ?? 0) - (a.at ?? 0));
}

/** A seat handed over in a link's hash (`#token=T&seat=N`, from "Open on another device"). */
export type SeatOffer = { seat: Seat | null; token: string };

/**
 * Reads the seat a link's hash hands over, and removes it from the address bar a task later:
 * during a page's start Chromium takes 3-9 ms over `replaceState`, which would lengthen the
 * game page's first render (a page that moved on meanwhile keeps its own address).
 */
export function takeSeatFromHash(): SeatOffer | null {
  if (!location.hash.includes("token=")) return null;
  const params = new URLSearchParams(location.hash.slice(1));
  const token = params.get("token");
  const seatText = params.get("seat");
  const seat = seatText !== null && /^\d+$/.test(seatText) ? Number(seatText) : null;
  const { pathname, hash } = location;
  setTimeout(() => {
    if (location.pathname === pathname && location.hash === hash) history.replaceState(history.state, "", pathname + location.search);
  });
  return token ? { seat, token } : null;
}

/** The link that hands this seat to another device. Anyone holding it plays as you. */
export function deviceLink(id: string, record: SeatRecord): string {
  const params = new URLSearchParams({ token: record.token });
  if (record.seat !== null) params.set("seat", String(record.seat));
  return `${location.origin}/g/${encodeURIComponent(id)}#${params}`;
}

/** The public link to a game: for players to join and for spectators. */
export function gameLink(id: string): string {
  return `${location.origin}/g/${encodeURIComponent(id)}`;
}
