/**
 * The lowest price of the last 30 days (spec 001 §9) of the products on sale, for the static product
 * pages: the prices API answers one sku per call (`GET /api/product/price-history`), so only the skus
 * that carry a special price are asked (a simple product's own, a configurable product's variants'),
 * a few calls at a time. The answer is kept on the product as `lowest_prices` (sku → gross amount);
 * whether a special price is active is decided by the build at its own time, never here. A sku whose
 * call fails or times out is left out (the page then shows no note until the live island fetches it); an
 * unreachable API (ApiUnreachableError) stops the sync like every other call.
 */
import { priceHistory } from '../src/api/prices.ts';
import type { Doc } from './catalog-fetch.ts';
import { ApiUnreachableError } from './errors.ts';

/** Calls in flight at once. */
export const PRICE_HISTORY_CONCURRENCY = 8;

export interface PriceHistorySource {
  readonly baseUrl: string;
  readonly storeId: number;
  readonly fetch: typeof fetch;
  /** Per request, response and body (request-timeout.ts); absent: the API client's default, TIMINGS.httpTimeoutMs (0: no limit). */
  readonly timeoutMs?: number;
}

const onSale = (item: Doc): boolean => typeof item['special_price'] === 'number' && item['special_price'] > 0;

/** The skus of a product that carry a special price: its variants' for a configurable product, else its own. */
export function skusOnSale(product: object): string[] {
  const doc = product as Doc;
  const children = Array.isArray(doc['configurable_children']) ? (doc['configurable_children'] as Doc[]) : [];
  const items = doc['type_id'] === 'configurable' && children.length > 0 ? children : [doc];
  return items.filter(onSale).flatMap((item) => (typeof item['sku'] === 'string' ? [item['sku']] : []));
}

export interface LowestPrices {
  readonly found: Map<string, number>;
  /** Skus whose call failed or whose history is empty. */
  readonly missing: string[];
}

/** The lowest price of each sku, PRICE_HISTORY_CONCURRENCY calls at a time. */
export async function fetchLowestPrices(skus: readonly string[], source: PriceHistorySource): Promise<LowestPrices> {
  const found = new Map<string, number>();
  const missing: string[] = [];
  const queue = [...new Set(skus)];
  const worker = async (): Promise<void> => {
    for (let sku = queue.shift(); sku !== undefined; sku = queue.shift()) {
      try {
        const history = await priceHistory(sku, source.storeId, {
          baseUrl: source.baseUrl,
          fetch: source.fetch,
          timeoutMs: source.timeoutMs,
          log: () => undefined,
        });
        if (history.lowest !== null && history.lowest > 0) found.set(sku, history.lowest);
        else missing.push(sku);
      } catch (error) {
        if (error instanceof ApiUnreachableError) throw error;
        missing.push(sku);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PRICE_HISTORY_CONCURRENCY, queue.length) }, worker));
  return { found, missing };
}

/** The product with the lowest prices of its skus on sale (`lowest_prices`), or as it was when none is known. */
export function withLowestPrices(doc: Doc, found: ReadonlyMap<string, number>): Doc {
  const own = skusOnSale(doc).flatMap((sku) => {
    const amount = found.get(sku);
    return amount === undefined ? [] : [[sku, amount] as const];
  });
  return own.length > 0 ? { ...doc, lowest_prices: Object.fromEntries(own) } : doc;
}
