import { describe, expect, it } from "vitest";
import { createRng, randomPlayout, setupState } from "../../../shared/engine";
import type { State } from "../../../shared/games/union-forever/state";
import type { View } from "../../../shared/games/union-forever/view";
import { game } from "./helpers";

describe("views", () => {
  const mid = randomPlayout(game, { players: 2 }, "view", 120).state as State;

  it("give the number of cards left, never their order", () => {
    for (const seat of [0, 1, null]) {
      const view = game.view(mid, seat) as View;
      expect(view.deck).toBe(mid.deck.length);
      expect(JSON.stringify(view)).not.toContain(JSON.stringify(mid.deck));
    }
  });

  it("are the same whatever the order of the deck", () => {
    const shuffled: State = { ...mid, deck: createRng("other").shuffle(mid.deck) };
    for (const seat of [0, 1, null]) expect(game.view(shuffled, seat)).toEqual(game.view(mid, seat));
  });

  it("show the table to everyone: both seats and spectators see the same board", () => {
    const views = [0, 1, null].map((seat) => {
      const { seat: _seat, side: _side, ...rest } = game.view(mid, seat) as View;
      return rest;
    });
    expect(views[1]).toEqual(views[0]);
    expect(views[2]).toEqual(views[0]);
  });

  it("hold no seed", () => {
    const s = setupState(game, { players: 1 }, "secret-seed-xyz") as State;
    expect(JSON.stringify(game.view(s, 0))).not.toContain("secret-seed-xyz");
    expect(JSON.stringify(s)).not.toContain("secret-seed-xyz");
  });

  it("say whose decision it is and the current CRL", () => {
    const view = game.view(setupState(game, { players: 2 }, "v") as State, 0) as View;
    expect(view).toMatchObject({ decider: "confederacy", crlValue: 4, seat: 0, side: "union", phase: "setup" });
  });
});
