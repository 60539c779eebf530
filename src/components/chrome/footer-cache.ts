/** A value worked out once per store view during a build (the footer's groups are the same on every page). */
const cache = new Map<string, Promise<unknown>>();

export function cachedPerStore<T>(store: string, make: () => Promise<T>): Promise<T> {
  const found = cache.get(store) as Promise<T> | undefined;
  if (found) return found;
  const made = make();
  cache.set(store, made);
  return made;
}
