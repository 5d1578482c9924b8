import { describe, expect, it } from "vitest";
import { IDLE_FOR, KEPT_AFTER_END, OPEN_FOR, deleteAt } from "../../worker/cleanup";

describe("when a game is deleted", () => {
  it("a game nobody joined: a day after it was made", () => {
    expect(deleteAt({ open: true, over: false, lastActivity: 1000 })).toBe(1000 + OPEN_FOR);
  });
  it("a game in play: thirty days after its last move", () => {
    expect(deleteAt({ open: false, over: false, lastActivity: 1000 })).toBe(1000 + IDLE_FOR);
  });
  it("a finished game: a week after it ended", () => {
    expect(deleteAt({ open: false, over: true, lastActivity: 1000 })).toBe(1000 + KEPT_AFTER_END);
  });
  it("uses the documented times", () => {
    expect([OPEN_FOR, IDLE_FOR, KEPT_AFTER_END].map((ms) => ms / 86_400_000)).toEqual([1, 30, 7]);
  });
});
