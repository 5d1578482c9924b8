/**
 * What the board keeps of battles from view to view: the battle being fought with the lines it
 * has logged, and the report of the last one over. Pure: the board folds each view in.
 */
import { currentCombat } from "../../../../shared/games/lincoln/current-combat";
import type { Combat } from "../../../../shared/games/lincoln/state";
import type { View } from "../../../../shared/games/lincoln/view";

/** A battle over: the forces as they fought, its lines, and the turn it ended in. */
export type Report = { combat: Combat; lines: string[]; turn: number };

export type Battles = {
  /** The battle being fought, as last seen (once revealed, as it was revealed). */
  open: Combat | null;
  /** The lines the battle being fought has logged, after its own ("Battle at ..."). */
  lines: string[];
  report: Report | null;
};

export const NO_BATTLES: Battles = { open: null, lines: [], report: null };

/**
 * The battles after one more view. A report stays until this seat acts again (`dismissed`),
 * or for a watcher, who never acts, until the turn changes: a battle the computer begins ends
 * in its own turn, which it ends at once, so a report kept to the turn's end was never seen by
 * the side that defended.
 */
export function followBattles(b: Battles, v: View): Battles {
  const now = currentCombat(v) ?? null;
  const texts = v.log.map((l) => l.text);
  // The last battle begun in this view: one view can end a battle and begin the next.
  const start = texts.map((t) => t.startsWith("Battle at ")).lastIndexOf(true);
  const lines = start >= 0 ? texts.slice(start + 1) : now || b.open ? [...b.lines, ...texts] : b.lines;
  // Once the cards are revealed, the report keeps the forces as they fought.
  if (now) return { open: b.open?.result && now.result ? b.open : now, lines, report: null };
  // Over: the next battle starts from its own lines, even one whose first view this page missed.
  if (b.open) return { open: null, lines: [], report: { combat: b.open, lines, turn: v.turn } };
  const stale = b.report !== null && v.you === null && b.report.turn !== v.turn;
  return { open: null, lines, report: stale ? null : b.report };
}

/** The report closed, or this seat has acted since (the same battles when there was none). */
export const dismissed = (b: Battles): Battles => (b.report ? { ...b, report: null } : b);
