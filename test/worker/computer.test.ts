/**
 * Computer seats online: a seat given to the computer when the game is made
 * plays by itself in the Durable Object, after the move before it has gone
 * out, with moves checked like anyone's; people resume from any device.
 */
import { describe, expect, it } from "vitest";
import { strongest } from "../../shared/engine";
import { botsOf } from "../../shared/games/bots";
import type { GameInfo, SeatGrant } from "../../shared/protocol";
import { Client, api, post } from "./client";

async function create(body: Record<string, unknown>): Promise<SeatGrant> {
  const res = await post("/games", body);
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return res.json();
}

describe("a computer in a seat, online", () => {
  const level = strongest(botsOf("connect-four")).id;

  it("the catalog names each game's computer players, weakest first", async () => {
    const catalog = (await (await api("/catalog")).json()) as { id: string; levels: { id: string; name: string }[] }[];
    for (const entry of catalog) expect(entry.levels.map((l) => l.id), entry.id).toEqual(botsOf(entry.id).map((b) => b.id));
    expect(catalog.find((e) => e.id === "connect-four")!.levels.length).toBeGreaterThanOrEqual(2);
  });

  it("answers a person's move by itself, and the game is in play at once", async () => {
    const red = await create({ game: "connect-four", computers: [{ seat: 1, level }] });
    const info = (await (await api(`/games/${red.id}`)).json()) as GameInfo;
    expect(info.status).toBe("playing");
    expect(info.players[1]).toMatchObject({ taken: true, computer: expect.any(String) });
    const me = await Client.open(red.id, red.token);
    expect((await me.next("state")).legal).toHaveLength(7);
    me.send({ t: "act", ply: 0, action: { col: 3 } });
    expect((await me.next("state")).ply).toBe(1);
    const answered = await me.next("state");
    expect(answered).toMatchObject({ ply: 2, active: [0] });
    expect(answered.log.lines.at(-1)).toMatch(/Yellow dropped a disc/);
  });

  it("moves first when it holds the first seat", async () => {
    const yellow = await create({ game: "connect-four", seat: 1, computers: [{ seat: 0, level }] });
    const me = await Client.open(yellow.id, yellow.token);
    let state = await me.next("state");
    if (state.ply === 0) state = await me.next("state");
    expect(state).toMatchObject({ ply: 1, active: [1] });
  });

  it("plays three computer seats of Pixel Lincoln around one person, each in its turn", async () => {
    const pixel = strongest(botsOf("pixel-lincoln")).id;
    const host = await create({
      game: "pixel-lincoln",
      options: { players: 4 },
      computers: [1, 2, 3].map((seat) => ({ seat, level: pixel })),
    });
    const me = await Client.open(host.id, host.token);
    let state = await me.next("state");
    expect(state.players.filter((p) => p.computer)).toHaveLength(3);
    // This seat plays its turns; the computers play theirs, until every one of them has moved.
    const moved = new Set<number>();
    for (let i = 0; i < 400 && moved.size < 3 && state.status === "playing"; i++) {
      if (state.legal.length > 0) me.send({ t: "act", ply: state.ply, action: state.legal.at(-1) });
      state = await me.next("state", 20_000);
      for (const s of state.active) if (s !== 0) moved.add(s);
    }
    expect([...moved].sort()).toEqual([1, 2, 3]);
  });

  it("plays Lincoln's Union for a Confederate person: it opens the war, and answers each of the person's turns", async () => {
    const lincoln = strongest(botsOf("lincoln")).id;
    const grey = await create({ game: "lincoln", seat: 1, computers: [{ seat: 0, level: lincoln }] });
    const me = await Client.open(grey.id, grey.token);
    let state = await me.next("state");
    // The computer's Union plays its first turn (at its default budget) before the person has anything to do.
    while (!state.active.includes(1)) state = await me.next("state", 60_000);
    expect(state.ply).toBeGreaterThan(0);
    let computerPlies = state.ply;
    let answers = 0;
    for (let i = 0; i < 200 && answers < 3 && state.status === "playing"; i++) {
      // The person ends the turn when it can, and otherwise takes the first choice.
      const end = state.legal.find((a) => JSON.stringify(a).includes('"end"')) ?? state.legal[0];
      const sent = state.ply;
      me.send({ t: "act", ply: sent, action: end });
      state = await me.next("state", 60_000);
      while (state.status === "playing" && !state.active.includes(1)) state = await me.next("state", 60_000);
      if (state.ply > sent + 1) {
        answers++;
        computerPlies += state.ply - sent - 1;
      }
    }
    expect(answers, "the computer's turns between the person's").toBe(3);
    expect(computerPlies).toBeGreaterThan(3);
  }, 300_000);

  it("refuses a computer in the creator's seat, in a seat that is not there, or at a level the game lacks", async () => {
    for (const computers of [[{ seat: 0, level }], [{ seat: 2, level }], [{ seat: 1, level: "grandmaster" }], [{ seat: 1, level }, { seat: 1, level }]]) {
      const res = await post("/games", { game: "connect-four", computers });
      expect(res.status, JSON.stringify(computers)).toBe(400);
    }
  });

  it("keeps the computer in its seat for the rematch, and a person's rematch needs only the people", async () => {
    const red = await create({ game: "connect-four", computers: [{ seat: 1, level: botsOf("connect-four")[0]!.id }] });
    const me = await Client.open(red.id, red.token);
    let state = await me.next("state");
    while (state.status === "playing") {
      if (state.legal.length > 0) me.send({ t: "act", ply: state.ply, action: state.legal[0] });
      state = await me.next("state");
    }
    me.send({ t: "rematch" });
    const next = await me.next("rematch");
    expect(next.seat).toBe(1);
    const info = (await (await api(`/games/${next.id}`)).json()) as GameInfo;
    expect(info.players[0]).toMatchObject({ computer: expect.any(String) });
    expect(info.status).toBe("playing");
  });
});

describe("a computer inside the rules", () => {
  it("a solo game of The Union Forever! opens its log with the computer's set-up, and keeps it after the first move", async () => {
    const grant = await create({ game: "union-forever", options: { players: 1 } });
    const union = await Client.open(grant.id, grant.token);
    const first = await union.next("state");
    const setUp = first.log.lines.filter((line) => line.startsWith("The Confederacy sets up "));
    expect(setUp.length).toBeGreaterThan(0);
    expect(first.log.lines.slice(0, setUp.length)).toEqual(setUp);
    union.send({ t: "act", ply: 0, action: first.legal[0] });
    await union.next("state");
    const whole = await union.ask({ t: "sync" }, "state");
    expect(whole.log.lines.slice(0, setUp.length)).toEqual(setUp);
    expect(whole.log.lines.length).toBeGreaterThan(first.log.lines.length);
  });
});
