/**
 * The search page's pure logic (spec 000 §5 search-bar minimum, §7 catalogue search, §9 constants):
 * the search request of a URL query, the filter groups of the aggregations, a result item as a small
 * card, and the fuse.js fallback over the static per-store index.
 */
import Fuse from 'fuse.js';
import { SEARCH } from '../../config/constants.ts';
import type { StoreView } from '../../config/stores.ts';
import type { Aggregation, Product, SearchRequest } from '../../domain/catalog/types.ts';
import { searchTerm } from '../../domain/forms/fields.ts';
import { dropEmptyLabelOptions, filtersToQueryFilters, queryToFilters, type UrlQuery } from '../../domain/listing/filters.ts';
import { productLink } from '../../routing/links.ts';
import { productImagePath } from '../../catalog/card.ts';
import { listingPrice } from '../../catalog/listing.ts';
import { lineOf } from '../../catalog/products.ts';
import type { ListingGroup, ListingOption } from '../listing/state.ts';

/** One product of the static search index, and of a result list. */
export interface SearchEntry {
  readonly sku: string;
  readonly name: string;
  readonly url: string;
  readonly image?: string;
  /** Gross price. */
  readonly price: number;
  /** Product line code ('A'), when the product has one. */
  readonly line?: string;
}

/** Filter labels of the store view, by attribute code: the group's label and each option value's label. */
/** By attribute code, in the order of the page's filter groups (listingFilterCodes: the configured filters, then the price). */
export type FilterLabels = Readonly<
  Record<string, { readonly label: string; readonly options: Readonly<Record<string, string>> }>
>;

/** The query's search text, trimmed, when it has the minimum length (validation.searchMin), else undefined. */
export function searchText(query: UrlQuery): string | undefined {
  const q = query['q'];
  const parsed = searchTerm().safeParse(typeof q === 'string' ? q : (q?.[0] ?? ''));
  return parsed.success ? parsed.data : undefined;
}

/** The options a query may name: the price buckets and the labelled values of each other filter. */
function available(labels: FilterLabels, prices: readonly ListingOption[]): Record<string, ListingOption[]> {
  const out: Record<string, ListingOption[]> = {};
  for (const [code, group] of Object.entries(labels))
    if (code !== 'price') out[code] = Object.entries(group.options).map(([id, label]) => ({ id, label, type: code, count: 0 }));
  // The price's options are its buckets (its label entry names no options: it must not hide them).
  out['price'] = [...prices];
  return out;
}

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
  'final_price_incl_tax',
  'seria',
] as const satisfies readonly (keyof Product)[];

/** A search hit as the search page asks for it. */
export type ResultProduct = Pick<Product, (typeof RESULT_FIELDS)[number]>;

/**
 * The product search of a text and the query's filters: the first page of SEARCH.defaultPageSize with
 * aggregations, each hit with the fields of RESULT_FIELDS only.
 */
export function searchRequest(
  store: string,
  text: string,
  query: UrlQuery,
  labels: FilterLabels,
  prices: readonly ListingOption[],
): SearchRequest {
  return {
    store,
    type: 'product',
    searchQuery: {
      text,
      filters: filtersToQueryFilters(queryToFilters(query, available(labels, prices))),
      // The groups the page has labels for: the configured filters and the price (listingFilterCodes).
      aggregations: Object.keys(labels),
    },
    size: SEARCH.defaultPageSize,
    from: 0,
    includeFields: RESULT_FIELDS,
  };
}

/**
 * The filter groups of a result's aggregations (agg_terms_{code}, agg_range_price): options with their
 * store labels and counts; options without a label dropped; empty groups left out.
 */
export function groupsFromAggregations(
  aggregations: Readonly<Record<string, Aggregation>>,
  labels: FilterLabels,
  prices: readonly ListingOption[],
): ListingGroup[] {
  const groups: ListingGroup[] = [];
  for (const code of Object.keys(labels)) {
    if (code === 'price') {
      const buckets = aggregations['agg_range_price']?.buckets ?? [];
      const options = prices.flatMap((p) => {
        const count = buckets.find((b) => b.from === p.from && b.to === p.to)?.doc_count ?? 0;
        return count > 0 ? [{ ...p, count }] : [];
      });
      if (options.length > 0) groups.push({ code, label: labels['price']?.label ?? code, options });
      continue;
    }
    const group = labels[code];
    const buckets = aggregations[`agg_terms_${code}`]?.buckets ?? [];
    if (!group) continue;
    const options = dropEmptyLabelOptions(
      buckets.map((b) => ({ id: String(b.key), label: group.options[String(b.key)] ?? '', type: code, count: b.doc_count })),
    ).filter((o) => o.count > 0);
    if (options.length > 0) groups.push({ code, label: group.label, options });
  }
  return groups;
}

export interface EntryContext {
  readonly store: StoreView;
  readonly urlDispatcher: boolean;
  readonly appendStoreCode: boolean;
}

/** A catalogue search item (prices with tax, as the API serves them) as a result entry. */
export function entryOfItem(item: ResultProduct, ctx: EntryContext): SearchEntry {
  const image = productImagePath(item.image);
  const line = lineOf(item)?.code;
  return {
    sku: item.sku,
    name: item.name,
    url: productLink(item, ctx),
    price: listingPrice(item),
    ...(image === undefined ? {} : { image }),
    ...(line === undefined ? {} : { line }),
  };
}

/** The fallback search: fuse.js over names (weight 4) and skus (weight 2), best first. */
export function fallbackSearch(
  entries: readonly SearchEntry[],
  text: string,
  limit: number = SEARCH.defaultPageSize,
): SearchEntry[] {
  const fuse = new Fuse([...entries], {
    keys: [
      { name: 'name', weight: SEARCH.fields[0].boost },
      { name: 'sku', weight: SEARCH.fields[1].boost },
    ],
    threshold: 0.4,
    ignoreLocation: true,
    minMatchCharLength: 2,
  });
  return fuse.search(text, { limit }).map((r) => r.item);
}
