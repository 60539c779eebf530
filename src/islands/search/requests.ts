/**
 * The search page's requests (spec 000 §7 catalogue search, §9 constants): the results (a text, or filters
 * only), further pages, each chosen group's own counts, each with the shopper's customer group fields
 * (searchGroup, §6); and the logging of failed searches.
 */
import { SEARCH } from '../../config/constants.ts';
import type { ConfigurableChild, FilterOption, Product, SearchQuery, SearchRequest } from '../../domain/catalog/types.ts';
import { filtersToQueryFilters, otherGroupsFilters } from '../../domain/listing/filters.ts';
import type { SearchGroup } from '../../domain/listing/search-group.ts';
import { searchSort } from '../../domain/listing/sort.ts';
import type { FilterLabels, SearchAsked } from './query.ts';

/** The product fields a result entry reads (`entryOfItem`): the search asks for these only (`_source` includes). */
export const RESULT_FIELDS = [
  'sku',
  'name',
  'image',
  'type_id',
  'parentSku',
  'slug',
  'url_key',
  'url_path',
  'price',
  'price_incl_tax',
  'original_price_incl_tax',
  'special_price',
  'special_price_incl_tax',
  'stock',
  'seria',
  'size',
] as const satisfies readonly (keyof Product)[];

/**
 * A configurable hit's variants' fields its shown price is chosen by (pricedDisplayPrice: the cheapest available
 * variant, by status, price and stock: pricedChildren), its stock state is read from (productStockStatus: its
 * enabled variants') and its size label (sizeLabel: its first enabled variant's, when it has none of its own).
 */
export const RESULT_CHILD_FIELDS = [
  'sku',
  'status',
  'price',
  'price_incl_tax',
  'stock',
  'size',
] as const satisfies readonly (keyof ConfigurableChild)[];

/** The `_source` includes of a results page: RESULT_FIELDS, and RESULT_CHILD_FIELDS of each variant. */
export const RESULT_INCLUDES: readonly string[] = [
  ...RESULT_FIELDS,
  ...RESULT_CHILD_FIELDS.map((field) => `configurable_children.${field}`),
];

/** A size as a hit carries it: the API writes the size of a product or variant without one as null. */
type HitSize = { readonly size?: number | null };

/** A search hit as the search page asks for it. */
export type ResultProduct = Omit<Pick<Product, (typeof RESULT_FIELDS)[number]>, 'size'> &
  HitSize & {
    readonly configurable_children?: readonly (Omit<Pick<ConfigurableChild, (typeof RESULT_CHILD_FIELDS)[number]>, 'size'> &
      HitSize)[];
  };

export interface PageOptions {
  /** Start of the page (default 0). */
  readonly from?: number;
  /** Hits asked for (default SEARCH.defaultPageSize; the first pages at once after a reload of `?page=n`). */
  readonly size?: number;
  /** With the filter groups' aggregations (default); a further page needs none. */
  readonly aggregations?: boolean;
  /** The customer group fields (searchGroup; default none). */
  readonly group?: SearchGroup;
  /** The listings' default sort (DEFAULT_SORT), for a search without text (searchSort); default none. */
  readonly defaultSort?: string;
  /** The price filter's buckets of the store view's currency, which the price aggregation counts (its options' from and to). */
  readonly priceRanges?: SearchQuery['priceRanges'];
}

/** The ranges of the page's price options (the store view's currency's buckets), which the price aggregation counts. */
export function priceRangesOf(prices: readonly Pick<FilterOption, 'from' | 'to'>[]): NonNullable<SearchQuery['priceRanges']> {
  return prices.flatMap((p) => (p.from === undefined ? [] : [{ from: p.from, ...(p.to === undefined ? {} : { to: p.to }) }]));
}

/**
 * The product search of a text (none: filters only) and the chosen filters (searchMode's): a page of
 * SEARCH.defaultPageSize hits, with aggregations, each hit with the fields of RESULT_INCLUDES only.
 */
export function searchRequest(
  store: string,
  { text, chosen }: SearchAsked,
  labels: FilterLabels,
  { from = 0, size = SEARCH.defaultPageSize, aggregations = true, group = {}, defaultSort, priceRanges }: PageOptions = {},
): SearchRequest {
  const sort = defaultSort === undefined ? undefined : searchSort(text, defaultSort);
  return {
    ...group,
    store,
    type: 'product',
    searchQuery: {
      ...(text === undefined ? {} : { text }),
      filters: filtersToQueryFilters(chosen),
      // The groups the page has labels for: the configured filters and the price (listingFilterCodes).
      aggregations: aggregations ? Object.keys(labels) : [],
      ...(priceRanges === undefined ? {} : { priceRanges }),
    },
    size,
    from,
    ...(sort === undefined ? {} : { sort }),
    includeFields: [...RESULT_INCLUDES],
  };
}

/**
 * The counts of one chosen group's options: the same search without that group's own filter (the
 * other groups' filters kept), aggregating that group only, with one hit of its sku (a size of 0
 * would become 50, spec 000 §5). Filters of one attribute combine with OR (spec 000 §4), so these
 * are the counts each of its options would give; see mergeGroups.
 */
export function facetRequest(
  store: string,
  asked: SearchAsked,
  labels: FilterLabels,
  code: string,
  { group = {}, priceRanges }: Pick<PageOptions, 'group' | 'priceRanges'> = {},
): SearchRequest {
  const request = searchRequest(store, { ...asked, chosen: otherGroupsFilters(asked.chosen, code) }, labels, {
    size: 1,
    group,
    ...(priceRanges === undefined ? {} : { priceRanges }),
  });
  return { ...request, searchQuery: { ...request.searchQuery, aggregations: [code] }, includeFields: ['sku'] };
}

const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

/**
 * The logging of one search's requests (spec 000 §7: an online failure is logged and the call
 * rejected). `log` is the API client's log (console.error by default); `failed` is for the caller's
 * catch: it says whether the error is a failure to fall back on, logging it unless the client did.
 * A request aborted because a newer search replaced it (its signal) is no failure: the client does not log
 * it, and `failed` says it is none.
 */
export function searchLogger(
  signal: AbortSignal,
  sink: (message: string, error: unknown) => void = (message, error) => console.error(message, error),
): { log: (message: string, error: unknown) => void; failed: (error: unknown) => boolean } {
  const logged = new WeakSet<object>();
  return {
    log(message, error) {
      if (typeof error === 'object' && error !== null) logged.add(error);
      sink(message, error);
    },
    failed(error) {
      if (signal.aborted || isAbort(error)) return false;
      if (!(typeof error === 'object' && error !== null && logged.has(error))) sink('The catalogue search failed', error);
      return true;
    },
  };
}
