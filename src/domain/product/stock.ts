/** Stock status and stock prefetch batches (spec 000 §4 "Stock status", §9). */
import { LISTS } from '../../config/constants.ts';
import type { StockItem } from '../catalog/types.ts';

/** Stock is prefetched in batches of 15 skus. */
export const STOCK_BATCH: number = LISTS.stockBatchSize;
/** Child stock counts prefetched for a configurable product. */
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

/** The child skus whose stock is prefetched (the first CHILD_STOCK_PREFETCH). */
export function childSkusToPrefetch(children: readonly { sku: string }[], limit: number = CHILD_STOCK_PREFETCH): string[] {
  return children.slice(0, limit).map((child) => child.sku);
}
