/**
 * Platform price sync (spec 000 §7 render-list, CONTRACTS.md "Stock and prices"): gross prices from
 * price_info, net prices from tax_adjustments, *_tax = gross - net.
 */
import type { PriceFields, PriceSyncItem, Product } from '../catalog/types.ts';

/** The synced price fields of one render-list item. */
export function priceSyncFields(item: PriceSyncItem): Partial<PriceFields> {
  const gross = item.price_info;
  const net = gross.extension_attributes.tax_adjustments;
  const out: Partial<PriceFields> = {
    price: net.final_price,
    price_incl_tax: gross.final_price,
    price_tax: gross.final_price - net.final_price,
    final_price: net.final_price,
    final_price_incl_tax: gross.final_price,
    final_price_tax: gross.final_price - net.final_price,
    original_price: net.regular_price,
    original_price_incl_tax: gross.regular_price,
    original_price_tax: gross.regular_price - net.regular_price,
    special_price: net.special_price ?? 0,
    special_price_incl_tax: gross.special_price ?? 0,
    special_price_tax: (gross.special_price ?? 0) - (net.special_price ?? 0),
  };
  if ((out.price_incl_tax ?? 0) >= (out.original_price_incl_tax ?? 0)) {
    out.special_price = 0;
    out.special_price_incl_tax = 0;
    out.special_price_tax = 0;
  }
  return out;
}

/** Writes the synced prices over the product (and its children) whose id matches; others unchanged. */
export function mergePriceSync<T extends Product>(product: T, item: PriceSyncItem): T {
  const children = product.configurable_children.map((child) =>
    child.id === item.id ? { ...child, ...priceSyncFields(item) } : child,
  );
  const own = product.id === item.id ? priceSyncFields(item) : {};
  return { ...product, ...own, configurable_children: children };
}

/** Applies every render-list item to the products, matching by id. */
export function mergePriceSyncList<T extends Product>(products: readonly T[], items: readonly PriceSyncItem[]): T[] {
  return products.map((product) => items.reduce((acc, item) => mergePriceSync(acc, item), product));
}
