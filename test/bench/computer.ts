/**
 * The computer's cost online: each game's strongest player, on every seat, with the default
 * budget the Durable Object gives it (`{}`: the player's own default amount of work), over a few
 * whole games; its time per decision here in Node (workerd runs the same JavaScript on V8), the
 * computer's thinking per game (one computer seat; the others are people), and what that
 * thinking adds per 1,000 games at Workers Paid prices: a Durable Object is billed for the
 * time it is active, and thinking keeps it active. Also alone: `node --import tsx test/bench/computer.ts`.
 */
import { type GameOptions, applyAction, createRng, seatCount, setupState } from "../../shared/engine";
import { GAMES } from "../../shared/games";
import { botsOf } from "../../shared/games/bots";
import { strongest } from "../../shared/engine/bot";
import { PRICES } from "./cost";

const GAMES_EACH = Number(process.env.COMPUTER_GAMES ?? 3);
const PLY_CAP = 3000;
const OPTIONS: Record<string, GameOptions> = { "pixel-lincoln": { players: 2 } };
const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;

export function printComputerBench(): void {
  console.log(`\nThe computer online: each game's strongest player with the Durable Object's default budget, ${GAMES_EACH} whole games a game, every seat`);
  console.log(`(thinking per game counts one computer seat; dollars: ${PRICES.objectGbSecondsPerMillion} $ per million GB-s of Durable Object duration at 128 MB, prices of ${PRICES.date})\n`);
  console.log("| game | player | decisions a seat a game | ms a decision, median | p95 | max | thinking a game, s | $ per 1,000 games |\n|---|---|---:|---:|---:|---:|---:|---:|");
  for (const id of Object.keys(GAMES)) {
    const game = GAMES[id]!;
    const bots = botsOf(id);
    if (bots.length === 0) continue;
    const bot = strongest(bots);
    const times: number[] = [];
    let decisions = 0;
    let seatsPlayed = 0;
    for (let g = 0; g < GAMES_EACH; g++) {
      const seed = `computer-bench:${id}:${g}`;
      let state = setupState(game, OPTIONS[id] ?? {}, seed);
      const pick = createRng(`${seed}:active`);
      for (let ply = 0; ply < PLY_CAP; ply++) {
        const status = game.status(state);
        if ("over" in status) break;
        const seat = status.active[pick.int(status.active.length)]!;
        const start = performance.now();
        const action = bot.choose(state, seat, createRng(`${seed}:${ply}`), {});
        times.push(performance.now() - start);
        decisions++;
        state = applyAction(game, state, ply, seed, seat, action).state;
      }
      seatsPlayed += seatCount(game, OPTIONS[id] ?? {});
    }
    const perSeatGame = decisions / seatsPlayed;
    const thinkingSeconds = (perSeatGame * times.reduce((a, b) => a + b, 0)) / decisions / 1000;
    const dollars = ((thinkingSeconds * 0.128) / 1e6) * PRICES.objectGbSecondsPerMillion * 1000;
    console.log(
      `| ${game.name} | ${bot.name} | ${fmt(perSeatGame)} | ${fmt(quantile(times, 0.5), 1)} | ${fmt(quantile(times, 0.95), 1)} | ${fmt(Math.max(...times), 0)} | ${fmt(thinkingSeconds, 1)} | ${fmt(dollars, 4)} |`,
    );
  }
}

// Alone: node --import tsx test/bench/computer.ts
if (process.argv[1]?.endsWith("computer.ts")) printComputerBench();
