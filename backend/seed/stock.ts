/** Stock rows per sku (children included): in stock, out of stock (qty 0) and not managed. */
import type { PlannedProduct } from './plan.ts';

export interface StockRow {
  sku: string;
  product_id: number;
  qty: number;
  is_in_stock: number;
  manage_stock: number;
}

export function stockRows(p: PlannedProduct): StockRow[] {
  const rows: StockRow[] = p.children.map((c) => ({
    sku: c.sku,
    product_id: c.id,
    qty: c.qty,
    is_in_stock: c.stock === 'out' ? 0 : 1,
    manage_stock: c.stock === 'unmanaged' ? 0 : 1,
  }));
  if (p.type === 'simple') {
    rows.unshift({
      sku: p.sku,
      product_id: p.id,
      qty: p.qty,
      is_in_stock: p.stock === 'out' ? 0 : 1,
      manage_stock: p.stock === 'unmanaged' ? 0 : 1,
    });
  } else {
    // A configurable product is in stock while an enabled variant is; a set by its own state (its parts', linkSets).
    const anyChildIn = p.children.some((c) => c.status === 1 && c.stock !== 'out');
    const inStock = p.type === 'configurable' ? anyChildIn : p.stock !== 'out';
    rows.unshift({ sku: p.sku, product_id: p.id, qty: 0, is_in_stock: inStock ? 1 : 0, manage_stock: 0 });
  }
  return rows;
}
