/** The dice lines of The Union Forever!'s board say what was tried and why it ended as it did. */
import { describe, expect, it } from "vitest";
import { eventText } from "../../shared/games/union-forever/describe";
import type { GameEvent, Roll } from "../../shared/games/union-forever/state";
import { throwLine, throwsOf } from "../../web/src/games/union-forever/throws";

const roll = (side: Roll["side"], total: number): Roll => ({ side, die: total, mods: [], total });

describe("The Union Forever!: the dice lines", () => {
  it("a roll for two ACTs is told as one, not as a unit returning to play", () => {
    const [t] = throwsOf([{ e: "special", side: "union", kind: "two-acts", unit: null, roll: roll("union", 2), need: "less than 4", success: true }]);
    expect(t && throwLine(t)).toBe("The Union tries to take two ACTs: rolled 2 (needs less than 4) → two ACTs");
  });

  it("a special ACT's roll reads as in the Moves list: what it needed, and what came of it in the same words", () => {
    // A stranger read "rolled 6 → no effect" in the box and "rolls 6 (needs less than 4): the blockade holds" in the Moves list.
    const events: GameEvent[] = [
      { e: "special", side: "confederacy", kind: "anaconda", unit: null, roll: roll("confederacy", 6), need: "less than 4", success: false },
      { e: "special", side: "union", kind: "anaconda", unit: null, roll: roll("union", 3), need: "more than 4", success: false },
      { e: "special", side: "union", kind: "restore", unit: "ua-ohio", roll: roll("union", 2), need: "less than 4", success: true },
    ];
    expect(throwsOf(events).map(throwLine)).toEqual([
      "The Confederacy tries to break the blockade: rolled 6 (needs less than 4) → the blockade holds",
      "The Union tries to restore the blockade: rolled 3 (needs more than 4) → the blockade stays broken",
      "The Union tries to restore the Army of the Ohio: rolled 2 (needs less than 4) → it is back at full strength",
    ]);
    expect(events.map(eventText)).toEqual([
      "The Confederacy tries to break the blockade. Confederacy rolls 6 (needs less than 4): the blockade holds.",
      "The Union tries to restore the blockade. Union rolls 3 (needs more than 4): the blockade stays broken.",
      "The Union tries to restore the Army of the Ohio. Union rolls 2 (needs less than 4): it is back at full strength.",
    ]);
  });

  it("a roll with additions shows the die and each addition, so that the line explains its total", () => {
    const union: Roll = { side: "union", die: 3, mods: [{ why: "full army", value: 4 }], total: 7 };
    const confederacy: Roll = { side: "confederacy", die: 6, mods: [{ why: "CRL", value: 4 }], total: 10 };
    const [t] = throwsOf([{ e: "pacify", unit: "ua-potomac", area: "va-richmond", union, confederacy, success: false }]);
    expect(t && throwLine(t)).toBe(
      "The Army of the Potomac tries to Pacify Richmond: Union 3+4 = 7 against Confederacy 6+4 = 10 → no effect: needs more than the Confederacy",
    );
  });

  it("a stalemate says what the attacker lacked: 1 more than the defender is not enough", () => {
    const [t] = throwsOf([
      { e: "battle", unit: "ua-potomac", area: "va-richmond", defenders: ["ca-northern-virginia"], attack: roll("union", 6), defence: roll("confederacy", 5), margin: 1 },
    ]);
    expect(t?.result).toBe("stalemate: the attacker needs 2 more than the defender to win");
  });
});
