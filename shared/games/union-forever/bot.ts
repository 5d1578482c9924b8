/** The Union Forever!'s computer players, weakest first. */
import { type AnyBot, fromView, randomBot } from "../../engine";
import { chooseAction } from "./rules-of-thumb";
import { unionForever } from "./rules";
import type { Action } from "./state";
import type { View } from "./view";

export const bots: AnyBot[] = [
  randomBot(unionForever),
  fromView<View, Action>(unionForever, { id: "rules-of-thumb", name: "Rules of thumb", level: 1 }, (view, legal, _seat, rng) =>
    chooseAction(view, legal, rng),
  ),
];
