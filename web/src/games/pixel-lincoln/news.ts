/**
 * What the rules did by themselves in the last move, for the prompt bar: the log's lines that
 * change the Levels without a tap of their own (an enemy defeated once the power reached its
 * own, and what it gave; the row scrolled in from the Level Deck, a checkpoint laid in it), in
 * order. The view's log holds the last move's lines only (rules.ts: the log starts afresh at
 * each action); the words are the rules' (fight.ts, abilities.ts, level.ts).
 */
import type { LogLine } from "../../../../shared/engine";

const DEFEAT = /^Player \d defeated .+ in Level \d/;
const NEWS: readonly RegExp[] = [
  DEFEAT, // with its points
  /^The \w+ checkpoint, .+, appears in Level \d/, // laid as the row scrolls in
  /^Player \d reached the Level Deck of Level \d/,
];
/** What a defeated enemy's ability did, or the Level its boss cleared: the line after the defeat. */
const AFTER_DEFEAT: readonly RegExp[] = [/^Player \d drew \d+ cards?\./, / goes into Player \d's /, / revealed /, /^Level \d is clear!/];

export function newsOf(log: readonly LogLine[]): string[] {
  return log
    .filter((line, i) => {
      const matches = (patterns: readonly RegExp[]) => patterns.some((p) => p.test(line.text));
      return matches(NEWS) || (DEFEAT.test(log[i - 1]?.text ?? "") && matches(AFTER_DEFEAT));
    })
    .map((line) => line.text);
}
