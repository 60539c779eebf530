/** The search page's filter groups (src/islands/search/groups.ts). */
import { describe, expect, it } from 'vitest';
import { buildSearchQuery } from '../../../../src/domain/listing/search-query.ts';
import { chosenFilters } from '../../../../src/islands/search/query.ts';
import { facetRequest } from '../../../../src/islands/search/requests.ts';
import { facetGroup, groupsFromAggregations, mergeGroups } from '../../../../src/islands/search/groups.ts';
import { toggleOption, type ListingGroup } from '../../../../src/islands/listing/state.ts';
import { BUCKETS, LABELS, PRICES } from './fixtures.ts';

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

  it('counts a value over the products having it and those having it through their variants (agg_terms_{code}_options)', () => {
    const groups = groupsFromAggregations(
      {
        agg_terms_color: { buckets: [{ key: '10', doc_count: 2 }] },
        agg_terms_color_options: {
          buckets: [
            { key: 10, doc_count: 3 },
            { key: 12, doc_count: 1 },
          ],
        },
      },
      { color: { label: 'Colour', options: { '10': 'White', '12': 'Gold' } } },
      [],
    );
    expect(groups.map((g) => [g.code, g.options.map((o) => [o.id, o.count])])).toEqual([
      [
        'color',
        [
          ['10', 5],
          ['12', 1],
        ],
      ],
    ]);
  });
});

describe('the counts of a chosen group (OR within an attribute)', () => {
  const query = { q: 'krem', price: ['0-50'], seria: ['1'] };
  const asked = { text: 'krem', chosen: chosenFilters(query, LABELS, BUCKETS) };

  it('are asked without that group’s own filter, the others kept, aggregating that group only', () => {
    const dsl = buildSearchQuery(facetRequest('pl', asked, LABELS, 'price'));
    // The line's own value or its variants' (seria_options).
    expect(dsl.query.bool.filter).toContainEqual({
      bool: { should: [{ terms: { seria: ['1'] } }, { terms: { seria_options: ['1'] } }], minimum_should_match: 1 },
    });
    expect(JSON.stringify(dsl.query.bool.filter)).not.toContain('final_price');
    expect(dsl.query.bool.must).toHaveLength(1);
    expect(Object.keys(dsl.aggs ?? {})).toEqual(['agg_range_price']);
    expect(dsl.size).toBe(1);
    expect(dsl._source).toEqual({ includes: ['sku'] });
    const seria = buildSearchQuery(facetRequest('pl', asked, LABELS, 'seria'));
    expect(JSON.stringify(seria.query.bool.filter)).not.toContain('"seria"');
    expect(Object.keys(seria.aggs ?? {})).toEqual(['agg_terms_seria', 'agg_terms_seria_options']);
  });

  const facetPrices = facetGroup(
    {
      agg_range_price: {
        buckets: [
          { key: '0-50', from: 0, to: 50, doc_count: 14 },
          { key: '50-100', from: 50, to: 100, doc_count: 22 },
          { key: '100-150', from: 100, to: 150, doc_count: 3 },
          { key: '150-*', from: 150, doc_count: 0 },
        ],
      },
    },
    'price',
    LABELS,
    BUCKETS,
  );
  // The results' own aggregations, within the chosen bucket: the other buckets count 0.
  const own: ListingGroup[] = [
    { code: 'seria', label: 'Line', options: [{ id: '1', label: 'A', type: 'seria', count: 14 }] },
    { code: 'price', label: 'Price', options: [{ ...BUCKETS[0]!, count: 14 }] },
  ];

  it('keep the other options of a chosen group offered, with the count each would add', () => {
    const chosen = chosenFilters({ price: ['0-50'] }, LABELS, BUCKETS);
    const groups = mergeGroups(own, { price: facetPrices }, chosen, LABELS, BUCKETS);
    expect(groups.map((g) => [g.code, g.options.map((o) => [o.id, o.count])])).toEqual([
      ['seria', [['1', 14]]],
      [
        'price',
        [
          ['0-50', 14],
          ['50-100', 22],
          ['100-150', 3],
        ],
      ],
    ]);
    // Choosing a second bucket is a toggle in the list (OR): the query names both.
    expect(toggleOption({ q: 'krem', price: ['0-50'] }, { type: 'price', id: '50-100' })).toEqual({
      q: 'krem',
      price: ['0-50', '50-100'],
    });
  });

  it('keep a chosen option without hits (to take it back), and the results’ options when the counts failed', () => {
    const chosen = chosenFilters({ price: ['150-'], seria: ['3'] }, LABELS, BUCKETS);
    const groups = mergeGroups(own, { price: facetPrices, seria: undefined }, chosen, LABELS, BUCKETS);
    expect(groups.map((g) => [g.code, g.options.map((o) => [o.id, o.count])])).toEqual([
      [
        'seria',
        [
          ['1', 14],
          ['3', 0],
        ],
      ],
      [
        'price',
        [
          ['0-50', 14],
          ['50-100', 22],
          ['100-150', 3],
          ['150-', 0],
        ],
      ],
    ]);
  });

  it('list options in the labels’ order whatever the counts, so a control keeps its place', () => {
    const groups = groupsFromAggregations(
      {
        agg_terms_seria: {
          buckets: [
            { key: 3, doc_count: 9 },
            { key: 1, doc_count: 2 },
          ],
        },
      },
      LABELS,
      PRICES,
    );
    expect(groups[0]?.options.map((o) => o.id)).toEqual(['1', '3']);
  });
});
