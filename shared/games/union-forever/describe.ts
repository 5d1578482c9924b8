/**
 * The game log in words. Every apply records what happened as events in the
 * state (with the computer's replies in a solo game); each becomes one line,
 * with every die shown: "Union rolls 4 + 3 = 7".
 */
import type { LogLine } from "../../engine";
import { JOKER, actsOf, cardName, cardSide, isFaceCard } from "./cards";
import { STATE_NAMES, placeName } from "./data/map";
import { crlOf } from "./data/track";
import { SIDE_NAMES, UNITS, type UnitId } from "./data/units";
import type { GameEvent, Roll, State } from "./state";

/** "the Army of the Potomac", "Confederate Militia 2". */
export function unitName(unit: UnitId): string {
  return UNITS[unit].kind === "militia" ? UNITS[unit].name : `the ${UNITS[unit].name}`;
}

/**
 * A unit as the subject of a log line, with its side: the Union's Army of the Tennessee and the
 * Confederacy's Army of Tennessee (of the Mississippi, of Mississippi) read alike otherwise.
 */
function subject(unit: UnitId): string {
  const u = UNITS[unit];
  return u.kind === "militia" ? u.name : `The ${u.side === "union" ? "Union" : "Confederate"} ${u.name}`;
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "Union rolls 4 + 3 = 7"; a bare die: "Union rolls 4". */
export function rollText(r: Roll): string {
  if (r.mods.length === 0) return `${SIDE_NAMES[r.side]} rolls ${r.die}`;
  const terms = r.mods.map((m) => (m.value < 0 ? ` - ${-m.value}` : ` + ${m.value}`)).join("");
  return `${SIDE_NAMES[r.side]} rolls ${r.die}${terms} = ${r.total}`;
}

function space(n: number): string {
  return `space ${n} (CRL ${crlOf(n)})`;
}

function battleResult(margin: number): string {
  if (margin < 0) return "the attack fails";
  if (margin <= 1) return "stalemate";
  if (margin <= 3) return "the defenders are beaten";
  return "the defenders are routed";
}

/**
 * A special ACT's roll in words, what was tried and what came of it: the log and the board's
 * box above the map both say it so (the box said "break the blockade: rolled 6 → no effect"
 * where the log said "thwart the Anaconda Plan ... the blockade holds").
 */
export function specialWords(ev: Extract<GameEvent, { e: "special" }>): { tried: string; came: string } {
  switch (ev.kind) {
    case "anaconda":
      return ev.side === "confederacy"
        ? { tried: "break the blockade", came: ev.success ? "the blockade is broken" : "the blockade holds" }
        : { tried: "restore the blockade", came: ev.success ? "the blockade is restored" : "the blockade stays broken" };
    case "two-acts":
      return { tried: "take two ACTs", came: ev.success ? "two ACTs" : "no effect" };
    case "restore":
      return { tried: `restore ${ev.unit ? unitName(ev.unit) : "an army"}`, came: ev.success ? "it is back at full strength" : "no effect" };
    case "return":
      return { tried: `return ${ev.unit ? unitName(ev.unit) : "a unit"} to play`, came: ev.success ? "it returns" : "no effect" };
  }
}

export function eventText(ev: GameEvent): string {
  switch (ev.e) {
    case "placed":
      return ev.setup
        ? `The Confederacy sets up ${unitName(ev.unit)} in ${placeName(ev.at)}.`
        : `${subject(ev.unit)} returns to play in ${placeName(ev.at)}${UNITS[ev.unit].kind === "militia" ? "" : ", at full strength"}.`;
    case "drew": {
      const side = cardSide(ev.card);
      const what =
        ev.card === JOKER
          ? ""
          : isFaceCard(ev.card)
            ? `: a ${side === "union" ? "Union" : "Confederate"} special ACT`
            : `: ${actsOf(ev.card) === 2 ? "two" : "one"} ${side === "union" ? "Union" : "Confederate"} ACT${actsOf(ev.card) === 2 ? "s" : ""}`;
      return `The ${SIDE_NAMES[ev.side]} draws ${cardName(ev.card)}${what}.`;
    }
    case "joker":
      if (ev.ends) return "The Joker ends the turn.";
      return ev.why === "first"
        ? "The Joker is the turn's first draw: it is set aside and play goes on."
        : "Not both sides have performed an ACT this turn: the Joker is set aside and play goes on.";
    case "moved":
      return `${subject(ev.unit)} moves from ${placeName(ev.from)} to ${placeName(ev.to)}.`;
    case "passed":
      return ev.special
        ? `The ${SIDE_NAMES[ev.side]} forgoes its special ACT.`
        : `The ${SIDE_NAMES[ev.side]} forgoes ${ev.forgone === 1 ? "an ACT" : `${ev.forgone} ACTs`}.`;
    case "battle":
      return `${subject(ev.unit)} attacks in ${placeName(ev.area)}. ${rollText(ev.attack)}; ${rollText(ev.defence)}: ${battleResult(ev.margin)}.`;
    case "step-loss": {
      const what = ev.eliminated ? "is eliminated" : "is weakened";
      return ev.instead
        ? `${subject(ev.unit)} cannot retreat and loses a step instead: it ${what}.`
        : `${subject(ev.unit)} ${what}.`;
    }
    case "retreated":
      return `${subject(ev.unit)} retreats from ${placeName(ev.from)} to ${placeName(ev.to)}.`;
    case "pacify":
      return `${subject(ev.unit)} tries to Pacify ${placeName(ev.area)}. ${rollText(ev.union)}; ${rollText(ev.confederacy)}: ${ev.success ? `${placeName(ev.area)} is Pacified` : "no effect"}.`;
    case "crl": {
      const moved = ev.to === ev.from ? `the CRL marker stays in ${space(ev.to)}` : `the CRL marker moves ${ev.to < ev.from ? "left" : "right"} to ${space(ev.to)}`;
      if (ev.why === "state") return `All of ${ev.state ? STATE_NAMES[ev.state] : "a state"} is Pacified: ${moved}.`;
      if (ev.why === "richmond") return `Richmond is Pacified: ${moved}.`;
      if (ev.why === "anaconda") return `The Anaconda Plan is in effect at the end of the turn: ${moved}.`;
      return `The invasion succeeds: ${moved}.`;
    }
    case "special": {
      const side = SIDE_NAMES[ev.side];
      // Rules version 1 took two ACTs without a roll.
      if (!ev.roll) return `The ${side} takes two ACTs.`;
      const { tried, came } = specialWords(ev);
      return `The ${side} tries to ${tried}. ${rollText(ev.roll)} (needs ${ev.need}): ${came}.`;
    }
    case "invasion": {
      const result = ev.result === "crl" ? `below the CRL of ${ev.crl}` : ev.result === "none" ? "no effect" : "6 or more";
      const back = ev.result === "eliminated" ? "" : ", then returns there";
      return `${subject(ev.unit)} invades the North from ${placeName(ev.from)}${back}. ${rollText(ev.roll)}: ${result}.`;
    }
    case "turn-end":
      return `Turn ${ev.turn} ends${ev.why === "joker" ? " with the Joker" : ": the deck is spent"}.`;
    case "turn-start":
      return `Turn ${ev.turn} begins.`;
    case "reinforcement":
      return `${subject(ev.unit)} arrives in the North.`;
    case "game-over":
      return `The ${SIDE_NAMES[ev.winner]} wins: ${ev.reason}.`;
  }
}

/** The log lines of one apply: everything it did, the computer's replies included. */
export function describeEvents(after: State): LogLine[] {
  return after.events.map((ev) => ({ text: eventText(ev) }));
}
