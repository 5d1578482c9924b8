import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GameInfo, ReplayInfo } from "../../shared/protocol";
import { connectFour } from "../../shared/games/connect-four/rules";
import { replay } from "../../shared/engine";
import { Client, api, createGame, joinGame, play, startGame } from "./client";

async function info(id: string): Promise<GameInfo> {
  return (await api(`/games/${id}`)).json();
}

describe("the first message", () => {
  it("gives a seat its view, its legal actions and the players", async () => {
    const { first } = await startGame();
    expect(first).toMatchObject({ t: "state", ply: 0, seat: 0, status: "playing", active: [0], outcome: null });
    expect(first.legal).toHaveLength(7);
    expect(first.log).toEqual({ from: 0, to: 0, lines: [] });
    expect(first.players.map((p) => p.taken)).toEqual([true, true]);
  });

  it("gives a spectator the view and no legal actions", async () => {
    const { id } = await startGame();
    const watcher = await Client.open(id);
    const state = await watcher.next("state");
    expect(state).toMatchObject({ seat: null, legal: [], status: "playing" });
  });

  it("tells the players who is online", async () => {
    const red = await createGame();
    const a = await Client.open(red.id, red.token);
    const first = await a.next("state");
    expect(first.players).toEqual([
      { seat: 0, taken: true, online: true },
      { seat: 1, taken: false, online: false },
    ]);
    const yellow = await joinGame(red.id);
    expect((await a.next("state")).status).toBe("playing");
    expect((await a.next("players")).players.map((p) => p.taken), "the seat taken").toEqual([true, true]);
    const b = await Client.open(red.id, yellow.token);
    await b.next("state");
    expect((await a.next("players")).players.map((p) => p.online)).toEqual([true, true]);
    b.close();
    expect((await a.next("players")).players.map((p) => p.online)).toEqual([true, false]);
  });
});

describe("moves", () => {
  it("applies a move and sends every seat the new state", async () => {
    const { a, b } = await startGame();
    a.send({ t: "act", ply: 0, action: { col: 3 } });
    const mine = await a.next("state");
    const theirs = await b.next("state");
    expect(mine.ply).toBe(1);
    expect(mine.legal).toEqual([]);
    expect(theirs.legal).toHaveLength(7);
    expect(theirs.active).toEqual([1]);
    expect(theirs.log).toEqual({ from: 0, to: 1, lines: ["Red dropped a disc in column 4."] });
  });

  it("applies a resent move once and refuses the copy as stale", async () => {
    const { id, a, b } = await startGame();
    a.send({ t: "act", ply: 0, action: { col: 3 } });
    a.send({ t: "act", ply: 0, action: { col: 3 } });
    expect((await a.next("state")).ply).toBe(1);
    expect(await a.next("error")).toMatchObject({ code: "stale" });
    await b.next("state");
    expect((await info(id)).ply).toBe(1);
  });

  it("plays a whole game to a win, then publishes the seed", async () => {
    const { id, a, b } = await startGame();
    await play(a, b, [0, 1, 0, 1, 0, 1]);
    a.send({ t: "act", ply: 6, action: { col: 0 } });
    const last = await a.next("state");
    expect(last).toMatchObject({ status: "over", outcome: { winners: [0] }, legal: [], active: [] });
    expect(last.log.lines.at(-1)).toBe("Red made four in a row and won.");
    expect((await b.next("state")).outcome?.winners).toEqual([0]);
    const record = (await (await api(`/games/${id}/replay`)).json()) as ReplayInfo;
    expect(record.actions).toHaveLength(7);
    expect(record.seed).toMatch(/^[0-9a-f]{64}$/);
    const rebuilt = replay(connectFour, record.options, record.seed ?? "", record.actions);
    expect(connectFour.view(rebuilt as never, null)).toEqual(last.view);
  });
});

describe("refusals: each gets its code, only the sender hears it, and nothing changes", () => {
  async function refused(send: (c: { a: Client; b: Client; w: Client }) => void, code: string, who: "a" | "b" | "w" = "a") {
    const game = await startGame();
    await play(game.a, game.b, [3]);
    const w = await Client.open(game.id);
    await w.next("state");
    const before = await info(game.id);
    const clients = { a: game.a, b: game.b, w };
    game.a.clear();
    game.b.clear();
    send(clients);
    const error = await clients[who].next("error");
    expect(error.code).toBe(code);
    expect(error.message).toBeTruthy();
    expect(await info(game.id)).toEqual(before);
    // Nobody else was told anything; the state the sender asks for is the old one.
    for (const other of (["a", "b", "w"] as const).filter((x) => x !== who)) expect(clients[other].pending("error")).toBe(0);
    const state = await clients[who].ask({ t: "sync" }, "state");
    expect(state.ply).toBe(1);
  }

  it("invalid: not JSON", () => refused(({ b }) => b.send("{nope"), "invalid", "b"));
  it("invalid: unknown message type", () => refused(({ b }) => b.send({ t: "move", ply: 1 }), "invalid", "b"));
  it("invalid: unknown field", () => refused(({ b }) => b.send({ t: "act", ply: 1, action: { col: 1 }, x: 1 }), "invalid", "b"));
  it("invalid: action of the wrong shape", () => refused(({ b }) => b.send({ t: "act", ply: 1, action: { col: "1" } }), "invalid", "b"));
  it("invalid: unknown field in the action", () => refused(({ b }) => b.send({ t: "act", ply: 1, action: { col: 1, row: 0 } }), "invalid", "b"));
  it("invalid: column out of range", () => refused(({ b }) => b.send({ t: "act", ply: 1, action: { col: 7 } }), "invalid", "b"));
  it("invalid: a ply from the future", () => refused(({ b }) => b.send({ t: "act", ply: 5, action: { col: 1 } }), "invalid", "b"));
  it("turn: a move out of turn", () => refused(({ a }) => a.send({ t: "act", ply: 1, action: { col: 1 } }), "turn"));
  it("stale: a move against an old ply", () => refused(({ b }) => b.send({ t: "act", ply: 0, action: { col: 1 } }), "stale", "b"));
  it("seat: a spectator's move", () => refused(({ w }) => w.send({ t: "act", ply: 1, action: { col: 1 } }), "seat", "w"));
  it("status: a rematch before the end", () => refused(({ a }) => a.send({ t: "rematch" }), "status"));
  it("illegal: undo with nothing to take back", () => refused(({ b }) => b.send({ t: "undo", ply: 1 }), "illegal", "b"));

  it("illegal: a full column", async () => {
    const { id, a, b } = await startGame();
    await play(a, b, [2, 2, 2, 2, 2, 2]);
    const before = await info(id);
    a.send({ t: "act", ply: 6, action: { col: 2 } });
    expect((await a.next("error")).code).toBe("illegal");
    expect(await info(id)).toEqual(before);
  });

  it("status: a move after the end", async () => {
    const { id, a, b } = await startGame();
    await play(a, b, [0, 1, 0, 1, 0, 1, 0]);
    const before = await info(id);
    b.send({ t: "act", ply: 7, action: { col: 1 } });
    expect((await b.next("error")).code).toBe("status");
    expect(await info(id)).toEqual(before);
  });

  it("status: a move before the second player joined", async () => {
    const red = await createGame();
    const a = await Client.open(red.id, red.token);
    await a.next("state");
    a.send({ t: "act", ply: 0, action: { col: 0 } });
    expect((await a.next("error")).code).toBe("status");
    expect((await info(red.id)).ply).toBe(0);
  });

  it("rate: a burst of messages is cut off, and the game is unharmed", async () => {
    const { id, a } = await startGame();
    for (let i = 0; i < 60; i++) a.send({ t: "sync" });
    expect((await a.next("error")).code).toBe("rate");
    expect((await info(id)).ply).toBe(0);
  });
});

describe("seats and reconnection", () => {
  it("reconnects with the token to the same seat and state", async () => {
    const { id, red, a, b } = await startGame();
    await play(a, b, [4, 5]);
    a.close();
    const again = await Client.open(id, red.token);
    const state = await again.next("state");
    expect(state).toMatchObject({ seat: 0, ply: 2, active: [0] });
    expect(state.log.lines).toHaveLength(2);
    expect(state.legal).toHaveLength(7);
  });

  it("patches a seat that came back after missing moves from the state it came back to", async () => {
    const { id, red, a, b } = await startGame();
    await play(a, b, [4]);
    a.close(); // away while Yellow moves: red's sockets miss that state
    b.send({ t: "act", ply: 1, action: { col: 5 } });
    await b.next("state");
    const again = await Client.open(id, red.token);
    expect((await again.next("state")).ply).toBe(2);
    again.send({ t: "act", ply: 2, action: { col: 4 } });
    // The client fails the test if a patch starts from any other ply than the one it holds.
    expect(await again.next("state")).toMatchObject({ ply: 3, active: [1] });
    expect(again.patches.count).toBe(1);
    expect((await b.next("state")).ply).toBe(3);
  });

  it("lets the same seat play from a second device holding the token", async () => {
    const { id, yellow, a, b } = await startGame();
    const phone = await Client.open(id, yellow.token);
    await phone.next("state");
    await play(a, b, [1]);
    expect((await phone.next("state")).legal).toHaveLength(7);
  });

  it("stores only hashes of tokens", async () => {
    const { id, red, yellow } = await startGame();
    const stored = await runInDurableObject(env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id)), (_room, state) =>
      JSON.stringify(state.storage.sql.exec("SELECT * FROM meta").toArray()),
    );
    expect(stored).not.toContain(red.token);
    expect(stored).not.toContain(yellow.token);
  });
});

describe("rematch", () => {
  it("starts a new game with colours swapped when both ask, each player given a fresh token privately", async () => {
    const { id, red, yellow, a, b } = await startGame();
    await play(a, b, [0, 1, 0, 1, 0, 1, 0]);
    a.send({ t: "rematch" });
    expect((await b.next("state")).rematch).toEqual({ asked: [0], id: null });
    b.send({ t: "rematch" });
    const toRed = await a.next("rematch");
    const toYellow = await b.next("rematch");
    expect(toRed.id).toBe(toYellow.id);
    expect(toRed.id).not.toBe(id);
    expect([toRed.seat, toYellow.seat]).toEqual([1, 0]);
    expect(new Set([toRed.token, toYellow.token, red.token, yellow.token]).size, "four different tokens").toBe(4);
    const next = await info(toRed.id);
    expect(next).toMatchObject({ status: "playing", ply: 0 });
    // The old yellow moves first in the new game, with its new token.
    const first = await Client.open(toRed.id, toYellow.token!);
    expect(await first.next("state")).toMatchObject({ seat: 0, legal: expect.arrayContaining([{ col: 0 }]) });
    const second = await Client.open(toRed.id, toRed.token!);
    expect((await second.next("state")).seat).toBe(1);
    expect((await info(id)).rematch).toBe(toRed.id);
    // The old game's tokens seat nobody there.
    for (const old of [red.token, yellow.token]) {
      const stranger = await Client.open(toRed.id, old);
      expect(await stranger.next("error")).toMatchObject({ code: "token" });
    }
  });

  it("tells a player who was away the rematch and its new token as it reconnects; a spectator gets no token", async () => {
    const { id, red, a, b } = await startGame();
    await play(a, b, [0, 1, 0, 1, 0, 1, 0]);
    a.send({ t: "rematch" });
    await b.next("state");
    a.close();
    b.send({ t: "rematch" });
    const toYellow = await b.next("rematch");
    const back = await Client.open(id, red.token);
    expect(await back.next("rematch")).toMatchObject({ id: toYellow.id, seat: 1, token: expect.any(String) });
    const watcher = await Client.open(id);
    watcher.send({ t: "rematch" });
    expect(await watcher.next("error")).toMatchObject({ code: "seat" });
  });
});

describe("rate limit", () => {
  it("never refuses accepted moves, however fast", async () => {
    const { a, b } = await startGame();
    // Fill columns in pairs: 40 moves with no four in a row, sent as fast as they are confirmed.
    const cols = [0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 2, 3, 2, 3, 2, 3, 3, 2, 3, 2, 3, 2, 4, 5, 4, 5, 4, 5, 5, 4, 5, 4, 5, 4, 6, 6, 6, 6];
    expect(await play(a, b, cols)).toBe(cols.length);
    expect(a.pending("error") + b.pending("error")).toBe(0);
  });
});
