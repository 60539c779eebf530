/**
 * The live island's calls: render-list in batches of RENDER_LIST_BATCH skus, the stock list in
 * batches of STOCK_BATCH, the price history of one sku (and of several, a few at a time: askLowest). A failed call, or one not answered within
 * TIMINGS.liveTimeoutMs, is dropped (its elements keep their static values; spec 001 §8: a failed stock check
 * is an empty answer); nothing is retried.
 */
import type { ApiOptions } from '../../api/http.ts';
import { TIMINGS } from '../../config/constants.ts';
import { priceHistory, renderList } from '../../api/prices.ts';
import { listStock, type StockResult } from '../../api/stock.ts';
import type { PriceSyncItem } from '../../domain/catalog/types.ts';
import type { StockLookup } from './merge.ts';

export interface LiveApi {
  /** Absolute API origin (and optional path prefix). */
  readonly baseUrl: string;
  readonly storeId: number;
  readonly currency: string;
  /**
   * The customer group whose tier prices render-list applies: given only with price tiers enabled (spec 000 §6,
   * searchGroup), so that without them the live prices are the ones the page was built with.
   */
  readonly groupId?: number;
  readonly fetch?: typeof fetch;
  readonly log?: ApiOptions['log'];
  /** Per call; default TIMINGS.liveTimeoutMs. */
  readonly timeoutMs?: number;
}

/** The API base: the data attribute's value, or the page's origin when it is empty (same origin). */
export function apiBaseUrl(attribute: string | undefined, origin: string): string {
  const value = (attribute ?? '').trim();
  return value === '' ? origin : value;
}

function options(api: LiveApi): ApiOptions {
  return {
    baseUrl: api.baseUrl,
    timeoutMs: api.timeoutMs ?? TIMINGS.liveTimeoutMs,
    ...(api.fetch ? { fetch: api.fetch } : {}),
    ...(api.log ? { log: api.log } : {}),
  };
}

/** The render-list items of the batches, by product id; failed batches add nothing. */
export async function fetchPrices(batches: readonly (readonly string[])[], api: LiveApi): Promise<Map<number, PriceSyncItem>> {
  const answers = await Promise.allSettled(
    batches.map((skus) =>
      renderList(
        {
          skus,
          currencyCode: api.currency,
          storeId: api.storeId,
          ...(api.groupId === undefined ? {} : { userGroupId: api.groupId }),
        },
        options(api),
      ),
    ),
  );
  const items = new Map<number, PriceSyncItem>();
  for (const answer of answers) if (answer.status === 'fulfilled') for (const item of answer.value) items.set(item.id, item);
  return items;
}

/**
 * The stock of the batches (one call each); a failed batch leaves its skus unchecked. An item is the stock of
 * its `sku`, or, naming none (spec 000 §7: items carry is_in_stock, qty and product_id), of the sku whose product
 * id it names (`skuById`).
 */
export async function fetchStock(
  batches: readonly (readonly string[])[],
  api: LiveApi,
  skuById: ReadonlyMap<number, string> = new Map(),
): Promise<StockLookup> {
  const answers = await Promise.allSettled(batches.map((skus) => listStock(skus, options(api))));
  const found = new Map<string, StockResult>();
  const checked = new Set<string>();
  answers.forEach((answer, i) => {
    if (answer.status !== 'fulfilled') return;
    for (const sku of batches[i] ?? []) checked.add(sku);
    for (const item of answer.value) {
      const sku = item.sku ?? skuById.get(item.product_id);
      if (sku !== undefined) found.set(sku, item);
    }
  });
  return { found, checked };
}

/** The lowest price of the last 30 days of a sku; undefined when unknown or the call fails. */
export async function fetchLowest(sku: string, api: LiveApi): Promise<number | undefined> {
  try {
    const history = await priceHistory(sku, api.storeId, options(api));
    return history.lowest ?? undefined;
  } catch {
    return undefined;
  }
}

/** How many price histories an island asks at a time. */
export const LOWEST_AT_ONCE = 6;

/**
 * Asks `ask` for the lowest price of each sku, LOWEST_AT_ONCE at a time, and hands each answer (undefined:
 * unknown) to `answer` as its chunk comes in: the live island's cards whose special price started after the build,
 * the search page's cards on special. A sku no longer `wanted` when its turn comes (the search page: a new
 * search replaced its card) is not asked.
 */
export async function askLowest(
  skus: readonly string[],
  ask: (sku: string) => Promise<number | undefined>,
  answer: (sku: string, amount: number | undefined) => void,
  wanted: (sku: string) => boolean = () => true,
): Promise<void> {
  let next = 0;
  while (next < skus.length) {
    const chunk: string[] = [];
    for (; next < skus.length && chunk.length < LOWEST_AT_ONCE; next++) {
      const sku = skus[next] as string;
      if (wanted(sku)) chunk.push(sku);
    }
    const amounts = await Promise.all(chunk.map((sku) => ask(sku)));
    chunk.forEach((sku, i) => answer(sku, amounts[i]));
  }
}
