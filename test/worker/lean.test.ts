/**
 * Lean messages through the real room: in random games of every game, after every move each
 * socket (both seats and a spectator) follows the patch or move it got, as a page does, and
 * after every fourth move asks for the whole state (`sync`): the two must be the same message. (test/shared/lean.test.ts
 * checks the same over whole games, without the server.)
 */
import { describe, expect, it } from "vitest";
import { type Seat, createRng } from "../../shared/engine";
import { GAMES } from "../../shared/games";
import type { StateMessage } from "../../shared/protocol";
import { Client, createGame, joinGame } from "./client";

/**
 * Plies a game, and a `sync` after every fourth; in games that can be drawn, a draw offered
 * every fourteenth (a seat's messages are limited to a burst of 20, then 10 a second: 17 here).
 */
const PLIES = 45;

describe("lean messages through the room", () => {
  for (const game of Object.values(GAMES)) {
    it(`${game.id}: what each socket makes of them is the state sync sends`, async () => {
      const host = await createGame({ game: game.id });
      const guest = await joinGame(host.id);
      const sockets: { seat: Seat | null; client: Client; last: StateMessage }[] = [];
      for (const [seat, token] of [[0, host.token], [1, guest.token], [null, undefined]] as const) {
        const client = await Client.open(host.id, token);
        sockets.push({ seat, client, last: await client.next("state") });
      }
      const rng = createRng(`lean-room-${game.id}`);
      for (let plies = 0; plies < PLIES; plies++) {
        const mover = sockets.find((s) => s.last.status === "playing" && s.last.legal.length > 0);
        if (!mover) break;
        const { ply, legal } = mover.last;
        if (game.draws && plies % 14 === 13) {
          // A draw offered: a patch (the offer and its note) after moves, then the move lapses it.
          mover.client.send({ t: "draw", accept: true });
          for (const s of sockets) {
            const followed = await s.client.next("state");
            expect(followed.draw).toEqual([mover.seat]);
            s.client.send({ t: "sync" });
            const full = await s.client.next("state");
            expect({ ...followed, log: null, watching: null }).toEqual({ ...full, log: null, watching: null });
          }
        }
        mover.client.send({ t: "act", ply, action: legal[rng.int(legal.length)] });
        for (const s of sockets) {
          const followed = await s.client.next("state");
          s.last = followed;
          if (plies % 4 !== 3 && followed.status === "playing") continue;
          s.client.send({ t: "sync" });
          const full = await s.client.next("state");
          // The log of a sync starts again from 0: the followed one holds this move's lines. (Who
          // is watching comes in players messages, which may arrive after the state they follow.)
          expect({ ...followed, log: null, watching: null }).toEqual({ ...full, log: null, watching: null });
          expect(full.log.lines.slice(full.log.lines.length - followed.log.lines.length)).toEqual(followed.log.lines);
          s.last = full;
        }
      }
      const lean = sockets.reduce((n, s) => n + s.client.patches.count, 0);
      expect(lean).toBeGreaterThan(0);
      for (const s of sockets) s.client.close();
    });
  }
});
