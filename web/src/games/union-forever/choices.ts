/**
 * From the legal actions to what the board offers: which places and units light
 * up, which buttons show, and the one line that says what to decide. Pure, so
 * that a test can check that every legal action can be reached by taps.
 *
 * Actions that name a place (move, place, retreat-to) are answered by tapping
 * the place; when several units could go somewhere (an ACT), a unit is picked
 * first, by tapping its area or its button. Every other action is a button in
 * words: a unit's attack, Pacification, restoration or return, a battle result,
 * and the choices that are not about a unit (draw, pass, the face-card options).
 */
import { actsOf, cardSide, isFaceCard } from "../../../../shared/games/union-forever/cards";
import { AREAS, LABEL_NAMES, NORTH, type Place, placeName } from "../../../../shared/games/union-forever/data/map";
import { SIDE_NAMES, type Side, UNIT_IDS, UNITS, type UnitId, seatOf } from "../../../../shared/games/union-forever/data/units";
import { unitName } from "../../../../shared/games/union-forever/describe";
import type { Seat } from "../../../../shared/engine";
import type { Action, GameEvent } from "../../../../shared/games/union-forever/state";
import type { View } from "../../../../shared/games/union-forever/view";
import { cardShort } from "./names";

/** What a tap does: send an action, or pick a unit (nothing is sent). */
export type Offer = { act: Action } | { pick: UnitId };

export type Choice = {
  /** Stable for the test and for Solid's lists. */
  key: string;
  label: string;
  offer: Offer;
  /** The unit the choice is about, for its counter. */
  unit: UnitId | null;
  primary: boolean;
};

export type Decision = {
  /** The kind of decision: setup, draw, act, special, place (a returned unit), combat:<step>, wait, over. */
  kind: string;
  /** What the player must decide now. */
  prompt: string;
  /** A second line: which card, which battle. */
  context: string;
  /** The unit whose moves are shown, if any. */
  selected: UnitId | null;
  /** What tapping each place does. */
  places: Map<Place, Offer>;
  /** Units that can be chosen now (lit on the map). */
  choosable: UnitId[];
  /** Units to pick before choosing what they do (an ACT with several units able to act). */
  picks: UnitId[];
  buttons: Choice[];
};

type Placed = Extract<Action, { t: "move" | "place" | "retreat-to" }>;
type UnitAction = Extract<Action, { t: "attack" | "pacify" | "restore" | "return" | "step-loss" | "retreat" }>;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function placeOf(action: Action): Place | null {
  if (action.t === "move" || action.t === "retreat-to") return action.to;
  if (action.t === "place") return action.area;
  return null;
}

function isPlaced(action: Action): action is Placed {
  return placeOf(action) !== null;
}

function unitOf(action: Action): UnitId | null {
  return "unit" in action ? action.unit : null;
}

export function actionKey(action: Action): string {
  return [action.t, unitOf(action) ?? "", placeOf(action) ?? ""].join(":");
}

/** Where a unit stands on the table (an area or the North), or null when it is off it. */
export function standsAt(view: View, unit: UnitId): Place | null {
  const where = view.units[unit].where;
  return where === "eliminated" || where === "waiting" || where === "unplaced" ? null : where;
}

/** "full strength", "weakened", or "one step" for militia, which have no other. */
export function strengthWord(view: View, unit: UnitId): string {
  if (UNITS[unit].kind === "militia") return "one step";
  return view.units[unit].weakened ? "weakened" : "full strength";
}

/** The number a unit adds in battle now: a Union army's printed factor, a Confederate army's CRL (-1 weakened), militia 1. */
export function combatFactor(view: View, unit: UnitId): number {
  const data = UNITS[unit];
  const weakened = view.units[unit].weakened;
  if (data.cf) return weakened ? data.cf.weakened : data.cf.full;
  if (data.kind === "confederate-army") return Math.max(0, view.crlValue - (weakened ? 1 : 0));
  return 1;
}

/** Where a unit stands, in words. */
export function whereWords(view: View, unit: UnitId): string {
  const where = view.units[unit].where;
  if (where === "eliminated") return "eliminated";
  if (where === "waiting") return `arrives on turn ${UNITS[unit].arrives}`;
  if (where === "unplaced") return "not yet set up";
  return `in ${placeName(where)}`;
}

/** A step loss weakens a full-strength army and eliminates the rest. */
function stepLossWord(view: View, unit: UnitId): string {
  return UNITS[unit].kind === "militia" || view.units[unit].weakened ? "is eliminated" : "is weakened";
}

function specialNeed(view: View, side: Side): string {
  return side === "union" ? "below 4" : `below the CRL (${view.crlValue})`;
}

/** A button's words for an action that is not a place. */
function actionLabel(view: View, action: Action, short: boolean): string {
  const side = view.decider ?? "union";
  const who = (unit: UnitId) => capital(unitName(unit));
  const areaName = (unit: UnitId) => {
    const where = standsAt(view, unit);
    return where ? placeName(where) : "";
  };
  switch (action.t) {
    case "draw":
      return "Draw a card";
    case "pass":
      if (view.special) return "Forgo the special ACT";
      return view.activation && view.activation.left > 1 ? `Forgo the ${view.activation.left} ACTs` : "Forgo the ACT";
    case "two-acts":
      return `Take two ACTs (roll ${specialNeed(view, side)})`;
    case "anaconda":
      return side === "union"
        ? `Restore the blockade (roll above ${view.crlValue})`
        : `Break the blockade (roll below ${view.crlValue})`;
    case "restore":
      return `Restore ${unitName(action.unit)} to full strength (roll ${specialNeed(view, side)})`;
    case "return":
      return `Return ${unitName(action.unit)} to play (roll ${specialNeed(view, side)})`;
    case "attack":
      return short ? `Attack in ${areaName(action.unit)}` : `${who(action.unit)} attacks in ${areaName(action.unit)}`;
    case "pacify":
      return short ? `Pacify ${areaName(action.unit)}` : `${who(action.unit)} tries to Pacify ${areaName(action.unit)}`;
    case "step-loss":
      return `Step loss: ${unitName(action.unit)} ${stepLossWord(view, action.unit)}`;
    case "retreat":
      return `Retreat ${unitName(action.unit)}`;
    default:
      return actionKey(action);
  }
}

/** The draw of the card in play, when it came with this view (the box's first line says it then). */
export function justDrawn(view: View): Extract<GameEvent, { e: "drew" }> | undefined {
  const card = view.special?.card ?? view.activation?.card;
  if (!card) return undefined;
  return view.events.find((ev): ev is Extract<GameEvent, { e: "drew" }> => ev.e === "drew" && ev.card === card);
}

/** The card in play, and what it gives. */
function cardContext(view: View): string {
  const card = view.special?.card ?? view.activation?.card;
  if (!card) return "";
  const side = cardSide(card);
  const whose = side === "union" ? "Union" : "Confederate";
  // Just drawn: who drew it, since a card's colour, not its drawer, says which side acts.
  const drew = justDrawn(view);
  // A card of the other side's colour: say its colour, or "The Confederacy drew Q♣: a Union special ACT" reads as a slip.
  const colour = drew && drew.side !== side ? `, a ${side === "union" ? "black" : "red"} card` : "";
  const named = drew ? `The ${SIDE_NAMES[drew.side]} drew ${cardShort(card)}${colour}` : cardShort(card);
  // A face card's special ACT that became two ACTs: the ACTs left are those two, not special ACTs.
  if (isFaceCard(card)) return view.special ? `${named}: a ${whose} special ACT` : `${named}: two ${whose} ACTs from a special ACT`;
  const total = actsOf(card);
  return `${named}: ${total === 2 ? "two" : "one"} ${whose} ACT${total === 2 ? "s" : ""}`;
}

function combatContext(view: View): { prompt: string; context: string } {
  const combat = view.combat;
  if (!combat) return { prompt: "", context: "" };
  const where = placeName(combat.area);
  const attacker = capital(unitName(combat.attacker));
  switch (combat.step) {
    case "attacker-lost":
      return {
        context: `${attacker} lost its attack in ${where} by ${-combat.margin}.`,
        prompt: "Take a step loss or retreat.",
      };
    case "result":
      return {
        context: `${attacker} won in ${where} by ${combat.margin}.`,
        prompt: "Choose one defending unit to lose a step or to retreat.",
      };
    case "hit":
      return {
        context: `${attacker} routed the defenders in ${where} (by ${combat.margin}).`,
        prompt: "First, choose the defending unit that loses a step.",
      };
    case "drive":
      return {
        context: `The rout in ${where} goes on.`,
        prompt: "Now choose the defending unit that retreats.",
      };
    case "retreat-to":
      return {
        context: `${combat.retreating ? capital(unitName(combat.retreating)) : "A unit"} retreats from ${where}.`,
        prompt: "Tap a highlighted place to retreat to.",
      };
  }
}

/** The next unit to pick at a place, after the one picked now (taps on an area cycle through its units). */
function nextAt(units: readonly UnitId[], current: UnitId | null): UnitId | null {
  if (units.length === 0) return null;
  const at = current === null ? -1 : units.indexOf(current);
  const next = units[(at + 1) % units.length] ?? null;
  return next === current ? null : next;
}

/**
 * What the board offers for a view and its legal list, with `picked` the unit
 * the player last picked (ignored unless it can still act).
 */
export function decide(view: View, legal: readonly Action[], picked: UnitId | null, computers: readonly Seat[] = []): Decision {
  const none: Decision = {
    kind: "wait",
    prompt: "",
    context: "",
    selected: null,
    places: new Map(),
    choosable: [],
    picks: [],
    buttons: [],
  };
  if (view.phase === "over" || view.outcome) {
    const outcome = view.outcome;
    return {
      ...none,
      kind: "over",
      prompt: outcome ? `The ${SIDE_NAMES[outcome.winner]} wins: ${outcome.reason}.` : "The game is over.",
    };
  }
  if (legal.length === 0) {
    const decider = view.decider;
    // Its own decision with nothing to choose: an action is on its way to the server.
    if (decider !== null && decider === view.side) return { ...none, prompt: "One moment…" };
    if (!decider) return { ...none, prompt: "Waiting…" };
    // A side the computer plays at a table online (BoardProps.computers) is the computer's.
    const computer = computers.includes(seatOf(decider));
    const who = computer ? "the computer" : `the ${SIDE_NAMES[decider]}`;
    // Set-up is six taps of the other side's, with nothing to do here: say what comes, and how far it is.
    if (view.phase === "setup") {
      const placedCount = UNIT_IDS.filter((u) => UNITS[u].side === "confederacy" && view.units[u].where !== "unplaced").length;
      return { ...none, prompt: `Waiting for ${who} to set up${computer ? " the Confederacy" : ""}: six units, ${placedCount} placed so far; they show on the map as they come.` };
    }
    return { ...none, prompt: `Waiting for ${who}…` };
  }

  const placed = legal.filter(isPlaced);
  const unitActions = legal.filter((a): a is UnitAction => !isPlaced(a) && unitOf(a) !== null);
  const general = legal.filter((a) => unitOf(a) === null);
  const inLegal = new Set(legal.flatMap((a) => unitOf(a) ?? []));
  const choosable = UNIT_IDS.filter((u) => inLegal.has(u));
  const placedUnits = UNIT_IDS.filter((u) => placed.some((a) => a.unit === u));
  const mustPick = placedUnits.length > 1;

  const selected: UnitId | null = mustPick
    ? picked !== null && choosable.includes(picked)
      ? picked
      : null
    : (placedUnits[0] ?? null);

  const places = new Map<Place, Offer>();
  for (const action of placed) {
    const place = placeOf(action);
    if (action.unit === selected && place !== null) places.set(place, { act: action });
  }
  if (mustPick) {
    // Tapping an area with units that can act picks the next of them.
    const byPlace = new Map<Place, UnitId[]>();
    for (const unit of choosable) {
      const where = standsAt(view, unit);
      if (where) byPlace.set(where, [...(byPlace.get(where) ?? []), unit]);
    }
    for (const [place, units] of byPlace) {
      if (places.has(place)) continue;
      const next = nextAt(units, selected !== null && units.includes(selected) ? selected : null);
      if (next) places.set(place, { pick: next });
    }
  }

  const buttons: Choice[] = [];
  const shown = mustPick ? unitActions.filter((a) => a.unit === selected) : unitActions;
  for (const action of shown)
    buttons.push({
      key: actionKey(action),
      label: actionLabel(view, action, action.unit === selected),
      offer: { act: action },
      unit: action.unit,
      primary: action.t !== "retreat" && action.t !== "step-loss",
    });
  for (const action of general)
    buttons.push({
      key: actionKey(action),
      label: actionLabel(view, action, true),
      offer: { act: action },
      unit: null,
      primary: action.t === "draw",
    });

  const side = view.decider;
  const sideName = side ? SIDE_NAMES[side] : "";
  let kind = "draw";
  let prompt = "";
  let context = "";
  const where = selected ? whereWords(view, selected) : "";
  if (view.phase === "setup" && selected) {
    kind = "setup";
    const label = UNITS[selected].label;
    const placedCount = UNIT_IDS.filter((u) => UNITS[u].side === "confederacy" && view.units[u].where !== "unplaced").length;
    context = `Confederate set-up, unit ${placedCount + 1} of 6.`;
    prompt = `Tap a highlighted area for ${unitName(selected)}${label ? ` (areas labelled ${LABEL_NAMES[label]})` : " (anywhere but Missouri and Kentucky)"}.`;
  } else if (view.combat) {
    kind = `combat:${view.combat.step}`;
    ({ prompt, context } = combatContext(view));
  } else if (view.placing && selected) {
    kind = "place";
    context = `${capital(unitName(selected))} returns to play${UNITS[selected].kind === "militia" ? "" : " at full strength"}.`;
    prompt = "Tap a highlighted place to put it.";
  } else if (view.special) {
    kind = "special";
    // The first special ACT may come before any plain one, which says what an ACT is.
    context = `${cardContext(view)}. An ACT: one unit moves or attacks.`;
    prompt = `Choose the ${sideName}'s special ACT.`;
  } else if (view.activation) {
    kind = "act";
    const left = view.activation.left;
    // The rulebook's word, said in a few words where its buttons use it ("Forgo the ACT").
    context = `${cardContext(view)} (${left} left). An ACT: one unit moves or attacks${side === "union" ? " (an army may Pacify)" : ""}.`;
    if (selected) {
      const options = [
        placed.some((a) => a.unit === selected) ? "tap a highlighted place to move it" : "",
        unitActions.some((a) => a.unit === selected && a.t === "attack") ? "attack" : "",
        unitActions.some((a) => a.unit === selected && a.t === "pacify") ? "Pacify" : "",
      ].filter(Boolean);
      // Another unit may act instead: say so, or the first one picked looks like the only one.
      if (mustPick && choosable.length > 1 && options.length > 0) options.push("pick another unit");
      prompt = `${capital(unitName(selected))} (${strengthWord(view, selected)}, ${where}): ${options.join(", or ") || "pick another unit"}.`;
    } else if (mustPick) prompt = "Pick a unit to act: tap a highlighted area, or a unit in the list under the map.";
    else if (unitActions.length > 0) prompt = "Choose an attack or a Pacification, or forgo the ACT.";
    else prompt = "No unit can act: forgo the ACT.";
  } else {
    context = `Turn ${view.turn}, ${view.deck} card${view.deck === 1 ? "" : "s"} left.`;
    prompt = `${sideName}: draw a card.`;
  }
  return { kind, prompt, context, selected, places, choosable, picks: mustPick ? choosable : [], buttons };
}

/** A place's name, for an accessible label. */
export function areaWords(place: Place): string {
  return place === NORTH ? "The North, off the map" : AREAS[place].name;
}

/**
 * Why a tap on a place the decision does not light did nothing (a finger that lands beside a lit
 * place): the picked unit stays picked. Null: nothing to say (not this seat's decision, or nothing
 * to tap on the map).
 */
export function unlitNote(view: View, legal: readonly Action[], picked: UnitId | null, place: Place): string | null {
  const now = decide(view, legal, picked);
  if (now.places.size === 0) return null;
  const where = placeName(place);
  // The prompt's own words: "tap a highlighted place".
  if (now.selected) return `${capital(unitName(now.selected))} cannot go to ${where}: tap a highlighted place${now.picks.length > 1 ? ", or another unit" : ""}.`;
  return `Nothing to do in ${where} now: tap a highlighted place.`;
}
