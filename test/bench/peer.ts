/** The peer under the same load: boardgame.io's server, in a process of its own. */
import { spawn } from "node:child_process";
import { Client } from "boardgame.io/client";
import { SocketIO } from "boardgame.io/multiplayer";
import { type State, connectFour } from "../../shared/games/connect-four/rules";
import { ConnectFourBgio } from "./connect-four-bgio";
import { freePort } from "../e2e/wrangler-dev";
import { type LoadRow, type Table, runLoad, waitFor } from "./load";

type BgioState = { _stateID: number; ctx: { currentPlayer: string; gameover?: unknown }; G: unknown } | null;

export type PeerAddress = { url: string; api: string };
export type PeerServer = PeerAddress & { stop(): void };

export async function startBgioServer(): Promise<PeerServer> {
  const port = await freePort();
  const apiPort = await freePort();
  const child = spawn("node", ["--import", "tsx", new URL("./bgio-server.ts", import.meta.url).pathname], {
    env: { ...process.env, PORT: String(port), API_PORT: String(apiPort) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (d) => String(d).includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`boardgame.io server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, api: `http://127.0.0.1:${apiPort}`, stop: () => child.kill("SIGTERM") };
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json() as Promise<T>;
}

export async function newPeerTable({ url: base, api }: PeerAddress): Promise<Table> {
  const { matchID } = await post<{ matchID: string }>(`${api}/games/connect-four/create`, { numPlayers: 2 });
  const waiters: (() => void)[] = [];
  const latest: BgioState[] = [null, null];
  const clients = await Promise.all(
    ["0", "1"].map(async (playerID, seat) => {
      const { playerCredentials } = await post<{ playerCredentials: string }>(`${api}/games/connect-four/${matchID}/join`, {
        playerID,
        playerName: `p${playerID}`,
      });
      const client = Client({ game: ConnectFourBgio, multiplayer: SocketIO({ server: base }), matchID, playerID, credentials: playerCredentials, debug: false });
      client.subscribe((state) => {
        latest[seat] = state as BgioState;
        for (const wake of waiters.splice(0)) wake();
      });
      client.start();
      return client;
    }),
  );
  await waitFor(() => latest.every((s) => s !== null && s._stateID >= 0 && (s as { isConnected?: boolean }).isConnected !== false), Date.now() + 10_000, waiters);
  return {
    turn() {
      const state = latest[0];
      if (!state || state.ctx.gameover) return null;
      const seat = Number(state.ctx.currentPlayer);
      return { seat, ply: state._stateID, legal: connectFour.legal(state.G as State, seat) };
    },
    send(seat, _ply, action) {
      clients[seat]!.moves.drop!((action as { col: number }).col);
    },
    confirmed(ply, deadline) {
      return waitFor(() => latest.every((s) => (s?._stateID ?? -1) > ply), deadline, waiters);
    },
    close() {
      for (const c of clients) c.stop();
    },
  };
}

export function benchPeerLoad(server: PeerAddress, games: number, seconds: number, paceMs = 0, warmupSeconds = 0): Promise<LoadRow> {
  return runLoad(games, seconds, () => newPeerTable(server), paceMs, warmupSeconds);
}
