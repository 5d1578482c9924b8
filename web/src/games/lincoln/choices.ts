/**
 * What the seat must decide now, and how each legal action is reached on the page: a card in
 * the hand, a place on the map (a location, or one of its halves), a counter, or a button.
 * Pure: the board draws it, and the tests check that every legal action is reachable.
 */
import type { Seat } from "../../../../shared/engine";
import type { Action } from "../../../../shared/games/lincoln/actions";
import { type Half, type LocationId, RAIL_LINKS } from "../../../../shared/games/lincoln/data/map";
import { type Side, seatOf } from "../../../../shared/games/lincoln/data/sides";
import type { Combat, Decision } from "../../../../shared/games/lincoln/state";
import type { View } from "../../../../shared/games/lincoln/view";
import {
  actionName,
  capitalize,
  cardOf,
  counterName,
  counterWord,
  halfName,
  placeName,
  playerWord,
  plural,
  printedKey,
  unitWord,
} from "./words";

export type OptionKind = "card" | "place" | "counter" | "button";

export type Option = {
  action: Action;
  /** The action as text: unique among the options. */
  key: string;
  kind: OptionKind;
  /** What the option does, in words (a button's text). */
  label: string;
  /** Where it is on the map: a place to go, or the location of a counter to pick. */
  loc?: LocationId;
  /** For a place: the half it enters, if the choice is of a half. */
  half?: Half;
  /** A rail link the option follows, drawn when it is chosen. */
  link?: number;
  /** For a card: its printed face, shared by identical copies in the hand. */
  cardKey?: string;
  counter?: string;
  /** The button that carries on by default. */
  primary?: boolean;
};

export type Choices = {
  /** The decision, as a short code: "turn", "pay", "combat:defender-choice", "over", "none". */
  stage: string;
  /** Whether this seat decides now. */
  mine: boolean;
  /** The side deciding now, if anyone. */
  deciding: Side | null;
  /** The sentence for the prompt bar. */
  prompt: string;
  options: Option[];
  /** Card options by printed face. */
  byCard: Map<string, Option[]>;
  /** Place and counter options by location. */
  byLoc: Map<LocationId, Option[]>;
  /** Options shown as buttons in the prompt bar (buttons and counters). */
  buttons: Option[];
};

const keyOf = (a: Action) =>
  JSON.stringify(a, (_k, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : 1))) : v,
  );

/** The decision on top of the stack (undefined: the active side's turn menu). */
export function topDecision(view: View): Decision | undefined {
  return view.pending[view.pending.length - 1];
}

/** The battle in progress, if any (the rules' own reading, shared with the turn's words). */
export { currentCombat } from "../../../../shared/games/lincoln/current-combat";

export function stageOf(view: View): string {
  if (view.result) return "over";
  const d = topDecision(view);
  if (!d) return "turn";
  return d.k === "combat" ? `combat:${d.stage}` : d.k;
}

/** The other end of a rail link, seen from `from`. */
function linkEnd(link: number, from: string): { loc: LocationId; half: Half } | undefined {
  const l = RAIL_LINKS[link];
  if (!l) return undefined;
  if (l.a.loc === from) return l.b;
  if (l.b.loc === from) return l.a;
  return undefined;
}

function counterLoc(view: View, id: string): LocationId | undefined {
  return view.at[id]?.loc;
}

/** The verb phrase for what the deciding side is doing: "choose a card to play face down". */
function phrase(view: View): string {
  const d = topDecision(view);
  if (!d) return view.actionsLeft > 0 ? `take action ${3 - view.actionsLeft} of 2` : "finish the turn";
  switch (d.k) {
    case "pay":
      return `pay for ${unitOfCard(d.unit)}`;
    case "place":
      return `place ${unitOfCard(d.unit)}`;
    case "deploy-two":
      return "deploy units for free";
    case "move-from":
    case "move-how":
    case "move-counters":
    case "move-one":
      return "move armies by rail";
    case "naval":
    case "naval-to":
      return "move an army by sea";
    case "discard":
      return "discard cards";
    case "raid-reply":
      return "answer the Cavalry Raid";
    case "rail":
    case "rail-to":
      return "make a Rail Movement";
    case "combat":
      switch (d.stage) {
        case "attacker-card":
          return "choose a card to play face down";
        case "attacker-benefit":
        case "defender-benefit":
          return "play a benefit card or go on";
        case "attacker-reinforce":
        case "defender-reinforce":
          return "bring reinforcements into the battle";
        case "defender-choice":
          return "withdraw or stand and fight";
        case "withdraw":
          return "withdraw";
        case "casualties":
          return "choose casualties";
        case "retreat":
          return "retreat";
      }
  }
}

function unitOfCard(id: string): string {
  const c = cardOf(id);
  return c ? unitWord(c) : "a unit";
}

/** The prompt for the seat that decides. */
function myPrompt(view: View, legal: readonly Action[]): string {
  const d = topDecision(view);
  if (!d) {
    // A free action only where a card offers one (it was offered with no card in hand).
    if (view.actionsLeft === 0) return legal.some((a) => a.t === "play") ? "Both actions done: play a free action, or end your turn" : "Both actions done: end your turn";
    return `Action ${3 - view.actionsLeft} of 2: tap a card to play it, or choose below`;
  }
  switch (d.k) {
    case "pay":
      return `Pay for ${unitOfCard(d.unit)}: choose ${plural(d.left, "more card")} to discard`;
    case "place":
      return `Place ${unitOfCard(d.unit)}: tap a location you control and supply`;
    case "deploy-two":
      return `Deploy for free: choose a unit card (${d.left} left), or stop`;
    case "move-from":
      return "Move by rail: tap the location to move from";
    case "move-how":
      return `Move from ${placeName(d.from)}: tap where to go`;
    case "move-counters": {
      const to = linkEnd(d.link, d.from);
      const dest = to ? placeName(to.loc) : "there";
      // By strength: "1 army going" read as the 1 army when a 2 army had been chosen.
      const picked = d.picked.map(counterWord);
      return picked.length === 0
        ? `Choose the armies to move to ${dest}, one at a time`
        : `The ${picked.join(" and the ")} ${picked.length === 1 ? "goes" : "go"} to ${dest}: add another army, or move`;
    }
    case "move-one":
      return `Choose the army that goes to ${placeName(d.to)}`;
    case "naval":
      return "Naval movement: tap the army to sail";
    case "naval-to":
      return `Sail ${counterName(d.counter)} from ${placeName(counterLoc(view, d.counter) ?? "")} to:`;
    case "discard":
      return d.picked === 0 ? "Choose a card to discard" : "Discard another card, or stop";
    case "raid-reply":
      return "Cavalry Raid! Answer with your own, or lose two cards at random";
    case "rail":
      return d.moved === 0 ? "Rail Movement: tap an army to move" : "Rail Movement: tap a second army, or stop";
    case "rail-to":
      return `Rail Movement: tap where ${counterName(d.counter)} goes`;
    case "combat":
      return combatPrompt(d, legal.some((a) => a.t === "benefit"));
  }
}

/** `benefits`: whether this seat holds a card it may play in the battle now (everyone is asked all the same). */
function combatPrompt(c: Combat, benefits: boolean): string {
  switch (c.stage) {
    case "attacker-card":
      return "Choose a card to play face down";
    case "attacker-benefit":
      return benefits ? "Play Reinforcements now, or go on" : "You have no Reinforcements to play now: go on";
    case "attacker-reinforce":
    case "defender-reinforce":
      return "Reinforcements: tap the army that joins the battle";
    case "defender-choice":
      return "Withdraw or stand and fight? To fight with a card face down, tap it";
    case "defender-benefit":
      return benefits ? "Play High Ground or Reinforcements, or reveal the cards" : "You have no High Ground or Reinforcements to play now: reveal the cards";
    case "casualties":
      return c.toLose === 1 ? "Remove 1 counter as a casualty" : `Remove ${c.toLose} counters as casualties`;
    case "withdraw":
    case "retreat": {
      const head = c.queue[0];
      const what = head ? counterName(head) : "your counters";
      const verb = c.stage === "withdraw" ? "Withdraw" : "Retreat";
      return `${verb} ${what}: tap where it goes${c.queue.length > 1 ? ` (${c.queue.length - 1} more after)` : ""}`;
    }
  }
}

/** Options a decision labels by context: what "done" and "decline" mean here. */
function doneLabel(view: View): string {
  const d = topDecision(view);
  if (!d) return "Done";
  switch (d.k) {
    case "move-counters":
      return d.picked.length === 1 ? `Move the ${counterWord(d.picked[0] ?? "")}` : `Move these ${d.picked.length} armies`;
    case "discard":
      return "Stop discarding";
    case "deploy-two":
      return d.left === 2 ? "Deploy nothing" : "Deploy no more";
    case "rail":
      return d.moved === 0 ? "Move nothing" : "No second army";
    case "combat":
      return d.stage === "attacker-benefit" ? "Go on" : "Reveal the cards";
    default:
      return "Done";
  }
}

function optionFor(view: View, a: Action): Option {
  const base = { action: a, key: keyOf(a) };
  const d = topDecision(view);
  const card = (id: string, label: string): Option => ({ ...base, kind: "card", label, cardKey: printedKey(id) });
  switch (a.t) {
    case "deploy": {
      const c = cardOf(a.card);
      const free = d?.k === "deploy-two";
      return card(a.card, c ? `Deploy ${unitWord(c)}${free ? " for free" : ` (pay ${plural(c.top?.cost ?? 0, "card")})`}` : "Deploy");
    }
    case "move":
      return card(a.card, "Move by rail");
    case "naval":
      return card(a.card, "Move by sea");
    case "play": {
      const c = cardOf(a.card);
      return card(a.card, c ? `${c.action?.timing === "free" ? "Free action" : "Play"}: ${actionName(c)}` : "Play");
    }
    case "pay":
      return card(a.card, "Pay with this card");
    case "card":
      return card(a.card, "Discard this card");
    case "reply":
      return card(a.card, "Answer with Cavalry Raid");
    case "commit":
      return card(a.card, "Play face down");
    case "fight":
      return a.card !== undefined
        ? card(a.card, "Fight, with this card face down")
        : { ...base, kind: "button", label: "Fight without a card" };
    case "benefit": {
      const c = cardOf(a.card);
      return card(a.card, `Play ${c?.name ?? "this card"}`);
    }
    case "sail-home": {
      const home = d?.k === "combat" && d.stage === "retreat" && d.via.kind === "sea" && d.attacker === "union" ? d.via.from : "washington";
      return card(a.card, `Pay to sail home to ${placeName(home)}`);
    }
    case "attack":
      return { ...base, kind: "place", label: `Attack in ${placeName(a.loc)}`, loc: a.loc };
    case "discard":
      return { ...base, kind: "button", label: "Discard cards" };
    case "pass":
      // One action given up, not the turn ("End the turn" comes once no action is left).
      return { ...base, kind: "button", label: "Pass this action" };
    case "end":
      return { ...base, kind: "button", label: "End the turn", primary: true };
    case "done":
      return { ...base, kind: "button", label: doneLabel(view), primary: true };
    case "withdraw":
      return { ...base, kind: "button", label: "Withdraw" };
    case "decline":
      return {
        ...base,
        kind: "button",
        label: d?.k === "raid-reply" ? "Let the raid go" : "Pay nothing: the force that came by sea is lost",
      };
    case "place":
      return { ...base, kind: "place", label: `${placeName(a.loc)}, ${halfName(a.half)} half`, loc: a.loc, half: a.half };
    case "from":
      return { ...base, kind: "place", label: `From ${placeName(a.loc)}`, loc: a.loc };
    case "along": {
      const from = d?.k === "move-how" ? d.from : "";
      const to = linkEnd(a.link, from);
      return {
        ...base,
        kind: "place",
        label: to ? `Armies to ${placeName(to.loc)} (${halfName(to.half)} half)` : "Along the rail link",
        ...(to ? { loc: to.loc, half: to.half } : {}),
        link: a.link,
      };
    }
    case "path":
      return { ...base, kind: "place", label: `One army to ${placeName(a.loc)}, ${halfName(a.half)} half`, loc: a.loc, half: a.half };
    case "enter": {
      const end = linkEnd(a.link, a.loc);
      const into = RAIL_LINKS[a.link];
      const half = into ? (into.a.loc === a.loc ? into.a.half : into.b.half) : undefined;
      return {
        ...base,
        kind: "place",
        label: `${placeName(a.loc)}${end ? ` from ${placeName(end.loc)}` : ""}${half !== undefined ? ` (${halfName(half)} half)` : ""}`,
        loc: a.loc,
        ...(half !== undefined ? { half } : {}),
        link: a.link,
      };
    }
    case "sail":
      return { ...base, kind: "place", label: `Sail to ${placeName(a.loc)}`, loc: a.loc };
    case "retreat": {
      const c = d?.k === "combat" ? d : undefined;
      const same = c && c.loc === a.loc;
      return {
        ...base,
        kind: "place",
        label: same ? `To the ${halfName(a.half)} half of ${placeName(a.loc)}` : `To ${placeName(a.loc)}, ${halfName(a.half)} half`,
        loc: a.loc,
        half: a.half,
      };
    }
    case "counter":
    case "casualty": {
      const id = a.id;
      const loc = counterLoc(view, id);
      const where = loc && d?.k !== "move-counters" && d?.k !== "move-one" && a.t !== "casualty" ? ` in ${placeName(loc)}` : "";
      const verb = a.t === "casualty" ? "Remove " : "";
      const label = `${verb}${a.t === "casualty" ? counterName(id) : capitalize(counterWord(id))}${where}`;
      return { ...base, kind: "counter", label, counter: id, ...(loc ? { loc } : {}) };
    }
  }
}

/** Every way to answer the decision, from the legal list. */
export function buildChoices(view: View, legal: readonly Action[], computers: readonly Seat[] = []): Choices {
  const stage = stageOf(view);
  const deciding = view.result ? null : view.deciding;
  const mine = legal.length > 0;
  const options = legal.map((a) => optionFor(view, a));
  const byCard = new Map<string, Option[]>();
  const byLoc = new Map<LocationId, Option[]>();
  const buttons: Option[] = [];
  for (const o of options) {
    if (o.kind === "card" && o.cardKey) {
      const list = byCard.get(o.cardKey);
      if (list) list.push(o);
      else byCard.set(o.cardKey, [o]);
    }
    if ((o.kind === "place" || o.kind === "counter") && o.loc) {
      const list = byLoc.get(o.loc);
      if (list) list.push(o);
      else byLoc.set(o.loc, [o]);
    }
    if (o.kind === "button") buttons.push(o);
  }
  // Counters are buttons too when they are few or all in one place; spread over the map, they
  // are picked there (a tap on a location lists its counters).
  const counters = options.filter((o) => o.kind === "counter");
  if (counters.length <= 3 || new Set(counters.map((o) => o.loc)).size === 1) buttons.push(...counters);
  // The turn menu's attacks are places, and buttons too (there are few of them).
  for (const o of options) if (o.action.t === "attack") buttons.push(o);
  // Primary buttons last, where the thumb rests.
  buttons.sort((x, y) => Number(!!x.primary) - Number(!!y.primary));
  let prompt: string;
  if (view.result) prompt = "The game is over";
  else if (mine) prompt = myPrompt(view, legal);
  else if (deciding && deciding === view.you) prompt = "One moment…"; // this seat's move is on its way
  else if (deciding) prompt = `Waiting for ${computers.includes(seatOf(deciding)) ? "the computer" : playerWord(deciding)} to ${phrase(view)}`;
  else prompt = "Waiting";
  return { stage, mine, deciding, prompt, options, byCard, byLoc, buttons };
}

/** What a tap leads to: an action at once, a short list to pick from, or nothing. */
export type Tap = { act: Option } | { pick: Option[] } | null;

const tapOf = (opts: readonly Option[]): Tap => {
  const only = opts[0];
  if (opts.length === 1 && only) return { act: only };
  return opts.length > 1 ? { pick: opts.slice() } : null;
};

/** A tap on a card of the hand (any copy of a printed face answers for it). */
export function tapCard(c: Choices, id: string): Tap {
  const opts = c.byCard.get(printedKey(id)) ?? [];
  // A card played on a turn is public at once and no undo takes it back: a tap shows its use,
  // even a single one, with Back. Where a decision asks for a card, the tap is the answer.
  if (c.stage === "turn" && opts.length === 1) return { pick: opts };
  return tapOf(opts);
}

/** A tap on a location of the map. */
export function tapLocation(c: Choices, loc: LocationId): Tap {
  return tapOf(c.byLoc.get(loc) ?? []);
}

/** A tap on one half of a picked location. */
export function tapHalf(c: Choices, loc: LocationId, half: Half): Tap {
  return tapOf((c.byLoc.get(loc) ?? []).filter((o) => o.half === half));
}

/** What a picked card, place or half offers: the prompt's title, its buttons, and a line of help. */
export type Picked = { title: string; options: Option[]; hint?: string };

/** What a stranger asked to pick a half could not tell: what the halves change. */
export const HALVES_HINT = "Halves matter once both sides stand here: each then holds one half and leaves only by its links.";

/** The options of what the player has picked: a card of the hand, else a place (a half of it, if one is picked). */
export function pickedOptions(c: Choices, card: string | null, loc: LocationId | null, half: { loc: LocationId; half: Half } | null): Picked | null {
  if (card) {
    const opts = c.byCard.get(printedKey(card));
    const name = cardOf(card)?.name ?? "this card";
    if (opts) return { title: opts.length === 1 ? `Play ${name}?` : `${name}: how will you use it?`, options: opts };
  }
  if (!loc) return null;
  const opts = c.byLoc.get(loc);
  if (!opts) return null;
  if (half?.loc === loc) {
    const into = opts.filter((o) => o.half === half.half);
    if (into.length > 0) return { title: `${placeName(loc)}, ${halfName(half.half)} half: which way?`, options: into };
  }
  // Only its two halves to choose between: say so, in few words (a longer title covers the map).
  if (opts.length === 2 && opts.every((o) => o.half !== undefined) && opts[0]?.half !== opts[1]?.half)
    return { title: `${placeName(loc)}: which half?`, options: opts, hint: HALVES_HINT };
  return { title: `${placeName(loc)}: choose`, options: opts };
}
