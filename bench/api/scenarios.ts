/**
 * The benchmark's requests, built as the storefront builds them: the search island's text search
 * (`searchRequest` of src/islands/search through the domain's `buildSearchQuery`: size 50, the
 * default product filters, the aggregations, `_source` includes of the fields its result card reads),
 * the same search answering full documents (a comparison), a category listing through the same query
 * builder, the stock list of 15 skus (the islands' stock batches) and the render-list of 50 skus (a
 * listing page's price sync).
 */
import { config } from '../../src/config/index.ts';
import { buildSearchQuery, listingFilterCodes } from '../../src/domain/listing/index.ts';
import type { FilterLabels } from '../../src/islands/search/query.ts';
import { searchRequest } from '../../src/islands/search/requests.ts';
import type { Call } from './load.ts';

export interface Scenario {
  readonly name: string;
  /** True when the output cache of the catalogue search answers it. */
  readonly cached: boolean;
  readonly call: (i: number) => Call;
}

/** Search words in turn: common product words of the Polish store, one misspelt, one of two words. */
export const WORDS = ['krem', 'serum', 'szampon', 'emulsja', 'zel', 'balsam', 'kremm', 'fluid spf'] as const;
/** Eight categories of the sample tree (face, its groups and subgroups, body). */
export const CATEGORY_IDS = [3, 4, 5, 7, 8, 9, 10, 11] as const;

const SEARCH_PATH = '/api/catalog/vue_storefront_catalog_pl/product/_search';
const post = (body: unknown): Call => ({ method: 'POST', path: SEARCH_PATH, body: JSON.stringify(body) });
const at = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** The configured filters and the price (listingFilterCodes): the aggregations a listing and the search page ask. */
const filterCodes = (): string[] => listingFilterCodes(config().settings.listingFilters);

/**
 * The filter groups of the search page (searchPageData), whose aggregations the island asks with every results
 * page; only their codes shape the request.
 */
function pageFilterGroups(): FilterLabels {
  return Object.fromEntries(filterCodes().map((code) => [code, { label: code, options: {} }]));
}

/** The island's request body for a text (no filters chosen), with the aggregations of the page's filter groups. */
export function islandSearchBody(text: string): ReturnType<typeof buildSearchQuery> {
  return buildSearchQuery(searchRequest('pl', { text, chosen: {} }, pageFilterGroups()));
}

export function scenarios(skus: readonly string[], stockSkus: readonly string[]): Scenario[] {
  const slice = <T>(list: readonly T[], i: number, n: number): T[] =>
    Array.from({ length: Math.min(n, list.length) }, (_, k) => list[(i * n + k) % list.length] as T);
  const island = WORDS.map((w) => islandSearchBody(w));
  const full = island.map(({ _source: _ignored, ...body }) => body);
  const listings = CATEGORY_IDS.map((id) =>
    buildSearchQuery({
      store: 'pl',
      type: 'product',
      searchQuery: { filters: [{ attribute: 'category_ids', value: [id] }], aggregations: filterCodes() },
      size: 50,
      from: 0,
      sort: 'updated_at:desc',
    }),
  );
  return [
    { name: 'search: text, as the island', cached: true, call: (i) => post(at(island, i)) },
    { name: 'search: text, full documents', cached: true, call: (i) => post(at(full, i)) },
    { name: 'search: category listing + aggs', cached: true, call: (i) => post(at(listings, i)) },
    {
      name: 'stock list (15 skus)',
      cached: false,
      call: (i) => ({ method: 'GET', path: `/api/stock/list?skus=${encodeURIComponent(slice(stockSkus, i, 15).join(','))}` }),
    },
    {
      name: 'render-list (50 skus)',
      cached: false,
      call: (i) => ({
        method: 'GET',
        path: `/api/product/render-list?skus=${encodeURIComponent(slice(skus, i, 50).join(','))}&currencyCode=PLN&storeId=4`,
      }),
    },
  ];
}
