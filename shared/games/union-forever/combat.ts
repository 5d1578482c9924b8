/**
 * Combat and its results (rulebook, "Combat", "Combat Results"). One unit
 * attacks every enemy unit in its area; both sides roll a die and add their
 * modifiers. The attacker's total against the defender's:
 *   below           the attacker retreats or takes a step loss (its choice);
 *   equal or +1     stalemate;
 *   +2 or +3        one defending unit loses a step, or one defending unit retreats;
 *   +4 or more      both: one defending unit loses a step, and one retreats.
 * A weakened army taking another step loss is eliminated; militia have one step.
 */
import type { Rng } from "../../engine";
import type { AreaId, Place } from "./data/map";
import { type Side, UNITS, type UnitId, hasTwoSteps, otherSide } from "./data/units";
import { retreatDestinations } from "./movement";
import { type Action, type Modifier, type State, type Table, areaOf, crlValue, isRichmond, roll, sideOf, unitsAt } from "./state";

/** Union armies and Confederate armies attack; militia may only defend. */
export function canAttack(state: Table, unit: UnitId): boolean {
  if (UNITS[unit].kind === "militia") return false;
  const area = areaOf(state, unit);
  return area !== null && unitsAt(state, area, otherSide(sideOf(unit))).length > 0;
}

/**
 * What a unit adds in battle: a Union army its printed factor on the side
 * showing; a Confederate army the current CRL, less 1 when weakened; militia +1.
 */
export function combatModifier(state: Table, unit: UnitId): Modifier {
  const data = UNITS[unit];
  const weakened = state.units[unit].weakened;
  const name = `${data.name}${weakened ? " (weakened)" : ""}`;
  if (data.cf) return { why: name, value: weakened ? data.cf.weakened : data.cf.full };
  if (data.kind === "confederate-army") return { why: `${name}, CRL`, value: weakened ? crlValue(state) - 1 : crlValue(state) };
  return { why: name, value: 1 };
}

/**
 * Both sides' modifiers in a battle: the attacker's unit alone; every unit on
 * the defending side (decision: all the defenders' modifiers are added, since
 * the attack is against all of them); +1 to the Confederacy in Richmond.
 */
export function battleModifiers(state: Table, attacker: UnitId, area: AreaId): { attack: Modifier[]; defence: Modifier[] } {
  const side = sideOf(attacker);
  const richmond = { why: "Richmond", value: 1 };
  const attack = [combatModifier(state, attacker)];
  const defence = unitsAt(state, area, otherSide(side)).map((u) => combatModifier(state, u));
  if (isRichmond(area)) (side === "confederacy" ? attack : defence).push(richmond);
  return { attack, defence };
}

/** An ACT's attack: both sides roll, and the result becomes the pending decision. */
export function startBattle(state: State, attacker: UnitId, rng: Rng): void {
  const area = areaOf(state, attacker);
  if (area === null) throw new Error("an attack from off the map");
  const side = sideOf(attacker);
  const defenders = unitsAt(state, area, otherSide(side));
  const mods = battleModifiers(state, attacker, area);
  const attack = roll(side, rng, mods.attack);
  const defence = roll(otherSide(side), rng, mods.defence);
  const margin = attack.total - defence.total;
  state.events.push({ e: "battle", unit: attacker, area, defenders, attack, defence, margin });
  if (margin < 0) {
    // The attacker's choice, unless it has nowhere to retreat to.
    if (retreatDestinations(state, attacker).length > 0)
      state.combat = { attacker, area, margin, step: "attacker-lost", retreating: null };
    else stepLoss(state, attacker);
  } else if (margin >= 4) state.combat = { attacker, area, margin, step: "hit", retreating: null };
  else if (margin >= 2) state.combat = { attacker, area, margin, step: "result", retreating: null };
  // 0 or +1: stalemate, nothing happens.
}

/** A step loss: an army at full strength is weakened; a weakened army or a militia unit is eliminated. */
export function stepLoss(state: State, unit: UnitId, instead = false): void {
  const u = state.units[unit];
  const eliminated = !hasTwoSteps(unit) || u.weakened;
  if (eliminated) {
    u.where = "eliminated";
    u.weakened = false;
  } else u.weakened = true;
  state.events.push({ e: "step-loss", unit, eliminated, instead });
}

/** The side that decides the pending battle step: the retreating unit's owner, else the attacker. */
export function combatDecider(state: State): Side {
  const combat = state.combat;
  if (!combat) throw new Error("no battle");
  return combat.step === "retreat-to" && combat.retreating ? sideOf(combat.retreating) : sideOf(combat.attacker);
}

function defendersOf(state: State): UnitId[] {
  const combat = state.combat;
  return combat ? unitsAt(state, combat.area, otherSide(sideOf(combat.attacker))) : [];
}

/** The choices of the pending battle step. */
export function combatChoices(state: State): Action[] {
  const combat = state.combat;
  if (!combat) return [];
  const defenders = defendersOf(state);
  switch (combat.step) {
    case "attacker-lost":
      return [
        { t: "step-loss", unit: combat.attacker },
        { t: "retreat", unit: combat.attacker },
      ];
    case "result":
      return defenders.flatMap((unit): Action[] => [
        { t: "step-loss", unit },
        { t: "retreat", unit },
      ]);
    case "hit":
      return defenders.map((unit): Action => ({ t: "step-loss", unit }));
    case "drive":
      return defenders.map((unit): Action => ({ t: "retreat", unit }));
    case "retreat-to": {
      const unit = combat.retreating;
      return unit ? retreatDestinations(state, unit).map((to): Action => ({ t: "retreat-to", unit, to })) : [];
    }
  }
}

/**
 * Applies a battle decision. A defending unit told to retreat with nowhere to
 * go loses a step instead (decision).
 */
export function resolveCombat(state: State, action: Action): void {
  const combat = state.combat;
  if (!combat) throw new Error("no battle");
  if (action.t === "step-loss") {
    stepLoss(state, action.unit);
    // +4 or more: after the step loss, one defending unit (if any is left) must retreat.
    if (combat.step === "hit" && defendersOf(state).length > 0) combat.step = "drive";
    else state.combat = null;
  } else if (action.t === "retreat") {
    if (retreatDestinations(state, action.unit).length === 0) {
      stepLoss(state, action.unit, true);
      state.combat = null;
    } else {
      combat.step = "retreat-to";
      combat.retreating = action.unit;
    }
  } else if (action.t === "retreat-to") {
    const from = combat.area;
    state.units[action.unit].where = action.to;
    state.events.push({ e: "retreated", unit: action.unit, from, to: action.to as Place });
    state.combat = null;
  }
}
