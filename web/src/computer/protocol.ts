import type { Seat } from "../../../shared/engine";

/** What the page asks the computer's thread: a move for `seat` in `state` of `game`, at `level`. */
export type ComputerRequest = { id: number; game: string; level: string; state: unknown; seat: Seat; seed: string; ms: number };
/** Its answer: the action, or why there is none. */
export type ComputerAnswer = { id: number; action: unknown } | { id: number; error: string };
