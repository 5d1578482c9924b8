/**
 * boardgame.io's own server (socket.io transport, in-memory storage) for the
 * peer benchmark: games on PORT, its lobby API on API_PORT. (With the API on
 * the same port, koa-socket-2 freezes the middleware before the lobby routes
 * are added, and every lobby call answers 404.)
 */
import { Server } from "boardgame.io/server";
import { ConnectFourBgio } from "./connect-four-bgio";

const server = Server({ games: [ConnectFourBgio] });
await server.run({ port: Number(process.env.PORT), lobbyConfig: { apiPort: Number(process.env.API_PORT) } });
console.log("ready");
