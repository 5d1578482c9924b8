/** Action: Deploy unit, with supply and the tracks. */
import { describe, expect, test } from "vitest";
import { cardOf } from "../../../shared/games/lincoln/data/cards";
import { COUNTERS } from "../../../shared/games/lincoln/data/counters";
import type { Action } from "../../../shared/games/lincoln/rules";
import { suppliedLocations } from "../../../shared/games/lincoln/supply";
import { board, choices, inHand, play, scenario } from "./helpers";

const names = (ids: string[]) => ids.map((id) => cardOf(id).name).sort();
const placeSpots = (actions: Action[]) => [...new Set(actions.flatMap((a) => (a.t === "place" ? [a.loc] : [])))].sort();

describe("deploying an army", () => {
  test("a 2 army costs one card: the army card leaves the game, the payment is discarded, the counter goes where chosen", () => {
    let s = scenario({ union: [["washington", 3]], unionHand: ["Army Corps", "Halleck", "Pope"] });
    s = play(s, { t: "deploy", card: inHand(s, "union", "Army Corps") }, { t: "pay", card: inHand(s, "union", "Halleck") });
    expect(choices(s)).toContainEqual({ t: "place", loc: "washington", half: 1 });
    s = play(s, { t: "place", loc: "washington", half: 1 });
    expect(names(s.cards.union.removed)).toEqual(["Army Corps"]);
    expect(names(s.cards.union.discard)).toEqual(["Halleck"]);
    expect(names(s.cards.union.hand)).toEqual(["Pope"]);
    expect(board(s, "union")).toEqual(["washington:0:3", "washington:1:2"]);
    expect(s.actionsLeft).toBe(1);
  });

  test("a 1 army card is not removed from the game: it goes to the discard pile", () => {
    let s = scenario({ union: [["washington", 3]], unionHand: ["Volunteers", "Halleck"] });
    s = play(s, { t: "deploy", card: inHand(s, "union", "Volunteers") }, { t: "place", loc: "washington", half: 0 });
    expect(s.cards.union.removed).toEqual([]);
    expect(names(s.cards.union.discard)).toEqual(["Halleck", "Volunteers"]);
  });

  test("a 3 army costs two cards, paid one at a time", () => {
    let s = scenario({ union: [["washington", 3]], unionHand: ["Field Army", "Halleck", "Pope", "Hooker"] });
    s = play(s, { t: "deploy", card: inHand(s, "union", "Field Army") });
    expect(s.pending.at(-1)).toMatchObject({ k: "pay", left: 2 });
    s = play(s, { t: "pay", card: inHand(s, "union", "Hooker") }, { t: "pay", card: inHand(s, "union", "Pope") });
    expect(names(s.cards.union.discard)).toEqual(["Hooker", "Pope"]);
    expect(s.pending.at(-1)).toMatchObject({ k: "place" });
  });

  test("a unit that cannot be paid for cannot be deployed", () => {
    const s = scenario({ union: [["washington", 3]], unionHand: ["Field Army", "Halleck"] });
    expect(choices(s).some((a) => a.t === "deploy")).toBe(false);
  });

  test("a counter is placed only if one is available in the stock", () => {
    const units = COUNTERS.filter((c) => c.side === "union" && c.kind === "army" && c.strength === 2).map(() => ["cairo", 2] as ["cairo", 2]);
    const s = scenario({ union: units, unionHand: ["Army Corps", "Halleck"] });
    expect(choices(s).some((a) => a.t === "deploy")).toBe(false);
  });

  test("there is no stacking limit", () => {
    let s = scenario({ union: [["washington", 3], ["washington", 3], ["washington", 3]], unionHand: ["Volunteers", "Halleck"] });
    s = play(s, { t: "deploy", card: inHand(s, "union", "Volunteers") }, { t: "place", loc: "washington", half: 0 });
    expect(board(s, "union").filter((p) => p.startsWith("washington"))).toHaveLength(4);
  });
});

describe("supply", () => {
  test("a new counter goes only in a controlled location joined to a supply source by rail", () => {
    // Confederate flags in St. Louis and Kentucky cut Cairo off from Washington.
    const s = scenario({
      union: [["washington", 3], ["cairo", 2]],
      flags: { "st-louis": "confederate", kentucky: "confederate" },
      unionHand: ["Volunteers", "Halleck"],
    });
    const spots = placeSpots(choices(play(s, { t: "deploy", card: inHand(s, "union", "Volunteers") })));
    expect(spots).toContain("washington");
    expect(spots).toContain("philadelphia");
    expect(spots).not.toContain("cairo");
    expect(spots).not.toContain("kentucky");
    expect(spots).not.toContain("manassas");
  });

  test("the Confederacy traces supply to Richmond or Atlanta", () => {
    const s = scenario({ confederate: [["new-orleans", 2]], flags: { richmond: "union", atlanta: "union" } });
    expect(suppliedLocations(s, "confederate")).not.toContain("new-orleans");
    const t = scenario({ confederate: [["new-orleans", 2]], flags: { richmond: "union" } });
    expect(suppliedLocations(t, "confederate")).toContain("new-orleans");
  });

  test("supply passes a contested location only through the half the side occupies", () => {
    // Washington's only way north is Baltimore, whose south half carries the links to
    // Washington and to Harper's Ferry, and whose north half the link to Philadelphia.
    const holdingSouth = scenario({ union: [["baltimore", 2, 1]], confederate: [["baltimore", 2, 0]] });
    expect(suppliedLocations(holdingSouth, "union")).toContain("harpers-ferry");
    const holdingNorth = scenario({ union: [["baltimore", 2, 0]], confederate: [["baltimore", 2, 1]] });
    expect(suppliedLocations(holdingNorth, "union")).not.toContain("harpers-ferry");
    // A contested location is nobody's: no counter may be placed there.
    expect(suppliedLocations(holdingSouth, "union")).not.toContain("baltimore");
  });
});

describe("forts, ships and politicians", () => {
  test("a fort is placed like an army, and only the Confederacy has them", () => {
    let s = scenario({ active: "confederate", confederate: [["richmond", 1]], confederateHand: ["Fortifications", "Bragg"] });
    s = play(s, { t: "deploy", card: inHand(s, "confederate", "Fortifications") }, { t: "place", loc: "richmond", half: 1 });
    expect(board(s, "confederate")).toEqual(["richmond:0:1", "richmond:1:fort"]);
    expect(names(s.cards.confederate.removed)).toEqual(["Fortifications"]);
  });

  test("a Union ship moves the Blockade marker one space (away from the Union), and the card leaves the game", () => {
    let s = scenario({ unionHand: ["Blockade Squadron", "Halleck"] });
    s = play(s, { t: "deploy", card: inHand(s, "union", "Blockade Squadron") });
    expect(s.blockade).toBe(1);
    expect(names(s.cards.union.removed)).toEqual(["Blockade Squadron"]);
  });

  test("a Confederate ship moves it back toward the start, never off the end", () => {
    let s = scenario({ active: "confederate", blockade: 1, confederateHand: ["CSS Virginia", "Bragg", "Lee"] });
    s = play(s, { t: "deploy", card: inHand(s, "confederate", "CSS Virginia") }, { t: "pay", card: inHand(s, "confederate", "Bragg") });
    expect(s.blockade).toBe(0);
    const atEnd = scenario({ active: "confederate", blockade: 0, confederateHand: ["CSS Virginia", "Bragg", "Lee"] });
    expect(choices(atEnd).some((a) => a.t === "deploy")).toBe(false);
    const full = scenario({ blockade: 5, unionHand: ["Blockade Squadron", "Halleck"] });
    expect(choices(full).some((a) => a.t === "deploy")).toBe(false);
  });

  test("a politician moves the Europe marker one space toward its side, never off the end", () => {
    let s = scenario({ unionHand: ["Seward", "Halleck", "Pope"] });
    s = play(s, { t: "deploy", card: inHand(s, "union", "Seward") }, { t: "pay", card: inHand(s, "union", "Halleck") });
    expect(s.europe).toBe(5);
    let c = scenario({ active: "confederate", confederateHand: ["Judah Benjamin", "Bragg", "Lee"] });
    c = play(c, { t: "deploy", card: inHand(c, "confederate", "Judah Benjamin") }, { t: "pay", card: inHand(c, "confederate", "Bragg") });
    expect(c.europe).toBe(7);
    const end = scenario({ europe: 0, unionHand: ["Seward", "Halleck", "Pope"] });
    expect(choices(end).some((a) => a.t === "deploy")).toBe(false);
  });
});
