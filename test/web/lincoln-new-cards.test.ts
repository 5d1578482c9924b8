/** Lincoln's hand marks the cards that came in (web/src/games/lincoln/new-cards.ts). */
import { describe, expect, it } from "vitest";
import { seeHand } from "../../web/src/games/lincoln/new-cards";

const fresh = (seen: { fresh: ReadonlySet<string> }) => [...seen.fresh].sort();

describe("Lincoln's new cards", () => {
  it("marks what a draw brought in, keeps the marks while the hand stays, and drops them when it changes", () => {
    let seen = seeHand(null, "union", ["a", "b"]);
    expect(fresh(seen)).toEqual([]); // the first view: nothing is new
    seen = seeHand(seen, "union", ["b", "c", "d", "e"]); // played a, drew c, d, e (Draft)
    expect(fresh(seen)).toEqual(["c", "d", "e"]);
    seen = seeHand(seen, "union", ["b", "c", "d", "e"]); // the other side moves: the hand is the same
    expect(fresh(seen)).toEqual(["c", "d", "e"]);
    seen = seeHand(seen, "union", ["b", "d", "e"]); // a card played: nothing came in
    expect(fresh(seen)).toEqual([]);
  });

  it("marks nothing in another seat's hand handed over on one phone", () => {
    const seen = seeHand(seeHand(null, "union", ["a", "b"]), "confederate", ["x", "y"]);
    expect(fresh(seen)).toEqual([]);
  });
});
