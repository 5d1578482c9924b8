/**
 * The game contract at one state of a random playout: every action in `legal` is accepted
 * and leaves the state it was applied to unchanged; `apply` refuses each action of `outside`
 * that is not in `legal`, and any action from a seat that is not deciding.
 */
import { type AnyGame, RuleError, type Seat, actionKey, applyAction, createRng, includesAction } from "../../shared/engine";

export function checkContract(
  game: AnyGame,
  state: unknown,
  at: { seed: string; ply: number; seat: Seat; active: Seat[]; seats: number },
  legal: unknown[],
  outside: unknown[],
): void {
  const where = `${at.seed} ply ${at.ply}`;
  const before = JSON.stringify(state);
  for (const action of legal) applyAction(game, state, at.ply, at.seed, at.seat, action);
  if (JSON.stringify(state) !== before) throw new Error(`${where}: apply changed its input`);
  const refused = (seat: Seat, action: unknown) => {
    try {
      game.apply(state, seat, action, createRng("x"));
    } catch (error) {
      if (error instanceof RuleError) return true;
      throw error;
    }
    return false;
  };
  for (const action of outside)
    if (!includesAction(legal, action) && !refused(at.seat, action)) throw new Error(`${where}: ${actionKey(action)} was accepted though not legal`);
  if (legal[0] !== undefined)
    for (let other = 0; other < at.seats; other++)
      if (!at.active.includes(other) && !refused(other, legal[0])) throw new Error(`${where}: seat ${other} acted out of turn`);
}
