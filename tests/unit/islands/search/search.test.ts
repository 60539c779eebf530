import { describe, expect, it } from 'vitest';
import { buildSearchQuery } from '../../../../src/domain/listing/search-query.ts';
import { storeView } from '../../../../src/config/index.ts';
import {
  chosenFilters,
  chosenSummary,
  pageOf,
  readQuery,
  searchMode,
  searchText,
  type FilterLabels,
  type SearchEntry,
} from '../../../../src/islands/search/query.ts';
import { facetRequest, RESULT_FIELDS, searchLogger, searchRequest } from '../../../../src/islands/search/requests.ts';
import { facetGroup, groupsFromAggregations, mergeGroups } from '../../../../src/islands/search/groups.ts';
import {
  appendEntries,
  entryOfItem,
  fallbackResults,
  fallbackSearch,
  staticMatch,
} from '../../../../src/islands/search/entries.ts';
import { toggleOption, type ListingGroup, type ListingOption } from '../../../../src/islands/listing/state.ts';
import { hasNextPage, nextPageStart } from '../../../../src/domain/listing/paging.ts';

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
/** The spec's four buckets (spec 000 §9), for the tests that combine them. */
const BUCKETS: ListingOption[] = [
  { id: '0-50', label: '< 50', type: 'price', from: 0, to: 50, count: 0 },
  { id: '50-100', label: '50 - 100', type: 'price', from: 50, to: 100, count: 0 },
  { id: '100-150', label: '100 - 150', type: 'price', from: 100, to: 150, count: 0 },
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

describe('what a query asks for', () => {
  it('keeps an empty q, which parseQuery drops, so that a reload of an empty submit shows the same', () => {
    expect(readQuery('?q=')).toEqual({ q: '' });
    expect(readQuery('?q=&seria=1')).toEqual({ q: '', seria: ['1'] });
    expect(readQuery('?q=krem&page=2')).toEqual({ q: 'krem', page: '2' });
    expect(readQuery('')).toEqual({});
  });

  it('is a text search for a term of three characters, with the known filters', () => {
    const mode = searchMode({ q: ' krem ', seria: ['1', '9'], page: '2' }, LABELS, PRICES);
    expect(mode).toMatchObject({ kind: 'search', text: 'krem', key: '?q=krem&seria=1' });
  });

  it('is the minimum-length message for a short term, an empty submit or blanks, with or without filters', () => {
    expect(searchMode(readQuery('?q=kr'), LABELS, PRICES)).toEqual({ kind: 'short' });
    expect(searchMode(readQuery('?q=%20kr%20'), LABELS, PRICES)).toEqual({ kind: 'short' });
    expect(searchMode(readQuery('?q=kr&seria=1'), LABELS, PRICES)).toEqual({ kind: 'short' });
    expect(searchMode(readQuery('?q='), LABELS, PRICES)).toEqual({ kind: 'short' });
    expect(searchMode(readQuery('?q=%20%20'), LABELS, PRICES)).toEqual({ kind: 'short' });
  });

  it('is a filter-only search for known filters without text (a line link, a price bucket)', () => {
    const line = searchMode(readQuery('?seria=1'), LABELS, PRICES);
    expect(line).toEqual({
      kind: 'search',
      chosen: { seria: [{ id: '1', label: 'A', type: 'seria', count: 0 }] },
      key: '?seria=1',
    });
    expect(searchMode(readQuery('?price=150-&page=3'), LABELS, PRICES)).toMatchObject({ kind: 'search', key: '?price=150-' });
    // An empty q with filters: the filters (the input was left empty).
    expect(searchMode(readQuery('?q=&seria=3'), LABELS, PRICES)).toMatchObject({ kind: 'search', key: '?seria=3' });
  });

  it('is nothing without text or known filters (an unknown value, an option without a label, a sort)', () => {
    expect(searchMode({}, LABELS, PRICES)).toEqual({ kind: 'idle' });
    expect(searchMode(readQuery('?seria=99&color=11&sort=price-asc&page=2'), LABELS, PRICES)).toEqual({ kind: 'idle' });
  });

  it('names the chosen filters of a filter-only search, in the groups’ order', () => {
    const chosen = chosenFilters({ price: ['0-50', '150-'], seria: ['3'] }, LABELS, PRICES);
    expect(chosenSummary(chosen, LABELS)).toBe('Line: E; Price: < 50, > 150');
  });

  it('reads the pages of ?page= (1 unless a whole number above 1)', () => {
    expect(pageOf({})).toBe(1);
    expect(pageOf({ page: '3' })).toBe(3);
    expect(pageOf({ page: '0' })).toBe(1);
    expect(pageOf({ page: 'x' })).toBe(1);
    expect(pageOf({ page: '1.5' })).toBe(1);
  });
});

describe('a filter-only search request', () => {
  it('has the filters and aggregations but no text clause and no min_score', () => {
    const request = searchRequest('pl', undefined, { seria: ['1'] }, LABELS, PRICES);
    expect(request.searchQuery).not.toHaveProperty('text');
    const dsl = buildSearchQuery(request);
    expect(dsl.query.bool.must).toBeUndefined();
    expect(dsl.min_score).toBeUndefined();
    expect(dsl.query.bool.filter).toContainEqual({ terms: { seria: ['1'] } });
    expect(Object.keys(dsl.aggs ?? {})).toContain('agg_range_price');
  });
});

describe('paging ("load more")', () => {
  it('asks for a further page from its start, without aggregations', () => {
    const dsl = buildSearchQuery(
      searchRequest('pl', 'krem', { q: 'krem' }, LABELS, PRICES, { from: 50, size: 50, aggregations: false }),
    );
    expect(dsl.from).toBe(50);
    expect(dsl.size).toBe(50);
    expect(dsl.aggs).toBeUndefined();
  });

  it('asks for the next page only while its start is below the total (spec 000 §4)', () => {
    // A first answer of 50 of 105: two more pages, the last one short.
    expect(hasNextPage(nextPageStart(0, 50), 105)).toBe(true);
    expect(hasNextPage(nextPageStart(50, 50), 105)).toBe(true);
    expect(hasNextPage(nextPageStart(100, 50), 105)).toBe(false);
    expect(hasNextPage(nextPageStart(0, 50), 50)).toBe(false);
  });

  it('adds a further page after the entries shown, without one shown already', () => {
    const a: SearchEntry = { sku: 'A', name: 'a', url: '/a', price: 1 };
    const b: SearchEntry = { sku: 'B', name: 'b', url: '/b', price: 2 };
    const c: SearchEntry = { sku: 'C', name: 'c', url: '/c', price: 3 };
    expect(appendEntries([a, b], [b, c]).map((e) => e.sku)).toEqual(['A', 'B', 'C']);
  });
});

describe('the counts of a chosen group (OR within an attribute)', () => {
  const query = { q: 'krem', price: ['0-50'], seria: ['1'] };

  it('are asked without that group’s own filter, the others kept, aggregating that group only', () => {
    const dsl = buildSearchQuery(facetRequest('pl', 'krem', query, LABELS, BUCKETS, 'price'));
    expect(dsl.query.bool.filter).toContainEqual({ terms: { seria: ['1'] } });
    expect(JSON.stringify(dsl.query.bool.filter)).not.toContain('final_price');
    expect(dsl.query.bool.must).toHaveLength(1);
    expect(Object.keys(dsl.aggs ?? {})).toEqual(['agg_range_price']);
    expect(dsl.size).toBe(1);
    expect(dsl._source).toEqual({ includes: ['sku'] });
    const seria = buildSearchQuery(facetRequest('pl', 'krem', query, LABELS, BUCKETS, 'seria'));
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

describe('the fallback over the static index', () => {
  const INDEX: SearchEntry[] = [
    { sku: 'A-1', name: 'Krem A', url: '/a1', price: 30, line: 'A' },
    { sku: 'A-2', name: 'Emulsja A', url: '/a2', price: 160, line: 'A' },
    { sku: 'E-1', name: 'Krem E', url: '/e1', price: 45, line: 'E' },
    { sku: 'E-2', name: 'Szampon E', url: '/e2', price: 70, line: 'E' },
    { sku: 'X-1', name: 'Krem bez linii', url: '/x1', price: 20 },
  ];
  const skus = (entries: readonly SearchEntry[]): string[] => entries.map((e) => e.sku).sort();

  it('applies the line (seria) and price it knows, and cannot tell the colour', () => {
    const one = [{ id: '1', label: 'A', type: 'seria' }];
    expect(staticMatch(INDEX[0]!, 'seria', one)).toBe(true);
    expect(staticMatch(INDEX[2]!, 'seria', one)).toBe(false);
    expect(staticMatch(INDEX[4]!, 'seria', one)).toBe(false);
    expect(staticMatch(INDEX[0]!, 'price', [BUCKETS[0]!])).toBe(true);
    expect(staticMatch(INDEX[1]!, 'price', [BUCKETS[0]!, BUCKETS[3]!])).toBe(true);
    expect(staticMatch(INDEX[3]!, 'price', [BUCKETS[0]!])).toBe(false);
    expect(staticMatch(INDEX[0]!, 'color', [{ id: '10', label: 'White', type: 'color' }])).toBeUndefined();
  });

  it('lists a filter-only query: the line’s products, with the groups it can count', () => {
    const chosen = chosenFilters({ seria: ['1'] }, LABELS, BUCKETS);
    const found = fallbackResults(INDEX, undefined, chosen, LABELS, BUCKETS);
    expect(skus(found.entries)).toEqual(['A-1', 'A-2']);
    // The line group counts over every product (its own filter left out), the price within the line.
    expect(found.groups.map((g) => [g.code, g.options.map((o) => [o.id, o.count])])).toEqual([
      [
        'seria',
        [
          ['1', 2],
          ['3', 2],
        ],
      ],
      [
        'price',
        [
          ['0-50', 1],
          ['150-', 1],
        ],
      ],
    ]);
  });

  it('combines a text with the filters, and leaves out the colour it cannot apply', () => {
    const chosen = chosenFilters({ q: 'krem', price: ['0-50'], color: ['10'] }, LABELS, BUCKETS);
    expect(skus(fallbackResults(INDEX, 'krem', chosen, LABELS, BUCKETS).entries)).toEqual(['A-1', 'E-1', 'X-1']);
    const union = chosenFilters({ price: ['0-50', '50-100'] }, LABELS, BUCKETS);
    expect(skus(fallbackResults(INDEX, undefined, union, LABELS, BUCKETS).entries)).toEqual(['A-1', 'E-1', 'E-2', 'X-1']);
  });

  it('holds every match, beyond a page', () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      sku: `S-${i}`,
      name: `Sun ${i}`,
      url: `/s${i}`,
      price: 60,
      line: 'S',
    }));
    const chosen = chosenFilters({ price: ['50-100'] }, LABELS, BUCKETS);
    expect(fallbackResults(many, undefined, chosen, LABELS, BUCKETS).entries).toHaveLength(120);
  });
});

describe('the logging of a search', () => {
  const calls = (): { sink: (m: string, e: unknown) => void; logged: unknown[] } => {
    const logged: unknown[] = [];
    return { sink: (_m, e) => logged.push(e), logged };
  };

  it('logs a failure once, whether the API client logged it or not', () => {
    const { sink, logged } = calls();
    const logger = searchLogger(new AbortController().signal, sink);
    const seen = new Error('Request failed with status 500');
    logger.log('Request to /api/catalog failed', seen);
    expect(logger.failed(seen)).toBe(true);
    const other = new TypeError('items is not iterable');
    expect(logger.failed(other)).toBe(true);
    expect(logged).toEqual([seen, other]);
  });

  it('does not log a request a newer search aborted: it is no failure', () => {
    const { sink, logged } = calls();
    const controller = new AbortController();
    const logger = searchLogger(controller.signal, sink);
    controller.abort();
    const abort = new DOMException('signal is aborted without reason', 'AbortError');
    logger.log('Request to /api/catalog failed', abort);
    expect(logger.failed(abort)).toBe(false);
    expect(logged).toEqual([]);
  });

  it('logs a timeout, which is a failure (the client’s own timeout, not the caller’s abort)', () => {
    const { sink, logged } = calls();
    const logger = searchLogger(new AbortController().signal, sink);
    const timedOut = new Error('Request to /api/catalog timed out after 5000 ms');
    logger.log(timedOut.message, timedOut);
    expect(logger.failed(timedOut)).toBe(true);
    expect(logged).toEqual([timedOut]);
  });
});
