import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createCatalogDocs } from '../../../../backend/catalog/store-docs.ts';
import { trackCatalogVersion } from '../../../../backend/catalog/version.ts';
import { parseSearchRequest } from '../../../../backend/search/dsl-schema.ts';
import { executeSearch } from '../../../../backend/search/execute.ts';
import { buildFullTextIndex, searchTerm } from '../../../../backend/search/fulltext.ts';
import {
  MAX_SWAPPED_LETTERS,
  doubleTranspositions,
  matchedClauses,
  transpositions,
  wordForms,
} from '../../../../backend/search/word-forms.ts';
import { searchResponseBytes } from '../../../../backend/search/serialize.ts';
import { fixtureDatabase } from '../fixtures.ts';

const db = fixtureDatabase();
const catalog = createCatalogDocs(db, trackCatalogVersion(db));
const search = (body: unknown, params = {}) =>
  executeSearch('idx', catalog.docs('pl', 'product'), parseSearchRequest(body, params, 1000));
const text = (query: string, extra: Record<string, unknown> = {}) => ({
  query: {
    bool: {
      must: [
        {
          multi_match: {
            query,
            fields: ['name^4', 'sku^2', 'category.name^1'],
            fuzziness: 2,
            minimum_should_match: '75%',
            ...extra,
          },
        },
      ],
    },
  },
  min_score: 0.02,
});
const skus = (r: ReturnType<typeof search>) => r.hits.hits.map((h) => h._source?.['sku']);
/** The normalised scores, by position, of an index of products with these names for a text searched in their names. */
const nameScores = (names: readonly string[], query: string) =>
  buildFullTextIndex(
    'product',
    names.map((name) => ({ name })),
  ).search({ text: query, fields: [{ field: 'name', boost: 1 }], fuzziness: 2, operator: 'or', minimumShouldMatch: '75%' });

describe('catalogue search', () => {
  it('typo tolerance: "kremm" finds the creams', () => {
    const found = skus(search(text('kremm')));
    expect(found).toEqual(expect.arrayContaining(['KR-001', 'KR-002']));
    expect(found).not.toContain('SZ-003');
  });

  it('a swap of two neighbouring letters is one edit, as Elasticsearch’s fuzzy_transpositions: "kerm", "sreum", "szmapon" find their products', () => {
    expect(skus(search(text('kerm')))).toEqual(expect.arrayContaining(['KR-001', 'KR-002']));
    expect(skus(search(text('sreum')))).toContain('SE-005');
    expect(skus(search(text('szmapon')))).toContain('SZ-003');
    // Still one edit in all for words of 3–5 letters: a swap and another change is too far.
    expect(skus(search(text('ekrn')))).toEqual([]);
    // The word as typed ranks above its swapped form, as a fuzzy match does.
    const scores = nameScores(['krem', 'kerm'], 'kerm');
    expect(scores.get(1)).toBe(1);
    expect(scores.get(0)).toBeGreaterThan(0);
    expect(scores.get(0)).toBeLessThan(1);
  });

  it('from 6 letters, a swap and one more edit, or two swaps, are two edits, as Elasticsearch counts them', () => {
    // szampon → szmapon (a swap) → szmapn (a letter left out): three edits without transpositions.
    expect(skus(search(text('szmapn')))).toContain('SZ-003');
    expect(skus(search(text('szmapoon')))).toContain('SZ-003');
    expect(skus(search(text('szmapom')))).toContain('SZ-003');
    // Two swaps: szampon → szmapon → szmaopn.
    expect(skus(search(text('szmaopn')))).toContain('SZ-003');
    // A swap and two more edits, two swaps and one more edit: too far.
    expect(skus(search(text('szmapnx')))).not.toContain('SZ-003');
    expect(skus(search(text('zsmapn')))).not.toContain('SZ-003');
    // Still one edit in all for words of 3–5 letters, and the word as typed ranks first.
    expect(skus(search(text('sremu')))).not.toContain('SE-005');
    const scores = nameScores(['szampon', 'szmapon', 'szmapn'], 'szmapn');
    expect(scores.get(2)).toBe(1);
    expect(scores.get(0)).toBeLessThan(1);
  });

  it('doubleTranspositions: two swaps sharing no letter, each form once, none that one swap gives', () => {
    expect(doubleTranspositions('abcd')).toEqual(['badc']);
    expect(doubleTranspositions('abcde')).toEqual(['badce', 'baced', 'acbed']);
    expect(doubleTranspositions('aabb')).toEqual([]);
    expect(doubleTranspositions('abc')).toEqual([]);
    expect(doubleTranspositions('abab')).toEqual(['baba']);
  });

  it('no transposition is the word, and no form with two swaps is the word or one of its transpositions', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'ż'), maxLength: 9 }), (word) => {
        const singles = transpositions(word);
        expect(singles).not.toContain(word);
        for (const form of doubleTranspositions(word)) expect([word, ...singles]).not.toContain(form);
      }),
    );
  });

  it('MAX_SWAPPED_LETTERS: a word longer than 24 letters is looked up as it is, with its edits but without its swaps', () => {
    const word = (n: number) => Array.from({ length: n }, (_, i) => 'abcdefghij'[(i * 3) % 10]).join('');
    const at = wordForms(word(MAX_SWAPPED_LETTERS), 2);
    expect(at.swapped.length).toBe(MAX_SWAPPED_LETTERS - 1);
    expect(at.swappedTwice.length).toBeGreaterThan(200);
    const beyond = wordForms(`${word(MAX_SWAPPED_LETTERS)}ż`, 2);
    expect(beyond).toEqual({ term: `${word(MAX_SWAPPED_LETTERS)}ż`, swapped: [], swappedTwice: [] });
    // Still found with an edit.
    const names = [word(30)];
    expect(nameScores(names, `${word(29)}x`).get(0)).toBe(1);
  });

  it('transpositions: each swap of two neighbouring different letters, once, by code point', () => {
    expect(transpositions('krem')).toEqual(['rkem', 'kerm', 'krme']);
    expect(transpositions('kremm')).toEqual(['rkemm', 'kermm', 'krmem']);
    expect(transpositions('aa')).toEqual([]);
    expect(transpositions('ż😀a')).toEqual(['😀ża', 'ża😀']);
  });

  it('searchTerm: accents forgiven, so a word typed without them, or decomposed, is the word (asciifolding)', () => {
    // Typed without their accents, the words are the words: the same hits with the same scores, and no edit used up.
    const hits = (query: string) => search(text(query)).hits.hits.map((h) => [h._source?.['sku'], h._score]);
    expect(hits('zel myjacy')).toEqual(hits('żel myjący'));
    expect(hits('zel myjacy')).toEqual([['ZL-007', 1]]);
    expect(hits('szampon lagodny')).toEqual(hits('Szampon łagodny'));
    expect(hits('kojace')).toEqual(hits('kojące'));
    // A name with its accents scores as one typed without them: no edit is counted.
    const scores = nameScores(['Żel myjący', 'Zel myjacy'], 'zel myjacy');
    expect([scores.get(0), scores.get(1)]).toEqual([1, 1]);
    // Pasted decomposed (NFD), with its capital.
    expect(skus(search(text('ŻEL'.normalize('NFD'))))).toContain('ZL-007');
    // A typo on top of a missing accent on a 3–5 letter word is still one edit.
    expect(skus(search(text('zell')))).toContain('ZL-007');
    expect(searchTerm('Łódź')).toBe('lodz');
    expect(searchTerm('\u0301')).toBeNull();
  });

  it('a name match ranks above a category-name-only match (name boost 4, category boost 1)', () => {
    const r = search(text('krem'));
    const pos = (sku: string) => skus(r).indexOf(sku);
    expect(pos('EM-004')).toBeGreaterThan(-1); // "Krem i balsam" category only
    expect(pos('KR-001')).toBeLessThan(pos('EM-004'));
    expect(r.hits.hits[0]?._score).toBe(1);
  });

  it('minimum-should-match 75 %: 3 of 4 query terms are needed', () => {
    expect(skus(search(text('krem ochronny spf zupa')))).toContain('KR-002');
    expect(skus(search(text('krem zupa banan ryba')))).toEqual([]);
  });

  it('matchedClauses: a repeated word of the query counts as often as it is repeated, as Elasticsearch counts clauses', () => {
    expect(matchedClauses([['krem'], ['krem'], ['krem']], ['krem'])).toBe(3);
    expect(matchedClauses([['krem', 'kerm'], ['krem'], ['serum']], ['krem'])).toBe(2);
    expect(matchedClauses([['kerm', 'krem'], ['serum']], ['krem', 'serum'])).toBe(2);
    expect(matchedClauses([['krem'], ['serum']], [])).toBe(0);
    // 75 % of three words is two: a product with the repeated word has three, one with only the other word one.
    const repeated = skus(search(text('krem krem krem')));
    expect(repeated.length).toBeGreaterThan(0);
    expect(repeated).toEqual(skus(search(text('krem'))));
    const mixed = skus(search(text('krem krem szampon')));
    expect(mixed).toContain('KR-001');
    expect(mixed).not.toContain('SZ-003');
  });

  it('operator and requires every term', () => {
    expect(skus(search(text('krem ochronny', { operator: 'and' })))).toEqual(['KR-002']);
  });

  it('term, terms and range filters on dotted paths', () => {
    expect(skus(search({ query: { bool: { filter: [{ term: { 'configurable_children.sku': 'SE-005-50' } }] } } }))).toEqual([
      'SE-005',
    ]);
    expect(skus(search({ query: { bool: { filter: [{ terms: { category_ids: [11, 12] } }] } } }))).toEqual(['KR-002', 'SZ-003']);
    expect(
      skus(
        search({
          query: { bool: { filter: [{ range: { price: { gte: 40, lt: 100 } } }], must_not: [{ term: { status: 2 } }] } },
        }),
      ),
    ).toEqual(['KR-001', 'KR-002']);
    expect(search({ query: { bool: { filter: [{ term: { 'stock.is_in_stock': true } }] } } }).hits.total.value).toBe(7);
  });

  it('should clauses alone require one match', () => {
    expect(skus(search({ query: { bool: { should: [{ term: { sku: 'KR-001' } }, { term: { sku: 'SZ-003' } }] } } }))).toEqual([
      'KR-001',
      'SZ-003',
    ]);
  });

  it('minimum_should_match as Elasticsearch: should clauses alone need one even at 0; more than there are matches nothing', () => {
    const should = [{ term: { sku: 'KR-001' } }, { term: { sku: 'SZ-003' } }];
    expect(skus(search({ query: { bool: { should, minimum_should_match: 0 } } }))).toEqual(['KR-001', 'SZ-003']);
    expect(search({ query: { bool: { should, minimum_should_match: 3 } } }).hits.total.value).toBe(0);
    // Beside a filter, minimum_should_match 0 leaves the should clauses optional.
    const filter = [{ term: { type_id: 'simple' } }];
    expect(search({ query: { bool: { filter, should, minimum_should_match: 0 } } }).hits.total.value).toBe(
      search({ query: { bool: { filter } } }).hits.total.value,
    );
    expect(search(text('krem serum', { minimum_should_match: 3 })).hits.total.value).toBe(0);
  });

  it('sorts by field, missing values last, and pages past the end to an empty page', () => {
    expect(skus(search({ sort: [{ price: 'desc' }], size: 3 }))).toEqual(['EM-004', 'KR-002', 'KR-006']);
    expect(skus(search({}, { sort: 'updated_at:desc', size: 1 }))).toEqual(['ZL-007']);
    const past = search({ from: 50, size: 10 });
    expect(past.hits.hits).toEqual([]);
    expect(past.hits.total.value).toBe(7);
  });

  it('aggregations count the matched documents', () => {
    const r = search({
      size: 0,
      aggs: {
        agg_terms_color: { terms: { field: 'color', size: 10 } },
        agg_range_price: { range: { field: 'price', ranges: [{ from: 0, to: 50 }, { from: 50 }] } },
      },
    });
    expect(r.aggregations?.['agg_terms_color']?.buckets).toEqual([
      { key: 5, doc_count: 2 },
      { key: 6, doc_count: 1 },
      { key: 7, doc_count: 1 },
    ]);
    expect(r.aggregations?.['agg_range_price']?.buckets).toEqual([
      { key: '0-50', from: 0, to: 50, doc_count: 4 },
      { key: '50-*', from: 50, doc_count: 3 },
    ]);
  });

  it('an aggregation named __proto__ is answered like any other', () => {
    const terms = { terms: { field: 'color', size: 10 } };
    const r = search(JSON.parse(`{"size":0,"aggs":{"__proto__":${JSON.stringify(terms)},"c":${JSON.stringify(terms)}}}`));
    expect(Object.keys(r.aggregations ?? {})).toEqual(['__proto__', 'c']);
    expect(Object.getOwnPropertyDescriptor(r.aggregations, '__proto__')?.value).toEqual(r.aggregations?.['c']);
    expect(JSON.parse(searchResponseBytes(r).toString()).aggregations).toEqual(
      JSON.parse(`{"__proto__":${JSON.stringify(r.aggregations?.['c'])},"c":${JSON.stringify(r.aggregations?.['c'])}}`),
    );
  });

  it('_source: false leaves _source out of each hit, as Elasticsearch does', () => {
    const r = search({ _source: false, size: 2 });
    expect(r.hits.hits).toHaveLength(2);
    for (const hit of r.hits.hits) expect(Object.keys(hit)).toEqual(['_index', '_id', '_score']);
    expect(searchResponseBytes(r).toString('utf8')).not.toContain('_source');
  });

  it('_source includes and excludes', () => {
    const r = search({ _source: { includes: ['sku', 'stock.*'], excludes: ['stock.qty'] }, size: 1 });
    expect(r.hits.hits[0]?._source).toEqual({ sku: 'KR-001', stock: { is_in_stock: true, manage_stock: true } });
  });

  it('the in-memory documents are reloaded when the catalogue version changes', () => {
    expect(search(text('nowość')).hits.total.value).toBe(0);
    db.prepare("UPDATE products SET doc = json_set(doc, '$.name', 'Nowość krem') WHERE store_code = 'pl' AND id = 3").run();
    expect(skus(search(text('nowość')))).toEqual(['SZ-003']);
  });
});
