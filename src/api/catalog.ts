/**
 * The catalogue search client: `searchCatalog(request, {baseUrl, store?, fetch?})` posts the DSL of
 * the domain's buildSearchQuery to /api/catalog/{index}/{entity}/_search, parses the raw engine
 * response with a zod schema and turns it into the client SearchResult (spec 000 §3, §7).
 * Offline: an empty result flagged offline and noresults. A search not answered within the client
 * timeout (spec 000 §9: 5000 ms) is an online failure: logged and rejected. With `cache`, results are
 * cached for the life of the page by the request's canonical JSON (§7): the SEARCH_CACHE_MAX most
 * recently used successful answers, given again flagged `cache`; an offline or failed one is never kept.
 */
import type { SearchRequest, SearchResult } from '../domain/catalog/types.ts';
import { ENTITY_TYPES } from '../domain/catalog/search-types.ts';
import { NoEntityTypeError } from '../domain/errors.ts';
import { buildSearchQuery, offlineSearchResult, searchResultFromHits } from '../domain/listing/index.ts';
import { SEARCH } from '../config/constants.ts';
import { AnswerCache } from './answer-cache.ts';
import { canonicalJson } from './canonical-json.ts';
import { OfflineError, joinUrl, requestJson, type ApiOptions } from './http.ts';
import { rawSearchResponseSchema } from './schemas/catalog.ts';

/** The searches whose results are kept: the last 50 asked (about 50 pages of 50 hits of the fields asked for). */
export const SEARCH_CACHE_MAX = 50;
// Pure: a page that never searches drops the cache from its bundle.
const results = /* @__PURE__ */ new AnswerCache<SearchResult<object>>(SEARCH_CACHE_MAX);

export interface CatalogOptions extends ApiOptions {
  /** Store code; defaults to the request's store. */
  readonly store?: string;
  /**
   * Keep and reuse answers (§7 "Results are cached locally"): the storefront's islands, for the life of a
   * page. Not for a build-time caller such as content-sync, whose catalogue changes between its runs.
   */
  readonly cache?: boolean;
}

export async function searchCatalog<T extends object = Record<string, unknown>>(
  request: SearchRequest,
  opts: CatalogOptions,
): Promise<SearchResult<T>> {
  if (!ENTITY_TYPES.includes(request.type)) throw new NoEntityTypeError(request.type);
  const index = `vue_storefront_catalog_${opts.store ?? request.store}`;
  const url = joinUrl(opts.baseUrl, `/api/catalog/${encodeURIComponent(index)}/${request.type}/_search`);
  const key = opts.cache ? canonicalJson({ url, request }) : undefined;
  const cached = key === undefined ? undefined : results.get(key);
  if (cached) return { ...(cached as SearchResult<T>), cache: true };
  try {
    const raw = await requestJson(
      url,
      rawSearchResponseSchema,
      { ...opts, timeoutMs: opts.timeoutMs || SEARCH.clientTimeoutMs },
      { method: 'POST', body: buildSearchQuery(request) },
    );
    const result = searchResultFromHits<T>(
      {
        hits: { ...raw.hits, hits: raw.hits.hits.map((h) => ({ ...h, _source: h._source as T })) },
        ...(raw.aggregations ? { aggregations: raw.aggregations } : {}),
      },
      request,
    );
    const answer = result.items.length === 0 ? { ...result, noresults: true } : result;
    if (key !== undefined) results.set(key, answer);
    return answer;
  } catch (error) {
    if (error instanceof OfflineError) return offlineSearchResult<T>(request);
    throw error;
  }
}
