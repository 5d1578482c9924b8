/**
 * `node --import tsx test/shared/lincoln/tools/cold-start.ts [seed] [plies] [side]`: how long
 * Strong's first searched decisions take in a fresh process (as `side`, the Union by default or
 * the Confederacy, 40 work, against Easy, over the game's first `plies`, 20 by default), in CPU
 * time and in wall time. The arena's figures are
 * CPU time (`process.cpuUsage`), which counts V8's compiler threads too: in a fresh process,
 * while the JIT compiles the search, that is about twice the wall time. Prints figures, checks
 * nothing. `LINCOLN_SEARCH` changes Strong's settings as in self-play.ts.
 */
import { applyAction, createRng, setupState } from "../../../../shared/engine";
import { bots } from "../../../../shared/games/lincoln/bot";
import { lincoln } from "../../../../shared/games/lincoln/rules";
import { SEARCH } from "../../../../shared/games/lincoln/search";
import type { State } from "../../../../shared/games/lincoln/state";

if (process.env.LINCOLN_SEARCH) Object.assign(SEARCH, JSON.parse(process.env.LINCOLN_SEARCH));
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const strong = bots.find((b) => b.id === "strong");
const greedy = bots.find((b) => b.id === "greedy");
if (!strong?.decide || !greedy) throw new Error("Lincoln's Strong and Easy players are missing");
const seed = process.argv[2] ?? "cold:0";
const plies = Number(process.argv[3] ?? 20);
const side = process.argv[4] ?? "union";
if (side !== "union" && side !== "confederate") throw new Error(`side: union or confederate, not ${side}`);
const strongSeat = side === "union" ? 0 : 1;

let state = setupState(lincoln, {}, seed) as State;
const searched: string[] = [];
for (let ply = 0; ply < plies && !state.result; ply++) {
  const status = lincoln.status(state);
  if (!("active" in status)) break;
  const seat = status.active[0] ?? 0;
  const rng = createRng(`${seed}:bot:${ply}`);
  const cpu = cpuMs();
  const wall = performance.now();
  const decision = seat === strongSeat ? strong.decide(state, seat, rng, { work: 40 }) : { action: greedy.choose(state, seat, rng, { work: 40 }), nodes: 0 };
  if ((decision.nodes ?? 0) > 0) searched.push(`ply ${ply}: ${(cpuMs() - cpu).toFixed(0)} ms CPU, ${(performance.now() - wall).toFixed(0)} ms wall`);
  state = applyAction(lincoln, state, ply, seed, seat, decision.action).state as State;
}
console.log(`${seed}, Strong as the ${side === "union" ? "Union" : "Confederacy"}, 40 work, the searched decisions of the first ${plies} plies:\n${searched.join("\n")}`);
