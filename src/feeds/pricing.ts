/**
 * The prices the feeds quote: the ones the product's page shows, at the build's instant, so that a shopper
 * coming from a feed meets the price it promised: the shownPrice (src/catalog/price.ts) of the product as its
 * page prices it (a set's: the sum of its parts; a variant merged over its parent, as the product page does).
 */
import { shownPrice, type DisplayPrice, type PriceContext } from '../catalog/price.ts';
import type { LinkedLookup } from '../domain/price/parts-price.ts';
import type { FeedPricing, GrossPrices } from '../../feeds/index.ts';

/**
 * A shown price as a feed's: the regular price, with the special price while the special-price rule lets it
 * apply (displayPrice sets `special` only then); no price unless above 0.
 */
export function feedGrossPrices(shown: DisplayPrice): GrossPrices {
  // `original` is the regular price, on special or not (pricedDisplayPrice, partsDisplayPrice).
  const regular = shown.original;
  if (!(Number.isFinite(regular) && regular > 0)) return { price: undefined };
  return shown.special === undefined ? { price: regular } : { price: regular, salePrice: shown.special };
}

/** The feeds' prices of a store view: each item's page price (pages and feeds share one price path). */
export function pagePricing(ctx: PriceContext, linked: LinkedLookup): FeedPricing {
  return (priced) => feedGrossPrices(shownPrice(priced, linked, ctx).price);
}
