import { describe, expect, it } from 'vitest';
import { buildSearchQuery } from '../../../../src/domain/listing/search-query.ts';
import { storeView } from '../../../../src/config/index.ts';
import {
  entryOfItem,
  fallbackSearch,
  groupsFromAggregations,
  RESULT_FIELDS,
  searchRequest,
  searchText,
  type FilterLabels,
  type SearchEntry,
} from '../../../../src/islands/search/logic.ts';
import type { ListingOption } from '../../../../src/islands/listing/state.ts';

/** As the search page makes them: the configured filters in their order, then the price (listingFilterCodes). */
const LABELS: FilterLabels = {
  color: { label: 'Colour', options: { '10': 'White', '11': '' } },
  seria: { label: 'Line', options: { '1': 'A', '3': 'E' } },
  price: { label: 'Price', options: {} },
};
const PRICES: ListingOption[] = [
  { id: '0-50', label: '< 50', type: 'price', from: 0, to: 50, count: 0 },
  { id: '150-', label: '> 150', type: 'price', from: 150, count: 0 },
];

describe('the search text', () => {
  it('needs at least three characters after trimming', () => {
    expect(searchText({ q: ' kr ' })).toBeUndefined();
    expect(searchText({})).toBeUndefined();
    expect(searchText({ q: ' kre ' })).toBe('kre');
  });
});

describe('the search request', () => {
  it('carries the text, the known filters and the aggregations, and becomes the spec DSL', () => {
    const request = searchRequest('pl', 'kremm', { q: 'kremm', seria: ['1', '9'], price: ['150-'] }, LABELS, PRICES);
    expect(request.searchQuery.filters).toEqual([
      { attribute: 'seria', value: ['1'], scope: 'default' },
      { attribute: 'final_price', value: { gte: 150 }, scope: 'default' },
    ]);
    const dsl = buildSearchQuery(request);
    expect(dsl.query.bool.must).toEqual([
      {
        multi_match: {
          query: 'kremm',
          fields: ['name^4', 'sku^2', 'category.name^1'],
          fuzziness: 2,
          minimum_should_match: '75%',
        },
      },
    ]);
    expect(dsl.min_score).toBe(0.02);
    expect(dsl.size).toBe(50);
    expect(Object.keys(dsl.aggs ?? {})).toContain('agg_terms_seria');
    expect(Object.keys(dsl.aggs ?? {})).toContain('agg_range_price');
  });
});

describe('the fields a search asks for', () => {
  it('are the fields a result entry reads, sent as _source includes', () => {
    const dsl = buildSearchQuery(searchRequest('pl', 'krem', { q: 'krem' }, LABELS, PRICES));
    expect(dsl._source).toEqual({ includes: [...RESULT_FIELDS] });
  });

  it('are enough to build a result entry: link, price, image and line', () => {
    const hit = {
      sku: 'DY-E-1',
      name: 'Emolia krem',
      image: '/p/e1.jpg',
      type_id: 'simple' as const,
      slug: 'emolia-krem-1',
      url_key: 'emolia-krem-1',
      url_path: 'emolia-krem-1',
      price: 32.52,
      price_incl_tax: 40,
      final_price_incl_tax: 35.99,
      seria: 3,
    };
    const entry = entryOfItem(hit, { store: storeView('pl'), urlDispatcher: false, appendStoreCode: true });
    expect(entry).toEqual({
      sku: 'DY-E-1',
      name: 'Emolia krem',
      url: '/produkt/emolia-krem-1',
      price: 35.99,
      image: '/img/310/300/resize/p/e1.jpg',
      line: 'E',
    });
  });
});

describe('filter groups from aggregations', () => {
  it('labels term buckets, drops empty labels and empty buckets, and counts price ranges', () => {
    const groups = groupsFromAggregations(
      {
        agg_terms_seria: {
          buckets: [
            { key: 1, doc_count: 4 },
            { key: 3, doc_count: 0 },
          ],
        },
        agg_terms_color: {
          buckets: [
            { key: '10', doc_count: 2 },
            { key: '11', doc_count: 5 },
          ],
        },
        agg_range_price: {
          buckets: [
            { key: '0-50', from: 0, to: 50, doc_count: 3 },
            { key: '150-*', from: 150, doc_count: 0 },
          ],
        },
      },
      LABELS,
      PRICES,
    );
    expect(groups.map((g) => [g.code, g.options.map((o) => [o.id, o.label, o.count])])).toEqual([
      ['color', [['10', 'White', 2]]],
      ['seria', [['1', 'A', 4]]],
      ['price', [['0-50', '< 50', 3]]],
    ]);
  });
});

describe('the fuse.js fallback', () => {
  const ENTRIES: SearchEntry[] = [
    { sku: 'DS-001', name: 'Krem nawilżający', url: '/produkt/krem', price: 49 },
    { sku: 'E-014', name: 'Emulsja do ciała', url: '/produkt/emulsja', price: 59 },
    { sku: 'S-100', name: 'Sun fluid SPF 50', url: '/produkt/sun', price: 79 },
  ];

  it('finds a product by a misspelt name and by its sku', () => {
    expect(fallbackSearch(ENTRIES, 'kremm').map((e) => e.sku)).toEqual(['DS-001']);
    expect(fallbackSearch(ENTRIES, 'emulsia')[0]?.sku).toBe('E-014');
    expect(fallbackSearch(ENTRIES, 'S-100')[0]?.sku).toBe('S-100');
  });

  it('finds nothing for an unrelated word', () => {
    expect(fallbackSearch(ENTRIES, 'xyzzy')).toEqual([]);
  });
});
