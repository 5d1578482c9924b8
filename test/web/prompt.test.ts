/** The game page's one line of what is happening (web/src/lib/prompt.ts), before every seat is taken. */
import { describe, expect, it } from "vitest";
import type { PlayerInfo } from "../../shared/protocol";
import { sidesText } from "../../web/src/lib/names";
import { outcomeText, promptText } from "../../web/src/lib/prompt";

const players = (taken: boolean[]): PlayerInfo[] => taken.map((t, seat) => ({ seat, taken: t, online: t }));
const open = (seat: number | null, taken: boolean[]) =>
  promptText({ status: "open", seat, active: [], players: players(taken), outcome: null }, (s) => `Player ${s + 1}`);

describe("the prompt of a game not begun", () => {
  it("counts the free seats: a player, or how many", () => {
    expect(open(0, [true, false])).toBe("Waiting for a player to join — share the link");
    expect(open(0, [true, false, false])).toBe("Waiting for 2 players to join — share the link");
    expect(open(null, [true, false])).toBe("A seat is free — take it to play");
    expect(open(null, [true, false, false, false])).toBe("3 seats are free — take one to play");
  });
});

describe("the result's line", () => {
  const seatName = (s: number) => `Player ${s + 1}`;
  it("says a solo game lost is over, where a game of several says nobody won", () => {
    const lost = { winners: [], reason: "no life is left: the game is lost with 12 points" };
    expect(outcomeText(lost, 0, seatName, true)).toBe("Game over — no life is left: the game is lost with 12 points");
    expect(outcomeText({ winners: [], reason: "a draw by agreement" }, 0, seatName)).toBe("Nobody won — a draw by agreement");
    expect(promptText({ status: "over", seat: 0, active: [], players: players([true]), outcome: lost }, seatName)).toMatch(/^Game over — no life is left/);
  });

  it("says a resignation to the seat that resigned as its own, and to the others as before", () => {
    const resigned = { winners: [0], reason: "Player 2 resigned", resigned: 1 };
    expect(outcomeText(resigned, 1, seatName)).toBe("You resigned — Player 1 won");
    expect(outcomeText(resigned, 0, seatName)).toBe("You won — Player 2 resigned!");
    expect(outcomeText(resigned, null, seatName)).toBe("Player 1 won — Player 2 resigned");
    expect(outcomeText({ winners: [], reason: "Player 1 resigned", resigned: 0 }, 0, seatName, true)).toBe("Game over — you resigned");
  });

  it("knows the seat that resigned from the outcome, not from its name in the reason", () => {
    // Named after resigning: the reason keeps the old name, the page shows the new one.
    const named = (s: number) => (s === 0 ? "Ada (Red)" : "Yellow");
    expect(outcomeText({ winners: [1], reason: "Red resigned", resigned: 0 }, 0, named)).toBe("You resigned — Yellow won");
    // A reason that only reads like a resignation (a game's own words) is not one.
    expect(outcomeText({ winners: [1], reason: "Ada (Red) resigned" }, 0, named)).toBe("Yellow won — Ada (Red) resigned");
  });
});

describe("who plays which side against the computer", () => {
  it("names a colour as it is, a side with its article, and a seat that is a player as the player", () => {
    expect(sidesText("Red", "the computer", "Perfect")).toBe("You play Red against the computer (Perfect).");
    expect(sidesText("Union", "the computer", "Strong")).toBe("You play the Union against the computer (Strong).");
    expect(sidesText("Confederate", "the computer", undefined)).toBe("You play the Confederacy against the computer.");
    expect(sidesText("Player 1", "2 computers", "Careful")).toBe("You are Player 1, against 2 computers (Careful).");
  });
});
