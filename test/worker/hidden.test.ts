/**
 * Hidden information stays hidden, through the real server: whole games of
 * every game that hides something are played over WebSockets with both seats
 * and a spectator listening. Once a game is over its seed is published, the
 * game is replayed here ply by ply, and every message each socket received is
 * held against the true state at its ply: it is exactly that seat's view, it
 * names no card the rules hide from that seat (the other hand, any draw pile,
 * a face-down card), and it never carries the seed.
 */
import { env } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import { type AnyGame, type Seat, applyAction, createRng, setupState } from "../../shared/engine";
import { GAMES } from "../../shared/games";
import type { State as LincolnState } from "../../shared/games/lincoln/state";
import type { State as PixelState } from "../../shared/games/pixel-lincoln/state";
import type { State as UnionState } from "../../shared/games/union-forever/state";
import type { ReplayInfo, StateMessage } from "../../shared/protocol";
import { findString } from "../shared/find-string";
import { hiddenFrom } from "../shared/lincoln/invariants";
import { hiddenFrom as pixelHiddenFrom } from "../shared/pixel-lincoln/invariants";
import { Client, answer, api, createGame, joinGame } from "./client";

/** What in `message` to `seat` (null: a spectator) names something the rules hide in `state`, if anything. */
type Hidden = (state: never, seat: Seat | null, message: StateMessage) => string | undefined;

const HIDDEN: Record<string, Hidden | "nothing hidden"> = {
  "connect-four": "nothing hidden",
  "lines-of-action": "nothing hidden",
  // Every Lincoln card is one of a kind: no message may name a card in a draw
  // pile, in the other hand, or played face down and not yet revealed.
  lincoln: (state: LincolnState, seat, message) => {
    const hidden = hiddenFrom(state, seat);
    return findString(message, (text) => hidden.has(text));
  },
  // Every Pixel Lincoln card has its own id: no message may name a card in another hand, in
  // a deck, in a Level Deck below what that seat was shown, face down, set aside or boxed.
  "pixel-lincoln": (state: PixelState, seat, message) => findString(message, pixelHiddenFrom(state, seat)),
  // Every card of The Union Forever! is known; only the deck's order is hidden
  // (and the same cards come back every turn). The message being exactly the
  // view, the view must not change when the deck is put in another order.
  "union-forever": (state: UnionState, seat) => {
    const reordered = { ...state, deck: [...state.deck].reverse() };
    const same = JSON.stringify(GAMES["union-forever"]!.view(reordered, seat)) === JSON.stringify(GAMES["union-forever"]!.view(state, seat));
    return same ? undefined : "the view depends on the deck's order";
  },
};

/** What in the replay names a card hidden from a spectator, for games whose actions can name one. */
const REPLAY_LEAK: Record<string, (state: never, replay: ReplayInfo) => string | undefined> = {
  lincoln: (state: LincolnState, replay) => {
    const hidden = hiddenFrom(state, null);
    return findString(replay, (text) => hidden.has(text));
  },
  "pixel-lincoln": (state: PixelState, replay) => findString(replay, pixelHiddenFrom(state, null)),
};

async function playAndScan(game: AnyGame, hidden: Hidden, n: number): Promise<number> {
  const host = await createGame({ game: game.id });
  const guest = await joinGame(host.id);
  const listeners: { seat: Seat | null; client: Client; got: StateMessage[] }[] = [];
  for (const [seat, token] of [[0, host.token], [1, guest.token], [null, undefined]] as const)
    listeners.push({ seat, client: await Client.open(host.id, token), got: [] });
  // The replay as anyone with the link could read it, on every ply (asked of the object itself:
  // the pool's SELF slows with every request, workers-sdk#15092).
  const room = env.GAME_ROOM.get(env.GAME_ROOM.idFromName(host.id));
  const replays: ReplayInfo[] = [];
  const take = async () => {
    for (const l of listeners) l.got.push(await l.client.next("state"));
    if (l0().status === "playing") replays.push(await answer<ReplayInfo>(room.replayInfo()));
  };
  const l0 = () => listeners[0]!.got.at(-1)!;
  await take();
  const rng = createRng(`hidden-${game.id}-${n}`);
  for (let plies = 0; plies < 3000; plies++) {
    const latest = listeners.map((l) => l.got.at(-1)!);
    if (latest[0]!.status !== "playing") break;
    const mover = latest.findIndex((s) => s.legal.length > 0);
    const { ply, legal } = latest[mover]!;
    listeners[mover]!.client.send({ t: "act", ply, action: legal[rng.int(legal.length)] });
    await take();
  }
  for (const l of listeners) l.client.close();
  const record = (await (await api(`/games/${host.id}/replay`)).json()) as ReplayInfo;
  expect(record.seed, "the game ended, so its seed is published").toBeTruthy();
  const seed = record.seed!;
  // The true state at every ply, rebuilt from the published seed.
  const states = [setupState(game, record.options, seed)];
  for (const { ply, seat, action } of record.actions) states.push(applyAction(game, states[ply]!, ply, seed, seat, action).state);
  for (const [ply, mid] of replays.entries()) {
    const where = `${game.id} ${host.id} replay at ply ${ply}`;
    expect(mid.seed, where).toBeNull();
    if (game.secretActions) expect(mid, where).toMatchObject({ withheld: true, actions: [] });
    expect(REPLAY_LEAK[game.id]?.(states[ply] as never, mid), where).toBeUndefined();
  }
  for (const { seat, got } of listeners)
    for (const message of got) {
      const state = states[message.ply]!;
      const where = `${game.id} ${host.id} ply ${message.ply} to seat ${seat}`;
      expect(message.view, where).toEqual(JSON.parse(JSON.stringify(game.view(state, seat))));
      expect(hidden(state as never, seat, message), where).toBeUndefined();
      expect(JSON.stringify(message), where).not.toContain(seed);
    }
  return record.actions.length;
}

describe("hidden information, through the server", () => {
  it("every game in the catalog says what it hides", () => {
    for (const id of Object.keys(GAMES)) expect(HIDDEN, `${id} has no entry here`).toHaveProperty([id]);
  });

  const secretive = Object.values(GAMES).filter((g) => typeof HIDDEN[g.id] === "function");
  const games = inject("hiddenGames");
  it.each(secretive.map((g) => [g.id, g] as const))(`%s: ${games} whole games leak nothing to any seat`, async (_id, game) => {
    let plies = 0;
    for (let n = 0; n < games; n++) plies += await playAndScan(game, HIDDEN[game.id] as Hidden, n);
    console.log(`${game.id}: ${games} games, ${plies} plies, every message to every seat scanned`);
  }, Math.max(120_000, games * 60_000));
});
