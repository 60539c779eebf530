/**
 * A category's listing over its products (spec 000 §4 "Listing and filters", §5, §9): filters from
 * the URL query (src/domain/listing), sort and paging — the static first page and the data the
 * listing island uses — and the filter options with counts, as the catalogue's aggregations give them.
 */
import { ownAttributeValues, variantAttributeValues } from '../domain/listing/attribute-values.ts';
import type { Attribute, ConfigurableChild, FilterOption, Product, SortSpec } from '../domain/catalog/index.ts';
import { isVariantAvailable } from '../domain/product/variants.ts';
import { config, type Settings } from '../config/index.ts';
import {
  aggregationSize,
  dropEmptyLabelOptions,
  PRICE_FILTER,
  queryableAttributes,
  SYSTEM_FILTER_NAMES,
  topTerms,
  type UrlQuery,
} from '../domain/listing/filters.ts';
import { applyListingQuery, isInPriceBucket, type ListingAccess } from '../domain/listing/apply.ts';
import { hasNextPage } from '../domain/listing/paging.ts';
import { priceFilterBuckets, type BucketCurrency, type MessageLabel } from '../domain/price/price-filters.ts';

export type CountedOption = FilterOption & { readonly count: number; readonly message?: MessageLabel };

/**
 * The values a product has for an attribute: its own (lists and comma lists split) and its `counted` variants'. By
 * default the available ones (isVariantAvailable, SHOW_OUT_OF_STOCK: the variants its page offers), so that a filter
 * never leads to a product whose page does not offer the value.
 */
export function attributeValues(
  product: Product,
  code: string,
  counted: (child: ConfigurableChild) => boolean = offeredVariant(config().settings),
): string[] {
  const own = ownAttributeValues(product as unknown as Record<string, unknown>, code);
  return [...new Set([...own, ...variantAttributeValues(product.configurable_children, code, counted).keys()])];
}

/** Whether a product page offers a variant (isVariantAvailable under the setting SHOW_OUT_OF_STOCK). */
export function offeredVariant({ showOutOfStock }: Pick<Settings, 'showOutOfStock'>): (child: ConfigurableChild) => boolean {
  return (child) => isVariantAvailable(child, { showOutOfStock });
}

/**
 * The gross price a listing filters and sorts products by (spec 000 §4, §9): the price each product's card shows, as
 * built (`shownPriceOf`, src/catalog/price.ts). Never the catalogue's stored `final_price_incl_tax`: that is the price
 * index's value of its last run, which a special price starting or ending since, or a set's parts, make differ from
 * the card's.
 */
export type ListingPrice = (product: Product) => number;

/** A listing whose currency is not given: the specification's buckets, unlabelled by a sign. */
const NO_CURRENCY: BucketCurrency = { code: '', symbol: '' };

/** The price filter's options (the currency's buckets, priceRangesIn), labelled in the currency. */
function priceBucketOptions(currency: BucketCurrency) {
  return priceFilterBuckets(currency).map((b) => ({
    id: b.id,
    label: b.id,
    type: PRICE_FILTER,
    from: b.from,
    ...(b.to === undefined ? {} : { to: b.to }),
    message: b.label,
  }));
}

/** The price filter's options, each with the number of products whose card price is in its bucket. */
function priceOptions(products: readonly Product[], currency: BucketCurrency, priceOf: ListingPrice): CountedOption[] {
  return priceBucketOptions(currency).map((o) => ({
    ...o,
    count: products.filter((p) => isInPriceBucket(priceOf(p), o.from, o.to)).length,
  }));
}

export interface FilterOptionsOptions {
  /** Attribute codes to aggregate; default the visible, filterable attributes. */
  readonly codes?: readonly string[];
  /** The store view's currency: which price buckets, and the sign of their labels (default NO_CURRENCY). */
  readonly currency?: BucketCurrency;
  readonly size?: number;
  /** The price each product's card shows (its price buckets' counts). */
  readonly priceOf: ListingPrice;
}

/**
 * The filter options of a set of products, by attribute code, like agg_terms_{code}: value counts by
 * count then value, at most the aggregation size (topTerms), then options without a label dropped; codes with '.'
 * left out; 'price' gives the buckets of the currency (priceRangesIn). Options and attributes with no product are
 * left out.
 */
export function filterOptions(
  products: readonly Product[],
  attributes: readonly Attribute[],
  opts: FilterOptionsOptions,
): Record<string, CountedOption[]> {
  const filterable = (a: Attribute): boolean => a.is_visible && (a as { is_filterable?: boolean }).is_filterable !== false;
  const codes = queryableAttributes(opts.codes ?? [...attributes.filter(filterable).map((a) => a.attribute_code), PRICE_FILTER]);
  const out: Record<string, CountedOption[]> = {};
  for (const code of codes) {
    if (code === PRICE_FILTER) {
      const buckets = priceOptions(products, opts.currency ?? NO_CURRENCY, opts.priceOf).filter((o) => o.count > 0);
      if (buckets.length > 0) out[code] = buckets;
      continue;
    }
    const labels = new Map((attributes.find((a) => a.attribute_code === code)?.options ?? []).map((o) => [o.value, o.label]));
    const counts = new Map<string, number>();
    for (const p of products) for (const v of attributeValues(p, code)) counts.set(v, (counts.get(v) ?? 0) + 1);
    // The buckets the catalogue's aggregation answers (topTerms), then the storefront's own dropping of empty labels.
    const kept = topTerms(counts, aggregationSize(opts.size));
    const options = dropEmptyLabelOptions(kept.map(([id, count]) => ({ id, label: labels.get(id) ?? '', type: code, count })));
    if (options.length > 0) out[code] = options;
  }
  return out;
}

export interface ListingOptions {
  /** Default sort when the query names none ('updated_at:desc', setting DEFAULT_SORT). */
  readonly sort?: string;
  /** Products per page; 0 or less → LISTS.productPageSize. */
  readonly pageSize?: number;
  /** The price each product's card shows, which the price filter and sorts read. */
  readonly priceOf: ListingPrice;
  /** The store view's currency code: which price buckets a `price` query names (default NO_CURRENCY's). */
  readonly currency?: string;
}

export interface ListingData<T> {
  readonly items: T[];
  readonly total: number;
  readonly start: number;
  readonly perPage: number;
  /** 1-based. */
  readonly page: number;
  readonly pages: number;
  readonly hasNext: boolean;
  readonly sort: SortSpec;
  /** The filters applied, by attribute code (unknown codes and values ignored). */
  readonly filters: Record<string, FilterOption[]>;
}

/** How the listing reads a product (src/domain/listing applyListingQuery), its price by `priceOf`. */
function productAccess(priceOf: ListingPrice): ListingAccess<Product> {
  return {
    values: attributeValues,
    price: priceOf,
    sortValue(product, field) {
      if (field === 'final_price' || field === 'price') return priceOf(product);
      const value = (product as unknown as Record<string, unknown>)[field];
      return typeof value === 'number' || typeof value === 'string' ? value : undefined;
    },
  };
}

function availableFilters(products: readonly Product[], query: UrlQuery, currency: string): Record<string, FilterOption[]> {
  const out: Record<string, FilterOption[]> = {};
  for (const code of queryableAttributes(Object.keys(query).filter((k) => !SYSTEM_FILTER_NAMES.includes(k)))) {
    if (code === PRICE_FILTER) {
      out[code] = priceBucketOptions({ ...NO_CURRENCY, code: currency });
      continue;
    }
    const ids = new Set(products.flatMap((p) => attributeValues(p, code)));
    out[code] = [...ids].map((id) => ({ id, label: id, type: code }));
  }
  return out;
}

/** The listing page the query asks for: filtered (AND across attributes, OR within one), sorted, paged. */
export function listingData<T extends Product>(
  products: readonly T[],
  query: UrlQuery,
  { sort, pageSize, priceOf, currency = NO_CURRENCY.code }: ListingOptions,
): ListingData<T> {
  const byId = [...products].sort((a, b) => a.id - b.id);
  const plan = applyListingQuery<T>(byId, query, availableFilters(products, query, currency), productAccess(priceOf), {
    ...(sort === undefined ? {} : { defaultSort: sort }),
    ...(pageSize === undefined ? {} : { pageSize }),
  });
  const start = (plan.page - 1) * plan.perPage;
  return {
    items: plan.matched.slice(start, start + plan.perPage),
    total: plan.total,
    start,
    perPage: plan.perPage,
    page: plan.page,
    pages: plan.pages,
    hasNext: hasNextPage(start + plan.perPage, plan.total),
    sort: plan.sort,
    filters: plan.filters,
  };
}

/** Every product of a listing in a sort (the configured default, `defaultSort`), none left out. */
export function inDefaultSort<T extends Product>(products: readonly T[], defaultSort: string, priceOf: ListingPrice): T[] {
  return listingData(products, {}, { sort: defaultSort, pageSize: Math.max(1, products.length), priceOf }).items;
}
