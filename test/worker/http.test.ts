import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameInfo, ReplayInfo, SeatGrant } from "../../shared/protocol";
import { api, createGame, joinGame, post, someAddress } from "./client";

describe("HTTP API", () => {
  it("lists the catalog", async () => {
    const res = await api("/catalog");
    expect(res.status).toBe(200);
    const games = (await res.json()) as { id: string; players: unknown }[];
    expect(games.find((g) => g.id === "connect-four")).toMatchObject({ players: { min: 2, max: 2 } });
  });

  it("creates a game with an unguessable id (60 random bits and 20 check bits) and a 128-bit token", async () => {
    const grant = await createGame();
    expect(grant.id).toMatch(/^[0-9a-hjkmnp-tv-z]{16}$/);
    expect(grant.seat).toBe(0);
    expect(grant.token.length).toBeGreaterThanOrEqual(22); // 128 bits in base64url
    const info = (await (await api(`/games/${grant.id}`)).json()) as GameInfo;
    expect(info).toMatchObject({ game: "connect-four", status: "open", ply: 0, outcome: null });
    expect(info.players.map((p) => p.taken)).toEqual([true, false]);
  });

  it("lets the creator pick the second seat", async () => {
    const grant = await createGame({ game: "connect-four", seat: 1 });
    expect(grant.seat).toBe(1);
    const joined = await joinGame(grant.id);
    expect(joined.seat).toBe(0);
  });

  it("joins the free seat, then answers 409 when none is free", async () => {
    const { id } = await createGame();
    const joined = await joinGame(id);
    expect(joined.seat).toBe(1);
    const info = (await (await api(`/games/${id}`)).json()) as GameInfo;
    expect(info.status).toBe("playing");
    const full = await post(`/games/${id}/join`);
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({ error: "full" });
  });

  it("refuses bad bodies with 400 and a reason", async () => {
    const cases: [string, unknown, number, string][] = [
      ["/games", "{not json", 400, "invalid"],
      ["/games", { game: "connect-four", extra: true }, 400, "invalid"],
      ["/games", { game: 7 }, 400, "invalid"],
      ["/games", { game: "chess" }, 404, "unknown-game"],
      ["/games", { game: "connect-four", seat: 2 }, 400, "invalid"],
      ["/games", { game: "connect-four", options: { players: 3 } }, 400, "invalid"],
    ];
    for (const [path, body, status, error] of cases) {
      const res = await api(path, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(await res.json()).toMatchObject({ error });
    }
  });

  it("refuses an oversized body with 413", async () => {
    const res = await post("/games", { game: "connect-four", options: { pad: "x".repeat(20_000) } });
    expect(res.status).toBe(413);
  });

  it("answers 404 for unknown and malformed game ids", async () => {
    for (const id of ["0000000000zz0000", "NOT-AN-ID", "x"]) {
      expect((await api(`/games/${id}`)).status).toBe(404);
      expect((await post(`/games/${id}/join`)).status).toBe(404);
      expect((await api(`/games/${id}/replay`)).status).toBe(404);
    }
  });

  it("asks for a WebSocket upgrade on the socket route", async () => {
    const { id } = await createGame();
    expect((await api(`/games/${id}/ws`)).status).toBe(426);
  });

  it("keeps the seed out of the replay until the game is over, and names the rules' version", async () => {
    const { id } = await createGame();
    const replay = (await (await api(`/games/${id}/replay`)).json()) as ReplayInfo;
    expect(replay).toEqual({ game: "connect-four", version: 1, options: {}, actions: [], withheld: false, seed: null });
  });
});

describe("joining at the same moment", () => {
  it("gives the free seat to exactly one of many", async () => {
    const { id } = await createGame();
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(`/games/${id}/join`)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
  });
});

describe("the seed", () => {
  it("is the room's own: a create request's x-test-seed is heard only by the browser tests' server (TEST_SEEDS)", async () => {
    const res = await api("/games", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": someAddress(), "x-test-seed": "chosen" },
      body: JSON.stringify({ game: "connect-four" }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as SeatGrant;
    const seed = await runInDurableObject(env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id)), (_room, state) => {
      const row = state.storage.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'header'").one();
      return (JSON.parse(row.value) as { seed: string }).seed;
    });
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
  });
});
