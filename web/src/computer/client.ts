/**
 * The page's side of the computer players: one Web Worker (web/src/computer/worker.ts)
 * that thinks while the page stays responsive. `choose` answers the computer's action;
 * `dispose` ends the thread (and any thinking in it).
 */
import type { Seat } from "../../../shared/engine";
import type { ComputerAnswer, ComputerRequest } from "./protocol";

/** How long the computer may think a move, in the page. */
export const THINK_MS = 800;

export function createComputer(game: string, level: string) {
  const worker = new Worker(new URL("./worker.ts", import.meta.url), { type: "module" });
  const waiting = new Map<number, { resolve: (action: unknown) => void; reject: (error: Error) => void }>();
  let next = 0;
  worker.onmessage = (event: MessageEvent<ComputerAnswer>) => {
    const answer = event.data;
    const pending = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (!pending) return;
    if ("error" in answer) pending.reject(new Error(answer.error));
    else pending.resolve(answer.action);
  };
  worker.onerror = (event) => {
    for (const p of waiting.values()) p.reject(new Error(event.message || "the computer player failed to load"));
    waiting.clear();
  };
  return {
    /** The computer's action for `seat`; `seed` makes its choice repeatable. */
    choose(state: unknown, seat: Seat, seed: string, ms = THINK_MS): Promise<unknown> {
      const id = ++next;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, game, level, state, seat, seed, ms } satisfies ComputerRequest);
      });
    },
    dispose() {
      worker.terminate();
      for (const p of waiting.values()) p.reject(new Error("the computer was stopped"));
      waiting.clear();
    },
  };
}

export type Computer = ReturnType<typeof createComputer>;
