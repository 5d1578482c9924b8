/**
 * Whole random games to the end, checked ply by ply: pieces never come back, nobody is
 * connected while the game goes on, every game ends with an outcome the final board
 * bears out, every legal action is accepted and every other refused, and the same
 * seed and actions always give the same game.
 */
import { describe, expect, test } from "vitest";
import {
  type Move,
  RuleError,
  actionKey,
  applyAction,
  checkAction,
  createRng,
  randomPlayout,
  replay,
  setupState,
} from "../../../shared/engine";
import { SQUARE_NAMES, countPieces } from "../../../shared/games/lines-of-action/board";
import { QUIET_PLY_LIMIT, REASONS, REPETITION_LIMIT, positionKey } from "../../../shared/games/lines-of-action/ending";
import { isConnected } from "../../../shared/games/lines-of-action/groups";
import { hasMove } from "../../../shared/games/lines-of-action/moves";
import { type Action, type Options, type State, linesOfAction } from "../../../shared/games/lines-of-action/rules";
import { naiveGroupCount } from "./helpers";

const game = linesOfAction;
/** Random games played and checked; half under each simultaneous-connection rule. */
const GAMES = 2_000;
/** Of those, games where every legal action of every position goes through checkAction and apply. */
const FULLY_CHECKED = 10;

const optionsFor = (g: number): Options => ({ simultaneous: g % 2 === 0 ? "mover-wins" : "draw" });

function fail(message: string): never {
  throw new Error(message);
}

/** Why the game is over, checked against the final board; returns nothing or throws. */
function checkOutcome(state: State, where: string): void {
  const outcome = state.outcome ?? fail(`${where}: no outcome`);
  // Connection judged by the naive group count, not the engine's.
  const connected = [naiveGroupCount(state.board, 0) === 1, naiveGroupCount(state.board, 1) === 1];
  const mover = state.last?.seat ?? fail(`${where}: over before any move`);
  const [winner] = outcome.winners;
  switch (outcome.reason) {
    case REASONS.connected:
    case REASONS.onePiece: {
      if (winner === undefined || outcome.winners.length !== 1) fail(`${where}: a connection needs one winner`);
      if (!connected[winner] || connected[1 - winner]) fail(`${where}: only the winner should be connected`);
      const single = countPieces(state.board, winner) === 1;
      if (single !== (outcome.reason === REASONS.onePiece)) fail(`${where}: one-piece reason on ${countPieces(state.board, winner)} pieces`);
      return;
    }
    case REASONS.both:
      if (!connected[0] || !connected[1]) fail(`${where}: both sides should be connected`);
      if (actionKey(outcome.winners) !== actionKey(state.simultaneous === "mover-wins" ? [mover] : []))
        fail(`${where}: wrong winners ${outcome.winners} under ${state.simultaneous}`);
      return;
    case REASONS.repetition: {
      const key = positionKey(state.board, state.next);
      if (state.history.filter((k) => k === key).length !== REPETITION_LIMIT) fail(`${where}: no third repetition`);
      break;
    }
    case REASONS.quiet:
      if (state.quiet !== QUIET_PLY_LIMIT) fail(`${where}: quiet count ${state.quiet}`);
      break;
    case REASONS.stuck:
      if (hasMove(state.board, 0) || hasMove(state.board, 1)) fail(`${where}: a side could still move`);
      break;
    default:
      fail(`${where}: unknown reason ${outcome.reason}`);
  }
  if (outcome.winners.length !== 0) fail(`${where}: a draw has no winners`);
  if (connected[0] || connected[1]) fail(`${where}: a connected side should have won`);
}

/** One ply, before and after, against the rules' invariants. */
function checkPly(before: State, after: State, move: Move, lines: string[], where: string): void {
  const mover = move.seat;
  const other = 1 - mover;
  if (after.ply !== before.ply + 1 || after.next !== other) fail(`${where}: ply or turn did not advance`);
  if (countPieces(after.board, mover) !== countPieces(before.board, mover)) fail(`${where}: the mover's pieces changed`);
  const lost = countPieces(before.board, other) - countPieces(after.board, other);
  const capture = after.last !== null && "capture" in after.last && after.last.capture;
  if (lost !== (capture ? 1 : 0)) fail(`${where}: ${lost} pieces lost on a ${capture ? "capture" : "quiet move"}`);
  if (after.quiet !== (capture ? 0 : before.quiet + 1)) fail(`${where}: quiet count`);
  if (after.history.at(-1) !== positionKey(after.board, after.next)) fail(`${where}: history misses the position`);
  if (!/^(Black|White) ([a-h][1-8]-[a-h][1-8]|has no move and passes)$/.test(lines[0] ?? ""))
    fail(`${where}: log line ${lines[0]}`);
  if (after.outcome) checkOutcome(after, where);
  else if (isConnected(after.board, 0) || isConnected(after.board, 1)) fail(`${where}: a connection went unnoticed`);
}

/** Every legal action is accepted and applied; a sample of others is refused as illegal. */
function checkActions(state: State, where: string, chooser: ReturnType<typeof createRng>): void {
  const seat = state.next;
  const legal = game.legal(state, seat);
  const keys = new Set(legal.map(actionKey));
  for (const action of legal) {
    const check = checkAction(game, state, state.ply, seat, state.ply, action);
    if (!check.ok) fail(`${where}: legal ${actionKey(action)} refused: ${check.refusal.message}`);
    const rng = createRng(where);
    const after = game.apply(state, seat, action, rng);
    if (after.ply !== state.ply + 1) fail(`${where}: ${actionKey(action)} not applied`);
    if (rng.used) fail(`${where}: the rules drew a random number`);
    const other = checkAction(game, state, state.ply, 1 - seat, state.ply, action);
    if (other.ok || other.refusal.code !== "turn") fail(`${where}: the other seat could act`);
  }
  const randomMove = (): Action => ({ from: SQUARE_NAMES[chooser.int(64)]!, to: SQUARE_NAMES[chooser.int(64)]! });
  const samples: Action[] = [{ pass: true }, ...Array.from({ length: 8 }, randomMove)];
  for (const action of samples) {
    if (keys.has(actionKey(action))) continue;
    const check = checkAction(game, state, state.ply, seat, state.ply, action);
    if (check.ok || check.refusal.code !== "illegal") fail(`${where}: ${actionKey(action)} was not refused as illegal`);
    let threw = false;
    try {
      game.apply(state, seat, action, createRng(where));
    } catch (error) {
      threw = error instanceof RuleError;
    }
    if (!threw) fail(`${where}: apply accepted ${actionKey(action)}`);
  }
}

describe("random playouts to the end", () => {
  test(`${GAMES} games end with outcomes the board bears out, and replay to the same state`, { timeout: 120_000 }, () => {
    const reasons = new Map<string, number>();
    for (let g = 0; g < GAMES; g++) {
      const options = optionsFor(g);
      const seed = `loa playout ${g}`;
      const playout = randomPlayout(game, options, seed);
      if (!playout.outcome) fail(`game ${g}: did not end in ${playout.moves.length} plies`);
      reasons.set(playout.outcome.reason, (reasons.get(playout.outcome.reason) ?? 0) + 1);

      const chooser = createRng(`loa samples ${g}`);
      let state = setupState(game, options, seed) as State;
      playout.moves.forEach((move, ply) => {
        const where = `game ${g} (${seed}) ply ${ply}`;
        if (g < FULLY_CHECKED) checkActions(state, where, chooser);
        const step = applyAction(game, state, ply, seed, move.seat, move.action);
        checkPly(state, step.state as State, move, step.lines.map((l) => l.text), where);
        state = step.state as State;
      });
      if (JSON.stringify(state) !== JSON.stringify(playout.state)) fail(`game ${g}: the replay differs from the playout`);
      checkOutcome(state, `game ${g} end`);
    }
    // Random play connects far more often than it runs into the draws, but both happen.
    expect(reasons.get(REASONS.connected)).toBeGreaterThan(GAMES / 2);
    expect(reasons.get(REASONS.onePiece)).toBeGreaterThan(0);
  });
});

describe("determinism", () => {
  test("the same seed and actions give the same state, every time", () => {
    for (let g = 0; g < 20; g++) {
      const options = optionsFor(g);
      const seed = `loa determinism ${g}`;
      const { moves, state } = randomPlayout(game, options, seed);
      expect(replay(game, options, seed, moves)).toEqual(state);
      expect(replay(game, options, `another seed ${g}`, moves)).toEqual(state); // the rules use no randomness
      expect(randomPlayout(game, options, seed).moves).toEqual(moves);
    }
  });

  test("different seeds give different games", () => {
    const a = randomPlayout(game, optionsFor(0), "loa one");
    const b = randomPlayout(game, optionsFor(0), "loa two");
    expect(a.moves).not.toEqual(b.moves);
  });
});
