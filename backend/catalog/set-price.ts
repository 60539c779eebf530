/**
 * Bundle and grouped products priced from their parts (spec 000 §4: "The grouped price is the sum of the
 * linked prices. The bundle price is the sum of the default (or first) selection per option times its qty,
 * and replaces the price only when that sum is above 0"), so that a search hit and a render-list item of a
 * set answer the price its page shows. The parts are the domain's (priceParts); each is priced at its
 * current price, the special price while active, as the storefront prices it; a part the store view does
 * not hold counts at its link's own price, else 0.
 */
import type { Product } from '../../src/domain/catalog/types.ts';
import { summedPrice } from '../../src/domain/price/bundle-price.ts';
import { priceParts } from '../../src/domain/price/grouped-price.ts';

/** The fields a set's own prices are written in; dropped so the tax calculation starts from the summed price. */
const OWN_PRICE_FIELDS = [
  'special_price',
  'special_from_date',
  'special_to_date',
  'final_price',
  'original_price',
  'original_special_price',
  'original_final_price',
] as const;

/**
 * The set with the sum of its parts' current prices as its price (in the catalogue's source convention:
 * `partPrice` answers a part's current price in the same convention, net or gross) and no special price of
 * its own; the product unchanged when it has no parts or they sum to 0. A set and its parts share a tax
 * class in the catalogue; where they do not, the set's class taxes the sum.
 */
export function withPartsPrice(product: Product, partPrice: (sku: string) => number | undefined): Product {
  const parts = priceParts(product);
  const prices: Record<string, number> = {};
  for (const part of parts) {
    const price = partPrice(part.sku);
    if (price !== undefined) prices[part.sku] = price;
  }
  const total = summedPrice(parts, prices);
  if (total === undefined) return product;
  const out: Record<string, unknown> = { ...product, price: total };
  for (const field of OWN_PRICE_FIELDS) {
    for (const suffix of ['', '_tax', '_incl_tax']) delete out[`${field}${suffix}`];
  }
  return out as unknown as Product;
}
