/**
 * The Connect Four solver's speed: positions searched per second on a fixed set of middle
 * game positions (each solved exactly, from an empty table), and the perfect player's time
 * per move in whole games from the start. Run by `npm run bench`, or alone:
 * `node --import tsx test/bench/connect-four-solver.ts`.
 */
import { type Bot, createRng, randomBot } from "../../shared/engine";
import { EMPTY, type Position, canPlay, isWinningMove, play } from "../../shared/games/connect-four/bitboard";
import { bots, perfect } from "../../shared/games/connect-four/bot";
import { type Action, type State, connectFour } from "../../shared/games/connect-four/rules";
import { createSolver } from "../../shared/games/connect-four/solver";

export type SolverRow = { positions: number; nodes: number; seconds: number; cpuSeconds: number; nodesPerSecond: number; nodesPerCpuSecond: number };
export type MoveRow = { opponent: string; seat: number; games: number; moves: number; medianMs: number; p90Ms: number; maxMs: number; lost: number };

/** Positions of a random game after `plies` discs, none over: many are lopsided, some close. */
function middleGame(seed: string, count: number, plies: number): Position[] {
  const rng = createRng(seed);
  const out: Position[] = [];
  while (out.length < count) {
    let p: Position | null = EMPTY;
    for (let i = 0; i < plies && p; i++) {
      const cols = [0, 1, 2, 3, 4, 5, 6].filter((c) => canPlay(p as Position, c));
      const col = cols[rng.int(cols.length)] as number;
      p = isWinningMove(p, col) ? null : play(p, col);
    }
    if (p) out.push(p);
  }
  return out;
}

/** Solves 200 positions of 14 discs; the same set on every run. */
export function benchSolver(): SolverRow {
  const solver = createSolver(22);
  const positions = middleGame("bench-solver", 200, 14);
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (const p of positions) {
    solver.clear();
    solver.solve(p);
  }
  const seconds = (performance.now() - start) / 1000;
  const cpuSeconds = process.cpuUsage(cpu).user / 1e6;
  const nodes = solver.nodes;
  return { positions: positions.length, nodes, seconds, cpuSeconds, nodesPerSecond: nodes / seconds, nodesPerCpuSecond: nodes / cpuSeconds };
}

/**
 * The perfect player's thinking time per move, in games from the start with a budget of
 * one second, against each opponent from each seat. `lost` counts games it did not win as
 * Red, or lost as Yellow.
 */
export function benchMoves(games = 2): MoveRow[] {
  const opponents: [string, Bot<State, Action>][] = [
    ["Random", randomBot(connectFour) as Bot<State, Action>],
    ["Medium", bots[1] as Bot<State, Action>],
    ["Perfect", perfect],
  ];
  const rows: MoveRow[] = [];
  for (const [name, opponent] of opponents)
    for (const seat of [0, 1]) {
      const times: number[] = [];
      let lost = 0;
      for (let g = 0; g < games; g++) {
        const rng = createRng(`bench-moves-${name}-${seat}-${g}`);
        let state = connectFour.setup(2, {}, rng);
        for (;;) {
          const status = connectFour.status(state);
          if ("over" in status) {
            if (seat === 0 ? !status.over.winners.includes(0) : status.over.winners.includes(0)) lost++;
            break;
          }
          const mine = state.next === seat;
          const t = performance.now();
          const action = (mine ? perfect : opponent).choose(state, state.next, rng, { ms: 1000, now: () => performance.now() });
          if (mine) times.push(performance.now() - t);
          state = connectFour.apply(state, state.next, action, rng);
        }
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
      rows.push({ opponent: name, seat, games, moves: times.length, medianMs: at(0.5), p90Ms: at(0.9), maxMs: times.at(-1) ?? 0, lost });
    }
  return rows;
}

const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Prints both tables, as `npm run bench` does. */
export function printSolverBench(): void {
  const s = benchSolver();
  console.log("\nConnect Four solver: 200 positions of 14 random discs, each solved exactly from an empty table\n");
  console.log("| positions | nodes | seconds | nodes/s | CPU seconds | nodes per CPU second |\n|---:|---:|---:|---:|---:|---:|");
  console.log(`| ${s.positions} | ${fmt(s.nodes)} | ${fmt(s.seconds, 2)} | ${fmt(s.nodesPerSecond)} | ${fmt(s.cpuSeconds, 2)} | ${fmt(s.nodesPerCpuSecond)} |`);
  console.log("\nConnect Four perfect player: time per move in games from the start (1 s budget)\n");
  console.log("| opponent | perfect plays | games | moves | median ms | p90 ms | max ms | not won (Red) / lost (Yellow) |\n|---|---|---:|---:|---:|---:|---:|---:|");
  for (const r of benchMoves())
    console.log(`| ${r.opponent} | ${r.seat === 0 ? "Red" : "Yellow"} | ${r.games} | ${r.moves} | ${fmt(r.medianMs, 1)} | ${fmt(r.p90Ms, 1)} | ${fmt(r.maxMs, 1)} | ${r.lost} |`);
}

if (import.meta.url === `file://${process.argv[1]}`) printSolverBench();
