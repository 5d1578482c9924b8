/**
 * Clocks, computed from what the room already stores: when play began and
 * when each move was made. Nothing is written per move for them. A move's
 * time (since the move before it, or since play began) is charged to the
 * seat that made it.
 *
 * - a deadline per move (correspondence): each decision must come within
 *   `hours` of the move before it;
 * - a game clock with an increment (Connect Four, Lines of Action): each seat
 *   has `minutes`, spends its own time, and gains `increment` seconds a move.
 */
import type { Seat } from "../shared/engine";
import type { ClockOption } from "../shared/protocol";

export type Timing = { seat: Seat; at: number };

/** Each seat's time left (ms) at `now`, and when the seats to move run out. */
export type ClockReading = { left: (number | null)[]; deadline: number | null };

export function readClock(
  clock: ClockOption,
  seats: number,
  startedAt: number,
  moves: readonly Timing[],
  running: readonly Seat[],
  now: number,
): ClockReading {
  const since = moves.at(-1)?.at ?? startedAt;
  if (clock.kind === "move") {
    const deadline = since + clock.hours * 3_600_000;
    const left = Array.from({ length: seats }, (_, s) => (running.includes(s) ? Math.max(0, deadline - now) : null));
    return { left, deadline: running.length > 0 ? deadline : null };
  }
  const bank = Array.from({ length: seats }, () => clock.minutes * 60_000);
  let previous = startedAt;
  for (const move of moves) {
    bank[move.seat] = (bank[move.seat] ?? 0) - (move.at - previous) + clock.increment * 1000;
    previous = move.at;
  }
  const left = bank.map((ms, s) => (running.includes(s) ? Math.max(0, ms - (now - since)) : Math.max(0, ms)));
  const deadline = running.length > 0 ? since + Math.min(...running.map((s) => bank[s] ?? 0)) : null;
  return { left, deadline };
}

/** The seats among `running` whose time is up at `now`. */
export function outOfTime(reading: ClockReading, running: readonly Seat[]): Seat[] {
  return running.filter((s) => reading.left[s] === 0);
}
