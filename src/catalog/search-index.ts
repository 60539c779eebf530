/**
 * The static per-store search index (the search page's fuse.js fallback when the catalogue API fails or the
 * browser is offline): every product with a page as a small result entry, what its card shows of it (name,
 * link, image, line, size, price) computed by the card's own functions, without the rest of the card (stock,
 * the lowest price of 30 days: both would be stale), and its values of the configured filters, so that the
 * fallback applies every filter the page offers.
 */
import type { Product } from '../domain/catalog/index.ts';
import { PRICE_FILTER } from '../domain/listing/filters.ts';
import { decimalPrice } from '../domain/price/format.ts';
import type { StockStatus } from '../domain/product/stock.ts';
import { isVariantEnabled } from '../domain/product/variants.ts';
import { cardHref, productImagePath, sizeLabel, sizeLabels, type CardOptions } from './card.ts';
import { shownPrice, shownPriceOf, viewTimeChanges } from './price.ts';
import type { BuiltPart } from '../domain/price/parts-price.ts';
import type { WindowedSpecial } from '../domain/price/special-window.ts';
import { attributeValues, inDefaultSort } from './listing.ts';
import { LINE_ATTRIBUTE, lineOf } from './products.ts';

/** One product of the static search index, and of a result list. */
export interface SearchEntry {
  readonly sku: string;
  readonly name: string;
  readonly url: string;
  readonly image?: string;
  /** Gross price: the price to pay. */
  readonly price: number;
  /** The regular price, while a special price is active (search API results only): the card strikes it through. */
  readonly original?: number;
  /**
   * The sku the price is of (a configurable product's cheapest variant), while a special price is active (search
   * API results only): its 30-day lowest price is asked for the card's note.
   */
  readonly priceSku?: string;
  /**
   * While `price` is a special price with a window (static index only): the window and the gross regular price, so
   * that the fallback shows the regular price once the window has ended (builtPriceAt); absent otherwise.
   */
  readonly window?: WindowedSpecial;
  /**
   * A set's priced parts, while one of them has a special price's window (static index only): the fallback sums them at
   * view time (builtPriceAt), each at its regular price once its window has ended; absent otherwise.
   */
  readonly parts?: readonly BuiltPart[];
  /** The stock state at the time of the search (search API results only; the static index has none). */
  readonly stock?: StockStatus;
  /**
   * The names of the product's categories (static index only: spec 000 §9 searches them, boost 1), when it has any.
   */
  readonly categories?: readonly string[];
  /** Product line code ('A'), when the product has one. */
  readonly line?: string;
  /** The size option's label ('50 ml'), when the product has one (sizeLabel, as its card shows it). */
  readonly size?: string;
  /**
   * The product's values of the configured filters other than the line and the price (its variants' too), by
   * attribute code, for the offline fallback's filters: `{ color: ['53', '54'] }`; absent when it has none.
   */
  readonly values?: Readonly<Record<string, readonly string[]>>;
}

/** What an entry is computed with: the card's options it reads, and the filters whose values it carries. */
export type SearchEntryOptions = Pick<
  CardOptions,
  'store' | 'now' | 'taxRules' | 'linked' | 'attributes' | 'urlDispatcher' | 'appendStoreCode'
> & {
  /** The configured filters' attribute codes (listingFilterCodes); the line (`seria`) and the price are read from `line` and `price`. */
  readonly filterCodes?: readonly string[];
};

/** Filters an entry answers from its other fields: the line's number from `line`, the price from `price`. */
const FROM_OTHER_FIELDS: readonly string[] = [LINE_ATTRIBUTE, PRICE_FILTER];

/**
 * A product's values of the filters (attributeValues: its enabled variants' too, out of stock or not), the codes it has
 * values of only: the offline search answers as the catalogue search API does, whose `{code}_options` hold the enabled
 * variants' values.
 */
function filterValues(product: Product, codes: readonly string[]): Record<string, string[]> | undefined {
  const found = codes.flatMap((code) => {
    const values = attributeValues(product, code, isVariantEnabled);
    return values.length > 0 ? [[code, values] as const] : [];
  });
  return found.length > 0 ? Object.fromEntries(found) : undefined;
}

/**
 * A product's index entry: its card's link, image, line code and size label, its card's price (shownPrice: a
 * set's is its parts' sum) rounded to cents, and its values of `filterCodes`.
 */
export function searchEntry(product: Product, opts: SearchEntryOptions): SearchEntry {
  const image = productImagePath(product.image);
  const line = lineOf(product);
  const size = sizeLabel(product, sizeLabels(opts.attributes ?? []));
  const categories = [...new Set(product.category.map((c) => c.name).filter((name) => name.trim() !== ''))];
  const values = filterValues(
    product,
    (opts.filterCodes ?? []).filter((code) => !FROM_OTHER_FIELDS.includes(code)),
  );
  const shown = shownPrice(product, opts.linked, opts);
  return {
    sku: product.sku,
    name: product.name,
    url: cardHref(product, opts),
    price: Number(decimalPrice(shown.price.price)),
    ...viewTimeChanges(product, shown),
    ...(image === undefined ? {} : { image }),
    ...(categories.length === 0 ? {} : { categories }),
    ...(line === undefined ? {} : { line: line.code }),
    ...(size === undefined ? {} : { size }),
    ...(values === undefined ? {} : { values }),
  };
}

/**
 * The index of a store view: its products with a page (a sku of `productPaths`), in the listings' default sort
 * (`defaultSort`, DEFAULT_SORT): a search without text (a line's products) lists them in that order, as the
 * catalogue search is asked to.
 */
export function searchEntries(
  products: readonly Product[],
  productPaths: readonly { readonly sku: string }[],
  opts: SearchEntryOptions & { readonly defaultSort: string },
): SearchEntry[] {
  const withPage = new Set(productPaths.map((p) => p.sku));
  return inDefaultSort(
    products.filter((p) => withPage.has(p.sku)),
    opts.defaultSort,
    shownPriceOf(opts.linked, opts),
  ).map((p) => searchEntry(p, opts));
}
