/** Linked products of grouped and bundle products (spec 000 §4 "Product loading"). */
import type { Product } from '../catalog/types.ts';
import { linkQty } from '../price/bundle-price.ts';
import { groupedLinks, isSet } from '../price/grouped-price.ts';
import { VISIBLE_STATUSES } from './visibility.ts';

export interface LinkedPreload {
  sku: string;
  qty: number;
}

/** Grouped and bundle products pre-load their linked simple products with qty 1 or the link qty. */
export function linkedProductsToPreload(product: Pick<Product, 'type_id' | 'product_links' | 'bundle_options'>): LinkedPreload[] {
  const all: LinkedPreload[] =
    product.type_id === 'grouped'
      ? groupedLinks(product.product_links).map((l) => ({ sku: l.linked_product_sku, qty: linkQty(l.qty) }))
      : product.type_id === 'bundle'
        ? product.bundle_options.flatMap((o) => o.product_links.map((l) => ({ sku: l.sku, qty: linkQty(l.qty) })))
        : [];
  const seen = new Set<string>();
  return all.filter((item) => !seen.has(item.sku) && seen.add(item.sku));
}

/**
 * A linked product is pre-loaded when it is enabled (status 0 or 1), whatever its visibility: a bundle's or
 * grouped product's parts are usually "not visible individually" (visibility 1). Such a part has no page
 * of its own; it is named and priced on the page that links it.
 */
export function isPartLoadable(product: Pick<Product, 'status'> | null | undefined): boolean {
  return product != null && VISIBLE_STATUSES.includes(product.status);
}

/**
 * A product whose own price counts in a set's price (pricedParts): pre-loaded (isPartLoadable: enabled) and not
 * itself a set. Spec 000 §4 speaks of linked simple products; a configurable or downloadable product linked
 * anyway counts at its own price, as the reference backend always counted it. A set linking another set counts
 * that link at the link's own price, as it would a part not loaded.
 */
export function isSetPart(product: Pick<Product, 'status' | 'type_id'> | null | undefined): boolean {
  return product != null && isPartLoadable(product) && !isSet(product);
}
