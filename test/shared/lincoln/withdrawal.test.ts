/** Withdrawal, and naval movement with its withdrawals and retreats by sea. */
import { describe, expect, test } from "vitest";
import { cardOf } from "../../../shared/games/lincoln/data/cards";
import { controllerOf } from "../../../shared/games/lincoln/control";
import { FACE_DOWN, type View } from "../../../shared/games/lincoln/view";
import { battle, board, canChoose, choices, done, game, inHand, logText, moveAlong, pickCounter, play, scenario } from "./helpers";

describe("withdrawal", () => {
  test("the defender decides after the attacker's card is down and before it is revealed", () => {
    let s = scenario({ union: [["kentucky", 3]], confederate: [["nashville", 2]], unionHand: ["Volunteers", "Grant", "Halleck"] });
    s = moveAlong(s, "Volunteers", "kentucky", "nashville");
    s = play(s, { t: "commit", card: inHand(s, "union", "Grant") });
    expect(canChoose(s, { t: "withdraw" })).toBe(true);
    const seen = game.view(s, 1) as View;
    const fight = seen.pending.find((d) => d.k === "combat");
    expect(fight?.k === "combat" && fight.attackerCard).toBe(FACE_DOWN);
  });

  test("holding the whole location, the defender withdraws to its far half: no battle, no losses", () => {
    let s = scenario({ union: [["kentucky", 3]], confederate: [["nashville", 2], ["nashville", 1]], unionHand: ["Volunteers", "Grant", "Halleck"] });
    s = moveAlong(s, "Volunteers", "kentucky", "nashville");
    s = play(s, { t: "commit", card: inHand(s, "union", "Grant") }, { t: "withdraw" });
    expect(board(s, "confederate")).toEqual(["nashville:1:1", "nashville:1:2"]);
    expect(board(s, "union")).toEqual(["nashville:0:3"]);
    expect(controllerOf(s, "nashville")).toBeNull();
    expect(s.europe).toBe(6);
    expect(s.cards.union.discard.map((c) => cardOf(c).name)).toContain("Grant");
  });

  test("a fort cannot withdraw: withdrawing from its half eliminates it", () => {
    let s = scenario({ union: [["kentucky", 3]], confederate: [["nashville", 1, 0], ["nashville", "fort", 0]], unionHand: ["Volunteers", "Grant"] });
    s = moveAlong(s, "Volunteers", "kentucky", "nashville");
    s = play(s, { t: "withdraw" });
    expect(board(s, "confederate")).toEqual(["nashville:1:1"]);
  });

  test("in an already contested location he must withdraw to a connected location he controls or a half he holds, and may split", () => {
    let s = scenario({
      union: [["manassas", 3, 0]],
      confederate: [["manassas", 1, 1], ["manassas", 2, 1]],
      unionHand: ["Halleck", "Pope"],
    });
    s = play(s, { t: "attack", loc: "manassas" }, { t: "commit", card: inHand(s, "union", "Halleck") }, { t: "withdraw" });
    expect(choices(s)).toEqual([
      { t: "retreat", loc: "front-royal", half: 1 },
      { t: "retreat", loc: "richmond", half: 0 },
    ]);
    s = play(s, { t: "retreat", loc: "front-royal", half: 1 }, { t: "retreat", loc: "richmond", half: 0 });
    expect(board(s, "confederate")).toEqual(["front-royal:1:1", "richmond:0:2"]);
    expect(s.flags.manassas).toBe("union");
  });

  test("he cannot withdraw through a half that holds enemy units", () => {
    // The Union holds Manassas's north half and now enters its south half from Richmond's side:
    // both halves hold Union counters, so the Confederate has no way out but to fight.
    let s = scenario({
      union: [["manassas", 3, 0], ["richmond", 2]],
      confederate: [["manassas", 1, 1]],
      flags: { richmond: "union" },
      unionHand: ["Volunteers", "Halleck"],
    });
    s = moveAlong(s, "Volunteers", "richmond", "manassas");
    expect(battle(s).wasContested).toBe(true);
    expect(battle(s).stage).toBe("defender-choice");
    expect(canChoose(s, { t: "withdraw" })).toBe(false);
  });
});

describe("naval movement", () => {
  test("only the Union sails: one army between Washington and New Orleans, Savannah or Fort Monroe", () => {
    let s = scenario({ union: [["washington", 3], ["washington", 2]], unionHand: ["Troop Transports", "Halleck"] });
    s = play(s, { t: "naval", card: inHand(s, "union", "Troop Transports") });
    expect(choices(s).map((a) => a.t)).toEqual(["counter", "counter"]);
    s = play(s, pickCounter(s, "counter", 2));
    expect(choices(s)).toEqual([
      { t: "sail", loc: "new-orleans" },
      { t: "sail", loc: "savannah" },
      { t: "sail", loc: "fort-monroe" },
    ]);
    s = play(s, { t: "sail", loc: "savannah" });
    expect(board(s, "union")).toEqual(["savannah:1:2", "washington:0:3"]);
    expect(s.flags.savannah).toBe("union");
    const c = scenario({ active: "confederate", confederate: [["richmond", 2]], confederateHand: ["CSS Alabama", "Bragg"] });
    expect(choices(c).some((a) => a.t === "naval")).toBe(false);
  });

  test("armies sail both ways; a ship card used to sail is discarded, not removed", () => {
    let s = scenario({ union: [["savannah", 2]], flags: { savannah: "union" }, unionHand: ["Blockade Squadron", "Halleck"] });
    s = play(s, { t: "naval", card: inHand(s, "union", "Blockade Squadron") });
    expect(board(s, "union")).toEqual(["washington:0:2"]);
    expect(s.cards.union.discard.map((c) => cardOf(c).name)).toEqual(["Blockade Squadron"]);
  });

  test("a landing against defenders fights at once, with the port's modifier: Fort Monroe +2", () => {
    let s = scenario({ union: [["washington", 3]], confederate: [["fort-monroe", 1]], unionHand: ["Troop Transports", "Halleck"] });
    s = play(s, { t: "naval", card: inHand(s, "union", "Troop Transports") }, { t: "sail", loc: "fort-monroe" });
    expect(battle(s)).toMatchObject({ loc: "fort-monroe", half: 1, modifier: 2, via: { kind: "sea", from: "washington" } });
  });

  test("a beaten landing force goes back by sea for a naval card, or is lost", () => {
    const landing = () => {
      let s = scenario({
        union: [["washington", 1], ["washington", 1]],
        confederate: [["new-orleans", 3]],
        unionHand: ["Troop Transports", "Troop Transports", "Troop Transports", "Halleck"],
      });
      s = play(s, { t: "naval", card: inHand(s, "union", "Troop Transports") }, { t: "sail", loc: "new-orleans" });
      return play(s, { t: "commit", card: inHand(s, "union", "Halleck") }, { t: "fight" }, done, done);
    };
    // One counter against 3 + 1: the Union loses its only counter, so nothing is left to retreat.
    expect(board(landing(), "union")).toEqual(["washington:0:1"]);

    let s = scenario({
      union: [["new-orleans", 1, 0, "sea"], ["new-orleans", 1, 0, "sea"]],
      confederate: [["new-orleans", 3, 1]],
      unionHand: ["Halleck", "Troop Transports", "Gunboats"],
    });
    s = play(s, { t: "attack", loc: "new-orleans" }, { t: "commit", card: inHand(s, "union", "Halleck") }, { t: "fight" }, done, done);
    // They came by sea: home by sea for either naval card, or pay none and lose them.
    expect(choices(s).map((a) => a.t).sort()).toEqual(["decline", "sail-home", "sail-home"]);
    s = play(s, { t: "sail-home", card: inHand(s, "union", "Troop Transports") });
    expect(board(s, "union")).toEqual(["washington:0:1"]);
  });

  test("without a naval card, a Union force in a port with no way out by land is eliminated", () => {
    let s = scenario({
      union: [["new-orleans", 1, 0, "sea"], ["new-orleans", 1, 0, "sea"]],
      confederate: [["new-orleans", 3, 1]],
      unionHand: ["Halleck", "Pope"],
    });
    s = play(s, { t: "attack", loc: "new-orleans" }, { t: "commit", card: inHand(s, "union", "Halleck") }, { t: "fight" }, done, done);
    expect(board(s, "union")).toEqual([]);
    expect(s.europe).toBe(6 + 2);
    expect(controllerOf(s, "new-orleans")).toBe("confederate");
  });

  test("a Union force in a port may withdraw to Washington by sea for a naval card", () => {
    let s = scenario({
      active: "confederate",
      union: [["savannah", 2, 0, "sea"]],
      confederate: [["charleston", 3]],
      flags: { savannah: "union" },
      unionHand: ["Troop Transports", "Halleck"],
      confederateHand: ["Militia", "Bragg", "Lee"],
    });
    s = moveAlong(s, "Militia", "charleston", "savannah");
    s = play(s, { t: "commit", card: inHand(s, "confederate", "Bragg") });
    expect(canChoose(s, { t: "withdraw" })).toBe(true);
    s = play(s, { t: "withdraw" });
    expect(choices(s)).toEqual([
      { t: "retreat", loc: "savannah", half: 1 },
      { t: "sail-home", card: inHand(s, "union", "Troop Transports") },
    ]);
    s = play(s, { t: "sail-home", card: inHand(s, "union", "Troop Transports") });
    expect(board(s, "union")).toEqual(["washington:0:2"]);
    expect(controllerOf(s, "savannah")).toBe("confederate");
  });
});

describe('"The Union player may withdraw or retreat from a location reached by naval movement by playing a card with a naval movement symbol; the units are moved back to Washington"', () => {
  test("an army that landed by sea is marked so until it leaves the location", () => {
    let s = scenario({ union: [["washington", 2]], unionHand: ["Troop Transports", "Halleck"] });
    s = play(s, { t: "naval", card: inHand(s, "union", "Troop Transports") }, { t: "sail", loc: "savannah" });
    const id = Object.keys(s.at).find((k) => s.at[k]?.loc === "savannah") as string;
    expect(s.at[id]).toEqual({ loc: "savannah", half: 1, sea: true });
  });

  test('"If the Union player cannot play the requisite card, the units cannot retreat or withdraw": a landed force has no way out by land', () => {
    // Atlanta, joined to Savannah by rail, is the Union's; but the force came by sea.
    let s = scenario({
      active: "confederate",
      union: [["savannah", 1, 0, "sea"], ["savannah", 1, 0, "sea"], ["savannah", 1, 0, "sea"]],
      confederate: [["charleston", 3]],
      flags: { savannah: "union", atlanta: "union" },
      unionHand: ["Halleck"],
      confederateHand: ["Militia", "Bragg", "Lee"],
    });
    s = moveAlong(s, "Militia", "charleston", "savannah");
    s = play(s, { t: "commit", card: inHand(s, "confederate", "Lee") }, { t: "fight" }, done, done);
    // 3 + Lee's 3 against 1 + 1 + 1: two Union casualties, and the last army, with no naval card, is lost too.
    expect(board(s, "union")).toEqual([]);
    expect(logText(s)).toMatch(/came by sea and has no naval card to leave by, and is eliminated/);
  });

  test("a landed force, beaten, sails home to Washington for a naval card, and to nowhere else", () => {
    let s = scenario({
      active: "confederate",
      union: [["savannah", 1, 0, "sea"], ["savannah", 1, 0, "sea"]],
      confederate: [["charleston", 3]],
      flags: { savannah: "union", atlanta: "union" },
      unionHand: ["Troop Transports", "Halleck"],
      confederateHand: ["Militia", "Lee"],
    });
    s = moveAlong(s, "Militia", "charleston", "savannah"); // Lee, the last card, goes face down
    s = play(s, { t: "fight", card: inHand(s, "union", "Halleck") }, done, done);
    expect(choices(s)).toEqual([{ t: "sail-home", card: inHand(s, "union", "Troop Transports") }, { t: "decline" }]);
    s = play(s, { t: "sail-home", card: inHand(s, "union", "Troop Transports") });
    expect(board(s, "union")).toEqual(["washington:0:1"]);
  });

  test("only a force that came by sea leaves by sea: one that marched into a port leaves by land, naval card or not", () => {
    // The Union marched into Savannah by rail; Atlanta behind it is the Union's.
    const s = scenario({
      active: "confederate",
      union: [["savannah", 1], ["savannah", 1]],
      confederate: [["charleston", 3]],
      flags: { savannah: "union", atlanta: "union" },
      unionHand: ["Troop Transports", "Halleck"],
      confederateHand: ["Militia", "Lee"],
    });
    const attacked = moveAlong(s, "Militia", "charleston", "savannah");
    // Withdrawing, each army steps back to the far half, its one way (no sailing away): nothing is asked.
    const withdrawn = play(attacked, { t: "withdraw" });
    expect(withdrawn.pending).toEqual([]);
    expect(board(withdrawn, "union")).toEqual(["savannah:1:1", "savannah:1:1"]);
    // Beaten, the army left retreats by rail to Atlanta, and the naval card stays in hand.
    const beaten = play(attacked, { t: "fight", card: inHand(attacked, "union", "Halleck") }, done, done);
    expect(board(beaten, "union")).toEqual(["atlanta:1:1"]);
    expect(beaten.cards.union.hand.map((c) => cardOf(c).name)).toEqual(["Troop Transports"]);
  });

  test("landed and marched armies side by side: each leaves its own way", () => {
    let s = scenario({
      active: "confederate",
      union: [["savannah", 1, 0, "sea"], ["savannah", 2], ["savannah", 2], ["savannah", 2]],
      confederate: [["charleston", 3], ["charleston", 3], ["charleston", 3]],
      flags: { savannah: "union", atlanta: "union" },
      unionHand: ["Troop Transports", "Halleck"],
      confederateHand: ["Militia", "Lee"],
    });
    s = moveAlong(s, "Militia", "charleston", "savannah", [3, 3, 3]);
    s = play(s, { t: "fight" }, done, done);
    // 9 + Lee's 3 against 7: the Union's four counters lose two; it keeps the landed 1 and a 2.
    s = play(s, pickCounter(s, "casualty", 2));
    s = play(s, pickCounter(s, "casualty", 2));
    // The landed army is offered only the sea; the marched one had only Atlanta, and went.
    expect(choices(s).map((a) => a.t)).toEqual(["sail-home", "decline"]);
    s = play(s, { t: "sail-home", card: inHand(s, "union", "Troop Transports") });
    expect(board(s, "union")).toEqual(["atlanta:1:2", "washington:0:1"]);
  });
});
