/**
 * How the random playouts choose among the legal actions: uniformly, or a "keen" random
 * player who mostly does the sensible thing (fights what it can beat, buys what it can
 * afford, jumps otherwise, keeps its cards) so that games reach bosses and level clears.
 * Both only ever pick from `legal`.
 */
import type { Rng } from "../../../shared/engine";
import { cardOf, isBuyable, isEnemy, isEquippable } from "../../../shared/games/pixel-lincoln/data/cards";
import { neededPower, powerToward } from "../../../shared/games/pixel-lincoln/fight";
import type { Action, State } from "../../../shared/games/pixel-lincoln/rules";
import { facedCard } from "../../../shared/games/pixel-lincoln/state";

export type Policy = (state: State, seat: number, legal: Action[], rng: Rng) => Action;

export const uniform: Policy = (_state, _seat, legal, rng) => legal[rng.int(legal.length)] as Action;

export const keen: Policy = (state, seat, legal, rng) => {
  const any = () => legal[rng.int(legal.length)] as Action;
  const of = <T extends Action["t"]>(t: T) => legal.filter((a): a is Extract<Action, { t: T }> => a.t === t);
  if (rng.next() < 0.1) return any();
  const front = state.queue[0];
  if (front) {
    if (front.k === "window") return of("cancel")[0] && rng.next() < 0.3 ? (of("cancel")[0] as Action) : { t: "decline" };
    if (front.k === "bonus") return rng.next() < 0.8 ? { t: "draw" } : any();
    if (front.k === "continue") return legal[0] as Action;
    return any();
  }
  if (state.step === "discard") return of("done")[0] ?? any();
  const p = state.players[seat];
  const faced = facedCard(state, seat);
  if (!p) return any();
  if (faced && isEnemy(faced.card)) {
    const need = neededPower(state, faced.card) - powerToward(state, faced.card);
    const power = p.hand.filter(isEquippable).reduce((s, c) => s + cardOf(c).power, 0);
    const strongest = of("equip")
      .filter((a) => cardOf(a.card).power > 0)
      .sort((a, b) => cardOf(b.card).power - cardOf(a.card).power)[0];
    if (power >= need && strongest) return strongest;
    const jump = of("jump")[0];
    if (jump) return jump;
    if (of("yield").length) return { t: "yield" };
    if (strongest) return strongest;
  }
  if (faced && isBuyable(faced.card)) {
    const coins = p.hand.reduce((s, c) => s + cardOf(c).coin, 0) + (state.purse?.target === faced.card ? state.purse.coins : 0);
    const spend = of("spend")[0];
    if (coins >= cardOf(faced.card).cost && spend) return spend;
    const jump = of("jump")[0];
    if (jump) return jump;
  }
  const shoot = of("shoot")[0];
  if (shoot && rng.next() < 0.5) return shoot;
  if (of("yield").length) return { t: "yield" };
  return of("stop")[0] ?? any();
};
