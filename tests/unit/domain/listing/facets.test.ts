/**
 * Refined filter counts of a listing (spec 000 §4 "Listing and filters"): disjunctive faceting, as the
 * search page's filters count (src/islands/search/groups.ts). An option of group G counts the items that
 * pass every chosen filter of the OTHER groups and have that option.
 */
import { describe, expect, it } from 'vitest';
import { applyListingQuery, facetCounts, type ListingAccess } from '../../../../src/domain/listing/apply.ts';
import type { FilterOption } from '../../../../src/domain/catalog/types.ts';
import { queryToFilters, type UrlQuery } from '../../../../src/domain/listing/filters.ts';

interface Item {
  sku: string;
  color: string[];
  seria: string[];
  price: number;
}

const access: ListingAccess<Item> = {
  values: (item, code) => (code === 'color' ? item.color : code === 'seria' ? item.seria : []),
  price: (item) => item.price,
  sortValue: (item, field) => (field === 'final_price' ? item.price : undefined),
};

const item = (sku: string, color: string[], seria: string[], price: number): Item => ({ sku, color, seria, price });

/** Prices on the buckets' edges (50, 100, 150) test that a bucket holds its lower end, not its upper one. */
const ITEMS: Item[] = [
  item('a', ['red'], ['1'], 40),
  item('b', ['blue'], ['1'], 120),
  item('c', ['red', 'blue'], ['2'], 75),
  item('d', ['green'], ['2'], 40),
  item('e', ['red'], ['3'], 150),
  item('f', ['blue'], ['3'], 100),
  item('g', [], ['1'], 50),
];

const options = (type: string, ids: string[]): FilterOption[] => ids.map((id) => ({ id, label: id, type }));

const AVAILABLE: Record<string, FilterOption[]> = {
  color: options('color', ['red', 'blue', 'green']),
  seria: options('seria', ['1', '2', '3']),
  price: [
    { id: '0-50', label: '< 50', type: 'price', from: 0, to: 50 },
    { id: '50-100', label: '50 - 100', type: 'price', from: 50, to: 100 },
    { id: '100-150', label: '100 - 150', type: 'price', from: 100, to: 150 },
    { id: '150-', label: '≥ 150', type: 'price', from: 150 },
  ],
};

const counts = (query: UrlQuery) => facetCounts(ITEMS, queryToFilters(query, AVAILABLE), AVAILABLE, access);
/** How many items the listing shows for a query (the listing's own engine). */
const shown = (query: UrlQuery) => applyListingQuery(ITEMS, query, AVAILABLE, access).total;

/** The whole list's counts: items per option, counted one by one. */
const WHOLE = {
  color: { red: 3, blue: 3, green: 1 },
  seria: { '1': 3, '2': 2, '3': 2 },
  price: { '0-50': 2, '50-100': 2, '100-150': 2, '150-': 1 },
};

describe('with no filter chosen, every option counts the whole list', () => {
  it('counts each option over every item', () => {
    expect(counts({})).toEqual(WHOLE);
  });

  it('ignores keys that are not filters, unknown codes and values no group offers', () => {
    expect(counts({ sort: 'final_price:asc', page: '2', q: 'krem', size: ['xl'], color: ['purple'] })).toEqual(WHOLE);
  });

  it('counts an option no item has as 0, and counts nothing over no items', () => {
    expect(facetCounts(ITEMS, {}, { ...AVAILABLE, color: options('color', ['red', 'pink']) }, access).color).toEqual({
      red: 3,
      pink: 0,
    });
    expect(facetCounts([], queryToFilters({ color: ['red'] }, AVAILABLE), AVAILABLE, access).seria).toEqual({
      '1': 0,
      '2': 0,
      '3': 0,
    });
  });
});

describe('a chosen option refines the other groups’ counts and leaves its own group’s as if nothing were chosen', () => {
  it('counts the other groups within the chosen option', () => {
    const refined = counts({ color: ['red'] });
    // Red: a (seria 1, 40), c (seria 2, 75), e (seria 3, 150).
    expect(refined.seria).toEqual({ '1': 1, '2': 1, '3': 1 });
    expect(refined.price).toEqual({ '0-50': 1, '50-100': 1, '100-150': 0, '150-': 1 });
  });

  it('keeps the chosen group’s counts whole, so its other options still say what they would show', () => {
    // A count within the fully filtered set (red only) would give blue 1 (c) and green 0.
    expect(counts({ color: ['red'] }).color).toEqual(WHOLE.color);
    expect(counts({ price: ['100-150'] }).price).toEqual(WHOLE.price);
  });

  it('counts an option of another group as the number of items the listing shows once it is added', () => {
    const query = { color: ['red'] };
    const refined = counts(query);
    for (const [code, list] of Object.entries(AVAILABLE))
      if (code !== 'color')
        for (const o of list) expect(refined[code]?.[o.id], `${code}=${o.id}`).toBe(shown({ ...query, [code]: [o.id] }));
  });

  it('shows the dead end before it is chosen: 100 - 150 counts 0 once red is chosen, and shows nothing', () => {
    expect(counts({ color: ['red'] }).price?.['100-150']).toBe(0);
    expect(shown({ color: ['red'], price: ['100-150'] })).toBe(0);
  });
});

describe('price buckets count as the listing filters on price', () => {
  it('a bucket counts the prices from its lower end up to below its upper end, the last one open', () => {
    // 50 counts under 50-100, 100 under 100-150, 150 under 150-: from ≤ price < to.
    expect(counts({ seria: ['1'] }).price).toEqual({ '0-50': 1, '50-100': 1, '100-150': 1, '150-': 0 });
    expect(counts({ seria: ['3'] }).price).toEqual({ '0-50': 0, '50-100': 0, '100-150': 1, '150-': 1 });
  });

  it('counts every bucket as many items as the listing shows with it chosen', () => {
    for (const o of AVAILABLE['price'] ?? []) expect(counts({}).price?.[o.id], o.id).toBe(shown({ price: [o.id] }));
  });

  it('refines the other groups by the chosen buckets: OR within the price, AND with the other groups', () => {
    const refined = counts({ price: ['0-50', '150-'] });
    // a (red, 1, 40), d (green, 2, 40), e (red, 3, 150).
    expect(refined.color).toEqual({ red: 2, blue: 0, green: 1 });
    expect(refined.seria).toEqual({ '1': 1, '2': 1, '3': 1 });
  });
});

describe('several chosen options: OR within a group, AND across groups', () => {
  it('counts the other groups over the items with any of a group’s chosen options', () => {
    const refined = counts({ seria: ['1', '3'] });
    // Seria 1 or 3: a (red, 40), b (blue, 120), e (red, 150), f (blue, 100), g (none, 50).
    expect(refined.color).toEqual({ red: 2, blue: 2, green: 0 });
    expect(refined.price).toEqual({ '0-50': 1, '50-100': 1, '100-150': 2, '150-': 1 });
    expect(refined.seria).toEqual(WHOLE.seria);
  });

  it('counts each group within every other group’s choice, never its own', () => {
    const refined = counts({ color: ['red', 'blue'], price: ['50-100', '100-150'] });
    // color within the price choice (b, c, f, g): red c; blue b, c, f; green none.
    expect(refined.color).toEqual({ red: 1, blue: 3, green: 0 });
    // price within the colour choice (a, b, c, e, f): 40, 120, 75, 150, 100.
    expect(refined.price).toEqual({ '0-50': 1, '50-100': 1, '100-150': 2, '150-': 1 });
    // seria within both (b, c, f).
    expect(refined.seria).toEqual({ '1': 1, '2': 1, '3': 1 });
    for (const o of AVAILABLE['seria'] ?? [])
      expect(refined.seria?.[o.id]).toBe(shown({ color: ['red', 'blue'], price: ['50-100', '100-150'], seria: [o.id] }));
  });

  it('counts a chosen option by the other groups too, even when they leave it nothing', () => {
    // Green and seria 1 have no item in common: each counts 0 under the other's choice.
    const refined = counts({ color: ['green'], seria: ['1'] });
    expect(refined.color?.['green']).toBe(0);
    expect(refined.seria?.['1']).toBe(0);
    expect(refined.seria?.['2']).toBe(1);
  });
});
