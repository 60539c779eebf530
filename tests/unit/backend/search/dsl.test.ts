import { describe, expect, it } from 'vitest';
import { MAX_CLAUSES } from '../../../../backend/search/dsl-clauses.ts';
import { parseSearchRequest } from '../../../../backend/search/dsl-schema.ts';
import { FILTERS, SEARCH } from '../../../../src/config/constants.ts';
import { buildSearchQuery } from '../../../../src/domain/listing/search-query.ts';
import { PRICE_FILTER, WITH_VARIANTS } from '../../../../src/domain/listing/filters.ts';
import { editDistance } from '../../../../backend/search/word-forms.ts';
import { HttpError } from '../../../../backend/http/errors.ts';

const fails = (body: unknown, params = {}) => {
  try {
    parseSearchRequest(body, params, 50);
  } catch (e) {
    expect(e).toBeInstanceOf(HttpError);
    expect((e as HttpError).status).toBe(400);
    return (e as HttpError).message;
  }
  throw new Error('expected a 400');
};

describe('search DSL', () => {
  it('an aggregation may be named __proto__: it is kept in order and checked like the others', () => {
    const agg = { terms: { field: 'color' } };
    const body = JSON.parse(
      `{"aggs":{"a":${JSON.stringify(agg)},"__proto__":${JSON.stringify(agg)},"b":${JSON.stringify(agg)}}}`,
    );
    expect([...parseSearchRequest(body, {}, 50).aggs.keys()]).toEqual(['a', '__proto__', 'b']);
    expect(
      parseSearchRequest(JSON.parse(`{"aggregations":{"__proto__":${JSON.stringify(agg)}}}`), {}, 50).aggs.get('__proto__'),
    ).toEqual({
      kind: 'terms',
      field: 'color',
      size: 10,
    });
    expect(fails(JSON.parse('{"aggs":{"__proto__":{"histogram":{"field":"price"}}}}'))).toMatch(
      /^aggs\.__proto__: .*aggregation/,
    );
    expect(fails({ aggs: { a: { histogram: { field: 'price' } } } })).toMatch(/^aggs\.a: .*aggregation/);
    expect(fails({ aggs: [agg] })).toMatch(/^aggs: /);
  });

  it('a clause outside the subset is refused naming it', () => {
    expect(fails({ query: { wildcard: { name: 'x*' } } })).toBe('Unsupported query clause "wildcard"');
    expect(fails({ query: { bool: { must: [{ script: {} }] } } })).toBe('Unsupported query clause "script"');
  });

  it("options of the subset's clauses that the search would ignore are refused naming them", () => {
    const match = { query: 'krem', fields: ['name^4'] };
    expect(fails({ query: { multi_match: { ...match, type: 'cross_fields' } } })).toMatch(/type/);
    expect(fails({ query: { multi_match: { ...match, analyzer: 'standard' } } })).toMatch(/analyzer/);
    expect(fails({ sort: [{ special_from_date: { order: 'asc', missing: '_first' } }] })).toMatch(/sort/);
    expect(fails({ sort: [{ final_price: { order: 'asc', mode: 'max' } }] })).toMatch(/sort/);
    expect(parseSearchRequest({ sort: [{ final_price: { order: 'asc' } }] }, {}, 50).sort).toEqual([
      { field: 'final_price', order: 'asc' },
    ]);
  });

  it('unknown top-level options are refused naming them', () => {
    expect(fails({ highlight: {} })).toBe('Unsupported search option "highlight"');
  });

  it('the cost bounds are accepted at the bound: 2 full-text clauses, 16 words, 16 aggregations, 10 ranges', () => {
    const words = Array.from({ length: 16 }, (_, i) => `krem${i}`).join(' ');
    const text = { bool: { should: Array.from({ length: 2 }, () => ({ multi_match: { query: words } })) } };
    const aggs = Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`a${i}`, { terms: { field: 'color' } }]));
    const ranges = Array.from({ length: 10 }, (_, i) => ({ from: i * 10, to: i * 10 + 10 }));
    const dsl = parseSearchRequest({ query: text, aggs: { ...aggs, p: { range: { field: 'price', ranges } } } }, {}, 50);
    expect(dsl.aggs.size).toBe(16);
    expect(dsl.query).toMatchObject({ kind: 'bool', should: [{ kind: 'multi_match' }, { kind: 'multi_match' }] });
    // Words are counted as the index splits them: punctuation separates, so `a,b` is two words.
    expect(fails({ query: { multi_match: { query: `${words},extra` } } })).toMatch(/more than 16 words/);
  });

  it('the storefront’s largest search is within every bound: the most filters LISTING_FILTERS takes, all chosen', () => {
    const attributes = Array.from({ length: Math.floor((SEARCH.maxAggregations - 1) / 2) }, (_, i) => `attr_${i}`);
    const words = Array.from({ length: SEARCH.maxQueryWords }, (_, i) => `krem${i}`).join(' ');
    const dsl = buildSearchQuery({
      store: 'pl',
      type: 'product',
      searchQuery: {
        text: words,
        filters: [
          ...attributes.map((attribute) => ({ attribute, value: ['1', '2', '3'], options: { [WITH_VARIANTS]: true } })),
          {
            attribute: FILTERS.priceField,
            value: FILTERS.priceRanges.map((r) => ({ gte: r.from, ...(r.to ? { lt: r.to } : {}) })),
          },
        ],
        aggregations: [...attributes, PRICE_FILTER],
      },
    });
    expect(() => parseSearchRequest(dsl, {}, 50)).not.toThrow();
    // The query's clauses, counted as the parser counts them, leave the bound a wide margin.
    const clauses = (c: unknown): number =>
      typeof c !== 'object' || c === null
        ? 0
        : Array.isArray(c)
          ? c.reduce((n: number, x) => n + clauses(x), 0)
          : Object.entries(c).reduce(
              (n, [k, v]) => n + (['bool', 'term', 'terms', 'range', 'multi_match'].includes(k) ? 1 : 0) + clauses(v),
              0,
            );
    expect(clauses(dsl.query)).toBeLessThan(MAX_CLAUSES / 2);
    expect(fails({ query: { bool: { filter: Array.from({ length: MAX_CLAUSES }, () => ({ term: { color: 1 } })) } } })).toMatch(
      new RegExp(`more than ${MAX_CLAUSES} clauses`),
    );
  });

  it('size is at most 10000 and from is not negative', () => {
    expect(fails({ size: 10001 })).toMatch(/size must be at most 10000/);
    expect(fails({}, { from: -1 })).toMatch(/from must not be negative/);
    expect(fails({ size: 'ten' })).toMatch(/size/);
  });

  it('size, from, groupId and fuzziness are numbers or digit strings: nothing a loose coercion would read as one', () => {
    expect(parseSearchRequest({ size: '3', from: 2 }, {}, 50)).toMatchObject({ size: 3, from: 2 });
    expect(parseSearchRequest({}, { size: '3' }, 50).size).toBe(3);
    expect(parseSearchRequest({ groupId: '1' }, {}, 50).groupId).toBe(1);
    for (const size of [null, '', '0x3', '1e1', ' 3 ', [2], true])
      expect(fails({ size }), JSON.stringify(size)).toMatch(/size must be a number/);
    for (const size of ['', '0x3', '1e1', ' 3 ']) expect(fails({}, { size }), size).toMatch(/size must be a number/);
    expect(fails({}, { from: '-1' })).toMatch(/from must not be negative/);
    for (const groupId of [true, [1], '', '1.0']) expect(fails({ groupId }), String(groupId)).toMatch(/groupId must be a number/);
    const fuzzy = (fuzziness: unknown) => ({ query: { multi_match: { query: 'krem', fuzziness } } });
    expect(fails(fuzzy(true))).toMatch(/fuzziness is AUTO, 0, 1 or 2/);
    expect(parseSearchRequest(fuzzy('1'), {}, 50).query).toMatchObject({ fuzziness: 1 });
  });

  it('URL parameters override the body and fill defaults', () => {
    const dsl = parseSearchRequest(
      { size: 5, sort: 'price:asc' },
      { size: 7, sort: 'name:desc', _source_include: 'sku,name' },
      50,
    );
    expect(dsl.size).toBe(7);
    expect(dsl.sort).toEqual([{ field: 'name', order: 'desc' }]);
    expect(dsl.source).toEqual({ includes: ['sku', 'name'], excludes: [] });
    expect(parseSearchRequest({}, {}, 50).size).toBe(50);
  });

  it('groupId and groupToken are read and stripped from the query', () => {
    const dsl = parseSearchRequest({ groupId: 1, groupToken: 'abc', query: { match_all: {} } }, {}, 50);
    expect(dsl.groupId).toBe(1);
    expect(dsl.groupToken).toBe('abc');
  });

  it('fuzziness follows the term length: none for 1–2 letters, 1 for 3–5, the requested value from 6', () => {
    expect(editDistance('ab', 2)).toBe(0);
    expect(editDistance('abc', 2)).toBe(1);
    expect(editDistance('kremm', 2)).toBe(1);
    expect(editDistance('szampon', 2)).toBe(2);
    expect(editDistance('szampon', 1)).toBe(1);
    expect(editDistance('szampon', 0)).toBe(0);
    expect(editDistance('szampon', 'AUTO')).toBe(2);
  });
});
