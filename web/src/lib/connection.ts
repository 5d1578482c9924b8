import { type Accessor, batch, createSignal, onCleanup } from "solid-js";
import { createStore, reconcile } from "solid-js/store";
import type { AnyGame } from "../../../shared/engine";
import { type Held, afterMove, canFollowMoves, patchLog } from "../../../shared/lean";
import {
  CLOSE,
  type ClientMessage,
  type ErrorMessage,
  type RematchMessage,
  type ServerMessage,
  type StateMessage,
  socketProtocols,
} from "../../../shared/protocol";
import { type Op, apply } from "../../../shared/patch";
import { getGameInfo, socketUrl } from "./api";
import { backoffDelay } from "./backoff";

/** A game as the server last described it to this socket (the log is kept apart). */
export type GameSnapshot = Omit<StateMessage, "t" | "log">;
/** What the page reads of a state through the store: all but the seat's view and legal list, which only the board reads (`shown`). */
export type GameTable = Omit<GameSnapshot, "view" | "legal">;

/**
 * connecting: first attempt; open: live; reconnecting: lost, retrying with backoff;
 * missing: there is no such game; refused: the server said this device's token holds
 * no seat; replaced: the seat was opened in another tab or device; crowded: too many
 * spectators; closed: this page let go of it. Only the server's own words (a close code)
 * lead to refused, replaced or crowded: a failed connection is never taken for a refusal.
 */
export type ConnectionStatus = "connecting" | "open" | "reconnecting" | "missing" | "refused" | "replaced" | "crowded" | "closed";

export type ConnectionOptions = {
  id: string;
  /** Read at every (re)connect: the seat token, or null to watch. */
  token: Accessor<string | null>;
  onError?: (message: ErrorMessage) => void;
  onRematch?: (message: RematchMessage) => void;
  /**
   * The game's rules, once loaded, for games whose state messages carry the whole state
   * (`rules`): moves are then computed here from their actions. Without them a move asks
   * for the whole state.
   */
  rules?: Accessor<AnyGame | undefined>;
};

const PING_EVERY_MS = 20_000;
/** A socket that answers nothing for this long after a ping is dead. */
const SILENCE_LIMIT_MS = 8_000;
/** Ask for the state if the server has not sent it this long after opening. */
const FIRST_STATE_WAIT_MS = 3_000;
/** How long a crowded game is left before trying again. */
const CROWDED_RETRY_MS = 30_000;

/**
 * Owns the WebSocket of one game: connects, keeps a Solid store of the latest
 * state and the log, reconnects with backoff, and sends actions. Call inside
 * a component; the socket closes with it.
 */
export function createGameConnection(options: ConnectionOptions) {
  const [game, setGame] = createStore<{ current: GameTable | null }>({ current: null });
  const [log, setLog] = createSignal<string[]>([]);
  const [status, setStatus] = createSignal<ConnectionStatus>("connecting");
  const [retryAt, setRetryAt] = createSignal<number | null>(null);
  /** An action was sent and its answer has not come yet: the board waits. */
  const [pending, setPending] = createSignal(false);
  /** When the last state arrived, by this page's clock (the server's clock figures count from it). */
  const [seenAt, setSeenAt] = createSignal(0);

  /** The latest state the server sent, as plain data (the store holds a copy of all but its view and legal list). */
  let server: GameSnapshot | null = null;
  /**
   * The state shown, as plain data never changed in place: the server's, or this player's move
   * shown ahead of it. The only place the seat's view and legal list are kept for the page: the
   * board (BoardSlot) reads them as they are, not field by field through a store's proxies.
   */
  const [shown, setShown] = createSignal<GameSnapshot | null>(null);
  /**
   * This player's own move, shown before the server answered (games that hide nothing):
   * the server's next state replaces it, a refusal or a lost socket puts the server's back.
   */
  let guessed = false;
  let socket: WebSocket | null = null;
  let attempt = 0;
  let logTo = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  let firstStateTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function send(message: ClientMessage | "ping"): boolean {
    if (socket?.readyState !== WebSocket.OPEN) return false;
    socket.send(typeof message === "string" ? message : JSON.stringify(message));
    return true;
  }

  function clearTimers() {
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    clearTimeout(silenceTimer);
    clearTimeout(firstStateTimer);
  }

  /** Pings, and drops the socket if nothing comes back in time. */
  function checkAlive() {
    if (!send("ping")) return;
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => {
      const dead = socket;
      socket = null;
      dead?.close();
      void dropped(true);
    }, SILENCE_LIMIT_MS);
  }

  function connect() {
    clearTimers();
    setRetryAt(null);
    if (stopped) return;
    let opened = false;
    // The token travels as a subprotocol, never in the URL (request logs and proxies keep URLs).
    const ws = new WebSocket(socketUrl(options.id), socketProtocols(options.token()));
    socket = ws;
    ws.onopen = () => {
      if (socket !== ws) return;
      opened = true;
      attempt = 0;
      setStatus("open");
      pingTimer = setInterval(checkAlive, PING_EVERY_MS);
      firstStateTimer = setTimeout(() => send({ t: "sync" }), FIRST_STATE_WAIT_MS);
    };
    ws.onmessage = (event) => {
      if (socket !== ws) return;
      clearTimeout(silenceTimer);
      if (typeof event.data !== "string" || event.data === "pong") return;
      let message: ServerMessage;
      try {
        message = JSON.parse(event.data) as ServerMessage;
      } catch {
        return;
      }
      batch(() => receive(message)); // the state and its log lines change together, as one update
    };
    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = null;
      void dropped(opened, event.code);
    };
  }

  async function dropped(wasOpen: boolean, code?: number) {
    clearTimers();
    // Whether a move shown ahead was made, the state sent on reconnecting says.
    rollBack();
    setPending(false);
    if (stopped) return;
    // The server's own words: act on them, and on nothing else.
    if (code === CLOSE.token) return setStatus("refused");
    if (code === CLOSE.replaced) return setStatus("replaced");
    if (code === CLOSE.crowded) {
      setStatus("crowded");
      return scheduleRetry(CROWDED_RETRY_MS);
    }
    setStatus(game.current ? "reconnecting" : "connecting");
    if (!wasOpen) {
      // Failed before opening: a browser cannot tell why. Is the game gone (the HTTP API says so)?
      const info = await getGameInfo(options.id, 1).catch(() => undefined);
      if (stopped || socket) return; // closed, or reconnected meanwhile
      if (info === null) {
        setStatus("missing");
        return;
      }
    }
    scheduleRetry();
  }

  function scheduleRetry(wait?: number) {
    const delay = wait ?? backoffDelay(attempt++);
    setRetryAt(Date.now() + delay);
    retryTimer = setTimeout(connect, delay);
  }

  /** Appends (or, from 0, replaces) the log; a gap asks for the whole state again. */
  function takeLog(part: StateMessage["log"]) {
    if (part.from === 0) setLog(part.lines);
    else if (part.from === logTo) setLog((lines) => [...lines, ...part.lines]);
    else return void send({ t: "sync" }); // we missed lines: start the log again
    logTo = part.to;
  }

  /**
   * Shows a state: to the board as it is (`shown`), to the rest of the page through the store,
   * without the view and the legal list, which would cost a copy and a reconcile of the
   * largest part of every state for nothing.
   */
  function display(next: GameSnapshot) {
    setShown(next);
    const { view: _view, legal: _legal, ...table } = next;
    setGame("current", reconcile(structuredClone(table)));
  }

  /** Shows the server's latest state. */
  function show(next: GameSnapshot) {
    server = next;
    guessed = false;
    setSeenAt(Date.now());
    display(next);
    setPending(false);
  }

  /** Takes back a move shown before the server's answer: the server's state again. */
  function rollBack() {
    if (!guessed || !server) return;
    guessed = false;
    display(server);
  }

  /**
   * Shows `action` as made, computed with the rules (nothing when they cannot: not loaded, or
   * a game that hides something), while the server is asked.
   */
  function guess(action: unknown) {
    const rules = options.rules?.();
    if (!server || server.seat === null || !canFollowMoves(rules, server)) return;
    const { players, watching, ...base } = server;
    try {
      const { held } = afterMove(rules, base, logTo, { ply: server.ply + 1, seat: server.seat, action });
      // What only the server can tell (a clock's reading) stays as it was until it answers.
      display({ ...held, clock: server.clock, players, watching });
      guessed = true;
    } catch {
      // Not a move the rules take here: the server will say why.
    }
  }

  function receive(message: ServerMessage) {
    switch (message.t) {
      case "state": {
        clearTimeout(firstStateTimer);
        const { t: _t, log: part, ...snapshot } = message;
        show(snapshot);
        takeLog(part);
        return;
      }
      case "patch": {
        // A patch fits only the state it was made against; otherwise, the whole state again.
        if (!server || server.ply !== (message.from ?? message.ply - 1)) return void send({ t: "sync" });
        const { players, watching, ...base } = server;
        const next = apply({ ...base, ply: message.ply } as Held, message.ops as Op[]);
        show({ ...next, players, watching });
        takeLog(patchLog(message.log, logTo));
        return;
      }
      case "move": {
        // Computed here with the rules; a page without them, or not at the ply before, asks for the whole state.
        const rules = options.rules?.();
        if (!server || server.ply !== message.ply - 1 || !canFollowMoves(rules, server)) return void send({ t: "sync" });
        const { players, watching, ...base } = server;
        let next: ReturnType<typeof afterMove>;
        try {
          next = afterMove(rules, base, logTo, message);
        } catch {
          return void send({ t: "sync" });
        }
        show({ ...next.held, players, watching });
        takeLog(message.log ?? next.log);
        return;
      }
      case "players":
        if (server) server = { ...server, players: message.players, watching: message.watching };
        if (game.current) {
          setGame("current", "players", reconcile(message.players));
          setGame("current", "watching", message.watching);
        }
        return;
      case "error":
        // A refused move is taken back from the board; the error says why.
        if (pending()) rollBack();
        setPending(false);
        if (message.code === "stale") send({ t: "sync" });
        options.onError?.(message);
        return;
      case "rematch":
        options.onRematch?.(message);
        return;
    }
  }

  /** Reconnects now: after a token change, or when the network is back. */
  function reconnect() {
    if (stopped) return;
    const old = socket;
    socket = null;
    old?.close();
    attempt = 0;
    setStatus(game.current ? "reconnecting" : "connecting");
    connect();
  }

  function wake() {
    // After the server's refusal, only the player's "try again" reconnects.
    if (stopped || status() === "refused" || status() === "replaced") return;
    if (socket?.readyState === WebSocket.OPEN) checkAlive();
    else if (socket?.readyState !== WebSocket.CONNECTING) reconnect();
  }
  const onVisibility = () => document.visibilityState === "visible" && wake();
  window.addEventListener("online", wake);
  document.addEventListener("visibilitychange", onVisibility);

  function close() {
    stopped = true;
    clearTimers();
    window.removeEventListener("online", wake);
    document.removeEventListener("visibilitychange", onVisibility);
    const old = socket;
    socket = null;
    old?.close();
    if (status() !== "missing") setStatus("closed");
  }
  onCleanup(close);

  // The socket opens in a task after the page's first render, which it would otherwise
  // lengthen (opening a WebSocket costs the page a few milliseconds, 4 times that on a slow
  // phone); unless something opened it meanwhile.
  const first = setTimeout(() => socket === null && !stopped && connect());
  onCleanup(() => clearTimeout(first));

  return {
    /** The latest state but its view and legal list, or null before the first one arrives. */
    game: () => game.current,
    /** The whole state as plain data, a new object with each state (not with players' news): the view and legal list are here. */
    shown,
    log,
    status,
    seenAt,
    /** When the next reconnect attempt happens (ms since epoch), while waiting. */
    retryAt,
    pending,
    /**
     * Sends an action made against the state the player saw. In a game that hides nothing
     * it is on the board at once, computed with the rules; the server's answer confirms it
     * or takes it back.
     */
    act(action: unknown) {
      if (!server || pending()) return;
      if (!send({ t: "act", ply: server.ply, action })) return;
      setPending(true);
      guess(action);
    },
    undo() {
      if (server) send({ t: "undo", ply: server.ply });
    },
    rematch: () => send({ t: "rematch" }),
    /** Sends a table message (resign, draw, leave, name, push); false when the socket is not open. */
    tell: (message: Extract<ClientMessage, { t: "resign" | "draw" | "leave" | "name" | "push" }>) => send(message),
    sync: () => send({ t: "sync" }),
    reconnect,
    close,
  };
}

export type GameConnection = ReturnType<typeof createGameConnection>;
