/**
 * Fits the weights of Lincoln's position evaluation (shared/games/lincoln/evaluation.ts) to
 * the outcomes of games between greedy players, by logistic regression (Newton's method with
 * a little L2 regularisation), and prints them with their fit.
 *
 *   node --import tsx test/shared/lincoln/tools/fit-evaluation.ts [games] [jitter]
 *
 * Positions are taken at the start of every turn; each game's positions are labelled with its
 * winner. The greedy players get `jitter` points of noise (default 0.3) so that games differ.
 */
import { createRng, setupState } from "../../../../shared/engine";
import { options, handle, settle } from "../../../../shared/games/lincoln/decisions";
import { EVALUATION_WEIGHTS, FEATURES, features, unionWinChance } from "../../../../shared/games/lincoln/evaluation";
import { greedyChoice } from "../../../../shared/games/lincoln/greedy";
import { lincoln } from "../../../../shared/games/lincoln/rules";
import { type State, cloneState } from "../../../../shared/games/lincoln/state";

const games = Number(process.argv[2] ?? 600);
const jitter = Number(process.argv[3] ?? 0.3);
const rows: number[][] = [];
const labels: number[] = [];
const gameOf: number[] = [];
let unionWins = 0;
for (let g = 0; g < games; g++) {
  const rng = createRng(`fit:${g}`);
  let s = setupState(lincoln, {}, `fit:${g}`) as State;
  const mine: number[][] = [];
  let lastTurn = 0;
  for (let ply = 0; ply < 3000 && !s.result; ply++) {
    if (s.turn !== lastTurn && s.pending.length === 0) {
      mine.push(features(s));
      lastTurn = s.turn;
    }
    const a = greedyChoice(s, options(s), rng, jitter);
    const next = cloneState(s);
    next.log = [];
    handle(next, a, rng);
    settle(next, rng);
    s = next;
  }
  const won = s.result?.winners.includes(0) ? 1 : 0;
  unionWins += won;
  for (const x of mine) {
    rows.push(x);
    labels.push(won);
    gameOf.push(g);
  }
}
console.error(`${games} games, Union won ${unionWins}; ${rows.length} positions`);

/** Logistic regression by Newton's method (IRLS), L2 on every weight but the bias. */
function fit(xs: number[][], ys: number[], lambda = 1): number[] {
  const k = xs[0]!.length;
  let w = new Array<number>(k).fill(0);
  for (let iter = 0; iter < 25; iter++) {
    const grad = new Array<number>(k).fill(0);
    const hess = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    xs.forEach((x, n) => {
      const z = x.reduce((a, xi, i) => a + xi * w[i]!, 0);
      const p = 1 / (1 + Math.exp(-z));
      const d = p - ys[n]!;
      const v = p * (1 - p);
      for (let i = 0; i < k; i++) {
        grad[i]! += d * x[i]!;
        for (let j = 0; j < k; j++) hess[i]![j]! += v * x[i]! * x[j]!;
      }
    });
    for (let i = 1; i < k; i++) {
      grad[i]! += lambda * w[i]!;
      hess[i]![i]! += lambda;
    }
    hess[0]![0]! += 1e-6;
    const step = solve(hess, grad);
    w = w.map((wi, i) => wi - step[i]!);
    if (Math.max(...step.map(Math.abs)) < 1e-7) break;
  }
  return w;
}

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let j = c; j <= n; j++) m[r]![j]! -= f * m[c]![j]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

function logLoss(xs: number[][], ys: number[], w: readonly number[]): number {
  let loss = 0;
  xs.forEach((x, n) => {
    const z = x.reduce((a, xi, i) => a + xi * (w[i] ?? 0), 0);
    const p = Math.min(1 - 1e-9, Math.max(1e-9, 1 / (1 + Math.exp(-z))));
    loss -= ys[n]! ? Math.log(p) : Math.log(1 - p);
  });
  return loss / xs.length;
}

// Held-out check: fit on games of even number, test on odd ones; then fit on all.
const train = rows.map((_, i) => i).filter((i) => gameOf[i]! % 2 === 0);
const test = rows.map((_, i) => i).filter((i) => gameOf[i]! % 2 === 1);
const wTrain = fit(train.map((i) => rows[i]!), train.map((i) => labels[i]!));
const base = labels.reduce((a, b) => a + b, 0) / labels.length;
const constant = [Math.log(base / (1 - base))];
console.error(
  `held-out log loss: fitted ${logLoss(test.map((i) => rows[i]!), test.map((i) => labels[i]!), wTrain).toFixed(4)}, ` +
    `current weights ${logLoss(test.map((i) => rows[i]!), test.map((i) => labels[i]!), EVALUATION_WEIGHTS).toFixed(4)}, ` +
    `constant ${logLoss(test.map((i) => rows[i]!), test.map((i) => labels[i]!), constant).toFixed(4)}`,
);
const w = fit(rows, labels);
console.error(FEATURES.map((f, i) => `${f}: ${w[i]!.toFixed(3)}`).join("\n"));
console.log(`[${w.map((x) => x.toFixed(3)).join(", ")}]`);
void unionWinChance;
