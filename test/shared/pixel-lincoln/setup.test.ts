/** "Setup - Levels" and "Setup - Players". */
import { describe, expect, test } from "vitest";
import { parseOptions } from "../../../shared/engine";
import { cardOf, setCards } from "../../../shared/games/pixel-lincoln/data/cards";
import { BANDS, DIFFICULTIES } from "../../../shared/games/pixel-lincoln/data/difficulty";
import { pileSizes } from "../../../shared/games/pixel-lincoln/setup";
import { deciding, game, play, start, templates } from "./helpers";
import { checkInvariants } from "./invariants";

describe("the Levels", () => {
  test("two Levels, each from 3 enemy sets, 3 item sets, 3 characters, 3 checkpoints and 1 secret item", () => {
    const s = start(2, "levels");
    expect(s.levels).toHaveLength(2);
    for (const l of s.levels) {
      const cards = [...l.deck, ...l.board].filter((c): c is string => c !== null).map(cardOf);
      expect(l.itemSets).toHaveLength(3);
      expect(l.enemySets).toHaveLength(3);
      expect(cards.filter((c) => c.kind === "item")).toHaveLength(15);
      expect(cards.filter((c) => c.kind === "enemy")).toHaveLength(15);
      expect(cards.filter((c) => c.kind === "character")).toHaveLength(3);
      expect(cards.filter((c) => c.kind === "checkpoint")).toHaveLength(3);
      expect(cards.filter((c) => c.kind === "secret-item")).toHaveLength(1);
      for (const set of [...l.itemSets, ...l.enemySets]) for (const id of setCards(set)) expect([...l.deck, ...l.board]).toContain(id);
    }
    const [a, b] = s.levels;
    expect([...(a?.itemSets ?? []), ...(a?.enemySets ?? [])].some((x) => [...(b?.itemSets ?? []), ...(b?.enemySets ?? [])].includes(x))).toBe(false);
  });

  test("five cards on the board from the enemies, items and characters; the secret item only in the deck", () => {
    for (let i = 0; i < 20; i++) {
      const s = start(2, `board-${i}`);
      for (const l of s.levels) {
        expect(l.board).toHaveLength(5);
        for (const c of l.board) expect(["item", "enemy", "character"]).toContain(cardOf(c as string).kind);
      }
    }
  });

  test("the deck is split in three even piles with a checkpoint shuffled into each, stacked", () => {
    expect(pileSizes(29)).toEqual([10, 10, 9]);
    for (let i = 0; i < 30; i++) {
      const s = start(2, `piles-${i}`);
      for (const l of s.levels) {
        expect(l.deck).toHaveLength(32);
        const checkpoints = l.deck.flatMap((c, at) => (cardOf(c).kind === "checkpoint" ? [at] : []));
        // Piles of 11, 11 and 10 cards with their checkpoints.
        expect(checkpoints[0]).toBeLessThan(11);
        expect(checkpoints[1]).toBeGreaterThanOrEqual(11);
        expect(checkpoints[1]).toBeLessThan(22);
        expect(checkpoints[2]).toBeGreaterThanOrEqual(22);
      }
    }
  });

  test.each(DIFFICULTIES.filter((d) => d !== "insanity"))("%s Levels use sets of that band only", (difficulty) => {
    const band = BANDS[difficulty];
    for (let i = 0; i < 10; i++) {
      const s = start(2, `band-${i}`, difficulty);
      for (const l of s.levels) {
        for (const set of l.itemSets) {
          const cost = cardOf(`${set}-1`).cost;
          expect(cost).toBeGreaterThanOrEqual(band?.items[0] ?? 0);
          expect(cost).toBeLessThanOrEqual(band?.items[1] ?? 9);
        }
        for (const set of l.enemySets) {
          const power = cardOf(`${set}-1`).power;
          expect(power).toBeGreaterThanOrEqual(band?.enemies[0] ?? 0);
          expect(power).toBeLessThanOrEqual(band?.enemies[1] ?? 9);
        }
      }
    }
  });

  test("two mini-bosses and two bosses are set aside face down", () => {
    const s = start(2, "bosses");
    expect(s.miniBosses.map((c) => cardOf(c).kind)).toEqual(["mini-boss", "mini-boss"]);
    expect(s.bosses.map((c) => cardOf(c).kind)).toEqual(["boss", "boss"]);
    const view = game.view(s, 0) as { miniBosses: number; bosses: number };
    expect([view.miniBosses, view.bosses]).toEqual([2, 2]);
  });
});

describe("the players", () => {
  test.each([1, 2, 3, 4] as const)("%i players: 5 Jump and 5 Beardarang shuffled, 5 drawn, 2 Life cards and the Player Card", (n) => {
    const s = start(n, `players-${n}`);
    expect(s.players).toHaveLength(n);
    for (const p of s.players) {
      const all = templates([...p.deck, ...p.hand]);
      expect(all.filter((t) => t === "jump")).toHaveLength(5);
      expect(all.filter((t) => t === "beardarang")).toHaveLength(5);
      expect(p.hand).toHaveLength(5);
      expect(p.deck).toHaveLength(5);
      expect(templates(p.lives)).toEqual(["life", "life"]);
      expect(p.playerCard).toBe(true);
    }
    checkInvariants(s);
  });

  test("in player order, each player chooses the Level his meeple starts in, at the far left; then Player 1 plays", () => {
    let s = start(3, "order");
    expect(deciding(s)).toBe(0);
    expect(game.legal(s, 0)).toEqual([
      { t: "enter", level: 0 },
      { t: "enter", level: 1 },
    ]);
    s = play(s, { t: "enter", level: 1 });
    expect(deciding(s)).toBe(1);
    s = play(s, { t: "enter", level: 0 }, { t: "enter", level: 1 });
    expect(s.players.map((p) => [p.level, p.pos])).toEqual([
      [1, expect.any(Number)],
      [0, expect.any(Number)],
      [1, expect.any(Number)],
    ]);
    expect(s.current).toBe(0);
    expect(s.turn).toBe(1);
  });

  test("the deck order is random: different seeds, different hands", () => {
    const hands = new Set(Array.from({ length: 10 }, (_, i) => start(2, `shuffle-${i}`).players[0]?.hand.join()));
    expect(hands.size).toBeGreaterThan(1);
  });
});

describe("options", () => {
  test("players 1 to 4 (2 by default) and a difficulty (medium by default); nothing else", () => {
    expect(parseOptions(game, {})).toEqual({ ok: true, options: { players: 2, difficulty: "medium" } });
    expect(parseOptions(game, { players: 1, difficulty: "insanity" })).toEqual({ ok: true, options: { players: 1, difficulty: "insanity" } });
    expect(parseOptions(game, { players: 5 }).ok).toBe(false);
    expect(parseOptions(game, { levels: 3 }).ok).toBe(false);
    expect(game.players).toEqual({ min: 1, max: 4 });
  });
});
