/** The first string anywhere inside `value` (object keys included) that is `wanted`: a leak scan. */
export function findString(value: unknown, wanted: (text: string) => boolean): string | undefined {
  if (typeof value === "string") return wanted(value) ? value : undefined;
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (!Array.isArray(value) && wanted(key)) return key;
    const found = findString(item, wanted);
    if (found !== undefined) return found;
  }
  return undefined;
}
