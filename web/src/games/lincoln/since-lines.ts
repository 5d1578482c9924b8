/**
 * What the other side did since this seat last acted, as the dock shows it: every line when
 * they are few, else the latest and how many came before them (a computer's whole turn, a
 * card paid for and a fort placed after an army's move by rail, once pushed the move out
 * unsaid). The dock stays a few lines tall; the Moves list below the map has them all.
 */
export const SINCE_SHOWN = 5;

export function sinceShown(lines: readonly string[]): string[] {
  if (lines.length <= SINCE_SHOWN) return [...lines];
  // Four shown of six or more: always two earlier lines or more.
  const latest = lines.slice(-(SINCE_SHOWN - 1));
  return [`${lines.length - latest.length} earlier lines in Moves, below the map; then:`, ...latest];
}
