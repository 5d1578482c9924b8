/**
 * The authored cards, against every fact the rulebook and the notes state ("Components",
 * "Level Difficulty", the notes' known cards), and the data's own consistency.
 */
import { describe, expect, test } from "vitest";
import { BOSSES, MINI_BOSSES } from "../../../shared/games/pixel-lincoln/data/bosses";
import { CARDS, cardOf, isJumpable } from "../../../shared/games/pixel-lincoln/data/cards";
import { CHARACTERS, MISSION_POINTS } from "../../../shared/games/pixel-lincoln/data/characters";
import { CHECKPOINTS } from "../../../shared/games/pixel-lincoln/data/checkpoints";
import { BANDS, DIFFICULTIES, eligibleSets } from "../../../shared/games/pixel-lincoln/data/difficulty";
import { ENEMY_SETS } from "../../../shared/games/pixel-lincoln/data/enemies";
import { ITEM_SETS } from "../../../shared/games/pixel-lincoln/data/items";
import { SECRET_ITEMS } from "../../../shared/games/pixel-lincoln/data/secret-items";
import { EFFECT_KINDS, KIND_TIMINGS, SUITS } from "../../../shared/games/pixel-lincoln/effects";

const count = (kind: string, template?: string) => CARDS.filter((c) => c.kind === kind && (!template || c.template === template)).length;

describe("the box", () => {
  test("216 cards less the 4 Player # Cards: 60 items, 60 enemies, 20 Jump, 20 Beardarang, 16 characters, 12 checkpoints, 8 secret items, 8 lives, 4 mini-bosses, 4 bosses", () => {
    expect(CARDS.length).toBe(212);
    expect(new Set(CARDS.map((c) => c.id)).size).toBe(212);
    expect([count("item"), count("enemy"), count("starting", "jump"), count("starting", "beardarang")]).toEqual([60, 60, 20, 20]);
    expect([count("character"), count("checkpoint"), count("secret-item"), count("life")]).toEqual([16, 12, 8, 8]);
    expect([count("mini-boss"), count("boss")]).toEqual([4, 4]);
  });

  test("12 item sets and 12 enemy sets of 5 cards, alike but for their suits", () => {
    expect(ITEM_SETS).toHaveLength(12);
    expect(ENEMY_SETS).toHaveLength(12);
    for (const set of [...ITEM_SETS, ...ENEMY_SETS]) {
      const cards = CARDS.filter((c) => c.template === set.id);
      expect(cards).toHaveLength(5);
      const stats = new Set(cards.map((c) => JSON.stringify([c.name, c.cost, c.coin, c.power, c.points, c.projectile, c.jump, c.effect])));
      expect(stats.size).toBe(1);
    }
  });

  test("some items have Projectile, and every item costs 1 to 5", () => {
    expect(ITEM_SETS.some((s) => s.projectile)).toBe(true);
    for (const s of ITEM_SETS) expect(s.cost).toBeGreaterThanOrEqual(1);
    for (const s of ITEM_SETS) expect(s.cost).toBeLessThanOrEqual(5);
  });

  test("every suit appears on items and on enemies, often enough for the missions", () => {
    for (const kind of ["item", "enemy"])
      for (const suit of SUITS) expect(CARDS.filter((c) => c.kind === kind && c.suit === suit).length).toBeGreaterThanOrEqual(10);
  });

  test("16 characters, each with a mission of three suit icons worth 10 points, all different", () => {
    expect(CHARACTERS).toHaveLength(16);
    expect(MISSION_POINTS).toBe(10);
    for (const c of CHARACTERS) expect(c.mission).toHaveLength(3);
    expect(new Set(CHARACTERS.map((c) => [...(c.mission ?? [])].sort().join())).size).toBe(16);
    expect(CHARACTERS.map((c) => c.name)).toEqual(expect.arrayContaining(["Newt Kappy", "Psychosaur"]));
  });

  test("12 checkpoints and 8 secret items, 4 mini-bosses and 4 bosses, none of the bosses jumpable", () => {
    expect(CHECKPOINTS).toHaveLength(12);
    expect(SECRET_ITEMS).toHaveLength(8);
    expect(MINI_BOSSES).toHaveLength(4);
    expect(BOSSES).toHaveLength(4);
    for (const c of CARDS.filter((x) => x.kind === "boss" || x.kind === "mini-boss")) expect(isJumpable(c.id)).toBe(false);
    expect(BOSSES.map((b) => b.name)).toContain("John Wilkes Booth");
  });
});

describe("the cards the notes describe", () => {
  test("Jump is worth 1 coin and jumps; Beardarang is worth 1 power", () => {
    expect(cardOf("jump-1")).toMatchObject({ coin: 1, jump: true });
    expect(cardOf("beardarang-1")).toMatchObject({ power: 1 });
  });

  test("Slime: power 1, coin 0, -1 point, into an opponent's Score Pile when defeated", () => {
    expect(cardOf("slime-1")).toMatchObject({ power: 1, coin: 0, points: -1, versus: true, effect: { when: "defeat", kind: "to-rival" } });
  });

  test("Metal Slime is player-to-player like Slime", () => {
    expect(cardOf("metal-slime-1")).toMatchObject({ versus: true, effect: { when: "defeat", kind: "to-rival" } });
  });

  test("Plague Doctor reveals the top Level card when defeated; Bunny Bomb's coin value is not 0", () => {
    expect(cardOf("plague-1").effect).toMatchObject({ when: "defeat", kind: "replace" });
    expect(cardOf("bunny-1").coin).not.toBe(0);
  });

  test("Extra Life is a secret item kept under the Player Card as one more life", () => {
    expect(cardOf("extra-life")).toMatchObject({ kind: "secret-item", effect: { when: "bought", kind: "extra-life" } });
  });

  test("the named items, enemies and characters are there", () => {
    const names = new Set(CARDS.map((c) => c.name));
    for (const n of ["Sausage Link Whip", "Chicken Cannon", "Berserker Burger", "Muttonstar", "Laser Shark", "Puking Turtle", "Luchador", "Skateboarding Dinosaur"])
      expect(names.has(n)).toBe(true);
  });
});

describe("abilities are data from a closed set", () => {
  test("every ability has a kind of the set, at a time that kind allows", () => {
    for (const c of CARDS) {
      if (!c.effect) continue;
      expect(EFFECT_KINDS).toContain(c.effect.kind);
      expect(KIND_TIMINGS[c.effect.kind]).toContain(c.effect.when);
    }
  });

  test("only enemies react to defeat or ambush, only items to being equipped or bought", () => {
    for (const c of CARDS.filter((x) => x.effect)) {
      const when = c.effect?.when;
      if (when === "defeat" || when === "ambush") expect(["enemy", "mini-boss", "boss"]).toContain(c.kind);
      else expect(["item", "secret-item", "starting"]).toContain(c.kind);
    }
  });
});

describe("difficulty bands", () => {
  test.each([
    ["easy", [1, 3], [1, 3]],
    ["medium", [2, 4], [2, 4]],
    ["hard", [3, 5], [2, 5]],
  ] as const)("%s: items cost %j, enemies power %j", (difficulty, items, enemies) => {
    expect(BANDS[difficulty]).toEqual({ items, enemies });
    const sets = eligibleSets(difficulty, false);
    for (const s of sets.items) expect(s.cost >= items[0] && s.cost <= items[1]).toBe(true);
    for (const s of sets.enemies) expect(s.power >= enemies[0] && s.power <= enemies[1]).toBe(true);
  });

  test("insanity draws from every set", () => {
    expect(eligibleSets("insanity", false).items).toHaveLength(12);
    expect(eligibleSets("insanity", false).enemies).toHaveLength(12);
  });

  test("every band has sets enough for two Levels, with or without the player-to-player sets", () => {
    for (const d of DIFFICULTIES)
      for (const solo of [false, true]) {
        const sets = eligibleSets(d, solo);
        expect(sets.items.length).toBeGreaterThanOrEqual(6);
        expect(sets.enemies.length).toBeGreaterThanOrEqual(6);
        if (solo) for (const s of [...sets.items, ...sets.enemies]) expect(["slime", "metal-slime", "bell"]).not.toContain(s.id);
      }
  });
});
