import { SELF } from "cloudflare:test";
import type { SeatGrant, ServerMessage } from "../../shared/protocol";

export const BASE = "http://game.test";

export async function api(path: string, init?: RequestInit): Promise<Response> {
  return SELF.fetch(`${BASE}/api${path}`, init);
}

export async function post(path: string, body?: unknown): Promise<Response> {
  return api(path, { method: "POST", body: body === undefined ? undefined : JSON.stringify(body) });
}

/** Creates a Connect Four game; returns the creator's grant. */
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

  private constructor(readonly ws: WebSocket) {
    ws.addEventListener("message", (event) => {
      this.queue.push(JSON.parse(event.data as string) as ServerMessage);
      this.wake?.();
    });
    ws.addEventListener("close", () => {
      this.closed = true;
      this.wake?.();
    });
  }

  static async open(id: string, token?: string): Promise<Client> {
    const res = await SELF.fetch(`${BASE}/api/games/${id}/ws${token ? `?token=${token}` : ""}`, {
      headers: { Upgrade: "websocket" },
    });
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
