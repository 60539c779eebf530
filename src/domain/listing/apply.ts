/**
 * A listing query applied to a list of items (spec 000 §4 "Listing and filters", §9): the filters the
 * URL query names (AND across attributes, OR within one; unknown codes and values ignored), the sort
 * it names (else the default; missing values last, ties keep the input order) and the page it asks
 * for (clamped to the pages there are). One engine for the build's listing pages and the listing
 * island; how an item is read is the caller's (`ListingAccess`).
 */
import { LISTS } from '../../config/constants.ts';
import type { FilterOption, SortSpec } from '../catalog/types.ts';
import { otherGroupsFilters, PRICE_FILTER, queryToFilters, type ChosenFilters, type UrlQuery } from './filters.ts';
import { requestedPage } from './paging.ts';
import { decimalPrice } from '../price/format.ts';
import { parseSort, requestedSort } from './sort.ts';

/** How a listing reads one item. */
export interface ListingAccess<T> {
  /** The item's values of an attribute, as filter option ids. */
  values(item: T, code: string): readonly string[];
  /** The gross price the price buckets and the price sort use. */
  price(item: T): number;
  /** The value a sort field orders by; undefined sorts last. */
  sortValue(item: T, field: string): string | number | undefined;
}

export interface ListingPlan<T> {
  /** Every matching item, sorted. */
  readonly matched: T[];
  readonly total: number;
  /** 1-based, clamped to `pages`. */
  readonly page: number;
  readonly pages: number;
  readonly perPage: number;
  readonly sort: SortSpec;
  /** The filters applied, by attribute code. */
  readonly filters: Record<string, FilterOption[]>;
}

const LATEST: SortSpec = { field: 'updated_at', order: 'desc' };

/**
 * A price lies in a bucket when from ≤ price < to (either end open), the price taken to the cent as a shopper sees it
 * (decimalPrice): a gross price of 99.999984 (a net price kept to four decimals, with tax) shows as 100,00 and lies
 * in 100–150, not in 50–100.
 */
export function isInPriceBucket(price: number, from: number | undefined, to: number | undefined): boolean {
  const shown = Number(decimalPrice(price));
  return (from === undefined || shown >= from) && (to === undefined || shown < to);
}

/** Whether an item has one filter option of an attribute: a price bucket holds its price, another option is one of its values. */
function matchesOption<T>(item: T, code: string, option: FilterOption, access: ListingAccess<T>): boolean {
  if (code === PRICE_FILTER) return isInPriceBucket(access.price(item), option.from, option.to);
  return access.values(item, code).includes(option.id);
}

/** Whether an item passes every chosen filter (AND across attributes, OR within one). */
export function matchesFilters<T>(item: T, filters: Record<string, readonly FilterOption[]>, access: ListingAccess<T>): boolean {
  return Object.entries(filters).every(([code, options]) => options.some((o) => matchesOption(item, code, o, access)));
}

/** Option id → count, by attribute code. */
export type FacetCounts = Record<string, Record<string, number>>;

/**
 * The count of every available option (by attribute code, then option id) under the chosen filters (a URL
 * query read by queryToFilters, as applyListingQuery reads it: unknown codes and values ignored), faceted
 * disjunctively as the search page's filters are (src/islands/search/groups.ts): an option of attribute A
 * counts the items that pass every chosen filter of the OTHER attributes and have that option. So it is how
 * many items the listing would show with that option added while A has no choice yet, and A's own
 * choice never narrows A's counts (its other options stay offered with what they would show). With no
 * filter chosen these are the whole list's counts. Items are matched by the listing's own predicates
 * (matchesFilters, matchesOption): a price bucket counts the items whose price it holds.
 */
export function facetCounts<T>(
  items: readonly T[],
  filters: ChosenFilters,
  available: Readonly<Record<string, readonly FilterOption[]>>,
  access: ListingAccess<T>,
): FacetCounts {
  const counts: FacetCounts = {};
  for (const [code, options] of Object.entries(available)) {
    const pool = items.filter((item) => matchesFilters(item, otherGroupsFilters(filters, code), access));
    counts[code] = Object.fromEntries(
      options.map((option) => [option.id, pool.filter((item) => matchesOption(item, code, option, access)).length]),
    );
  }
  return counts;
}

export interface ApplyListingOptions {
  /** Sort when the query names none ('updated_at:desc', setting DEFAULT_SORT). */
  readonly defaultSort?: string;
  /** Items per page; 0 or less → LISTS.productPageSize. */
  readonly pageSize?: number;
}

/** The listing a URL query asks for over `items`, with the filter options it may choose from. */
export function applyListingQuery<T>(
  items: readonly T[],
  query: UrlQuery,
  available: Readonly<Record<string, readonly FilterOption[]>>,
  access: ListingAccess<T>,
  { defaultSort, pageSize }: ApplyListingOptions = {},
): ListingPlan<T> {
  const filters = queryToFilters(query, available);
  const sort = requestedSort(query) ?? (defaultSort ? parseSort(defaultSort) : undefined) ?? LATEST;
  const direction = sort.order === 'asc' ? 1 : -1;
  const matched = items
    .map((item, index) => ({ item, index, key: access.sortValue(item, sort.field) }))
    .filter(({ item }) => matchesFilters(item, filters, access))
    .sort((a, b) => {
      if (a.key === b.key) return a.index - b.index;
      if (a.key === undefined) return 1;
      if (b.key === undefined) return -1;
      return (a.key < b.key ? -1 : 1) * direction;
    })
    .map(({ item }) => item);
  const perPage = pageSize !== undefined && pageSize > 0 ? Math.floor(pageSize) : LISTS.productPageSize;
  const pages = Math.max(1, Math.ceil(matched.length / perPage));
  const page = Math.min(requestedPage(query), pages);
  return { matched, total: matched.length, page, pages, perPage, sort, filters };
}
