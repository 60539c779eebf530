/** Stock status and stock prefetch batches (spec 000 §4 "Stock status", §9). */
import { LISTS } from '../../config/constants.ts';
import type { StockItem } from '../catalog/types.ts';

/** Stock is prefetched in batches of 15 skus. */
export const STOCK_BATCH: number = LISTS.stockBatchSize;
/** How many configurable products of a list have their children's stock asked with the list. */
export const CHILD_STOCK_PREFETCH: number = LISTS.childStockPrefetch;

export type StockStatus = 'ok' | 'out_of_stock' | 'volatile';

/** 'ok' if qty is above 0 and in stock, else 'out_of_stock'; 'volatile' when stock sync is off. */
export function stockStatus(
  item: Pick<StockItem, 'qty' | 'is_in_stock'> | null | undefined,
  { stockSync }: { stockSync: boolean },
): StockStatus {
  if (!stockSync) return 'volatile';
  return item && item.qty > 0 && item.is_in_stock ? 'ok' : 'out_of_stock';
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
