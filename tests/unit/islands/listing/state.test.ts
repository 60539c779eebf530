import { describe, expect, it } from 'vitest';
import {
  applyListing,
  clearFilters,
  parseQuery,
  querySearch,
  toggleOption,
  withPage,
  withSort,
  type ListingGroup,
  type ListingItem,
} from '../../../../src/islands/listing/state.ts';

const item = (sku: string, price: number, updated: string, values: Record<string, string[]> = {}): ListingItem => ({
  sku,
  price,
  updated_at: updated,
  values,
});

const ITEMS: ListingItem[] = [
  item('A1', 40, '2024-03-01', { seria: ['1'], color: ['10'] }),
  item('E1', 120, '2024-02-01', { seria: ['3'], color: ['10', '11'] }),
  item('A2', 75, '2024-01-01', { seria: ['1'], color: ['11'] }),
  item('S1', 200, '2023-12-01', { seria: ['10'] }),
];

const GROUPS: ListingGroup[] = [
  {
    code: 'seria',
    label: 'Line',
    options: [
      { id: '1', label: 'A', type: 'seria', count: 2 },
      { id: '3', label: 'E', type: 'seria', count: 1 },
      { id: '10', label: 'S', type: 'seria', count: 1 },
    ],
  },
  {
    code: 'color',
    label: 'Colour',
    options: [
      { id: '10', label: 'White', type: 'color', count: 2 },
      { id: '11', label: 'Blue', type: 'color', count: 2 },
    ],
  },
  {
    code: 'price',
    label: 'Price',
    options: [
      { id: '0-50', label: '< 50', type: 'price', from: 0, to: 50, count: 1 },
      { id: '50-100', label: '50 - 100', type: 'price', from: 50, to: 100, count: 1 },
      { id: '150-', label: '> 150', type: 'price', from: 150, count: 1 },
    ],
  },
];

const run = (search: string, pageSize = 50) =>
  applyListing(ITEMS, GROUPS, parseQuery(search), { defaultSort: 'latest', pageSize });

describe('the URL query of the listing', () => {
  it('reads attribute keys as lists and sort, page and q as one value, and writes them back', () => {
    const query = parseQuery('?seria=1&seria=3&sort=price-asc&page=2&q=krem&color=');
    expect(query).toEqual({ seria: ['1', '3'], sort: 'price-asc', page: '2', q: 'krem' });
    expect(querySearch(query)).toBe('?seria=1&seria=3&sort=price-asc&page=2&q=krem');
    expect(querySearch({})).toBe('');
  });

  it('toggles options with the domain rule and starts paging over', () => {
    const on = toggleOption({ seria: ['1'], page: '3' }, { type: 'seria', id: '3' });
    expect(on).toEqual({ seria: ['1', '3'] });
    expect(toggleOption(on, { type: 'seria', id: '1' })).toEqual({ seria: ['3'] });
    expect(toggleOption({ seria: ['1'] }, { type: 'seria', id: '1' })).toEqual({});
  });

  it('leaves the default sort out of the URL and keeps the sort when filters are cleared', () => {
    expect(withSort({ seria: ['1'], page: '2' }, 'price-asc', false)).toEqual({ seria: ['1'], sort: 'price-asc' });
    expect(withSort({ sort: 'price-asc' }, 'latest', true)).toEqual({});
    expect(clearFilters({ seria: ['1'], color: ['10'], sort: 'price-desc' })).toEqual({ sort: 'price-desc' });
    expect(withPage({ seria: ['1'], page: '2' }, 1)).toEqual({ seria: ['1'] });
    expect(withPage({}, 3)).toEqual({ page: '3' });
  });
});

describe('applyListing over the cards data', () => {
  it('shows every card in the default sort (latest first) with no query', () => {
    const r = run('');
    expect(r.visible).toEqual(['A1', 'E1', 'A2', 'S1']);
    expect(r.total).toBe(4);
    expect(r.hasMore).toBe(false);
  });

  it('ORs options within an attribute and ANDs across attributes', () => {
    expect(run('?seria=1&seria=3').visible).toEqual(['A1', 'E1', 'A2']);
    expect(run('?seria=1&color=11').visible).toEqual(['A2']);
    expect(run('?seria=1&seria=3').chosen).toEqual({ seria: ['1', '3'] });
  });

  it('filters by price buckets, the open one included', () => {
    expect(run('?price=0-50&price=150-').visible).toEqual(['A1', 'S1']);
    expect(run('?price=50-100').visible).toEqual(['A2']);
  });

  it('ignores options the page does not offer', () => {
    const r = run('?seria=99&size=1');
    expect(r.visible).toHaveLength(4);
    expect(r.chosen).toEqual({});
  });

  it('sorts by gross price both ways, by option id or field:order', () => {
    expect(run('?sort=price-asc').visible).toEqual(['A1', 'A2', 'E1', 'S1']);
    expect(run('?sort=final_price:desc').visible).toEqual(['S1', 'E1', 'A2', 'A1']);
    expect(run('?sort=price-asc').sort).toEqual({ field: 'final_price', order: 'asc' });
  });

  it('shows pages 1..n and offers more while the next start is below the total', () => {
    const first = run('', 3);
    expect(first.visible).toEqual(['A1', 'E1', 'A2']);
    expect(first.hasMore).toBe(true);
    const second = run('?page=2', 3);
    expect(second.visible).toHaveLength(4);
    expect(second.hasMore).toBe(false);
    expect(run('?page=9', 3).page).toBe(2);
    expect(run('?page=x', 3).page).toBe(1);
  });
});
