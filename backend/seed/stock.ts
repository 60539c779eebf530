/** Stock rows per sku (children included): in stock, out of stock (qty 0) and not managed. */
import type { PlannedProduct, StockState } from './plan.ts';

export interface StockRow {
  sku: string;
  product_id: number;
  qty: number;
  is_in_stock: number;
  manage_stock: number;
}

export interface StockItem {
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
}

/** The stock item of a planned state: managed unless 'unmanaged'. */
export function stockOf(state: StockState, qty: number): StockItem {
  return { qty, is_in_stock: state !== 'out', manage_stock: state !== 'unmanaged' };
}

/**
 * A product's own stock item, as its search document and the stock API both give it. A configurable product holds
 * no quantity and is in stock while an enabled variant is; a set by its own state (its parts', linkSets). A parent's
 * stock is managed as stored (Magento reports a parent's own setting, the default: managed).
 */
export function productStock(p: PlannedProduct): StockItem {
  if (p.type !== 'configurable') return stockOf(p.stock, p.qty);
  return stockOf(p.children.some((c) => c.status === 1 && c.stock !== 'out') ? 'in' : 'out', 0);
}

const stockRow = (sku: string, productId: number, item: StockItem): StockRow => ({
  sku,
  product_id: productId,
  qty: item.qty,
  is_in_stock: item.is_in_stock ? 1 : 0,
  manage_stock: item.manage_stock ? 1 : 0,
});

export function stockRows(p: PlannedProduct): StockRow[] {
  return [stockRow(p.sku, p.id, productStock(p)), ...p.children.map((c) => stockRow(c.sku, c.id, stockOf(c.stock, c.qty)))];
}
