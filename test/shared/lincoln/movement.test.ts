/** Action: Move army, and control. */
import { describe, expect, test } from "vitest";
import { cardOf } from "../../../shared/games/lincoln/data/cards";
import { controllerOf } from "../../../shared/games/lincoln/control";
import { board, choices, done, inHand, linkBetween, moveAlong, play, scenario } from "./helpers";

describe("moving armies by rail", () => {
  test("a move is paid with one card with a movement symbol, which goes to the discard pile", () => {
    const s = scenario({ union: [["washington", 3]], unionHand: ["Volunteers", "Halleck"] });
    const moves = choices(s).filter((a) => a.t === "move");
    expect(moves).toEqual([{ t: "move", card: inHand(s, "union", "Volunteers") }]);
    const after = play(s, moves[0]!);
    expect(after.cards.union.discard.map((c) => cardOf(c).name)).toEqual(["Volunteers"]);
  });

  test("some or all of the counters in one location move along one rail link", () => {
    let s = scenario({ union: [["washington", 3], ["washington", 2], ["washington", 1]], unionHand: ["Volunteers", "Halleck"] });
    s = play(s, { t: "move", card: inHand(s, "union", "Volunteers") }, { t: "along", link: linkBetween("washington", "baltimore") });
    const two = choices(s).find((a) => a.t === "counter" && a.id.startsWith("u2"));
    const one = choices(s).find((a) => a.t === "counter" && a.id.startsWith("u1"));
    s = play(s, two!, one!, { t: "done" });
    expect(board(s, "union")).toEqual(["baltimore:1:1", "baltimore:1:2", "washington:0:3"]);
  });

  test("one counter may go further, through friendly locations only, to a friendly location", () => {
    let s = scenario({ union: [["washington", 3]], unionHand: ["Volunteers", "Halleck"] });
    s = play(s, { t: "move", card: inHand(s, "union", "Volunteers") });
    const paths = choices(s).flatMap((a) => (a.t === "path" ? [a.loc] : []));
    expect(paths).toContain("philadelphia");
    expect(paths).toContain("cairo");
    expect(paths).not.toContain("manassas"); // enemy: only by a one-link move
    expect(paths).not.toContain("richmond"); // beyond enemy ground
    s = play(s, { t: "path", loc: "philadelphia", half: 1 });
    expect(board(s, "union")).toEqual(["philadelphia:1:3"]);
  });

  test("a path may not cross enemy-controlled ground", () => {
    let s = scenario({ union: [["washington", 3]], flags: { baltimore: "confederate", "harpers-ferry": "confederate" }, unionHand: ["Volunteers", "Halleck"] });
    s = play(s, { t: "move", card: inHand(s, "union", "Volunteers") });
    const paths = choices(s).flatMap((a) => (a.t === "path" ? [a.loc] : []));
    expect(paths).not.toContain("philadelphia");
  });

  test("entering an empty enemy location takes control of it with a flag, which stays when the army leaves", () => {
    let s = scenario({ union: [["washington", 3]], unionHand: ["Volunteers", "McDowell", "Halleck"] });
    s = play(s, { t: "move", card: inHand(s, "union", "Volunteers") }, { t: "along", link: linkBetween("washington", "manassas") });
    expect(s.flags.manassas).toBe("union");
    expect(controllerOf(s, "manassas")).toBe("union");
    s = play(s, { t: "move", card: inHand(s, "union", "McDowell") }, { t: "along", link: linkBetween("manassas", "washington") });
    expect(board(s, "union")).toEqual(["washington:1:3"]);
    expect(controllerOf(s, "manassas")).toBe("union");
  });

  test("entering an enemy-occupied location starts a battle at once", () => {
    let s = scenario({ union: [["washington", 3]], confederate: [["manassas", 1]], unionHand: ["Volunteers", "Halleck"] });
    s = play(s, { t: "move", card: inHand(s, "union", "Volunteers") }, { t: "along", link: linkBetween("washington", "manassas") });
    expect(s.pending.at(-1)).toMatchObject({ k: "combat", loc: "manassas", attacker: "union" });
  });

  test("the Confederate can never move into the top three locations on the Union side", () => {
    let s = scenario({ active: "confederate", confederate: [["baltimore", 2]], flags: { baltimore: "confederate" }, confederateHand: ["Militia", "Bragg"] });
    s = play(s, { t: "move", card: inHand(s, "confederate", "Militia") });
    const along = choices(s).flatMap((a) => (a.t === "along" ? [a.link] : []));
    expect(along).toContain(linkBetween("baltimore", "washington"));
    expect(along).not.toContain(linkBetween("baltimore", "philadelphia"));
  });

  test("forts cannot move", () => {
    const s = scenario({ active: "confederate", confederate: [["richmond", "fort"]], confederateHand: ["Militia", "Bragg"] });
    expect(choices(s).some((a) => a.t === "move")).toBe(false);
  });

  test("in a contested location, counters leave only by the links of their own half", () => {
    let s = scenario({ union: [["manassas", 3, 0]], confederate: [["manassas", 2, 1]], unionHand: ["Volunteers", "Halleck"] });
    s = play(s, { t: "move", card: inHand(s, "union", "Volunteers") });
    const along = choices(s).flatMap((a) => (a.t === "along" ? [a.link] : []));
    expect(along).toEqual([linkBetween("washington", "manassas")]);
  });
});

describe("control", () => {
  test("a location of your colour with no enemy units is yours; a contested location is nobody's", () => {
    const s = scenario({ union: [["manassas", 3, 0]], confederate: [["manassas", 2, 1]] });
    expect(controllerOf(s, "washington")).toBe("union");
    expect(controllerOf(s, "richmond")).toBe("confederate");
    expect(controllerOf(s, "manassas")).toBeNull();
  });

  test("a control flag holds a location for its side until the enemy is its sole occupant", () => {
    let s = scenario({ active: "confederate", confederate: [["front-royal", 2]], flags: { manassas: "union" }, confederateHand: ["Militia", "Bragg"] });
    expect(controllerOf(s, "manassas")).toBe("union");
    s = play(s, { t: "move", card: inHand(s, "confederate", "Militia") }, { t: "along", link: linkBetween("front-royal", "manassas") });
    expect(s.flags.manassas).toBeUndefined();
    expect(controllerOf(s, "manassas")).toBe("confederate");
  });

  test("the Confederacy gains a Europe space for a blue location it captures in a battle, and gives it back when it loses it", () => {
    let s = scenario({ active: "confederate", confederate: [["manassas", 2]], confederateHand: ["Militia", "Bragg"] });
    s = play(s, { t: "move", card: inHand(s, "confederate", "Militia") }, { t: "along", link: linkBetween("manassas", "washington") });
    expect(s.result?.ending).toBe("washington"); // taking Washington wins outright
    // Walking into an empty blue location takes it, but captures nothing in a battle: no space.
    let t = scenario({ active: "confederate", confederate: [["front-royal", 2]], confederateHand: ["Militia", "Bragg"] });
    t = play(t, { t: "move", card: inHand(t, "confederate", "Militia") }, { t: "along", link: linkBetween("front-royal", "harpers-ferry") });
    expect(t.flags["harpers-ferry"]).toBe("confederate");
    expect(t.europe).toBe(6);
    expect(t.captured).toEqual([]);
    // A battle won there captures it: one space for the casualty, one for the capture.
    let b = scenario({ active: "confederate", union: [["harpers-ferry", 1]], confederate: [["front-royal", 3], ["front-royal", 3]], confederateHand: ["Militia", "Lee", "Bragg"] });
    b = moveAlong(b, "Militia", "front-royal", "harpers-ferry");
    b = play(b, { t: "commit", card: inHand(b, "confederate", "Lee") }, { t: "fight" }, done, done);
    expect(b.flags["harpers-ferry"]).toBe("confederate");
    expect(b.captured).toEqual(["harpers-ferry"]);
    expect(b.europe).toBe(8);
    // Retaken by the Union: the capture's space comes back; a location taken without a battle gives none back.
    let u = scenario({ union: [["baltimore", 2]], flags: { "harpers-ferry": "confederate" }, captured: ["harpers-ferry"], europe: 7, unionHand: ["Volunteers", "Halleck"] });
    u = play(u, { t: "move", card: inHand(u, "union", "Volunteers") }, { t: "along", link: linkBetween("baltimore", "harpers-ferry") });
    expect(u.flags["harpers-ferry"]).toBeUndefined();
    expect(u.captured).toEqual([]);
    expect(u.europe).toBe(6);
    let w = scenario({ union: [["baltimore", 2]], flags: { "harpers-ferry": "confederate" }, europe: 7, unionHand: ["Volunteers", "Halleck"] });
    w = play(w, { t: "move", card: inHand(w, "union", "Volunteers") }, { t: "along", link: linkBetween("baltimore", "harpers-ferry") });
    expect(w.flags["harpers-ferry"]).toBeUndefined();
    expect(w.europe).toBe(7);
  });
});
