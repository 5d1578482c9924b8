import { SELF, env } from "cloudflare:test";
import { findRules } from "../../shared/games";
import { followMessage } from "../../shared/lean";
import { type SeatGrant, type ServerMessage, type StateMessage, socketProtocols } from "../../shared/protocol";

export const BASE = "http://game.test";

export async function api(path: string, init?: RequestInit): Promise<Response> {
  return SELF.fetch(`${BASE}/api${path}`, init);
}

/**
 * A client address of its own for each request, as if every test were
 * another person: the per-address limits on creating and joining are tested
 * by themselves (limits.test.ts), not met by accident.
 */
export function someAddress(): string {
  const n = () => Math.floor(Math.random() * 250) + 1;
  return `198.51.${n()}.${n()}`; // TEST-NET-2 (RFC 5737): names no real host; nothing is sent there
}

export async function post(path: string, body?: unknown, address = someAddress()): Promise<Response> {
  return api(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": address },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The upgrade request of a game's socket, the token offered as the page offers it. */
export async function upgrade(id: string, token?: string, headers: Record<string, string> = {}): Promise<Response> {
  return SELF.fetch(`${BASE}/api/games/${id}/ws`, {
    headers: { Upgrade: "websocket", "Sec-WebSocket-Protocol": socketProtocols(token ?? null).join(", "), ...headers },
  });
}

/** Creates a Connect Four game; returns the creator's grant. */
/**
 * A room's RPC answer (`stub.info()`, `stub.preview()`, `room.replayInfo()`) as the room types it:
 * the stub's types map fields typed `unknown` (a view, an action) to nothing they can carry.
 */
export async function answer<T>(call: Promise<unknown>): Promise<T> {
  return (await call) as T;
}

export async function createGame(body: Record<string, unknown> = { game: "connect-four" }): Promise<SeatGrant> {
  const res = await post("/games", body);
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return res.json();
}

export async function joinGame(id: string, seat?: number): Promise<SeatGrant> {
  const res = await post(`/games/${id}/join`, seat === undefined ? undefined : { seat });
  if (res.status !== 200) throw new Error(`join: ${res.status} ${await res.text()}`);
  return res.json();
}

type Of<T extends ServerMessage["t"]> = Extract<ServerMessage, { t: T }>;

/** A WebSocket to a game, with its messages queued for the test to take in order. */
export class Client {
  private queue: ServerMessage[] = [];
  private wake: (() => void) | null = null;
  closed = false;
  /** The close code the server gave, once closed. */
  closeCode: number | null = null;

  /** The last full state this socket holds, patches applied: what a page's store would hold. */
  private last: StateMessage | null = null;
  /** How many lean messages (patches and moves) came, and their bytes (for the tests of lean messages). */
  readonly patches = { count: 0, bytes: 0 };

  private constructor(readonly ws: WebSocket) {
    ws.addEventListener("message", (event) => {
      this.queue.push(this.follow(JSON.parse(event.data as string) as ServerMessage, (event.data as string).length));
      this.wake?.();
    });
    ws.addEventListener("close", (event) => {
      this.closed = true;
      this.closeCode = event.code;
      this.wake?.();
    });
  }

  /**
   * A patch or a move becomes the state message it stands for, as a page makes it, so that
   * tests read states whichever form came; one that does not fit the state held fails the test.
   */
  private follow(message: ServerMessage, bytes: number): ServerMessage {
    if (message.t === "players" && this.last) this.last = { ...this.last, players: message.players, watching: message.watching };
    if (message.t === "patch" || message.t === "move") {
      this.patches.count++;
      this.patches.bytes += bytes;
    }
    const followed = followMessage(this.last, message, findRules);
    if (followed.t === "state") this.last = followed;
    return followed;
  }

  static async open(id: string, token?: string, headers: Record<string, string> = {}): Promise<Client> {
    return Client.from(await upgrade(id, token, headers));
  }

  /**
   * A socket opened on the game's object itself, past the Worker: for tests
   * that open thousands (the pool's SELF slows with every request it serves,
   * workers-sdk#15092).
   */
  static async direct(id: string, token?: string): Promise<Client> {
    const stub = env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));
    const res = await stub.fetch(`${BASE}/api/games/${id}/ws`, {
      headers: { Upgrade: "websocket", "Sec-WebSocket-Protocol": socketProtocols(token ?? null).join(", ") },
    });
    return Client.from(res);
  }

  private static from(res: Response): Client {
    if (!res.webSocket) throw new Error(`upgrade refused: ${res.status}`);
    res.webSocket.accept();
    return new Client(res.webSocket);
  }

  send(message: unknown): void {
    this.ws.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  /** The next message of type `t`; messages of other types stay queued. */
  async next<T extends ServerMessage["t"]>(t: T, timeoutMs = 10_000): Promise<Of<T>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = this.queue.findIndex((m) => m.t === t);
      if (i >= 0) return this.queue.splice(i, 1)[0] as Of<T>;
      if (Date.now() > deadline) throw new Error(`no "${t}" message within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, 50);
      });
    }
  }

  /** Waits until the server closes the socket. */
  async waitClosed(timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error(`the socket stayed open for ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, 50);
      });
    }
  }

  /** Sends `message` and returns the answer of type `t`. */
  async ask<T extends ServerMessage["t"]>(message: unknown, t: T): Promise<Of<T>> {
    this.send(message);
    return this.next(t);
  }

  /** Drops every queued message. */
  clear(): void {
    this.queue = [];
  }

  pending(t: ServerMessage["t"]): number {
    return this.queue.filter((m) => m.t === t).length;
  }

  close(): void {
    this.ws.close(1000, "done");
  }
}

/** A game with both seats taken and connected, their first states read. */
export async function startGame() {
  const red = await createGame();
  const yellow = await joinGame(red.id);
  const a = await Client.open(red.id, red.token);
  const b = await Client.open(red.id, yellow.token);
  const first = await a.next("state");
  await b.next("state");
  return { id: red.id, red, yellow, a, b, first };
}

/** Plays `cols` alternately (red first), each player waiting for its own state. */
export async function play(a: Client, b: Client, cols: number[], fromPly = 0) {
  let ply = fromPly;
  for (const col of cols) {
    const mover = ply % 2 === 0 ? a : b;
    const other = mover === a ? b : a;
    mover.send({ t: "act", ply, action: { col } });
    await mover.next("state");
    await other.next("state");
    ply++;
  }
  return ply;
}
