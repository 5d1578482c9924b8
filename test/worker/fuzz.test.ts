/**
 * Protocol fuzzing: a seeded stream of bad messages against live games of
 * every kind in the catalog. Each message must be refused with the code the
 * documented order of checks predicts, and the game must be exactly as it was.
 * A failure names its seed and message index, so it can be replayed.
 */
import { env } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import { type Rng, actionKey, createRng, includesAction } from "../../shared/engine";
import { GAMES } from "../../shared/games";
import type { ErrorCode } from "../../shared/engine";
import { CLOSE, type GameInfo, type StateMessage } from "../../shared/protocol";
import { Client, answer, createGame, joinGame } from "./client";

/** 3,000 in `npm test`; `npm run soak` sends 100,000 (FUZZ_MESSAGES, through vitest's provide). */
const TOTAL_MESSAGES = inject("fuzzMessages");
/** Fewer than the rate limiter's burst, so every message reaches the checks. */
const PER_SOCKET = 15;
const MAX_BYTES = 16 * 1024;

type Sender = { seat: number | null; token: string | undefined };
type Case = { message: string | ArrayBuffer; expect: ErrorCode; what: string };
type Live = { state: StateMessage; replayable: unknown[]; seen: unknown[] };

const pick = <T,>(rng: Rng, items: readonly T[]): T => items[rng.int(items.length)] as T;

function randomText(rng: Rng, length: number): string {
  const chars = '{}[]":,tacly0123456789 -.eE\\nultrf';
  return Array.from({ length }, () => chars[rng.int(chars.length)]).join("");
}

function nested(depth: number): unknown {
  return JSON.parse("[".repeat(depth) + "]".repeat(depth));
}

/** The code for an `act` at `ply` with `action`, in the server's order of checks. */
function actCode(live: Live, sender: Sender, ply: number, action: unknown, shapeOk: boolean): ErrorCode {
  const { state } = live;
  if (sender.seat === null) return "seat";
  if (ply < state.ply) return "stale";
  if (ply > state.ply) return "invalid";
  if (!state.active.includes(sender.seat)) return "turn";
  if (!shapeOk) return "invalid";
  return includesAction(state.legal, action) ? ("accepted" as never) : "illegal";
}

/** One bad message for `sender`, and the code it must get. */
function makeCase(rng: Rng, live: Live, sender: Sender): Case {
  const ply = live.state.ply;
  const legalAction = live.seen.length ? pick(rng, live.seen) : {};
  const json = (value: unknown, expect: ErrorCode, what: string): Case => ({ message: JSON.stringify(value), expect, what });
  switch (rng.int(14)) {
    case 0: {
      const text = randomText(rng, 1 + rng.int(60));
      let parsedOk = true;
      try {
        JSON.parse(text);
      } catch {
        parsedOk = false;
      }
      // Valid JSON that happens to come out is still not a message.
      return { message: text, expect: "invalid", what: parsedOk ? "stray JSON value" : "malformed JSON" };
    }
    case 1:
      return json({ t: pick(rng, [1, null, true, "move", "ACT", "", ["act"]]), ply }, "invalid", "wrong message type");
    case 2:
      return json(pick(rng, [{ t: "sync", x: 1 }, { t: "act", ply, action: legalAction, extra: true }, { t: "rematch", seat: 0 }]), "invalid", "unknown field");
    case 3:
      return json({ t: "act", ply: pick(rng, [1e300, -1, 2 ** 53, 1.5, "1", null, 1_000_001]), action: legalAction }, "invalid", "bad ply");
    case 4: {
      const n = MAX_BYTES + 1 + rng.int(30_000);
      return json({ t: "act", ply, action: { pad: "x".repeat(n) } }, "too-large", "oversized message");
    }
    case 5: {
      const action = "x".repeat(1 + rng.int(12_000));
      return json({ t: "act", ply, action }, actCode(live, sender, ply, action, false), "huge string action");
    }
    case 6: {
      const depth = 1 + rng.int(3000);
      if (rng.int(2) === 0) return { message: "[".repeat(depth) + "]".repeat(depth), expect: "invalid", what: "deep nesting" };
      const action = nested(depth);
      return json({ t: "act", ply, action }, actCode(live, sender, ply, action, false), "deeply nested action");
    }
    case 7: {
      // A real move: from a seat not to move, or from the one to move but a ply late.
      const action = pick(rng, live.state.legal.length ? live.state.legal : live.seen);
      const late = sender.seat !== null && live.state.active.includes(sender.seat);
      const at = late ? ply - 1 : ply;
      return json({ t: "act", ply: at, action }, actCode(live, sender, at, action, true), "a real move, out of turn or late");
    }
    case 8: {
      const stalePly = rng.int(Math.max(1, ply));
      return json({ t: "act", ply: stalePly, action: legalAction }, sender.seat === null ? "seat" : ply > stalePly ? "stale" : "turn", "stale ply");
    }
    case 9: {
      const future = ply + 1 + rng.int(1000);
      return json({ t: "act", ply: future, action: legalAction }, sender.seat === null ? "seat" : "invalid", "future ply");
    }
    case 10: {
      const [stalePly, action] = live.replayable.length ? (pick(rng, live.replayable) as [number, unknown]) : [0, legalAction];
      return json({ t: "act", ply: stalePly, action }, sender.seat === null ? "seat" : "stale", "replayed move");
    }
    case 11: {
      // Well-formed for the game, but not legal now: a move seen earlier in the game.
      const current = new Set(live.state.legal.map(actionKey));
      const old = live.seen.filter((a) => !current.has(actionKey(a)));
      const action = old.length ? pick(rng, old) : { wrong: true };
      return json({ t: "act", ply, action }, actCode(live, sender, ply, action, old.length > 0), "an old move");
    }
    case 12:
      // An undo only when this seat has nothing to take back (in games like Lincoln it may have).
      return rng.int(2) === 0 && live.state.undo === 0
        ? json({ t: "undo", ply }, sender.seat === null ? "seat" : "illegal", "nothing to undo")
        : json({ t: "rematch" }, sender.seat === null ? "seat" : "status", "rematch mid-game");
    default:
      return { message: new TextEncoder().encode(JSON.stringify({ t: "sync" })).buffer as ArrayBuffer, expect: "invalid", what: "binary frame" };
  }
}

/** A game in mid-play: both seats taken, a few random moves made. */
async function liveGame(gameId: string, rng: Rng) {
  const host = await createGame({ game: gameId });
  const guest = await joinGame(host.id);
  const senders: Sender[] = [
    { seat: 0, token: host.token },
    { seat: 1, token: guest.token },
    { seat: null, token: undefined },
  ];
  const sockets = [await Client.direct(host.id, host.token), await Client.direct(host.id, guest.token)];
  const states = await Promise.all(sockets.map((s) => s.next("state")));
  const live: Live = { state: states[0]!, replayable: [], seen: [] };
  for (let i = 0; i < 6; i++) {
    const mover = states.findIndex((s) => s.legal.length > 0);
    if (mover < 0) break;
    const state = states[mover]!;
    live.seen.push(...state.legal);
    const action = pick(rng, state.legal);
    live.replayable.push([state.ply, action]);
    sockets[mover]!.send({ t: "act", ply: state.ply, action });
    for (let s = 0; s < 2; s++) states[s] = await sockets[s]!.next("state");
  }
  expect(states[0]!.status, "the game must still be in play to be fuzzed").toBe("playing");
  for (const s of sockets) s.close();
  return { id: host.id, senders, live };
}

async function snapshot(id: string, token: string) {
  const info = await answer<GameInfo>(env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id)).info());
  const client = await Client.direct(id, token);
  const { players: _players, ...state } = await client.next("state");
  client.close();
  return { info: { ...info, players: info.players.map((p) => p.taken) }, state };
}

describe("protocol fuzzing", () => {
  const games = Object.keys(GAMES);
  const perGame = Math.ceil(TOTAL_MESSAGES / games.length);

  it.each(games)(`refuses ${perGame.toLocaleString("en")} bad messages to live %s games, changing nothing`, async (gameId) => {
    const seed = `fuzz-${gameId}`;
    const rng = createRng(seed);
    const codes = new Map<string, number>();
    let sent = 0;
    // The rate limit counts a seat's messages over all its sockets, so each
    // live game takes one batch from each sender, within the limiter's burst.
    while (sent < perGame) {
      const { id, senders, live } = await liveGame(gameId, rng);
      const before = await snapshot(id, senders[0]!.token!);
      for (const sender of senders) {
        if (sent >= perGame) break;
        let client = await Client.direct(id, sender.token);
        const perspective: Live = { ...live, state: await client.next("state") };
        const batch = Array.from({ length: Math.min(PER_SOCKET, perGame - sent) }, () => makeCase(rng, perspective, sender));
        // One at a time: each refusal is matched to its own message.
        for (const [i, c] of batch.entries()) {
          client.ws.send(c.message);
          const error = await client.next("error", 5000);
          expect(error.code, `seed ${seed}, message ${sent + i}: ${c.what}`).toBe(c.expect);
          codes.set(c.expect, (codes.get(c.expect) ?? 0) + 1);
          if (c.expect !== "too-large") continue;
          // An oversized message closes its socket: RFC 6455's 1009.
          await client.waitClosed();
          expect(client.closeCode, "an oversized message closes the socket with 1009").toBe(1009);
          client = await Client.direct(id, sender.token);
          await client.next("state");
        }
        expect(client.pending("state"), "no message may change the state").toBe(0);
        client.close();
        sent += batch.length;
      }
      expect(await snapshot(id, senders[0]!.token!)).toEqual(before);
    }
    // Every kind of refusal was exercised.
    expect([...codes.keys()].sort()).toEqual(["illegal", "invalid", "seat", "stale", "status", "too-large", "turn"]);
  }, Math.max(120_000, perGame * 100)); // soak sizes take long in the pool (see test/soak.ts)

  it("refuses forged tokens in words of its own, and closes with 4401", { timeout: 60_000 }, async () => {
    const { id } = await createGame();
    const rng = createRng("forged");
    for (let i = 0; i < 200; i++) {
      const token = Array.from({ length: 22 }, () => "ABCdef0123456789-_xyz"[rng.int(21)]).join("");
      const client = await Client.direct(id, token);
      expect(await client.next("error")).toMatchObject({ code: "token" });
      await client.waitClosed();
      expect(client.closeCode).toBe(CLOSE.token);
      expect(client.pending("state"), "a refused token sees nothing of the game").toBe(0);
    }
  });
});
