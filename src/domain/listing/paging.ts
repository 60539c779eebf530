/** Paging of listings and search requests (spec 000 §4, §5). */
import { SEARCH } from '../../config/constants.ts';
import type { SearchRequest } from '../catalog/types.ts';
import { queryValue, type UrlQuery } from './filters.ts';

/** Category paging loads the next page only while the start position is below the total. */
export function hasNextPage(start: number, total: number): boolean {
  return start < total;
}

/** The start of the page after the one starting at `start`. */
export function nextPageStart(start: number, perPage: number): number {
  return Math.max(0, start) + Math.max(0, perPage);
}

/**
 * The page a URL query asks for (`?page=`), one reading for the category listing and the search page: a
 * whole number written in digits, from 1 up to the largest safe integer; anything else (none, `0`, `-1`,
 * `2.5`, `1e3`, `abc`, a number too large to count exactly) asks for the first page. Clamping to the pages
 * there are is the caller's (applyListingQuery).
 */
export function requestedPage(query: UrlQuery): number {
  const asked = queryValue(query, 'page') ?? '';
  const page = /^\d+$/.test(asked) ? Number(asked) : 1;
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The hits one search request asks for, to show `wanted` hits from `from` on: the rest up to `wanted`, at most
 * SEARCH.defaultProductSearchSize (spec 000 §9 "default product search size 1000"). A reload of a deep
 * `?page=` then loads in requests of that size, one after the other, instead of one request the catalogue
 * API refuses as too large.
 */
export function searchRequestSize(from: number, wanted: number, max: number = SEARCH.defaultProductSearchSize): number {
  return Math.max(0, Math.min(wanted - Math.max(0, from), max));
}

export type NormalizedSearchRequest = SearchRequest & { size: number; from: number };

/** A search size of 0 or less (or none) becomes 50; a negative (or no) start becomes 0. */
export function normalizeSearchRequest(request: SearchRequest): NormalizedSearchRequest {
  const size = request.size !== undefined && request.size > 0 ? request.size : SEARCH.defaultPageSize;
  const from = request.from !== undefined && request.from > 0 ? request.from : 0;
  return { ...request, size, from };
}
