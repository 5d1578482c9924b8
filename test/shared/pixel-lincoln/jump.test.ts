/** "Jump", and "Boss / Mini Boss Battle": no jumping over them. */
import { describe, expect, test } from "vitest";
import { canChoose, choices, inHand, play, scenario, templates } from "./helpers";

const level1 = { board: ["bell", "bell", "bell", "bell", "bell"] };

describe("jumping", () => {
  test("equipping a Jump card moves the meeple over the card right of it, which stays on the board; the Jump card is discarded", () => {
    let s = scenario({
      players: [{ hand: ["jump", "beardarang"] }],
      levels: [{ board: ["cabin", "piggy", "axe", "almanac", "quill"], deck: ["shark"] }, level1],
    });
    expect(s.players[0]?.pos).toBe(0);
    s = play(s, { t: "jump", card: inHand(s, 0, "jump") });
    expect(s.players[0]?.pos).toBe(1);
    expect(templates(s.levels[0]?.board ?? [])).toEqual(["cabin", "piggy", "axe", "almanac", "quill"]);
    expect(templates(s.players[0]?.discard ?? [])).toEqual(["jump"]);
  });

  test("a jumped card can no longer be collected: coin now goes toward the next card", () => {
    let s = scenario({ players: [{ hand: ["jump", "jump", "piggy"] }], levels: [{ board: ["whip", "cabin", "axe", "almanac", "quill"] }, level1] });
    s = play(s, { t: "jump", card: inHand(s, 0, "jump") });
    s = play(s, { t: "spend", card: inHand(s, 0, "jump") });
    expect(s.purse?.target).toBe(s.levels[0]?.board[1]);
  });

  test("enemies, items and characters can be jumped; without a Jump card there is no jump", () => {
    const s = scenario({ players: [{ hand: ["beardarang", "piggy"] }], levels: [{ board: ["newt-kappy", "cabin"] }, level1] });
    expect(choices(s).some((a) => a.t === "jump")).toBe(false);
    const t = scenario({ players: [{ hand: ["jump", "piggy"] }], levels: [{ board: ["newt-kappy", "cabin"] }, level1] });
    expect(canChoose(t, { t: "jump", card: inHand(t, 0, "jump") })).toBe(true);
  });

  test("items with the Jump ability jump too (Leapin' Loafers)", () => {
    const s = scenario({ players: [{ hand: ["loafers"] }], levels: [{ board: ["cabin", "axe"] }, level1] });
    expect(canChoose(s, { t: "jump", card: inHand(s, 0, "loafers") })).toBe(true);
  });

  test("a mini-boss or a boss cannot be jumped over", () => {
    for (const boss of ["iron-warthog", "robo-booth"]) {
      const s = scenario({ players: [{ hand: ["jump", "jump", "beardarang"] }], levels: [{ board: [boss, "cabin"] }, level1], miniBosses: [], bosses: [] });
      expect(s.step).toBe("ambush");
      expect(choices(s).some((a) => a.t === "jump")).toBe(false);
      expect(choices(s)).toContainEqual({ t: "yield" });
    }
  });

  test("jumping the last card reaches the Level Deck: the board scrolls", () => {
    let s = scenario({
      players: [{ hand: ["jump", "beardarang"] }],
      levels: [{ board: [null, null, null, null, "cabin"], deck: ["whip", "piggy", "cannon", "burger", "loafers", "axe"] }, level1],
    });
    s = play(s, { t: "jump", card: inHand(s, 0, "jump") });
    expect(templates(s.levels[0]?.board ?? [])).toEqual(["whip", "piggy", "cannon", "burger", "loafers"]);
    expect(s.players[0]?.pos).toBe(0);
    expect(templates(s.removed)).toEqual(["cabin"]);
  });
});
