/**
 * The runtime's floor: the least a server in workerd can do for the exchange the phases bench
 * makes with ours (test/bench/phases.ts), to tell workerd's own cost from ours. A table: a POST
 * that makes a room (its Durable Object and a SQLite table), a POST that joins it, two
 * hibernatable sockets, each given the game so far. A move: its JSON read, Connect Four's shared
 * rules applied, one row inserted, the ply and action sent to both sockets. Nothing else that
 * ours does: no validation, no tokens, no limits, no presence, no views, no log.
 */
import { DurableObject } from "cloudflare:workers";
import { createRng } from "../../../shared/engine";
import { type State, connectFour } from "../../../shared/games/connect-four/rules";

type Env = { GAME_ROOM: DurableObjectNamespace<FloorRoom> };

const NO_NUMBERS = createRng("floor");

export class FloorRoom extends DurableObject<Env> {
  private game: { ply: number; state: State } | null = null;

  /** The game, replayed from its rows after a wake-up. */
  private current(): { ply: number; state: State } {
    if (!this.game) {
      let state = connectFour.setup(2, {}, NO_NUMBERS);
      const rows = this.ctx.storage.sql.exec<{ seat: number; col: number }>("SELECT seat, col FROM moves ORDER BY ply").toArray();
      for (const row of rows) state = connectFour.apply(state, row.seat, { col: row.col }, NO_NUMBERS);
      this.game = { ply: rows.length, state };
    }
    return this.game;
  }

  override async fetch(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    // A body left unread leaves the client's connection unusable: workerd closes it.
    if (request.method === "POST") await request.json();
    if (path.endsWith("/create")) {
      this.ctx.storage.sql.exec("CREATE TABLE moves (ply INTEGER PRIMARY KEY, seat INTEGER NOT NULL, col INTEGER NOT NULL)");
      return Response.json({ seat: 0, token: "0" });
    }
    if (path.endsWith("/join")) return Response.json({ seat: 1, token: "1" });
    const seat = request.headers.get("Sec-WebSocket-Protocol") === "1" ? 1 : 0;
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server, [String(seat)]);
    server.send(JSON.stringify({ ply: this.current().ply, state: this.current().state }));
    return new Response(null, { status: 101, webSocket: client, headers: { "Sec-WebSocket-Protocol": String(seat) } });
  }

  override webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): void {
    const { ply, action } = JSON.parse(String(message)) as { ply: number; action: { col: number } };
    const seat = Number(this.ctx.getTags(ws)[0]);
    const game = this.current();
    if (ply !== game.ply) return;
    game.state = connectFour.apply(game.state, seat, action, NO_NUMBERS);
    this.ctx.storage.sql.exec("INSERT INTO moves (ply, seat, col) VALUES (?, ?, ?)", ply, seat, action.col);
    game.ply++;
    const sent = JSON.stringify({ ply: game.ply, seat, action });
    for (const socket of this.ctx.getWebSockets()) socket.send(sent);
  }
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const [, , , id] = new URL(request.url).pathname.split("/"); // /api/games/<id>/join or /ws
    if (id) return env.GAME_ROOM.get(env.GAME_ROOM.idFromString(id)).fetch(request);
    // POST /api/games: a new room, named by its object's id.
    const room = env.GAME_ROOM.newUniqueId();
    const created = await env.GAME_ROOM.get(room).fetch(new Request(`${request.url}/${room}/create`, request));
    return Response.json({ id: room.toString(), ...(await created.json<object>()) });
  },
} satisfies ExportedHandler<Env>;
