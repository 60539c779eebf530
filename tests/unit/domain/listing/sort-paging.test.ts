import { describe, expect, it } from 'vitest';
import {
  hasNextPage,
  nextPageStart,
  normalizeSearchRequest,
  requestedPage,
  searchRequestSize,
} from '../../../../src/domain/listing/paging.ts';
import {
  parseSort,
  requestedSort,
  sameSort,
  searchSort,
  sortOptions,
  sortToString,
} from '../../../../src/domain/listing/sort.ts';

describe('parseSort', () => {
  it("reads 'field:order' and the sort option ids", () => {
    expect(parseSort('updated_at:desc')).toEqual({ field: 'updated_at', order: 'desc' });
    expect(parseSort('price-asc')).toEqual({ field: 'final_price', order: 'asc' });
    expect(parseSort('category.position:asc')).toEqual({ field: 'category.position', order: 'asc' });
  });
  it('rejects anything else', () => {
    for (const bad of ['', null, undefined, 'price', 'price:up', ':asc', 'a b:asc']) expect(parseSort(bad)).toBeUndefined();
  });
  it('sortToString writes field:order', () => {
    expect(sortToString({ field: 'a', order: 'asc' })).toBe('a:asc');
  });
});

describe('requestedSort', () => {
  it('reads the sort a query names, the first of a list, as parseSort does', () => {
    expect(requestedSort({ sort: 'price-desc' })).toEqual({ field: 'final_price', order: 'desc' });
    expect(requestedSort({ sort: ['final_price:asc', 'price-desc'] })).toEqual({ field: 'final_price', order: 'asc' });
    expect(requestedSort({ sort: 'cheapest' })).toBeUndefined();
    expect(requestedSort({ page: '2' })).toBeUndefined();
  });

  it('reads only a sort one of the options is: another field or order names none', () => {
    expect(requestedSort({ sort: 'updated_at:desc' })).toEqual({ field: 'updated_at', order: 'desc' });
    expect(requestedSort({ sort: 'updated_at:asc' })).toBeUndefined();
    expect(requestedSort({ sort: 'name:asc' })).toBeUndefined();
    expect(requestedSort({ sort: 'price:asc' })).toBeUndefined();
  });
});

describe('sameSort', () => {
  it('is the same field in the same order, and false when either sort is absent', () => {
    expect(sameSort({ field: 'final_price', order: 'asc' }, { field: 'final_price', order: 'asc' })).toBe(true);
    expect(sameSort({ field: 'final_price', order: 'asc' }, { field: 'final_price', order: 'desc' })).toBe(false);
    expect(sameSort({ field: 'final_price', order: 'asc' }, { field: 'updated_at', order: 'asc' })).toBe(false);
    expect(sameSort(undefined, { field: 'updated_at', order: 'desc' })).toBe(false);
    expect(sameSort(undefined, undefined)).toBe(false);
  });
});

describe('sortOptions', () => {
  it('lists Latest, price ascending and price descending with the configured default marked', () => {
    const options = sortOptions('final_price:asc');
    expect(options.map((o) => o.value)).toEqual(['updated_at:desc', 'final_price:asc', 'final_price:desc']);
    expect(options.filter((o) => o.isDefault).map((o) => o.id)).toEqual(['price-asc']);
    expect(options[0]?.labelKey).toBe('sort.latest');
  });
  it('defaults to Latest (updated_at desc) for an unknown default', () => {
    expect(sortOptions('name:asc').find((o) => o.isDefault)?.id).toBe('latest');
  });
});

describe('searchSort', () => {
  it('a search of filters only is sorted by the default sort, a search of a text by relevance (none)', () => {
    expect(searchSort(undefined, 'updated_at:desc')).toBe('updated_at:desc');
    expect(searchSort(undefined, 'price-asc')).toBe('final_price:asc');
    expect(searchSort('krem', 'updated_at:desc')).toBeUndefined();
    // A default naming no option is Latest, as the sort control marks it.
    expect(searchSort(undefined, 'name:asc')).toBe('updated_at:desc');
  });
});

describe('hasNextPage / nextPageStart', () => {
  it('category paging loads the next page only while the start position is below the total', () => {
    expect(hasNextPage(0, 10)).toBe(true);
    expect(hasNextPage(9, 10)).toBe(true);
    expect(hasNextPage(10, 10)).toBe(false);
    expect(hasNextPage(0, 0)).toBe(false);
    expect(nextPageStart(0, 50)).toBe(50);
    expect(nextPageStart(-5, 50)).toBe(50);
  });
});

describe('requestedPage', () => {
  it('the page a query asks for is a whole number of digits, 1 or more', () => {
    expect(requestedPage({ page: '3' })).toBe(3);
    expect(requestedPage({ page: '02' })).toBe(2);
    expect(requestedPage({ page: ['4', '7'] })).toBe(4);
    expect(requestedPage({ page: String(Number.MAX_SAFE_INTEGER) })).toBe(Number.MAX_SAFE_INTEGER);
  });
  it('anything else asks for the first page', () => {
    for (const odd of ['2.5', '-1', 'abc', '0', '', ' 2', '2abc', '1e3', '0x10', '+2', '99999999999999999999'])
      expect(requestedPage({ page: odd }), odd).toBe(1);
    expect(requestedPage({})).toBe(1);
  });
});

describe('searchRequestSize (default product search size)', () => {
  it('asks the rest up to the hits wanted, at most the default product search size of 1000', () => {
    expect(searchRequestSize(0, 50)).toBe(50);
    expect(searchRequestSize(50, 150)).toBe(100);
    expect(searchRequestSize(0, 25_000)).toBe(1000);
    expect(searchRequestSize(24_500, 25_000)).toBe(500);
    expect(searchRequestSize(100, 100)).toBe(0);
    expect(searchRequestSize(-5, 20, 10)).toBe(10);
  });
});

describe('normalizeSearchRequest', () => {
  const base = { store: 'pl', type: 'product' as const, searchQuery: { filters: [] } };
  it('a search size of 0 or less becomes 50; a negative start becomes 0', () => {
    expect(normalizeSearchRequest({ ...base, size: 0, from: -3 })).toMatchObject({ size: 50, from: 0 });
    expect(normalizeSearchRequest({ ...base, size: -1 })).toMatchObject({ size: 50, from: 0 });
    expect(normalizeSearchRequest(base)).toMatchObject({ size: 50, from: 0 });
    expect(normalizeSearchRequest({ ...base, size: 12, from: 24 })).toMatchObject({ size: 12, from: 24 });
  });
});
