/** A raw search response as a search result (spec 000 §3 "Search result", §7; CONTRACTS.md). */
import type { Aggregation, SearchEntityType, SearchItem, SearchRequest, SearchResult } from '../catalog/types.ts';
import { categorySlug } from '../product/category.ts';
import { normalizeSearchRequest } from './paging.ts';

export interface SearchHit<T> {
  _index?: string;
  _id?: string;
  _score: number | null;
  _source: T;
}

/** The search-engine response shape the catalogue API returns. */
export interface SearchHitsResponse<T> {
  hits: {
    total: number | { value: number; relation?: string };
    max_score?: number | null;
    hits: SearchHit<T>[];
  };
  aggregations?: Record<string, Aggregation>;
  suggest?: Record<string, unknown>;
}

interface Sluggable {
  slug?: unknown;
  url_key?: unknown;
  name?: unknown;
  id?: unknown;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const idOf = (value: unknown): number | string | undefined =>
  typeof value === 'number' || typeof value === 'string' ? value : undefined;

/**
 * The item's slug. A category's is categorySlug's (spec 000 §3 "Category": its slug, else its name
 * plus '-' plus id); any other item's is its slug, else its url_key, else the same name-id rule; else ''.
 */
export function itemSlug(source: Sluggable, type: SearchEntityType): string {
  const urlKey = type === 'category' ? undefined : text(source.url_key);
  return categorySlug({ slug: text(source.slug) || urlKey, name: text(source.name), id: idOf(source.id) });
}

/** Items are _source plus _score and slug; total, start, perPage, aggregations and suggestions. */
export function searchResultFromHits<T extends object>(response: SearchHitsResponse<T>, request: SearchRequest): SearchResult<T> {
  const req = normalizeSearchRequest(request);
  const total = typeof response.hits.total === 'number' ? response.hits.total : response.hits.total.value;
  const items: SearchItem<T>[] = response.hits.hits.map((hit) => ({
    ...hit._source,
    _score: hit._score ?? 0,
    slug: itemSlug(hit._source as Sluggable, request.type),
  }));
  return {
    items,
    total,
    start: req.from,
    perPage: req.size,
    aggregations: response.aggregations ?? {},
    suggestions: response.suggest ?? {},
  };
}

/** Offline: an empty result flagged offline and noresults. */
export function offlineSearchResult<T>(request: SearchRequest): SearchResult<T> {
  const req = normalizeSearchRequest(request);
  return {
    items: [],
    total: 0,
    start: req.from,
    perPage: req.size,
    aggregations: {},
    suggestions: {},
    offline: true,
    noresults: true,
  };
}
