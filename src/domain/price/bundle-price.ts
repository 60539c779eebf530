/** Bundle price (spec 000 §4), and the parts a bundle's or grouped product's price sums. */
import type { BundleOption, BundleOptionLink, Product } from '../catalog/types.ts';

export type LinkedPrices = Readonly<Record<string, number>>;

/** One linked product a price sums: its sku, its qty, and the link's own price for when the product's is unknown. */
export interface PricePart {
  readonly sku: string;
  readonly qty: number;
  readonly price?: number;
}

/** A link's qty (spec 000 §4 "with qty 1 or the link qty"): its own when above 0, else 1. */
export function linkQty(qty: number | undefined): number {
  return qty !== undefined && qty > 0 ? qty : 1;
}

/** The default selection of an option, or its first one. */
export function defaultBundleSelection(option: BundleOption): BundleOptionLink | undefined {
  return option.product_links.find((link) => link.is_default) ?? option.product_links[0];
}

/** A bundle's parts: the default (or first) selection of each option, with its qty (linkQty). */
export function bundleParts(product: Pick<Product, 'bundle_options'>): PricePart[] {
  return product.bundle_options.flatMap((option) => {
    const selection = defaultBundleSelection(option);
    if (!selection) return [];
    return [
      { sku: selection.sku, qty: linkQty(selection.qty), ...(selection.price !== undefined ? { price: selection.price } : {}) },
    ];
  });
}

/**
 * The sum of the parts, each priced by its linked product's price (by sku), else the link's own price,
 * else 0, times its qty.
 */
export function partsTotal(parts: readonly PricePart[], linkedPrices: LinkedPrices): number {
  return parts.reduce((sum, part) => sum + (linkedPrices[part.sku] ?? part.price ?? 0) * part.qty, 0);
}

/**
 * The price summed from parts, when it replaces the product's own: only when it is above 0 (undefined
 * otherwise, and for no parts).
 */
export function summedPrice(parts: readonly PricePart[], linkedPrices: LinkedPrices): number | undefined {
  const total = partsTotal(parts, linkedPrices);
  return total > 0 ? total : undefined;
}
