/**
 * The output cache's key of a catalogue search: the store's index, the entity and the parsed request
 * (defaults applied, URL parameters merged, `aggs`/`aggregations`, sort and `_source` forms unified), so
 * that a GET with `request=` and a POST of the same query share an entry. The customer group (`groupId`)
 * is part of the parsed request: it selects tier prices and tax. `groupToken` is left out: the API
 * reads and strips it, and it does not change the answer.
 */
import { LRUCache } from 'lru-cache';
import type { SearchDsl } from './dsl-types.ts';

export function searchCacheKey(index: string, entity: string, dsl: SearchDsl): string {
  const { groupToken: _token, aggs, ...rest } = dsl;
  return `${index}/${entity}\n${JSON.stringify({ ...rest, aggs: [...aggs] })}`;
}

/**
 * The keys of requests already parsed, by their raw form (method, URL and body text), so that a
 * repeated request finds its entry without being parsed and validated again: parsing depends on
 * nothing else, and only requests that parsed are remembered. Bounded by count and characters.
 */
export interface RequestKeys {
  get(raw: string): string | undefined;
  set(raw: string, key: string): void;
}

export function createRequestKeys(maxEntries = 2000, maxChars = 4 * 1024 * 1024): RequestKeys {
  const lru = new LRUCache<string, string>({
    max: maxEntries,
    maxSize: maxChars,
    sizeCalculation: (key, raw) => key.length + raw.length,
  });
  return { get: (raw) => lru.get(raw), set: (raw, key) => void lru.set(raw, key) };
}
