import { describe, expect, it } from 'vitest';
import {
  applyListing,
  asksForMore,
  builtResult,
  clearFilters,
  morePage,
  parseQuery,
  pricedAtViewTime,
  querySearch,
  sortIdOf,
  toggleOption,
  withPage,
  withSort,
  type ListingItem,
} from '../../../../src/islands/listing/state.ts';
import { requestedPage } from '../../../../src/domain/listing/paging.ts';
import type { ChosenFilters } from '../../../../src/domain/listing/filters.ts';
import { GROUPS } from './fixtures.ts';

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

const run = (search: string, pageSize = 50) =>
  applyListing(ITEMS, GROUPS, parseQuery(search), { defaultSort: 'latest', pageSize });

describe('the URL query of the listing', () => {
  it('reads attribute keys as lists and sort, page and q as one value, and writes them back', () => {
    const query = parseQuery('?seria=1&seria=3&sort=price-asc&page=2&q=krem&color=');
    expect(query).toEqual({ seria: ['1', '3'], sort: 'price-asc', page: '2', q: 'krem' });
    expect(querySearch(query)).toBe('?seria=1&seria=3&sort=price-asc&page=2&q=krem');
    expect(querySearch({})).toBe('');
  });

  it('reads a key of one value given twice by its first value, as URLSearchParams.get does (an empty one is no value)', () => {
    const search = '?q=krem&q=serum&sort=price-desc&sort=price-asc&page=3&page=2';
    expect(parseQuery(search)).toEqual({ q: 'krem', sort: 'price-desc', page: '3' });
    expect(parseQuery(search).q).toBe(new URLSearchParams(search).get('q'));
    expect(parseQuery('?q=&q=serum')).toEqual({ q: 'serum' });
  });

  it("reads a key named as a property of Object's prototype as any other key: the query's own, with no error", () => {
    const query = parseQuery('?constructor=1&toString=x&__proto__=y&__proto__=z&hasOwnProperty=1&seria=1');
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
    expect(Object.entries(query)).toEqual([
      ['constructor', ['1']],
      ['toString', ['x']],
      ['__proto__', ['y', 'z']],
      ['hasOwnProperty', ['1']],
      ['seria', ['1']],
    ]);
    // and the listing applies the filters it knows, the others ignored
    expect(run('?constructor=1&toString=x&__proto__=y&seria=1').visible).toEqual(['A1', 'A2']);
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
    expect(clearFilters({ seria: ['1'], color: ['10'], sort: 'price-desc' }, GROUPS)).toEqual({ sort: 'price-desc' });
    expect(withPage({ seria: ['1'], page: '2' }, 1)).toEqual({ seria: ['1'] });
    expect(withPage({}, 3)).toEqual({ page: '3' });
  });
});

/** The chosen option ids by attribute code. */
const ids = (filters: ChosenFilters): Record<string, string[]> =>
  Object.fromEntries(Object.entries(filters).map(([code, options]) => [code, options.map((o) => o.id)]));

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
    expect(ids(run('?seria=1&seria=3').filters)).toEqual({ seria: ['1', '3'] });
  });

  it('filters by price buckets, the open one included', () => {
    expect(run('?price=0-50&price=150-').visible).toEqual(['A1', 'S1']);
    expect(run('?price=50-100').visible).toEqual(['A2']);
  });

  it('ignores options the page does not offer', () => {
    const r = run('?seria=99&size=1');
    expect(r.visible).toHaveLength(4);
    expect(r.filters).toEqual({});
  });

  it('gives the chosen filters it read, for the options’ counts: the groups’ options the query names', () => {
    const [line, colour] = [GROUPS[0]!.options[0]!, GROUPS[1]!.options[1]!];
    expect(run('?seria=1&seria=99&color=11&size=1&sort=price-asc&page=2').filters).toEqual({ seria: [line], color: [colour] });
    expect(run('?utm_source=x').filters).toEqual({});
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

describe('the listing priced at view time (pricedAtViewTime)', () => {
  const built: ListingItem[] = [
    { ...item('ON', 30, '2024-03-01'), window: { from: '', to: '2026-11-30', regular: 90 } },
    item('MID', 60, '2024-02-01'),
    {
      ...item('SET', 45, '2024-01-01'),
      parts: [
        { qty: 1, price: 20, special: { from: '2026-11-01', to: '2026-11-30', regular: 35 } },
        { qty: 1, price: 25 },
      ],
    },
  ];
  const during = new Date('2026-11-20T12:00:00Z');
  const after = new Date('2026-12-05T12:00:00Z');
  const sortedAt = (now: Date, search: string) =>
    applyListing(pricedAtViewTime(built, now), GROUPS, parseQuery(search), { defaultSort: 'updated_at:desc' }).visible;

  it('keeps the prices as built inside their windows', () => {
    expect(pricedAtViewTime(built, during)).toEqual(built);
    expect(sortedAt(during, '?sort=price-asc')).toEqual(['ON', 'SET', 'MID']);
  });

  it('sorts by the regular price of a special whose window has ended, and of a set whose part’s window has ended', () => {
    expect(pricedAtViewTime(built, after).map((i) => i.price)).toEqual([90, 60, 60]);
    expect(sortedAt(after, '?sort=price-asc')).toEqual(['MID', 'SET', 'ON']);
  });

  it('filters by price bucket at view time: a special that ended leaves the cheap bucket', () => {
    expect(sortedAt(during, '?price=0-50')).toEqual(['ON', 'SET']);
    expect(sortedAt(after, '?price=0-50')).toEqual([]);
    expect(sortedAt(after, '?price=50-100')).toEqual(['ON', 'MID', 'SET']);
  });
});

const SORTS = [{ id: 'latest' }, { id: 'price-asc' }, { id: 'price-desc' }];

describe('the sort option the URL resolves to', () => {
  it('is found by field and order, whichever form the URL uses', () => {
    expect(sortIdOf(parseQuery('?sort=price-asc'), SORTS, 'latest')).toBe('price-asc');
    expect(sortIdOf(parseQuery('?sort=final_price:asc'), SORTS, 'latest')).toBe('price-asc');
    expect(sortIdOf(parseQuery('?sort=final_price:desc'), SORTS, 'latest')).toBe('price-desc');
    expect(sortIdOf(parseQuery('?sort=updated_at:desc'), SORTS, 'latest')).toBe('latest');
  });

  it('is the default one with no sort, an invalid one or a sort no option is', () => {
    expect(sortIdOf({}, SORTS, 'latest')).toBe('latest');
    expect(sortIdOf(parseQuery('?sort=cheapest'), SORTS, 'latest')).toBe('latest');
    expect(sortIdOf({}, SORTS, 'price-asc')).toBe('price-asc');
    expect(sortIdOf(parseQuery('?sort=updated_at:asc'), SORTS, 'latest')).toBe('latest');
    expect(sortIdOf(parseQuery('?sort=name:asc'), SORTS, 'price-desc')).toBe('price-desc');
  });

  it('is written back in one form, the option id, the default one leaving the URL', () => {
    const query = parseQuery('?sort=final_price:asc&utm_source=x');
    expect(querySearch(withSort(query, 'price-desc', false))).toBe('?utm_source=x&sort=price-desc');
    expect(querySearch(withSort(query, 'latest', true))).toBe('?utm_source=x');
  });
});

describe('whether a query asks for the companion page', () => {
  const asks = (search: string, defaultSort = 'latest') => asksForMore(parseQuery(search), GROUPS, defaultSort);

  it('asks for an option of a filter group, a sort other than the default, or a page above 1', () => {
    expect(asks('?seria=1')).toBe(true);
    expect(asks('?price=0-50&utm_source=x')).toBe(true);
    expect(asks('?sort=price-asc')).toBe(true);
    expect(asks('?sort=final_price:desc')).toBe(true);
    expect(asks('?page=2')).toBe(true);
    expect(asks('', 'price-asc')).toBe(false);
    expect(asks('?sort=latest', 'price-asc')).toBe(true);
  });

  it('ignores keys it does not know, values no group offers, the default sort and an invalid sort or page', () => {
    expect(asks('')).toBe(false);
    expect(asks('?sort=updated_at:asc')).toBe(false);
    expect(asks('?sort=name:desc')).toBe(false);
    expect(asks('?utm_source=x&utm_medium=mail')).toBe(false);
    expect(asks('?fbclid=IwAR0abc')).toBe(false);
    expect(asks('?seria=99&size=1&q=krem')).toBe(false);
    expect(asks('?sort=latest')).toBe(false);
    expect(asks('?sort=updated_at:desc')).toBe(false);
    expect(asks('?sort=cheapest')).toBe(false);
    expect(asks('?page=1')).toBe(false);
    expect(asks('?page=x')).toBe(false);
    expect(asks('?page=-3')).toBe(false);
  });

  it('reads the page as the listing does', () => {
    expect(requestedPage({})).toBe(1);
    expect(requestedPage({ page: '3' })).toBe(3);
    expect(requestedPage({ page: '0' })).toBe(1);
    expect(requestedPage({ page: 'x' })).toBe(1);
  });
});

describe('keys the listing does not know', () => {
  it('stay in the URL through toggles, sorting, paging and clearing', () => {
    const query = parseQuery('?utm_source=x&fbclid=abc');
    const filtered = toggleOption(query, { type: 'seria', id: '1' });
    expect(querySearch(filtered)).toBe('?utm_source=x&fbclid=abc&seria=1');
    expect(withPage(filtered, 2)).toEqual({ utm_source: ['x'], fbclid: ['abc'], seria: ['1'], page: '2' });
    const cleared = clearFilters({ ...withSort(filtered, 'price-asc', false), page: '2', color: ['10'] }, GROUPS);
    expect(cleared).toEqual({ utm_source: ['x'], fbclid: ['abc'], sort: 'price-asc' });
    expect(applyListing(ITEMS, GROUPS, query, { defaultSort: 'latest' }).filters).toEqual({});
  });
});

describe('"load more" before the companion page is in', () => {
  const built = (search: string, total: number, pageSize = 50) =>
    builtResult(GROUPS, parseQuery(search), { defaultSort: 'latest', pageSize, total });

  it('continues from the page the URL names, within the pages there are', () => {
    const third = built('?page=3', 200);
    expect(third.page).toBe(3);
    expect(third.hasMore).toBe(true);
    expect(morePage(third.page, 50, third.total)).toBe(4);
    expect(built('', 200).page).toBe(1);
    expect(morePage(1, 50, 200)).toBe(2);
    expect(built('?page=9', 120).page).toBe(3);
    expect(built('?page=x', 120).page).toBe(1);
  });

  it('stays to try again on the last page (its cards are not in), and is not there when one page holds them all', () => {
    const last = built('?page=3', 120);
    expect(last.page).toBe(3);
    expect(last.hasMore).toBe(true);
    expect(morePage(last.page, 50, last.total)).toBe(3);
    expect(built('', 50).hasMore).toBe(false);
    expect(built('?page=2', 40).page).toBe(1);
  });

  it('keeps the filters and sort the query names', () => {
    const r = built('?seria=1&sort=final_price:asc&utm_source=x', 200);
    expect(r.filters).toEqual({ seria: [GROUPS[0]!.options[0]] });
    expect(r.sort).toEqual({ field: 'final_price', order: 'asc' });
    expect(r.total).toBe(200);
  });
});

describe('"load more" once the companion page is in', () => {
  it('asks for the next page only while its start is below the total', () => {
    const first = run('', 3);
    expect(morePage(first.page, 3, first.total)).toBe(2);
    expect(run('?page=2', 3).hasMore).toBe(false);
    expect(morePage(1, 2, 4)).toBe(2);
    expect(morePage(2, 2, 4)).toBe(2);
  });
});
