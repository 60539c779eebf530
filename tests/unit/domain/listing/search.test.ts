import { describe, expect, it } from 'vitest';
import type { SearchRequest } from '../../../../src/domain/catalog/types.ts';
import { attributeFilterClause, buildSearchQuery, filterClause } from '../../../../src/domain/listing/search-query.ts';
import { itemSlug, offlineSearchResult, searchResultFromHits } from '../../../../src/domain/listing/search-result.ts';

const request: SearchRequest = {
  store: 'pl',
  type: 'product',
  searchQuery: {
    text: '  krem ',
    filters: [{ attribute: 'category_ids', value: [5] }],
    aggregations: ['color', 'price', 'category.name'],
  },
  size: 20,
  from: 40,
  sort: 'final_price:asc',
};

describe('buildSearchQuery', () => {
  it('emits the catalogue DSL: bool filters, multi_match, min_score, sort, paging and aggregations', () => {
    const dsl = buildSearchQuery(request);
    expect(dsl.query.bool.filter).toEqual([
      { terms: { status: [0, 1] } },
      { terms: { visibility: [2, 3, 4] } },
      { terms: { category_ids: [5] } },
    ]);
    expect(dsl.query.bool.must).toEqual([
      {
        multi_match: {
          query: 'krem',
          fields: ['name^4', 'sku^2', 'category.name^1'],
          fuzziness: 2,
          minimum_should_match: '75%',
        },
      },
    ]);
    expect(dsl.min_score).toBe(0.02);
    expect(dsl.sort).toEqual([{ final_price: { order: 'asc' } }]);
    expect(dsl.from).toBe(40);
    expect(dsl.size).toBe(20);
    expect(dsl.aggs).toEqual({
      agg_terms_color: { terms: { field: 'color', size: 10 } },
      agg_terms_color_options: { terms: { field: 'color_options', size: 10 } },
      agg_range_price: {
        range: {
          field: 'final_price',
          ranges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }],
        },
      },
    });
    expect(dsl._source).toBeUndefined();
    expect(dsl.groupId).toBeUndefined();
  });

  it('carries groupToken and groupId for price tiers', () => {
    const dsl = buildSearchQuery({ ...request, groupToken: 't0k', groupId: 3 });
    expect([dsl.groupToken, dsl.groupId]).toEqual(['t0k', 3]);
  });

  it('has no text clause or min_score without a search text, and normalizes paging', () => {
    const dsl = buildSearchQuery({ ...request, searchQuery: { text: '   ', filters: [] }, size: 0, from: -1, sort: undefined });
    expect(dsl.query.bool.must).toBeUndefined();
    expect(dsl.min_score).toBeUndefined();
    expect(dsl.sort).toBeUndefined();
    expect(dsl.aggs).toBeUndefined();
    expect([dsl.from, dsl.size]).toEqual([0, 50]);
  });

  it('keeps explicit status/visibility filters, defaults categories to active, and passes field lists', () => {
    const products = buildSearchQuery({
      ...request,
      searchQuery: {
        filters: [
          { attribute: 'visibility', value: 4 },
          { attribute: 'configurable_children.sku', value: 'C-1' },
        ],
      },
      includeFields: ['sku'],
      excludeFields: ['description'],
      sort: 'position:asc,name:desc',
    });
    expect(products.query.bool.filter).toEqual([
      { terms: { status: [0, 1] } },
      { term: { visibility: 4 } },
      { term: { 'configurable_children.sku': 'C-1' } },
    ]);
    expect(products._source).toEqual({ includes: ['sku'], excludes: ['description'] });
    expect(products.sort).toEqual([{ position: { order: 'asc' } }, { name: { order: 'desc' } }]);
    const categories = buildSearchQuery({ store: 'pl', type: 'category', searchQuery: { filters: [] }, excludeFields: ['x'] });
    expect(categories.query.bool.filter).toEqual([{ term: { is_active: true } }]);
    expect(categories._source).toEqual({ excludes: ['x'] });
    expect(buildSearchQuery({ store: 'pl', type: 'taxrule', searchQuery: { filters: [] } }).query.bool.filter).toEqual([]);
  });

  it('attributeFilterClause: a shopper’s attribute filter matches the product’s own value or its variants’', () => {
    const both = {
      bool: { should: [{ terms: { color: ['53', '54'] } }, { terms: { color_options: ['53', '54'] } }], minimum_should_match: 1 },
    };
    expect(attributeFilterClause('color', ['53', '54'])).toEqual(both);
    expect(filterClause({ attribute: 'color', value: ['53', '54'], options: { withVariants: true } })).toEqual(both);
    // Without the option (a lookup by sku, a default filter), a plain terms clause.
    expect(filterClause({ attribute: 'sku', value: ['A'] })).toEqual({ terms: { sku: ['A'] } });
  });

  it('filterClause maps an empty list to a terms clause matching nothing, not to a range', () => {
    expect(filterClause({ attribute: 'final_price', value: [] })).toEqual({ terms: { final_price: [] } });
  });

  it('filterClause maps a range', () => {
    expect(filterClause({ attribute: 'product_count', value: { gt: 0 } })).toEqual({ range: { product_count: { gt: 0 } } });
    expect(filterClause({ attribute: 'final_price', value: [{ gte: 0, lt: 50 }, { gte: 150 }] })).toEqual({
      bool: {
        should: [{ range: { final_price: { gte: 0, lt: 50 } } }, { range: { final_price: { gte: 150 } } }],
        minimum_should_match: 1,
      },
    });
  });
});

describe('searchResultFromHits', () => {
  it('items are _source plus _score and slug, with total, start, perPage, aggregations and suggestions', () => {
    const result = searchResultFromHits(
      {
        hits: {
          total: { value: 42, relation: 'eq' },
          hits: [
            { _id: '1', _score: 3.5, _source: { id: 1, name: 'Krem A', url_key: 'krem-a' } },
            { _id: '2', _score: null, _source: { id: 2, name: 'Żel B' } },
            { _id: '3', _score: 1, _source: { id: 3, name: 'C', slug: 'own' } },
          ],
        },
        aggregations: { agg_terms_color: { buckets: [{ key: 49, doc_count: 3 }] } },
        suggest: { s: [] },
      },
      request,
    );
    expect(result.items.map((i) => [i._score, i.slug])).toEqual([
      [3.5, 'krem-a'],
      [0, 'zel-b-2'],
      [1, 'own'],
    ]);
    expect(result.items[0]?.name).toBe('Krem A');
    expect(result).toMatchObject({ total: 42, start: 40, perPage: 20, suggestions: { s: [] } });
    expect(result.aggregations['agg_terms_color']?.buckets[0]?.key).toBe(49);
  });

  it('reads a numeric total and defaults missing aggregations and suggestions', () => {
    const result = searchResultFromHits({ hits: { total: 0, hits: [] } }, { ...request, size: undefined, from: undefined });
    expect(result).toEqual({ items: [], total: 0, start: 0, perPage: 50, aggregations: {}, suggestions: {} });
    expect(itemSlug({}, 'product')).toBe('');
  });

  it('a category without a slug gets the name plus - plus id as its slug, never its url_key (spec 000 §3 Category)', () => {
    const result = searchResultFromHits(
      {
        hits: {
          total: 2,
          hits: [
            { _score: 1, _source: { id: 7, name: 'Twarz i ciało', url_key: 'face' } },
            { _score: 1, _source: { id: 8, name: 'Włosy', slug: 'wlosy', url_key: 'hair' } },
          ],
        },
      },
      { ...request, type: 'category' },
    );
    expect(result.items.map((i) => i.slug)).toEqual(['twarz-i-cialo-7', 'wlosy']);
    expect(itemSlug({ url_key: 'face' }, 'category')).toBe('');
    expect(itemSlug({ url_key: 'krem-a' }, 'product')).toBe('krem-a');
  });

  it('offline: an empty result flagged offline and noresults', () => {
    expect(offlineSearchResult(request)).toMatchObject({ items: [], total: 0, offline: true, noresults: true, start: 40 });
  });
});
