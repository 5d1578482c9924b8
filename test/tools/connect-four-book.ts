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
 *   BOOK_CACHE  a JSON file of positions already solved, and of those the player solves within
 *               the limit (runs sharing a cache must share BOOK_LIMIT), read and kept up to date, so that a
 *               build stopped halfway starts where it was (default none);
 *               more files to read, after a colon, let builds run side by side and then merge
 *   BOOK_SIDES  "red" or "yellow" to solve only the positions where the player has that seat
 *               (the book written is then partial: for builds side by side)
 *   BOOK_EXACT_NODES  nodes to spend proving a position's soonest win or latest loss (default
 *               no limit); past them the book keeps a move that keeps the result, and says so
 *   BOOK_FIRST  "4" or "2,3": walk Yellow's half only after these first moves of Red (1 to 7), so
 *               that builds of one side can also run side by side; the book written is partial,
 *               and a last run reading all their caches writes the whole half
 *   BOOK_SECONDS  stop solving after this many seconds (default none): positions not solved
 *               by then stay out of the book, and the summary counts them
 *   BOOK_OUT    where to write the book (default the file above)
 *   BOOK_JOIN   "red.ts:yellow.ts": solve nothing; write the book of Red's half of the first
 *               book written and Yellow's half of the second (builds split by BOOK_SIDES)
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { gzipSync } from "node:zlib";
import { createStopwatch } from "../../shared/engine";
import { EMPTY, type Position, isWinningMove, mirror, play, positionKey } from "../../shared/games/connect-four/bitboard";
import { NOT_IN_BOOK, SEEN, bookHalves, decodeBook, forEachReply, readBook } from "../../shared/games/connect-four/book";
import { PLAYER_TABLE_LOG2, solvedColumn } from "../../shared/games/connect-four/perfect";
import { OutOfBudget, type Stopwatch, createSolver } from "../../shared/games/connect-four/solver";

const LIMIT = Number(process.env.BOOK_LIMIT ?? 500_000);
const TABLE = Number(process.env.BOOK_TABLE ?? 25);
const [CACHE, ...MORE_CACHES] = (process.env.BOOK_CACHE ?? "").split(":").filter(Boolean);
const SIDES = process.env.BOOK_SIDES ?? "both";
const FIRST = process.env.BOOK_FIRST?.split(",").map(Number);
const SECONDS = Number(process.env.BOOK_SECONDS ?? Infinity);
const EXACT_NODES = Number(process.env.BOOK_EXACT_NODES ?? Infinity);
const OUT = process.env.BOOK_OUT ?? new URL("../../shared/games/connect-four/data/book.ts", import.meta.url).pathname;

const player = createSolver(PLAYER_TABLE_LOG2);
const builder = createSolver(TABLE);
/** A solved position's column, and whether it is proven the soonest win or latest loss (else it keeps the result only). */
type Entry = { col: number; exact: boolean };
/** The cache's rows: a position's key, its column (-1: quick enough for the player, not in the book) and 1 if exact. */
const cacheRows = [CACHE, ...MORE_CACHES].flatMap((file) =>
  file && existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as [number, number, number?][]) : [],
);
/** Positions already solved, by key (a mirror image is looked up by its own key). */
const solved = new Map<number, Entry>(cacheRows.filter(([, col]) => col >= 0).map(([key, col, exact]) => [key, { col, exact: exact !== 0 }]));
/** Positions the player solves within the limit: a build walking again need not search them again. */
const quick = new Set<number>(cacheRows.filter(([, col]) => col < 0).map(([key]) => key));
let savedAt = performance.now();
const save = () => {
  savedAt = performance.now();
  if (!CACHE) return;
  // Written beside it, then renamed over it: a build stopped mid-write keeps its last cache whole.
  writeFileSync(`${CACHE}.part`, JSON.stringify([...[...solved].map(([key, e]) => [key, e.col, e.exact ? 1 : 0]), ...[...quick].map((key) => [key, -1, 0])]));
  renameSync(`${CACHE}.part`, CACHE);
};
const started = performance.now();
const deadline = started + SECONDS * 1000;
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
/** Hard positions left out of the book because the build ran out of time. */
let leftOut = 0;

/** A stop watch that stops at `nodes` or at the build's deadline, and says how a long search goes. */
function watch(line: string, nodes: number): Stopwatch {
  let work = 0;
  let report = 1e9;
  const over = () => work >= nodes || performance.now() >= deadline;
  return {
    spent(units = 1) {
      work += units;
      if (work >= report) {
        report += 1e9;
        console.log(`  ... ${line || "(start)"}: ${(work / 1e9).toFixed(0)} G nodes, ${seconds()} s`);
      }
      return over();
    },
    done: over,
    get work() {
      return work;
    },
  };
}

/** Runs `search`, or answers undefined when its stop watch runs out. */
function within<T>(search: () => T): T | undefined {
  try {
    return search();
  } catch (error) {
    if (error instanceof OutOfBudget) return undefined;
    throw error;
  }
}

/** The book's entry if the player needs more than LIMIT nodes for the position in play, else undefined. */
function bookEntry(p: Position, line: string): Entry | undefined {
  // A position in the cache was too slow for the player when it was solved (runs that share a cache share BOOK_LIMIT).
  const cached = solved.get(positionKey(p)) ?? ((e) => e && { col: 6 - e.col, exact: e.exact })(solved.get(positionKey(mirror(p))));
  if (cached) return cached;
  // Its own key only: a mirror image is searched in another order, and may need more nodes.
  if (quick.has(positionKey(p))) return undefined;
  player.clear(); // as in the player's first search of a game: nothing learnt yet
  if (within(() => solvedColumn(p, player, createStopwatch({ work: LIMIT }, LIMIT))) !== undefined) {
    quick.add(positionKey(p));
    if (performance.now() - savedAt > 60_000) save(); // else with the next position solved
    return undefined;
  }
  if (performance.now() >= deadline) {
    leftOut++;
    return undefined;
  }
  const nodes = builder.nodes;
  const t = performance.now();
  let col = within(() => solvedColumn(p, builder, watch(line, EXACT_NODES)));
  const exact = col !== undefined;
  // Too long to prove the soonest win or the latest loss: a move that keeps the result.
  col ??= within(() => builder.keepingColumn(p, watch(line, Infinity)));
  const took = `${((builder.nodes - nodes) / 1e6).toFixed(1)} M nodes, ${((performance.now() - t) / 1000).toFixed(1)} s`;
  if (col === undefined) {
    console.log(`  ... ${line || "(start)"}: left out, the build's time is up (${took})`);
    leftOut++;
    return undefined;
  }
  const entry = { col, exact };
  solved.set(positionKey(p), entry);
  save();
  console.log(`${seconds()} s  ply ${p.plies}  ${line || "(start)"} -> ${col + 1}${exact ? "" : " (keeps the result)"}  ${took}`);
  return entry;
}

const symbols: string[] = [];
const walked = new Set<number>();
let entries = 0;
let keepingOnly = 0;
let deepest = 0;

/** Writes the symbol of a position where the book's player is to move, and walks on. */
function walk(p: Position, line: string): void {
  const key = positionKey(p);
  if (walked.has(key) || walked.has(positionKey(mirror(p)))) {
    symbols.push(SEEN);
    return;
  }
  walked.add(key);
  const entry = bookEntry(p, line);
  if (entry === undefined) {
    symbols.push(NOT_IN_BOOK);
    return;
  }
  const { col } = entry;
  symbols.push(String(col));
  entries++;
  if (!entry.exact) keepingOnly++;
  deepest = Math.max(deepest, p.plies);
  if (isWinningMove(p, col)) return;
  forEachReply(play(p, col), (next, reply) => walk(next, `${line}${col + 1}${reply + 1}`));
}

/** The symbols of a book written earlier (a file like data/book.ts). */
const bookText = (file: string) => /"([^"]*)"/.exec(readFileSync(file, "utf8"))?.[1] ?? "";
const JOIN = process.env.BOOK_JOIN?.split(":");
let text: string;
let summary: string;
if (JOIN) {
  const [red, yellow] = JOIN.map((file) => bookHalves(bookText(file)));
  text = red!.red + yellow!.yellow;
  const [redFrom, yellowFrom] = JOIN.map((file) => basename(file));
  summary = `Red's half from ${redFrom}, Yellow's from ${yellowFrom}: ${readBook(text).length} positions, ${text.length} symbols, ${gzipSync(text, { level: 9 }).length} bytes gzipped; limit ${LIMIT} nodes`;
} else {
  if (SIDES === "yellow") symbols.push(NOT_IN_BOOK);
  else walk(EMPTY, "");
  if (SIDES === "red") forEachReply(EMPTY, () => symbols.push(NOT_IN_BOOK));
  else forEachReply(EMPTY, (next, first) => (!FIRST || FIRST.includes(first + 1) ? walk(next, `${first + 1}`) : symbols.push(NOT_IN_BOOK)));
  save();
  text = symbols.join("");
  decodeBook(text); // throws if the walk cannot be read back
  const gzipped = gzipSync(text, { level: 9 }).length;
  summary = `${entries} positions to ply ${deepest} (${keepingOnly} of them keep the result, not proven soonest or latest), ${text.length} symbols: ${text.length} bytes, ${gzipped} gzipped; limit ${LIMIT} nodes; built in ${seconds()} s; ${leftOut} positions left out for want of time`;
}
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
