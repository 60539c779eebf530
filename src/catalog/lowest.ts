/**
 * The lowest price of the last 30 days on static pages (spec 001 §9; LOOK.md's product card): the
 * snapshot's amount for the sku whose price is shown (content-sync keeps it on the product as
 * `lowest_prices`), shown only next to a special price active at build time; the live island refreshes
 * it at view time (the product page) or hides it when the special price has ended (cards).
 */
import { lowestPriceShown } from '../domain/price/lowest-price.ts';
import type { DisplayPrice } from './price.ts';
import { lowestPricesSchema } from './schemas.ts';

/** The snapshot's 30-day lowest price of a sku of the product, if known. */
export function snapshotLowest(product: object, sku: string): number | undefined {
  const parsed = lowestPricesSchema.safeParse((product as { lowest_prices?: unknown }).lowest_prices);
  return parsed.success ? parsed.data[sku] : undefined;
}

/** The price with the lowest price of 30 days, while its special price is active (lowestPriceShown; else as it is). */
export function withLowest(price: DisplayPrice, lowest: number | undefined): DisplayPrice {
  const shown = lowestPriceShown(price.special !== undefined, lowest);
  return shown === undefined ? price : { ...price, lowest30: shown };
}
