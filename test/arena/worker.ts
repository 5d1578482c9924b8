/**
 * An arena worker thread: plays the games it is sent, one at a time, and answers each with
 * its record. Games and players are looked up by id here, as functions cannot cross threads.
 */
import { parentPort } from "node:worker_threads";
import { BOTS } from "../../shared/games/bots";
import { findGame } from "../../shared/games";
import { type ArenaBudget, playGame } from "./match";

/** One game to play, as the main thread sends it. */
export type Job = {
  game: string;
  options: Record<string, unknown>;
  /** Player ids, by seat. */
  players: string[];
  seed: string;
  budget: ArenaBudget;
  plyCap: number;
  pairing: number;
  index: number;
};

const port = parentPort;
if (!port) throw new Error("test/arena/worker.ts runs as a worker thread of test/arena/run.ts");

port.on("message", (job: Job) => {
  try {
    const game = findGame(job.game);
    if (!game) throw new Error(`no game ${job.game}`);
    const bots = job.players.map((id) => {
      const bot = (BOTS[job.game] ?? []).find((b) => b.id === id);
      if (!bot) throw new Error(`${job.game} has no player ${id}`);
      return bot;
    });
    const record = playGame({ ...job, game, bots }, () => performance.now());
    port.postMessage({ ok: true, record });
  } catch (error) {
    port.postMessage({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
