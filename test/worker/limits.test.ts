/**
 * What keeps one client from running up the host's bill or crowding out the
 * players: games and seats per address, made-up ids, sockets per seat and for
 * spectators, messages per seat and per address, and presence sent only when
 * it changes.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CLOSE, type GameInfo } from "../../shared/protocol";
import { SEAT_SOCKETS, WATCHERS_PER_ADDRESS } from "../../worker/sockets";
import { Client, api, createGame, joinGame, post, someAddress, startGame } from "./client";

const stub = (id: string) => env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));

describe("creating and joining, per client address", () => {
  it("refuses a flood of new games from one address with 429, while another address still creates", async () => {
    const address = someAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) statuses.push((await post("/games", { game: "connect-four" }, address)).status);
    const made = statuses.filter((s) => s === 201).length;
    // 20 a minute; the count is kept per minute, so a run across a minute's turn may see two.
    expect(made).toBeGreaterThanOrEqual(20);
    expect(made).toBeLessThanOrEqual(40);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 429)).toBe(true);
    expect((await post("/games", { game: "connect-four" }, someAddress())).status).toBe(201);
  });

  it("refuses a flood of joins from one address with 429", async () => {
    const { id } = await createGame();
    const address = someAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 130; i++) statuses.push((await post(`/games/${id}/join`, {}, address)).status);
    // 60 a minute (at most 120 across a minute's turn): one seat taken, then "full", then 429.
    expect(statuses[0]).toBe(200);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    expect(statuses.every((s) => [200, 409, 429].includes(s))).toBe(true);
  });

  it("refuses a made-up id without waking any object", async () => {
    const id = "0000000000zz0000";
    for (const path of [`/games/${id}`, `/games/${id}/replay`, `/games/${id}/ws`]) expect((await api(path)).status).toBe(404);
    expect((await post(`/games/${id}/join`)).status).toBe(404);
    // Had any request reached the object, the instance would have counted it.
    expect(await runInDurableObject(stub(id), (room) => room.usage.requests)).toBe(0);
  });

  it("refuses a body that is not application/json (a form or text from another site's page)", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""]) {
      const headers: Record<string, string> = { "CF-Connecting-IP": someAddress() };
      if (type) headers["Content-Type"] = type;
      const res = await api("/games", { method: "POST", headers, body: JSON.stringify({ game: "connect-four" }) });
      expect(res.status, type).toBe(415);
      expect(await res.json()).toMatchObject({ error: "unsupported-media-type" });
    }
    const { id } = await createGame();
    const join = await api(`/games/${id}/join`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "{}" });
    expect(join.status).toBe(415);
    expect(((await (await api(`/games/${id}`)).json()) as GameInfo).status).toBe("open");
  });
});

describe("sockets", () => {
  it(`keeps at most ${SEAT_SOCKETS} sockets a seat: a new one closes the seat's oldest with 4409`, async () => {
    const { id, red } = await startGame();
    const sockets: Client[] = [];
    for (let i = 0; i < SEAT_SOCKETS + 1; i++) {
      const c = await Client.open(id, red.token);
      await c.next("state");
      sockets.push(c);
    }
    await sockets[0]!.waitClosed();
    expect(sockets[0]!.closeCode).toBe(CLOSE.replaced);
    for (const c of sockets.slice(1)) expect(c.closed).toBe(false);
  });

  it(`refuses a spectator past ${WATCHERS_PER_ADDRESS} from one address, in words and with 4429; other addresses still watch`, async () => {
    const { id } = await startGame();
    const address = { "CF-Connecting-IP": someAddress() };
    for (let i = 0; i < WATCHERS_PER_ADDRESS; i++) await (await Client.open(id, undefined, address)).next("state");
    const refused = await Client.open(id, undefined, address);
    expect(await refused.next("error")).toMatchObject({ code: "rate" });
    await refused.waitClosed();
    expect(refused.closeCode).toBe(CLOSE.crowded);
    await (await Client.open(id, undefined, { "CF-Connecting-IP": someAddress() })).next("state");
  });

  it("tells nobody of a seat's second socket: presence is sent only when it changes", async () => {
    const { id, red, a, b } = await startGame();
    await new Promise((r) => setTimeout(r, 100));
    a.clear();
    b.clear();
    const again = await Client.open(id, red.token);
    await again.next("state");
    again.close();
    await new Promise((r) => setTimeout(r, 200));
    expect(b.pending("players"), "red was online all along").toBe(0);
    a.close();
    expect((await b.next("players")).players.map((p) => p.online)).toEqual([false, true]);
  });

  it("counts a seat's messages over all its sockets: more sockets buy no more messages", async () => {
    const { id, red } = await startGame();
    const sockets = [await Client.open(id, red.token), await Client.open(id, red.token)];
    for (const s of sockets) await s.next("state");
    // Refused messages (a sync is answered, so use a bad one) spend the bucket: 20 at once, then 10 a second.
    for (let i = 0; i < 15; i++) for (const s of sockets) s.send("{nope");
    const codes: string[] = [];
    for (const s of sockets) for (let i = 0; i < 15; i++) codes.push((await s.next("error")).code);
    expect(codes.filter((c) => c === "rate").length).toBeGreaterThanOrEqual(8);
  });

  it("counts spectators' messages per address, not per socket", async () => {
    const { id } = await startGame();
    const address = { "CF-Connecting-IP": someAddress() };
    const watchers = [await Client.open(id, undefined, address), await Client.open(id, undefined, address)];
    for (const w of watchers) await w.next("state");
    for (let i = 0; i < 15; i++) for (const w of watchers) w.send("{nope");
    const codes: string[] = [];
    for (const w of watchers) for (let i = 0; i < 15; i++) codes.push((await w.next("error")).code);
    expect(codes.filter((c) => c === "rate").length).toBeGreaterThanOrEqual(8);
  });

  it("checks the rate before the size: a flood of oversized messages is turned away unread", async () => {
    const { a } = await startGame();
    for (let i = 0; i < 25; i++) a.send("{nope");
    for (let i = 0; i < 25; i++) await a.next("error");
    a.send("x".repeat(100_000));
    expect(await a.next("error")).toMatchObject({ code: "rate" });
    expect(a.closed).toBe(false);
  });

  it("answers an oversized message with too-large and closes with 1009; the game is unchanged", async () => {
    const { id, red, a } = await startGame();
    a.send({ t: "act", ply: 0, action: { col: 1, pad: "é".repeat(9_000) } }); // 18 KB in UTF-8, 9 K characters
    expect(await a.next("error")).toMatchObject({ code: "too-large" });
    await a.waitClosed();
    expect(a.closeCode).toBe(CLOSE.tooLarge);
    const again = await Client.open(id, red.token);
    expect(await again.next("state")).toMatchObject({ ply: 0, legal: expect.arrayContaining([{ col: 1 }]) });
  });
});

describe("seat tokens", () => {
  it("never travel in the URL: a token in the query string seats nobody", async () => {
    const { id } = await createGame();
    const guest = await joinGame(id);
    const res = await api(`/games/${id}/ws?token=${guest.token}`, { headers: { Upgrade: "websocket" } });
    res.webSocket!.accept();
    const messages: string[] = [];
    res.webSocket!.addEventListener("message", (e) => messages.push(e.data as string));
    await new Promise((r) => setTimeout(r, 200));
    expect(JSON.parse(messages[0]!)).toMatchObject({ t: "state", seat: null });
  });
});
