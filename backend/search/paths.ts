/** Reading dotted paths (`configurable_children.sku`) from JSON documents, flattening arrays. */

/** Every value at a dotted path; arrays along the way are flattened (as a search engine does). */
export function valuesAt(doc: unknown, path: string): unknown[] {
  if (!path.includes('.')) {
    // Fast path for top-level fields (most filters): no intermediate arrays.
    const value = doc !== null && typeof doc === 'object' ? (doc as Record<string, unknown>)[path] : undefined;
    if (value === null || value === undefined) return [];
    return Array.isArray(value) ? value.filter((v) => v !== null && v !== undefined) : [value];
  }
  let current: unknown[] = [doc];
  for (const part of path.split('.')) {
    const next: unknown[] = [];
    for (const value of current) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== null && typeof item === 'object' && !Array.isArray(item) && part in item) {
          next.push((item as Record<string, unknown>)[part]);
        }
      }
    }
    current = next;
  }
  return current.flatMap((v) => (Array.isArray(v) ? (v as unknown[]) : [v])).filter((v) => v !== null && v !== undefined);
}

/** A comparable form of a scalar: booleans → 0/1, numeric strings → numbers, other strings kept. */
export function comparable(value: unknown): number | string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed !== '' && /^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
    return value;
  }
  return undefined;
}

/**
 * Every dotted path at which some document holds a key, through nested objects and arrays of
 * objects: a superset of the paths where `valuesAt` can find a value (inherited properties such
 * as `constructor` give no comparable value).
 */
export function fieldPaths(docs: Iterable<unknown>): Set<string> {
  const paths = new Set<string>();
  const walk = (value: unknown, prefix: string): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, prefix);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      const path = prefix + key;
      paths.add(path);
      walk(child, `${path}.`);
    }
  };
  for (const doc of docs) walk(doc, '');
  return paths;
}
