import type { CatalogEntry, CreateGameBody, GameInfo, ReplayInfo, SeatGrant } from "../../../shared/protocol";

/** A refusal from the API, with its HTTP status and the server's words. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: init?.body ? { "content-type": "application/json" } : undefined,
    });
  } catch {
    throw new ApiError(0, "Can't reach the server. Check your connection and try again.");
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      body && typeof body === "object" && "message" in body && typeof body.message === "string"
        ? body.message
        : `The server answered ${response.status}.`;
    throw new ApiError(response.status, message);
  }
  return body as T;
}

const post = (body: unknown): RequestInit => ({ method: "POST", body: JSON.stringify(body) });

/** Retries a read that failed for want of the server (network error or 5xx), with short pauses. */
async function retried<T>(read: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await read();
    } catch (error) {
      const transient = error instanceof ApiError && (error.status === 0 || error.status >= 500);
      if (!transient || i >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 400 * 2 ** i));
    }
  }
}

export const getCatalog = () => retried(() => request<CatalogEntry[]>("/api/catalog"));

export const createGame = (body: CreateGameBody) => request<SeatGrant>("/api/games", post(body));

export const joinGame = (id: string, seat?: number, name?: string) =>
  request<SeatGrant>(`/api/games/${encodeURIComponent(id)}/join`, post({ ...(seat === undefined ? {} : { seat }), ...(name ? { name } : {}) }));

/** The game's header, or null when there is no such game (404). */
export async function getGameInfo(id: string, attempts = 3): Promise<GameInfo | null> {
  try {
    return await retried(() => request<GameInfo>(`/api/games/${encodeURIComponent(id)}`), attempts);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The game's actions (and seed, once over), or null when there is no such game. */
export async function getReplay(id: string): Promise<ReplayInfo | null> {
  try {
    return await retried(() => request<ReplayInfo>(`/api/games/${encodeURIComponent(id)}/replay`));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The WebSocket address of a game (the seat's token goes in a subprotocol: socketProtocols). */
export function socketUrl(id: string): string {
  const url = new URL(`/api/games/${encodeURIComponent(id)}/ws`, location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.href;
}
