/**
 * Builds Connect Four's opening book into shared/games/connect-four/data/book.ts:
 * `npm run book:connect-four` (see shared/games/connect-four/README.md for a run's figures).
 *
 * It walks the positions the perfect player can meet: from the empty board as Red, and after
 * each first move as Yellow; at its own turns it plays its move, at the other seat's turns
 * every reply. A position goes into the book when the player's own search, as in play (a
 * cleared table of the player's size), needs more than BOOK_LIMIT nodes; it is then solved
 * with a large table kept for the whole walk, and the walk goes on after its move. A position
 * quick enough to solve ends its branch: what follows it is smaller still.
 *
 * Environment:
 *   BOOK_LIMIT  nodes a position may need in play before it goes into the book (default 500000)
 *   BOOK_TABLE  log2 of the build's table slots, 8 bytes each (default 25: 256 MB)
 *   BOOK_CACHE  a JSON file of positions already solved, read and kept up to date, so that a
 *               build stopped halfway or with another limit starts where it was (default none)
 *   BOOK_SECONDS  stop solving after this many seconds (default none): positions not solved
 *               by then stay out of the book, and the summary counts them
 *   BOOK_OUT    where to write the book (default the file above)
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { createStopwatch } from "../../shared/engine";
import { EMPTY, type Position, isWinningMove, mirror, play, positionKey } from "../../shared/games/connect-four/bitboard";
import { NOT_IN_BOOK, SEEN, decodeBook, forEachReply } from "../../shared/games/connect-four/book";
import { PLAYER_TABLE_LOG2, solvedColumn } from "../../shared/games/connect-four/perfect";
import { OutOfBudget, createSolver } from "../../shared/games/connect-four/solver";

const LIMIT = Number(process.env.BOOK_LIMIT ?? 500_000);
const TABLE = Number(process.env.BOOK_TABLE ?? 25);
const CACHE = process.env.BOOK_CACHE;
const SECONDS = Number(process.env.BOOK_SECONDS ?? Infinity);
const OUT = process.env.BOOK_OUT ?? new URL("../../shared/games/connect-four/data/book.ts", import.meta.url).pathname;

const player = createSolver(PLAYER_TABLE_LOG2);
const builder = createSolver(TABLE);
/** Columns already solved, by the key of the position or of its mirror image. */
const solved = new Map<number, number>(CACHE && existsSync(CACHE) ? (JSON.parse(readFileSync(CACHE, "utf8")) as [number, number][]) : []);
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
/** Hard positions left out of the book because the build ran out of time. */
let leftOut = 0;

/** The perfect column if the player needs more than LIMIT nodes for it in play, else undefined. */
function bookColumn(p: Position, line: string): number | undefined {
  const key = positionKey(p);
  const cached = solved.get(key) ?? ((m) => (m === undefined ? undefined : 6 - m))(solved.get(positionKey(mirror(p))));
  try {
    player.clear(); // as the player's first search of a game: nothing learnt yet
    solvedColumn(p, player, createStopwatch({ work: LIMIT }, LIMIT));
    return undefined;
  } catch (error) {
    if (!(error instanceof OutOfBudget)) throw error;
  }
  if (cached !== undefined) return cached;
  const deadline = started + SECONDS * 1000;
  if (performance.now() >= deadline) {
    leftOut++;
    return undefined;
  }
  const nodes = builder.nodes;
  const t = performance.now();
  // A stop watch that never stops, and says how a long search is going.
  let work = 0;
  let report = 1e9;
  const progress = {
    spent(units = 1) {
      work += units;
      if (work >= report) {
        report += 1e9;
        console.log(`  ... ${line || "(start)"}: ${(work / 1e9).toFixed(0)} G nodes, ${seconds()} s`);
      }
      return performance.now() >= deadline;
    },
    done: () => performance.now() >= deadline,
    get work() {
      return work;
    },
  };
  let col: number;
  try {
    col = solvedColumn(p, builder, progress);
  } catch (error) {
    if (!(error instanceof OutOfBudget)) throw error;
    console.log(`  ... ${line || "(start)"}: left out, the build's time is up`);
    leftOut++;
    return undefined;
  }
  solved.set(key, col);
  console.log(
    `${seconds()} s  ply ${p.plies}  ${line || "(start)"} -> ${col + 1}  ${((builder.nodes - nodes) / 1e6).toFixed(1)} M nodes, ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  if (CACHE) writeFileSync(CACHE, JSON.stringify([...solved]));
  return col;
}

const symbols: string[] = [];
const walked = new Set<number>();
let entries = 0;
let deepest = 0;

/** Writes the symbol of a position where the book's player is to move, and walks on. */
function walk(p: Position, line: string): void {
  const key = positionKey(p);
  if (walked.has(key) || walked.has(positionKey(mirror(p)))) {
    symbols.push(SEEN);
    return;
  }
  walked.add(key);
  const col = bookColumn(p, line);
  if (col === undefined) {
    symbols.push(NOT_IN_BOOK);
    return;
  }
  symbols.push(String(col));
  entries++;
  deepest = Math.max(deepest, p.plies);
  if (isWinningMove(p, col)) return;
  forEachReply(play(p, col), (next, reply) => walk(next, `${line}${col + 1}${reply + 1}`));
}

walk(EMPTY, "");
forEachReply(EMPTY, (next, first) => walk(next, `${first + 1}`));
if (CACHE) writeFileSync(CACHE, JSON.stringify([...solved]));

const text = symbols.join("");
decodeBook(text); // throws if the walk cannot be read back
const elapsed = seconds();
const gzipped = gzipSync(text, { level: 9 }).length;
const summary = `${entries} positions to ply ${deepest}, ${text.length} symbols: ${text.length} bytes, ${gzipped} gzipped; limit ${LIMIT} nodes; built in ${elapsed} s; ${leftOut} positions left out for want of time`;
writeFileSync(
  OUT,
  `/**
 * Generated by test/tools/connect-four-book.ts (npm run book:connect-four): do not edit.
 * The perfect player's moves where its search would need more than ${LIMIT} nodes in play;
 * see ../book.ts for the format. ${summary}.
 */
export const BOOK =
  "${text}";
`,
);
console.log(summary);
