/** "Checkpoints", "Checkpoint Bonuses" and "Boss / Mini Boss Battle". */
import { describe, expect, test } from "vitest";
import { choices, deciding, inHand, play, scenario, templates } from "./helpers";

/** Seats 0 and 1 in Level 1, seat 2 in Level 2; seat 0 buys the whip and reaches the checkpoint. */
function reach(under?: string) {
  let s = scenario({
    players: [
      { hand: ["piggy", "beardarang", "jump"], deck: ["axe", "axe"] },
      { level: 0, pos: 0, hand: ["beardarang"], deck: ["axe"] },
      { level: 1, hand: ["beardarang"], deck: ["axe"] },
    ],
    levels: [{ board: ["whip", "cp-log-cabin", "cabin"], under: under ? { 1: under } : {}, checkpoints: 2 }, { board: ["bell", "bell"] }],
    miniBosses: [],
  });
  s = play(s, { t: "spend", card: inHand(s, 0, "piggy") });
  return s;
}

describe("checkpoints", () => {
  test("the first active player to reach a checkpoint takes two bonuses, one after the other; every other player in that Level one", () => {
    let s = reach();
    expect(deciding(s)).toBe(0);
    expect(choices(s)).toEqual([
      { t: "draw" },
      { t: "score", card: inHand(s, 0, "beardarang") },
      { t: "score", card: inHand(s, 0, "jump") },
      { t: "exit", level: 1 },
    ]);
    s = play(s, { t: "draw" });
    expect(templates(s.players[0]?.hand ?? [])).toEqual(["beardarang", "jump", "axe"]);
    expect(deciding(s)).toBe(0);
    s = play(s, { t: "draw" });
    expect(deciding(s)).toBe(1);
    s = play(s, { t: "score", card: inHand(s, 1, "beardarang") });
    expect(templates(s.players[1]?.score ?? [])).toEqual(["beardarang"]);
    // Seat 2 is in the other Level: no bonus. Seat 0 goes on exploring.
    expect(deciding(s)).toBe(0);
    expect(s.step).toBe("explore");
    expect(templates(s.removed)).toEqual(["cp-log-cabin"]);
    expect(s.players[0]?.pos).toBe(2);
  });

  test("exiting the Level puts the meeple at the start of another and ends the reacher's Explore step; not twice", () => {
    let s = reach();
    s = play(s, { t: "exit", level: 1 });
    expect(s.players[0]?.level).toBe(1);
    expect(choices(s).some((a) => a.t === "exit")).toBe(false);
    s = play(s, { t: "draw" }, { t: "draw" });
    expect(s.current).toBe(0);
    expect(s.step).toBe("discard");
  });

  test("exiting is offered only when another Level is open", () => {
    let s = scenario({
      players: [{ hand: ["piggy", "beardarang"] }],
      levels: [{ board: ["whip", "cp-log-cabin", "cabin"] }, { cleared: true }],
    });
    s = play(s, { t: "spend", card: inHand(s, 0, "piggy") });
    expect(choices(s).some((a) => a.t === "exit")).toBe(false);
  });

  test("a mini-boss under the checkpoint is turned over in its place once the bonuses are taken", () => {
    let s = reach("iron-warthog");
    expect(s.levels[0]?.board[1]).toBe("cp-log-cabin");
    s = play(s, { t: "draw" }, { t: "draw" }, { t: "draw" });
    expect(templates(s.levels[0]?.board ?? [])).toEqual([null, "iron-warthog", "cabin", null, null]);
    expect(s.players[0]?.pos).toBe(1);
    // Turned over during the turn, it does not ambush; it cannot be jumped.
    expect(s.step).toBe("explore");
    expect(choices(s).some((a) => a.t === "jump")).toBe(false);
  });
});
