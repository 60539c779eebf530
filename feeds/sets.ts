/**
 * Grouped and bundle products in the feeds, as their pages show them (spec 000 §4; their price is their
 * page's, ctx.price: the sum of their parts' prices times each part's qty); they hold no quantity of their own, so their
 * in-stock flag decides their availability (`productStockStatus`, as on the page) and their quantity is the
 * number of whole sets their parts' stock makes (0 when a part is unknown or out of stock).
 */
import { productStockStatus } from '../src/domain/product/stock.ts';
import type { Product } from '../src/domain/catalog/types.ts';
import { priceParts } from '../src/domain/price/grouped-price.ts';
import type { LinkedLookup } from '../src/domain/price/parts-price.ts';

/** 'in stock' by the set's in-stock flag (the page's rule), else 'out of stock'. */
export function setAvailability(product: Product): 'in stock' | 'out of stock' {
  return productStockStatus(product) === 'ok' ? 'in stock' : 'out of stock';
}

/** Whole sets the parts' stock makes: the least of each part's quantity divided by its qty; 0 when a part is unknown. */
export function setQuantity(product: Product, linked: LinkedLookup): number {
  const parts = priceParts(product);
  if (parts.length === 0) return 0;
  let sets = Number.POSITIVE_INFINITY;
  for (const part of parts) {
    const stock = linked(part.sku)?.stock;
    if (!stock?.is_in_stock) return 0;
    sets = Math.min(sets, Math.floor(Math.max(0, stock.qty) / part.qty));
  }
  return sets;
}
