/**
 * The search page's requests (spec 000 §4, §7, §9): a search's first pages with each chosen filter group's own
 * counts, "load more"'s further pages, and the fallback over the static per-store index when the API fails or the
 * browser is offline. A newer search aborts the requests of the one it replaces.
 */
import { useEffect, useState } from 'react';
import { searchCatalog, type CatalogOptions } from '../../api/catalog.ts';
import type { SearchEntry } from '../../catalog/search-index.ts';
import { SEARCH } from '../../config/constants.ts';
import type { StoreView } from '../../config/stores.ts';
import type { SearchGroup } from '../../domain/listing/search-group.ts';
import { hasNextPage, nextPageStart, searchRequestSize } from '../../domain/listing/paging.ts';
import type { ListingGroup, ListingOption } from '../listing/state.ts';
import { appendEntries, entriesOfHits, fallbackResults, type EntryContext } from './entries.ts';
import { facetGroup, groupsFromAggregations, mergeGroups } from './groups.ts';
import type { FilterLabels, SearchMode } from './query.ts';
import { facetRequest, priceRangesOf, searchLogger, searchRequest } from './requests.ts';
import type { ResultSource } from './types.ts';

/** The results of one search (`key`, searchMode): the entries loaded so far and the filters to offer. */
export interface Results {
  readonly key: string;
  readonly source: ResultSource;
  /** API: the pages loaded so far; fallback: every match (shown a page at a time). */
  readonly entries: readonly SearchEntry[];
  /** The API's total (the fallback's: every match): the next page is asked while its start is below it. */
  readonly total: number;
  /** The hits of the pages loaded that the page left out (entriesOfHits): not in the count shown. */
  readonly left: number;
  /** Start and size of the last page asked for (the next page starts after it). */
  readonly start: number;
  readonly perPage: number;
  readonly groups: readonly ListingGroup[];
}

/** What one search page asks with. */
export interface SearchInput {
  readonly mode: SearchMode;
  /** The pages the query asks for (`?page=`, 1 and up). */
  readonly page: number;
  readonly store: StoreView;
  readonly labels: FilterLabels;
  readonly prices: readonly ListingOption[];
  readonly group: SearchGroup;
  /** The listings' default sort (DEFAULT_SORT): a search without text is sorted by it (searchSort). */
  readonly defaultSort: string;
  /** What a result entry's link is built with (entryOfItem). */
  readonly ctx: EntryContext;
  readonly indexUrl: string;
  /** Searches asked from the form: a search asked again whose results are not the API's asks the API again. */
  readonly asked?: number;
}

/** Where the search of the query stands. */
export interface SearchResults {
  /** The results of the query's search, once in. */
  readonly current: Results | undefined;
  /** The results to draw: the query's search's, else the previous search's while the query's loads; none for no search. */
  readonly shown: Results | undefined;
  /** The query's search is loading. */
  readonly busy: boolean;
  /** Cards the query asks for (`page` pages of SEARCH.defaultPageSize). */
  readonly wanted: number;
  /** A further page the query asks for is not loaded yet. */
  readonly needMore: boolean;
  /** That further page failed to load: offered again (retryMore). */
  readonly moreFailed: boolean;
  /** There is a page after the ones the query asks for (spec 000 §4: its start below the total). */
  readonly hasMore: boolean;
  /** Asks again for the further page that failed. */
  readonly retryMore: () => void;
}

const PAGE_SIZE = SEARCH.defaultPageSize;

let index: Promise<SearchEntry[]> | undefined;
/** The static per-store index the fallback searches, fetched once per page (again after a failure). */
export function loadIndex(url: string): Promise<SearchEntry[]> {
  index ??= fetch(url).then((r) =>
    r.ok ? (r.json() as Promise<SearchEntry[]>) : Promise.reject(new Error(`${url}: ${r.status}`)),
  );
  index.catch(() => (index = undefined));
  return index;
}

/**
 * The API options of one search's requests: the page's origin, answers kept for the page (cache), aborted
 * by its signal when a newer search replaces it, failures logged by its searchLogger.
 */
function searchApi(signal: AbortSignal, log: (message: string, error: unknown) => void): CatalogOptions {
  return { baseUrl: window.location.origin, log, signal, cache: true };
}

/** A hit the page cannot show, logged (entriesOfHits): bad data, not a failed search. */
const logHit = (message: string, hit: unknown): void => console.error(message, hit);

/** Whether `results` are the catalogue API's answer to the search `key`: kept as its answer (a fallback's are not). */
export function isApiAnswerOf(results: Results | undefined, key: string): boolean {
  return results?.key === key && results.source === 'api';
}

/** The results of the search a query names (its mode and page), asked as the query changes. */
export function useSearchResults(input: SearchInput): SearchResults {
  const { mode, page, store, labels, prices, group, defaultSort, ctx, indexUrl, asked = 0 } = input;
  const [results, setResults] = useState<Results>();
  /** The further page that failed to load (its search and start): shown with a retry. */
  const [failedAt, setFailedAt] = useState<{ key: string; from: number }>();
  const key = mode.kind === 'search' ? mode.key : undefined;
  const wanted = page * PAGE_SIZE;
  // The results of the query's search; while another search loads, the previous results stay shown (busy).
  const current = results !== undefined && results.key === key ? results : undefined;
  const next = current ? nextPageStart(current.start, current.perPage) : 0;
  const needMore = current?.source === 'api' && next < wanted && hasNextPage(next, current.total);
  const moreFailed = needMore && failedAt?.key === key && failedAt?.from === next;
  /** The browser came back online while the page showed results not the API's: counted, to ask the API again. */
  const [online, setOnline] = useState(0);
  const fromApi = current?.source === 'api';
  useEffect(() => {
    if (current === undefined || fromApi) return;
    const retry = (): void => setOnline((n) => n + 1);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [current === undefined, fromApi]);

  // A new search: its first pages (all of them up to `?page=` after a reload), and each chosen group's
  // own counts (facetRequest, merged by mergeGroups), in parallel. A newer search aborts it.
  useEffect(() => {
    // The API's results answer their search; a fallback's (or none) do not: the same search asked again asks the API.
    if (mode.kind !== 'search' || isApiAnswerOf(results, mode.key)) return;
    const { key, text: wantedText, chosen } = mode;
    const controller = new AbortController();
    const logger = searchLogger(controller.signal);
    const api = searchApi(controller.signal, logger.log);
    const fallback = async (source: 'offline' | 'fallback'): Promise<void> => {
      const loaded = await loadIndex(indexUrl).catch(() => undefined);
      if (controller.signal.aborted) return;
      // Neither the API nor the static index: search is unavailable, which is not "no products found".
      if (loaded === undefined) {
        setResults({ key, source: 'unavailable', entries: [], total: 0, left: 0, start: 0, perPage: 0, groups: [] });
        return;
      }
      const found = fallbackResults(loaded, wantedText, chosen, labels, prices);
      const total = found.entries.length;
      setResults({ key, source, entries: found.entries, total, left: 0, start: 0, perPage: total, groups: found.groups });
    };
    const facets = Promise.all(
      Object.keys(chosen).map((code) =>
        searchCatalog(facetRequest(store.code, mode, labels, code, { group, priceRanges: priceRangesOf(prices) }), api).then(
          (r): [string, ListingGroup | undefined] => [
            code,
            r.offline ? undefined : facetGroup(r.aggregations, code, labels, prices),
          ],
          (error: unknown): [string, undefined] => {
            // The group then keeps the results' own options (mergeGroups).
            logger.failed(error);
            return [code, undefined];
          },
        ),
      ),
    );
    const first = { size: searchRequestSize(0, wanted), group, defaultSort, priceRanges: priceRangesOf(prices) };
    searchCatalog(searchRequest(store.code, mode, labels, first), api)
      .then(async (result) => {
        if (result.offline) return fallback('offline');
        const own = groupsFromAggregations(result.aggregations, labels, prices);
        const groups = mergeGroups(own, Object.fromEntries(await facets), chosen, labels, prices);
        if (controller.signal.aborted) return undefined;
        const { entries, left } = entriesOfHits(result.items, ctx, logHit);
        setResults({
          key,
          source: 'api',
          entries,
          total: result.total,
          left,
          start: result.start,
          perPage: result.perPage,
          groups,
        });
        return undefined;
      })
      .catch((error: unknown) => {
        if (logger.failed(error)) return fallback(navigator.onLine === false ? 'offline' : 'fallback');
        return undefined;
      });
    return () => controller.abort();
    // The search is named by its key: the mode, page and labels it reads are those of the render that
    // changed the key (paging is the next effect's, and the props do not change).
  }, [key, asked, online]);

  // "Load more": the pages of `?page=` the results do not hold yet, from the next start (API results only:
  // the fallback holds every match). A failure is logged (searchLogger) and offered again.
  useEffect(() => {
    if (!current || !needMore || moreFailed || mode.kind !== 'search') return;
    const { key } = current;
    const from = next;
    const controller = new AbortController();
    const logger = searchLogger(controller.signal);
    const request = searchRequest(store.code, mode, labels, {
      from,
      size: searchRequestSize(from, wanted),
      aggregations: false,
      group,
      defaultSort,
    });
    searchCatalog(request, searchApi(controller.signal, logger.log))
      .then((result) => {
        if (controller.signal.aborted) return;
        if (result.offline) {
          setFailedAt({ key, from });
          return;
        }
        const more = entriesOfHits(result.items, ctx, logHit);
        setResults((r) =>
          r?.key === key
            ? {
                ...r,
                entries: appendEntries(r.entries, more.entries),
                total: result.total,
                left: r.left + more.left,
                start: result.start,
                perPage: result.perPage,
              }
            : r,
        );
      })
      .catch((error: unknown) => {
        if (logger.failed(error)) setFailedAt({ key, from });
      });
    return () => controller.abort();
  }, [current?.key, needMore, moreFailed, next, wanted]);

  return {
    current,
    shown: key === undefined ? undefined : results,
    busy: key !== undefined && current === undefined,
    wanted,
    needMore,
    moreFailed,
    // Spec 000 §4: the next page only while its start is below the total.
    hasMore: current !== undefined && hasNextPage(wanted, current.total),
    retryMore: () => setFailedAt(undefined),
  };
}
