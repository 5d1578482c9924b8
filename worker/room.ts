import { DurableObject } from "cloudflare:workers";
import {
  type ErrorCode,
  type GameOptions,
  type LogLine,
  type Move,
  type Outcome,
  type Seat,
  applyAction,
  checkAction,
  isUndoable,
  replayFrom,
  safeParse,
  seatCount,
  setupLines,
  setupState,
  undoDepth,
} from "../shared/engine";
import { findGame } from "../shared/games";
import { heldOf, moveMessage, patchMessage } from "../shared/lean";
import { computerMove, computerToMove, takeoverLevel } from "./computer-seat";
import {
  CLOSE,
  ClientMessage,
  type GameInfo,
  MAX_MESSAGE_BYTES,
  type PlayerInfo,
  type ClockOption,
  type PushSubscription,
  type ReplayInfo,
  SOCKET_PROTOCOL,
  type Timeout,
  type ServerMessage,
  type StateMessage,
} from "../shared/protocol";
import { deleteAt } from "./cleanup";
import { outOfTime } from "./clock";
import type { Env } from "./env";
import { newGameId } from "./ids";
import { Presence } from "./presence";
import { createRateLimiter } from "./rate-limit";
import { RoomStorage, type Usage } from "./room-storage";
import { keepSubscription, sendTurnAlerts } from "./turn-alerts";
import {
  type Header,
  type Room,
  type Sent,
  activeSeats,
  activity,
  clockNow,
  drawOffers,
  gameStatus,
  heldFor,
  logPart,
  moment,
  outcome,
  roomLog,
  seatLabel,
  worked,
} from "./room-state";
import { hashToken, newSeed, newToken } from "./secrets";
import {
  type Attachment,
  SEAT_SOCKETS,
  WATCHERS,
  WATCHERS_PER_ADDRESS,
  byteSize,
  clientAddress,
  offeredToken,
  socketTags,
} from "./sockets";

export type CreateInit = {
  id: string;
  game: string;
  options: GameOptions;
  seat: Seat;
  computers?: { seat: Seat; level: string }[];
  clock?: ClockOption;
  timeout?: Timeout;
  /** The creator's display name. */
  name?: string;
  /** A seed fixed by the browser tests (see Env.TEST_SEEDS); otherwise the room draws its own. */
  seed?: string;
};

/** What a computer's seat holds in place of a token's hash (no SHA-256 in base64url looks like it). */
const COMPUTER = "computer";
/** A computer's move comes this long after the move before it has gone out, so that people see one, then the other (see Env.COMPUTER_PAUSE_MS). */
const COMPUTER_PAUSE_MS = 250;
export type Grant = { seat: Seat; token: string };

/** One game: its storage (worker/room-storage.ts), its sockets and the authority over its rules. */
export class GameRoom extends DurableObject<Env> {
  private room: Room | null = null;
  private readonly rate = createRateLimiter();
  /** A computer's move is on its way (a timer): no second one is started meanwhile. */
  private thinking = false;
  /** When the alarm is set to ring (null: not set, or not known since waking). */
  private alarmAt: number | null = null;
  /** What each seat's sockets last received (but log, players, watching): the base of the next patch. */
  private readonly lastSent = new Map<Seat | null, Sent>();
  /**
   * Each socket's seat and address, which never change while it is open: read from its
   * attachment once, not deserialized again on every message and broadcast. (When it
   * opened and what it was told do change: those are read from the attachment itself.)
   */
  private readonly identities = new WeakMap<WebSocket, Pick<Attachment, "seat" | "address">>();
  /** Who is at the table, and what the sockets were last told of it. */
  private readonly presence: Presence;
  /** What this instance did since it woke: the billed quantities, for the cost benchmark. */
  readonly usage: Usage = { requests: 0, messagesIn: 0, messagesOut: 0, rowsRead: 0, rowsWritten: 0 };
  private readonly storage: RoomStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.storage = new RoomStorage(ctx.storage, this.usage);
    this.presence = new Presence(ctx, {
      seat: (ws) => this.identity(ws).seat,
      attachment: (ws) => this.attachment(ws),
      sendText: (ws, text) => this.sendText(ws, text),
    });
    // Keep-alive pings are answered without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
    ctx.blockConcurrencyWhile(async () => {
      this.room = this.storage.load();
      this.alarmAt = await ctx.storage.getAlarm();
      const told = ctx.getWebSockets().map((ws) => this.attachment(ws).told)[0];
      if (this.room) this.presence.told = told ?? this.presence.key(this.room);
      // Woken while a computer was to move (it was evicted before it moved): it moves now.
      this.scheduleComputer();
    });
  }

  /** A socket's seat and address (see `identities`). */
  private identity(ws: WebSocket): Pick<Attachment, "seat" | "address"> {
    let known = this.identities.get(ws);
    if (!known) {
      const { seat, address } = this.attachment(ws);
      known = { seat, address };
      this.identities.set(ws, known);
    }
    return known;
  }

  private attachment(ws: WebSocket): Attachment {
    return ws.deserializeAttachment() as Attachment;
  }

  // ---- HTTP, called by the Worker over RPC ----

  /** Creates the game with the caller in `seat`. Seats may be pre-filled (a rematch). */
  async create(init: CreateInit, filledSeats?: (string | null)[], rematchComputers?: (string | null)[]): Promise<Grant | null> {
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
    const computers: (string | null)[] = rematchComputers ?? seats.map(() => null);
    for (const { seat, level } of init.computers ?? []) {
      seats[seat] = COMPUTER;
      computers[seat] = level;
    }
    const full = seats.every((s) => s !== null);
    const header: Header = {
      id: init.id,
      game: init.game,
      rules: game.version,
      options: init.options,
      seed: init.seed ?? newSeed(),
      seats,
      created: now,
      filled: full ? now : null,
      rematch: { asked: [], id: null },
    };
    if (computers.some((c) => c !== null)) header.computers = computers;
    if (init.clock) header.clock = init.clock;
    if (init.timeout) header.timeout = init.timeout;
    if (init.name) header.names = seats.map((_, s) => (s === init.seat ? (init.name ?? null) : null));
    const state = setupState(game, init.options, header.seed);
    const opening = setupLines(game, state);
    if (opening.length > 0) header.notes = opening.map((line) => ({ ply: 0, text: line.text }));
    this.storage.create(header);
    this.room = { header, game, state, moves: [], lines: [], undoable: [], at: [], retired: null };
    this.planAlarm(this.room);
    this.scheduleComputer();
    return { seat: init.seat, token };
  }

  /** Takes the asked seat, or the first free one. */
  async join(seat?: Seat, name?: string): Promise<Grant | "full" | "no-seat" | "missing"> {
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
    if (name) {
      room.header.names ??= seats.map(() => null);
      room.header.names[wanted] = name;
    }
    if (seats.every((s) => s !== null)) room.header.filled = Date.now();
    this.storage.saveHeader(room.header);
    this.broadcastState(0);
    this.tellPresence(); // the seat is taken: in players messages, not in patches
    this.planAlarm(room); // a clock starts with play
    this.scheduleComputer();
    return { seat: wanted, token };
  }

  info(): GameInfo | null {
    this.usage.requests++;
    const room = this.room;
    if (!room) return null;
    return {
      id: room.header.id,
      game: room.header.game,
      options: room.header.options,
      status: gameStatus(room),
      ply: room.moves.length,
      players: this.presence.players(room),
      active: gameStatus(room) === "playing" ? activeSeats(room) : [],
      outcome: outcome(room),
      updated: room.at.at(-1) ?? room.header.created,
      rematch: room.header.rematch.id,
    };
  }

  /** What a link preview may show: the header, whose decision it is, and the spectator's view (nothing hidden). */
  preview(): { info: GameInfo; active: Seat[]; view: unknown } | null {
    const info = this.info();
    const room = this.room;
    if (!info || !room) return null;
    return { info, active: info.status === "playing" ? activeSeats(room) : [], view: room.retired ? null : room.game.view(room.state, null) };
  }

  /**
   * The record of the game. Before the end, a game whose actions can name
   * hidden cards (a face-down card, a deck order seen) shows none of them.
   */
  replayInfo(): ReplayInfo | null {
    this.usage.requests++;
    const room = this.room;
    if (!room) return null;
    const over = gameStatus(room) === "over";
    const withheld = !over && room.game.secretActions === true;
    return {
      game: room.header.game,
      version: room.header.rules ?? 1,
      options: room.header.options,
      actions: withheld ? [] : room.moves.map((m, ply) => ({ ply, seat: m.seat, action: m.action })),
      withheld,
      seed: over ? room.header.seed : null,
      ...(room.header.ended ? { ended: room.header.ended } : {}),
    };
  }

  // ---- WebSocket ----

  override async fetch(request: Request): Promise<Response> {
    this.usage.requests++;
    const room = this.room;
    if (!room) return Response.json({ error: "not-found", message: "no such game" }, { status: 404 });
    if (request.headers.get("Upgrade") !== "websocket")
      return Response.json({ error: "upgrade", message: "expected a WebSocket upgrade" }, { status: 426 });
    const token = offeredToken(request.headers.get("Sec-WebSocket-Protocol"));
    let seat: Seat | null = null;
    if (token) {
      seat = room.header.seats.indexOf(await hashToken(token));
      if (seat < 0) return this.refuseSocket(request, "token", "this device's token holds no seat in this game", CLOSE.token);
    }
    const attachment: Attachment = { seat, address: clientAddress(request), at: Date.now(), told: this.presence.told };
    if (seat === null) {
      const watching = this.ctx.getWebSockets("watch").length;
      const fromHere = this.ctx.getWebSockets(`address:${attachment.address}`).length;
      if (watching >= WATCHERS || fromHere >= WATCHERS_PER_ADDRESS)
        return this.refuseSocket(request, "rate", "too many people are watching this game; try again later", CLOSE.crowded);
    } else {
      // A seat's newest socket wins: its oldest beyond the limit is closed.
      const open = this.ctx.getWebSockets(`seat:${seat}`);
      const byAge = open.sort((a, b) => this.attachment(a).at - this.attachment(b).at);
      for (const old of byAge.slice(0, Math.max(0, byAge.length - SEAT_SOCKETS + 1)))
        old.close(CLOSE.replaced, "this seat was opened in another tab or on another device");
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, socketTags(attachment));
    server.serializeAttachment(attachment);
    this.identities.set(server, { seat, address: attachment.address });
    const first = this.stateMessage(room, seat, 0);
    this.send(server, first);
    this.sentFull(first);
    if (seat !== null && room.header.rematch.id) this.sendRematch(room, server);
    this.tellPresence(server); // its state already says who is online
    if (seat !== null) this.planAlarm(room); // presence is checked while a seat is connected
    return new Response(null, { status: 101, webSocket: client, headers: this.protocolHeader(request) });
  }

  /** The subprotocol answered, when the page asked for one (a browser fails a socket whose answer lacks it). */
  private protocolHeader(request: Request): HeadersInit {
    const offered = (request.headers.get("Sec-WebSocket-Protocol") ?? "").split(",").map((p) => p.trim());
    return offered.includes(SOCKET_PROTOCOL) ? { "Sec-WebSocket-Protocol": SOCKET_PROTOCOL } : {};
  }

  /**
   * Refuses a socket in words the page can read: the upgrade is accepted, an
   * error with its own code is sent, and the socket is closed with a code of
   * its own. (A refused upgrade looks to a browser like any network failure.)
   */
  private refuseSocket(request: Request, code: ErrorCode, message: string, closeCode: number): Response {
    const { 0: client, 1: server } = new WebSocketPair();
    server.accept();
    server.send(JSON.stringify({ t: "error", code, message } satisfies ServerMessage));
    server.close(closeCode, message);
    return new Response(null, { status: 101, webSocket: client, headers: this.protocolHeader(request) });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    this.usage.messagesIn++;
    const { seat, address } = this.identity(ws);
    const key = seat === null ? `address:${address}` : `seat:${seat}`;
    // The rate first: a flood is turned away before anything is read.
    if (!this.rate.allow(key)) return this.refuse(ws, "rate", "too many messages; slow down");
    if (byteSize(message, MAX_MESSAGE_BYTES) > MAX_MESSAGE_BYTES) {
      this.refuse(ws, "too-large", `messages are limited to ${MAX_MESSAGE_BYTES} bytes`);
      return ws.close(CLOSE.tooLarge, "message too big");
    }
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
    const msg = parsed.output;
    this.presence.heardFrom(ws);
    switch (msg.t) {
      case "sync": {
        // The whole state to this socket: the others of its seat keep theirs, which differs only in what patches leave out.
        const full = this.stateMessage(room, seat, 0);
        this.sentFull(full);
        return this.send(ws, full);
      }
      case "act":
        return this.act(room, ws, seat, key, msg.ply, msg.action);
      case "undo":
        return this.undo(room, ws, seat, msg.ply);
      case "rematch":
        return this.rematch(room, ws, seat);
      case "resign":
        return this.resign(room, ws, seat);
      case "draw":
        return this.draw(room, ws, seat, msg.accept);
      case "leave":
        return this.leave(room, ws, seat);
      case "name":
        return this.setName(room, ws, seat, msg.name);
      case "push":
        return this.subscribe(room, ws, seat, msg.subscription);
    }
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      ws.close(code === 1005 ? 1000 : code, "closing");
    } catch {
      // already closed
    }
    this.rate.tidy();
    this.tellPresence();
  }

  override async webSocketError(): Promise<void> {
    this.tellPresence();
  }

  private act(room: Room, ws: WebSocket, seat: Seat | null, key: string, ply: number, raw: unknown): void {
    if (room.retired) return this.refuse(ws, "status", "the game is over");
    if (seat !== null && gameStatus(room) === "open")
      return this.refuse(ws, "status", "waiting for every seat to be taken");
    // Ended at the table (resigned, agreed, out of time): a move at the last ply is too late.
    if (seat !== null && room.header.ended && ply === room.moves.length) return this.refuse(ws, "status", "the game is over");
    const checked = checkAction(room.game, room.state, room.moves.length, seat, ply, raw);
    if (!checked.ok) return this.refuse(ws, checked.refusal.code, checked.refusal.message);
    this.applyMove(room, seat as Seat, checked.action);
    this.rate.refund(key);
  }

  /** Stores an accepted action, tells every socket, and lets a computer answer if it is its turn. */
  private applyMove(room: Room, actor: Seat, action: unknown): void {
    const wereActive = activeSeats(room);
    const before = room.moves.length;
    const step = applyAction(room.game, room.state, before, room.header.seed, actor, action);
    const undoable = isUndoable(room.game, room.header.seats.length, room.state, step, actor);
    const at = Date.now();
    const over = "over" in room.game.status(step.state);
    this.storage.appendMove({ ply: before, seat: actor, action, lines: step.lines, undoable, at }, step.state);
    const logFrom = roomLog(room).length;
    room.state = step.state;
    room.moves.push({ seat: actor, action: action });
    room.lines.push(step.lines);
    room.log?.push(...step.lines);
    room.undoable.push(undoable);
    room.at.push(at);
    this.broadcastState(logFrom, { seat: actor, action, lines: step.lines });
    // Seats just become active, with no page open, are told by Web Push (worker/turn-alerts.ts).
    sendTurnAlerts(this.env, room, wereActive, () => this.presence.onlineSeats(), (p) => this.ctx.waitUntil(p), () => this.storage.saveHeader(room.header));
    if (over || room.header.clock) this.planAlarm(room);
    this.scheduleComputer();
  }

  // ---- computer players ----

  /** The computer seat whose decision it is now, in a game in play, if any. */
  private computerToMove(room: Room): Seat | null {
    if (room.retired || gameStatus(room) !== "playing") return null;
    return computerToMove(room.game, room.state, room.header.computers);
  }

  /**
   * When a computer is to move, it moves a moment later, after what came
   * before has gone out (worker/computer-seat.ts: its budget and its numbers).
   */
  private scheduleComputer(): void {
    const room = this.room;
    if (this.thinking || !room || this.computerToMove(room) === null) return;
    this.thinking = true;
    setTimeout(() => {
      this.thinking = false;
      const now = this.room;
      const seat = now ? this.computerToMove(now) : null;
      if (!now || seat === null) return;
      const { header } = now;
      try {
        const action = computerMove(header.game, now.game, now.state, seat, header.computers?.[seat] ?? "", header.seed, now.moves.length);
        this.applyMove(now, seat, action);
      } catch (error) {
        console.error(`${header.game} ${header.id}: the computer at seat ${seat} could not move`, error);
      }
    }, Number(this.env.COMPUTER_PAUSE_MS ?? COMPUTER_PAUSE_MS));
  }

  private undo(room: Room, ws: WebSocket, seat: Seat | null, ply: number): void {
    if (seat === null) return this.refuse(ws, "seat", "spectators cannot undo");
    if (room.retired) return this.refuse(ws, "status", "the game is over");
    if (ply < room.moves.length) return this.refuse(ws, "stale", `the game is at ply ${room.moves.length}`);
    if (ply > room.moves.length) return this.refuse(ws, "invalid", `the game is at ply ${room.moves.length}, not ${ply}`);
    const depth = undoDepth(room.moves, room.undoable, seat);
    if (depth === 0) return this.refuse(ws, "illegal", "there is nothing you can take back");
    const keep = room.moves.length - depth;
    const kept = room.moves.slice(0, keep);
    // From the latest snapshot at or before the kept plies; later ones go with the moves.
    const start = this.storage.startingPoint(room.game, room.header, keep);
    const { state } = replayFrom(room.game, start.state, start.ply, room.header.seed, kept.slice(start.ply));
    this.storage.truncate(keep);
    room.state = state;
    room.moves = kept;
    room.lines = room.lines.slice(0, keep);
    room.log = null;
    room.undoable = room.undoable.slice(0, keep);
    room.at = room.at.slice(0, keep);
    this.broadcastState(0);
  }

  private async rematch(room: Room, ws: WebSocket, seat: Seat | null): Promise<void> {
    if (seat === null) return this.refuse(ws, "seat", "spectators cannot ask for a rematch");
    if (gameStatus(room) !== "over") return this.refuse(ws, "status", "a rematch is offered once the game is over");
    const rematch = room.header.rematch;
    if (rematch.id) return this.sendRematch(room, ws);
    if (!rematch.asked.includes(seat)) rematch.asked.push(seat);
    const n = room.header.seats.length;
    const people = room.header.seats.filter((_, s) => !room.header.computers?.[s]).length;
    if (rematch.asked.length < people) {
      this.storage.saveHeader(room.header);
      return this.broadcastState(roomLog(room).length);
    }
    // Everyone asked. The id and the new tokens are stored before the new game
    // is made, so a second request arriving meanwhile cannot make two. Each
    // seat gets a fresh token: this game's tokens hold no seat in the next.
    rematch.id = await newGameId(this.env);
    rematch.tokens = Array.from({ length: n }, () => newToken());
    this.storage.saveHeader(room.header);
    // Seats rotate so the next player moves first: this game's seat s is seat s - 1 there.
    const computers = room.header.computers;
    const hashes = await Promise.all(rematch.tokens.map((t, s) => (computers?.[s] ? COMPUTER : hashToken(t))));
    const rotate = <T,>(list: T[]) => list.map((_, next) => list[(next + 1) % n] ?? null);
    const stub = this.env.GAME_ROOM.get(this.env.GAME_ROOM.idFromName(rematch.id));
    await stub.create(
      { id: rematch.id, game: room.header.game, options: room.header.options, seat: 0 },
      rotate(hashes),
      computers ? rotate(computers) : undefined,
    );
    this.broadcastState(roomLog(room).length);
    for (const socket of this.ctx.getWebSockets()) this.sendRematch(room, socket);
  }

  /** Tells a socket where the rematch is; a seat's socket gets that seat's new token, privately. */
  private sendRematch(room: Room, ws: WebSocket): void {
    const id = room.header.rematch.id;
    if (!id) return;
    const { seat } = this.identity(ws);
    const n = room.header.seats.length;
    const token = seat === null ? null : (room.header.rematch.tokens?.[seat] ?? null);
    this.send(ws, { t: "rematch", id, seat: seat === null ? null : (seat + n - 1) % n, token });
  }

  // ---- the table: resigning, draws, leaving, names ----

  /** Lose now: a game of one or two players (with more, a player leaves instead). */
  private resign(room: Room, ws: WebSocket, seat: Seat | null): void {
    if (seat === null) return this.refuse(ws, "seat", "spectators cannot resign");
    if (gameStatus(room) !== "playing") return this.refuse(ws, "status", "the game is not in play");
    const seats = room.header.seats.length;
    if (seats > 2) return this.refuse(ws, "illegal", "with more than two players, leave the game instead: the computer plays on");
    const name = seatLabel(room, seat);
    const winners = Array.from({ length: seats }, (_, s) => s).filter((s) => s !== seat);
    this.endGame(room, { winners, reason: `${name} resigned`, resigned: seat }, `${name} resigned.`);
  }

  /** Offers a draw, accepts the one on the table, or (accept false) withdraws or declines it. */
  private draw(room: Room, ws: WebSocket, seat: Seat | null, accept: boolean): void {
    if (seat === null) return this.refuse(ws, "seat", "spectators cannot offer a draw");
    if (gameStatus(room) !== "playing") return this.refuse(ws, "status", "the game is not in play");
    if (!room.game.draws) return this.refuse(ws, "illegal", `${room.game.name} cannot end in a draw`);
    const offered = drawOffers(room);
    if (!accept) {
      if (offered.length === 0) return this.refuse(ws, "illegal", "there is no draw offer to decline");
      room.header.draw = undefined;
      this.note(room, `${seatLabel(room, seat)} ${offered.includes(seat) ? "withdrew the offer of" : "declined"} a draw.`);
      this.storage.saveHeader(room.header);
      return this.broadcastState(roomLog(room).length - 1);
    }
    if (offered.includes(seat)) return this.refuse(ws, "illegal", "you have offered a draw already");
    // A computer plays every game out: agreeing for it handed a free draw against its strongest level.
    if (room.header.computers?.some(Boolean)) return this.refuse(ws, "illegal", "the computer does not agree to draws: play on, or resign");
    const now = [...offered, seat];
    if (room.header.seats.every((_, s) => now.includes(s)))
      return this.endGame(room, { winners: [], reason: "a draw by agreement" }, "The players agreed to a draw.");
    room.header.draw = { offered: now, ply: room.moves.length };
    this.note(room, `${seatLabel(room, seat)} offered a draw.`);
    this.storage.saveHeader(room.header);
    this.broadcastState(roomLog(room).length - 1);
  }

  /** Leaves a game of three or more: the computer takes the seat, and this device's token no longer holds it. */
  private leave(room: Room, ws: WebSocket, seat: Seat | null): void {
    if (seat === null) return this.refuse(ws, "seat", "spectators have no seat to leave");
    if (gameStatus(room) !== "playing") return this.refuse(ws, "status", "the game is not in play");
    if (room.header.seats.length < 3) return this.refuse(ws, "illegal", "with two players, resign instead");
    const name = seatLabel(room, seat);
    this.handToComputer(room, seat, `${name} left the game; the computer plays on in that seat.`);
    for (const socket of this.ctx.getWebSockets(`seat:${seat}`)) socket.close(CLOSE.left, "you left this game");
  }

  private setName(room: Room, ws: WebSocket, seat: Seat | null, name: string): void {
    if (seat === null) return this.refuse(ws, "seat", "spectators have no seat to name");
    room.header.names ??= room.header.seats.map(() => null);
    room.header.names[seat] = name;
    this.storage.saveHeader(room.header);
    this.tellPresence();
  }

  /** Keeps (or with null, forgets) this device's push subscription for its seat. */
  private subscribe(room: Room, ws: WebSocket, seat: Seat | null, subscription: PushSubscription | null): void {
    if (seat === null) return this.refuse(ws, "seat", "spectators are not told of turns");
    keepSubscription(room.header, seat, subscription);
    this.storage.saveHeader(room.header);
  }

  /** Ends the game outside its rules (resigned, agreed, out of time), saying so in the log. */
  private endGame(room: Room, outcome: Outcome, line: string): void {
    room.header.ended = outcome;
    room.header.draw = undefined;
    this.note(room, line);
    this.storage.saveHeader(room.header);
    this.broadcastState(roomLog(room).length - 1);
    this.planAlarm(room);
  }

  /** The computer plays on in `seat` (a player left, or ran out of time where that is the rule). */
  private handToComputer(room: Room, seat: Seat, line: string): void {
    room.header.seats[seat] = COMPUTER;
    room.header.computers ??= room.header.seats.map(() => null);
    room.header.computers[seat] = takeoverLevel(room.header.game);
    this.note(room, line);
    this.storage.saveHeader(room.header);
    this.broadcastState(roomLog(room).length - 1);
    this.tellPresence();
    this.scheduleComputer();
  }

  /** A line of the log about the table, after the moves made so far (saved with the header by the caller). */
  private note(room: Room, text: string): void {
    room.header.notes ??= [];
    room.header.notes.push({ ply: room.moves.length, text });
    room.log = null;
  }

  // ---- clocks, presence and cleanup: one alarm, the earliest of them ----

  /** When the room must next wake: cleanup, a clock running out, a presence check. */
  private nextAlarm(room: Room, now = Date.now()): number {
    let at = deleteAt(activity(room));
    const clock = clockNow(room, now);
    if (clock?.deadline != null) at = Math.min(at, clock.deadline);
    const presence = this.presence.due(room, now);
    if (presence !== null) at = Math.min(at, presence);
    return at;
  }

  /**
   * Sets the alarm when it must ring sooner than it is set to; one that would
   * ring later is left, and moves itself on when it rings (no write per move).
   */
  private planAlarm(room: Room): void {
    const at = this.nextAlarm(room);
    if (this.alarmAt !== null && this.alarmAt <= at) return;
    this.alarmAt = at;
    void this.ctx.storage.setAlarm(at);
  }

  override async alarm(): Promise<void> {
    this.usage.requests++;
    this.alarmAt = null;
    const room = this.room;
    if (!room) return;
    const now = Date.now();
    if (now >= deleteAt(activity(room))) {
      for (const ws of this.ctx.getWebSockets()) ws.close(1001, "the game was removed");
      await this.ctx.storage.deleteAlarm();
      await this.ctx.storage.deleteAll();
      this.room = null;
      return;
    }
    this.timeUp(room, now);
    this.tellPresence();
    this.planAlarm(room);
  }

  /** Seats whose time ran out: they lose (two players), or the computer plays on (more, or where the creator chose it). */
  private timeUp(room: Room, now: number): void {
    const clock = clockNow(room, now);
    if (!clock || gameStatus(room) !== "playing") return;
    for (const seat of outOfTime(clock, clock.running)) {
      if (room.header.computers?.[seat]) continue;
      const name = seatLabel(room, seat);
      const seats = room.header.seats.length;
      if ((room.header.timeout ?? (seats > 2 ? "computer" : "lose")) === "computer") {
        this.handToComputer(room, seat, `${name} ran out of time; the computer plays on in that seat.`);
        continue;
      }
      const winners = Array.from({ length: seats }, (_, s) => s).filter((s) => s !== seat);
      return this.endGame(room, { winners, reason: `${name} ran out of time` }, `${name} ran out of time.`);
    }
  }

  // ---- presence and messages ----

  /** Tells the table who is online, their names and how many watch, if that changed (see Presence.changed). */
  private tellPresence(except?: WebSocket): void {
    if (this.room) this.presence.changed(this.room, except);
  }

  /** The state as `seat` may see it, with the log lines from entry `logFrom`. */
  private stateMessage(room: Room, seat: Seat | null, logFrom: number): StateMessage {
    const at = moment(room);
    return { t: "state", ...heldFor(room, seat, at), players: this.presence.players(room), watching: this.presence.watching(), log: logPart(at, seat, logFrom) };
  }

  /**
   * Every socket gets its own seat's view and legal actions; `move`: the move
   * just made, when that is what changed. What the seats share is worked out
   * once, and who is online and watching only for a seat sent the full state.
   */
  private broadcastState(logFrom: number, move?: Move & { lines: LogLine[] }): void {
    const room = this.room;
    if (!room) return;
    const at = moment(room);
    let table: { players: PlayerInfo[]; watching: number } | null = null;
    const bySeat = new Map<Seat | null, string>();
    for (const ws of this.ctx.getWebSockets()) {
      const { seat } = this.identity(ws);
      let text = bySeat.get(seat);
      if (text === undefined) {
        const last = this.lastSent.get(seat);
        // A move to a seat that holds the state before it: the page works out the view and
        // legal actions, and so need not the room (a patch from here works them out).
        const lazy = !!(move && at.rules && last?.held.rules && last.held.ply === room.moves.length - 1);
        const held = heldFor(room, seat, at, lazy);
        const log = logPart(at, seat, logFrom);
        const sent: Sent = { held, logTo: log.to, lazy };
        this.lastSent.set(seat, sent);
        let message: ServerMessage | null = null;
        if (last && move) message = moveMessage(last.held, held, log, move);
        if (last && !message) message = patchMessage(worked(room, last), last.logTo, worked(room, sent), log);
        if (!message) {
          table ??= { players: this.presence.players(room), watching: this.presence.watching() };
          message = { t: "state", ...held, ...table, log };
        }
        text = JSON.stringify(message);
        bySeat.set(seat, text);
      }
      this.sendText(ws, text);
    }
  }

  /**
   * Remembers a full state sent to one socket as what its seat's sockets last
   * received, unless other sockets of that seat are open: those received every
   * broadcast, and the next patch must start from what they hold. (A seat whose
   * sockets all closed missed broadcasts: its last message is stale.)
   */
  private sentFull(full: StateMessage): void {
    const tag = full.seat === null ? "watch" : `seat:${full.seat}`;
    if (this.lastSent.has(full.seat) && this.ctx.getWebSockets(tag).length > 1) return;
    this.lastSent.set(full.seat, { held: heldOf(full), logTo: full.log.to });
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
