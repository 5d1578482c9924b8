/**
 * Link previews in workerd: what a preview shows is exactly what a spectator's socket is
 * sent (nothing any seat's view hides), its words for an open, a live and a finished game,
 * and its picture: a 1200 x 630 PNG of the board, named by ply and look, made once and then
 * answered from the edge cache, immutable. (The page with its tags is the built client,
 * which this pool does not serve: test/e2e/preview.test.ts reads it as the chat apps do.)
 */
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { GAMES } from "../../shared/games";
import type { GameInfo } from "../../shared/protocol";
import { type PreviewData, previewWords } from "../../worker/preview";
import { BASE, Client, answer, createGame, joinGame, play, startGame } from "./client";

const stub = (id: string) => env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));
const preview = (id: string) => answer<PreviewData>(stub(id).preview());

/** Follows the picture's redirect to its current name, as a crawler does. */
async function picture(id: string, query = ""): Promise<{ res: Response; bytes: Uint8Array; url: string }> {
  let url = `${BASE}/api/games/${id}/preview.png${query}`;
  let res = await SELF.fetch(url, { redirect: "manual" });
  for (let hops = 0; res.status === 302 && hops < 3; hops++) {
    await res.arrayBuffer();
    url = new URL(res.headers.get("Location") ?? "", BASE).href;
    res = await SELF.fetch(url, { redirect: "manual" });
  }
  return { res, bytes: new Uint8Array(await res.arrayBuffer()), url };
}

function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { signature: [...bytes.subarray(0, 8)], width: view.getUint32(16), height: view.getUint32(20) };
}

describe("what a preview may show", () => {
  it.each(Object.keys(GAMES))("%s: exactly the spectator's view, whatever the seats hold", async (game) => {
    const creator = await createGame({ game });
    const data = await preview(creator.id);
    const watcher = await Client.open(creator.id);
    const state = await watcher.next("state");
    watcher.close();
    expect(state.seat).toBeNull();
    expect(data.view).toEqual(state.view);
    expect(data.info.status).toBe("open");
  });
});

describe("a preview's words", () => {
  const info = (over: Partial<GameInfo>): GameInfo => ({
    id: "0000000000000000",
    game: "connect-four",
    options: {},
    status: "playing",
    ply: 0,
    players: [
      { seat: 0, taken: true, online: true },
      { seat: 1, taken: true, online: false },
    ],
    active: [0],
    outcome: null,
    updated: 0,
    rematch: null,
    ...over,
  });

  it("an open seat, named by its side", () => {
    const words = previewWords({ info: info({ game: "lincoln", status: "open", players: [{ seat: 0, taken: true, online: true }, { seat: 1, taken: false, online: false }] }), active: [], view: { turn: 1 } });
    expect(words.title).toBe("Join my game of Lincoln: you play the Confederacy");
    const red = previewWords({ info: info({ status: "open", players: [{ seat: 0, taken: false, online: false }, { seat: 1, taken: true, online: true }] }), active: [], view: {} });
    expect(red.title).toBe("Join my game of Connect Four: you play Red");
    const table = previewWords({
      info: info({ game: "pixel-lincoln", status: "open", players: [0, 1, 2].map((seat) => ({ seat, taken: seat === 0, online: false })) }),
      active: [],
      view: { turn: 1 },
    });
    expect(table.title).toBe("Join my game of Pixel Lincoln: 2 of 3 seats are free");
  });

  it("a game in play: whose turn, and the move (or the turn, in the games that count turns)", () => {
    expect(previewWords({ info: info({ ply: 11 }), active: [0], view: {} }).title).toBe("Red to play, move 12");
    expect(previewWords({ info: info({ game: "union-forever", ply: 40 }), active: [1], view: { turn: 3 } }).title).toBe("The Confederacy to play, turn 3");
  });

  it("a finished game: who won and how long it took, or a draw", () => {
    const won = previewWords({ info: info({ status: "over", ply: 23, outcome: { winners: [0], reason: "Red made four in a row." } }), active: [], view: {} });
    expect(won.title).toBe("Watch: Red won in 23 moves");
    expect(won.description).toContain("Red made four in a row.");
    expect(previewWords({ info: info({ status: "over", ply: 42, outcome: { winners: [], reason: "The board is full." } }), active: [], view: {} }).title).toBe(
      "Watch: a draw after 42 moves",
    );
    expect(previewWords({ info: info({ game: "lincoln", status: "over", ply: 300, outcome: { winners: [0], reason: "x" } }), active: [], view: { turn: 9 } }).title).toBe(
      "Watch: The Union won on turn 9",
    );
  });

  it("through the room: open, in play, over", async () => {
    const open = await createGame();
    expect(previewWords(await preview(open.id)).title).toBe("Join my game of Connect Four: you play Yellow");
    const { id, a, b } = await startGame();
    await play(a, b, [3, 3, 4]);
    expect(previewWords(await preview(id)).title).toBe("Yellow to play, move 4");
    await play(a, b, [0, 1, 0, 1, 0, 1, 0], 3);
    expect(previewWords(await preview(id)).title).toBe("Watch: Yellow won in 10 moves");
    a.close();
    b.close();
  });
});

describe("the preview picture", () => {
  it("is a 1200 x 630 PNG of the board, named by ply and look, cached for good", async () => {
    const { id } = await createGame();
    const first = await SELF.fetch(`${BASE}/api/games/${id}/preview.png`, { redirect: "manual" });
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toMatch(new RegExp(`^/api/games/${id}/preview\\.png\\?ply=0&v=[0-9a-f]{16}$`));
    expect(first.headers.get("Cache-Control")).toBe("no-store");
    const { res, bytes } = await picture(id);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(pngSize(bytes)).toEqual({ signature: [137, 80, 78, 71, 13, 10, 26, 10], width: 1200, height: 630 });
  });

  it("a new look has a new name; an old name keeps its picture, a name never made leads to the current one", async () => {
    const { id, a, b } = await startGame();
    const before = await picture(id);
    await play(a, b, [3]);
    const after = await picture(id);
    expect(after.url).not.toBe(before.url);
    expect(after.url).toContain("?ply=1&");
    expect(after.bytes).not.toEqual(before.bytes);
    const old = await picture(id, new URL(before.url).search);
    expect(old.url).toBe(before.url); // immutable under its name: a chat that showed it may show it again
    expect(old.bytes).toEqual(before.bytes);
    const stray = await SELF.fetch(`${BASE}/api/games/${id}/preview.png?ply=0&v=0123456789abcdef`, { redirect: "manual" });
    expect(stray.status).toBe(302);
    expect(new URL(stray.headers.get("Location") ?? "", BASE).href).toBe(after.url);
    a.close();
    b.close();
  });

  it("no such game: 404, for a made-up id and for one that holds no game", async () => {
    for (const id of ["0000000000000000", "not-an-id"]) {
      const res = await SELF.fetch(`${BASE}/api/games/${id}/preview.png?ply=0&v=0000000000000000`);
      expect(res.status).toBe(404);
    }
  });

  it("every game draws its picture (a board, or the generic card), and the time each takes is printed", async () => {
    const { id: warm } = await createGame();
    await picture(warm); // the renderer starts once per isolate
    for (const game of Object.keys(GAMES)) {
      const creator = await createGame({ game });
      await joinGame(creator.id);
      const times: number[] = [];
      let size = 0;
      // Each look is rendered once; the same look again comes from the cache.
      const t0 = performance.now();
      const { res, bytes } = await picture(creator.id);
      times.push(performance.now() - t0);
      expect(res.status).toBe(200);
      expect(pngSize(bytes).width).toBe(1200);
      size = bytes.length;
      const t1 = performance.now();
      await picture(creator.id);
      times.push(performance.now() - t1);
      console.log(`${game}: ${Math.round(size / 1024)} KB, made in ${times[0]?.toFixed(0)} ms, again from the cache in ${times[1]?.toFixed(0)} ms (wall time in the pool, with the room's answer)`);
    }
  });

  it("prints the time of one picture once the renderer is warm: ten looks of one game in a row", async () => {
    const { id, a, b } = await startGame();
    const made: number[] = [];
    const cached: number[] = [];
    for (let ply = 0; ply < 10; ply++) {
      const t0 = performance.now();
      await picture(id);
      made.push(performance.now() - t0);
      const t1 = performance.now();
      await picture(id);
      cached.push(performance.now() - t1);
      await play(a, b, [ply % 7], ply);
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]?.toFixed(0);
    console.log(`connect-four, 10 looks: made in ${made.map((t) => t.toFixed(0)).join(" ")} ms (median ${median(made)}); the same from the cache: median ${median(cached)} ms`);
    a.close();
    b.close();
  });
});
