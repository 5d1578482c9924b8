/** Ending the game: the conditions checked at once and those of the second copy, offered as options. */
import { describe, expect, test } from "vitest";
import { EUROPE_CONFEDERATE_END } from "../../../shared/games/lincoln/data/tracks";
import type { State } from "../../../shared/games/lincoln/state";
import { STALL_TURNS, unionVp } from "../../../shared/games/lincoln/victory";
import { done, game, inHand, linkBetween, logText, moveAlong, play, scenario } from "./helpers";

const pass = { t: "pass" } as const;
const end = { t: "end" } as const;

describe("ending the game", () => {
  test("the Europe marker reaching the Confederate end wins for the Confederacy at once", () => {
    let s = scenario({ active: "confederate", europe: EUROPE_CONFEDERATE_END - 1, confederateHand: ["Judah Benjamin", "Bragg", "Lee"] });
    s = play(s, { t: "deploy", card: inHand(s, "confederate", "Judah Benjamin") }, { t: "pay", card: inHand(s, "confederate", "Bragg") });
    expect(game.status(s)).toEqual({ over: { winners: [1], reason: expect.stringMatching(/Europe/) } });
    expect(s.result?.ending).toBe("europe");
  });

  test("a battle's losses can bring Europe in", () => {
    let s = scenario({
      active: "confederate",
      europe: EUROPE_CONFEDERATE_END - 1,
      union: [["harpers-ferry", 1]],
      confederate: [["front-royal", 3]],
      confederateHand: ["Militia", "Lee"],
    });
    s = moveAlong(s, "Militia", "front-royal", "harpers-ferry");
    s = play(s, { t: "fight" }, done, done);
    expect(s.result?.ending).toBe("europe");
  });

  test("Confederate control of Washington wins at once (the rulebook's reading, the default)", () => {
    let s = scenario({ active: "confederate", confederate: [["manassas", 2]], confederateHand: ["Militia", "Bragg"] });
    s = moveAlong(s, "Militia", "manassas", "washington");
    expect(s.result).toMatchObject({ winners: [1], ending: "washington" });
  });

  describe("the second copy's end conditions, as options", () => {
    test("Washington counts only if the Confederacy still holds it at the end of the Union's turn", () => {
      const options = { washington: "end-of-union-turn" } as const;
      let s = scenario({ active: "confederate", options, confederate: [["manassas", 2]], confederateHand: ["Militia", "Bragg"] });
      s = moveAlong(s, "Militia", "manassas", "washington");
      expect(s.result).toBeNull();
      // The Union passes its turn away: Washington is still Confederate, and the game ends.
      const lost = play(play(s, pass, end), pass, pass, end);
      expect(lost.result).toMatchObject({ winners: [1], ending: "washington" });
      // Or it takes Washington back during its turn, and the game goes on.
      let t = scenario({
        active: "confederate",
        options,
        union: [["baltimore", 3]],
        confederate: [["manassas", 1]],
        confederateHand: ["Militia", "Bragg"],
        unionHand: ["Volunteers", "Halleck", "Pope"],
      });
      t = moveAlong(t, "Militia", "manassas", "washington");
      t = play(t, pass, end);
      t = moveAlong(t, "Volunteers", "baltimore", "washington");
      t = play(t, { t: "commit", card: inHand(t, "union", "Pope") }, { t: "fight" }, done, done);
      t = play(t, pass, end);
      expect(t.result).toBeNull();
      expect(t.active).toBe("confederate");
    });

    test("the Union wins if it controls Vicksburg and Richmond at the end of a Confederate turn", () => {
      const flags = { vicksburg: "union", richmond: "union" } as const;
      const on = play(scenario({ active: "confederate", flags, options: { vicksburgRichmond: true } }), pass, pass, end);
      expect(on.result).toMatchObject({ winners: [0], ending: "vicksburg-richmond" });
      const off = play(scenario({ active: "confederate", flags }), pass, pass, end);
      expect(off.result).toBeNull();
    });
  });

  test("nothing is legal once the game is over", () => {
    let s = scenario({ active: "confederate", confederate: [["manassas", 2]], confederateHand: ["Militia", "Bragg"] });
    s = play(s, { t: "move", card: inHand(s, "confederate", "Militia") }, { t: "along", link: linkBetween("manassas", "washington") });
    expect(game.legal(s, 0)).toEqual([]);
    expect(game.legal(s, 1)).toEqual([]);
  });
});

describe('No endless games: the war ends when "the Union player exhausts his deck for the third time", and a Union that spends no card stops that clock', () => {
  /** A round of both sides passing: the Union's turn, then the Confederacy's. */
  const round = (s: State) => play(s, pass, pass, end, pass, pass, end);

  test(`${STALL_TURNS} Union turns in a row without using a card end the war, VP counted as at the third exhaustion: under 12, the Confederacy wins`, () => {
    let s = scenario({});
    for (let i = 1; i < STALL_TURNS; i++) s = round(s);
    expect(s.result).toBeNull();
    s = play(s, pass, pass, end);
    expect(s.result).toMatchObject({ winners: [1], ending: "stalled" });
    expect(s.result?.reason).toMatch(/the Union used no card for 10 turns in a row: the war ended with only 0 VP \(12 needed\)/);
  });

  test("with 12 VP or more, the Union wins", () => {
    const flags = {
      richmond: "union",
      atlanta: "union",
      vicksburg: "union",
      "new-orleans": "union",
      chattanooga: "union",
      nashville: "union",
      "fort-henry-donelson": "union",
    } as const;
    let s = scenario({ flags });
    expect(unionVp(s)).toBe(12);
    for (let i = 1; i < STALL_TURNS; i++) s = round(s);
    s = play(s, pass, pass, end);
    expect(s.result).toMatchObject({ winners: [0], ending: "stalled" });
  });

  test("the players are warned two turns ahead", () => {
    let s = scenario({});
    for (let i = 1; i < STALL_TURNS - 2; i++) s = round(s);
    s = play(s, pass, pass, end);
    expect(logText(s)).toMatch(/The Union has used no card for 8 turns in a row: at 10 the war ends and its VP are counted/);
  });

  test("a card spent starts the count again", () => {
    let s = scenario({});
    for (let i = 1; i < STALL_TURNS; i++) s = round(s);
    s = play(s, { t: "discard" }, { t: "card", card: s.cards.union.hand[0] as string }, done, pass, end);
    expect(s.result).toBeNull();
    expect(s.deckClock.idleTurns).toBe(0);
  });
});

