import { describe, expect, it } from 'vitest';
import { nextPriceBoundary, specialPriceBoundaries } from '../../../../backend/catalog/price-boundaries.ts';
import { parseRequestParam, parseSearchRequest } from '../../../../backend/search/dsl-schema.ts';
import { createRequestKeys, searchCacheKey } from '../../../../backend/search/output-cache-key.ts';
import { createOutputCache, entrySize, outputExpiry } from '../../../../backend/search/output-cache.ts';

const at = (iso: string) => Date.parse(iso);
const bytes = (n: number, fill = 'x') => Buffer.from(fill.repeat(n));

describe('special-price boundaries (spec 000 §5: a special price counts within [from, to])', () => {
  it('a window opens at special_from_date and closes right after special_to_date (a date-only end is the whole day)', () => {
    expect(
      specialPriceBoundaries([
        { special_price: 10, special_from_date: '2026-11-20 10:00:00', special_to_date: '2026-11-25' },
        { special_price: 5, special_from_date: null, special_to_date: '2026-11-21 08:30:00' },
      ]),
    ).toEqual([at('2026-11-20T10:00:00Z'), at('2026-11-21T08:30:00.001Z'), at('2026-11-26T00:00:00Z')]);
  });

  it('configurable children count; products without a special price, and unreadable dates, add none', () => {
    expect(
      specialPriceBoundaries([
        { special_price: null, special_from_date: '2026-01-01', special_to_date: '2026-02-01' },
        { special_price: 0, special_from_date: '2026-01-01' },
        { special_price: 3, special_from_date: 'soon' },
        { configurable_children: [{ special_price: 7, special_from_date: '2026-03-01 00:00:00' }] },
        { special_price: 9, special_from_date: '2026-03-01 00:00:00' },
      ]),
    ).toEqual([at('2026-03-01T00:00:00Z')]);
  });

  it('the next boundary is the first strictly after now', () => {
    const list = [10, 20, 30];
    expect(nextPriceBoundary(list, 5)).toBe(10);
    expect(nextPriceBoundary(list, 10)).toBe(20);
    expect(nextPriceBoundary(list, 29)).toBe(30);
    expect(nextPriceBoundary(list, 30)).toBeUndefined();
    expect(nextPriceBoundary([], 0)).toBeUndefined();
  });
});

describe('output cache expiry', () => {
  it('an entry expires at the TTL when no special-price boundary comes first', () => {
    expect(outputExpiry(1000, 86_400_000, [])).toBe(86_401_000);
    expect(outputExpiry(1000, 86_400_000, [500, 1000])).toBe(86_401_000);
  });

  it('an entry expires at the next special-price boundary after the time it was computed', () => {
    expect(outputExpiry(1000, 86_400_000, [500, 1000, 60_000, 90_000])).toBe(60_000);
  });
});

describe('output cache', () => {
  it('a kept answer is served until its expiry, not at or after it', () => {
    const cache = createOutputCache(10_000);
    cache.set('a', bytes(10), 5000, 'v1');
    expect(cache.get('a', 0, 'v1')).toBeUndefined(); // the first look at v1 (nothing was kept before it)
    cache.set('a', bytes(10), 5000, 'v1');
    expect(cache.get('a', 4999, 'v1')?.toString()).toBe('x'.repeat(10));
    expect(cache.get('a', 5000, 'v1')).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
  });

  it('a catalogue change drops every entry, and an answer computed from an older version is not kept', () => {
    const cache = createOutputCache(10_000);
    cache.get('a', 0, 'v1');
    cache.set('a', bytes(10), 9999, 'v1');
    cache.set('b', bytes(10), 9999, 'v1');
    expect(cache.get('a', 1, 'v2')).toBeUndefined();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
    cache.set('b', bytes(10), 9999, 'v1');
    expect(cache.get('b', 1, 'v2')).toBeUndefined();
  });

  it('the byte bound evicts the least recently used entries first', () => {
    const one = entrySize('a', bytes(1000));
    const cache = createOutputCache(3 * one);
    cache.get('a', 0, 'v');
    for (const key of ['a', 'b', 'c']) cache.set(key, bytes(1000, key), 9999, 'v');
    expect(cache.get('a', 1, 'v')?.[0]).toBe('a'.charCodeAt(0)); // a is now the most recently used
    cache.set('d', bytes(1000, 'd'), 9999, 'v');
    expect(cache.get('b', 1, 'v')).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => cache.get(k, 1, 'v')?.length)).toEqual([1000, 1000, 1000]);
    expect(cache.stats()).toEqual({ entries: 3, bytes: 3 * one });
  });

  it('an answer larger than the bound is not kept', () => {
    const cache = createOutputCache(500);
    cache.get('a', 0, 'v');
    cache.set('a', bytes(1000), 9999, 'v');
    expect(cache.get('a', 1, 'v')).toBeUndefined();
  });

  it('a size of 0 switches it off', () => {
    const cache = createOutputCache(0);
    expect(cache.enabled).toBe(false);
    cache.get('a', 0, 'v');
    cache.set('a', bytes(10), 9999, 'v');
    expect(cache.get('a', 1, 'v')).toBeUndefined();
  });
});

describe('output cache key', () => {
  const query = {
    query: { bool: { filter: [{ terms: { category_ids: [10] } }] } },
    size: 3,
    aggs: { a: { terms: { field: 'color' } } },
  };

  it('a GET with request= and a POST of the same query share a key', () => {
    const viaGet = parseSearchRequest(parseRequestParam(JSON.stringify(query)), { request: JSON.stringify(query) }, 1000);
    const viaPost = parseSearchRequest(query, {}, 1000);
    expect(searchCacheKey('idx', 'product', viaGet)).toBe(searchCacheKey('idx', 'product', viaPost));
  });

  it('equivalent spellings share a key: URL size, aggregations for aggs, a _source list for includes', () => {
    const a = parseSearchRequest({ ...query, size: undefined, _source: ['sku'] }, { size: '3' }, 1000);
    const { aggs, ...rest } = query;
    const b = parseSearchRequest({ ...rest, aggregations: aggs, _source: { includes: ['sku'] } }, {}, 1000);
    expect(searchCacheKey('idx', 'product', a)).toBe(searchCacheKey('idx', 'product', b));
  });

  it('the store index, the entity, the query and the customer group tell entries apart; the group token does not', () => {
    const key = (body: unknown, index = 'idx', entity = 'product') =>
      searchCacheKey(index, entity, parseSearchRequest(body, {}, 1000));
    const keys = new Set([
      key(query),
      key(query, 'other'),
      key(query, 'idx', 'category'),
      key({ ...query, size: 4 }),
      key({ ...query, groupId: 1 }),
    ]);
    expect(keys.size).toBe(5);
    expect(key({ ...query, groupToken: 'secret' })).toBe(key(query));
  });
});

describe('keys of parsed requests', () => {
  it('are remembered by raw request, at most the bound in count and characters', () => {
    const keys = createRequestKeys(2, 100);
    keys.set('POST a', 'k1');
    keys.set('POST b', 'k2');
    keys.set('POST c', 'k3');
    expect([keys.get('POST a'), keys.get('POST b'), keys.get('POST c')]).toEqual([undefined, 'k2', 'k3']);
    keys.set(`POST ${'x'.repeat(200)}`, 'k4');
    expect(keys.get(`POST ${'x'.repeat(200)}`)).toBeUndefined();
  });
});
