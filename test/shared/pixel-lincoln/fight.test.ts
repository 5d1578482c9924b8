/** "Defeating Enemies": equipping power, Projectile, and the abilities that go with it. */
import { describe, expect, test } from "vitest";
import { canChoose, choices, decline, inHand, logText, play, scenario, templates } from "./helpers";

const level1 = { board: ["bell", "bell", "bell", "bell", "bell"] };

describe("defeating an enemy", () => {
  test("items are equipped one by one; once their power reaches the enemy's, it goes to the Score Pile and the items to the Discard Pile", () => {
    let s = scenario({ players: [{ hand: ["jump", "beardarang", "beardarang", "beardarang"] }], levels: [{ board: ["whip", "shark", "cabin"] }, level1] });
    s = play(s, { t: "spend", card: inHand(s, 0, "jump") });
    expect(s.step).toBe("explore");
    s = play(s, { t: "equip", card: inHand(s, 0, "beardarang") });
    expect(s.fight).toMatchObject({ power: 1 });
    expect(s.levels[0]?.board[1]).not.toBeNull();
    s = play(s, { t: "equip", card: inHand(s, 0, "beardarang") });
    expect(s.levels[0]?.board[1]).toBeNull();
    expect(templates(s.players[0]?.score ?? [])).toEqual(["shark"]);
    expect(templates(s.players[0]?.discard ?? [])).toEqual(["jump", "whip", "beardarang", "beardarang"]);
    expect(s.players[0]?.equip).toEqual([]);
    expect(s.players[0]?.defeated).toBe(1);
    expect(s.players[0]?.pos).toBe(2);
    // The log says what was beaten and what it gave (a stranger saw only the Score Pile's points go up).
    expect(logText(s)).toContain("Player 1 defeated Laser Shark in Level 1: 1 point into the Score Pile.");
  });

  test("power short of the enemy's is lost at the end of the turn", () => {
    let s = scenario({ players: [{ hand: ["jump", "beardarang", "piggy"] }], levels: [{ board: ["whip", "shark", "cabin"] }, level1] });
    s = play(s, { t: "spend", card: inHand(s, 0, "jump") });
    s = play(s, { t: "equip", card: inHand(s, 0, "beardarang") }, { t: "stop" });
    expect(s.levels[0]?.board[1]).not.toBeNull();
    expect(templates(s.players[0]?.discard ?? [])).toEqual(["jump", "whip", "beardarang"]);
  });

  test("a farther enemy is defeated only with Projectile items; the meeple does not move", () => {
    let s = scenario({ players: [{ hand: ["cannon", "beardarang", "beardarang"] }], levels: [{ board: ["cabin", "piggy", "shark", "axe"] }, level1] });
    const shark = s.levels[0]?.board[2] as string;
    expect(choices(s).filter((a) => a.t === "shoot")).toEqual([{ t: "shoot", card: inHand(s, 0, "cannon"), at: shark }]);
    expect(choices(s).some((a) => a.t === "equip")).toBe(false);
    s = play(s, { t: "shoot", card: inHand(s, 0, "cannon"), at: shark });
    expect(s.levels[0]?.board[2]).toBeNull();
    expect(templates(s.players[0]?.score ?? [])).toEqual(["shark"]);
    expect(s.players[0]?.pos).toBe(0);
  });

  test("Projectile power adds up toward one far enemy; that enemy, once adjacent, takes any power", () => {
    let s = scenario({ players: [{ hand: ["muttonstar", "jump", "beardarang", "beardarang"] }], levels: [{ board: ["whip", "bear", "axe"] }, level1] });
    const bear = s.levels[0]?.board[1] as string;
    s = play(s, { t: "shoot", card: inHand(s, 0, "muttonstar"), at: bear });
    expect(s.fight).toMatchObject({ target: bear, power: 2 });
    s = play(s, { t: "spend", card: inHand(s, 0, "jump") });
    s = play(s, { t: "equip", card: inHand(s, 0, "beardarang") });
    expect(templates(s.players[0]?.score ?? [])).toEqual(["bear"]);
  });

  test("an item's ability happens as it is equipped, whether or not the enemy falls (Berserker Burger draws 1)", () => {
    let s = scenario({ players: [{ hand: ["jump", "burger"], deck: ["axe"] }], levels: [{ board: ["whip", "bear", "cabin"] }, level1] });
    s = play(s, { t: "spend", card: inHand(s, 0, "jump") });
    s = play(s, { t: "equip", card: inHand(s, 0, "burger") });
    expect(templates(s.players[0]?.hand ?? [])).toEqual(["axe"]);
    expect(s.fight).toMatchObject({ power: 1 });
    s = play(s, { t: "equip", card: inHand(s, 0, "axe") });
    expect(templates(s.players[0]?.score ?? [])).toEqual(["bear"]);
  });

  test("an item with an ability may be equipped with no enemy in front, for its ability alone", () => {
    let s = scenario({ players: [{ hand: ["almanac", "beardarang"], deck: ["jump", "jump"] }], levels: [{ board: ["axe", "bear"] }, level1] });
    expect(canChoose(s, { t: "equip", card: inHand(s, 0, "almanac") })).toBe(true);
    expect(canChoose(s, { t: "equip", card: inHand(s, 0, "beardarang") })).toBe(false);
    s = play(s, { t: "equip", card: inHand(s, 0, "almanac") });
    expect(templates(s.players[0]?.hand ?? [])).toEqual(["beardarang", "jump", "jump"]);
    expect(templates(s.players[0]?.discard ?? [])).toEqual(["almanac"]);
  });

  test("only items are equipped: an enemy card in hand is spent for its coin (Bunny Bomb)", () => {
    const s = scenario({ players: [{ hand: ["bunny", "jump"] }], levels: [{ board: ["cabin", "bear"] }, level1] });
    expect(choices(s)).toContainEqual({ t: "spend", card: inHand(s, 0, "bunny") });
    expect(choices(s).some((a) => (a.t === "equip" || a.t === "shoot") && a.card === inHand(s, 0, "bunny"))).toBe(false);
  });
});

describe("item abilities", () => {
  test("Liberty Bell Bomb: once nobody cancels, every other player discards a card of his choice, in turn order", () => {
    let s = scenario({
      players: [{ hand: ["bell", "piggy"] }, { level: 1, hand: ["beardarang", "jump"] }, { level: 1, hand: ["axe", "axe"] }],
      levels: [{ board: ["bear", "whip"] }, { board: ["cabin"] }],
    });
    s = play(s, { t: "equip", card: inHand(s, 0, "bell") });
    s = play(s, [1, decline], [2, decline]);
    expect(choices(s, 1)).toEqual([
      { t: "discard", card: inHand(s, 1, "beardarang") },
      { t: "discard", card: inHand(s, 1, "jump") },
    ]);
    s = play(s, [1, { t: "discard", card: inHand(s, 1, "jump") }]);
    // Seat 2's two axes are alike: his discard is forced and made for him.
    expect(templates(s.players[1]?.discard ?? [])).toEqual(["jump"]);
    expect(templates(s.players[2]?.discard ?? [])).toEqual(["axe"]);
    expect(templates(s.players[0]?.score ?? [])).toEqual(["bear"]);
  });

  test("Proclamation Quill: a card from hand into the Score Pile", () => {
    let s = scenario({ players: [{ hand: ["quill", "jump", "beardarang"] }], levels: [{ board: ["bear", "whip"] }, { board: ["bell"] }] });
    s = play(s, { t: "equip", card: inHand(s, 0, "quill") });
    s = play(s, { t: "score", card: inHand(s, 0, "jump") });
    expect(templates(s.players[0]?.score ?? [])).toEqual(["jump"]);
  });

  test("Lucky Penny: the top card of the Discard Pile back into the hand", () => {
    let s = scenario({ players: [{ hand: ["lucky-penny", "beardarang"], discard: ["jump", "axe"] }], levels: [{ board: ["bear", "whip"] }, { board: ["bell"] }] });
    s = play(s, { t: "equip", card: "lucky-penny" });
    expect(templates(s.players[0]?.hand ?? [])).toEqual(["beardarang", "axe"]);
  });

  test("Top Hat of Holding: once bought, straight into the hand", () => {
    let s = scenario({ players: [{ hand: ["piggy", "piggy", "beardarang"] }], levels: [{ board: ["top-hat", "cabin"] }, { board: ["bell"] }] });
    s = play(s, { t: "spend", card: inHand(s, 0, "piggy") });
    s = play(s, { t: "spend", card: inHand(s, 0, "piggy") });
    expect(templates(s.players[0]?.hand ?? [])).toEqual(["beardarang", "top-hat"]);
  });
});

describe("enemy reactions when defeated", () => {
  test("Skateboarding Dinosaur: the defeater draws a card", () => {
    let s = scenario({ players: [{ hand: ["jump", "axe"], deck: ["cabin"] }], levels: [{ board: ["whip", "dino", "axe"] }, level1] });
    s = play(s, { t: "spend", card: inHand(s, 0, "jump") }, { t: "equip", card: inHand(s, 0, "axe") });
    expect(templates(s.players[0]?.hand ?? [])).toEqual(["cabin"]);
    expect(logText(s)).toContain("Player 1 defeated Skateboarding Dinosaur in Level 1: 2 points into the Score Pile.\nPlayer 1 drew 1 card.");
  });

  test("Plague Doctor: an enemy on top of the Level Deck takes its place at once", () => {
    let s = scenario({ players: [{ hand: ["jump", "axe", "piggy"] }], levels: [{ board: ["whip", "plague", "axe"], deck: ["bear", "cabin"] }, level1] });
    s = play(s, { t: "spend", card: inHand(s, 0, "jump") }, { t: "equip", card: inHand(s, 0, "axe") });
    expect(templates(s.levels[0]?.board ?? [])).toEqual([null, "bear", "axe", null, null]);
    expect(s.players[0]?.pos).toBe(1);
    expect(templates(s.levels[0]?.deck ?? [])).toEqual(["cabin"]);
  });

  test("Plague Doctor: anything else stays on top, seen by everyone", () => {
    let s = scenario({ players: [{ hand: ["jump", "axe"] }, { level: 1 }], levels: [{ board: ["whip", "plague", "axe"], deck: ["cabin", "bear"] }, level1] });
    s = play(s, { t: "spend", card: inHand(s, 0, "jump") }, { t: "equip", card: inHand(s, 0, "axe") }, [1, decline]);
    expect(templates(s.levels[0]?.board ?? [])).toEqual([null, null, "axe", null, null]);
    expect(s.levels[0]?.known).toEqual([1, 1]);
    expect(logText(s)).toContain("Log Cabin Savings on top");
  });

  test("Slime: into the Score Pile of an opponent the defeater chooses", () => {
    let s = scenario({
      players: [{ hand: ["jump", "beardarang"] }, { level: 1 }, { level: 1 }],
      levels: [{ board: ["whip", "slime", "axe"] }, level1],
    });
    s = play(s, { t: "spend", card: inHand(s, 0, "jump") }, { t: "equip", card: inHand(s, 0, "beardarang") });
    s = play(s, [1, decline], [2, decline]);
    expect(choices(s)).toEqual([
      { t: "rival", seat: 1 },
      { t: "rival", seat: 2 },
    ]);
    s = play(s, { t: "rival", seat: 2 });
    expect(templates(s.players[2]?.score ?? [])).toEqual(["slime"]);
    expect(logText(s)).toContain("Slime goes into Player 3's Score Pile (-1 point).");
    expect(s.players[0]?.score).toEqual([]);
    expect(s.players[0]?.defeated).toBe(1);
  });

  test("Bunny Bomb: into the defeater's Discard Pile, to be drawn and spent later", () => {
    let s = scenario({ players: [{ hand: ["jump", "beardarang", "beardarang", "piggy"] }], levels: [{ board: ["whip", "bunny", "axe"] }, level1] });
    s = play(s, { t: "spend", card: inHand(s, 0, "jump") });
    s = play(s, { t: "equip", card: inHand(s, 0, "beardarang") });
    s = play(s, { t: "equip", card: inHand(s, 0, "beardarang") });
    expect(templates(s.players[0]?.discard ?? [])).toContain("bunny");
    expect(s.players[0]?.score).toEqual([]);
    // Its points are not claimed for the Score Pile it leaves: the next line says where it goes.
    expect(logText(s)).toContain("Player 1 defeated Bunny Bomb in Level 1.\nBunny Bomb goes into Player 1's Discard Pile.");
  });
});
