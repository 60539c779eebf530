/** Bundle price (spec 000 §4). */
import type { BundleOption, BundleOptionLink, Product } from '../catalog/types.ts';

export type LinkedPrices = Readonly<Record<string, number>>;

/** The default selection of an option, or its first one. */
export function defaultBundleSelection(option: BundleOption): BundleOptionLink | undefined {
  return option.product_links.find((link) => link.is_default) ?? option.product_links[0];
}

/**
 * Sum of the default (or first) selection per option times its qty. A selection's price is the
 * linked product's price by sku, else the link's own price, else 0. The sum replaces the product's
 * price only when it is above 0.
 */
export function bundlePrice(product: Pick<Product, 'price' | 'bundle_options'>, linkedPrices: LinkedPrices): number {
  let sum = 0;
  for (const option of product.bundle_options) {
    const selection = defaultBundleSelection(option);
    if (!selection) continue;
    sum += (linkedPrices[selection.sku] ?? selection.price ?? 0) * selection.qty;
  }
  return sum > 0 ? sum : product.price;
}
