/**
 * What happens at the table beside the moves: resigning, draws, leaving a
 * game of three or more, names, clocks and who is online.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CLOSE, type GameInfo, type ReplayInfo, type SeatGrant, type StateMessage } from "../../shared/protocol";
import { Client, api, joinGame, play, post, startGame } from "./client";

const stub = (id: string) => env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));

/** Makes every socket of game `id` look as if last heard from `ms` ago (the test's sockets send no keep-alive pings). */
async function silence(id: string, ms: number) {
  await runInDurableObject(stub(id), (_room, state) => {
    for (const ws of state.getWebSockets()) {
      const a = ws.deserializeAttachment() as { at: number };
      ws.serializeAttachment({ ...a, at: a.at - ms });
    }
  });
}

/** The next state `client` receives that `ok` accepts (states before it are passed over). */
async function until(client: Client, ok: (s: StateMessage) => boolean): Promise<StateMessage> {
  for (;;) {
    const state = await client.next("state");
    if (ok(state)) return state;
  }
}

async function create(body: Record<string, unknown>): Promise<SeatGrant> {
  const res = await post("/games", body);
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Moves the game's times back: its creation, the start of play and every move came `ms` earlier. */
async function age(id: string, ms: number) {
  await runInDurableObject(stub(id), (_room, state) => {
    const row = state.storage.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'header'").one();
    const header = JSON.parse(row.value) as { filled: number; created: number };
    header.filled -= ms;
    header.created -= ms;
    state.storage.sql.exec("UPDATE meta SET value = ? WHERE key = 'header'", JSON.stringify(header));
    state.storage.sql.exec("UPDATE moves SET at = at - ?", ms);
  });
  await runInDurableObject(stub(id), (_room, state) => state.abort("to reload the header (expected in this test)")).catch(() => {});
}

describe("resigning", () => {
  it("a player who resigns loses at once, and the log says so", async () => {
    const { id, a, b } = await startGame();
    await play(a, b, [3]);
    b.send({ t: "resign" });
    const state = await a.next("state");
    expect(state).toMatchObject({ status: "over", outcome: { winners: [0], reason: "Yellow resigned", resigned: 1 }, legal: [] });
    expect(state.log.lines.at(-1)).toBe("Yellow resigned.");
    expect(await b.ask({ t: "act", ply: 1, action: { col: 1 } }, "error")).toMatchObject({ code: "status" });
    expect(((await (await api(`/games/${id}`)).json()) as GameInfo).status).toBe("over");
    // The replay ends with it too: the rules alone would leave the game in play.
    expect(((await (await api(`/games/${id}/replay`)).json()) as ReplayInfo).ended).toEqual({ winners: [0], reason: "Yellow resigned", resigned: 1 });
  });

  it("is refused to a spectator, after the end, and at a table of three (leave instead)", async () => {
    const { id, a } = await startGame();
    const w = await Client.open(id);
    await w.next("state");
    expect(await w.ask({ t: "resign" }, "error")).toMatchObject({ code: "seat" });
    const host = await create({ game: "pixel-lincoln", options: { players: 3 } });
    await joinGame(host.id);
    await joinGame(host.id);
    const p = await Client.open(host.id, host.token);
    await p.next("state");
    expect(await p.ask({ t: "resign" }, "error")).toMatchObject({ code: "illegal" });
    a.send({ t: "resign" });
    await a.next("state");
    expect(await a.ask({ t: "resign" }, "error")).toMatchObject({ code: "status" });
  });
});

describe("draws", () => {
  it("an offer shows to both, and the other's acceptance ends the game drawn", async () => {
    const { a, b } = await startGame();
    a.send({ t: "draw", accept: true });
    expect((await b.next("state")).draw).toEqual([0]);
    b.send({ t: "draw", accept: true });
    const over = await until(a, (s) => s.status === "over");
    expect(over).toMatchObject({ status: "over", outcome: { winners: [], reason: "a draw by agreement" }, draw: [] });
  });

  it("an offer lapses with the next move, and can be declined", async () => {
    const { a, b } = await startGame();
    a.send({ t: "draw", accept: true });
    await b.next("state");
    await a.next("state");
    await play(a, b, [3]);
    expect(await b.ask({ t: "sync" }, "state")).toMatchObject({ draw: [] });
    b.send({ t: "draw", accept: true });
    expect((await until(a, (s) => s.draw.length > 0)).draw).toEqual([1]);
    await b.next("state");
    a.send({ t: "draw", accept: false });
    const declined = await until(b, (s) => s.log.lines.length > 0);
    expect(declined).toMatchObject({ draw: [], status: "playing" });
    expect(declined.log.lines.at(-1)).toBe("Red declined a draw.");
  });

  it("is refused against the computer, which plays every game out", async () => {
    const host = await create({ game: "connect-four", computers: [{ seat: 1, level: "perfect" }] });
    const c = await Client.open(host.id, host.token);
    await c.next("state");
    expect(await c.ask({ t: "draw", accept: true }, "error")).toMatchObject({ code: "illegal", message: expect.stringContaining("computer") });
    expect(await c.ask({ t: "sync" }, "state")).toMatchObject({ status: "playing", draw: [] });
  });

  it("is refused in a game that cannot be drawn", async () => {
    const host = await create({ game: "lincoln" });
    await joinGame(host.id);
    const c = await Client.open(host.id, host.token);
    await c.next("state");
    expect(await c.ask({ t: "draw", accept: true }, "error")).toMatchObject({ code: "illegal" });
  });
});

describe("leaving a game of three or more", () => {
  it("the computer plays on in the seat, the leaver's socket closes with 4410 and its token holds the seat no more", async () => {
    const host = await create({ game: "pixel-lincoln", options: { players: 3 } });
    const second = await joinGame(host.id);
    await joinGame(host.id);
    const me = await Client.open(host.id, second.token);
    await me.next("state");
    const other = await Client.open(host.id, host.token);
    await other.next("state");
    me.send({ t: "leave" });
    await me.waitClosed();
    expect(me.closeCode).toBe(CLOSE.left);
    const told = await other.next("state");
    expect(told.log.lines.at(-1)).toBe("Player 2 left the game; the computer plays on in that seat.");
    expect((await other.next("players")).players[1]).toMatchObject({ computer: expect.any(String) });
    const again = await Client.open(host.id, second.token);
    expect(await again.next("error")).toMatchObject({ code: "token" });
  });
});

describe("names", () => {
  it("come with the seat when a game is made or joined, or later, and show in the players list", async () => {
    const host = await create({ game: "connect-four", name: "  Ada  " });
    const guest = (await (await post(`/games/${host.id}/join`, { name: "Grace" })).json()) as SeatGrant;
    const a = await Client.open(host.id, host.token);
    const first = await a.next("state");
    expect(first.players.map((p) => p.name)).toEqual(["Ada", "Grace"]);
    const b = await Client.open(host.id, guest.token);
    await b.next("state");
    b.send({ t: "name", name: "Grace H." });
    await expect.poll(async () => (await a.ask({ t: "sync" }, "state")).players[1]?.name).toBe("Grace H.");
  });

  it("are 1-24 characters with no control characters: anything else is refused and changes nothing", async () => {
    const { a } = await startGame();
    for (const name of ["", "   ", "x".repeat(25), "bell\u0007", "new\nline", "rtl\u202e"])
      expect(await a.ask({ t: "name", name }, "error"), JSON.stringify(name)).toMatchObject({ code: "invalid" });
    expect((await post("/games", { game: "connect-four", name: "x".repeat(25) })).status).toBe(400);
    expect((await a.ask({ t: "sync" }, "state")).players[0]?.name).toBeUndefined();
  });
});

describe("clocks", () => {
  it("a game clock counts each seat's time, adds the increment, and loses the game of the seat whose time runs out", async () => {
    const red = await create({ game: "connect-four", clock: { kind: "game", minutes: 3, increment: 2 } });
    const yellow = await joinGame(red.id);
    const a = await Client.open(red.id, red.token);
    const b = await Client.open(red.id, yellow.token);
    const first = await a.next("state");
    await b.next("state");
    expect(first.clock).toMatchObject({ kind: "game", running: [0] });
    expect(first.clock!.left[0]).toBeLessThanOrEqual(180_000);
    expect(first.clock!.left[0]).toBeGreaterThan(175_000);
    expect(first.clock!.left[1]).toBe(180_000);
    await play(a, b, [3]);
    const after = await b.ask({ t: "sync" }, "state");
    expect(after.clock!.running).toEqual([1]);
    expect(after.clock!.left[0]).toBeGreaterThan(180_000); // the increment
    // Yellow thinks for four minutes.
    await age(red.id, 4 * 60_000);
    expect(await runDurableObjectAlarm(stub(red.id))).toBe(true);
    const info = (await (await api(`/games/${red.id}`)).json()) as GameInfo;
    expect(info).toMatchObject({ status: "over", outcome: { winners: [0], reason: "Yellow ran out of time" } });
  });

  it("a deadline per move hands a seat to the computer at a table of three, and the log says so", async () => {
    const host = await create({ game: "pixel-lincoln", options: { players: 3 }, clock: { kind: "move", hours: 1 } });
    await joinGame(host.id);
    await joinGame(host.id);
    await age(host.id, 2 * 3_600_000);
    expect(await runDurableObjectAlarm(stub(host.id))).toBe(true);
    const info = (await (await api(`/games/${host.id}`)).json()) as GameInfo;
    expect(info.status).toBe("playing");
    expect(info.players.filter((p) => p.computer).length).toBeGreaterThanOrEqual(1);
  });

  it("a game clock is only for Connect Four and Lines of Action", async () => {
    expect((await post("/games", { game: "lincoln", clock: { kind: "game", minutes: 5, increment: 3 } })).status).toBe(400);
    expect((await post("/games", { game: "lincoln", clock: { kind: "move", hours: 24 } })).status).toBe(201);
    expect((await post("/games", { game: "connect-four", clock: { kind: "move", hours: 2 } })).status).toBe(400);
  });
});

describe("who is online", () => {
  it("a seat whose socket has not been heard from for 40 s is shown away, to the others, when the room's alarm looks", async () => {
    const { id, a, b } = await startGame();
    const watcher = await Client.open(id);
    await watcher.next("state");
    await silence(id, 60_000);
    expect(await runDurableObjectAlarm(stub(id))).toBe(true);
    const seen = await watcher.next("players");
    expect(seen.players.map((p) => p.online)).toEqual([false, false]);
    // A message is heard: online again.
    a.send({ t: "sync" });
    await a.next("state");
    b.send({ t: "sync" });
    await expect.poll(async () => (await b.ask({ t: "sync" }, "state")).players.map((p) => p.online)).toEqual([true, true]);
  });

  it("counts those watching", async () => {
    const { id, a } = await startGame();
    for (let i = 0; i < 3; i++) await (await Client.open(id, undefined, { "CF-Connecting-IP": `198.51.100.${i + 1}` })).next("state");
    expect((await a.ask({ t: "sync" }, "state")).watching).toBe(3);
  });

  it("tells the players when a spectator comes and goes, while they are few", async () => {
    const { id, a } = await startGame();
    /** The next players message that counts `n` watching (earlier ones told of the seats). */
    const told = async (n: number) => {
      for (;;) if ((await a.next("players")).watching === n) return n;
    };
    const watcher = await Client.open(id, undefined, { "CF-Connecting-IP": "198.51.100.9" });
    await watcher.next("state");
    expect(await told(1)).toBe(1);
    watcher.ws.close(1000);
    expect(await told(0)).toBe(0);
  });
});
