/**
 * The lowest price of the last 30 days on a static product page (spec 001 §9): the snapshot's amount
 * for the sku shown (content-sync keeps it on the product as `lowest_prices`), shown only next to a
 * special price active at build time; the live island refreshes it at view time.
 */
import type { DisplayPrice } from '../../catalog/index.ts';
import { lowestPricesSchema } from '../../catalog/schemas.ts';

/** The snapshot's 30-day lowest price of a sku of the product, if known. */
export function snapshotLowest(product: object, sku: string): number | undefined {
  const parsed = lowestPricesSchema.safeParse((product as { lowest_prices?: unknown }).lowest_prices);
  return parsed.success ? parsed.data[sku] : undefined;
}

/** The price with the lowest price of 30 days, while its special price is active (else as it is). */
export function withLowest(price: DisplayPrice, lowest: number | undefined): DisplayPrice {
  return price.special !== undefined && lowest !== undefined ? { ...price, lowest30: lowest } : price;
}
