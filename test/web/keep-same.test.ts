/**
 * keepSame, which hands every board its view (BoardSlot): an unchanged view keeps its identity,
 * a changed one is new along the path to what changed and keeps everything else; on views of
 * real Pixel Lincoln positions, played through the rules as the server sends them.
 */
import { describe, expect, it } from "vitest";
import type { View } from "../../shared/games/pixel-lincoln/view";
import { keepSame } from "../../web/src/lib/keep-same";
import { game, inHand, play, scenario } from "../shared/pixel-lincoln/helpers";

/** A view as it comes off the socket: parsed from its JSON. */
const sent = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe("keepSame", () => {
  it("gives back the previous view when nothing changed", () => {
    const before = sent({ a: [1, { b: "x" }], c: null, d: { e: [] } });
    expect(keepSame(before, sent(before))).toBe(before);
    const empty: unknown[] = [];
    expect(keepSame(empty, [])).toBe(empty);
  });

  it("is new along the path to a change, and keeps the rest", () => {
    const before = sent({ a: { x: 1 }, b: { y: [1, 2] }, list: [{ id: 1 }, { id: 2 }] });
    const next = sent({ a: { x: 1 }, b: { y: [1, 3] }, list: [{ id: 1 }, { id: 2 }, { id: 3 }] });
    const kept = keepSame(before, next);
    expect(kept).toEqual(next);
    expect(kept).not.toBe(before);
    expect(kept.a).toBe(before.a);
    expect(kept.b).not.toBe(before.b);
    expect(kept.list).not.toBe(before.list);
    expect(kept.list[0]).toBe(before.list[0]);
    expect(kept.list[1]).toBe(before.list[1]);
    // Neither argument changed.
    expect(next.a).not.toBe(before.a);
    expect(before.b.y).toEqual([1, 2]);
  });

  it("sees a key gone, a key added with undefined, and a change of kind", () => {
    const before = { a: 1, b: 2 } as Record<string, unknown>;
    expect(keepSame(before, { a: 1 })).toEqual({ a: 1 });
    expect(keepSame(before, { a: 1, b: 2, c: undefined })).not.toBe(before);
    expect(keepSame({ a: [1] }, { a: { 0: 1 } })).toEqual({ a: { 0: 1 } });
    expect(keepSame({ a: null }, { a: {} })).toEqual({ a: {} });
    expect(keepSame(undefined, { a: 1 })).toEqual({ a: 1 });
  });

  it("keeps the Level that a move did not touch, on views of a real game", () => {
    let s = scenario({
      players: [{ hand: ["jump", "beardarang"], pos: 4 }, { level: 1 }],
      levels: [{ board: ["whip", null, "almanac", null, "cabin"], deck: ["piggy", "cannon", "burger", "loafers", "axe"] }, { board: ["bell", "bell", "bell", "bell", "bell"] }],
    });
    const before = sent(game.view(s, 0) as View);
    s = play(s, { t: "jump", card: inHand(s, 0, "jump") });
    const after = keepSame(before, sent(game.view(s, 0) as View));
    expect(after).toEqual(sent(game.view(s, 0)));
    expect(after).not.toBe(before);
    expect(after.levels[1]).toBe(before.levels[1]);
    expect(keepSame(after, sent(game.view(s, 0) as View))).toBe(after);
  });
});
