/**
 * `npm run arena -- <game> [--games N] [--players a,b,...] [--budget-ms M | --budget-work W]
 *  [--seed S] [--workers K] [--ply-cap P] [--seats N]`
 *
 * Plays a game's computer players against each other and prints win and draw shares with 95 %
 * (Wilson) intervals, per player, per player and seat, and per seat; game lengths; time per
 * decision; mean search depth where a player reports it; and how the games ended.
 *
 * Without --players, every pair of adjacent levels in BOTS[game] plays --games games (default
 * 100). With --players, those players play, seated in rotation: in game i seat s holds player
 * (s + i) mod k, so every player plays every seat in turn (two players: half the games each
 * way). Seats: the number of players named, within the game's limits (--seats to choose).
 * Games run in worker threads (default 2: the machines here have 2 cores). Every game's seed
 * comes from --seed (default "arena"); with --budget-work the whole run is reproducible, with
 * --budget-ms (default 100) the time a player gets depends on the machine.
 */
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import { BOTS } from "../../shared/games/bots";
import { findGame } from "../../shared/games";
import { type ArenaBudget, gameSeed, seating } from "./match";
import { type GameRecord, formatReport, report } from "./stats";
import type { Job } from "./worker";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    games: { type: "string", default: "100" },
    players: { type: "string" },
    "budget-ms": { type: "string" },
    "budget-work": { type: "string" },
    seed: { type: "string", default: "arena" },
    workers: { type: "string", default: "2" },
    "ply-cap": { type: "string", default: "2000" },
    seats: { type: "string" },
  },
});

function fail(message: string): never {
  console.error(`arena: ${message}`);
  process.exit(2);
}

const gameId = positionals[0] ?? fail("name a game: npm run arena -- <game>, one of " + Object.keys(BOTS).join(", "));
const game = findGame(gameId) ?? fail(`no game ${gameId}`);
const bots = BOTS[gameId] ?? [];
const positive = (name: string, text: string | undefined): number => {
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) fail(`--${name} must be a positive number`);
  return n;
};
const gamesPerPairing = positive("games", values.games);
const workers = Math.min(positive("workers", values.workers), availableParallelism() * 2);
const plyCap = positive("ply-cap", values["ply-cap"]);
if (values["budget-ms"] && values["budget-work"]) fail("give --budget-ms or --budget-work, not both");
const budget: ArenaBudget = values["budget-work"]
  ? { work: positive("budget-work", values["budget-work"]) }
  : { ms: positive("budget-ms", values["budget-ms"] ?? "100") };

const ids = bots.map((b) => b.id);
const pairings: string[][] = values.players
  ? [values.players.split(",").map((s) => s.trim())]
  : ids.slice(1).map((id, i) => [ids[i]!, id]);
if (pairings.length === 0) fail(`${gameId} has only ${ids.length} computer player(s): ${ids.join(", ") || "none"}`);
for (const players of pairings)
  for (const id of players) if (!ids.includes(id)) fail(`${gameId} has no player ${id} (players: ${ids.join(", ")})`);

const seatsFor = (players: string[]): number => {
  const wanted = values.seats ? positive("seats", values.seats) : players.length;
  const seats = Math.min(game.players.max, Math.max(game.players.min, wanted));
  if (values.seats && seats !== wanted) fail(`${gameId} is played by ${game.players.min}-${game.players.max}`);
  return seats;
};

const jobs: Job[] = pairings.flatMap((players, pairing) => {
  const seats = seatsFor(players);
  const options = game.players.min === game.players.max ? {} : { players: seats };
  return Array.from({ length: gamesPerPairing }, (_, index) => ({
    game: gameId,
    options,
    players: seating(players, seats, index),
    seed: gameSeed(values.seed!, gameId, pairing, index),
    budget,
    plyCap,
    pairing,
    index,
  }));
});

/**
 * A worker thread does not inherit `--import tsx` for its own entry file on Node 20, so each
 * one starts from this snippet: register tsx's loader in that thread, then load worker.ts.
 */
const WORKER_BOOT = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL("./worker.ts", import.meta.url).href)}); })`;

/** Runs every job on a pool of worker threads; records come back in job order. */
function runAll(all: Job[]): Promise<GameRecord[]> {
  return new Promise((resolve, reject) => {
    const records: GameRecord[] = new Array(all.length);
    let next = 0;
    let done = 0;
    const started = performance.now();
    const pool = Array.from({ length: Math.min(workers, all.length) }, () => new Worker(WORKER_BOOT, { eval: true }));
    const stopAll = () => Promise.all(pool.map((w) => w.terminate()));
    const feed = (worker: Worker, slot: { job: number }) => {
      if (next >= all.length) return;
      slot.job = next++;
      worker.postMessage(all[slot.job]);
    };
    for (const worker of pool) {
      const slot = { job: -1 };
      worker.on("message", (answer: { ok: true; record: GameRecord } | { ok: false; error: string }) => {
        if (!answer.ok) {
          void stopAll();
          reject(new Error(`game ${all[slot.job]?.seed}: ${answer.error}`));
          return;
        }
        records[slot.job] = answer.record;
        done++;
        if (process.stderr.isTTY || done % 20 === 0 || done === all.length)
          process.stderr.write(`\r${done}/${all.length} games, ${((performance.now() - started) / 1000).toFixed(0)} s `);
        if (done === all.length) {
          process.stderr.write("\n");
          void stopAll().then(() => resolve(records));
        } else feed(worker, slot);
      });
      worker.on("error", (error) => {
        void stopAll();
        reject(error);
      });
      feed(worker, slot);
    }
  });
}

const budgetText = "ms" in budget ? `${budget.ms} ms a decision (wall clock)` : `${budget.work} work units a decision`;
console.log(`# Arena: ${game.name} (${gameId})`);
console.log(
  `budget ${budgetText}; ${gamesPerPairing} games a pairing; seed "${values.seed}"; ply cap ${plyCap}; ${workers} worker threads\n`,
);
const started = performance.now();
const records = await runAll(jobs);
pairings.forEach((players, pairing) => {
  console.log(`## ${players.join(" vs ")} (${seatsFor(players)} seats)\n`);
  console.log(formatReport(report(records.filter((r) => r.pairing === pairing))));
  console.log("");
});
console.log(`${records.length} games in ${((performance.now() - started) / 1000).toFixed(1)} s`);
