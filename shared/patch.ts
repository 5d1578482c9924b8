/**
 * What changed between two JSON values, as a short list of operations, and
 * how to apply it: the server sends a seat only what changed in its state
 * message after a move. An operation is [path, value] (set the value at the
 * path) or [path] (delete the key at the path); a path is a list of object keys
 * and array indexes. Arrays that change length are sent whole: the views'
 * arrays are short.
 */

export type Path = (string | number)[];
export type Op = [Path, unknown] | [Path];

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => equal(x, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && equal(a[k], b[k]));
  }
  return false;
}

/** The operations that turn `before` into `after` (both plain JSON). */
export function diff(before: unknown, after: unknown, path: Path = [], out: Op[] = []): Op[] {
  if (equal(before, after)) return out;
  if (isRecord(before) && isRecord(after)) {
    for (const key of Object.keys(before)) if (!Object.hasOwn(after, key)) out.push([[...path, key]]);
    for (const key of Object.keys(after)) diff(before[key], after[key], [...path, key], out);
    return out;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    // A few changed items are sent one by one; most of the array changed, all of it.
    const changed = after.filter((item, i) => !equal(before[i], item)).length;
    if (changed * 2 <= after.length) {
      after.forEach((item, i) => diff(before[i], item, [...path, i], out));
      return out;
    }
  }
  out.push([path, after]);
  return out;
}

/** `value` with `ops` applied, as a new value (`value` is left as it was). */
export function apply<T>(value: T, ops: readonly Op[]): T {
  let root = structuredCloneJson(value);
  for (const op of ops) {
    const [path] = op;
    if (path.length === 0) {
      root = structuredCloneJson(op[1]) as T;
      continue;
    }
    let at = root as unknown as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
    const last = path[path.length - 1] as string | number;
    if (op.length === 1) delete at[last];
    else at[last] = structuredCloneJson(op[1]);
  }
  return root;
}

function structuredCloneJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
