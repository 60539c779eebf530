/**
 * The 30-day lowest prices of the search results on special (spec 001 §9, LOOK.md "Product card"): the price
 * history of each card's price sku, asked once per page (askLowest of the live island's calls).
 */
import type { SearchEntry } from '../../catalog/search-index.ts';

/** The price skus of the entries on special that nobody has asked for yet, each once. */
export function skusToAsk(entries: readonly SearchEntry[], asked: ReadonlySet<string>): string[] {
  const skus = entries.flatMap((e) => (e.priceSku === undefined ? [] : [e.priceSku]));
  return [...new Set(skus)].filter((sku) => !asked.has(sku));
}
