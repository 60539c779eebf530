/** Listing filters kept in the URL query (spec 000 §4 "Listing and filters", §5, §9). */
import { FILTERS } from '../../config/constants.ts';
import type { FilterOption, QueryFilter, RangeValue } from '../catalog/types.ts';

/** A URL query: one value or a list per key. */
export type UrlQuery = Readonly<Record<string, string | readonly string[]>>;
/** The chosen filter options, by attribute code. */
export type ChosenFilters = Readonly<Record<string, readonly FilterOption[]>>;

/** Query keys that are not attribute filters; a system filter holds one value. */
export const SYSTEM_FILTER_NAMES: readonly string[] = ['sort', 'page', 'q'];
/** The price filter's group code (and query key): price buckets (spec 000 §9), not an attribute's values. */
export const PRICE_FILTER = 'price';
/** Default filters: color and seria. */
export const DEFAULT_FILTERS: readonly string[] = FILTERS.defaultFilters;

/**
 * The filter groups of a listing or a search: the configured attribute codes (default DEFAULT_FILTERS;
 * codes with '.' are not queried), each once, then the price.
 */
export function listingFilterCodes(configured: readonly string[] = DEFAULT_FILTERS): string[] {
  return [...new Set([...queryableAttributes(configured).filter((code) => code !== PRICE_FILTER), PRICE_FILTER])];
}

/** A query key's value, the first one of a list (a system filter holds one value); undefined when absent. */
export function queryValue(query: UrlQuery, key: string): string | undefined {
  const value = query[key];
  return typeof value === 'string' ? value : value?.[0];
}

function asList(value: string | readonly string[] | undefined): string[] {
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : [...value];
}

/**
 * A system filter toggles its single value. Other filters toggle values in a list; a filter marked
 * single replaces the list with its value. An emptied key is removed. Returns a new query.
 */
export function toggleFilter(
  query: UrlQuery,
  filter: Pick<FilterOption, 'type' | 'id' | 'single'>,
): Record<string, string | string[]> {
  const next: Record<string, string | string[]> = Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, typeof value === 'string' ? value : [...value]]),
  );
  const key = filter.type;
  if (SYSTEM_FILTER_NAMES.includes(key)) {
    if (next[key] === filter.id) delete next[key];
    else next[key] = filter.id;
    return next;
  }
  let values = asList(next[key]);
  if (values.includes(filter.id)) values = values.filter((v) => v !== filter.id);
  else if (filter.single) values = [filter.id];
  else values.push(filter.id);
  if (values.length === 0) delete next[key];
  else next[key] = values;
  return next;
}

/** The chosen filters as a URL query: a list of option ids per attribute. */
export function filtersToQuery(chosen: ChosenFilters): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const [type, options] of Object.entries(chosen)) {
    if (options.length > 0) query[type] = options.map((option) => option.id);
  }
  return query;
}

/** The filters of a URL query, kept only when they name an available option; system keys skipped. */
export function queryToFilters(query: UrlQuery, available: ChosenFilters): Record<string, FilterOption[]> {
  const chosen: Record<string, FilterOption[]> = {};
  for (const [type, value] of Object.entries(query)) {
    if (SYSTEM_FILTER_NAMES.includes(type)) continue;
    // Only the page's own groups: a key such as `constructor` names none (not Object's prototype's).
    const options = Object.hasOwn(available, type) ? (available[type] ?? []) : [];
    const picked = asList(value)
      .map((id) => options.find((option) => option.id === id))
      .filter((option): option is FilterOption => option !== undefined);
    if (picked.length > 0) chosen[type] = picked;
  }
  return chosen;
}

/**
 * The chosen filters of every group but one: what a group's own options are counted under (disjunctive
 * facets: a group's choice never narrows its own counts; facetCounts, the search page's facet requests).
 */
export function otherGroupsFilters(chosen: ChosenFilters, code: string): ChosenFilters {
  return Object.fromEntries(Object.entries(chosen).filter(([group]) => group !== code));
}

/**
 * The chosen price buckets as gte/lt ranges: touching or overlapping buckets joined into one range,
 * others kept apart (0-50 with 100-150 must not take in 75), from the lowest up.
 */
export function priceRanges(options: readonly Pick<FilterOption, 'from' | 'to'>[]): RangeValue[] {
  const sorted = options.map((o) => ({ from: o.from ?? 0, to: o.to })).sort((a, b) => a.from - b.from);
  const joined: { from: number; to: number | undefined }[] = [];
  for (const bucket of sorted) {
    const last = joined.at(-1);
    if (last && (last.to === undefined || bucket.from <= last.to))
      last.to = last.to === undefined || bucket.to === undefined ? undefined : Math.max(last.to, bucket.to);
    else joined.push({ ...bucket });
  }
  return joined.map((r) => (r.to === undefined ? { gte: r.from } : { gte: r.from, lt: r.to }));
}

/**
 * The option of a filter on a product attribute the shopper chose: the filter matches a product's own value
 * or one of its variants' (search-query.ts attributeFilterClause).
 */
export const WITH_VARIANTS = 'withVariants';

/**
 * The chosen filters as search filters: price buckets become gte/lt ranges on the price field
 * (FILTERS.priceField; several apart ranges match any of them), others 'in' lists of the product's own or its
 * variants' values (WITH_VARIANTS).
 */
export function filtersToQueryFilters(chosen: ChosenFilters): QueryFilter[] {
  const out: QueryFilter[] = [];
  for (const [attribute, options] of Object.entries(chosen)) {
    if (options.length === 0) continue;
    if (attribute === PRICE_FILTER) {
      const [only, ...more] = priceRanges(options);
      if (only) out.push({ attribute: FILTERS.priceField, value: more.length === 0 ? only : [only, ...more], scope: 'default' });
    } else {
      out.push({ attribute, value: options.map((o) => o.id), scope: 'default', options: { [WITH_VARIANTS]: true } });
    }
  }
  return out;
}

/** Filter options with an empty label are dropped. */
export function dropEmptyLabelOptions<T extends Pick<FilterOption, 'label'>>(options: readonly T[]): T[] {
  return options.filter((option) => option.label.trim() !== '');
}

/** Attribute codes containing '.' are not queried. */
export function queryableAttributes(codes: readonly string[]): string[] {
  return codes.filter((code) => !code.includes('.'));
}

/** Aggregation size: 10 by default, at most the maximum filters query size (999), at least 1. */
export function aggregationSize(requested: number = FILTERS.aggregationSize): number {
  if (!Number.isFinite(requested)) return FILTERS.aggregationSize;
  return Math.min(FILTERS.maxFiltersQuerySize, Math.max(1, Math.floor(requested)));
}

/** The order of tied terms: `localeCompare(b, 'en', {numeric: true})`, one collator for every comparison (building one per call cost about 5 µs each: a terms aggregation of 15 000 skus took a second). */
const TERM_ORDER = new Intl.Collator('en', { numeric: true });

/**
 * The buckets a terms aggregation keeps (spec 000 §9 "Filter aggregation size 10"), as Elasticsearch orders them:
 * the most documents first, a tie by key (numbers by value), the first `size`. The catalogue search's aggregations
 * and the search page's offline fallback offer the same filter options by it.
 */
export function topTerms<K extends string | number>(
  counts: Iterable<readonly [K, number]>,
  size: number = aggregationSize(),
): [K, number][] {
  const before = (a: readonly [K, number], b: readonly [K, number]): boolean =>
    a[1] !== b[1] ? a[1] > b[1] : TERM_ORDER.compare(String(a[0]), String(b[0])) < 0;
  // The first `size` kept in order as the terms come, each new one placed by binary search, most dropped at one
  // comparison with the last kept: 16 aggregations on sku at 10 000 products took 989 ms with a full sort, 434 ms so.
  const kept: [K, number][] = [];
  if (size < 1) return kept;
  for (const [key, count] of counts) {
    const term: [K, number] = [key, count];
    const last = kept[kept.length - 1];
    if (kept.length >= size && last !== undefined && !before(term, last)) continue;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      // After the kept terms it does not come before: terms the order cannot tell apart keep their order of coming.
      if (before(term, kept[mid] as [K, number])) high = mid;
      else low = mid + 1;
    }
    kept.splice(low, 0, term);
    if (kept.length > size) kept.pop();
  }
  return kept;
}
