/**
 * A deploy must not corrupt games in progress: a game goes on under the
 * rules version and the randomness it began with, or ends cleanly, saying why.
 * And storage written by an earlier build wakes up under this one.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type AnyGame, applyAction, createRng, rngForPly, setupState } from "../../shared/engine";
import { GAMES } from "../../shared/games";
import type { ReplayInfo, StateMessage } from "../../shared/protocol";
import { Client, api, createGame, joinGame, play, startGame } from "./client";

const stub = (id: string) => env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));

/** Rewrites the stored header, then throws the instance away so the next request loads it again. */
async function rewriteHeader(id: string, change: (header: Record<string, unknown>) => void) {
  await runInDurableObject(stub(id), (_room, state) => {
    const row = state.storage.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'header'").one();
    const header = JSON.parse(row.value) as Record<string, unknown>;
    change(header);
    state.storage.sql.exec("UPDATE meta SET value = ? WHERE key = 'header'", JSON.stringify(header));
  });
  await evict(id);
}

async function evict(id: string) {
  await runInDurableObject(stub(id), (_room, state) => state.abort("a new build (expected in this test)")).catch(() => {});
}

/** Plays random moves through the server until `until` says stop; returns the last states. */
async function playRandomly(game: AnyGame, sockets: Client[], states: StateMessage[], until: (s: StateMessage) => boolean, seed: string) {
  const rng = createRng(seed);
  while (states[0]!.status === "playing" && !until(states[0]!)) {
    const mover = states.findIndex((s) => s.legal.length > 0);
    const { ply, legal } = states[mover]!;
    sockets[mover]!.send({ t: "act", ply, action: legal[rng.int(legal.length)] });
    for (let i = 0; i < sockets.length; i++) states[i] = await sockets[i]!.next("state");
  }
  return states;
}

describe("rules versions", () => {
  it("a game stored under a version of the rules this site no longer runs ends cleanly, saying why", async () => {
    const { id, red, yellow, a, b } = await startGame();
    await play(a, b, [3, 3, 4]);
    await rewriteHeader(id, (h) => (h.rules = 0));
    const again = await Client.open(id, red.token);
    const state = await again.next("state");
    expect(state).toMatchObject({ status: "over", ply: 3, legal: [], active: [], view: null, outcome: { winners: [] } });
    expect(state.outcome?.reason).toMatch(/version 0 of the rules, which this site no longer runs/);
    expect(await again.ask({ t: "act", ply: 3, action: { col: 1 } }, "error")).toMatchObject({ code: "status" });
    const replay = (await (await api(`/games/${id}/replay`)).json()) as ReplayInfo;
    expect(replay).toMatchObject({ version: 0, withheld: false, actions: [{ ply: 0 }, { ply: 1 }, { ply: 2 }] });
    expect(replay.seed).toBeTruthy();
    // A rematch starts afresh under today's rules.
    const other = await Client.open(id, yellow.token);
    await other.next("state");
    again.send({ t: "rematch" });
    other.send({ t: "rematch" });
    const next = await again.next("rematch");
    const fresh = (await (await api(`/games/${next.id}/replay`)).json()) as ReplayInfo;
    expect(fresh.version).toBe(GAMES["connect-four"]!.version);
  });

  it("a game stored before versions were stored goes on as version 1", async () => {
    const { id, red, yellow, a, b } = await startGame();
    await play(a, b, [3, 3]);
    await rewriteHeader(id, (h) => delete h.rules);
    const reds = await Client.open(id, red.token);
    const yellows = await Client.open(id, yellow.token);
    await yellows.next("state");
    expect(await reds.next("state")).toMatchObject({ status: "playing", ply: 2 });
    expect(((await (await api(`/games/${id}/replay`)).json()) as ReplayInfo).version).toBe(1);
    await play(reds, yellows, [4], 2);
  });

  it("a game begun with an unkeyed seed (made before keyed randomness) goes on with the numbers it began with", async () => {
    const game = GAMES["union-forever"]!;
    const host = await createGame({ game: game.id });
    const guest = await joinGame(host.id);
    const legacy = "0123456789abcdef0123456789abcdef";
    await rewriteHeader(host.id, (h) => (h.seed = legacy));
    const sockets = [await Client.open(host.id, host.token), await Client.open(host.id, guest.token)];
    let states = await Promise.all(sockets.map((s) => s.next("state")));
    expect(states[0]!.view).toEqual(JSON.parse(JSON.stringify(game.view(setupState(game, {}, legacy), 0))));
    states = await playRandomly(game, sockets, states, (s) => s.ply >= 30, "legacy");
    const replay = (await (await api(`/games/${host.id}/replay`)).json()) as ReplayInfo;
    let state = setupState(game, {}, legacy);
    for (const { ply, seat, action } of replay.actions) state = applyAction(game, state, ply, legacy, seat, action).state;
    expect(states[0]!.view).toEqual(JSON.parse(JSON.stringify(game.view(state, 0))));
    expect(rngForPly(legacy, 1).next()).toBe(createRng(`${legacy}:1`).next());
  });
});

describe("storage written by an earlier build", () => {
  it("a snapshot kept in meta moves to the snapshots table, and the game goes on", async () => {
    const { id, red, yellow, a, b } = await startGame();
    const cols = [0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 2, 3, 2, 3, 2, 3, 3, 2, 3, 2, 3, 2, 4, 5, 4, 5, 4, 5, 5, 4, 5, 4];
    await play(a, b, cols);
    await runInDurableObject(stub(id), (_room, state) => {
      const row = state.storage.sql.exec<{ ply: number; state: string }>("SELECT ply, state FROM snapshots").one();
      const old = JSON.stringify({ ply: row.ply, state: JSON.parse(row.state) });
      state.storage.sql.exec("INSERT INTO meta (key, value) VALUES ('snapshot', ?)", old);
      state.storage.sql.exec("DROP TABLE snapshots");
    });
    await evict(id);
    const reds = await Client.open(id, red.token);
    const yellows = await Client.open(id, yellow.token);
    await yellows.next("state");
    expect(await reds.next("state")).toMatchObject({ ply: cols.length, status: "playing" });
    const stored = await runInDurableObject(stub(id), (_room, state) => ({
      snapshots: state.storage.sql.exec("SELECT ply FROM snapshots").toArray(),
      inMeta: state.storage.sql.exec("SELECT count(*) AS n FROM meta WHERE key = 'snapshot'").one().n,
    }));
    expect(stored).toEqual({ snapshots: [{ ply: 32 }], inMeta: 0 });
    await play(reds, yellows, [6], cols.length);
  });
});

describe("undo past a snapshot", () => {
  it("replays from the nearest snapshot and drops the snapshots after the kept plies", async () => {
    const game = GAMES["union-forever"]!;
    const host = await createGame({ game: game.id });
    const guest = await joinGame(host.id);
    const sockets = [await Client.open(host.id, host.token), await Client.open(host.id, guest.token)];
    let states = await Promise.all(sockets.map((s) => s.next("state")));
    // Random moves until, past ply 64 (two snapshots), the mover may take something back.
    states = await playRandomly(game, sockets, states, (s) => s.ply > 64 && states.some((x) => x.undo > 0), "undo-snapshot");
    const mover = states.findIndex((s) => s.undo > 0);
    expect(mover, "the game reached an undoable step").toBeGreaterThanOrEqual(0);
    const { ply, undo } = states[mover]!;
    sockets[mover]!.send({ t: "undo", ply });
    const after = await sockets[mover]!.next("state");
    expect(after.ply).toBe(ply - undo);
    const replay = (await (await api(`/games/${host.id}/replay`)).json()) as ReplayInfo;
    expect(replay.actions).toHaveLength(ply - undo);
    const snapshots = await runInDurableObject(stub(host.id), (_room, state) =>
      state.storage.sql.exec<{ ply: number }>("SELECT ply FROM snapshots").toArray().map((r) => r.ply),
    );
    expect(snapshots.every((p) => p <= ply - undo)).toBe(true);
    // The state after the undo is the state the kept moves make, after a reload too.
    await evict(host.id);
    const again = await Client.open(host.id, mover === 0 ? host.token : guest.token);
    expect((await again.next("state")).view).toEqual(after.view);
  });
});
