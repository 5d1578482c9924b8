/**
 * The other player, for browser tests where one phone is enough: plays through its own socket
 * (patches followed as a page does), and the API calls that set a game up.
 */
import WebSocket from "ws";
import { type SeatGrant, socketProtocols } from "../../shared/protocol";
import { baseUrl } from "./browser";
import { followStates } from "./follow";

/** A POST to the API from an address of its own. */
export async function post<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.18.93.${Math.floor(Math.random() * 250) + 1}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json() as Promise<T>;
}

/** A live game: both seats taken; the address of the first seat's page. */
export async function livePage(game: string): Promise<string> {
  const host = await post<SeatGrant>("/games", { game, ...(game === "pixel-lincoln" ? { options: { players: 2 } } : {}) });
  await post(`/games/${host.id}/join`);
  return `${baseUrl()}/g/${host.id}#token=${host.token}`;
}

/** A seat playing through a socket of its own: `play(ply, col)` once that ply is reached (Connect Four). */
export function opponent(id: string, token: string) {
  const follow = followStates();
  let ply = -1;
  const waiting: (() => void)[] = [];
  const ws = new WebSocket(`${baseUrl().replace("http", "ws")}/api/games/${id}/ws`, socketProtocols(token));
  ws.on("message", (data) => {
    const m = follow(String(data));
    if (m.t !== "state") return;
    ply = m.ply;
    for (const w of waiting.splice(0)) w();
  });
  return {
    async play(at: number, col: number) {
      while (ply < at) await new Promise<void>((r) => waiting.push(r));
      ws.send(JSON.stringify({ t: "act", ply: at, action: { col } }));
    },
    close: () => ws.close(),
  };
}

