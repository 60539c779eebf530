/**
 * The listing island's pure logic (spec 000 §4 "Listing and filters", §9): the URL query read and
 * written, and the category's pre-rendered cards filtered (AND across attributes, OR within one),
 * sorted and paged ("load more": pages 1..n shown) over each card's filterable values. Filters and
 * toggles are src/domain/listing's; the island only shows, hides and orders cards by sku.
 */
import { LISTS } from '../../config/constants.ts';
import type { FilterOption, SortSpec } from '../../domain/catalog/types.ts';
import { applyListingQuery, facetCounts, type FacetCounts, type ListingAccess } from '../../domain/listing/apply.ts';
import { queryToFilters, toggleFilter, type ChosenFilters, type UrlQuery } from '../../domain/listing/filters.ts';
import { hasNextPage, requestedPage } from '../../domain/listing/paging.ts';
import { parseSort, requestedSort, sameSort } from '../../domain/listing/sort.ts';
import { builtPriceAt, type BuiltPrice } from '../../domain/price/parts-price.ts';

/**
 * A card's filterable values, as the category page writes them next to its cards, and its price (BuiltPrice: the one
 * its card shows as built, with what changes it at view time) that the listing filters and sorts by.
 */
export interface ListingItem extends BuiltPrice {
  readonly sku: string;
  /** Attribute code → the product's values (its own and its enabled variants'). */
  readonly values: Readonly<Record<string, readonly string[]>>;
  readonly updated_at?: string;
}

/**
 * The items with the price each card shows at `now` (builtPriceAt: a special price whose window has ended gives way to
 * the regular one; a set's parts so priced and summed), so that the listing sorts and filters by the prices the
 * shopper sees, not the build's.
 */
export function pricedAtViewTime(items: readonly ListingItem[], now: Date): ListingItem[] {
  return items.map((item) => {
    const price = builtPriceAt(item, now);
    return price === item.price ? item : { ...item, price };
  });
}

export type ListingOption = FilterOption & { readonly count: number };

export interface ListingGroup {
  readonly code: string;
  readonly label: string;
  readonly options: readonly ListingOption[];
}

export interface ListingResult {
  /** Skus of the cards to show, in order. */
  readonly visible: readonly string[];
  readonly total: number;
  readonly page: number;
  readonly hasMore: boolean;
  readonly sort: SortSpec;
  /** The chosen options by attribute code, as read from the query once (the options' counts are counted under them). */
  readonly filters: ChosenFilters;
}

/** Query keys that hold one value. */
const SINGLE = new Set(['sort', 'page', 'q']);

/**
 * A URL's search part as a query: attribute keys as lists, sort, page and q as one value (the first one given, empty
 * values skipped). Any key is the query's own (`?constructor=1`, `?__proto__=x`: no property of Object's prototype is
 * read or set).
 */
export function parseQuery(search: string): Record<string, string | string[]> {
  const query = new Map<string, string | string[]>();
  for (const [key, value] of new URLSearchParams(search)) {
    if (value === '') continue;
    const held = query.get(key);
    // A key of one value given twice (`?q=a&q=b`) is read by its first value, as URLSearchParams.get reads it.
    if (SINGLE.has(key)) query.set(key, held ?? value);
    else query.set(key, held === undefined ? [value] : [...(typeof held === 'string' ? [held] : held), value]);
  }
  return Object.fromEntries(query);
}

/** A query as '?a=1&a=2' ('' when empty). */
export function querySearch(query: UrlQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const v of typeof value === 'string' ? [value] : value) params.append(key, v);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function without(query: UrlQuery, key: string): Record<string, string | readonly string[]> {
  const next: Record<string, string | readonly string[]> = { ...query };
  delete next[key];
  return next;
}

/** Toggles a filter option (src/domain/listing toggleFilter); paging starts over. */
export function toggleOption(query: UrlQuery, option: Pick<FilterOption, 'type' | 'id' | 'single'>): UrlQuery {
  return without(toggleFilter(query, option), 'page');
}

/** The query with a sort option id ('price-asc'), the default one leaving the key out; paging starts over. */
export function withSort(query: UrlQuery, sortId: string, isDefault: boolean): UrlQuery {
  const next = without(without(query, 'sort'), 'page');
  return isDefault ? next : { ...next, sort: sortId };
}

/** The query asking for the page after `page`. */
export function withPage(query: UrlQuery, page: number): UrlQuery {
  return page <= 1 ? without(query, 'page') : { ...query, page: String(page) };
}

/**
 * Every filter of the listing's groups removed and paging started over; the sort and any key the listing
 * does not know (utm_source, fbclid: analytics read them) kept as they are.
 */
export function clearFilters(query: UrlQuery, groups: readonly Pick<ListingGroup, 'code'>[]): UrlQuery {
  const codes = new Set(groups.map((g) => g.code));
  return Object.fromEntries(Object.entries(query).filter(([key]) => key !== 'page' && !codes.has(key)));
}

/** The sort a query resolves to (src/domain/listing requestedSort: an option id or 'field:order'), else the default. */
function sortOf(query: UrlQuery, defaultSort: string): SortSpec | undefined {
  return requestedSort(query) ?? parseSort(defaultSort);
}

/**
 * The sort option (of `sorts`, by id) the query's sort resolves to, compared by field and order whichever
 * form the URL uses ('price-asc' or 'final_price:asc'); the default one when the query names no sort, an invalid
 * one or a sort none of the options is (requestedSort); undefined only when `sorts` lacks that option.
 */
export function sortIdOf(query: UrlQuery, sorts: readonly { readonly id: string }[], defaultSort: string): string | undefined {
  const sort = sortOf(query, defaultSort);
  return sorts.find((s) => sameSort(parseSort(s.id), sort))?.id;
}

/**
 * Whether a query asks for more than the page shows as built (so for the listing's companion page): an
 * option of one of its filter groups, a sort other than the default, or a page above 1. Any other key
 * (utm_source, fbclid), a value no group offers, an invalid page and a sort no option is ask for nothing.
 */
export function asksForMore(query: UrlQuery, groups: readonly ListingGroup[], defaultSort: string): boolean {
  const available = Object.fromEntries(groups.map((g) => [g.code, g.options]));
  if (Object.keys(queryToFilters(query, available)).length > 0) return true;
  if (!sameSort(sortOf(query, defaultSort), parseSort(defaultSort))) return true;
  return requestedPage(query) > 1;
}

/**
 * The listing while its companion page is not in (not fetched yet, loading, or failed): the chosen
 * filters and sort the query names, the total of the page as built, and the page the query asks for
 * (within the pages there are); the page as built holds only the first page, so more is there to load
 * (and to try again after a failure) while the first page's end is below the total.
 */
export function builtResult(
  groups: readonly ListingGroup[],
  query: UrlQuery,
  { defaultSort, pageSize, total }: { defaultSort: string; pageSize: number; total: number },
): ListingResult {
  const none = applyListing([], groups, query, { defaultSort, pageSize });
  const perPage = pageSize > 0 ? Math.floor(pageSize) : LISTS.productPageSize;
  const pages = Math.max(1, Math.ceil(total / perPage));
  return { ...none, total, page: Math.min(requestedPage(query), pages), hasMore: hasNextPage(perPage, total) };
}

/**
 * The page "load more" asks for after `page`: the next one while its start is below the total (the
 * category paging rule, hasNextPage); else `page` itself, whose cards are not all in yet (a failed
 * companion page: the link tries again).
 */
export function morePage(page: number, pageSize: number, total: number): number {
  const perPage = pageSize > 0 ? Math.floor(pageSize) : LISTS.productPageSize;
  return hasNextPage(page * perPage, total) ? page + 1 : page;
}

/** How the listing reads a pre-rendered card's values (src/domain/listing applyListingQuery). */
const ITEM_ACCESS: ListingAccess<ListingItem> = {
  values: (item, code) => item.values[code] ?? [],
  price: (item) => item.price,
  sortValue(item, field) {
    if (field === 'final_price' || field === 'price') return item.price;
    if (field === 'updated_at') return item.updated_at;
    return item.values[field]?.[0];
  },
};

/** The options a query may choose from, by attribute code: the listing's groups'. */
const availableOf = (groups: readonly ListingGroup[]): Record<string, readonly ListingOption[]> =>
  Object.fromEntries(groups.map((g) => [g.code, g.options]));

/**
 * The cards the query shows: filtered by the options it names (unknown ones ignored), sorted by its
 * sort (else `defaultSort`; ties keep the pre-rendered order) and the first `page` pages of `pageSize`.
 */
export function applyListing(
  items: readonly ListingItem[],
  groups: readonly ListingGroup[],
  query: UrlQuery,
  { defaultSort, pageSize = LISTS.productPageSize }: { defaultSort: string; pageSize?: number },
): ListingResult {
  const plan = applyListingQuery(items, query, availableOf(groups), ITEM_ACCESS, { defaultSort, pageSize });
  const shown = plan.page * plan.perPage;
  return {
    visible: plan.matched.slice(0, shown).map((item) => item.sku),
    total: plan.total,
    page: plan.page,
    hasMore: hasNextPage(shown, plan.total),
    sort: plan.sort,
    filters: plan.filters,
  };
}

/**
 * Each option's count under the chosen filters (a ListingResult's `filters`, as applyListing read them from
 * the query), over the cards' values (src/domain/listing facetCounts): an option counts the cards that pass
 * every chosen filter of the other groups and have it, so a group's own choice leaves its counts as they
 * were. With no filter chosen, the counts the page was built with.
 */
export function optionCounts(
  items: readonly ListingItem[],
  groups: readonly ListingGroup[],
  filters: ChosenFilters,
): FacetCounts {
  return facetCounts(items, filters, availableOf(groups), ITEM_ACCESS);
}

/** An option's count as its chip shows it next to its label: '(4)'. */
export function optionCountText(count: number): string {
  return `(${count})`;
}

/** What a filter chip shows for its option. */
export interface OptionShown {
  /** Its count text (optionCountText). */
  readonly text: string;
  /**
   * It counts 0 and is not chosen (a chosen option always stays, to be taken back): no card has it among
   * those the other groups' choices leave, so choosing it would show no card (or, next to a choice of its own
   * group, add none). Such a chip is shown disabled and does nothing.
   */
  readonly empty: boolean;
}

/** A chip's option as `counts` (optionCounts) count it; undefined for an option they do not count. */
export function optionShown(
  counts: FacetCounts,
  option: { readonly type: string; readonly id: string },
  chosen: boolean,
): OptionShown | undefined {
  const group = Object.hasOwn(counts, option.type) ? counts[option.type] : undefined;
  if (!group || !Object.hasOwn(group, option.id)) return undefined;
  const count = group[option.id] ?? 0;
  return { text: optionCountText(count), empty: count === 0 && !chosen };
}
