/**
 * Canonical JSON: every object's keys in one order (integer-like keys first, ascending, as JavaScript orders an
 * object's own keys; then the others sorted by code unit), no whitespace, `undefined` members left out
 * and `undefined` in arrays written as null, as JSON.stringify does; a value with no JSON form is `null`.
 * Equal data gives one text whatever its key order: the clients' cache keys (answer-cache.ts) and the
 * snapshot's digests (content-sync/digest.ts) both use it.
 */
function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  // Object.fromEntries defines own properties, so a `__proto__` member is kept as data.
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export function canonicalJson(value: unknown): string {
  return (JSON.stringify(value, sortedKeys) as string | undefined) ?? 'null';
}
