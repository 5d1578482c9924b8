/**
 * What changed between two JSON values, as a short list of operations, and
 * how to apply it: the server sends a seat only what changed in its state
 * message after a move. A path is a JSON Pointer (RFC 6901: "/view/units/3",
 * each key or index after a "/", "~" written "~0" and "/" written "~1"; "" is the
 * whole value); an operation is one of
 *
 * - `[path, value]`: set the value at the path;
 * - `[path]`: delete the key at the path;
 * - `[path, start, count, items]`: splice the array at the path: remove `count`
 *   items from index `start` and put `items` there (an append is
 *   `[path, length, 0, items]`). Several splices of one array come last
 *   index first, so that each one's indexes are those of the array before;
 * - `[path, start, count, rows, keys]`: the same splice, its items objects
 *   written as rows of their values in the order of `keys` (an item that is an
 *   object stands for itself): lists of actions repeat their keys in every item.
 *
 * An array of the same length with few items changed is patched item by item;
 * one that kept some of its items (at its start, its end, or in between, in
 * order) gets splices when they are shorter than the whole new array.
 */

/** A path as a list of object keys and array indexes (written out as a pointer). */
export type Path = (string | number)[];
export type Op = [string, unknown] | [string] | [string, number, number, unknown[]] | [string, number, number, unknown[], string[]];
/** An operation whose path is still a list. */
type RawOp = [Path, unknown] | [Path] | [Path, number, number, unknown[]] | [Path, number, number, unknown[], string[]];

/** A path written as a JSON Pointer. */
export function pointer(path: Path): string {
  return path.map((key) => `/${String(key).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");
}

/** A JSON Pointer's keys (indexes as text: an array takes them as they are). */
function keysOf(pointer: string): string[] {
  return pointer === "" ? [] : pointer.slice(1).split("/").map((key) => key.replaceAll("~1", "/").replaceAll("~0", "~"));
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => equal(x, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && equal(a[k], b[k]));
  }
  return false;
}

/** The operations that turn `before` into `after` (both plain JSON). */
export function diff(before: unknown, after: unknown): Op[] {
  return diffAt(before, after, [], []).map(([path, ...rest]) => [pointer(path), ...rest] as Op);
}

function diffAt(before: unknown, after: unknown, path: Path, out: RawOp[]): RawOp[] {
  if (equal(before, after)) return out;
  if (isRecord(before) && isRecord(after)) {
    for (const key of Object.keys(before)) if (!Object.hasOwn(after, key)) out.push([[...path, key]]);
    for (const key of Object.keys(after)) diffAt(before[key], after[key], [...path, key], out);
    return out;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length === after.length) {
      // A few changed items are sent one by one.
      const changed = after.filter((item, i) => !equal(before[i], item)).length;
      if (changed * 2 <= after.length) {
        after.forEach((item, i) => diffAt(before[i], item, [...path, i], out));
        return out;
      }
    }
    const splices = arraySplices(before, after, path);
    if (splices) {
      out.push(...splices);
      return out;
    }
    // All of it: as rows, when that is shorter.
    const whole = spliceOp(path, 0, before.length, after);
    if (whole.length === 5 && JSON.stringify(whole).length < JSON.stringify(after).length + pointer(path).length + 4) {
      out.push(whole);
      return out;
    }
  }
  out.push([path, after]);
  return out;
}

/** A splice, its items as rows when they are objects and that is shorter. */
function spliceOp(path: Path, start: number, count: number, items: unknown[]): RawOp {
  const first = items[0];
  if (items.length < 2 || !isRecord(first) || !items.every(isRecord)) return [path, start, count, items];
  // The keys of most items, in their order: the others are written as they are.
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = Object.keys(item as Record<string, unknown>).join("\u0000");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let keys = Object.keys(first);
  let most = 0;
  for (const [key, count] of counts) if (count > most) [keys, most] = [key.split("\u0000"), count];
  const rows = items.map((item) => {
    const own = Object.keys(item as Record<string, unknown>);
    return own.length === keys.length && own.every((k, i) => k === keys[i]) ? keys.map((k) => (item as Record<string, unknown>)[k]) : item;
  });
  return JSON.stringify([rows, keys]).length < JSON.stringify([items]).length ? [path, start, count, rows, keys] : [path, start, count, items];
}

/** The longest middle compared item by item for what it kept (the work is the product of both lengths). */
const LCS_LIMIT = 300;

/**
 * Splices that turn `before` into `after`, when some items were kept and the
 * splices are shorter, written out, than `after` itself; otherwise null.
 */
function arraySplices(before: unknown[], after: unknown[], path: Path): RawOp[] | null {
  let head = 0;
  while (head < before.length && head < after.length && equal(before[head], after[head])) head++;
  let tail = 0;
  while (tail < before.length - head && tail < after.length - head && equal(before[before.length - 1 - tail], after[after.length - 1 - tail])) tail++;
  if (head === 0 && tail === 0 && (before.length === 0 || after.length === 0)) return null;
  const a = before.slice(head, before.length - tail);
  const b = after.slice(head, after.length - tail);
  // Runs of the middle: [start in before, count removed, items put], first to last.
  let runs: [number, number, unknown[]][] = [[head, a.length, b]];
  if (a.length > 0 && b.length > 0 && a.length * b.length <= LCS_LIMIT * LCS_LIMIT) runs = keptRuns(a, b, head);
  if (head === 0 && tail === 0 && runs.length === 1) return null; // nothing kept
  const ops: RawOp[] = runs.reverse().map(([start, count, items]) => spliceOp(path, start, count, items));
  return JSON.stringify(ops.map(([, ...rest]) => rest)).length + ops.length * pointer(path).length < JSON.stringify(after).length + 4 ? ops : null;
}

/** The changes between `a` and `b` around their longest common subsequence, as runs (indexes of `a` offset by `offset`). */
function keptRuns(a: unknown[], b: unknown[], offset: number): [number, number, unknown[]][] {
  const ka = a.map((x) => JSON.stringify(x));
  const kb = b.map((x) => JSON.stringify(x));
  const n = a.length;
  const m = b.length;
  // lengths[i * (m + 1) + j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = new Uint16Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lengths[i * (m + 1) + j] =
        ka[i] === kb[j] ? (lengths[(i + 1) * (m + 1) + j + 1] ?? 0) + 1 : Math.max(lengths[(i + 1) * (m + 1) + j] ?? 0, lengths[i * (m + 1) + j + 1] ?? 0);
  const runs: [number, number, unknown[]][] = [];
  let open: [number, number, unknown[]] | null = null;
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && ka[i] === kb[j]) {
      open = null;
      i++;
      j++;
      continue;
    }
    if (!open) {
      open = [offset + i, 0, []];
      runs.push(open);
    }
    if (j < m && (i === n || (lengths[i * (m + 1) + j + 1] ?? 0) >= (lengths[(i + 1) * (m + 1) + j] ?? 0))) open[2].push(b[j++]);
    else {
      open[1]++;
      i++;
    }
  }
  return runs;
}

/** `value` with `ops` applied, as a new value (`value` is left as it was). */
export function apply<T>(value: T, ops: readonly Op[]): T {
  let root = structuredCloneJson(value);
  for (const op of ops) {
    const path = keysOf(op[0]);
    if (path.length === 0 && op.length === 2) {
      root = structuredCloneJson(op[1]) as T;
      continue;
    }
    let at = root as unknown as Record<string | number, unknown>;
    if (op.length >= 4) {
      const [, start, count, rows, keys] = op as [string, number, number, unknown[], string[]?];
      for (const key of path) at = at[key] as Record<string | number, unknown>;
      const items = structuredCloneJson(rows);
      const put = keys ? items.map((row) => (Array.isArray(row) ? Object.fromEntries(keys.map((k, i) => [k, row[i]])) : row)) : items;
      (at as unknown as unknown[]).splice(start, count, ...put);
      continue;
    }
    for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
    const last = path[path.length - 1] as string;
    if (op.length === 1) delete at[last];
    else at[last] = structuredCloneJson(op[1]);
  }
  return root;
}

function structuredCloneJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
