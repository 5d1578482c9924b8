/**
 * What one game costs the host: the billed quantities counted by the room
 * itself over whole games played through the real Worker, priced per 1,000
 * games. Rows written are most of the bill, so they are held to a budget.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createRng } from "../../shared/engine";
import { KEPT_AFTER_END } from "../../worker/cleanup";
import { type GameUsage, PRICES, dollarsPerThousandGames } from "../bench/cost";
import { Client, createGame, joinGame } from "./client";

/** Games played to the end per kind (Lines of Action games are ten times longer). */
const GAMES: Record<string, number> = { "connect-four": 12, "lines-of-action": 3 };

type Measured = GameUsage & { rowsWrittenByMoves: number };

async function playOne(game: string, seed: number): Promise<Measured> {
  const host = await createGame({ game });
  const guest = await joinGame(host.id);
  const seats = [await Client.open(host.id, host.token), await Client.open(host.id, guest.token)];
  let states = await Promise.all(seats.map((s) => s.next("state")));
  const stub = env.GAME_ROOM.get(env.GAME_ROOM.idFromName(host.id));
  const beforeMoves = await runInDurableObject(stub, (room) => room.usage.rowsWritten);
  const rng = createRng(`cost-${seed}`);
  while (states[0]!.status === "playing" && states[0]!.ply < 1000) {
    const mover = states.findIndex((s) => s.legal.length > 0);
    const { ply, legal } = states[mover]!;
    seats[mover]!.send({ t: "act", ply, action: legal[rng.int(legal.length)] });
    states = await Promise.all(seats.map((s) => s.next("state")));
  }
  for (const s of seats) s.close();
  const measured = await runInDurableObject(stub, (room, state) => ({ ...room.usage, bytes: state.storage.sql.databaseSize }));
  return {
    rowsWrittenByMoves: measured.rowsWritten - beforeMoves,
    moves: states[0]!.ply,
    // The client's page load (GET the game) and socket, per player, plus create and join.
    workerRequests: 2 + 2 * 2,
    objectRequests: measured.requests + 2, // the two page loads' info calls are not made here
    messagesIn: measured.messagesIn,
    messagesOut: measured.messagesOut,
    rowsRead: measured.rowsRead,
    rowsWritten: measured.rowsWritten,
    bytesStored: measured.bytes,
    monthsStored: KEPT_AFTER_END / (30 * 86_400_000),
  };
}

describe("cost per 1,000 games", () => {
  it.each(["connect-four", "lines-of-action"])("%s: one row written per move, and the bill", async (game) => {
    const games: Measured[] = [];
    for (let i = 0; i < GAMES[game]!; i++) games.push(await playOne(game, i));
    const mean = Object.fromEntries(
      Object.keys(games[0]!).map((k) => [k, games.reduce((n, g) => n + g[k as keyof Measured], 0) / games.length]),
    ) as Measured;
    const bill = dollarsPerThousandGames(mean);
    const rowsPerMove = mean.rowsWrittenByMoves / mean.moves;
    console.log(
      [
        `${game}: ${GAMES[game]} games played to the end through the Worker; per game on average:`,
        `  moves ${mean.moves.toFixed(1)}, Worker requests ${mean.workerRequests}, Durable Object requests ${mean.objectRequests.toFixed(1)},`,
        `  WebSocket messages in ${mean.messagesIn.toFixed(1)} / out ${mean.messagesOut.toFixed(1)},`,
        `  rows read ${mean.rowsRead.toFixed(1)}, rows written ${mean.rowsWritten.toFixed(1)} (${rowsPerMove.toFixed(3)} per move), bytes stored ${mean.bytesStored.toFixed(0)}`,
        `  dollars per 1,000 games at Workers Paid prices of ${PRICES.date}: ${bill.total.toFixed(4)}`,
        ...Object.entries(bill.parts).map(([k, v]) => `    ${k}: ${v.toFixed(5)}`),
      ].join("\n"),
    );
    // One move row each, plus a snapshot every 32 plies.
    expect(rowsPerMove).toBeLessThanOrEqual(1 + 1 / 32 + 0.001);
    expect(mean.moves).toBeGreaterThan(6);
  }, 120_000);
});
