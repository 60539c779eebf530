/** The search page's requests and their logging (src/islands/search/requests.ts). */
import { isApiAnswerOf } from '../../../../src/islands/search/use-search-results.ts';
import { describe, expect, it } from 'vitest';
import { buildSearchQuery } from '../../../../src/domain/listing/search-query.ts';
import { SEARCH, storeView } from '../../../../src/config/index.ts';
import type { SearchEntry } from '../../../../src/catalog/search-index.ts';
import { searchMode, type SearchAsked } from '../../../../src/islands/search/query.ts';
import { searchGroup } from '../../../../src/domain/listing/search-group.ts';
import { priceFilterBuckets } from '../../../../src/domain/price/price-filters.ts';
import {
  facetRequest,
  priceRangesOf,
  RESULT_FIELDS,
  RESULT_INCLUDES,
  searchLogger,
  searchRequest,
} from '../../../../src/islands/search/requests.ts';
import { filterSource } from '../../../../backend/search/source-filter.ts';
import { parseSearchRequest } from '../../../../backend/search/dsl-schema.ts';
import { appendEntries, entriesOfHits, type EntryContext } from '../../../../src/islands/search/entries.ts';
import { LABELS, PRICES, RESULT_HIT } from './fixtures.ts';

/** What the island asks for a query (searchMode: its text and its known filters). */
function asked(query: Record<string, string | string[]>): SearchAsked {
  const mode = searchMode(query, LABELS, PRICES);
  if (mode.kind !== 'search') throw new Error(`no search: ${JSON.stringify(query)}`);
  return mode;
}

describe('the search request', () => {
  it('price filter ranges in the store view’s currency: the price aggregation counts the page’s buckets (euro), the specification’s without them', () => {
    const euro = priceRangesOf(priceFilterBuckets({ code: 'EUR', symbol: '€' }));
    const ranges = [{ from: 0, to: 10 }, { from: 10, to: 20 }, { from: 20, to: 30 }, { from: 30 }];
    expect(euro).toEqual(ranges);
    const wanted = asked({ q: 'krem', price: ['30-'] });
    const aggOf = (request: ReturnType<typeof searchRequest>) => buildSearchQuery(request).aggs?.['agg_range_price'];
    expect(aggOf(searchRequest('en', wanted, LABELS, { priceRanges: euro }))).toEqual({
      range: { field: 'final_price', ranges },
    });
    expect(aggOf(facetRequest('en', wanted, LABELS, 'price', { priceRanges: euro }))).toEqual({
      range: { field: 'final_price', ranges },
    });
    expect(aggOf(searchRequest('pl', wanted, LABELS))).toEqual({
      range: {
        field: 'final_price',
        ranges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }],
      },
    });
  });

  it('carries the text, the known filters and the aggregations, and becomes the spec DSL', () => {
    const request = searchRequest('pl', asked({ q: 'kremm', seria: ['1', '9'], price: ['150-'] }), LABELS);
    expect(request.searchQuery.filters).toEqual([
      { attribute: 'seria', value: ['1'], scope: 'default', options: { withVariants: true } },
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

describe('a pasted text longer than the catalogue takes', () => {
  const accepted = (request: ReturnType<typeof searchRequest>) =>
    parseSearchRequest(buildSearchQuery(request), {}, SEARCH.defaultPageSize);
  const unclipped = (request: ReturnType<typeof searchRequest>, text: string) => ({
    ...request,
    searchQuery: { ...request.searchQuery, text },
  });

  it('is searched by its beginning, in a request the catalogue accepts: its length kept to 256 units', () => {
    // Long words: the length binds before the number of words.
    const pasted = 'dermokosmetykowych '.repeat(20);
    const request = searchRequest('pl', asked({ q: pasted }), LABELS);
    // its first 256 UTF-16 units, back to the last whole word (the 256th unit falls inside a word here)
    const first = pasted.slice(0, 256);
    expect(pasted[256]).not.toBe(' ');
    expect(request.searchQuery.text).toBe(first.slice(0, first.lastIndexOf(' ')));
    // what is kept ends where a word of the pasted text ends
    expect(pasted.startsWith(`${request.searchQuery.text ?? ''} `)).toBe(true);
    expect(request.searchQuery.text?.length).toBeLessThanOrEqual(SEARCH.maxQueryLength);
    expect(() => accepted(request)).not.toThrow();
    // the same text unclipped is refused: the check can fail
    expect(() => accepted(unclipped(request, pasted))).toThrow(/256/);
  });

  it('is searched by its first 16 words, in a request the catalogue accepts', () => {
    const pasted = 'krem nawilżający do skóry suchej i wrażliwej '.repeat(3);
    const request = searchRequest('pl', asked({ q: pasted }), LABELS);
    const words = pasted.split(' ').filter((w) => w !== '');
    expect(words.length).toBeGreaterThan(SEARCH.maxQueryWords);
    expect(request.searchQuery.text).toBe(words.slice(0, SEARCH.maxQueryWords).join(' '));
    expect(() => accepted(request)).not.toThrow();
    expect(() => accepted(unclipped(request, pasted))).toThrow(/16 words/);
  });
});

describe("the page's searches carry the shopper's customer group when price tiers are enabled (spec 000 §6)", () => {
  it("with price tiers on: the page's group id (no customer is known yet, so no token) in every request", () => {
    const group = searchGroup({ priceTiers: true, groupId: 4 });
    const requests = [
      searchRequest('pl', asked({ q: 'krem' }), LABELS, { group }),
      searchRequest('pl', asked({ q: 'krem' }), LABELS, { from: 50, aggregations: false, group }),
      facetRequest('pl', asked({ q: 'krem', seria: '1' }), LABELS, 'seria', { group }),
    ];
    for (const request of requests) {
      expect(buildSearchQuery(request)).toMatchObject({ groupId: 4 });
      expect(buildSearchQuery(request)).not.toHaveProperty('groupToken');
    }
  });

  it('with price tiers off: no group', () => {
    const request = searchRequest('pl', asked({ q: 'krem' }), LABELS, { group: searchGroup({ priceTiers: false, groupId: 4 }) });
    expect(buildSearchQuery(request)).not.toHaveProperty('groupId');
    expect(buildSearchQuery(request)).not.toHaveProperty('groupToken');
  });
});

describe('the fields a search asks for', () => {
  it("are the fields a result entry reads, sent as _source includes, with the variants' fields that choose the shown price, the stock state and the size", () => {
    const dsl = buildSearchQuery(searchRequest('pl', asked({ q: 'krem' }), LABELS));
    expect(dsl._source).toEqual({
      includes: [
        ...RESULT_FIELDS,
        'configurable_children.sku',
        'configurable_children.status',
        'configurable_children.price',
        'configurable_children.price_incl_tax',
        'configurable_children.stock',
        'configurable_children.size',
      ],
    });
  });

  const ctx = {
    store: storeView('pl'),
    urlDispatcher: false,
    appendStoreCode: true,
    stockSync: true,
    sizes: { '301': '30 ml', '302': '50 ml', '303': '100 ml' },
  };

  /**
   * The entry of a hit as the API answers the island: the document kept to the fields asked (`_source` includes,
   * through the backend's projection), so that an entry read from a field the search does not ask for reads
   * nothing, then read by entriesOfHits; a hit it leaves out fails the test.
   */
  const entryOf = (doc: Record<string, unknown>, context: EntryContext = ctx): SearchEntry => {
    const fail = (message: string): never => {
      throw new Error(message);
    };
    const [entry] = entriesOfHits([filterSource(doc, RESULT_INCLUDES, [])], context, fail).entries;
    if (!entry) throw new Error('no entry');
    return entry;
  };

  it('are enough to build a result entry: link, price, image, line and size', () => {
    const entry = entryOf(RESULT_HIT);
    expect(entry).toEqual({
      sku: 'DY-E-1',
      name: 'Emolia krem',
      url: '/produkt/emolia-krem-1',
      price: 40,
      stock: 'ok',
      image: '/img/310/300/resize/p/e1.jpg',
      line: 'E',
      size: '50 ml',
    });
    // a size without a label in the store view: no size shown
    expect(entryOf({ ...RESULT_HIT, size: 999 })).not.toHaveProperty('size');
  });

  it('give an entry on special its regular price and the sku its lowest price is asked for', () => {
    const onSale = { ...RESULT_HIT, price: 29.26, price_incl_tax: 35.99, special_price: 29.26, special_price_incl_tax: 35.99 };
    expect(entryOf(onSale)).toMatchObject({ price: 35.99, original: 40, priceSku: 'DY-E-1' });
    // a configurable product's price is its cheapest enabled variant's (the API writes it on the parent)
    // the API writes the size a configurable product lacks as null, and so a variant's
    const configurable = {
      ...onSale,
      size: null,
      type_id: 'configurable' as const,
      configurable_children: [
        {
          sku: 'DY-E-1-00',
          status: 1,
          price: 40,
          price_incl_tax: 49.2,
          stock: { qty: 0, is_in_stock: false, manage_stock: true },
          size: null,
        },
        {
          sku: 'DY-E-1-50',
          status: 1,
          price: 29.26,
          price_incl_tax: 35.99,
          stock: { qty: 0, is_in_stock: false, manage_stock: true },
          size: 302,
        },
        {
          sku: 'DY-E-1-30',
          status: 2,
          price: 20,
          price_incl_tax: 24.6,
          stock: { qty: 9, is_in_stock: true, manage_stock: true },
          size: 301,
        },
        {
          sku: 'DY-E-1-100',
          status: 1,
          price: 40,
          price_incl_tax: 49.2,
          stock: { qty: 0, is_in_stock: false, manage_stock: true },
          size: 303,
        },
      ],
    };
    // its stock state is its enabled variants' (the disabled one's stock does not count); stock sync off: unknown;
    // its size, having none of its own, its first enabled variant's
    expect(entryOf(configurable)).toMatchObject({
      price: 35.99,
      original: 40,
      priceSku: 'DY-E-1-50',
      stock: 'out_of_stock',
      size: '50 ml',
    });
    expect(entryOf(configurable, { ...ctx, stockSync: false }).stock).toBe('volatile');
  });

  it("count the hits a page left out: the API's total counts them, the page's count does not", () => {
    const logged: string[] = [];
    const bad = { ...RESULT_HIT, sku: 'DY-E-9', price_incl_tax: '12,99' };
    const page = entriesOfHits([RESULT_HIT, bad, { ...RESULT_HIT, sku: 'DY-E-2' }], ctx, (m) => logged.push(m));
    expect(page.entries.map((e) => e.sku)).toEqual(['DY-E-1', 'DY-E-2']);
    expect(page.left).toBe(1);
    expect(logged).toHaveLength(1);
    expect(entriesOfHits([RESULT_HIT], ctx, () => undefined).left).toBe(0);
  });
});

describe('a filter-only search request', () => {
  it('has the filters and aggregations but no text clause and no min_score', () => {
    const request = searchRequest('pl', asked({ seria: ['1'] }), LABELS);
    expect(request.searchQuery).not.toHaveProperty('text');
    const dsl = buildSearchQuery(request);
    expect(dsl.query.bool.must).toBeUndefined();
    expect(dsl.min_score).toBeUndefined();
    // The line's own value or its variants' (seria_options).
    expect(dsl.query.bool.filter).toContainEqual({
      bool: { should: [{ terms: { seria: ['1'] } }, { terms: { seria_options: ['1'] } }], minimum_should_match: 1 },
    });
    expect(Object.keys(dsl.aggs ?? {})).toContain('agg_range_price');
  });

  it('is sorted by the listings’ default sort (searchSort), its further pages too; a text search is not', () => {
    const first = buildSearchQuery(searchRequest('pl', asked({ seria: ['1'] }), LABELS, { defaultSort: 'updated_at:desc' }));
    expect(first.sort).toEqual([{ updated_at: { order: 'desc' } }]);
    const further = searchRequest('pl', asked({ seria: ['1'] }), LABELS, { from: 50, defaultSort: 'updated_at:desc' });
    expect(further.sort).toBe('updated_at:desc');
    const text = searchRequest('pl', asked({ q: 'krem' }), LABELS, { defaultSort: 'updated_at:desc' });
    expect(text).not.toHaveProperty('sort');
  });
});

describe('paging ("load more")', () => {
  it('asks for a further page from its start, without aggregations', () => {
    const dsl = buildSearchQuery(searchRequest('pl', asked({ q: 'krem' }), LABELS, { from: 50, size: 50, aggregations: false }));
    expect(dsl.from).toBe(50);
    expect(dsl.size).toBe(50);
    expect(dsl.aggs).toBeUndefined();
  });

  it('adds a further page after the entries shown, without one shown already', () => {
    const a: SearchEntry = { sku: 'A', name: 'a', url: '/a', price: 1 };
    const b: SearchEntry = { sku: 'B', name: 'b', url: '/b', price: 2 };
    const c: SearchEntry = { sku: 'C', name: 'c', url: '/c', price: 3 };
    expect(appendEntries([a, b], [b, c]).map((e) => e.sku)).toEqual(['A', 'B', 'C']);
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

  it('does not log a request a newer search aborted: it is no failure (the client does not log it either)', () => {
    const { sink, logged } = calls();
    const controller = new AbortController();
    const logger = searchLogger(controller.signal, sink);
    controller.abort();
    const abort = new DOMException('signal is aborted without reason', 'AbortError');
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

describe('which results answer a search', () => {
  const results = (source: 'api' | 'offline' | 'fallback' | 'unavailable') =>
    ({ key: 'k', source, entries: [], total: 0, left: 0, start: 0, perPage: 0, groups: [] }) as const;
  it('keeps the API’s results as the answer of their search, not the fallback’s: asked again, the API is asked again', () => {
    expect(isApiAnswerOf(results('api'), 'k')).toBe(true);
    expect(isApiAnswerOf(results('api'), 'other')).toBe(false);
    for (const source of ['offline', 'fallback', 'unavailable'] as const) expect(isApiAnswerOf(results(source), 'k')).toBe(false);
  });
});
