/**
 * `next`, with every object and array in it that equals the same part of `previous` replaced
 * by that part: an unchanged view comes back as `previous` itself, and a changed one keeps the
 * identity of everything in it that did not change. What Solid's `reconcile` does for a store,
 * on plain data that is never changed in place: no proxies to read through, nothing subscribed
 * field by field, and a new object exactly where something changed (for `on(view, ...)`, and
 * for `<For>`, which keys its rows by identity). Plain JSON data only; neither argument is
 * changed.
 */
export function keepSame<T>(previous: unknown, next: T): T {
  if (previous === next || typeof next !== "object" || next === null) return next;
  if (typeof previous !== "object" || previous === null || Array.isArray(previous) !== Array.isArray(next)) return next;
  if (Array.isArray(next)) {
    const before = previous as unknown[];
    let kept: unknown[] | null = null;
    let same = before.length === next.length;
    for (let i = 0; i < next.length; i++) {
      const part = keepSame(before[i], next[i]);
      if (part !== next[i]) (kept ??= next.slice())[i] = part;
      if (part !== before[i]) same = false;
    }
    return (same ? previous : (kept ?? next)) as T;
  }
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  let kept: Record<string, unknown> | null = null;
  let count = 0;
  let same = true;
  for (const key in after) {
    count++;
    const part = keepSame(before[key], after[key]);
    if (part !== after[key]) (kept ??= { ...after })[key] = part;
    if (part !== before[key] || !(key in before)) same = false;
  }
  if (same && count === Object.keys(before).length) return previous as T;
  return (kept ?? next) as T;
}
