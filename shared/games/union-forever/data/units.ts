/**
 * The counters (rulebook, "Setup"): three Confederate armies (CAs), three
 * Confederate militia (CMs) and six Union armies (UAs). Armies have two sides,
 * full strength and weakened; a militia unit has one step. A Union army's
 * combat factor is printed on each side; a Confederate army fights with the
 * current CRL instead, so it has no printed factor. The Union factors are
 * authored here (README.md, "The counters").
 */
import type { Seat } from "../../../engine";
import type { ArmyLabel } from "./map";

export const SIDES = ["union", "confederacy"] as const;
export type Side = (typeof SIDES)[number];

export const SIDE_NAMES: Record<Side, string> = { union: "Union", confederacy: "Confederacy" };

export const UNIT_IDS = [
  "ua-potomac",
  "ua-tennessee",
  "ua-ohio",
  "ua-shenandoah",
  "ua-mississippi",
  "ua-cumberland",
  "ca-northern-virginia",
  "ca-tennessee",
  "ca-mississippi",
  "cm-1",
  "cm-2",
  "cm-3",
] as const;
export type UnitId = (typeof UNIT_IDS)[number];

export type UnitKind = "union-army" | "confederate-army" | "militia";

export type UnitData = {
  name: string;
  side: Side;
  kind: UnitKind;
  /** A Confederate army's designation: the only areas it may enter. */
  label: ArmyLabel | null;
  /** A Union army's printed combat factor on each side. */
  cf: { full: number; weakened: number } | null;
  /** The turn a Union army becomes available in the North (1: at the start). */
  arrives: number;
};

const unionArmy = (name: string, full: number, weakened: number, arrives: number): UnitData => ({
  name,
  side: "union",
  kind: "union-army",
  label: null,
  cf: { full, weakened },
  arrives,
});
const confederateArmy = (name: string, label: ArmyLabel): UnitData => ({
  name,
  side: "confederacy",
  kind: "confederate-army",
  label,
  cf: null,
  arrives: 1,
});
const militia = (n: number): UnitData => ({
  name: `Confederate Militia ${n}`,
  side: "confederacy",
  kind: "militia",
  label: null,
  cf: null,
  arrives: 1,
});

export const UNITS: Record<UnitId, UnitData> = {
  "ua-potomac": unionArmy("Army of the Potomac", 4, 2, 1),
  "ua-tennessee": unionArmy("Army of the Tennessee", 4, 2, 1),
  "ua-ohio": unionArmy("Army of the Ohio", 3, 1, 1),
  "ua-shenandoah": unionArmy("Army of the Shenandoah", 3, 1, 2),
  "ua-mississippi": unionArmy("Army of the Mississippi", 3, 2, 3),
  "ua-cumberland": unionArmy("Army of the Cumberland", 4, 2, 4),
  "ca-northern-virginia": confederateArmy("Army of N. Virginia", "northern-virginia"),
  "ca-tennessee": confederateArmy("Army of Tennessee", "tennessee"),
  "ca-mississippi": confederateArmy("Army of Mississippi", "mississippi"),
  "cm-1": militia(1),
  "cm-2": militia(2),
  "cm-3": militia(3),
};

export const UNION_UNITS: readonly UnitId[] = UNIT_IDS.filter((id) => UNITS[id].side === "union");
export const CONFEDERATE_UNITS: readonly UnitId[] = UNIT_IDS.filter((id) => UNITS[id].side === "confederacy");

/** Armies have a weakened side; militia are eliminated by their first step loss. */
export function hasTwoSteps(unit: UnitId): boolean {
  return UNITS[unit].kind !== "militia";
}

export function otherSide(side: Side): Side {
  return side === "union" ? "confederacy" : "union";
}

/** Seat 0 is the Union, seat 1 the Confederacy (the computer in a solo game). */
export function seatOf(side: Side): Seat {
  return side === "union" ? 0 : 1;
}

export function sideOfSeat(seat: Seat): Side | null {
  return seat === 0 ? "union" : seat === 1 ? "confederacy" : null;
}
