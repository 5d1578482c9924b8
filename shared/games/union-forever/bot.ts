/**
 * The Union Forever!'s computer players, weakest first; the last is the default. Each plays
 * either side and decides from its seat's view alone (the deck order is the only secret).
 *
 * - Random (level 0): any legal action.
 * - Easy (level 1, `rules-of-thumb`): scores each action with a few rules of thumb
 *   (rules-of-thumb.ts) and takes the best.
 * - Greedy (level 2): plans the activation in hand, every ACT and battle result of the card
 *   just drawn with each die weighed by its chance, and judges where it ends (planner.ts).
 * - Strong (level 3): the same plan searched wider and one decision deeper, judged with the
 *   block each full-strength Confederate army can still make next to it.
 *
 * The solo game's Confederacy is one of the last three, chosen by the game's `level` option
 * (`solo.ts`).
 */
import { type AnyBot, fromView, randomBot } from "../../engine";
import { unionForever } from "./rules";
import { SOLO_LEVELS, soloChoice } from "./solo";
import type { Action } from "./state";
import type { View } from "./view";

const level = (id: (typeof SOLO_LEVELS)[number], name: string, n: number): AnyBot =>
  fromView<View, Action>(unionForever, { id, name, level: n }, (view, legal, _seat, rng, budget) => soloChoice(id, view, legal, rng, budget));

export const bots: AnyBot[] = [randomBot(unionForever), level("rules-of-thumb", "Easy", 1), level("greedy", "Greedy", 2), level("strong", "Strong", 3)];
