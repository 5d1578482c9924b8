/**
 * Who is at the table: which seats are online, their names, how many watch, and telling
 * every socket when that changes. A seat is online while one of its sockets was heard from
 * (opened, a message, a keep-alive ping: pages ping every 20 s) within PRESENCE_MS; past
 * it, "away". A phone that dropped off the network keeps its socket open here for a while:
 * its pings stop. Pings are answered without waking the room, so while a game is in play
 * the room wakes to look when a seat shown online would turn away (`due`).
 */
import type { Seat } from "../shared/engine";
import type { PlayerInfo, ServerMessage } from "../shared/protocol";
import { levelName } from "./computer-seat";
import { type Room, gameStatus } from "./room-state";
import { type Attachment, WATCHERS_TOLD } from "./sockets";

export const PRESENCE_MS = 40_000;

/** What presence needs of the room's sockets. */
export type TableSockets = {
  /** A socket's seat, which never changes while it is open. */
  seat(ws: WebSocket): Seat | null;
  attachment(ws: WebSocket): Attachment;
  sendText(ws: WebSocket, text: string): void;
};

export class Presence {
  /** When each socket last sent a message (its pings are answered without waking the room). */
  private readonly heard = new WeakMap<WebSocket, number>();
  /**
   * What the sockets were last told of the players (who is online, names), so that it is
   * sent only when it changes. Kept in each socket's attachment too (which costs no
   * storage): a room woken to look knows what it told.
   */
  told = "";

  constructor(
    private readonly ctx: DurableObjectState,
    private readonly sockets: TableSockets,
  ) {}

  /** A message came from `ws`. */
  heardFrom(ws: WebSocket): void {
    this.heard.set(ws, Date.now());
  }

  /** When a seat's socket was last heard from: opened, a message, or a keep-alive ping. */
  private lastHeard(ws: WebSocket): number {
    const { at } = this.sockets.attachment(ws);
    const pinged = this.ctx.getWebSocketAutoResponseTimestamp(ws)?.getTime() ?? 0;
    return Math.max(at, pinged, this.heard.get(ws) ?? 0);
  }

  /**
   * While a game is in play, when a seat shown online would turn away if its pings
   * stopped: the room wakes then to look (pings alone never wake it). No seat's socket
   * open: no check, and an idle game wakes for nothing.
   */
  due(room: Room, now: number): number | null {
    if (gameStatus(room) !== "playing") return null;
    let due: number | null = null;
    for (const ws of this.ctx.getWebSockets()) {
      if (ws.readyState !== WebSocket.OPEN || this.sockets.seat(ws) === null) continue;
      const at = this.lastHeard(ws) + PRESENCE_MS + 1000;
      if (at <= now) continue; // shown away already: its reconnect wakes the room
      due = due === null ? at : Math.min(due, at);
    }
    return due;
  }

  /** The seats with a socket heard from within PRESENCE_MS. */
  onlineSeats(now = Date.now()): Set<Seat> {
    const online = new Set<Seat>();
    for (const ws of this.ctx.getWebSockets()) {
      if (ws.readyState !== WebSocket.OPEN) continue;
      const seat = this.sockets.seat(ws);
      if (seat !== null && now - this.lastHeard(ws) <= PRESENCE_MS) online.add(seat);
    }
    return online;
  }

  watching(): number {
    return this.ctx.getWebSockets("watch").filter((ws) => ws.readyState === WebSocket.OPEN).length;
  }

  /** Each seat: taken, online, its name, and the computer's level if a computer holds it (always online). */
  players(room: Room): PlayerInfo[] {
    const online = this.onlineSeats();
    return room.header.seats.map((s, seat) => {
      const computer = room.header.computers?.[seat];
      const name = room.header.names?.[seat] ?? undefined;
      if (!computer) return { seat, taken: s !== null, online: online.has(seat), ...(name ? { name } : {}) };
      const level = levelName(room.header.game, computer);
      return { seat, taken: true, online: true, ...(name ? { name } : {}), computer: level };
    });
  }

  /** What the table is to be told: who is online, their names, and how many watch (up to WATCHERS_TOLD). */
  key(room: Room, players = this.players(room), watching = this.watching()): string {
    return JSON.stringify([players, watching <= WATCHERS_TOLD ? watching : "many"]);
  }

  /**
   * Tells every socket (but `except`) who is online and their names, when that changed: a
   * second socket of a seat changes nothing. So is the number watching, while it is small
   * (see WATCHERS_TOLD).
   */
  changed(room: Room, except?: WebSocket): void {
    const players = this.players(room);
    const watching = this.watching();
    const key = this.key(room, players, watching);
    if (key === this.told) return;
    this.told = key;
    for (const ws of this.ctx.getWebSockets()) ws.serializeAttachment({ ...this.sockets.attachment(ws), told: key });
    const text = JSON.stringify({ t: "players", players, watching } satisfies ServerMessage);
    for (const ws of this.ctx.getWebSockets()) if (ws !== except && ws.readyState === WebSocket.OPEN) this.sockets.sendText(ws, text);
  }
}
