/**
 * Values derived once from an object and kept while it lives. The build reads each store view's
 * collections once (src/components/catalog/collections.ts) and hands the same arrays and objects to
 * every page, so what a page derives from them (parsed content, lookup tables) is the same for all
 * pages: computed on first use, then reused. Callers must not mutate what they get.
 */
export function memoOn<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const cache = new WeakMap<K, V>();
  return (key) => {
    if (cache.has(key)) return cache.get(key) as V;
    const value = compute(key);
    cache.set(key, value);
    return value;
  };
}

/** A lookup table of a list by a key, first entry wins (as `Array.find` would), kept per list. */
export function indexOf<T>(keyOf: (item: T) => string): (list: readonly T[]) => ReadonlyMap<string, T> {
  return memoOn((list: readonly T[]) => {
    const map = new Map<string, T>();
    for (const item of list) {
      const key = keyOf(item);
      if (!map.has(key)) map.set(key, item);
    }
    return map;
  });
}

/** The entries of a list grouped by a key, in list order, kept per list. */
export function groupsOf<T>(keyOf: (item: T) => string): (list: readonly T[]) => ReadonlyMap<string, readonly T[]> {
  return memoOn((list: readonly T[]) => {
    const map = new Map<string, T[]>();
    for (const item of list) {
      const key = keyOf(item);
      const group = map.get(key);
      if (group) group.push(item);
      else map.set(key, [item]);
    }
    return map;
  });
}
