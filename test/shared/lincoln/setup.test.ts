/** Starting the game and the starting deployment. */
import { describe, expect, test } from "vitest";
import { checkAction, createRng, parseOptions, replay, setupState } from "../../../shared/engine";
import { cardOf } from "../../../shared/games/lincoln/data/cards";
import { BLOCKADE_START, EUROPE_START } from "../../../shared/games/lincoln/data/tracks";
import { DEFAULTS, board, game, start } from "./helpers";

describe("starting the game", () => {
  test("the Confederate draws five cards and the Union six", () => {
    const s = start();
    expect(s.cards.union.hand).toHaveLength(6);
    expect(s.cards.confederate.hand).toHaveLength(5);
  });

  test("the I and II cards are set aside; the rest are shuffled into the draw piles", () => {
    const s = start();
    for (const side of ["union", "confederate"] as const) {
      const p = s.cards[side];
      expect(p.reserve.I.every((c) => cardOf(c).reserve === "I")).toBe(true);
      expect(p.reserve.II.every((c) => cardOf(c).reserve === "II")).toBe(true);
      expect([...p.deck, ...p.hand].every((c) => cardOf(c).reserve === null)).toBe(true);
    }
    expect(start("a").cards.union.deck).not.toEqual(start("b").cards.union.deck);
  });

  test("both markers start on their S spaces", () => {
    const s = start();
    expect(s.blockade).toBe(BLOCKADE_START);
    expect(s.europe).toBe(EUROPE_START);
  });

  test("the Union's 3 army is in Washington and its 2 armies in Harper's Ferry, Kentucky and Cairo", () => {
    expect(board(start(), "union").map((p) => p.replace(/:\d:/, " "))).toEqual([
      "cairo 2",
      "harpers-ferry 2",
      "kentucky 2",
      "washington 3",
    ]);
  });

  test("the Confederacy: a 3 in Manassas, 2s in Front Royal, Savannah and New Orleans, 1s in Nashville, Fort Henry & Donelson and Fort Monroe", () => {
    expect(board(start(), "confederate").map((p) => p.replace(/:\d:/, " "))).toEqual([
      "fort-henry-donelson 1",
      "fort-monroe 1",
      "front-royal 2",
      "manassas 3",
      "nashville 1",
      "new-orleans 2",
      "savannah 2",
    ]);
  });

  test("the Union (seat 0) is the first player", () => {
    const s = start();
    expect(game.status(s)).toEqual({ active: [0] });
    expect(game.legal(s, 1)).toEqual([]);
    expect(s.actionsLeft).toBe(2);
  });

  test("the same seed and actions give the same game", () => {
    const a = setupState(game, DEFAULTS, "same");
    const b = setupState(game, DEFAULTS, "same");
    expect(a).toEqual(b);
    const moves = [{ seat: 0, action: { t: "pass" } }, { seat: 0, action: { t: "pass" } }];
    expect(replay(game, DEFAULTS, "same", moves)).toEqual(replay(game, DEFAULTS, "same", moves));
  });

  test("options default to the rulebook's end conditions; the second copy's are offered", () => {
    expect(parseOptions(game, {})).toEqual({ ok: true, options: { washington: "immediate", vicksburgRichmond: false } });
    expect(parseOptions(game, { washington: "end-of-union-turn", vicksburgRichmond: true }).ok).toBe(true);
    expect(parseOptions(game, { washington: "never" }).ok).toBe(false);
    expect(parseOptions(game, { surprise: 1 }).ok).toBe(false);
  });

  test("actions are strict: unknown fields and unknown places are refused as invalid", () => {
    const s = start();
    for (const bad of [{ t: "pass", x: 1 }, { t: "attack", loc: "london" }, { t: "fly" }, { t: "place", loc: "cairo", half: 2 }, null])
      expect(checkAction(game, s, 0, 0, 0, bad)).toMatchObject({ ok: false, refusal: { code: "invalid" } });
    expect(checkAction(game, s, 0, 0, 0, { t: "attack", loc: "cairo" })).toMatchObject({ ok: false, refusal: { code: "illegal" } });
    expect(checkAction(game, s, 0, 1, 0, { t: "pass" })).toMatchObject({ ok: false, refusal: { code: "turn" } });
    expect(() => game.apply(s, 0, { t: "end" }, createRng("x"))).toThrow();
  });
});
