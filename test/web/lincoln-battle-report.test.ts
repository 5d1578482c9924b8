/**
 * Lincoln's battle report (web/src/games/lincoln/battle-report.ts), fed the views a page gets
 * over the rules' own plies: a battle the other side began is reported to its defender on its
 * next turn, and a battle's lines are its own.
 */
import { describe, expect, it } from "vitest";
import { includesAction } from "../../shared/engine";
import { seatOf } from "../../shared/games/lincoln/data/sides";
import { decider } from "../../shared/games/lincoln/decisions";
import type { Action, State } from "../../shared/games/lincoln/rules";
import type { View } from "../../shared/games/lincoln/view";
import { battleLine } from "../../web/src/games/lincoln/battle-line";
import { type Battles, NO_BATTLES, dismissed, followBattles } from "../../web/src/games/lincoln/battle-report";
import { DEFAULTS, game, moveAlong, play, scenario } from "../shared/lincoln/helpers";

const UNION = seatOf("union");

/** The Confederacy's last action of its turn: its 1 army attacks Washington, held by a Union 3 and 2 army. */
function attackOnWashington(): State {
  const s = scenario({
    active: "confederate",
    actionsLeft: 1,
    union: [["washington", 3], ["washington", 2]],
    confederate: [["manassas", 1]],
    unionHand: ["Halleck", "Grant"],
    confederateHand: ["Militia", "Bragg"],
  });
  return moveAlong(s, "Militia", "manassas", "washington");
}

/** Plays on, the defender standing to fight (or withdrawing, with `leave`), each side's first choice otherwise, until `until` holds. */
function playUntil(state: State, until: (s: State) => boolean, seen: (s: State) => void, leave = false): State {
  let s = state;
  for (let n = 0; n < 200 && !until(s); n++) {
    const side = decider(s);
    if (!side) throw new Error("the game ended");
    const legal = game.legal(s, seatOf(side));
    const stand: Action = { t: leave ? "withdraw" : "fight" };
    s = play(s, includesAction(legal, stand) ? stand : (legal[0] as Action));
    seen(s);
  }
  if (!until(s)) throw new Error("never got there");
  return s;
}

const unionsTurn = (s: State) => s.active === "union" && decider(s) === "union" && s.pending.length === 0;

describe("Lincoln's battle report", () => {
  it("shows the defender a battle the computer began and ended in its own turn, until the defender acts", () => {
    let s = attackOnWashington();
    let battles: Battles = followBattles(NO_BATTLES, game.view(s, UNION) as View);
    expect(battles.open?.loc).toBe("washington");
    s = playUntil(s, unionsTurn, (next) => (battles = followBattles(battles, game.view(next, UNION) as View)));
    // The Confederate turn is over and the Union's begun: the report is still there.
    expect(s.turn).toBe(2);
    expect(battles.report?.combat.loc).toBe("washington");
    expect(battles.report?.lines.some((line) => /Confederate \d+, Union \d+/.test(line))).toBe(true);
    expect(battles.report?.lines.some((line) => line.startsWith("Battle at "))).toBe(false);
    // A view more of the same turn keeps it; the Union's own action puts it away.
    battles = followBattles(battles, game.view({ ...s }, UNION) as View);
    expect(battles.report).not.toBeNull();
    expect(dismissed(battles).report).toBeNull();
  });

  it("keeps a watcher's report to the end of the turn, as a watcher never acts", () => {
    let s = attackOnWashington();
    let battles = followBattles(NO_BATTLES, game.view(s, null) as View);
    let reported = false;
    playUntil(s, unionsTurn, (next) => {
      battles = followBattles(battles, game.view(next, null) as View);
      if (battles.report && next.turn === 1) reported = true;
    });
    expect(reported).toBe(true);
    expect(battles.report).toBeNull();
  });

  it("starts a battle's lines from nothing, even one whose first view was missed, never from the last battle's", () => {
    let s = attackOnWashington();
    let battles: Battles = followBattles(NO_BATTLES, game.view(s, UNION) as View);
    s = playUntil(s, unionsTurn, (next) => (battles = followBattles(battles, game.view(next, UNION) as View)));
    const before = battles.report?.lines ?? [];
    expect(before.length).toBeGreaterThan(0);
    // A view in the middle of another battle, its log without the battle's own line.
    const again = attackOnWashington();
    const middle = { ...(game.view(again, UNION) as View), log: [{ text: "The Union player plays a card face down." }] };
    battles = followBattles(battles, middle);
    expect(battles.open).not.toBeNull();
    expect(battles.lines).toEqual(["The Union player plays a card face down."]);
  });

  it("says of a battle the defender left that it withdrew, not totals that read as a result", () => {
    let s = scenario({ union: [["washington", 3]], confederate: [["manassas", 1]], unionHand: ["Volunteers", "Halleck"] });
    s = moveAlong(s, "Volunteers", "washington", "manassas"); // Halleck, the only card left, goes face down by itself
    let battles: Battles = followBattles(NO_BATTLES, game.view(s, UNION) as View);
    expect(battleLine(battles.open!, "union", DEFAULTS.washington)).toMatch(/^Battle at Manassas: Union \d+, Confederate \d+\.$/);
    s = playUntil(s, (next) => next.pending.length === 0, (next) => (battles = followBattles(battles, game.view(next, UNION) as View)), true);
    expect(battles.report?.lines).toContain("Confederate withdraws from the battle at Manassas.");
    expect(battleLine(battles.report!.combat, "union", DEFAULTS.washington, true, battles.report!.lines)).toBe("Battle at Manassas: Confederate withdrew without a fight.");
  });

  it("says of a battle fought how it ended, even when the page never saw its result (revealed and over in one view)", () => {
    let s = scenario({ union: [["washington", 3]], confederate: [["manassas", 1]], unionHand: ["Volunteers", "Halleck"] });
    s = moveAlong(s, "Volunteers", "washington", "manassas");
    let battles: Battles = followBattles(NO_BATTLES, game.view(s, UNION) as View);
    // The Confederate 1 army stands and loses its only counter as the cards are revealed: no
    // view ever shows the battle's result, the next one has no battle at all.
    s = playUntil(s, (next) => next.pending.length === 0, (next) => (battles = followBattles(battles, game.view(next, UNION) as View)));
    expect(battles.report?.combat.result ?? null, "the page saw no result").toBeNull();
    const result = battles.report?.lines.find((line) => /^Union \d+, Confederate \d+: \w+ wins/.test(line));
    expect(result, "the battle's result in its lines").toBeDefined();
    expect(battleLine(battles.report!.combat, "union", DEFAULTS.washington, true, battles.report!.lines)).toBe(`Battle at Manassas: ${result}`);
  });
});

