/**
 * What this seat may do now, in words: the prompt, the cards that answer (by kind: identical
 * cards are one choice), and a button for every choice that is not a card. Built only from
 * the view and the legal list; every option carries an element of `legal`, sent verbatim.
 */
import type { Seat } from "../../../../shared/engine";
import type { Action } from "../../../../shared/games/pixel-lincoln/actions";
import { abilityName, effectText } from "../../../../shared/games/pixel-lincoln/effects";
import type { View } from "../../../../shared/games/pixel-lincoln/view";
import { SUIT_NAMES, card, facedOf, isFoe, kindOf, levelWord, nameOf, plural, seatWord } from "./words";
import { powerEquipped, powerNeeded } from "./power";

/** `detail`: a button's second line, the figures behind that choice. */
export type Option = { key: string; label: string; action: Action; primary?: boolean; detail?: string };

export type Choices = {
  /** This seat has something to decide now. */
  mine: boolean;
  /** The decision: a pending one's kind, or the turn's step; "over" at the end. */
  stage: string;
  prompt: string;
  /** A second line: the figures behind the decision. */
  detail: string | null;
  /** Options by card kind: of the hand's cards, and of the Level Deck's top while arranging. */
  hand: Map<string, Option[]>;
  top: Map<string, Option[]>;
  /**
   * A tap on a glowing card acts at once: the decision asks for a card (to discard, score,
   * cancel with...), each with one use. While cards are played on the board (ambush, explore)
   * a tap only picks the card and shows what it would do, whatever its number of uses.
   */
  direct: boolean;
  /** What a tap on a glowing card of the hand does, in words; null when none glows. */
  tap: string | null;
  buttons: Option[];
};

const keyOf = (a: Action) => JSON.stringify(a);

/** How the board names a seat's player ("Player 2", or the name given: words.ts playerWord). */
type Who = (seat: Seat) => string;

/** "Player 2", "Player 2 and Player 3". */
function seatsWord(seats: readonly Seat[], you: Seat | null, who: Who): string {
  const names = seats.map((s) => (s === you ? "you" : who(s)));
  return names.length <= 1 ? (names[0] ?? "nobody") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** Where a card lies ahead of the current player's meeple: 1 for the card it faces. */
function cardsAhead(view: View, id: string): number {
  const p = view.players[view.current];
  const board = p?.level === null || !p ? [] : (view.levels[p.level]?.board ?? []);
  return board.slice(p?.pos ?? 0, board.indexOf(id) + 1).filter((c) => c !== null).length;
}

const ordinal = (n: number) => `${n}${n === 1 ? "st" : n === 2 ? "nd" : n === 3 ? "rd" : "th"}`;

/** What a card does in this option, as the button under a picked card says it. */
function cardLabel(view: View, a: Action): string {
  const faced = facedOf(view, view.current);
  const target = faced ? nameOf(faced.id) : "the card ahead";
  switch (a.t) {
    case "spend": {
      const label = `Spend ${card(a.card)?.coin ?? 0} coin on ${target}`;
      // Coin spent toward a card it cannot buy is lost (the rulebook's overspend, short of the cost): say so before, not after.
      const cost = faced ? (card(faced.id)?.cost ?? 0) : 0;
      const spent = view.purse && faced && view.purse.target === faced.id ? view.purse.coins : 0;
      const inHand = view.hand.reduce((sum, id) => sum + (card(id)?.coin ?? 0), 0);
      return spent + inHand < cost ? `${label} (it costs ${cost}: your hand holds only ${inHand} coin)` : label;
    }
    case "equip": {
      const c = card(a.card);
      const faceCard = faced ? card(faced.id) : undefined;
      const foe = faceCard !== undefined && isFoe(faceCard);
      if (!faced || !foe || !c || c.power <= 0) return "Equip it for its ability";
      const label = `Equip: ${c.power} power against ${target}`;
      // Power toward an enemy the whole hand cannot defeat is spent for nothing: say so before, as for coin.
      const need = powerNeeded(view, faced.id);
      const inHand = view.hand.reduce((sum, id) => sum + (card(id)?.power ?? 0), 0);
      return powerEquipped(view, faced.id) + inHand < need ? `${label} (it needs ${need}: your hand holds only ${inHand} power)` : label;
    }
    case "shoot":
      return `Throw it at ${nameOf(a.at)} (${ordinal(cardsAhead(view, a.at))} card ahead)`;
    case "jump":
      return `Jump over ${target}`;
    case "suit": {
      const suit = card(a.card)?.suit;
      return `Discard it for ${suit ? SUIT_NAMES[suit] : "its suit"}`;
    }
    case "discard":
      return "Discard it";
    case "cancel":
      return "Play it to cancel";
    case "score":
      return "Put it into your Score Pile";
    case "arrange":
      return "Put it next on top";
    default:
      return a.t;
  }
}

/** The words of a button that is not a card. */
function buttonLabel(view: View, a: Action, who: Who): { label: string; primary?: boolean; detail?: string } {
  switch (a.t) {
    case "stop": {
      // Coin spent toward a card not yet bought buys nothing once the turn stops: say so on the button.
      const purse = view.purse;
      const facing = purse && purse.coins > 0 && facedOf(view, view.current)?.id === purse.target;
      if (!purse || !facing) return { label: "Stop exploring" };
      const lost = purse.coins === 1 ? "the coin spent on it is lost" : `the ${purse.coins} coins spent on it are lost`;
      return { label: `Stop exploring (${nameOf(purse.target)} not bought: ${lost})` };
    }
    case "yield":
      return { label: "Give up (lose a life)" };
    case "done":
      return { label: "Done", primary: true };
    case "decline":
      return { label: "Let it happen", primary: true };
    case "enter":
      return { label: `Start in ${levelWord(a.level)}`, primary: true, detail: levelFigures(view, a.level) };
    case "exit":
      return { label: `Exit to ${levelWord(a.level)}` };
    case "draw":
      return { label: "Draw a card", primary: true };
    case "rival":
      return { label: `Give it to ${who(a.seat)}`, primary: true };
    case "life":
      return { label: `Give up ${nameOf(a.card)}`, primary: true };
    case "continue":
      return { label: "Continue", primary: true };
    case "retire":
      return { label: view.players.length === 1 ? "End the game" : "Stop and wait for the final score" };
    case "pay":
      return { label: `Remove ${nameOf(a.card)} (${plural(card(a.card)?.points ?? 0, "point")})` };
    default:
      return { label: a.t };
  }
}

/** Actions that name a card of the hand (or, arranging, of the Level Deck's top). */
const CARD_ACTIONS = new Set(["spend", "equip", "shoot", "jump", "suit", "discard", "cancel", "score", "arrange"]);

/** Using a suit, said as what it does: the prompt offered "use a suit", and only How to play said what that was. */
const USE_A_SUIT = "discard a card for its suit's ability";

/** "a, b, or c": the verbs offered, those that are. */
function verbList(verbs: (string | false)[], none: string): string {
  const offered = verbs.filter((v): v is string => !!v);
  return offered.length > 1 ? `${offered.slice(0, -1).join(", ")}, or ${offered.at(-1)}` : (offered[0] ?? none);
}

function ambushPrompt(legal: Action[]): string {
  const has = (t: Action["t"]) => legal.some((a) => a.t === t);
  return `An enemy ambushes you: ${verbList([has("equip") && "equip", has("jump") && "jump", has("suit") && USE_A_SUIT, has("yield") && "give up"], "beat it")}`;
}

/**
 * Exploring: what the hand can do now, from the actions the rules allow. It offered "buy, fight,
 * jump, use a suit, or stop" whatever lay ahead: "buy" facing an enemy, a suit with none in hand.
 */
function explorePrompt(view: View, legal: Action[]): string {
  const has = (t: Action["t"]) => legal.some((a) => a.t === t);
  const faced = facedOf(view, view.current);
  const faceCard = faced ? card(faced.id) : undefined;
  const fight = faceCard !== undefined && isFoe(faceCard) ? "fight" : "equip";
  return `Explore: ${verbList([has("spend") && "buy", (has("equip") || has("shoot")) && fight, has("jump") && "jump", has("suit") && USE_A_SUIT, has("stop") && "stop"], "stop")}`;
}

/** The figures of the fight or purchase at hand. */
function turnDetail(view: View): string | null {
  const faced = facedOf(view, view.current);
  if (view.ambush) {
    const need = powerNeeded(view, view.ambush.card);
    const have = powerEquipped(view, view.ambush.card);
    return `${nameOf(view.ambush.card)}: Power ${need}${have ? `, ${have} equipped` : ""}.`;
  }
  if (!faced) return null;
  const c = card(faced.id);
  if (!c) return null;
  const ahead = `${levelWord(faced.level)}, ahead: ${c.name}`;
  if (isFoe(c)) {
    const have = powerEquipped(view, faced.id);
    return `${ahead}, Power ${powerNeeded(view, faced.id)}${have ? `, ${have} equipped` : ""}.`;
  }
  if (c.kind === "checkpoint") return `${ahead} (a checkpoint).`;
  const paid = view.purse?.target === faced.id ? view.purse.coins : 0;
  return `${ahead}, cost ${c.cost}${paid ? `, ${paid} spent` : ""}.`;
}

/** Figures as a range: "2", "1-3" (a hyphen that keeps the two on one line: "3-" then "4" read badly). */
function range(figures: number[]): string {
  const low = Math.min(...figures);
  const high = Math.max(...figures);
  return low === high ? `${low}` : `${low}\u2011${high}`;
}

/**
 * How a Level differs from the other, on the button that starts in it: in its cards, built from
 * item and enemy sets of its own ("Level Difficulty": the cost of its items and the Power of its
 * enemies). On the buttons rather than over them, so that the dock leaves the Levels more room.
 */
function levelFigures(view: View, level: number): string | undefined {
  const l = view.levels[level];
  const figures = (sets: string[], figure: "cost" | "power") => range(sets.map((set) => card(`${set}-1`)?.[figure] ?? 0));
  return l && `items cost ${figures(l.itemSets, "cost")}, enemies Power ${figures(l.enemySets, "power")}`;
}

/** Sets of other cards can share their ranges: then the choice says the Levels differ all the same. */
function levelsAlike(view: View, legal: Action[]): string | null {
  const offered = legal.flatMap((a) => (a.t === "enter" ? [a.level] : []));
  const alike = offered.length > 1 && new Set(offered.map((level) => levelFigures(view, level))).size === 1;
  return alike ? "Different cards, alike in cost and Power." : null;
}

/** The prompt for the seat deciding, in the second person. */
function myPrompt(view: View, legal: Action[], name: Who): { prompt: string; detail: string | null } {
  const d = view.pending;
  if (!d) {
    if (view.step === "ambush") return { prompt: ambushPrompt(legal), detail: turnDetail(view) };
    if (view.step === "discard")
      return { prompt: "Tap the cards you want to discard, then Done to draw up to five", detail: null };
    return { prompt: explorePrompt(view, legal), detail: turnDetail(view) };
  }
  switch (d.k) {
    case "enter":
      return { prompt: "Choose the Level your meeple starts in", detail: levelsAlike(view, legal) };
    case "window": {
      const t = d.task;
      const what = abilityName(t.effect, nameOf(t.source), card(t.source)?.suit);
      const who = t.seat === view.you ? "You" : name(t.seat);
      const did = {
        equip: `${who} equipped it`,
        bought: `${who} bought it`,
        defeat: `${who} defeated it`,
        ambush: `It ambushes ${t.seat === view.you ? "you" : who}`,
        suit: `${who} discarded it`,
      }[t.effect.when];
      // Every seat that may cancel is asked, Cancel card or not (cancel.ts), on another's turn too:
      // the prompt says whose turn it is and what this seat can do (the page's line: the rules' turnWords,
      // shared/games/pixel-lincoln/turn-words.ts).
      const turn = view.current === view.you ? "Cancel" : `${name(view.current)}'s turn: cancel`;
      const answer = legal.some((a) => a.t === "cancel")
        ? "Tap a Cancel card to stop it, or let it happen."
        : "You hold no Cancel card; everyone is asked all the same, so nobody learns who does.";
      return { prompt: `${turn} ${what}?`, detail: `${did}. ${effectText(t.effect)} ${answer}` };
    }
    case "pick-score":
      return { prompt: "Score: tap a card of your hand to put it into your Score Pile", detail: null };
    case "arrange":
      return {
        prompt: "Time Travel: tap the card to go next on top of the Level Deck",
        detail: d.placed ? `${d.placed} placed. Done leaves the rest as they are.` : "Done leaves them as they are.",
      };
    case "discard-one": {
      // Why: the enemy that ambushes (a rule of its own), or the other player's item.
      const source = d.card === undefined ? undefined : card(d.card);
      if (source && isFoe(source)) return { prompt: `${source.name} ambushes you: tap a card to discard it`, detail: source.effect ? effectText(source.effect) : null };
      const theirs = source ? `their ${source.name}` : "one of their cards";
      return {
        prompt: "Tap a card to discard it",
        detail: d.seat === view.current ? null : `It is ${name(view.current)}'s turn: ${theirs} makes you discard.`,
      };
    }
    case "choose-rival":
      return { prompt: `Which opponent gets ${nameOf(d.card)} in their Score Pile?`, detail: null };
    case "bonus":
      return {
        prompt: "Checkpoint bonus: draw a card, tap a card of your hand to put it into your Score Pile, or exit",
        detail:
          d.seat !== view.current
            ? `It is ${name(view.current)}'s turn: they reached it, and everyone in the Level takes a bonus.`
            : d.first
              ? "You reached it: you take two bonuses."
              : null,
      };
    case "life":
      return { prompt: "You lose a life: which card do you give up?", detail: null };
    case "continue":
      return {
        prompt: `You lost your last life: Continue, or ${view.players.length === 1 ? "end the game" : "wait for the final score"}?`,
        detail: "A Continue costs 5 points of your Score Pile (or cards of your deck).",
      };
    case "pay":
      return { prompt: `Continue: remove Score Pile cards worth ${plural(d.owed, "more point")}`, detail: null };
  }
}

/** What the others are waiting for, in the third person. */
function waitingPrompt(view: View, name: Who): string {
  const who = seatsWord(view.deciding, view.you, name);
  const d = view.pending;
  if (!d) {
    if (view.step === "ambush") return `Waiting for ${who} to beat an ambush by ${nameOf(view.ambush?.card ?? "")}`;
    if (view.step === "discard") return `Waiting for ${who} to discard and draw`;
    return `Waiting for ${who} to explore`;
  }
  const doing: Record<string, string> = {
    enter: "choose a Level",
    window: `decide whether to cancel ${d.k === "window" ? nameOf(d.task.source) : ""}'s ability`,
    "pick-score": "choose a card to score",
    arrange: "rearrange the top of the Level Deck",
    "discard-one": "discard a card",
    "choose-rival": "choose who gets the enemy",
    bonus: "take a checkpoint bonus",
    life: "give up a life",
    continue: "decide whether to Continue",
    pay: "pay for a Continue",
  };
  return `Waiting for ${who} to ${doing[d.k] ?? "decide"}`;
}

/** What a tap on a glowing card of the hand does, by the one thing a decision asks cards for. */
const TAP_WORDS: Record<string, string> = {
  discard: "Tap one to discard it",
  cancel: "Tap one to cancel",
  score: "Tap one to score it",
};

function tapWords(hand: Map<string, Option[]>, direct: boolean): string | null {
  const kinds = new Set([...hand.values()].flat().map((o) => o.action.t));
  if (kinds.size === 0) return null;
  const [only] = kinds;
  return direct && kinds.size === 1 && only ? (TAP_WORDS[only] ?? null) : "Tap one to see its uses";
}

/** The uses of a card on the page: one of the hand, or of the Level Deck's top. */
export function usesOf(view: View, choices: Choices, id: string): Option[] | undefined {
  return (view.hand.includes(id) ? choices.hand : choices.top).get(kindOf(id));
}

/** `who` names a seat's player (words.ts playerWord, with the table's names). */
export function buildChoices(view: View, legal: Action[], who: Who = seatWord): Choices {
  const hand = new Map<string, Option[]>();
  const top = new Map<string, Option[]>();
  const buttons: Option[] = [];
  for (const a of legal) {
    const option: Option = { key: keyOf(a), label: "", action: a };
    if (CARD_ACTIONS.has(a.t) && "card" in a) {
      option.label = cardLabel(view, a);
      const where = a.t === "arrange" ? top : hand;
      const kind = kindOf(a.card);
      where.set(kind, [...(where.get(kind) ?? []), option]);
    } else {
      buttons.push({ ...option, ...buttonLabel(view, a, who) });
    }
  }
  const mine = legal.length > 0;
  const stage = view.result ? "over" : (view.pending?.k ?? view.step);
  const direct = view.pending !== null || view.step === "discard";
  const cards = { hand, top, direct, tap: tapWords(hand, direct) };
  if (view.result) return { mine: false, stage, prompt: "The game is over", detail: null, ...cards, buttons: [] };
  const deciding = view.you !== null && view.deciding.includes(view.you);
  if (mine || deciding) return { mine, stage, ...myPrompt(view, legal, who), ...cards, buttons };
  return { mine, stage, prompt: waitingPrompt(view, who), detail: null, ...cards, buttons };
}
