/**
 * Computer seats in an online game: whose decision it is, the move the computer makes there,
 * and the level it takes a seat over with. Pure; the room plays the move a moment later, on
 * its own timer (worker/room.ts, scheduleComputer).
 */
import { type AnyGame, type Seat, checkAction, createRng, strongest } from "../shared/engine";
import { botsOf } from "../shared/games/bots";

/** The computer seat whose decision it is now, if any (`computers`: a level per seat, null for a person). */
export function computerToMove(game: AnyGame, state: unknown, computers: readonly (string | null)[] | undefined): Seat | null {
  const status = game.status(state);
  if (!("active" in status)) return null;
  return status.active.find((s) => computers?.[s]) ?? null;
}

/**
 * The computer's move at `seat`: its level's player (the strongest, if the game no longer has
 * that level) with its own default amount of work, no clock (none runs in a Durable Object while
 * it thinks), and numbers of its own from the game's secret seed. Checked like anyone's move:
 * a refused one throws.
 */
export function computerMove(gameId: string, game: AnyGame, state: unknown, seat: Seat, level: string, seed: string, ply: number): unknown {
  const bots = botsOf(gameId);
  const bot = bots.find((b) => b.id === level) ?? strongest(bots);
  const action: unknown = bot.choose(state, seat, createRng(`${seed}:computer:${ply}`), {});
  const checked = checkAction(game, state, ply, seat, ply, action);
  if (!checked.ok) throw new Error(`${bot.id} chose a refused action: ${checked.refusal.message}`);
  return checked.action;
}

/** The level a computer plays a seat with when it takes it over (a player left or ran out of time). */
export const takeoverLevel = (gameId: string): string => strongest(botsOf(gameId)).id;

/** A computer seat's level as the players list names it ("Strong"). */
export const levelName = (gameId: string, level: string): string => botsOf(gameId).find((b) => b.id === level)?.name ?? level;
