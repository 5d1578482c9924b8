/**
 * What a push notification says: "Your turn", or the game's own words where those would
 * mislead (a defence on the other side's turn, a Cancel window on another's turn).
 */
import { describe, expect, test } from "vitest";
import { connectFour } from "../../shared/games/connect-four/rules";
import { lincoln } from "../../shared/games/lincoln/rules";
import { alertFor } from "../../worker/turn-alerts";
import type { Room } from "../../worker/room-state";
import { inHand, moveAlong, play, scenario } from "../shared/lincoln/helpers";
import { createRng } from "../../shared/engine";

const roomOf = (game: Room["game"], state: unknown) => ({ header: { id: "g-alert" }, game, state }) as unknown as Room;

describe("turn alerts", () => {
  test("a seat whose turn it is is told so", () => {
    let state = connectFour.setup(2, {}, createRng("alert"));
    // A first move says how to play (shared/games/connect-four/turn-words.ts); later ones say "Your turn".
    expect(alertFor(roomOf(connectFour, state), 0).title).toBe("Your turn: tap a column · Connect Four");
    for (const [seat, col] of [[0, 3], [1, 3]] as const) state = connectFour.apply(state, seat, { col }, createRng("alert"));
    expect(alertFor(roomOf(connectFour, state), 0)).toEqual({
      title: "Your turn · Connect Four",
      body: "It is your turn in your game of Connect Four.",
      url: "/g/g-alert",
      tag: "g-alert",
    });
  });

  test("a defender asked on the other side's turn is told what to defend", () => {
    let s = scenario({ union: [["kentucky", 3]], confederate: [["nashville", 2]], unionHand: ["Volunteers", "Grant", "Halleck"] });
    s = moveAlong(s, "Volunteers", "kentucky", "nashville");
    s = play(s, { t: "commit", card: inHand(s, "union", "Grant") });
    expect(alertFor(roomOf(lincoln, s), 1)).toMatchObject({ title: "Defend Nashville! · Lincoln", body: "You are asked to decide in your game of Lincoln." });
  });
});
