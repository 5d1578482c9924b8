/**
 * The first string anywhere inside `value` (object keys included) that is `wanted`: a leak
 * scan. Walked with plain loops: it runs on every view of every step of the playouts.
 */
export function findString(value: unknown, wanted: (text: string) => boolean): string | undefined {
  if (typeof value === "string") return wanted(value) ? value : undefined;
  if (value === null || typeof value !== "object") return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findString(item, wanted);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const key in value) {
    if (wanted(key)) return key;
    const found = findString((value as Record<string, unknown>)[key], wanted);
    if (found !== undefined) return found;
  }
  return undefined;
}
