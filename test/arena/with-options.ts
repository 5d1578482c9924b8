/**
 * `node --import tsx test/arena/with-options.ts <game> --options '<json>' --players a,b[,...]
 *  [--games N] [--budget-work W | --budget-ms M] [--seed S] [--from K]`
 *
 * The arena's games and tables (match.ts, stats.ts) for options the arena does not pass: a
 * Pixel Lincoln difficulty, a solo game with a chosen computer level. One thread: run two at
 * once for two cores. Players are seated in rotation as in the arena; `--players` may name
 * one player for a solo game (`"players": 1` in the options).
 */
import { parseArgs } from "node:util";
import { findGame } from "../../shared/games";
import { BOTS } from "../../shared/games/bots";
import { type ArenaBudget, gameSeed, playGame, seating } from "./match";
import { type GameRecord, formatReport, report } from "./stats";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    options: { type: "string", default: "{}" },
    players: { type: "string" },
    games: { type: "string", default: "100" },
    "budget-work": { type: "string" },
    "budget-ms": { type: "string" },
    seed: { type: "string", default: "arena" },
    from: { type: "string", default: "0" },
  },
});

const gameId = positionals[0] ?? "";
const game = findGame(gameId);
if (!game) throw new Error(`no game ${gameId}`);
const options = JSON.parse(values.options ?? "{}") as Record<string, unknown>;
const ids = (values.players ?? "").split(",").map((s) => s.trim());
const bots = ids.map((id) => {
  const bot = (BOTS[gameId] ?? []).find((b) => b.id === id);
  if (!bot) throw new Error(`${gameId} has no player ${id}`);
  return bot;
});
const seats = typeof options.players === "number" ? options.players : bots.length;
const budget: ArenaBudget = values["budget-ms"] ? { ms: Number(values["budget-ms"]) } : { work: Number(values["budget-work"] ?? 1000) };
const games = Number(values.games);
const from = Number(values.from);

const records: GameRecord[] = [];
const started = performance.now();
for (let index = from; index < from + games; index++) {
  records.push(
    playGame(
      {
        game,
        options,
        bots: seating(bots, seats, index),
        seed: gameSeed(values.seed ?? "arena", gameId, 0, index),
        budget,
        plyCap: 20_000,
        pairing: 0,
        index,
      },
      () => performance.now(),
    ),
  );
}
console.log(`# ${gameId} ${JSON.stringify(options)}: ${ids.join(" vs ")}, ${games} games, budget ${JSON.stringify(budget)}`);
console.log(formatReport(report(records)));
console.log(`${games} games in ${((performance.now() - started) / 1000).toFixed(1)} s`);
