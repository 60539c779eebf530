/** The clients' caches of answers (spec 000 §7): catalogue search results by query, stock checks per sku. */
import { describe, expect, it, vi } from 'vitest';
import { AnswerCache } from '../../../../src/api/answer-cache.ts';
import { canonicalJson } from '../../../../src/api/canonical-json.ts';
import { SEARCH_CACHE_MAX, searchCatalog } from '../../../../src/api/catalog.ts';
import { checkStock } from '../../../../src/api/stock.ts';
import type { SearchRequest } from '../../../../src/domain/catalog/types.ts';

/** A search API answering one hit named after the call's number; each test its own origin, so no answer of another is cached. */
function searchApi() {
  let calls = 0;
  const fetch = vi.fn<typeof globalThis.fetch>(async () =>
    Response.json({
      took: 1,
      timed_out: false,
      hits: {
        total: { value: 1, relation: 'eq' },
        max_score: 1,
        hits: [{ _index: 'i', _id: '1', _score: 1, _source: { sku: `call-${(calls += 1)}` } }],
      },
    }),
  );
  return {
    fetch,
    opts: { baseUrl: `http://search-${Math.random().toString(36).slice(2)}.test`, fetch, log: () => undefined, cache: true },
  };
}

const search = (text: string): SearchRequest => ({
  store: 'pl',
  type: 'product',
  searchQuery: { text, filters: [{ attribute: 'seria', value: ['1'], scope: 'default' }] },
  size: 20,
  from: 0,
});

describe('Catalogue search: results are cached locally by the query (spec 000 §7)', () => {
  it('asks the API once for a repeated query, and again for another query', async () => {
    const { fetch, opts } = searchApi();
    const first = await searchCatalog(search('krem'), opts);
    expect(first.cache).toBeUndefined();
    expect(await searchCatalog(search('krem'), opts)).toEqual({ ...first, cache: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    await searchCatalog(search('serum'), opts);
    await searchCatalog({ ...search('krem'), from: 20 }, opts);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('takes an equal query written with its keys in another order for the same query', async () => {
    const { fetch, opts } = searchApi();
    await searchCatalog(search('krem'), opts);
    const { from, size, searchQuery, type, store } = search('krem');
    await searchCatalog({ from, size, searchQuery: { filters: searchQuery.filters, text: 'krem' }, type, store }, opts);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('takes filters whose keys are written in another order for the same filters', async () => {
    const { fetch, opts } = searchApi();
    await searchCatalog(search('krem'), opts);
    const reordered = {
      ...search('krem'),
      searchQuery: { text: 'krem', filters: [{ scope: 'default', value: ['1'], attribute: 'seria' }] },
    };
    expect(await searchCatalog(reordered, opts)).toMatchObject({ cache: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps only successful online answers: an offline or failed one is asked again', async () => {
    const { fetch, opts } = searchApi();
    expect(
      (await searchCatalog(search('krem'), { ...opts, offline: true, fetch: () => Promise.reject(new TypeError('down')) }))
        .offline,
    ).toBe(true);
    fetch.mockResolvedValueOnce(Response.json({ code: 500, result: 'busy' }, { status: 500 }));
    await expect(searchCatalog(search('krem'), opts)).rejects.toThrow('busy');
    const online = await searchCatalog(search('krem'), opts);
    expect(online.offline).toBeUndefined();
    expect(online.items).toMatchObject([{ sku: 'call-1' }]);
    expect(await searchCatalog(search('krem'), opts)).toEqual({ ...online, cache: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing for a caller that does not ask for the cache (a build-time sync sees each run’s catalogue)', async () => {
    const { fetch, opts } = searchApi();
    const uncached = { ...opts, cache: false };
    await searchCatalog(search('krem'), uncached);
    expect((await searchCatalog(search('krem'), uncached)).items).toMatchObject([{ sku: 'call-2' }]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it(`keeps the last ${SEARCH_CACHE_MAX} queries asked, the least recently used going first`, async () => {
    const { fetch, opts } = searchApi();
    for (let i = 0; i < SEARCH_CACHE_MAX; i += 1) await searchCatalog(search(`q${i}`), opts);
    await searchCatalog(search('q0'), opts); // used again: now the most recent
    await searchCatalog(search('one more'), opts); // q1 goes
    expect(fetch).toHaveBeenCalledTimes(SEARCH_CACHE_MAX + 1);
    await searchCatalog(search('q0'), opts);
    expect(fetch).toHaveBeenCalledTimes(SEARCH_CACHE_MAX + 1);
    await searchCatalog(search('q1'), opts);
    expect(fetch).toHaveBeenCalledTimes(SEARCH_CACHE_MAX + 2);
  });
});

/** A stock API answering the qty of its call's number; each test its own origin. */
function stockApi() {
  let calls = 0;
  const fetch = vi.fn<typeof globalThis.fetch>(async () =>
    Response.json({ code: 200, result: { sku: 'A', product_id: 1, qty: (calls += 1), is_in_stock: true } }),
  );
  return { fetch, opts: { baseUrl: `http://stock-${Math.random().toString(36).slice(2)}.test`, fetch, log: () => undefined } };
}

describe('A stock check dispatched per sku is cached unless skipCache is set (spec 000 §7)', () => {
  it('answers a repeated check of a sku from the cache, and asks for another sku', async () => {
    const { fetch, opts } = stockApi();
    expect(await checkStock('A', opts)).toMatchObject({ qty: 1 });
    expect(await checkStock('A', opts)).toMatchObject({ qty: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    await checkStock('B', opts);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks again with skipCache, and the new answer replaces the cached one', async () => {
    const { fetch, opts } = stockApi();
    await checkStock('A', opts);
    expect(await checkStock('A', { ...opts, skipCache: true })).toMatchObject({ qty: 2 });
    expect(await checkStock('A', opts)).toMatchObject({ qty: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed check (an empty object)', async () => {
    const { fetch, opts } = stockApi();
    fetch.mockResolvedValueOnce(Response.json({ code: 503, result: 'busy' }, { status: 503 }));
    expect(await checkStock('A', opts)).toEqual({});
    expect(await checkStock('A', opts)).toMatchObject({ qty: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('the answer cache', () => {
  it('drops the least recently used key past its bound', () => {
    const cache = new AnswerCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });

  it('writes equal values with their keys in any order as one text, arrays kept in order', () => {
    expect(canonicalJson({ b: [2, 1], a: { d: 1, c: null } })).toBe(canonicalJson({ a: { c: null, d: 1 }, b: [2, 1] }));
    expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }));
    expect(canonicalJson({ f: [{ b: 1, a: 2 }] })).toBe(canonicalJson({ f: [{ a: 2, b: 1 }] }));
  });

  it('writes what has no JSON form as JSON does: undefined members left out, a Date as its text, `__proto__` kept as data', () => {
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson({ b: undefined, a: [undefined, 1] })).toBe('{"a":[null,1]}');
    expect(canonicalJson({ at: new Date('2026-11-25T00:00:00Z') })).toBe('{"at":"2026-11-25T00:00:00.000Z"}');
    const parsed = JSON.parse('{"z":1,"__proto__":{"x":1}}') as unknown;
    expect(canonicalJson(parsed)).toBe('{"__proto__":{"x":1},"z":1}');
    expect(canonicalJson(parsed)).not.toBe(canonicalJson({ z: 1 }));
  });
});
