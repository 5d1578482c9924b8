/**
 * What the rules did by themselves in the last move, for the prompt bar: the log's lines that
 * change the Levels or a player's cards without a tap of their own (an enemy defeated once the
 * power reached its own, and what it gave; a card bought once the coin reached its cost; the
 * row scrolled in from the Level Deck, a checkpoint laid in it), in order. The view's log holds
 * the last move's lines only (rules.ts: the log starts afresh at each action); the words are
 * the rules' (fight.ts, buy.ts, abilities.ts, level.ts). And the same news of the others' moves
 * since this seat's own last line, from the whole log the page keeps.
 */
import type { LogLine, Seat } from "../../../../shared/engine";
import { seatWord } from "./words";

const DEFEAT = /^Player \d defeated .+ in Level \d/;
const NEWS: readonly RegExp[] = [
  DEFEAT, // with its points
  /^Player \d bought /,
  /^The \w+ checkpoint, .+, appears in Level \d/, // laid as the row scrolls in
  /^Player \d reached the Level Deck of Level \d/,
];
/** What a defeated enemy's ability did, or the Level its boss cleared: the line after the defeat. */
const AFTER_DEFEAT: readonly RegExp[] = [/^Player \d drew \d+ cards?\./, / goes into Player \d's /, / revealed /, /^Level \d is clear!/];

/** The news among lines of the log, in order. */
function news(lines: readonly string[]): string[] {
  const matches = (text: string, patterns: readonly RegExp[]) => patterns.some((p) => p.test(text));
  return lines.filter((text, i) => matches(text, NEWS) || (DEFEAT.test(lines[i - 1] ?? "") && matches(text, AFTER_DEFEAT)));
}

export function newsOf(log: readonly LogLine[]): string[] {
  return news(log.map((line) => line.text));
}

/** As many lines of the others' news as the dock shows, over the hand and the prompt. */
const OTHERS_SHOWN = 3;

/**
 * The news of what the others did since this seat's own last line in `log` (its lines, oldest
 * first: a seat's public lines start with its word, its private ones with "You"), the latest
 * few: a stranger saw another player's buys and defeats only in the log below the board.
 */
export function othersNews(log: readonly string[], seat: Seat): string[] {
  const own = (text: string) => text.startsWith(`${seatWord(seat)} `) || text.startsWith("You ");
  let since = log.length;
  while (since > 0 && !own(log[since - 1] ?? "")) since--;
  return news(log.slice(since)).slice(-OTHERS_SHOWN);
}
