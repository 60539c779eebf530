/** content-sync keeps the 30-day lowest price of the skus on sale on their product (spec 001 §9). */
import { describe, expect, it } from 'vitest';
import {
  fetchLowestPrices,
  PRICE_HISTORY_CONCURRENCY,
  skusOnSale,
  withLowestPrices,
} from '../../../content-sync/lowest-prices.ts';
import { ApiUnreachableError, guardedFetch } from '../../../content-sync/errors.ts';

const simple = (sku: string, special?: number) => ({
  sku,
  type_id: 'simple',
  ...(special === undefined ? {} : { special_price: special }),
});

/** A prices API answering from a table (sku → lowest; null: empty history; 'fail': HTTP 500), counting calls in flight. */
function pricesApi(table: Record<string, number | null | 'fail'>) {
  const seen: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetcher = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const sku = url.searchParams.get('sku') ?? '';
    seen.push(`${url.pathname}?sku=${sku}&storeId=${url.searchParams.get('storeId')}`);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((r) => setTimeout(r, 1));
    inFlight--;
    const lowest = table[sku];
    if (lowest === 'fail') return Response.json({ code: 500, result: 'boom' }, { status: 500 });
    const result = { sku, storeId: 4, currency: 'PLN', days: 30, lowest: lowest ?? null, history: [] };
    return Response.json({ code: 200, result }, { status: 200 });
  }) as typeof fetch;
  return { fetcher, seen, maxInFlight: () => maxInFlight };
}

describe('skus on sale', () => {
  it('are a simple product’s own sku when it has a special price', () => {
    expect(skusOnSale(simple('A', 9.99))).toEqual(['A']);
    expect(skusOnSale(simple('A'))).toEqual([]);
    expect(skusOnSale(simple('A', 0))).toEqual([]);
  });

  it('are a configurable product’s variants with a special price', () => {
    const doc = {
      sku: 'C',
      type_id: 'configurable',
      special_price: 5,
      configurable_children: [{ sku: 'C-1', special_price: 4 }, { sku: 'C-2' }, { special_price: 3 }],
    };
    expect(skusOnSale(doc)).toEqual(['C-1']);
  });
});

describe('fetching the lowest prices', () => {
  it('asks the price history of each sku once, for the store view, a few calls at a time', async () => {
    const skus = Array.from({ length: 20 }, (_, i) => `S-${i}`);
    const api = pricesApi(Object.fromEntries(skus.map((s, i) => [s, 10 + i])));
    const { found, missing } = await fetchLowestPrices([...skus, 'S-0'], {
      baseUrl: 'http://api.test',
      storeId: 4,
      fetch: api.fetcher,
    });
    expect(found.size).toBe(20);
    expect(found.get('S-3')).toBe(13);
    expect(missing).toEqual([]);
    expect(api.seen).toHaveLength(20);
    expect(api.seen[0]).toBe('/api/product/price-history?sku=S-0&storeId=4');
    expect(api.maxInFlight()).toBeLessThanOrEqual(PRICE_HISTORY_CONCURRENCY);
    expect(api.maxInFlight()).toBeGreaterThan(1);
  });

  it('leaves out a sku whose history is empty or whose call fails', async () => {
    const api = pricesApi({ A: 5, B: null, C: 'fail' });
    const { found, missing } = await fetchLowestPrices(['A', 'B', 'C'], {
      baseUrl: 'http://api.test',
      storeId: 4,
      fetch: api.fetcher,
    });
    expect([...found]).toEqual([['A', 5]]);
    expect(missing.sort()).toEqual(['B', 'C']);
  });

  it('stops on an unreachable API', async () => {
    const down = guardedFetch('http://api.test', (() => Promise.reject(new TypeError('connect ECONNREFUSED'))) as typeof fetch);
    await expect(fetchLowestPrices(['A'], { baseUrl: 'http://api.test', storeId: 4, fetch: down })).rejects.toBeInstanceOf(
      ApiUnreachableError,
    );
  });

  it('asks nothing when no sku is on sale', async () => {
    const api = pricesApi({});
    expect((await fetchLowestPrices([], { baseUrl: 'http://api.test', storeId: 4, fetch: api.fetcher })).found.size).toBe(0);
    expect(api.seen).toEqual([]);
  });
});

describe('the product entry', () => {
  it('carries the lowest prices of its skus on sale, and is unchanged without any', () => {
    const found = new Map([
      ['A', 7.5],
      ['C-1', 3],
    ]);
    expect(withLowestPrices(simple('A', 6), found)).toEqual({ ...simple('A', 6), lowest_prices: { A: 7.5 } });
    const doc = { sku: 'C', type_id: 'configurable', configurable_children: [{ sku: 'C-1', special_price: 2 }] };
    expect(withLowestPrices(doc, found)).toEqual({ ...doc, lowest_prices: { 'C-1': 3 } });
    const plain = simple('B', 6);
    expect(withLowestPrices(plain, found)).toBe(plain);
  });
});
