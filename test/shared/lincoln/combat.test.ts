/** Combat, step by step, with the rulebook's own examples. */
import { describe, expect, test } from "vitest";
import { cardOf } from "../../../shared/games/lincoln/data/cards";
import { casualties } from "../../../shared/games/lincoln/combat";
import { controllerOf } from "../../../shared/games/lincoln/control";
import type { State } from "../../../shared/games/lincoln/state";
import { battle, board, canChoose, choices, deciding, done, inHand, logText, moveAlong, pickCounter, play, scenario } from "./helpers";

/** The Union's 1, 2 and 3 in Kentucky attack three Confederate counters in Nashville. */
function sixAgainstFive(): State {
  const s = scenario({
    union: [["kentucky", 1], ["kentucky", 2], ["kentucky", 3]],
    confederate: [["nashville", 2, 1], ["nashville", 2, 1], ["nashville", 1, 0]],
    unionHand: ["Volunteers", "Volunteers", "Halleck"],
  });
  return moveAlong(s, "Volunteers", "kentucky", "nashville", [1, 2, 3]);
}

describe("combat", () => {
  test("step 1: the attackers stand in the half the link enters; every defending army moves there", () => {
    const s = sixAgainstFive();
    expect(battle(s)).toMatchObject({ loc: "nashville", half: 0, attacker: "union", stage: "attacker-card" });
    expect(board(s, "confederate")).toEqual(["nashville:0:1", "nashville:0:2", "nashville:0:2"]);
  });

  test("step 2: the attacker must play a card face down", () => {
    const s = sixAgainstFive();
    expect(deciding(s)).toBe(0);
    expect(choices(s).every((a) => a.t === "commit")).toBe(true);
    expect(choices(s)).toHaveLength(2);
  });

  test("an attacker with no card left attacks without one", () => {
    let s = scenario({ union: [["kentucky", 3]], confederate: [["nashville", 2]], unionHand: ["Volunteers"] });
    s = moveAlong(s, "Volunteers", "kentucky", "nashville");
    expect(battle(s)).toMatchObject({ stage: "defender-choice", attackerCard: null });
    expect(logText(s)).toMatch(/Union has no card to play face down/);
  });

  test("step 3: the defender fights, with or without a card, or withdraws", () => {
    const s = play(sixAgainstFive(), { t: "commit", card: inHand(sixAgainstFive(), "union", "Volunteers") });
    expect(deciding(s)).toBe(1);
    expect(choices(s)).toEqual([{ t: "fight" }, { t: "fight", card: inHand(s, "confederate", "Bragg") }, { t: "withdraw" }]);
  });

  test("steps 4-9: 1 + 2 + 3 total 6; three counters each: the winner loses one, the loser two; the loser retreats; control; Europe", () => {
    let s = sixAgainstFive();
    s = play(s, { t: "commit", card: inHand(s, "union", "Volunteers") }, { t: "fight" }, done, done);
    expect(battle(s).result).toMatchObject({ winner: "union", attack: 6, defence: 5, loserLoss: 2, winnerLoss: 1 });
    // The loser chooses first, one counter at a time.
    expect(deciding(s)).toBe(1);
    s = play(s, pickCounter(s, "casualty", 2), pickCounter(s, "casualty", 1));
    // Then the winner.
    expect(deciding(s)).toBe(0);
    s = play(s, pickCounter(s, "casualty", 1));
    // The last Confederate counter retreats to a connected friendly location: Chattanooga or Fort Henry & Donelson.
    expect(choices(s)).toEqual([
      { t: "retreat", loc: "chattanooga", half: 0 },
      { t: "retreat", loc: "fort-henry-donelson", half: 1 },
    ]);
    s = play(s, { t: "retreat", loc: "chattanooga", half: 0 });
    expect(board(s, "confederate")).toEqual(["chattanooga:0:2"]);
    expect(board(s, "union")).toEqual(["nashville:0:2", "nashville:0:3"]);
    expect(controllerOf(s, "nashville")).toBe("union");
    expect(s.flags.nashville).toBe("union");
    expect(s.europe).toBe(6 - 2);
    expect(s.pending).toEqual([]);
    // The face-down card went to the discard pile.
    expect(s.cards.union.discard.map((c) => cardOf(c).name)).toEqual(["Volunteers", "Volunteers"]);
  });

  test("casualties: half the counters, rounded down for the winner and up for the loser", () => {
    expect([1, 2, 3, 4, 5].map((n) => casualties(n, true))).toEqual([0, 1, 1, 2, 2]);
    expect([1, 2, 3, 4, 5].map((n) => casualties(n, false))).toEqual([1, 1, 2, 2, 3]);
  });

  test("ties go to the defender", () => {
    let s = scenario({ union: [["kentucky", 2]], confederate: [["nashville", 2]], unionHand: ["Volunteers", "Volunteers"] });
    s = moveAlong(s, "Volunteers", "kentucky", "nashville");
    s = play(s, { t: "fight" }, done, done); // the only card left was committed by force
    expect(logText(s)).toMatch(/Union 2, Confederate 2: Confederate wins the tie, as defender/);
    expect(board(s, "union")).toEqual([]); // one counter, loses ceil(1/2) = 1
    expect(board(s, "confederate")).toEqual(["nashville:0:2"]); // the winner loses no more than floor(1/2) = 0
  });

  test("the Leadership of the face-down card is added to the army strength", () => {
    let s = scenario({ union: [["kentucky", 2]], confederate: [["nashville", 3]], unionHand: ["Volunteers", "Hooker"] });
    s = moveAlong(s, "Volunteers", "kentucky", "nashville");
    s = play(s, { t: "fight" }, done, done);
    expect(logText(s)).toMatch(/Union revealed Hooker \(Leadership 2\)/);
    expect(logText(s)).toMatch(/Union 4, Confederate 3: Union wins/);
  });

  test("the winner never loses more counters than the loser", () => {
    let s = scenario({
      union: [["kentucky", 1], ["kentucky", 1], ["kentucky", 1], ["kentucky", 1]],
      confederate: [["nashville", 1]],
      unionHand: ["Volunteers", "Grant"],
    });
    s = moveAlong(s, "Volunteers", "kentucky", "nashville", [1, 1, 1, 1]);
    s = play(s, { t: "fight" }, done, done);
    expect(board(s, "union")).toHaveLength(3); // floor(4/2) = 2, capped at the loser's 1
    expect(board(s, "confederate")).toEqual([]);
  });

  test("each side chooses its own casualties, forts included", () => {
    let s = scenario({
      union: [["kentucky", 3], ["kentucky", 3], ["kentucky", 3]],
      confederate: [["nashville", 1, 0], ["nashville", "fort", 0]],
      unionHand: ["Volunteers", "Grant"],
    });
    s = moveAlong(s, "Volunteers", "kentucky", "nashville", [3, 3, 3]);
    s = play(s, { t: "fight" }, done, done);
    expect(deciding(s)).toBe(1);
    expect(choices(s).map((a) => (a.t === "casualty" ? a.id : "")).sort()).toEqual(["c1-1", "fort-1"]);
  });
});

describe("totals: forts and defence modifiers", () => {
  test("a fort is worth 3 to the defender, if its half is the one attacked", () => {
    const attackNorth = (fortHalf: 0 | 1) => {
      let s = scenario({
        union: [["kentucky", 3]],
        confederate: [["nashville", 1, 0], ["nashville", "fort", fortHalf]],
        unionHand: ["Volunteers", "Volunteers"],
      });
      s = moveAlong(s, "Volunteers", "kentucky", "nashville");
      return play(s, { t: "fight" }, done, done);
    };
    expect(logText(attackNorth(0))).toMatch(/Union 3, Confederate 4/);
    expect(logText(attackNorth(1))).toMatch(/Union 3, Confederate 1/);
  });

  test("a rail attack into Manassas from Washington gives a Confederate defender +1", () => {
    let s = scenario({ union: [["washington", 3]], confederate: [["manassas", 3]], unionHand: ["Volunteers", "Volunteers"] });
    s = moveAlong(s, "Volunteers", "washington", "manassas");
    expect(battle(s).modifier).toBe(1);
    s = play(s, { t: "fight" }, done, done);
    expect(logText(s)).toMatch(/Union 3, Confederate 4: Confederate wins/);
  });

  test("an army never benefits from a modifier of the opponent's colour", () => {
    // The link from Front Royal into Harper's Ferry helps a Union defender; a Confederate holding Harper's Ferry gets nothing.
    let s = scenario({
      union: [["front-royal", 2]],
      confederate: [["harpers-ferry", 2]],
      flags: { "front-royal": "union", "harpers-ferry": "confederate" },
      unionHand: ["Volunteers", "Volunteers"],
    });
    s = moveAlong(s, "Volunteers", "front-royal", "harpers-ferry");
    expect(battle(s).modifier).toBe(0);
    let t = scenario({ active: "confederate", union: [["harpers-ferry", 2]], confederate: [["front-royal", 2]], confederateHand: ["Militia", "Bragg"] });
    t = moveAlong(t, "Militia", "front-royal", "harpers-ferry");
    expect(battle(t).modifier).toBe(1);
  });

  test("no defence modifier applies in an attack inside an already contested location", () => {
    let s = scenario({ union: [["manassas", 3, 0]], confederate: [["manassas", 2, 1]], unionHand: ["Halleck", "Pope"] });
    expect(canChoose(s, { t: "attack", loc: "manassas" })).toBe(true);
    s = play(s, { t: "attack", loc: "manassas" });
    expect(battle(s)).toMatchObject({ half: 1, modifier: 0, via: { kind: "within" } });
  });
});

describe("retreats", () => {
  test("a losing defender may split his retreat between friendly destinations", () => {
    let s = scenario({
      union: [["kentucky", 3], ["kentucky", 3], ["kentucky", 3]],
      confederate: [["fort-henry-donelson", 1], ["fort-henry-donelson", 1], ["fort-henry-donelson", 1], ["fort-henry-donelson", 1]],
      unionHand: ["Volunteers", "Volunteers"],
    });
    s = moveAlong(s, "Volunteers", "kentucky", "fort-henry-donelson", [3, 3, 3]);
    // 9 against 4 + 1 (the link's modifier). Casualties among identical counters need no choice.
    s = play(s, { t: "fight" }, done, done);
    expect(battle(s).stage).toBe("retreat");
    expect(choices(s)).toEqual([
      { t: "retreat", loc: "nashville", half: 0 },
      { t: "retreat", loc: "corinth", half: 0 },
    ]);
    s = play(s, { t: "retreat", loc: "nashville", half: 0 }, { t: "retreat", loc: "corinth", half: 0 });
    expect(board(s, "confederate")).toEqual(["corinth:0:1", "nashville:0:1"]);
  });

  test("a losing attacker retreats to the location he attacked from", () => {
    let s = scenario({ union: [["kentucky", 1], ["kentucky", 1]], confederate: [["nashville", 3]], unionHand: ["Volunteers", "Volunteers"] });
    s = moveAlong(s, "Volunteers", "kentucky", "nashville", [1, 1]);
    s = play(s, { t: "fight" }, done, done);
    expect(board(s, "union")).toEqual(["kentucky:1:1"]);
    expect(controllerOf(s, "nashville")).toBe("confederate");
    expect(s.europe).toBe(7); // one Union counter lost: one space toward the Confederacy
  });

  test("attacking from inside a contested location, the loser retreats to a connected friendly location", () => {
    let s = scenario({
      union: [["manassas", 1, 0], ["manassas", 1, 0]],
      confederate: [["manassas", 3, 1]],
      unionHand: ["Halleck", "Pope"],
    });
    s = play(s, { t: "attack", loc: "manassas" }, { t: "commit", card: inHand(s, "union", "Halleck") }, { t: "fight" }, done, done);
    // Union 1 + 1 + 1 against 3: the defender wins the tie; one Union counter is lost, the other goes home.
    expect(board(s, "union")).toEqual(["washington:1:1"]);
    expect(controllerOf(s, "manassas")).toBe("confederate");
  });

  test("a Confederate never retreats into the top three Union locations", () => {
    // Baltimore leads to Philadelphia, closed to the Confederate, and to Washington and Harper's Ferry, the Union's.
    let s = scenario({
      union: [["washington", 3], ["washington", 3]],
      confederate: [["baltimore", 1], ["baltimore", 1], ["baltimore", 1]],
      flags: { baltimore: "confederate" },
      unionHand: ["Volunteers", "Volunteers"],
    });
    s = moveAlong(s, "Volunteers", "washington", "baltimore", [3, 3]);
    s = play(s, { t: "fight" }, done, done);
    expect(board(s, "confederate")).toEqual([]);
    expect(s.flags.baltimore).toBeUndefined();
  });

  test("a losing defender with nowhere to go is eliminated", () => {
    // Every location joined to Nashville is the Union's: Kentucky, Chattanooga and Fort Henry & Donelson.
    let s = scenario({
      union: [["kentucky", 3], ["kentucky", 3], ["kentucky", 3]],
      confederate: [["nashville", 1], ["nashville", 1], ["nashville", 1]],
      flags: { chattanooga: "union", "fort-henry-donelson": "union" },
      unionHand: ["Volunteers", "Volunteers"],
    });
    s = moveAlong(s, "Volunteers", "kentucky", "nashville", [3, 3, 3]);
    s = play(s, { t: "fight" }, done, done);
    expect(board(s, "confederate")).toEqual([]);
    expect(s.europe).toBe(6 - 3); // two casualties and one counter with no way out
  });
});

describe('Combat, step 7: "If the defender loses, he moves his remaining army counters back to the next connected location"', () => {
  test("he may retreat by the half the attacker stands in: the half rule is the withdrawal rule, not the retreat rule", () => {
    // The Union enters Nashville's north half from Kentucky; Chattanooga, behind the south half, is the Union's.
    // Fort Henry & Donelson, joined to the north half, is friendly and next door.
    let s = scenario({
      union: [["kentucky", 3], ["kentucky", 3], ["kentucky", 3]],
      confederate: [["nashville", 1], ["nashville", 1], ["nashville", 1]],
      flags: { chattanooga: "union" },
      unionHand: ["Volunteers", "Volunteers"],
    });
    s = moveAlong(s, "Volunteers", "kentucky", "nashville", [3, 3, 3]);
    s = play(s, { t: "fight" }, done, done);
    expect(board(s, "confederate")).toEqual(["fort-henry-donelson:1:1"]);
    expect(board(s, "union")).toEqual(["nashville:0:3", "nashville:0:3"]);
    expect(s.europe).toBe(6 - 2); // two casualties; the third counter got away
  });

  test('"If he attacked from within the location, he must retreat to a connected friendly location", by either half', () => {
    // The Union holds Manassas's south half and attacks the Confederates in the north half, the half that
    // leads to Washington; beaten, it still goes home to Washington.
    let s = scenario({
      union: [["manassas", 1, 1], ["manassas", 1, 1]],
      confederate: [["manassas", 3, 0]],
      unionHand: ["Halleck", "Pope"],
    });
    s = play(s, { t: "attack", loc: "manassas" }, { t: "commit", card: inHand(s, "union", "Halleck") }, { t: "fight" }, done, done);
    expect(board(s, "union")).toEqual(["washington:1:1"]);
    expect(controllerOf(s, "manassas")).toBe("confederate");
  });

  test("a withdrawal still may not leave through a half with enemy units in it", () => {
    // The same Nashville before the battle is fought: the Confederates already hold only its south half,
    // and the Union, in the north half, attacks; withdrawing, they may not pass the Union's half.
    let s = scenario({
      union: [["nashville", 3, 0]],
      confederate: [["nashville", 1, 1], ["nashville", 1, 1]],
      flags: { chattanooga: "union" },
      unionHand: ["Halleck", "Pope"],
    });
    s = play(s, { t: "attack", loc: "nashville" }, { t: "commit", card: inHand(s, "union", "Halleck") });
    expect(canChoose(s, { t: "withdraw" })).toBe(false);
  });
});

describe('Combat, step 1: "Forts are stuck where they are, so a fort can only take part in combat if its half of the location is attacked"', () => {
  test('entering the half where the enemy holds only a fort: "A fort has a value of "3" for the defender"', () => {
    let s = scenario({
      union: [["kentucky", 3], ["kentucky", 1]],
      confederate: [["nashville", "fort", 0]],
      unionHand: ["Volunteers", "Volunteers"],
    });
    s = moveAlong(s, "Volunteers", "kentucky", "nashville", [3, 1]);
    expect(battle(s)).toMatchObject({ half: 0, defenders: ["fort-1"] });
    s = play(s, { t: "fight" }, done, done);
    expect(logText(s)).toMatch(/Union 4, Confederate 3: Union wins. Confederate loses 1 counter, Union 1/);
    s = play(s, pickCounter(s, "casualty", 1));
    expect(board(s, "confederate")).toEqual([]);
    expect(board(s, "union")).toEqual(["nashville:0:3"]);
    expect(s.flags.nashville).toBe("union");
  });

  test("entering the other half of a location the enemy holds only with a fort: no battle against no one, and nobody loses counters", () => {
    let s = scenario({
      union: [["kentucky", 1]],
      confederate: [["nashville", "fort", 1]],
      unionHand: ["Volunteers", "Hooker"],
      confederateHand: ["Lee"],
    });
    s = moveAlong(s, "Volunteers", "kentucky", "nashville");
    expect(s.pending).toEqual([]);
    expect(logText(s)).toMatch(/fort stands in the other half of Nashville and takes no part: there is no battle/);
    expect(board(s, "union")).toEqual(["nashville:0:1"]);
    expect(board(s, "confederate")).toEqual(["nashville:1:fort"]);
    expect(controllerOf(s, "nashville")).toBeNull(); // contested
    expect(s.europe).toBe(6);
    expect(s.cards.union.hand.map((c) => cardOf(c).name)).toEqual(["Hooker"]); // no card spent on a battle
  });

  test("the fort fights when its own half is attacked from within, at 3 and with no modifier", () => {
    let s = scenario({
      union: [["kentucky", 3], ["kentucky", 1]],
      confederate: [["fort-henry-donelson", "fort", 1]],
      unionHand: ["Volunteers", "Hooker", "Halleck"],
    });
    s = moveAlong(s, "Volunteers", "kentucky", "fort-henry-donelson", [3, 1]);
    expect(s.pending).toEqual([]);
    s = play(s, { t: "attack", loc: "fort-henry-donelson" }, { t: "commit", card: inHand(s, "union", "Halleck") });
    expect(battle(s)).toMatchObject({ half: 1, modifier: 0, defenders: ["fort-1"], via: { kind: "within" } });
    s = play(s, { t: "fight" }, done, done);
    expect(logText(s)).toMatch(/Union 5, Confederate 3: Union wins/);
  });
});

