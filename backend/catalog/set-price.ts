/**
 * Bundle and grouped products priced from their parts (spec 000 §4: "The grouped price is the sum of the
 * linked prices. The bundle price is the sum of the default (or first) selection per option times its qty,
 * and replaces the price only when that sum is above 0"), so that a search hit and a render-list item of a
 * set answer the price its page shows. The sum is the storefront's (src/catalog/price.ts `pricedParts`):
 * the parts' current gross prices (the special price while active), each taxed at its own class; a part the
 * store view does not sell counts at its link's own price, else 0.
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
 * The set with the gross sum of its parts as its price and no special price of its own: `partGross` answers a
 * part's current gross price (undefined: not sold), `toSource` turns the gross sum into the catalogue's source
 * convention at the set's own tax rate, so that the tax calculation gives the sum back as the set's gross
 * price. The product unchanged when it has no parts or they sum to 0.
 */
export function withPartsPrice(
  product: Product,
  partGross: (sku: string) => number | undefined,
  toSource: (gross: number) => number,
): Product {
  const parts = priceParts(product);
  const prices: Record<string, number> = {};
  for (const part of parts) {
    const price = partGross(part.sku);
    if (price !== undefined) prices[part.sku] = price;
  }
  const total = summedPrice(parts, prices);
  if (total === undefined) return product;
  const out: Record<string, unknown> = { ...product, price: toSource(total) };
  for (const field of OWN_PRICE_FIELDS) {
    for (const suffix of ['', '_tax', '_incl_tax']) delete out[`${field}${suffix}`];
  }
  return out as unknown as Product;
}
