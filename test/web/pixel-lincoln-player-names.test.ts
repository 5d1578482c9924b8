/**
 * Pixel Lincoln's board names its players as the table does: a stranger gave names, saw them in
 * the invitation and the players list, and "Player 1" on the chips, the tableau, the log lines
 * and the meeples. The board's words and the page's log take the names given, else "Player N".
 */
import { describe, expect, it } from "vitest";
import { applyAction, createRng, setupState } from "../../shared/engine";
import type { State } from "../../shared/games/pixel-lincoln/state";
import type { View } from "../../shared/games/pixel-lincoln/view";
import { turnWords } from "../../shared/games/pixel-lincoln/turn-words";
import { buildChoices } from "../../web/src/games/pixel-lincoln/choices";
import { markOf, playerWord, withNames } from "../../web/src/games/pixel-lincoln/words";
import { game, inHand, play, scenario } from "../shared/pixel-lincoln/helpers";

const names = ["Ada", undefined, "Bea"];

describe("Pixel Lincoln players' names", () => {
  it("names a seat by the name given, else by its number", () => {
    expect([0, 1, 2].map((seat) => playerWord(seat, names))).toEqual(["Ada", "Player 2", "Bea"]);
    expect(playerWord(0, [])).toBe("Player 1");
  });

  it("keeps the seat's word beside a name two players share", () => {
    expect([0, 1].map((seat) => playerWord(seat, ["Sam", "Sam"]))).toEqual(["Sam (Player 1)", "Sam (Player 2)"]);
  });

  it("marks a meeple with its player's initial, or its seat's number where there is no name or two share the initial", () => {
    expect([0, 1, 2].map((seat) => markOf(seat, names))).toEqual(["A", "2", "B"]);
    expect([0, 1, 2].map((seat) => markOf(seat, ["ann", "Al", "Bo"]))).toEqual(["1", "2", "B"]);
    expect(markOf(0, [])).toBe("1");
  });

  it("puts the names in the rules' lines, possessives and results included", () => {
    expect(withNames("Bunny Bomb goes into Player 3's Discard Pile.", names)).toBe("Bunny Bomb goes into Bea's Discard Pile.");
    expect(withNames("Turn 4: Player 1.", names)).toBe("Turn 4: Ada.");
    expect(withNames("Final score: Player 1 wins (Player 1 12, Player 2 9, Player 3 4)", names)).toBe("Final score: Ada wins (Ada 12, Player 2 9, Bea 4)");
    expect(withNames("Player 2 drew 5 cards.", names)).toBe("Player 2 drew 5 cards.");
  });

  it("names the turn's player in the line of a seat asked to cancel out of turn (the page applies the board's nameLine to it)", () => {
    const view = { pending: { k: "window" }, current: 0 } as unknown as View;
    expect(withNames(turnWords(view, 1) ?? "", names)).toBe("Cancel or not? (Ada's turn)");
  });

  it("leaves the server's own label, the name with its seat in brackets, as it is", () => {
    expect(withNames("Ada (Player 1) resigned.", names)).toBe("Ada (Player 1) resigned.");
  });

  it("alone at the table and unnamed, calls the player 'you' in the log, as the tableau and the prompts do", () => {
    // A stranger playing solo read "Player 1" in the log and "You" everywhere else. The rules' lines, as solo games write them.
    const solo = (line: string) => withNames(line, [undefined], 0);
    expect(
      [
        "Turn 4: Player 1.",
        "Player 1 starts at the beginning of Level 1.",
        "Player 1 is ambushed by Luchador (Power 3)!",
        "Skeleton Captain's ambush: Player 1 discarded Jump.",
        "Bunny Bomb goes into Player 1's Discard Pile.",
        "Player 1 loses a life.",
        "Player 1 gave up the Player Card and is eliminated.",
        "Player 1 does not Continue: the game ends.",
        "Player 1 Continues.",
        "Player 1 looks at the top 5 cards of Level 2's deck.",
        "Player 1 exits Level 1.",
        "Player 1 resigned.",
      ].map(solo),
    ).toEqual([
      "Turn 4: you.",
      "You start at the beginning of Level 1.",
      "You are ambushed by Luchador (Power 3)!",
      "Skeleton Captain's ambush: you discarded Jump.",
      "Bunny Bomb goes into your Discard Pile.",
      "You lose a life.",
      "You gave up the Player Card and are eliminated.",
      "You do not Continue: the game ends.",
      "You Continue.",
      "You look at the top 5 cards of Level 2's deck.",
      "You exit Level 1.",
      "You resigned.",
    ]);
    // Named, the player's name; watched (no seat of the reader's), the seat's word; with others, the names as before.
    expect(withNames("Player 1 loses a life.", ["Ada"], 0)).toBe("Ada loses a life.");
    expect(withNames("Player 1 loses a life.", [undefined], null)).toBe("Player 1 loses a life.");
    expect(withNames("Player 1 loses a life.", [undefined, undefined], 0)).toBe("Player 1 loses a life.");
  });

  it("says every line of random solo games to 'you' in the second person: the verbs are the rules' own words, matched one by one", () => {
    // withNames turns a verb after "Player 1" by a list (AFTER_YOU): a line the rules add later with a verb not in it would read "you gains".
    const wrong: string[] = [];
    for (let g = 0; g < 60; g++) {
      const seed = `solo-you-${g}`;
      const rng = createRng(seed);
      let state = setupState(game, { players: 1 }, seed) as State;
      for (let ply = 0; !("over" in game.status(state)) && ply < 20_000; ply++) {
        const legal = game.legal(state, 0);
        const step = applyAction(game, state, ply, seed, 0, legal[rng.int(legal.length)]);
        for (const { text } of step.lines) {
          const line = withNames(text, [undefined], 0);
          if (/Player 1|\b[Yy]ou \w*[^\Ws]s\b|\band is\b/.test(line)) wrong.push(`${text} -> ${line}`);
        }
        state = step.state as State;
      }
    }
    expect(wrong).toEqual([]);
  });

  it("puts them in the prompt of those who wait, and in whose turn it is", () => {
    let s = scenario({ players: [{ hand: ["jump", "beardarang"] }, {}], levels: [{ board: ["whip", "shark", "cabin"] }, { board: ["bell"] }] });
    const who = (seat: number) => playerWord(seat, ["Ada", "Bea"]);
    expect(buildChoices(game.view(s, 1) as View, [], who).prompt).toBe("Waiting for Ada to explore");
    s = play(s, { t: "jump", card: inHand(s, 0, "jump") });
    expect((game.view(s, 1) as View).log.map((line) => withNames(line.text, ["Ada", "Bea"]))[0]).toMatch(/^Ada jumped over /);
  });
});
