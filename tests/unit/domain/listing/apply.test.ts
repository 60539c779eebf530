import { describe, expect, it } from 'vitest';
import { applyListingQuery, isInPriceBucket, matchesFilters, type ListingAccess } from '../../../../src/domain/listing/apply.ts';
import type { FilterOption } from '../../../../src/domain/catalog/types.ts';

interface Item {
  sku: string;
  color: string[];
  price: number;
  updated?: string;
}

const access: ListingAccess<Item> = {
  values: (item, code) => (code === 'color' ? item.color : []),
  price: (item) => item.price,
  sortValue: (item, field) => (field === 'final_price' ? item.price : field === 'updated_at' ? item.updated : undefined),
};

const items: Item[] = [
  { sku: 'a', color: ['red'], price: 40, updated: '2026-01-03' },
  { sku: 'b', color: ['blue'], price: 120, updated: '2026-01-01' },
  { sku: 'c', color: ['red', 'blue'], price: 75 },
  { sku: 'd', color: ['green'], price: 40, updated: '2026-01-02' },
];

const available: Record<string, FilterOption[]> = {
  color: ['red', 'blue', 'green'].map((id) => ({ id, label: id, type: 'color' })),
  price: [
    { id: '0-50', label: '0-50', type: 'price', from: 0, to: 50 },
    { id: '50-100', label: '50-100', type: 'price', from: 50, to: 100 },
    { id: '150-', label: '150-', type: 'price', from: 150 },
  ],
};

const skus = (plan: { matched: Item[] }) => plan.matched.map((i) => i.sku);

describe('applyListingQuery', () => {
  it('filters: AND across attributes, OR within one; unknown codes and values ignored', () => {
    expect(skus(applyListingQuery(items, { color: ['red', 'green'] }, available, access))).toEqual(['a', 'd', 'c']);
    expect(skus(applyListingQuery(items, { color: ['red'], price: ['50-100'] }, available, access))).toEqual(['c']);
    expect(applyListingQuery(items, { size: ['xl'], color: ['purple'] }, available, access).total).toBe(4);
  });

  it('sorts by the query, else the default sort; missing values last; ties keep the input order', () => {
    expect(skus(applyListingQuery(items, { sort: 'final_price:asc' }, available, access))).toEqual(['a', 'd', 'c', 'b']);
    expect(skus(applyListingQuery(items, {}, available, access, { defaultSort: 'final_price:desc' }))).toEqual([
      'b',
      'c',
      'a',
      'd',
    ]);
    expect(skus(applyListingQuery(items, {}, available, access))).toEqual(['a', 'd', 'b', 'c']);
  });

  it('pages by the page size (0 or less → the product page size) and clamps the page asked for', () => {
    const plan = applyListingQuery(items, { page: '9' }, available, access, { pageSize: 3 });
    expect([plan.page, plan.pages, plan.perPage]).toEqual([2, 2, 3]);
    expect(applyListingQuery(items, { page: 'x' }, available, access, { pageSize: 0 }).perPage).toBe(50);
    expect(applyListingQuery([], { page: '-3' }, available, access).page).toBe(1);
  });
});

describe('price buckets and filter matching', () => {
  it('a price lies in a bucket when from ≤ price < to, either end open', () => {
    expect(isInPriceBucket(50, 50, 100)).toBe(true);
    expect(isInPriceBucket(100, 50, 100)).toBe(false);
    expect(isInPriceBucket(1000, 150, undefined)).toBe(true);
    expect(isInPriceBucket(0, undefined, 50)).toBe(true);
  });

  it('a price lies in the bucket of the amount shown to the cent', () => {
    // 81.3008 net with 23 % tax: 99.999984, shown as 100,00.
    expect(isInPriceBucket(81.3008 * 1.23, 50, 100)).toBe(false);
    expect(isInPriceBucket(81.3008 * 1.23, 100, 150)).toBe(true);
    expect(isInPriceBucket(49.994, undefined, 50)).toBe(true);
    expect(isInPriceBucket(49.995, undefined, 50)).toBe(false);
    expect(isInPriceBucket(149.996, 150, undefined)).toBe(true);
  });

  it('an item with no value for a chosen attribute does not match', () => {
    expect(matchesFilters({ sku: 'x', color: [], price: 1 }, { color: available['color']!.slice(0, 1) }, access)).toBe(false);
    expect(matchesFilters({ sku: 'x', color: [], price: 1 }, {}, access)).toBe(true);
  });
});
