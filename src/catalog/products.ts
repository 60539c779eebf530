/**
 * Product lists of the home page and the line blocks (spec 000 §2 "Content-driven screens", §3
 * "Product lines", §9). Visible products only; each list keeps a stable order. Also the product lines'
 * seria numbers and which content record labels a line.
 */
import { LISTS, PRODUCT_LINES } from '../config/index.ts';
import type { Product } from '../domain/catalog/index.ts';
import { isSpecialPriceActive } from '../domain/price/special-price.ts';
import { isProductVisible } from '../domain/product/visibility.ts';
import { parseSort } from '../domain/listing/sort.ts';
import { parseCatalogDate } from '../domain/dates.ts';
import { productsInCategory } from './categories.ts';

export type ProductLine = (typeof PRODUCT_LINES)[number];

/** A line's seria value: its position in PRODUCT_LINES, from 1 (the catalogue's seria attribute options). */
export function seriaOf(lineCode: string): number | undefined {
  const index = PRODUCT_LINES.findIndex((l) => l.code === lineCode);
  return index < 0 ? undefined : index + 1;
}

/** What `lineRecord` reads of a content line record (spec 000 §3 "Product lines": category, cms_id, color, label, lang). */
export interface LineRecordKeys {
  readonly category?: string | undefined;
  readonly cms_id?: number | undefined;
}

const LINE_SLUGS: ReadonlySet<string> = new Set(PRODUCT_LINES.map((l) => l.slug));

/**
 * The content record of a line: the one whose `category` is the line's slug, else the one whose `cms_id` is
 * its seria number among the records whose `category` names no line (a record naming a line labels only it).
 */
export function lineRecord<R extends LineRecordKeys>(records: readonly R[], line: ProductLine): R | undefined {
  const seria = seriaOf(line.code);
  return (
    records.find((r) => r.category === line.slug) ??
    records.find((r) => r.cms_id === seria && (r.category === undefined || !LINE_SLUGS.has(r.category)))
  );
}

/** The attribute whose value is a product's line number (its `seria`), as the listings filter by it. */
export const LINE_ATTRIBUTE = 'seria' satisfies keyof Product;

/** The line of a product (by its seria), if any. */
export function lineOf(product: Pick<Product, 'seria'>): ProductLine | undefined {
  return product.seria === undefined ? undefined : PRODUCT_LINES[product.seria - 1];
}

function time(value: string | undefined): number {
  return parseCatalogDate(value)?.getTime() ?? Number.POSITIVE_INFINITY;
}

/** Products by created_at, ties by id; missing dates last. */
function byCreated(order: 'asc' | 'desc'): (a: Product, b: Product) => number {
  return (a, b) => {
    const ta = time(a.created_at);
    const tb = time(b.created_at);
    if (ta !== tb) {
      if (ta === Number.POSITIVE_INFINITY) return 1;
      if (tb === Number.POSITIVE_INFINITY) return -1;
      return order === 'asc' ? ta - tb : tb - ta;
    }
    return a.id - b.id;
  };
}

/** The products of a line (seria) for a line block: created_at ascending (LISTS.lineProductsSort), at most LISTS.lineProducts. */
export function productsOfLine<T extends Product>(
  products: readonly T[],
  lineCode: string,
  limit: number = LISTS.lineProducts,
): T[] {
  const seria = seriaOf(lineCode);
  if (seria === undefined) return [];
  const order = parseSort(LISTS.lineProductsSort)?.order ?? 'asc';
  return products
    .filter((p) => isProductVisible(p) && p.seria === seria)
    .sort(byCreated(order))
    .slice(0, Math.max(0, limit));
}

/** The visible products of a SKU list, in its order, each once; unknown SKUs are skipped. */
export function bySkus<T extends Product>(products: readonly T[], skus: readonly string[]): T[] {
  const index = new Map(products.map((p) => [p.sku, p]));
  return [...new Set(skus)].map((sku) => index.get(sku)).filter((p): p is T => p !== undefined && isProductVisible(p));
}

export interface ListOptions {
  /** The block's SKU list (content "Newest and special products block"): kept in its order. */
  readonly skus?: readonly string[] | undefined;
  readonly limit?: number | undefined;
}

export interface NewestOptions extends ListOptions {
  /** A category id (HOME_NEW_PRODUCTS_CATEGORY): without SKUs, that category's products instead of the products marked new. */
  readonly category?: number | undefined;
}

/**
 * The newest products: the block's SKUs when given, else the category's visible products (`productsInCategory`)
 * when one is given, else the products marked new; these two newest created first.
 */
export function newestProducts<T extends Product>(products: readonly T[], { skus, category, limit }: NewestOptions = {}): T[] {
  const list =
    skus && skus.length > 0
      ? bySkus(products, skus)
      : (category === undefined
          ? products.filter((p) => isProductVisible(p) && p.new === true)
          : productsInCategory(products, category)
        ).sort(byCreated('desc'));
  return limit === undefined ? list : list.slice(0, Math.max(0, limit));
}

/** The special price rule at `now` over the net prices the catalogue keeps (original_*). */
export function hasActiveSpecial(product: Product, now: Date): boolean {
  const special = product.original_special_price || product.special_price;
  return isSpecialPriceActive(
    special,
    product.original_price ?? product.price,
    product.special_from_date,
    product.special_to_date,
    now,
  );
}

export interface SpecialOptions extends ListOptions {
  /**
   * Whether a product is on special as its card shows it (the home block passes its card's price: a configurable
   * product by its shown variant's special price); default hasActiveSpecial, the product's own.
   */
  readonly onSpecial?: (product: Product) => boolean;
}

/** Products on special at `now` (within the block's SKUs, in their order, when given). */
export function specialProducts<T extends Product>(
  products: readonly T[],
  now: Date,
  { skus, limit, onSpecial = (p) => hasActiveSpecial(p, now) }: SpecialOptions = {},
): T[] {
  const pool = skus && skus.length > 0 ? bySkus(products, skus) : products.filter(isProductVisible);
  const list = pool.filter(onSpecial);
  return limit === undefined ? list : list.slice(0, Math.max(0, limit));
}
