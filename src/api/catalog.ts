/**
 * The catalogue search client: `searchCatalog(request, {baseUrl, store?, fetch?})` posts the DSL of
 * the domain's buildSearchQuery to /api/catalog/{index}/{entity}/_search, parses the raw engine
 * response with a zod schema and turns it into the client SearchResult (spec 000 §3, §7).
 * Offline: an empty result flagged offline and noresults. A search not answered within the client
 * timeout (spec 000 §9: 5000 ms) is an online failure: logged and rejected.
 */
import type { SearchEntityType, SearchRequest, SearchResult } from '../domain/catalog/types.ts';
import { buildSearchQuery, offlineSearchResult, searchResultFromHits } from '../domain/listing/index.ts';
import { SEARCH } from '../config/constants.ts';
import { OfflineError, joinUrl, requestJson, type ApiOptions } from './http.ts';
import { rawSearchResponseSchema } from './schemas/catalog.ts';

export const ENTITY_TYPES: readonly SearchEntityType[] = ['product', 'category', 'attribute', 'taxrule'];

export interface CatalogOptions extends ApiOptions {
  /** Store code; defaults to the request's store. */
  readonly store?: string;
}

export async function searchCatalog<T extends object = Record<string, unknown>>(
  request: SearchRequest,
  opts: CatalogOptions,
): Promise<SearchResult<T>> {
  if (!ENTITY_TYPES.includes(request.type)) throw new Error(`No entity type registered for ${request.type}`);
  const index = `vue_storefront_catalog_${opts.store ?? request.store}`;
  const url = joinUrl(opts.baseUrl, `/api/catalog/${encodeURIComponent(index)}/${request.type}/_search`);
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
    return result.items.length === 0 ? { ...result, noresults: true } : result;
  } catch (error) {
    if (error instanceof OfflineError) return offlineSearchResult<T>(request);
    throw error;
  }
}
