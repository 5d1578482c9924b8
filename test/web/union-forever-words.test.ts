/**
 * The Union Forever! board's words, as a person reads them beside the map: what a card in
 * play gives. Runs in Node on the board's pure decision logic (web/src/games/union-forever/choices.ts).
 */
import { describe, expect, it } from "vitest";
import { type Seat, applyAction, createRng, setupState } from "../../shared/engine";
import { isFaceCard } from "../../shared/games/union-forever/cards";
import { unionForever } from "../../shared/games/union-forever/rules";
import type { Action, State } from "../../shared/games/union-forever/state";
import type { View } from "../../shared/games/union-forever/view";
import { AREAS, AREA_IDS } from "../../shared/games/union-forever/data/map";
import { decide, unlitNote } from "../../web/src/games/union-forever/choices";
import { SHORT_AREA } from "../../web/src/games/union-forever/names";
import { dice, play, scenario, withActs, withSpecial } from "../shared/union-forever/helpers";

/**
 * Whether a map label shortens an area's full name (the name in the prompts and the moves):
 * each of its words, in order, takes letters of a word of the full name from its first one
 * ("Mid. Tenn." for Middle Tennessee, "Ga." for Georgia), or a compass word's initials ("SW"
 * for Southwest).
 */
function shortens(label: string, name: string): boolean {
  const takes = (part: string, word: string) => {
    if (word[0] !== part[0]) return false;
    let from = 0;
    for (const c of part) {
      from = word.indexOf(c, from) + 1;
      if (from === 0) return false;
    }
    return true;
  };
  const words = name.toLowerCase().split(" ");
  let at = 0;
  for (const part of label.toLowerCase().replace(/\./g, "").split(" ")) {
    const initials = (word: string) => word.replace(/^(north|south)(east|west)$/, (_, a: string, b: string) => `${a.charAt(0)}${b.charAt(0)}`);
    while (at < words.length && !(takes(part, words[at] ?? "") || initials(words[at] ?? "") === part)) at++;
    if (at++ >= words.length) return false;
  }
  return true;
}

/** The context lines shown while a face card's two ACTs are being used, over random two-player games. */
function faceCardActs(games: number): string[] {
  const lines: string[] = [];
  for (let g = 1; g <= games; g++) {
    const seed = `words-${g}`;
    const chooser = createRng(`words:${seed}`);
    let state = setupState(unionForever, { players: 2 }, seed) as State;
    for (let ply = 0; ply < 5000; ply++) {
      const status = unionForever.status(state);
      if ("over" in status) break;
      const seat = status.active[0] as Seat;
      const view = unionForever.view(state, seat) as View;
      const legal = unionForever.legal(state, seat) as Action[];
      if (view.activation && isFaceCard(view.activation.card) && !view.combat) lines.push(decide(view, legal, null).context);
      // Take the special ACT's two ACTs whenever offered, so that they come up often.
      const two = legal.find((a) => a.t === "two-acts");
      const action = two ?? (legal[chooser.int(legal.length)] as Action);
      state = applyAction(unionForever, state, ply, seed, seat, action).state as State;
    }
  }
  return lines;
}

describe("The Union Forever! board's words", () => {
  it("calls a face card's two ACTs two ACTs, not one special ACT with two left", () => {
    const lines = faceCardActs(6);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      expect(line).toMatch(/: two (Union|Confederate) ACTs from a special ACT \([12] left\)\./);
      expect(line).not.toMatch(/a (Union|Confederate) special ACT \(/);
    }
  });

  it("calls a militia unit one step, never full strength, picked or returning to play: it has a single step", () => {
    const acting = withActs(scenario({ units: { "cm-1": "va-southside" } }), "confederacy");
    const at = (state: State) => [unionForever.view(state, 1) as View, unionForever.legal(state, 1) as Action[]] as const;
    expect(decide(...at(acting), "cm-1").prompt).toBe("Confederate Militia 1 (one step, in Southside Virginia): tap a highlighted place to move it, or pick another unit.");
    expect(decide(...at(acting), "ca-northern-virginia").prompt).toMatch(/^The Army of N\. Virginia \(full strength, in /);

    const returning = play(withSpecial(scenario({ units: { "cm-1": "eliminated" } }), "confederacy"), [{ t: "return", unit: "cm-1" }], dice(1));
    expect(decide(...at(returning), "cm-1").context).toBe("Confederate Militia 1 returns to play.");
    const placed = { t: "place", unit: "cm-1", area: "florida" } as const;
    const log = unionForever.describe(returning, 1, placed, play(returning, [placed])).map((line) => line.text);
    expect(log).toEqual(["Confederate Militia 1 returns to play in Florida."]);
  });

  it("writes 'the Bluegrass' and 'the Ozarks' in the middle of a sentence, as 'the North': a button read 'Pacify The Bluegrass'", () => {
    const union = withActs(scenario({ units: { "ua-ohio": "ky-bluegrass" } }), "union");
    const view = unionForever.view(union, 0) as View;
    const legal = unionForever.legal(union, 0) as Action[];
    const picked = decide(view, legal, "ua-ohio");
    expect(picked.prompt).toMatch(/^The Army of the Ohio \(full strength, in the Bluegrass\): /);
    expect(picked.buttons.map((b) => b.label)).toContain("Pacify the Bluegrass");
    expect(unlitNote(view, legal, "ua-ohio", "ar-ozarks")).toBe("The Army of the Ohio cannot go to the Ozarks: tap a highlighted place, or another unit.");
    const move = legal.find((a) => a.t === "move" && a.unit === "ua-ohio") as Action;
    expect(unionForever.describe(union, 0, move, play(union, [move])).map((line) => line.text)[0]).toMatch(/^The Union Army of the Ohio moves from the Bluegrass to /);
  });

  it("calls Virginia's northwest area West Virginia in the prompts and the moves, as the rulebook and How to play do", () => {
    expect(AREAS["va-northwest"].name).toBe("West Virginia");
  });

  it("labels each area on the map with its name in the prompts and the moves, or a shortening of it", () => {
    const names = AREA_IDS.map((id) => `${SHORT_AREA[id]} = ${AREAS[id].name}`);
    expect(names.filter((line) => !shortens(...(line.split(" = ") as [string, string])))).toEqual([]);
    expect(shortens("Mid. Tenn.", "Middle Tennessee") && shortens("SW Georgia", "Southwest Georgia") && shortens("W. Carolina", "Western North Carolina") && shortens("Coastal Ga.", "Coastal Georgia") && !shortens("Savannah", "Coastal Georgia")).toBe(true);
  });
});
