/** The battle in progress in a state's or a view's pending decisions, if any: the latest one. */
import type { Combat, Decision } from "./state";

export function currentCombat(of: { pending: readonly Decision[] }): Combat | undefined {
  for (let i = of.pending.length - 1; i >= 0; i--) {
    const d = of.pending[i];
    if (d?.k === "combat") return d;
  }
  return undefined;
}
