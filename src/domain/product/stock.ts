/** Stock status, a product's stock state from its skus', and stock prefetch batches (spec 000 §4 "Stock status", §9). */
import { LISTS } from '../../config/constants.ts';
import type { ConfigurableChild, Product, ProductStock } from '../catalog/types.ts';
import { isSet } from '../price/grouped-price.ts';
import { isVariantEnabled } from './variants.ts';
import { isInStock, type StockQty } from './in-stock.ts';

/** Stock is prefetched in batches of 15 skus. */
export const STOCK_BATCH: number = LISTS.stockBatchSize;
/** How many configurable products of a list have their children's stock asked with the list. */
export const CHILD_STOCK_PREFETCH: number = LISTS.childStockPrefetch;

export type StockStatus = 'ok' | 'out_of_stock' | 'volatile';

/** A state read as with stock sync on (skuStockStatus); combinedStockStatus makes it 'volatile' with sync off. */
export type SyncedStockStatus = Exclude<StockStatus, 'volatile'>;

/**
 * 'ok' if qty is above 0 and in stock, else 'out_of_stock'; 'volatile' when stock sync is off: one sku's state
 * by quantity, as combinedStockStatus reads a product's.
 */
export function stockStatus(item: StockQty | null | undefined, opts: { stockSync: boolean }): StockStatus {
  return combinedStockStatus([qtyStockStatus(item)], opts);
}

/** stockStatus with stock sync on. */
function qtyStockStatus(item: StockQty | null | undefined): SyncedStockStatus {
  return item && isInStock(item) ? 'ok' : 'out_of_stock';
}

/** How a sku's stock item is read: 'flag' by its in-stock flag only, 'qty' by stockStatus. */
export type StockRule = 'flag' | 'qty';

/** A set (isSet: bundle or grouped) holds no quantity of its own, so its in-stock flag decides ('flag'); any other product by stockStatus ('qty'). */
export function stockRule(product: Pick<Product, 'type_id'>): StockRule {
  return isSet(product) ? 'flag' : 'qty';
}

/** A configurable product with children: its variants, not the product itself, decide its stock (stockSources). */
export function hasVariants(
  product: Pick<Product, 'type_id'> & { readonly configurable_children?: readonly unknown[] },
): boolean {
  return product.type_id === 'configurable' && (product.configurable_children ?? []).length > 0;
}

/** The entries whose stock decides a product's: a configurable product's enabled variants (isVariantEnabled) when it has children (hasVariants); else the product itself. */
export function stockSources<P extends StockedProduct>(product: P): ReadonlyArray<P | VariantOf<P>> {
  return hasVariants(product) ? (product.configurable_children ?? []).filter(isVariantEnabled) : [product];
}

/** The type of a product's configurable children. */
type VariantOf<P extends StockedProduct> = NonNullable<P['configurable_children']>[number];

export interface SkuStockOptions {
  /**
   * The state of a sku without a stock item. From the catalogue, 'ok': a variant without stock information
   * counts as in stock, as it counts as available (isVariantAvailable). From the stock list, 'out_of_stock': a
   * sku the list answered without an item has no stock (stockStatus's missing item).
   */
  readonly missing: SyncedStockStatus;
}

/**
 * The state of one sku's stock item under the rule: 'flag', its in-stock flag; 'qty', stockStatus; no item,
 * `missing`. Stock sync is combinedStockStatus's.
 */
export function skuStockStatus(item: StockQty | undefined, rule: StockRule, { missing }: SkuStockOptions): SyncedStockStatus {
  if (item === undefined) return missing;
  if (rule === 'flag') return item.is_in_stock ? 'ok' : 'out_of_stock';
  return qtyStockStatus(item);
}

/**
 * A product's stock state from its skus' states (skuStockStatus; undefined: unknown, e.g. its check failed):
 * 'volatile' with stock sync off; 'ok' when one is 'ok'; 'out_of_stock' when every one is (also when
 * there is none: a configurable product without an enabled variant); else unknown (undefined).
 */
export function combinedStockStatus(states: readonly SyncedStockStatus[], opts: { stockSync: boolean }): StockStatus;
export function combinedStockStatus(
  states: readonly (SyncedStockStatus | undefined)[],
  opts: { stockSync: boolean },
): StockStatus | undefined;
export function combinedStockStatus(
  states: readonly (SyncedStockStatus | undefined)[],
  { stockSync }: { stockSync: boolean },
): StockStatus | undefined {
  if (!stockSync) return 'volatile';
  if (states.includes('ok')) return 'ok';
  return states.every((state) => state === 'out_of_stock') ? 'out_of_stock' : undefined;
}

/** Splits skus into batches of `size` (default STOCK_BATCH), dropping duplicates and empty skus. */
export function batchSkus(skus: readonly string[], size: number = STOCK_BATCH): string[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Batch size must be a positive integer: ${size}`);
  const unique = [...new Set(skus.filter((sku) => sku !== ''))];
  const batches: string[][] = [];
  for (let i = 0; i < unique.length; i += size) batches.push(unique.slice(i, i + size));
  return batches;
}

/** A list entry whose stock is checked: its own sku, or a configurable product's children's skus. */
export interface StockPrefetchEntry {
  /** True when the entry's skus are a configurable product's children (not its own sku). */
  readonly children: boolean;
  /** True while the entry is not shown (a card the listing holds back): it is asked once shown. */
  readonly hidden?: boolean;
}

/**
 * Child stock prefetch (spec 000 §9 "Prefetch of child stock counts 8"): a list's stock is asked when the list
 * loads, except the children of its configurable products past the first CHILD_STOCK_PREFETCH shown, and
 * entries not shown, which are asked when they are shown. `now` and `later` keep the list's order.
 */
export function childStockPrefetch<T extends StockPrefetchEntry>(
  entries: readonly T[],
  limit: number = CHILD_STOCK_PREFETCH,
): { readonly now: T[]; readonly later: T[] } {
  const now: T[] = [];
  const later: T[] = [];
  let configurables = 0;
  for (const entry of entries) {
    if (entry.hidden === true || (entry.children && configurables++ >= limit)) later.push(entry);
    else now.push(entry);
  }
  return { now, later };
}

/** What productStockStatus reads of a product: its type, sku and stock, and its variants' (sku, status, stock), if any. */
export type StockedProduct = Pick<Product, 'sku' | 'type_id'> & {
  readonly stock?: ProductStock | undefined;
  readonly configurable_children?: readonly Pick<ConfigurableChild, 'sku' | 'status' | 'stock'>[];
};

/**
 * A product's stock state from its own stock data (the catalogue's), by its stock rule (stockSources, stockRule,
 * combinedStockStatus); a variant without stock information counts as in stock (`missing: 'ok'`). The build's
 * cards and pages read it, and the search page reads its hits with it.
 */
export function productStockStatus(product: StockedProduct, stockSync = true): StockStatus {
  const rule = stockRule(product);
  const states = stockSources(product).map((source) => skuStockStatus(source.stock, rule, { missing: 'ok' }));
  return combinedStockStatus(states, { stockSync });
}
