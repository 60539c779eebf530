/**
 * The 30-day lowest prices of the search results on special (spec 001 §9, LOOK.md "Product card"): the price
 * history of each card's price sku (fetchLowest, as the live island asks it), asked once per page, a few at a time.
 */
import type { SearchEntry } from '../../catalog/search-index.ts';

/** How many price histories the search page asks at a time. */
export const LOWEST_AT_ONCE = 6;

/** The price skus of the entries on special that nobody has asked for yet, each once. */
export function skusToAsk(entries: readonly SearchEntry[], asked: ReadonlySet<string>): string[] {
  const skus = entries.flatMap((e) => (e.original !== undefined && e.priceSku !== undefined ? [e.priceSku] : []));
  return [...new Set(skus)].filter((sku) => !asked.has(sku));
}

/** Asks `ask` for each sku, LOWEST_AT_ONCE at a time, and hands each answer (undefined: unknown) to `answer`. */
export async function askLowest(
  skus: readonly string[],
  ask: (sku: string) => Promise<number | undefined>,
  answer: (sku: string, amount: number | undefined) => void,
): Promise<void> {
  for (let start = 0; start < skus.length; start += LOWEST_AT_ONCE) {
    const chunk = skus.slice(start, start + LOWEST_AT_ONCE);
    const amounts = await Promise.all(chunk.map((sku) => ask(sku)));
    chunk.forEach((sku, i) => answer(sku, amounts[i]));
  }
}
