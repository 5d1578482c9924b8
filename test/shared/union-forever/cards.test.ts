import { describe, expect, it } from "vitest";
import { DECK, JOKER, actsOf, cardSide, isFaceCard } from "../../../shared/games/union-forever/cards";
import { dice, game, kinds, play, scenario, withActs } from "./helpers";

describe("the deck", () => {
  it("has 29 cards: Ace to 5 of each suit, four Jacks, four Queens and one Joker", () => {
    expect(DECK).toHaveLength(29);
    expect(new Set(DECK).size).toBe(29);
    for (const suit of ["S", "C", "H", "D"]) for (const rank of ["A", "2", "3", "4", "5", "J", "Q"]) expect(DECK).toContain(`${rank}${suit}`);
    expect(DECK.filter((c) => c === JOKER)).toHaveLength(1);
    expect(DECK.filter((c) => isFaceCard(c))).toHaveLength(8);
  });

  it.each([
    ["AS", "union", 1],
    ["2C", "union", 2],
    ["3S", "union", 1],
    ["4C", "union", 2],
    ["5S", "union", 1],
    ["AH", "confederacy", 1],
    ["2D", "confederacy", 2],
    ["3H", "confederacy", 1],
    ["4D", "confederacy", 2],
    ["5H", "confederacy", 1],
  ] as const)("%s activates the %s for %i ACT(s): black Union, red Confederate, even two, odd one", (card, side, acts) => {
    expect(cardSide(card)).toBe(side);
    expect(actsOf(card)).toBe(acts);
  });
});

describe("Card Draws", () => {
  it("alternate between the players, whatever colour is drawn", () => {
    const s0 = scenario({ deck: ["2S", "AS", "3H", ...DECK.slice(10)] });
    expect(game.status(s0)).toEqual({ active: [0] });
    const s1 = play(s0, [{ t: "draw" }, { t: "pass" }]);
    expect(s1.drawer).toBe("confederacy");
    expect(game.status(s1)).toEqual({ active: [1] });
    const s2 = play(s1, [{ t: "draw" }]);
    // The Confederacy drew a black card: the Union acts on it, then the Union draws.
    expect(s2.activation).toMatchObject({ side: "union", left: 1 });
    expect(game.status(s2)).toEqual({ active: [0] });
    const s3 = play(s2, [{ t: "pass" }]);
    expect(s3.drawer).toBe("union");
  });

  it("an even black card gives the Union two ACTs, an odd red card the Confederacy one", () => {
    const s = play(scenario({ deck: ["4C", "5D", ...DECK.slice(10)] }), [{ t: "draw" }]);
    expect(s.activation).toEqual({ side: "union", left: 2, card: "4C" });
    const t = play(s, [{ t: "pass" }, { t: "draw" }]);
    expect(t.activation).toEqual({ side: "confederacy", left: 1, card: "5D" });
  });

  it("a Jack or Queen gives its colour's side a special ACT instead", () => {
    const s = play(scenario({ deck: ["QH", ...DECK.slice(10)] }), [{ t: "draw" }]);
    expect(s.special).toEqual({ side: "confederacy", card: "QH" });
    expect(s.activation).toBeNull();
    expect(game.status(s)).toEqual({ active: [1] });
  });
});

describe("the Joker (End of Turn)", () => {
  it("is ignored when it is the turn's first draw", () => {
    const s = play(scenario({ deck: [JOKER, "AS", "AH"], acted: { union: true, confederacy: true } }), [{ t: "draw" }]);
    expect(s.turn).toBe(1);
    expect(s.events).toContainEqual({ e: "joker", ends: false, why: "first" });
    expect(s.drawer).toBe("confederacy");
  });

  it("is ignored while either player has not performed an ACT this turn", () => {
    const s = play(scenario({ deck: [JOKER, "AS"], drawn: ["AH"], acted: { union: true } }), [{ t: "draw" }]);
    expect(s.turn).toBe(1);
    expect(s.events).toContainEqual({ e: "joker", ends: false, why: "not-acted" });
  });

  it("ends the turn at once otherwise; the next turn starts with all 29 cards reshuffled", () => {
    const s = play(
      scenario({ deck: [JOKER, "AS", "AH"], drawn: ["2S", "3H"], acted: { union: true, confederacy: true }, anaconda: "broken" }),
      [{ t: "draw" }],
      dice(),
    );
    expect(kinds(s)).toEqual(["drew", "joker", "turn-end", "turn-start", "reinforcement"]);
    expect(s.turn).toBe(2);
    expect(s.deck).toHaveLength(29);
    expect(s.drawn).toEqual([]);
    expect(s.acted).toEqual({ union: false, confederacy: false });
  });

  it("a forgone ACT is not performed: the Joker after it is set aside", () => {
    const s = play(scenario({ deck: ["AS", "AH", JOKER, "2S"] }), [{ t: "draw" }, { t: "move", unit: "ua-potomac", to: "va-northern" }, { t: "draw" }, { t: "pass" }, { t: "draw" }]);
    expect(s.acted).toEqual({ union: true, confederacy: false });
    expect(s.events).toContainEqual({ e: "joker", ends: false, why: "not-acted" });
    expect(s.turn).toBe(1);
  });
});

describe("decision: a spent deck ends the turn", () => {
  it("ends the turn when the last card's ACTs are done, and the Union draws first in the next", () => {
    const s0 = withActs(scenario({ deck: [], drawn: [...DECK], anaconda: "broken", drawer: "confederacy" }), "union", 1);
    const s = play(s0, [{ t: "pass" }], dice());
    expect(s.events).toContainEqual({ e: "turn-end", turn: 1, why: "deck" });
    expect(s.turn).toBe(2);
    expect(s.drawer).toBe("union");
    expect(game.status(s)).toEqual({ active: [0] });
  });

  it("a Joker set aside as the last card also ends the turn", () => {
    const s = play(scenario({ deck: [JOKER], drawn: ["AS"], acted: { union: true }, anaconda: "broken" }), [{ t: "draw" }], dice());
    expect(kinds(s)).toEqual(["drew", "joker", "turn-end", "turn-start", "reinforcement"]);
    expect(s.turn).toBe(2);
  });
});
