/**
 * Lincoln games between computer players, with what the arena does not print: how each game
 * ended (by ending code, grouped by the winning side), how long it lasted in turns, and how
 * many Union reshuffles it reached. For the balance figures in the game's README.
 *
 *   node --import tsx test/shared/lincoln/tools/self-play.ts play <union> <confederate> <from> <to> [work] [tag] > games.jsonl
 *   node --import tsx test/shared/lincoln/tools/self-play.ts summary games.jsonl [more.jsonl...]
 *
 * `play` plays the games numbered from..to-1 (seeds "<tag>:<n>"), the players given by id
 * (random, greedy, strong) on the Union and Confederate seats, with a work budget a decision
 * (default 8), and prints one JSON line a game: its outcome, a digest of its actions (the same
 * seeds give the same digests while the players decide the same), and for each seat the
 * CPU time of its searched decisions (`process.cpuUsage`: wall time is inflated on a shared
 * machine) and the playouts they took. Run two at once on two cores, with `nice`.
 * `LINCOLN_SEARCH='{"unionTurns":3}'` plays Strong with those search settings changed (search.ts,
 * `SEARCH`), for a comparison of two settings on the same seeds without editing the code.
 * `summary` reads such lines and prints the shares with 95 % (Wilson) intervals.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { applyAction, createRng, setupState } from "../../../../shared/engine";
import { bots } from "../../../../shared/games/lincoln/bot";
import { lincoln } from "../../../../shared/games/lincoln/rules";
import { SEARCH } from "../../../../shared/games/lincoln/search";
import type { State } from "../../../../shared/games/lincoln/state";
import { wilson } from "../../../arena/stats";

/** A seat's searched decisions (those that played out): how many, their CPU ms (median, longest) and playouts. */
type Searched = { decisions: number; medianCpu: number; maxCpu: number; cpu: number; playouts: number };

type Game = {
  n: number;
  union: string;
  confederate: string;
  winner: "union" | "confederate" | null;
  ending: string | null;
  turns: number;
  plies: number;
  reshuffles: number;
  ms: [number, number];
  digest?: string;
  searched?: [Searched, Searched];
};

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function searchedOf(cpu: number[], playouts: number): Searched {
  const sorted = cpu.slice().sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    decisions: sorted.length,
    medianCpu: round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    maxCpu: round(sorted.at(-1) ?? 0),
    cpu: round(sorted.reduce((a, b) => a + b, 0)),
    playouts,
  };
}

function play(unionId: string, confederateId: string, from: number, to: number, work: number, tag: string): void {
  const players = [unionId, confederateId].map((id) => {
    const bot = bots.find((b) => b.id === id);
    if (!bot) throw new Error(`no Lincoln player ${id}: ${bots.map((b) => b.id).join(", ")}`);
    return bot;
  });
  for (let n = from; n < to; n++) {
    const seed = `${tag}:${n}`;
    let state = setupState(lincoln, {}, seed) as State;
    const time = [0, 0];
    const decisions = [0, 0];
    const cpu: [number[], number[]] = [[], []];
    const playouts = [0, 0];
    const actions = createHash("sha256");
    let ply = 0;
    for (; ply < 3000 && !state.result; ply++) {
      const status = lincoln.status(state);
      if (!("active" in status)) break;
      const seat = status.active[0] ?? 0;
      const player = players[seat]!;
      const rng = createRng(`${seed}:bot:${ply}`);
      const start = performance.now();
      const startCpu = cpuMs();
      // `decide` is `choose` with the playouts counted (the same action).
      const decision = player.decide ? player.decide(state, seat, rng, { work }) : { action: player.choose(state, seat, rng, { work }), nodes: 0 };
      if ((decision.nodes ?? 0) > 0) {
        cpu[seat]!.push(cpuMs() - startCpu);
        playouts[seat]! += decision.nodes ?? 0;
      }
      time[seat]! += performance.now() - start;
      decisions[seat]!++;
      actions.update(JSON.stringify(decision.action));
      state = applyAction(lincoln, state, ply, seed, seat, decision.action).state as State;
    }
    const winner = state.result ? (state.result.winners[0] === 0 ? "union" : "confederate") : null;
    const game: Game = {
      n,
      union: unionId,
      confederate: confederateId,
      winner,
      ending: state.result?.ending ?? null,
      turns: state.turn,
      plies: ply,
      reshuffles: state.cards.union.reshuffles,
      ms: [time[0]! / Math.max(1, decisions[0]!), time[1]! / Math.max(1, decisions[1]!)],
      digest: actions.digest("hex").slice(0, 16),
      searched: [searchedOf(cpu[0], playouts[0]!), searchedOf(cpu[1], playouts[1]!)],
    };
    console.log(JSON.stringify(game));
  }
}

const pct = (k: number, n: number) => {
  const w = wilson(k, n);
  return `${((100 * k) / Math.max(1, n)).toFixed(1)} % [${(100 * w.low).toFixed(1)}-${(100 * w.high).toFixed(1)}]`;
};

function summary(files: string[]): void {
  const games: Game[] = files.flatMap((f) =>
    readFileSync(f, "utf8")
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as Game),
  );
  const n = games.length;
  const pairs = [...new Set(games.map((g) => `${g.union} (Union) vs ${g.confederate} (Confederacy)`))];
  console.log(`${n} games: ${pairs.join("; ")}\n`);
  console.log("| side | wins [95 %] |\n|---|---:|");
  for (const side of ["union", "confederate"] as const) console.log(`| ${side} | ${pct(games.filter((g) => g.winner === side).length, n)} |`);
  console.log(`| unfinished | ${games.filter((g) => g.winner === null).length} |`);
  console.log("\n| winner | ending | games | share of all | share of that side's wins |\n|---|---|---:|---:|---:|");
  const endings = new Map<string, number>();
  for (const g of games) endings.set(`${g.winner}|${g.ending}`, (endings.get(`${g.winner}|${g.ending}`) ?? 0) + 1);
  for (const [key, count] of [...endings].sort((a, b) => b[1] - a[1])) {
    const [winner, ending] = key.split("|");
    const wins = games.filter((g) => g.winner === winner).length;
    console.log(`| ${winner} | ${ending} | ${count} | ${pct(count, n)} | ${((100 * count) / Math.max(1, wins)).toFixed(1)} % |`);
  }
  const sorted = (xs: number[]) => xs.slice().sort((a, b) => a - b);
  const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)] ?? 0;
  const reached = games.filter((g) => g.reshuffles >= 1 || g.ending === "first-reshuffle").length;
  console.log(
    `\nturns: median ${median(games.map((g) => g.turns))}; plies: median ${median(games.map((g) => g.plies))}; ` +
      `games reaching the Union's first reshuffle: ${pct(reached, n)}; its second: ${pct(games.filter((g) => g.reshuffles >= 2 || g.ending === "second-reshuffle").length, n)}`,
  );
  const ms = (seat: 0 | 1) => games.reduce((a, g) => a + g.ms[seat], 0) / Math.max(1, n);
  console.log(`ms a decision (wall, mean of the games' means): Union seat ${ms(0).toFixed(1)}, Confederate seat ${ms(1).toFixed(1)}`);
  for (const seat of [0, 1] as const) {
    const s = games.flatMap((g) => (g.searched && g.searched[seat].decisions > 0 ? [g.searched[seat]] : []));
    if (s.length === 0) continue;
    const cpu = s.reduce((a, x) => a + x.cpu, 0);
    const playouts = s.reduce((a, x) => a + x.playouts, 0);
    console.log(
      `${seat === 0 ? "Union" : "Confederate"} seat, searched decisions (CPU): ${s.reduce((a, x) => a + x.decisions, 0)}, ` +
        `median of the games' medians ${median(s.map((x) => x.medianCpu))} ms, longest ${Math.max(...s.map((x) => x.maxCpu))} ms, ` +
        `${((1000 * playouts) / Math.max(1, cpu)).toFixed(0)} playouts a CPU second`,
    );
  }
}

const [mode, ...args] = process.argv.slice(2);
if (process.env.LINCOLN_SEARCH) Object.assign(SEARCH, JSON.parse(process.env.LINCOLN_SEARCH));
if (mode === "play") play(args[0] ?? "strong", args[1] ?? "strong", Number(args[2] ?? 0), Number(args[3] ?? 10), Number(args[4] ?? 8), args[5] ?? "self-play");
else if (mode === "summary") summary(args);
else console.error("usage: self-play.ts play <union> <confederate> <from> <to> [work] [tag] | summary <files...>");
