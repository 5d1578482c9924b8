/**
 * Every decision Lincoln's rules can ask has a way to be answered on the page. Whole games
 * of random play, and at every step: the board's choice model (web/src/games/lincoln/
 * choices.ts, what glows and what a tap does) reaches every legal action and nothing else,
 * through a card in the hand, a place on the map, one of its halves or a button; the prompt
 * says what to decide, and the other seat is told whom it waits for. The random player then
 * plays by tapping through the same model. Every kind of decision and of action is seen.
 * (The page itself is driven the same way in test/e2e/lincoln.test.ts, on a phone.)
 */
import { describe, expect, it } from "vitest";
import { actionKey, createRng } from "../../shared/engine";
import type { Action } from "../../shared/games/lincoln/actions";
import { LOCATION_IDS, type LocationId } from "../../shared/games/lincoln/data/map";
import { type State, lincoln } from "../../shared/games/lincoln/rules";
import { COMBAT_STAGES } from "../../shared/games/lincoln/state";
import type { View } from "../../shared/games/lincoln/view";
import { type Choices, HALVES_HINT, type Option, type Tap, buildChoices, pickedOptions, tapCard, tapHalf, tapLocation } from "../../web/src/games/lincoln/choices";
import { CONFIRM_KEY, choosePayment, deployCost, paymentChoices, putBack, queuedPayment } from "../../web/src/games/lincoln/payment";
import { cardOf, placeName, printedKey } from "../../web/src/games/lincoln/words";
import { done, inHand, linkBetween, moveAlong, play, scenario } from "../shared/lincoln/helpers";

const game = lincoln;
const viewOf = (state: State, seat: number) => game.view(state, seat) as View;
const SIDE = ["Union", "Confederate"] as const;
const cardOfId = (id: string) => cardOf(id)?.name;

/** Every action a player can reach by tapping: cards in hand, places and halves, buttons. */
function reachable(view: View, c: Choices): Map<string, Option> {
  const out = new Map<string, Option>();
  const follow = (tap: Tap, halves?: LocationId) => {
    if (!tap) return;
    if ("act" in tap) out.set(tap.act.key, tap.act);
    else {
      for (const o of tap.pick) out.set(o.key, o); // a picked card or place lists its options as buttons
      if (halves) for (const half of [0, 1] as const) follow(tapHalf(c, halves, half));
    }
  };
  for (const id of view.hand) follow(tapCard(c, id));
  for (const loc of LOCATION_IDS) follow(tapLocation(c, loc), loc);
  for (const o of c.buttons) out.set(o.key, o);
  return out;
}

/** A random tap through the model: a card, a place (then a half or a listed option), or a button. */
function randomTap(view: View, c: Choices, rng: ReturnType<typeof createRng>): Option {
  const targets: (() => Tap)[] = [];
  for (const id of view.hand) if (c.byCard.has(printedKey(id))) targets.push(() => tapCard(c, id));
  for (const loc of c.byLoc.keys())
    targets.push(() => {
      const tap = tapLocation(c, loc);
      if (tap && "pick" in tap && rng.int(2) === 0) {
        const half = tapHalf(c, loc, rng.int(2) as 0 | 1);
        if (half) return half;
      }
      return tap;
    });
  for (const o of c.buttons) targets.push(() => ({ act: o }));
  for (let tries = 0; tries < 50; tries++) {
    const tap = targets[rng.int(targets.length)]?.();
    if (!tap) continue;
    if ("act" in tap) return tap.act;
    const o = tap.pick[rng.int(tap.pick.length)];
    if (o) return o;
  }
  throw new Error("nothing to tap");
}

const STAGES = [
  "turn",
  "pay",
  "place",
  "deploy-two",
  "move-from",
  "move-how",
  "move-counters",
  "move-one",
  "naval",
  "naval-to",
  "discard",
  "raid-reply",
  "rail",
  "rail-to",
  ...COMBAT_STAGES.map((s) => `combat:${s}`),
];
/** Rare in random play (a retreat or a withdrawal with a choice, Reinforcements): the next test builds them. */
const BUILT = ["combat:retreat", "combat:withdraw", "combat:attacker-reinforce", "combat:defender-reinforce"];
const ACTIONS = [
  "deploy", "move", "naval", "attack", "discard", "play", "pass", "end", "pay", "place", "from", "along", "path", "counter",
  "done", "enter", "sail", "card", "reply", "decline", "commit", "fight", "withdraw", "benefit", "casualty", "retreat",
  // "sail-home" is rare in random play: the next test builds it.
];

describe("Lincoln: every decision can be answered on the page", () => {
  it("reaches every legal action, and only those, through random games", () => {
    const stages = new Set<string>();
    const acts = new Set<string>();
    let steps = 0;
    let games = 0;
    let halfPicks = 0;
    const rng = createRng("lincoln-choices");
    // Enough games that every decision comes up (most within the first dozen).
    const missing = () => STAGES.filter((x) => !BUILT.includes(x) && !stages.has(x)).length + ACTIONS.filter((a) => !acts.has(a)).length;
    for (let g = 0; g < 60 && (g < 12 || missing() > 0); g++) {
      games++;
      let state: State = game.setup(2, { washington: "immediate", vicksburgRichmond: false }, createRng(`lincoln-ui-${g}`));
      for (let ply = 0; ply < 3000; ply++) {
        const status = game.status(state);
        if ("over" in status) {
          const over = buildChoices(viewOf(state, 0), []);
          expect(over.stage).toBe("over");
          break;
        }
        const seat = status.active[0] as number;
        const legal = game.legal(state, seat);
        const view = viewOf(state, seat);
        const c = buildChoices(view, legal);
        stages.add(c.stage);
        const where = `game ${g} ply ${ply} (${c.stage})`;
        // Whatever glows answers a tap: a half that offers a way in leads to an action, or to
        // the list of exactly that half's ways (the board lists them as its only buttons).
        for (const [loc, opts] of c.byLoc)
          for (const half of [0, 1] as const) {
            if (!opts.some((o) => o.half === half)) continue;
            const tap = tapHalf(c, loc, half);
            expect(tap, `${where}: ${loc} half ${half}`).not.toBeNull();
            if (tap && "pick" in tap) {
              halfPicks++;
              expect(tap.pick.every((o) => o.half === half && o.loc === loc), where).toBe(true);
            }
          }
        expect(c.mine, where).toBe(true);
        expect(c.prompt, where).not.toMatch(/^Waiting|undefined|NaN/);
        // Every legal action is reachable by a tap, and every tap is legal.
        const keys = new Set(legal.map(actionKey));
        for (const a of legal) acts.add(a.t);
        const reach = reachable(view, c);
        expect([...reach.keys()].sort(), where).toEqual([...keys].sort());
        for (const o of reach.values()) {
          expect(o.label, where).not.toMatch(/undefined|NaN|\?/);
          if (o.kind === "card") expect(view.hand.some((id) => printedKey(id) === o.cardKey), where).toBe(true);
          if (o.kind === "place") expect(o.loc, where).toBeDefined();
        }
        // The other seat is told whom it waits for, and has nothing to tap.
        const other = 1 - seat;
        const waiting = buildChoices(viewOf(state, other), game.legal(state, other));
        expect(waiting.mine, where).toBe(false);
        expect(waiting.options, where).toEqual([]);
        expect(waiting.prompt, where).toMatch(new RegExp(`^Waiting for the ${SIDE[seat]} player to [a-z]`));
        // Against the computer, it is the computer that is waited for.
        expect(buildChoices(viewOf(state, other), [], [seat]).prompt, where).toMatch(/^Waiting for the computer to [a-z]/);
        // Play on by tapping.
        const option = randomTap(view, c, rng);
        expect(keys.has(actionKey(option.action)), where).toBe(true);
        state = game.apply(state, seat, option.action as Action, createRng(`${g}-${ply}`));
        steps++;
      }
    }
    console.log(`[lincoln] ${games} games, ${steps} decisions answered through the page's choices; ${halfPicks} taps on a half offered more than one way in`);
    expect(halfPicks, "a half with two ways in came up (the glowing half that did nothing)").toBeGreaterThan(0);
    expect(STAGES.filter((x) => !BUILT.includes(x) && !stages.has(x))).toEqual([]);
    expect(ACTIONS.filter((a) => !acts.has(a))).toEqual([]);
  }, 120_000);

  it("reaches the rare ones too: a retreat, Reinforcements, sailing home from a port", () => {
    const check = (state: State, expected: string[]) => {
      const seat = (game.status(state) as { active: number[] }).active[0] as number;
      const legal = game.legal(state, seat);
      const view = viewOf(state, seat);
      const c = buildChoices(view, legal);
      expect([...reachable(view, c).keys()].sort()).toEqual(legal.map(actionKey).sort());
      expect(c.options.map((o) => o.label).sort()).toEqual(expected.sort());
      return c;
    };
    // Beaten inside New Orleans, with two kinds of naval card: home by sea, for one of them.
    let s = scenario({
      union: [["new-orleans", 1, 0, "sea"], ["new-orleans", 1, 0, "sea"]],
      confederate: [["new-orleans", 3, 1]],
      unionHand: ["Halleck", "Troop Transports", "Gunboats"],
    });
    s = play(s, { t: "attack", loc: "new-orleans" }, { t: "commit", card: inHand(s, "union", "Halleck") }, { t: "fight" }, done, done);
    const retreat = check(s, ["Pay to sail home to Washington", "Pay to sail home to Washington", "Pay nothing: the force that came by sea is lost"]);
    expect(retreat.stage).toBe("combat:retreat");
    expect(retreat.prompt).toBe("Retreat a 1-strength army: tap where it goes");
    // A Union force in a port withdraws to the other half, or home by sea.
    s = scenario({
      active: "confederate",
      union: [["savannah", 2, 0, "sea"]],
      confederate: [["charleston", 3]],
      flags: { savannah: "union" },
      unionHand: ["Troop Transports", "Halleck"],
      confederateHand: ["Militia", "Bragg", "Lee"],
    });
    s = moveAlong(s, "Militia", "charleston", "savannah");
    s = play(s, { t: "commit", card: inHand(s, "confederate", "Bragg") }, { t: "withdraw" });
    const withdraw = check(s, ["To the south half of Savannah", "Pay to sail home to Washington"]);
    expect(withdraw.stage).toBe("combat:withdraw");
    // The attacker brings the army left in Washington into the battle at Manassas.
    s = scenario({
      union: [["washington", 3], ["washington", 2], ["washington", 1]],
      confederate: [["manassas", 1]],
      unionHand: ["Volunteers", "Reinforcements", "Halleck"],
    });
    s = moveAlong(s, "Volunteers", "washington", "manassas", [3]);
    s = play(s, { t: "commit", card: inHand(s, "union", "Halleck") }, { t: "fight" });
    const benefit = check(s, ["Play Reinforcements", "Go on"]);
    expect(benefit.stage).toBe("combat:attacker-benefit");
    expect(benefit.prompt).toBe("Play Reinforcements now, or go on");
    s = play(s, { t: "benefit", card: inHand(s, "union", "Reinforcements") });
    const reinforce = check(s, ["2-strength army in Washington", "1-strength army in Washington"]);
    expect(reinforce.stage).toBe("combat:attacker-reinforce");
    expect(reinforce.prompt).toBe("Reinforcements: tap the army that joins the battle");
    // Asked all the same without such a card (the other side must not learn who holds one): the prompt says so.
    s = scenario({
      union: [["washington", 3], ["washington", 2]],
      confederate: [["manassas", 1]],
      unionHand: ["Volunteers", "Halleck", "Grant"],
    });
    s = moveAlong(s, "Volunteers", "washington", "manassas", [3]);
    s = play(s, { t: "commit", card: inHand(s, "union", "Halleck") }, { t: "fight" });
    const none = check(s, ["Go on"]);
    expect(none.stage).toBe("combat:attacker-benefit");
    expect(none.prompt).toBe("You have no Reinforcements to play now: go on");
    // And the defender, from two places.
    s = scenario({
      union: [["washington", 3]],
      confederate: [["manassas", 1], ["front-royal", 2], ["richmond", 1]],
      unionHand: ["Volunteers", "Halleck"],
      confederateHand: ["Reinforcements", "Bragg"],
    });
    s = moveAlong(s, "Volunteers", "washington", "manassas"); // Halleck, the only card left, goes face down by itself
    s = play(s, { t: "fight" }, done);
    s = play(s, { t: "benefit", card: inHand(s, "confederate", "Reinforcements") });
    expect(check(s, ["2-strength army in Front Royal", "1-strength army in Richmond"]).stage).toBe("combat:defender-reinforce");
    // Holding Reinforcements with no army linked to bring is holding none to play (a stranger read "You hold no ..." with one in hand).
    s = scenario({
      union: [["washington", 3]],
      confederate: [["manassas", 1]],
      unionHand: ["Volunteers", "Halleck"],
      confederateHand: ["Reinforcements", "Bragg"],
    });
    s = moveAlong(s, "Volunteers", "washington", "manassas");
    s = play(s, { t: "fight" }, done);
    expect(s.cards.confederate.hand).toContain(inHand(s, "confederate", "Reinforcements"));
    const unusable = check(s, ["Reveal the cards"]);
    expect(unusable.stage).toBe("combat:defender-benefit");
    expect(unusable.prompt).toBe("You have no High Ground or Reinforcements to play now: reveal the cards");
  });

  it("asks before a card is played on a turn, even one with a single use; where a card is asked for, a tap answers", () => {
    const s = scenario({ union: [["washington", 2]], unionHand: ["Hooker", "Volunteers", "Halleck"] }); // Hooker only moves by rail
    const view = viewOf(s, 0);
    const c = buildChoices(view, game.legal(s, 0));
    expect(c.stage).toBe("turn");
    const single = view.hand.filter((id) => c.byCard.get(printedKey(id))?.length === 1);
    expect(single.length).toBeGreaterThan(0);
    for (const id of single) expect(tapCard(c, id)).toEqual({ pick: c.byCard.get(printedKey(id)) });
    // The attacker's face-down card: the tap is the answer.
    let b = scenario({ union: [["washington", 3]], confederate: [["manassas", 1]], unionHand: ["Volunteers", "Halleck", "Grant"] });
    b = moveAlong(b, "Volunteers", "washington", "manassas");
    const face = buildChoices(viewOf(b, 0), game.legal(b, 0));
    expect(face.stage).toBe("combat:attacker-card");
    const halleck = inHand(b, "union", "Halleck");
    expect(tapCard(face, halleck)).toEqual({ act: face.byCard.get(printedKey(halleck))?.[0] });
  });

  it("offers a free action once both actions are done only where a card in hand has one", () => {
    const words = (hand: string[]) => {
      const s = scenario({ union: [["washington", 2]], unionHand: hand, actionsLeft: 0 });
      return buildChoices(viewOf(s, 0), game.legal(s, 0)).prompt;
    };
    expect(words(["Draft", "Halleck"])).toBe("Both actions done: play a free action, or end your turn");
    expect(words(["Halleck"])).toBe("Both actions done: end your turn");
    expect(words([])).toBe("Both actions done: end your turn");
  });

  it("asks which half of a place, and says what halves change; a picked card asks whether to play it", () => {
    let s = scenario({ union: [["washington", 1]], unionHand: ["Field Army", "Halleck", "Volunteers", "Troop Transports"] });
    const fieldArmy = inHand(s, "union", "Field Army");
    const c0 = buildChoices(viewOf(s, 0), game.legal(s, 0));
    expect(pickedOptions(c0, fieldArmy, null, null)?.title).toBe("Play Field Army?");
    s = play(s, { t: "deploy", card: fieldArmy });
    while (game.legal(s, 0).every((a) => a.t === "pay")) s = play(s, game.legal(s, 0)[0]!);
    const c = buildChoices(viewOf(s, 0), game.legal(s, 0));
    const loc = [...c.byLoc.keys()].find((l) => new Set(c.byLoc.get(l)?.map((o) => o.half)).size === 2);
    if (!loc) throw new Error("no place with both halves to choose");
    expect(pickedOptions(c, null, loc, null)).toMatchObject({ title: `${placeName(loc)}: which half?`, hint: HALVES_HINT });
    expect(pickedOptions(c, null, loc, null)?.options).toHaveLength(2);
  });

  it("names the armies chosen to move by their strength", () => {
    let s = scenario({ union: [["washington", 3], ["washington", 2], ["washington", 1]], unionHand: ["Volunteers", "Halleck"] });
    s = play(s, { t: "move", card: inHand(s, "union", "Volunteers") }, { t: "along", link: linkBetween("washington", "manassas") });
    const pick = (strength: number) => buildChoices(viewOf(s, 0), game.legal(s, 0)).options.find((o) => o.label === `${strength}-strength army`)?.action;
    const words = () => {
      const c = buildChoices(viewOf(s, 0), game.legal(s, 0));
      return [c.prompt, c.options.find((o) => o.action.t === "done")?.label];
    };
    expect(words()[0]).toBe("Choose the armies to move to Manassas, one at a time");
    // In the rulebook's words ("One "3" strength army"): the buttons "1 army", "2 army" read as how many.
    const counters = buildChoices(viewOf(s, 0), game.legal(s, 0)).buttons.filter((o) => o.kind === "counter");
    expect(counters.map((o) => o.label).sort()).toEqual(["1-strength army", "2-strength army", "3-strength army"]);
    s = play(s, pick(2)!);
    // It read "1 army going to Manassas", and the 1 army was still to choose.
    expect(words()).toEqual(["The 2-strength army goes to Manassas: add another army, or move", "Move the 2-strength army"]);
    s = play(s, pick(3)!);
    expect(words()).toEqual(["The 2-strength army and the 3-strength army go to Manassas: add another army, or move", "Move these 2 armies"]);
  });

  it("gathers a deploy's payment before anything is sent, with a way back, then pays as the rules ask", () => {
    let s = scenario({ union: [["washington", 1]], unionHand: ["Field Army", "Halleck", "Volunteers", "Troop Transports"] });
    const view = viewOf(s, 0);
    const deploy = buildChoices(view, game.legal(s, 0)).options.find((o) => o.action.t === "deploy" && cardOfId(o.action.card) === "Field Army");
    if (!deploy || deploy.action.t !== "deploy") throw new Error("no Field Army to deploy");
    // A 3 army costs two more cards: nothing is sent until both are chosen.
    expect(deployCost(view, deploy)).toBe(2);
    let p = { deploy, cost: 2, cards: [] as string[] };
    const base = buildChoices(view, game.legal(s, 0));
    let shown = paymentChoices(view, base, p);
    expect(shown.title).toBe("Deploy a 3 army: choose 2 cards from your hand to pay with");
    expect([...shown.choices.byCard.keys()].sort()).toEqual(
      ["Halleck", "Volunteers", "Troop Transports"].map((name) => printedKey(inHand(s, "union", name))).sort(),
    );
    expect(shown.choices.byLoc.size).toBe(0);
    expect(shown.options).toEqual([]);
    // The unit card cannot pay for itself; a chosen card can be put back.
    expect(choosePayment(view, p, deploy.action.card)).toBeNull();
    p = choosePayment(view, p, inHand(s, "union", "Halleck")) ?? p;
    expect(paymentChoices(view, base, p).options.map((o) => o.label)).toEqual(["Put back Halleck"]);
    expect(paymentChoices(view, base, p).title).toBe("Deploy a 3 army: choose 1 more card from your hand to pay with");
    p = putBack(p, inHand(s, "union", "Halleck"));
    p = choosePayment(view, p, inHand(s, "union", "Volunteers")) ?? p;
    p = choosePayment(view, p, inHand(s, "union", "Troop Transports")) ?? p;
    expect(choosePayment(view, p, inHand(s, "union", "Halleck")), "no more than the cost").toBeNull();
    shown = paymentChoices(view, base, p);
    expect(shown.title).toBe("Deploy a 3 army: paid");
    expect(shown.options.map((o) => [o.key, o.label])).toEqual([
      ["payment:back:" + inHand(s, "union", "Volunteers"), "Put back Volunteers"],
      ["payment:back:" + inHand(s, "union", "Troop Transports"), "Put back Troop Transports"],
      [CONFIRM_KEY, "Deploy, paying with Volunteers and Troop Transports"],
    ]);
    // Sent: each payment the rules then ask for is one of the chosen cards, in turn.
    s = play(s, deploy.action);
    let queue = p.cards;
    for (const name of ["Volunteers", "Troop Transports"]) {
      const pay = queuedPayment(buildChoices(viewOf(s, 0), game.legal(s, 0)), queue);
      expect(pay?.action.t === "pay" && cardOfId(pay.action.card)).toBe(name);
      s = play(s, pay!.action);
      queue = queue.slice(1);
    }
    expect(buildChoices(viewOf(s, 0), game.legal(s, 0)).stage).toBe("place");
    expect(s.cards.union.hand.map(cardOfId)).toEqual(["Halleck"]);
    // A free deploy (Paper Money's two) costs nothing to gather.
    expect(deployCost(view, { ...deploy, action: { t: "pass" } })).toBe(0);
  });
});
