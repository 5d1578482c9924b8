/** Withdrawal, and naval movement with its withdrawals and retreats by sea. */
import { describe, expect, test } from "vitest";
import { cardOf } from "../../../shared/games/lincoln/data/cards";
import { controllerOf } from "../../../shared/games/lincoln/control";
import { FACE_DOWN, type View } from "../../../shared/games/lincoln/view";
import { battle, board, canChoose, choices, done, game, inHand, moveAlong, pickCounter, play, scenario } from "./helpers";

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
      union: [["new-orleans", 1, 0], ["new-orleans", 1, 0]],
      confederate: [["new-orleans", 3, 1]],
      unionHand: ["Halleck", "Troop Transports", "Gunboats"],
    });
    s = play(s, { t: "attack", loc: "new-orleans" }, { t: "commit", card: inHand(s, "union", "Halleck") }, { t: "fight" }, done, done);
    // Inside New Orleans the Union's half leads by rail only to Vicksburg and Mobile (both Confederate): by sea, or lost.
    expect(choices(s).map((a) => a.t).sort()).toEqual(["sail-home", "sail-home"]);
    s = play(s, { t: "sail-home", card: inHand(s, "union", "Troop Transports") });
    expect(board(s, "union")).toEqual(["washington:0:1"]);
  });

  test("without a naval card, a Union force in a port with no way out by land is eliminated", () => {
    let s = scenario({
      union: [["new-orleans", 1, 0], ["new-orleans", 1, 0]],
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
      union: [["savannah", 2]],
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
