import { DurableObject } from "cloudflare:workers";
import {
  type AnyGame,
  type ErrorCode,
  type GameOptions,
  type LogLine,
  type Move,
  type Seat,
  applyAction,
  checkAction,
  replayFrom,
  safeParse,
  seatCount,
  setupState,
  undoDepth,
} from "../shared/engine";
import { findGame } from "../shared/games";
import {
  ClientMessage,
  type GameInfo,
  type GameStatus,
  MAX_MESSAGE_BYTES,
  type PlayerInfo,
  type ReplayInfo,
  type ServerMessage,
  type StateMessage,
} from "../shared/protocol";
import { deleteAt } from "./cleanup";
import type { Env } from "./env";
import { createRateLimiter } from "./rate-limit";
import { hashToken, newGameId, newSeed, newToken } from "./secrets";

/** What never changes after creation, plus seats and the rematch. One row. */
type Header = {
  id: string;
  game: string;
  options: GameOptions;
  seed: string;
  /** SHA-256 of each seat's token; null while the seat is free. */
  seats: (string | null)[];
  created: number;
  /** When the last seat was taken. */
  filled: number | null;
  rematch: { asked: Seat[]; id: string | null };
};

/** Everything the room holds in memory; rebuilt from storage after eviction. */
type Room = {
  header: Header;
  game: AnyGame;
  state: unknown;
  moves: Move[];
  /** Per move: its log lines, whether it can be undone, when it was made. */
  lines: LogLine[][];
  undoable: boolean[];
  lastMoveAt: number | null;
};

type Attachment = { seat: Seat | null };

export type Usage = { requests: number; messagesIn: number; messagesOut: number; rowsRead: number; rowsWritten: number };

/** A state snapshot is written every this many plies; the rest is replayed on wake-up. */
const SNAPSHOT_EVERY = 32;

export type CreateInit = { id: string; game: string; options: GameOptions; seat: Seat };
export type Grant = { seat: Seat; token: string };

/**
 * One game: its storage, its sockets and the authority over its rules.
 * Storage is SQLite: `meta` (the header, and a state snapshot rewritten
 * every SNAPSHOT_EVERY plies) and `moves` (one row per accepted action: the
 * only row written per move).
 */
export class GameRoom extends DurableObject<Env> {
  private room: Room | null = null;
  private readonly rate = createRateLimiter();
  /** What this instance did since it woke: the billed quantities, for the cost benchmark. */
  readonly usage: Usage = { requests: 0, messagesIn: 0, messagesOut: 0, rowsRead: 0, rowsWritten: 0 };

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Keep-alive pings are answered without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
    ctx.blockConcurrencyWhile(async () => {
      this.room = this.load();
    });
  }

  /** Runs one statement, counting the rows it read and wrote. */
  private exec<T extends Record<string, SqlStorageValue>>(query: string, ...bindings: SqlStorageValue[]): T[] {
    const cursor = this.ctx.storage.sql.exec<T>(query, ...bindings);
    const rows = cursor.toArray();
    this.usage.rowsRead += cursor.rowsRead;
    this.usage.rowsWritten += cursor.rowsWritten;
    return rows;
  }

  /** Creates the tables: only when a game is created, so a stray id costs no writes. */
  private migrate(): void {
    this.exec("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID");
    this.exec(
      "CREATE TABLE moves (ply INTEGER PRIMARY KEY, seat INTEGER NOT NULL, action TEXT NOT NULL, lines TEXT NOT NULL, undoable INTEGER NOT NULL, at INTEGER NOT NULL)",
    );
  }

  /** Rebuilds the room from storage: the snapshot plus the moves after it. */
  private load(): Room | null {
    const created = this.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").length > 0;
    if (!created) return null;
    const headerRow = this.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'header'")[0];
    if (!headerRow) return null;
    const header = JSON.parse(headerRow.value) as Header;
    const game = findGame(header.game);
    if (!game) throw new Error(`stored game ${header.game} is not in the catalog`);
    const rows = this.exec<{ seat: number; action: string; lines: string; undoable: number; at: number }>(
      "SELECT seat, action, lines, undoable, at FROM moves ORDER BY ply",
    );
    const moves = rows.map((r) => ({ seat: r.seat, action: JSON.parse(r.action) as unknown }));
    const snapshotRow = this.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'snapshot'")[0];
    const snapshot = snapshotRow ? (JSON.parse(snapshotRow.value) as { ply: number; state: unknown }) : undefined;
    const from = snapshot && snapshot.ply <= moves.length ? snapshot.ply : 0;
    const start = snapshot && from > 0 ? snapshot.state : setupState(game, header.options, header.seed);
    const { state } = replayFrom(game, start, from, header.seed, moves.slice(from));
    return {
      header,
      game,
      state,
      moves,
      lines: rows.map((r) => JSON.parse(r.lines) as LogLine[]),
      undoable: rows.map((r) => r.undoable === 1),
      lastMoveAt: rows.at(-1)?.at ?? null,
    };
  }

  private saveMeta(key: "header" | "snapshot", value: unknown): void {
    this.exec(
      "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      key,
      JSON.stringify(value),
    );
  }

  private saveHeader(header: Header): void {
    this.saveMeta("header", header);
  }

  // ---- HTTP, called by the Worker over RPC ----

  /** Creates the game with the caller in `seat`. Seats may be pre-filled (a rematch). */
  async create(init: CreateInit, filledSeats?: (string | null)[]): Promise<Grant | null> {
    this.usage.requests++;
    const game = findGame(init.game);
    if (!game) throw new Error(`unknown game ${init.game}`);
    const token = newToken();
    const hash = await hashToken(token);
    // From here on nothing is awaited before the header is written: no other
    // request can slip in between the check and the write.
    if (this.room) return null;
    const now = Date.now();
    const seats = filledSeats ?? Array.from({ length: seatCount(game, init.options) }, () => null);
    if (!filledSeats) seats[init.seat] = hash;
    const full = seats.every((s) => s !== null);
    const header: Header = {
      id: init.id,
      game: init.game,
      options: init.options,
      seed: newSeed(),
      seats,
      created: now,
      filled: full ? now : null,
      rematch: { asked: [], id: null },
    };
    const state = setupState(game, init.options, header.seed);
    this.ctx.storage.transactionSync(() => {
      this.migrate();
      this.saveHeader(header);
    });
    this.room = { header, game, state, moves: [], lines: [], undoable: [], lastMoveAt: null };
    await this.ctx.storage.setAlarm(deleteAt(this.activity(this.room)));
    return { seat: init.seat, token };
  }

  /** Takes the asked seat, or the first free one. */
  async join(seat?: Seat): Promise<Grant | "full" | "no-seat" | "missing"> {
    this.usage.requests++;
    const token = newToken();
    const hash = await hashToken(token);
    // The seat is chosen and taken with nothing awaited in between, so two
    // people joining at once can never be given the same seat.
    const room = this.room;
    if (!room) return "missing";
    const seats = room.header.seats;
    if (seat !== undefined && seat >= seats.length) return "no-seat";
    const wanted = seat ?? seats.findIndex((s) => s === null);
    if (wanted < 0 || seats[wanted] !== null) return "full";
    seats[wanted] = hash;
    if (seats.every((s) => s !== null)) room.header.filled = Date.now();
    this.saveHeader(room.header);
    this.broadcastState(0);
    return { seat: wanted, token };
  }

  info(): GameInfo | null {
    this.usage.requests++;
    const room = this.room;
    if (!room) return null;
    const status = room.game.status(room.state);
    return {
      id: room.header.id,
      game: room.header.game,
      options: room.header.options,
      status: this.gameStatus(room),
      ply: room.moves.length,
      players: this.players(room),
      outcome: "over" in status ? status.over : null,
      rematch: room.header.rematch.id,
    };
  }

  replayInfo(): ReplayInfo | null {
    this.usage.requests++;
    const room = this.room;
    if (!room) return null;
    const over = this.gameStatus(room) === "over";
    return {
      game: room.header.game,
      options: room.header.options,
      actions: room.moves.map((m, ply) => ({ ply, seat: m.seat, action: m.action })),
      seed: over ? room.header.seed : null,
    };
  }

  // ---- WebSocket ----

  override async fetch(request: Request): Promise<Response> {
    this.usage.requests++;
    const room = this.room;
    if (!room) return Response.json({ error: "not-found", message: "no such game" }, { status: 404 });
    if (request.headers.get("Upgrade") !== "websocket")
      return Response.json({ error: "upgrade", message: "expected a WebSocket upgrade" }, { status: 426 });
    const token = new URL(request.url).searchParams.get("token");
    let seat: Seat | null = null;
    if (token) {
      const hash = await hashToken(token);
      seat = room.header.seats.indexOf(hash);
      if (seat < 0) return Response.json({ error: "token", message: "that token holds no seat here" }, { status: 401 });
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ seat } satisfies Attachment);
    this.send(server, this.stateMessage(room, seat, 0));
    this.broadcastPlayers(server);
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    this.usage.messagesIn++;
    const size = typeof message === "string" ? new TextEncoder().encode(message).byteLength : message.byteLength;
    if (size > MAX_MESSAGE_BYTES) return this.refuse(ws, "too-large", `messages are limited to ${MAX_MESSAGE_BYTES} bytes`);
    if (!this.rate.allow(ws)) return this.refuse(ws, "rate", "too many messages; slow down");
    const room = this.room;
    if (!room) return this.refuse(ws, "status", "this game no longer exists");
    if (typeof message !== "string") return this.refuse(ws, "invalid", "messages are JSON text");
    let data: unknown;
    try {
      data = JSON.parse(message);
    } catch {
      return this.refuse(ws, "invalid", "not JSON");
    }
    const parsed = safeParse(ClientMessage, data);
    if (!parsed.success) return this.refuse(ws, "invalid", parsed.message);
    const { seat } = ws.deserializeAttachment() as Attachment;
    const msg = parsed.output;
    switch (msg.t) {
      case "sync":
        return this.send(ws, this.stateMessage(room, seat, 0));
      case "act":
        return this.act(room, ws, seat, msg.ply, msg.action);
      case "undo":
        return this.undo(room, ws, seat, msg.ply);
      case "rematch":
        return this.rematch(room, ws, seat);
    }
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    this.rate.forget(ws);
    try {
      ws.close(code === 1005 ? 1000 : code, "closing");
    } catch {
      // already closed
    }
    this.broadcastPlayers(ws);
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    this.rate.forget(ws);
    this.broadcastPlayers(ws);
  }

  private act(room: Room, ws: WebSocket, seat: Seat | null, ply: number, raw: unknown): void {
    if (seat !== null && this.gameStatus(room) === "open")
      return this.refuse(ws, "status", "waiting for every seat to be taken");
    const checked = checkAction(room.game, room.state, room.moves.length, seat, ply, raw);
    if (!checked.ok) return this.refuse(ws, checked.refusal.code, checked.refusal.message);
    const actor = seat as Seat;
    const before = room.moves.length;
    const step = applyAction(room.game, room.state, before, room.header.seed, actor, checked.action);
    const at = Date.now();
    const over = "over" in room.game.status(step.state);
    // One transaction: the move row, and now and then a snapshot. The sends
    // below are held by the output gate until it is durable.
    this.ctx.storage.transactionSync(() => {
      this.exec(
        "INSERT INTO moves (ply, seat, action, lines, undoable, at) VALUES (?, ?, ?, ?, ?, ?)",
        before,
        actor,
        JSON.stringify(checked.action),
        JSON.stringify(step.lines),
        step.undoable ? 1 : 0,
        at,
      );
      if ((before + 1) % SNAPSHOT_EVERY === 0) this.saveMeta("snapshot", { ply: before + 1, state: step.state });
    });
    const logFrom = this.logLength(room);
    room.state = step.state;
    room.moves.push({ seat: actor, action: checked.action });
    room.lines.push(step.lines);
    room.undoable.push(step.undoable);
    room.lastMoveAt = at;
    this.rate.refund(ws);
    this.broadcastState(logFrom);
    if (over) void this.ctx.storage.setAlarm(deleteAt(this.activity(room)));
  }

  private undo(room: Room, ws: WebSocket, seat: Seat | null, ply: number): void {
    if (seat === null) return this.refuse(ws, "seat", "spectators cannot undo");
    if (ply < room.moves.length) return this.refuse(ws, "stale", `the game is at ply ${room.moves.length}`);
    if (ply > room.moves.length) return this.refuse(ws, "invalid", `the game is at ply ${room.moves.length}, not ${ply}`);
    const depth = undoDepth(room.moves, room.undoable, seat);
    if (depth === 0) return this.refuse(ws, "illegal", "there is nothing you can take back");
    const keep = room.moves.length - depth;
    const kept = room.moves.slice(0, keep);
    const start = setupState(room.game, room.header.options, room.header.seed);
    const { state } = replayFrom(room.game, start, 0, room.header.seed, kept);
    this.ctx.storage.transactionSync(() => {
      this.exec("DELETE FROM moves WHERE ply >= ?", keep);
      // The snapshot may be past the kept plies; undo is rare, so drop it and replay.
      this.exec("DELETE FROM meta WHERE key = 'snapshot'");
    });
    room.state = state;
    room.moves = kept;
    room.lines = room.lines.slice(0, keep);
    room.undoable = room.undoable.slice(0, keep);
    this.broadcastState(0);
  }

  private async rematch(room: Room, ws: WebSocket, seat: Seat | null): Promise<void> {
    if (seat === null) return this.refuse(ws, "seat", "spectators cannot ask for a rematch");
    if (this.gameStatus(room) !== "over") return this.refuse(ws, "status", "a rematch is offered once the game is over");
    const rematch = room.header.rematch;
    if (rematch.id) return this.sendRematch(room, ws);
    if (!rematch.asked.includes(seat)) rematch.asked.push(seat);
    const n = room.header.seats.length;
    if (rematch.asked.length < n) {
      this.saveHeader(room.header);
      return this.broadcastState(this.logLength(room));
    }
    // Everyone asked. The id is stored before the new game is made, so a
    // second request arriving meanwhile cannot make two.
    rematch.id = newGameId();
    this.saveHeader(room.header);
    // Seats rotate so the next player moves first; each keeps its token.
    const seats = room.header.seats.map((_, s) => room.header.seats[(s + 1) % n] ?? null);
    const stub = this.env.GAME_ROOM.get(this.env.GAME_ROOM.idFromName(rematch.id));
    await stub.create({ id: rematch.id, game: room.header.game, options: room.header.options, seat: 0 }, seats);
    this.broadcastState(this.logLength(room));
    for (const socket of this.ctx.getWebSockets()) this.sendRematch(room, socket);
  }

  private sendRematch(room: Room, ws: WebSocket): void {
    const id = room.header.rematch.id;
    if (!id) return;
    const { seat } = ws.deserializeAttachment() as Attachment;
    const n = room.header.seats.length;
    this.send(ws, { t: "rematch", id, seat: seat === null ? null : (seat + n - 1) % n });
  }

  // ---- cleanup ----

  override async alarm(): Promise<void> {
    this.usage.requests++;
    const room = this.room;
    if (!room) return;
    const due = deleteAt(this.activity(room));
    if (Date.now() < due) return this.ctx.storage.setAlarm(due);
    for (const ws of this.ctx.getWebSockets()) ws.close(1001, "the game was removed");
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.room = null;
  }

  private activity(room: Room) {
    const status = this.gameStatus(room);
    return {
      open: status === "open",
      over: status === "over",
      lastActivity: Math.max(room.lastMoveAt ?? 0, room.header.filled ?? 0, room.header.created),
    };
  }

  // ---- messages ----

  private gameStatus(room: Room): GameStatus {
    if (room.header.seats.some((s) => s === null)) return "open";
    return "over" in room.game.status(room.state) ? "over" : "playing";
  }

  private players(room: Room): PlayerInfo[] {
    const online = new Set<Seat>();
    for (const ws of this.ctx.getWebSockets()) {
      if (ws.readyState !== WebSocket.OPEN) continue;
      const { seat } = ws.deserializeAttachment() as Attachment;
      if (seat !== null) online.add(seat);
    }
    return room.header.seats.map((s, seat) => ({ seat, taken: s !== null, online: online.has(seat) }));
  }

  private logLength(room: Room): number {
    return room.lines.reduce((n, lines) => n + lines.length, 0);
  }

  /** The state as `seat` may see it, with the log lines from entry `logFrom`. */
  private stateMessage(room: Room, seat: Seat | null, logFrom: number): StateMessage {
    const status = room.game.status(room.state);
    const gameStatus = this.gameStatus(room);
    const all = room.lines.flat();
    const lines = all
      .slice(logFrom)
      .filter((line) => line.to === undefined || line.to === seat)
      .map((line) => line.text);
    return {
      t: "state",
      ply: room.moves.length,
      seat,
      status: gameStatus,
      active: "active" in status ? status.active : [],
      view: room.game.view(room.state, seat),
      legal: seat !== null && gameStatus === "playing" ? room.game.legal(room.state, seat) : [],
      outcome: "over" in status ? status.over : null,
      players: this.players(room),
      log: { from: logFrom, to: all.length, lines },
      undo: seat === null ? 0 : undoDepth(room.moves, room.undoable, seat),
      rematch: { asked: room.header.rematch.asked, id: room.header.rematch.id },
    };
  }

  /** Every socket gets its own seat's view and legal actions. */
  private broadcastState(logFrom: number): void {
    const room = this.room;
    if (!room) return;
    const bySeat = new Map<Seat | null, string>();
    for (const ws of this.ctx.getWebSockets()) {
      const { seat } = ws.deserializeAttachment() as Attachment;
      let text = bySeat.get(seat);
      if (text === undefined) {
        text = JSON.stringify(this.stateMessage(room, seat, logFrom));
        bySeat.set(seat, text);
      }
      this.sendText(ws, text);
    }
  }

  private broadcastPlayers(except?: WebSocket): void {
    const room = this.room;
    if (!room) return;
    const text = JSON.stringify({ t: "players", players: this.players(room) } satisfies ServerMessage);
    for (const ws of this.ctx.getWebSockets()) if (ws !== except) this.sendText(ws, text);
  }

  private refuse(ws: WebSocket, code: ErrorCode, message: string): void {
    this.send(ws, { t: "error", code, message });
  }

  private send(ws: WebSocket, message: ServerMessage): void {
    this.sendText(ws, JSON.stringify(message));
  }

  private sendText(ws: WebSocket, text: string): void {
    try {
      ws.send(text);
      this.usage.messagesOut++;
    } catch {
      // The socket closed meanwhile; its close event tidies up.
    }
  }
}
