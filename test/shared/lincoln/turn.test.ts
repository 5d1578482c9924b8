/** Playing the game: actions, free actions, hand sizes, refills and reshuffles. */
import { describe, expect, test } from "vitest";
import { cardOf } from "../../../shared/games/lincoln/data/cards";
import type { State } from "../../../shared/games/lincoln/state";
import { unionVp } from "../../../shared/games/lincoln/victory";
import { choices, game, inHand, play, scenario } from "./helpers";

const pass = { t: "pass" } as const;
const end = { t: "end" } as const;

/** A Union turn with an empty hand, nothing in the draw pile and these cards in the discard pile. */
function unionAboutToReshuffle(reshuffles: number, extra: Parameters<typeof scenario>[0] = {}): State {
  const s = scenario({ union: [["washington", 3]], confederate: [["richmond", 1]], ...extra });
  const u = s.cards.union;
  u.discard = u.deck.splice(0, 20);
  u.removed = u.deck.splice(0);
  u.reshuffles = reshuffles;
  if (reshuffles >= 1) u.discard.push(...u.reserve.I.splice(0));
  if (reshuffles >= 2) u.discard.push(...u.reserve.II.splice(0));
  return s;
}

describe("a turn", () => {
  test("the active player takes two actions, then the other side plays", () => {
    let s = scenario({ unionHand: ["Volunteers", "Halleck"] });
    s = play(s, pass);
    expect(s.active).toBe("union");
    expect(s.actionsLeft).toBe(1);
    s = play(s, pass);
    expect(choices(s)).toEqual([end]);
    s = play(s, end);
    expect(s.active).toBe("confederate");
    expect(s.turn).toBe(2);
    expect(game.status(s)).toEqual({ active: [1] });
  });

  test("a free action does not count toward the two actions", () => {
    let s = scenario({ unionHand: ["Draft", "Halleck"] });
    s = play(s, { t: "play", card: inHand(s, "union", "Draft") });
    expect(s.actionsLeft).toBe(2);
    expect(s.cards.union.hand).toHaveLength(1 + 3);
  });

  test("free actions may follow the two actions; then the player ends the turn", () => {
    let s = scenario({ unionHand: ["Draft", "Halleck"] });
    s = play(s, pass, pass);
    expect(choices(s)).toEqual([{ t: "play", card: inHand(s, "union", "Draft") }, end]);
    s = play(s, { t: "end" });
    expect(s.active).toBe("confederate");
  });

  test("ending the turn is asked even with no free action in hand, so that the other side cannot tell", () => {
    const s = play(scenario({ unionHand: ["Halleck"] }), pass, pass);
    expect(choices(s)).toEqual([end]);
    expect(s.active).toBe("union");
  });
});

describe("the simple actions", () => {
  test("discard: one or more cards onto the discard pile, as one action", () => {
    let s = scenario({ unionHand: ["Halleck", "Pope", "Hooker"] });
    s = play(s, { t: "discard" });
    expect(choices(s).some((a) => a.t === "done")).toBe(false); // at least one card
    s = play(s, { t: "card", card: inHand(s, "union", "Halleck") }, { t: "card", card: inHand(s, "union", "Pope") }, { t: "done" });
    expect(s.cards.union.discard.map((c) => cardOf(c).name)).toEqual(["Halleck", "Pope"]);
    expect(s.actionsLeft).toBe(1);
  });

  test("pass: do nothing, and it counts as an action", () => {
    const s = play(scenario({}), pass);
    expect(s.actionsLeft).toBe(1);
    expect(s.cards.union.hand).toHaveLength(1);
  });
});

describe("hand sizes and refilling", () => {
  test("the Union refills to six at the end of its turn; the other hand does not change", () => {
    const s = play(scenario({ unionHand: ["Halleck"], confederateHand: ["Lee"] }), pass, pass, end);
    expect(s.cards.union.hand).toHaveLength(6);
    expect(s.cards.confederate.hand).toHaveLength(1);
  });

  test.each([
    [0, 5],
    [2, 4],
    [5, 3],
  ])("with the Blockade marker on space %i the Confederate refills to %i", (blockade, size) => {
    const s = play(scenario({ active: "confederate", blockade, confederateHand: ["Bragg"] }), pass, pass, end);
    expect(s.cards.confederate.hand).toHaveLength(size);
  });

  test("a hand above its size after a Draft is kept, not cut down", () => {
    let s = scenario({ unionHand: ["Draft", "Halleck", "Pope", "Buell", "Hooker", "McDowell"] });
    s = play(s, { t: "play", card: inHand(s, "union", "Draft") }, pass, pass, end);
    expect(s.active).toBe("confederate");
    expect(s.cards.union.hand).toHaveLength(8);
  });
});

describe("reshuffling and the VP checks", () => {
  test("VP: the hexagons of locations the Union controls, plus the Blockade track; a contested location counts for nothing", () => {
    const s = scenario({ flags: { chattanooga: "union", atlanta: "union" }, blockade: 3, union: [["richmond", 1, 0]], confederate: [["richmond", 1, 1]] });
    expect(unionVp(s)).toBe(1 + 2 + 2);
  });

  test("first reshuffle with fewer than 2 VP: the Confederacy wins at once", () => {
    const s = play(unionAboutToReshuffle(0, { flags: { chattanooga: "union" } }), pass, pass, end);
    expect(s.result).toMatchObject({ winners: [1], ending: "first-reshuffle" });
    expect(game.status(s)).toMatchObject({ over: { winners: [1] } });
  });

  test("first reshuffle with 2 VP: the discards and the I cards make the new deck", () => {
    const before = unionAboutToReshuffle(0, { flags: { atlanta: "union" } });
    const s = play(before, pass, pass, end);
    expect(s.result).toBeNull();
    expect(s.cards.union.reshuffles).toBe(1);
    expect(s.cards.union.reserve.I).toEqual([]);
    const cycled = [...s.cards.union.deck, ...s.cards.union.hand];
    expect(cycled).toHaveLength(1 + 20 + 11);
    expect(cycled.filter((c) => cardOf(c).reserve === "I")).toHaveLength(11);
  });

  test("second reshuffle with fewer than 5 VP: the Confederacy wins", () => {
    const s = play(unionAboutToReshuffle(1, { flags: { atlanta: "union", vicksburg: "union" } }), pass, pass, end);
    expect(s.result).toMatchObject({ winners: [1], ending: "second-reshuffle" });
  });

  test("second reshuffle with 5 VP: the II cards join the deck", () => {
    const s = play(unionAboutToReshuffle(1, { flags: { atlanta: "union", richmond: "union" } }), pass, pass, end);
    expect(s.result).toBeNull();
    expect(s.cards.union.reshuffles).toBe(2);
    expect([...s.cards.union.deck, ...s.cards.union.hand].filter((c) => cardOf(c).reserve === "II")).toHaveLength(11);
  });

  test("the third exhaustion ends the game: 12 VP or more, the Union wins", () => {
    const flags = { richmond: "union", atlanta: "union", vicksburg: "union", "new-orleans": "union", nashville: "union" } as const;
    const s = play(unionAboutToReshuffle(2, { flags, blockade: 5 }), pass, pass, end);
    expect(unionVp(s)).toBe(3 + 2 + 2 + 2 + 1 + 3);
    expect(s.result).toMatchObject({ winners: [0], ending: "third-exhaustion" });
  });

  test("the third exhaustion with 11 VP: the Confederacy wins", () => {
    const flags = { richmond: "union", atlanta: "union", vicksburg: "union", "new-orleans": "union" } as const;
    const s = play(unionAboutToReshuffle(2, { flags, blockade: 4 }), pass, pass, end);
    expect(unionVp(s)).toBe(11);
    expect(s.result).toMatchObject({ winners: [1], ending: "third-exhaustion" });
  });

  test("the Confederate adds his I cards, then his II cards, then reshuffles with nothing added", () => {
    let s = scenario({ active: "confederate" });
    const c = s.cards.confederate;
    c.discard = c.deck.splice(0);
    s = play(s, pass, pass, end);
    expect(s.cards.confederate.reshuffles).toBe(1);
    expect([...s.cards.confederate.deck, ...s.cards.confederate.hand].filter((id) => cardOf(id).reserve === "I")).toHaveLength(5);
    for (const reshuffles of [1, 2, 3]) {
      const t = scenario({ active: "confederate" });
      const p = t.cards.confederate;
      p.discard = p.deck.splice(0, 10);
      p.removed = p.deck.splice(0);
      p.reshuffles = reshuffles;
      if (reshuffles >= 2) p.removed.push(...p.reserve.I.splice(0));
      if (reshuffles >= 3) p.removed.push(...p.reserve.II.splice(0));
      const after = play(t, pass, pass, end);
      expect(after.cards.confederate.reshuffles).toBe(reshuffles + 1);
      const added = reshuffles === 1 ? 5 : 0;
      expect(after.cards.confederate.deck.length + after.cards.confederate.hand.length).toBe(1 + 10 + added);
    }
  });
});
