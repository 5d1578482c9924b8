/**
 * What the rules did by themselves in the last move, for the prompt bar: the log's lines that
 * change the Levels without a tap of their own (the row scrolled in from the Level Deck, a
 * checkpoint laid in it), in order. The view's log holds the last move's lines only (rules.ts:
 * the log starts afresh at each action); the words are the rules' (level.ts).
 */
import type { LogLine } from "../../../../shared/engine";

const NEWS: readonly RegExp[] = [
  /^The \w+ checkpoint, .+, appears in Level \d/, // laid as the row scrolls in
  /^Player \d reached the Level Deck of Level \d/,
];

export function newsOf(log: readonly LogLine[]): string[] {
  return log.filter((line) => NEWS.some((news) => news.test(line.text))).map((line) => line.text);
}
