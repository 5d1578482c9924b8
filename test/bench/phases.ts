/**
 * Where a game's server CPU goes, phase by phase: making its table (create, join, two sockets
 * to their first state), its moves alone, and closing. The load rows of `npm run bench` count
 * all three in their "CPU per move", since a finished game is replaced by a new one; this
 * splits them, for ours (workerd alone), the runtime's floor (test/bench/floor/worker.ts: the
 * same exchange with nothing of ours but Connect Four's rules, in the same workerd) and
 * boardgame.io in turn. Run:
 * node --import tsx test/bench/phases.ts (needs web/dist).
 *   PHASES_GAMES   tables made and played to the end at once (default 200)
 *   PHASES_ROUNDS  rounds a server (default 3)
 *   PHASES_ONLY    ours | floor | bgio
 *   PHASES_DIRECT=1  ours without Miniflare's entry worker in front (see workerd.ts)
 *   PHASES_PERF    create | moves: `perf record -g` workerd in that phase of round 2 (/tmp/linkplay-<phase>.perf)
 */
import { type ChildProcess, execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRng } from "../../shared/engine";
import { descendantsCpuMs } from "./cpu";
import { newFloorTable } from "./floor/table";
import type { Table } from "./load";
import { newPeerTable, startBgioServer } from "./peer";
import { newTable } from "./server";
import { startWorkerd } from "./workerd";

const GAMES = Number(process.env.PHASES_GAMES ?? 200);
const ROUNDS = Number(process.env.PHASES_ROUNDS ?? 3);
const PERF = process.env.PHASES_PERF;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function perf(phase: string, round: number): ChildProcess | null {
  if (PERF !== phase || round !== 1) return null;
  const pid = execSync("pgrep -n -x workerd").toString().trim();
  return spawn("perf", ["record", "-F", "2000", "-g", "-p", pid, "-o", `/tmp/linkplay-${phase}.perf`], { stdio: "ignore" });
}

async function stopPerf(p: ChildProcess | null): Promise<void> {
  if (!p) return;
  p.kill("SIGINT");
  await new Promise((r) => p.once("exit", r));
}

/** Plays every table to its end, each move sent once the last is confirmed; the moves made. */
async function playOut(tables: Table[], round: number): Promise<number> {
  let moves = 0;
  await Promise.all(
    tables.map(async (table, lane) => {
      const rng = createRng(`phases-${round}-${lane}`);
      for (let turn = table.turn(); turn; turn = table.turn()) {
        table.send(turn.seat, turn.ply, turn.legal[rng.int(turn.legal.length)]);
        if (!(await table.confirmed(turn.ply, Date.now() + 10_000))) throw new Error("a move was not confirmed");
        moves++;
      }
    }),
  );
  return moves;
}

async function measure(name: string, make: () => Promise<Table>): Promise<void> {
  for (let round = 0; round < ROUNDS; round++) {
    await sleep(1000);
    const c0 = descendantsCpuMs();
    const tables: Table[] = [];
    const recordCreate = perf("create", round);
    while (tables.length < GAMES) tables.push(...(await Promise.all(Array.from({ length: Math.min(25, GAMES - tables.length) }, make))));
    await stopPerf(recordCreate);
    const c1 = descendantsCpuMs();
    const recordMoves = perf("moves", round);
    const moves = await playOut(tables, round);
    await stopPerf(recordMoves);
    const c2 = descendantsCpuMs();
    for (const table of tables) table.close();
    await sleep(1000);
    const c3 = descendantsCpuMs();
    const made = (c1 - c0) / GAMES;
    const closed = (c3 - c2) / GAMES;
    const move = (c2 - c1) / moves;
    console.log(
      `${name}, round ${round + 1}: a table made ${made.toFixed(2)} ms, closed ${closed.toFixed(2)} ms (1 s idle included); ` +
        `${moves} moves (${(moves / GAMES).toFixed(1)} a game) ${move.toFixed(3)} ms each; a game's moves and table together ${(move + (made + closed) / (moves / GAMES)).toFixed(3)} ms a move`,
    );
  }
}

const only = process.env.PHASES_ONLY;
const direct = process.env.PHASES_DIRECT === "1";
for (const floor of [false, true]) {
  if (only && only !== (floor ? "floor" : "ours")) continue;
  const dir = existsSync("/dev/shm") ? mkdtempSync("/dev/shm/linkplay-phases-") : undefined;
  const workerd = await startWorkerd(dir, undefined, direct, floor);
  const name = `${floor ? "the runtime's floor" : "ours"} (workerd alone${direct ? ", no entry worker" : ""})`;
  try {
    await measure(name, () => (floor ? newFloorTable(workerd.url) : newTable(workerd.url, "connect-four")));
  } finally {
    await workerd.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
if (!only || only === "bgio") {
  const bgio = await startBgioServer();
  try {
    await measure("boardgame.io 0.50", () => newPeerTable(bgio));
  } finally {
    bgio.stop();
  }
}
