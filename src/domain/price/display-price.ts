/**
 * The prices a product shows (spec 000 §5 "Tax", "Special price"), read from a product whose prices carry tax:
 * the output of calculateProductTax, which has applied the special-price rule at its `now` and given a
 * configurable product its cheapest available variant's prices (cheapestChild). The build prices a product so
 * (src/catalog's displayPrice), and so does the catalogue API for each search hit (CONTRACTS.md: prices with tax
 * computed server-side by the same calculation); the search page reads its hits with this one function.
 */
import type { ConfigurableChild, Product } from '../catalog/types.ts';
import { cheapestChild, type PricedChild } from './tax.ts';

export interface DisplayPrice {
  /**
   * The sku whose prices these are: the product's own, or a configurable product's cheapest available variant
   * (cheapestChild; absent for a price summed from parts, which is no one sku's).
   */
  readonly sku?: string;
  /** The price to pay now: the special price while it is active, else the regular price. */
  readonly price: number;
  /** The regular price. */
  readonly original: number;
  /** The active special price, only while the rule lets it apply. */
  readonly special?: number;
  /** The lowest price of the last 30 days, shown next to an active special (the snapshot's: lowest.ts withLowest). */
  readonly lowest30?: number;
  readonly currency: string;
}

/** What pricedDisplayPrice reads of a priced product: its prices with tax and, for a configurable one, its variants'. */
export type PricedProduct = Pick<
  Product,
  'sku' | 'type_id' | 'price' | 'price_incl_tax' | 'original_price_incl_tax' | 'special_price' | 'special_price_incl_tax'
> & {
  readonly configurable_children?: readonly (Pick<ConfigurableChild, 'sku'> & PricedChild)[];
};

/** The gross price to pay now of a priced product (`price_incl_tax`: the special price while it applies). */
export function priceToPay(priced: Pick<PricedProduct, 'price' | 'price_incl_tax'>): number {
  return priced.price_incl_tax ?? priced.price;
}

/**
 * The gross prices a priced product shows: the price to pay (`price_incl_tax`), the regular price
 * (`original_price_incl_tax`), the special price when the rule left one (a special price of 0 means none), and
 * the sku they are of (a configurable product's cheapest variant: cheapestChild).
 */
export function pricedDisplayPrice(priced: PricedProduct, currency: string): DisplayPrice & { readonly sku: string } {
  const price = priceToPay(priced);
  const original = priced.original_price_incl_tax ?? price;
  const specialGross = priced.special_price_incl_tax ?? 0;
  const special = (priced.special_price ?? 0) > 0 ? (specialGross > 0 ? specialGross : price) : undefined;
  const shown = priced.type_id === 'configurable' ? cheapestChild(priced.configurable_children ?? []) : undefined;
  return {
    sku: shown?.sku ?? priced.sku,
    price,
    original,
    ...(special !== undefined ? { special } : {}),
    currency,
  };
}
