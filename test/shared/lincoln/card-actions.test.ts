/** The card actions, including the Cavalry Raid reply and the benefits played in battle. */
import { describe, expect, test } from "vitest";
import { HIGH_GROUND_BONUS, cardOf } from "../../../shared/games/lincoln/data/cards";
import type { State } from "../../../shared/games/lincoln/state";
import { FACE_DOWN, type View } from "../../../shared/games/lincoln/view";
import { battle, board, canChoose, choices, deciding, done, game, inHand, logText, moveAlong, pickCounter, play, scenario, seedPlays } from "./helpers";

const names = (ids: string[]) => ids.map((id) => cardOf(id).name).sort();

describe("Blockade Runner and Draft", () => {
  test("a free action: draw three cards", () => {
    let s = scenario({ active: "confederate", confederateHand: ["Blockade Runner", "Bragg"] });
    s = play(s, { t: "play", card: inHand(s, "confederate", "Blockade Runner") });
    expect(s.cards.confederate.hand).toHaveLength(1 + 3);
    expect(s.actionsLeft).toBe(2);
  });
});

describe("Cavalry Raid", () => {
  test("an action: the other player discards two cards chosen at random", () => {
    seedPlays("raid");
    let s = scenario({ unionHand: ["Cavalry Raid", "Halleck"], confederateHand: ["Lee", "Bragg", "Forrest"] });
    // Asked even without a Cavalry Raid in hand, so that the raider learns nothing from it.
    s = play(s, { t: "play", card: inHand(s, "union", "Cavalry Raid") });
    expect(choices(s)).toEqual([{ t: "decline" }]);
    s = play(s, { t: "decline" });
    expect(s.actionsLeft).toBe(1);
    expect(s.cards.confederate.hand).toHaveLength(1);
    expect(s.cards.confederate.discard).toHaveLength(2);
    expect(names([...s.cards.confederate.hand, ...s.cards.confederate.discard])).toEqual(["Bragg", "Forrest", "Lee"]);
  });

  test("the other player may answer with a Cavalry Raid of his own, an interrupt: the raid is off and he draws a card", () => {
    let s = scenario({ unionHand: ["Cavalry Raid", "Halleck"], confederateHand: ["Cavalry Raid", "Lee", "Bragg"] });
    s = play(s, { t: "play", card: inHand(s, "union", "Cavalry Raid") });
    expect(deciding(s)).toBe(1);
    expect(choices(s)).toEqual([{ t: "reply", card: inHand(s, "confederate", "Cavalry Raid") }, { t: "decline" }]);
    s = play(s, { t: "reply", card: inHand(s, "confederate", "Cavalry Raid") });
    expect(names(s.cards.confederate.hand)).toHaveLength(3);
    expect(names(s.cards.confederate.hand)).toEqual(expect.arrayContaining(["Bragg", "Lee"]));
    expect(names(s.cards.confederate.discard)).toEqual(["Cavalry Raid"]);
    expect(deciding(s)).toBe(0);
    expect(s.log.some((l) => l.to === 1 && /You drew/.test(l.text))).toBe(true);
  });

  test("declining the reply lets the raid through", () => {
    let s = scenario({ unionHand: ["Cavalry Raid", "Halleck"], confederateHand: ["Cavalry Raid", "Lee", "Bragg"] });
    s = play(s, { t: "play", card: inHand(s, "union", "Cavalry Raid") }, { t: "decline" });
    expect(s.cards.confederate.hand).toHaveLength(1);
  });
});

describe('"There is no limit to the number of free actions", but a turn must end', () => {
  test("the Confederacy reshuffles at most once a turn, so a Blockade Runner cannot draw itself back forever", () => {
    // Every other card is out of play; the two Blockade Runners and Bragg are all there is.
    const s = scenario({ active: "confederate", confederateHand: ["Blockade Runner", "Blockade Runner", "Bragg"] });
    const c = s.cards.confederate;
    c.removed = [...c.deck.splice(0), ...c.reserve.I.splice(0), ...c.reserve.II.splice(0)];
    c.reshuffles = 2;
    let t: State = { ...s };
    const runner = () => ({ t: "play", card: inHand(t, "confederate", "Blockade Runner") }) as const;
    // The first one is drawn back at once, from a reshuffle of the one-card discard pile.
    t = play(t, runner());
    expect(names(t.cards.confederate.hand)).toEqual(["Blockade Runner", "Blockade Runner", "Bragg"]);
    // A second reshuffle in the same turn is not made: the next ones draw nothing, and the hand runs down.
    t = play(t, runner());
    expect(names(t.cards.confederate.hand)).toEqual(["Blockade Runner", "Bragg"]);
    t = play(t, runner());
    expect(names(t.cards.confederate.hand)).toEqual(["Bragg"]);
    // Nor at this turn's refill; at the next one the discards are reshuffled again as usual.
    const turn = [{ t: "pass" }, { t: "pass" }, { t: "end" }] as const;
    t = play(t, ...turn);
    expect(names(t.cards.confederate.hand)).toEqual(["Bragg"]);
    t = play(t, ...turn, ...turn);
    expect(names(t.cards.confederate.hand)).toEqual(["Blockade Runner", "Blockade Runner", "Bragg"]);
  });
});

describe("High Ground", () => {
  test(`a defender's benefit, played with the Leadership card after the attacker's card is down: +${HIGH_GROUND_BONUS}`, () => {
    let s = scenario({
      union: [["kentucky", 3]],
      confederate: [["nashville", 1]],
      unionHand: ["Volunteers", "Hooker"],
      confederateHand: ["High Ground", "Bragg"],
    });
    s = moveAlong(s, "Volunteers", "kentucky", "nashville");
    // The defender fights with Bragg face down; the attacker has no benefit to play; then the defender's turn.
    s = play(s, { t: "fight", card: inHand(s, "confederate", "Bragg") }, done);
    expect(choices(s)).toEqual([{ t: "benefit", card: inHand(s, "confederate", "High Ground") }, { t: "done" }]);
    s = play(s, { t: "benefit", card: inHand(s, "confederate", "High Ground") }, done);
    // 3 + Hooker's 2 against 1 + Bragg's 1 + High Ground's 2: 5 against 4.
    expect(logText(s)).toMatch(/Union 5, Confederate 4: Union wins/);
    expect(names(s.cards.confederate.discard)).toEqual(["Bragg", "High Ground"]);
  });

  test("an attacker cannot play High Ground", () => {
    let s = scenario({ union: [["kentucky", 3]], confederate: [["nashville", 1]], unionHand: ["Volunteers", "High Ground", "Halleck"] });
    s = moveAlong(s, "Volunteers", "kentucky", "nashville");
    s = play(s, { t: "commit", card: inHand(s, "union", "Halleck") }, { t: "fight" });
    expect(battle(s).stage).toBe("attacker-benefit");
    expect(choices(s)).toEqual([done]);
  });
});

describe("Reinforcements", () => {
  test("the defender brings a unit from a connected location into the battle", () => {
    let s = scenario({
      union: [["kentucky", 3]],
      confederate: [["nashville", 1], ["chattanooga", 2], ["atlanta", 3]],
      unionHand: ["Volunteers", "Halleck"],
      confederateHand: ["Reinforcements", "Bragg"],
    });
    s = moveAlong(s, "Volunteers", "kentucky", "nashville");
    s = play(s, { t: "fight" }, done, { t: "benefit", card: inHand(s, "confederate", "Reinforcements") });
    // Only Chattanooga is joined to Nashville by rail (Atlanta is too far), so its 2 came at once.
    expect(logText(s)).toMatch(/Confederate brought a 2 army from Chattanooga into the battle/);
    s = play(s, done);
    expect(logText(s)).toMatch(/Union 4, Confederate 3: Union wins/); // Halleck, the Union's last card, was face down
    expect(board(s, "confederate")).toContain("atlanta:0:3");
  });

  test("the attacker may play it too, and the unit's strength is added", () => {
    let s = scenario({
      union: [["kentucky", 2], ["kentucky", 1]],
      confederate: [["nashville", 3]],
      unionHand: ["Volunteers", "Reinforcements", "Halleck"],
    });
    s = moveAlong(s, "Volunteers", "kentucky", "nashville", [2]);
    s = play(s, { t: "commit", card: inHand(s, "union", "Halleck") }, { t: "fight" });
    expect(canChoose(s, { t: "benefit", card: inHand(s, "union", "Reinforcements") })).toBe(true);
    s = play(s, { t: "benefit", card: inHand(s, "union", "Reinforcements") });
    expect(board(s, "union")).toEqual(["nashville:0:1", "nashville:0:2"]); // the only candidate came at once
    s = play(s, done, done);
    expect(logText(s)).toMatch(/Union 4, Confederate 3: Union wins/);
  });
});

describe('Reinforcements: "Played in a similar manner to High Ground" ("after your opponent has played his card face down, but before he reveals it")', () => {
  const attack = () => {
    const s = scenario({
      union: [["kentucky", 2], ["kentucky", 1]],
      confederate: [["nashville", 3]],
      unionHand: ["Volunteers", "Reinforcements", "Halleck"],
      confederateHand: ["Lee", "Bragg"],
    });
    return play(moveAlong(s, "Volunteers", "kentucky", "nashville", [2]), { t: "commit", card: inHand(s, "union", "Halleck") });
  };

  test("the attacker plays it only once the defender's card is down: not before the defender chooses to fight or withdraw", () => {
    let s = attack();
    expect(battle(s).stage).toBe("defender-choice");
    expect(deciding(s)).toBe(1);
    s = play(s, { t: "fight", card: inHand(s, "confederate", "Lee") });
    expect(battle(s)).toMatchObject({ stage: "attacker-benefit", revealed: false });
    expect(choices(s)).toEqual([{ t: "benefit", card: inHand(s, "union", "Reinforcements") }, done]);
    // The defender's card is down, not yet revealed.
    const seen = (game.view(s, 0) as View).pending.find((d) => d.k === "combat");
    expect(seen?.k === "combat" && seen.defenderCard).toBe(FACE_DOWN);
    s = play(s, { t: "benefit", card: inHand(s, "union", "Reinforcements") }, done, done);
    // 2 + 1 brought from Kentucky + Halleck's 1 against 3 + Lee's 3.
    expect(logText(s)).toMatch(/Union 4, Confederate 6: Confederate wins/);
  });

  test("a defender who withdraws meets no Reinforcements: the army at home stays there", () => {
    let s = attack();
    s = play(s, { t: "withdraw" });
    expect(s.pending).toEqual([]);
    expect(board(s, "union")).toEqual(["kentucky:0:1", "nashville:0:2"]);
    expect(names(s.cards.union.hand)).toEqual(["Reinforcements"]);
  });

  test("the defender, too, plays it after the attacker's card is down, and after the attacker's own benefits", () => {
    let s = scenario({
      union: [["kentucky", 3]],
      confederate: [["nashville", 1], ["chattanooga", 2]],
      unionHand: ["Volunteers", "Reinforcements", "Halleck"],
      confederateHand: ["Reinforcements", "Bragg"],
    });
    s = moveAlong(s, "Volunteers", "kentucky", "nashville");
    s = play(s, { t: "commit", card: inHand(s, "union", "Halleck") }, { t: "fight" });
    expect(deciding(s)).toBe(0); // the attacker's benefit first (nothing joined to Nashville to bring)
    expect(choices(s)).toEqual([done]);
    s = play(s, done);
    expect(deciding(s)).toBe(1);
    expect(battle(s).stage).toBe("defender-benefit");
    s = play(s, { t: "benefit", card: inHand(s, "confederate", "Reinforcements") }, done);
    expect(logText(s)).toMatch(/Union 4, Confederate 3: Union wins/);
  });
});

describe("Paper Money and Cotton Bonds", () => {
  test("an action: deploy two units from the hand with no further payment, each card going where a deploy sends it", () => {
    let s = scenario({ union: [["washington", 3]], unionHand: ["Paper Money", "Field Army", "Volunteers", "Blockade Squadron"] });
    s = play(s, { t: "play", card: inHand(s, "union", "Paper Money") });
    expect(choices(s).map((a) => a.t)).toEqual(["deploy", "deploy", "deploy"]);
    s = play(s, { t: "deploy", card: inHand(s, "union", "Field Army") }, { t: "place", loc: "washington", half: 1 });
    s = play(s, { t: "deploy", card: inHand(s, "union", "Volunteers") }, { t: "place", loc: "baltimore", half: 0 });
    expect(board(s, "union")).toEqual(["baltimore:0:1", "washington:0:3", "washington:1:3"]);
    expect(names(s.cards.union.removed)).toEqual(["Field Army"]);
    expect(names(s.cards.union.discard)).toEqual(["Paper Money", "Volunteers"]);
    expect(names(s.cards.union.hand)).toEqual(["Blockade Squadron"]);
    expect(s.actionsLeft).toBe(1);
  });
});

describe("Rail Movement", () => {
  test("an action: move two units, from different places to different places, through friendly locations", () => {
    let s = scenario({ union: [["cairo", 2], ["washington", 3]], unionHand: ["Rail Movement", "Halleck"] });
    s = play(s, { t: "play", card: inHand(s, "union", "Rail Movement") });
    s = play(s, pickCounter(s, "counter", 2));
    s = play(s, choices(s).find((a) => a.t === "enter" && a.loc === "philadelphia")!);
    s = play(s, pickCounter(s, "counter", 3));
    s = play(s, choices(s).find((a) => a.t === "enter" && a.loc === "kentucky")!);
    expect(board(s, "union").map((p) => p.replace(/:\d:/, " "))).toEqual(["kentucky 3", "philadelphia 2"]);
    expect(s.actionsLeft).toBe(1);
  });

  test("a unit may end its move in enemy ground, and fights there", () => {
    let s = scenario({ union: [["washington", 3]], confederate: [["nashville", 1]], unionHand: ["Rail Movement", "Halleck", "Pope"] });
    s = play(s, { t: "play", card: inHand(s, "union", "Rail Movement") });
    const into = choices(s).find((a) => a.t === "enter" && a.loc === "nashville");
    expect(into).toBeDefined();
    s = play(s, into!);
    expect(battle(s)).toMatchObject({ loc: "nashville", via: { kind: "rail", from: "kentucky" } });
  });
});
