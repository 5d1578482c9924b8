import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Client, api, createGame, play, startGame } from "./client";

function stub(id: string) {
  return env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));
}

describe("storage", () => {
  it("writes one row per accepted move", async () => {
    const { id, a, b } = await startGame();
    await play(a, b, [0, 1, 2]);
    const counts = await runInDurableObject(stub(id), (_room, state) => ({
      moves: state.storage.sql.exec("SELECT count(*) AS n FROM moves").one().n,
      snapshots: state.storage.sql.exec("SELECT count(*) AS n FROM snapshots").one().n,
    }));
    expect(counts).toEqual({ moves: 3, snapshots: 0 });
  });

  it("gives a new game its three tables and its header, and stores a move without a snapshot as its one row", async () => {
    const { id, a, b } = await startGame();
    const made = await runInDurableObject(stub(id), (_room, state) => ({
      tables: state.storage.sql
        .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' ORDER BY name")
        .toArray()
        .map((r) => r.name),
      header: JSON.parse(state.storage.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'header'").one().value) as { id: string; seats: unknown[] },
    }));
    expect(made.tables).toEqual(["meta", "moves", "snapshots"]);
    expect(made.header.id).toBe(id);
    expect(made.header.seats).toHaveLength(2);
    await play(a, b, [3]);
    const row = await runInDurableObject(stub(id), (room, state) => ({
      moves: state.storage.sql.exec<{ ply: number; seat: number; action: string }>("SELECT ply, seat, action FROM moves").toArray(),
      written: room.usage.rowsWritten,
    }));
    expect(row.moves).toEqual([{ ply: 0, seat: 0, action: JSON.stringify({ col: 3 }) }]);
    expect(row.written).toBeGreaterThan(0);
  });

  it("keeps the game whole when the object is evicted and woken again", async () => {
    const { id, red, yellow, a, b } = await startGame();
    await play(a, b, [3, 3, 4, 4]);
    const before = await (await api(`/games/${id}`)).json();
    // Aborting throws away the instance and its memory; storage stays.
    await runInDurableObject(stub(id), (_room, state) => state.abort("an eviction, on purpose (expected in this test)")).catch(() => {});
    const again = await Client.open(id, red.token);
    const state = await again.next("state");
    expect(state).toMatchObject({ ply: 4, seat: 0, active: [0] });
    expect(state.log.lines).toHaveLength(4);
    expect(await (await api(`/games/${id}`)).json()).toEqual({ ...(before as object), players: expect.any(Array) });
    const other = await Client.open(id, yellow.token);
    await other.next("state");
    again.send({ t: "act", ply: 4, action: { col: 5 } });
    expect((await again.next("state")).ply).toBe(5);
  });

  it("replays from a snapshot after 32 plies", async () => {
    const { id, red, a, b } = await startGame();
    // 36 moves without four in a row: columns filled in pairs.
    const cols = [0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 2, 3, 2, 3, 2, 3, 3, 2, 3, 2, 3, 2, 4, 5, 4, 5, 4, 5, 5, 4, 5, 4];
    await play(a, b, cols);
    const snapshotPly = await runInDurableObject(stub(id), (_room, state) => state.storage.sql.exec<{ ply: number }>("SELECT ply FROM snapshots").one().ply);
    expect(snapshotPly).toBe(32);
    await runInDurableObject(stub(id), (_room, state) => state.abort("an eviction, on purpose (expected in this test)")).catch(() => {});
    const again = await Client.open(id, red.token);
    const state = await again.next("state");
    expect(state.ply).toBe(cols.length);
    expect(state.status).toBe("playing");
  });

  it("writes nothing for an id that names no game", async () => {
    expect((await api("/games/0000000000zz0000")).status).toBe(404);
    const written = await runInDurableObject(stub("0000000000zz0000"), (room, state) => ({
      rows: room.usage.rowsWritten,
      tables: state.storage.sql.exec("SELECT count(*) AS n FROM sqlite_master").one().n,
    }));
    expect(written).toEqual({ rows: 0, tables: 0 });
  });

  it("sets a cleanup alarm that keeps a fresh game", async () => {
    const { id } = await createGame();
    expect(await runDurableObjectAlarm(stub(id))).toBe(true);
    expect((await api(`/games/${id}`)).status).toBe(200);
  });

  it("deletes a game once its time is up", async () => {
    const { id } = await createGame();
    // Pretend the game was created eight days ago.
    await runInDurableObject(stub(id), (_room, state) => {
      const row = state.storage.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'header'").one();
      const header = JSON.parse(row.value);
      header.created -= 8 * 24 * 3600 * 1000;
      state.storage.sql.exec("UPDATE meta SET value = ? WHERE key = 'header'", JSON.stringify(header));
    });
    await runInDurableObject(stub(id), (_room, state) => state.abort("a reload, on purpose (expected in this test)")).catch(() => {});
    expect(await runDurableObjectAlarm(stub(id))).toBe(true);
    expect((await api(`/games/${id}`)).status).toBe(404);
  });
});
