/**
 * The output cache's key of a catalogue search: the store's index, the entity and the parsed request
 * (defaults applied, URL parameters merged, `aggs`/`aggregations`, sort and `_source` forms unified), so
 * that a GET with `request=` and a POST of the same query share an entry. The customer group (`groupId`)
 * is part of the parsed request: it selects tier prices and tax. `groupToken` is left out: the API
 * reads and strips it, and it does not change the answer.
 */
import type { SearchDsl } from './dsl-types.ts';

export function searchCacheKey(index: string, entity: string, dsl: SearchDsl): string {
  const { groupToken: _token, aggs, ...rest } = dsl;
  return `${index}/${entity}\n${JSON.stringify({ ...rest, aggs: [...aggs] })}`;
}
