/**
 * What "in stock" means for one stock item (spec 000 §4 "Stock status": 'ok' if qty is above 0 and in stock): the
 * one reading of a sku's quantity and flag, for its stock state (stockStatus), whether a variant is available
 * (isVariantAvailable) and which variants a configurable product is priced from (pricedChildren).
 */
import type { StockItem } from '../catalog/types.ts';

/** A stock item's quantity and in-stock flag. */
export type StockQty = Pick<StockItem, 'qty' | 'is_in_stock'>;

/** In stock: a quantity above 0 and the in-stock flag. */
export function isInStock(item: StockQty): boolean {
  return item.qty > 0 && item.is_in_stock;
}
