import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FilterOption } from '../../../../src/domain/catalog/types.ts';
import {
  aggregationSize,
  DEFAULT_FILTERS,
  dropEmptyLabelOptions,
  filtersToQuery,
  filtersToQueryFilters,
  listingFilterCodes,
  otherGroupsFilters,
  priceRanges,
  queryValue,
  queryableAttributes,
  queryToFilters,
  toggleFilter,
  topTerms,
} from '../../../../src/domain/listing/filters.ts';

const red: FilterOption = { id: '49', label: 'Red', type: 'color' };
const blue: FilterOption = { id: '50', label: 'Blue', type: 'color' };
const lineA: FilterOption = { id: '1', label: 'A', type: 'seria', single: true };
const lineE: FilterOption = { id: '3', label: 'E', type: 'seria', single: true };

describe('toggleFilter', () => {
  it('a system filter toggles its single value', () => {
    const sorted = toggleFilter({}, { type: 'sort', id: 'final_price:asc' });
    expect(sorted).toEqual({ sort: 'final_price:asc' });
    expect(toggleFilter(sorted, { type: 'sort', id: 'final_price:desc' })).toEqual({ sort: 'final_price:desc' });
    expect(toggleFilter(sorted, { type: 'sort', id: 'final_price:asc' })).toEqual({});
  });
  it('other filters toggle values in a list', () => {
    const one = toggleFilter({}, red);
    expect(one).toEqual({ color: ['49'] });
    const two = toggleFilter(one, blue);
    expect(two).toEqual({ color: ['49', '50'] });
    expect(toggleFilter(two, red)).toEqual({ color: ['50'] });
    expect(toggleFilter({ color: '49', sort: 'x:asc' }, red)).toEqual({ sort: 'x:asc' });
  });
  it('a filter marked single replaces its value', () => {
    expect(toggleFilter({ seria: ['1'] }, lineE)).toEqual({ seria: ['3'] });
    expect(toggleFilter({ seria: ['1'] }, lineA)).toEqual({});
  });
  it('does not change the query it is given', () => {
    const query = { color: ['49'] };
    toggleFilter(query, blue);
    expect(query).toEqual({ color: ['49'] });
  });
});

describe('filtersToQuery / queryToFilters', () => {
  const available = { color: [red, blue], seria: [lineA, lineE] };
  it('round-trips chosen filters through the URL query', () => {
    const chosen = { color: [red, blue], seria: [lineE] };
    const query = filtersToQuery(chosen);
    expect(query).toEqual({ color: ['49', '50'], seria: ['3'] });
    expect(queryToFilters(query, available)).toEqual(chosen);
  });
  it('skips system keys, unknown attributes, unknown values and empty lists', () => {
    expect(queryToFilters({ sort: 'a:asc', color: ['49', '99'], size: '1' }, available)).toEqual({ color: [red] });
    expect(filtersToQuery({ color: [] })).toEqual({});
  });
  it("skips a key named as a property of Object's prototype: it names no group of the page", () => {
    const query = Object.fromEntries([
      ['constructor', ['1']],
      ['toString', 'x'],
      ['__proto__', ['49']],
      ['color', ['49']],
    ]) as Record<string, string | string[]>;
    expect(queryToFilters(query, available)).toEqual({ color: [red] });
    // toggling keeps such keys as the query's own, and touches only its own group
    const toggled = toggleFilter(query, blue);
    expect(Object.getPrototypeOf(toggled)).toBe(Object.prototype);
    expect(Object.entries(toggled)).toEqual([
      ['constructor', ['1']],
      ['toString', 'x'],
      ['__proto__', ['49']],
      ['color', ['49', '50']],
    ]);
  });
});

describe('filtersToQueryFilters', () => {
  const p1: FilterOption = { id: '0-50', label: '', type: 'price', from: 0, to: 50 };
  const p2: FilterOption = { id: '50-100', label: '', type: 'price', from: 50, to: 100 };
  const p3: FilterOption = { id: '100-150', label: '', type: 'price', from: 100, to: 150 };
  const p4: FilterOption = { id: '150-', label: '', type: 'price', from: 150 };

  it('turns price buckets into ranges on the gross final price and other options into lists, variants included', () => {
    expect(filtersToQueryFilters({ price: [p1, p2], color: [red], seria: [] })).toEqual([
      { attribute: 'final_price', value: { gte: 0, lt: 100 }, scope: 'default' },
      { attribute: 'color', value: ['49'], scope: 'default', options: { withVariants: true } },
    ]);
    expect(filtersToQueryFilters({ price: [p3, p4] })).toEqual([
      { attribute: 'final_price', value: { gte: 100 }, scope: 'default' },
    ]);
  });

  it('keeps buckets that do not touch apart: any of them matches, the prices between them do not', () => {
    expect(filtersToQueryFilters({ price: [p3, p1] })).toEqual([
      {
        attribute: 'final_price',
        value: [
          { gte: 0, lt: 50 },
          { gte: 100, lt: 150 },
        ],
        scope: 'default',
      },
    ]);
    expect(filtersToQueryFilters({ price: [p4, p2, p1] })).toEqual([
      { attribute: 'final_price', value: [{ gte: 0, lt: 100 }, { gte: 150 }], scope: 'default' },
    ]);
  });
});

describe('priceRanges', () => {
  it('joins touching or overlapping buckets, from the lowest up; an open bucket stays open', () => {
    expect(priceRanges([])).toEqual([]);
    expect(priceRanges([{ from: 50, to: 100 }])).toEqual([{ gte: 50, lt: 100 }]);
    expect(
      priceRanges([
        { from: 100, to: 150 },
        { from: 0, to: 50 },
        { from: 50, to: 100 },
      ]),
    ).toEqual([{ gte: 0, lt: 150 }]);
    expect(priceRanges([{ from: 150 }, { from: 120, to: 160 }])).toEqual([{ gte: 120 }]);
    expect(priceRanges([{ from: 0, to: 50 }, { from: 150 }])).toEqual([{ gte: 0, lt: 50 }, { gte: 150 }]);
  });
});

describe('dropEmptyLabelOptions', () => {
  it('filter options with an empty label are dropped', () => {
    expect(dropEmptyLabelOptions([red, { ...blue, label: '' }, { ...blue, label: '  ' }])).toEqual([red]);
    expect(dropEmptyLabelOptions([])).toEqual([]);
  });
});

describe('queryableAttributes', () => {
  it("attribute codes containing '.' are not queried", () => {
    expect(queryableAttributes(['color', 'category.name', 'seria', 'stock.qty'])).toEqual(['color', 'seria']);
  });
});

describe('DEFAULT_FILTERS and aggregationSize', () => {
  it('default filters are color and seria; aggregation size 10, at most 999', () => {
    expect(DEFAULT_FILTERS).toEqual(['color', 'seria']);
    expect(aggregationSize()).toBe(10);
    expect(aggregationSize(5000)).toBe(999);
    expect(aggregationSize(0)).toBe(1);
    expect(aggregationSize(Number.NaN)).toBe(10);
  });
});

describe('listingFilterCodes', () => {
  it('the filter groups are the configured filters (default color and seria), each once, then the price', () => {
    expect(listingFilterCodes()).toEqual(['color', 'seria', 'price']);
    expect(listingFilterCodes(['size', 'color', 'size', 'price', 'category.name'])).toEqual(['size', 'color', 'price']);
    expect(listingFilterCodes([])).toEqual(['price']);
  });
});

describe('toggleFilter (property)', () => {
  it('toggling the same list value twice gives the same set of values back', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 6 }),
        fc.string({ minLength: 1, maxLength: 4 }),
        (values, id) => {
          const query: Record<string, string[]> = values.length > 0 ? { color: values } : {};
          const twice = toggleFilter(toggleFilter(query, { type: 'color', id }), { type: 'color', id });
          // A present value is removed then re-added at the end; an absent one is added then removed.
          const expected = values.includes(id) ? [...values.filter((v) => v !== id), id] : values;
          expect(twice['color'] ?? []).toEqual(expected);
        },
      ),
    );
  });
});

describe('queryValue', () => {
  it('a system filter holds one value: the first of a list', () => {
    expect(queryValue({ sort: 'price-asc' }, 'sort')).toBe('price-asc');
    expect(queryValue({ page: ['2', '3'] }, 'page')).toBe('2');
    expect(queryValue({ page: [] }, 'page')).toBeUndefined();
    expect(queryValue({}, 'q')).toBeUndefined();
  });
});

describe('otherGroupsFilters', () => {
  it("a group's options are counted under every other group's filters, never its own", () => {
    const chosen = { color: [red, blue], seria: [lineA] };
    expect(otherGroupsFilters(chosen, 'color')).toEqual({ seria: [lineA] });
    expect(otherGroupsFilters(chosen, 'seria')).toEqual({ color: [red, blue] });
    expect(otherGroupsFilters(chosen, 'price')).toEqual(chosen);
  });
});

describe('topTerms', () => {
  it('keeps what a stable full sort by count, then key, keeps, for any counts, ties and size', () => {
    const order = new Intl.Collator('en', { numeric: true });
    const reference = (counts: [string, number][], size: number) =>
      [...counts].sort((a, b) => b[1] - a[1] || order.compare(a[0], b[0])).slice(0, size);
    // Keys that the numeric order cannot tell apart ('01', '1'), with or without a number after them, and few
    // counts: ties everywhere.
    const key = fc
      .tuple(
        fc.constantFrom('1', '01', '2', '10', '9', 'a', 'A', 'b', 'sku-3', 'sku-20', 'sku-100', 'x', '001'),
        fc.option(fc.nat(49)),
      )
      .map(([k, n]) => `${k}${n ?? ''}`);
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.nat(3)), { maxLength: 40 }), fc.constantFrom(1, 3, 10, 999), (counts, size) => {
        expect(topTerms(counts, size)).toEqual(reference(counts, size));
      }),
      { numRuns: 1200 },
    );
  });

  it('keeps the buckets of most documents, a tie by key (numbers by value), the first aggregationSize (10) by default', () => {
    const counts = new Map<string, number>(Array.from({ length: 12 }, (_, i) => [String(i + 1), i % 3]));
    expect(topTerms(counts).map(([key]) => key)).toEqual(['3', '6', '9', '12', '2', '5', '8', '11', '1', '4']);
    expect(
      topTerms(
        [
          ['b', 1],
          ['a', 1],
          ['10', 2],
          ['9', 2],
        ],
        3,
      ),
    ).toEqual([
      ['9', 2],
      ['10', 2],
      ['a', 1],
    ]);
    expect(topTerms([], 5)).toEqual([]);
  });
});
