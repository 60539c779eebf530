/**
 * A field's kind read from the documents (backend/search/field-kind.ts), and term, terms, range, aggregations and
 * sorting reading values by it, as Elasticsearch reads them by the field's mapping.
 */
import { describe, expect, it } from 'vitest';
import type { Clause } from '../../../../backend/search/dsl-types.ts';
import { createFieldIndexes } from '../../../../backend/search/field-index.ts';
import { kindOfValues, queryKey } from '../../../../backend/search/field-kind.ts';
import { buildFilterSets } from '../../../../backend/search/filter-index.ts';
import { runAggregations } from '../../../../backend/search/aggregations.ts';
import { topMatches } from '../../../../backend/search/sort.ts';
import { HttpError } from '../../../../backend/http/errors.ts';

const DOCS: Record<string, unknown>[] = [
  { sku: '00123', ean: '05909990000012', price: 40, new: true, seria: 1 },
  { sku: '123', ean: '5909990000012', price: 100, new: false, seria: '1' },
  { sku: '1230', ean: '5909990000029', price: 150.5, new: true, seria: 2 },
  { sku: '99', price: 20 },
];
const fields = createFieldIndexes(DOCS);
const hits = (clause: Clause): string[] =>
  (buildFilterSets(clause, fields, DOCS.length).exact.get(clause)?.positions() ?? []).map((pos) => String(DOCS[pos]?.['sku']));
const refused = (clause: Clause): string => {
  try {
    hits(clause);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return (error as HttpError).message;
  }
  throw new Error(`${JSON.stringify(clause)} was not refused`);
};

describe('a field’s kind, from the values the documents hold', () => {
  it('keyword, number or boolean when every value is one; mixed otherwise; none without values', () => {
    expect(kindOfValues(['a', '1'])).toBe('keyword');
    expect(kindOfValues([1, 2.5, null, { a: 1 }])).toBe('number');
    expect(kindOfValues([true, false])).toBe('boolean');
    expect(kindOfValues([1, '1'])).toBe('mixed');
    expect(kindOfValues([null, [], {}])).toBe('none');
    expect(fields.field('sku').kind).toBe('keyword');
    expect(fields.field('price').kind).toBe('number');
    expect(fields.field('new').kind).toBe('boolean');
    expect(fields.field('seria').kind).toBe('mixed');
  });
});

describe('a keyword field: its values are text, however they look', () => {
  it('"00123" and "123" are two values; a number asks for its text', () => {
    expect(hits({ kind: 'term', field: 'sku', value: '123' })).toEqual(['123']);
    expect(hits({ kind: 'term', field: 'sku', value: 123 })).toEqual(['123']);
    expect(hits({ kind: 'term', field: 'sku', value: '123.0' })).toEqual([]);
    expect(hits({ kind: 'terms', field: 'ean', values: ['5909990000012'] })).toEqual(['123']);
    expect(hits({ kind: 'term', field: 'ean', value: 5909990000012 })).toEqual(['123']);
  });

  it('aggregates by the text, and sorts as text', () => {
    const aggs = runAggregations([0, 1, 2, 3], fields, new Map([['s', { kind: 'terms', field: 'sku', size: 10 } as const]]));
    // Each text its own bucket, keyed by the text (ties in the aggregation's own order: topTerms).
    const keys = (aggs['s']?.buckets ?? []).map((b) => b.key);
    expect([...keys].sort()).toEqual(['00123', '123', '1230', '99']);
    const matched = DOCS.map((doc, pos) => ({ pos, doc, score: 1 }));
    const sorted = topMatches(matched, [{ field: 'sku', order: 'asc' }], fields, DOCS.length);
    expect(sorted.map((m) => m.doc['sku'])).toEqual(['00123', '123', '1230', '99']);
  });

  it('compares range bounds as text', () => {
    expect(hits({ kind: 'range', field: 'sku', gte: '123', lt: 124 })).toEqual(['123', '1230']);
  });
});

describe('a number field: a string in a query must be a number', () => {
  it('reads "1e2", "+50" and " 40 " as numbers, as Elasticsearch does', () => {
    expect(hits({ kind: 'range', field: 'price', gt: '1e2' })).toEqual(['1230']);
    expect(hits({ kind: 'range', field: 'price', gte: '+50', lt: 150 })).toEqual(['123']);
    expect(hits({ kind: 'term', field: 'price', value: ' 40 ' })).toEqual(['00123']);
  });

  it('refuses a bound or a term that is no number with a 400 naming the field', () => {
    expect(refused({ kind: 'range', field: 'price', lt: 'abc' })).toMatch(/price: "abc" is not a number/);
    expect(refused({ kind: 'term', field: 'price', value: 'cheap' })).toMatch(/price: "cheap" is not a number/);
    expect(refused({ kind: 'terms', field: 'price', values: [40, true] })).toMatch(/price: true is not a number/);
  });
});

describe('a boolean field', () => {
  it('matches true and false written as booleans, words or 1 and 0 (the storefront’s filters send "1")', () => {
    for (const value of [true, 'true', 1, '1']) expect(hits({ kind: 'term', field: 'new', value })).toEqual(['00123', '1230']);
    for (const value of [false, 'false', 0, '0']) expect(hits({ kind: 'term', field: 'new', value })).toEqual(['123']);
  });

  it('refuses anything else with a 400', () => {
    expect(refused({ kind: 'term', field: 'new', value: 'yes' })).toMatch(/new: "yes" is not true or false/);
    expect(queryKey('boolean', '0', 'new')).toBe(0);
  });
});

describe('a mixed field, or one no document holds', () => {
  it('reads numbers written as text as numbers, as before', () => {
    expect(hits({ kind: 'term', field: 'seria', value: '1' })).toEqual(['00123', '123']);
    expect(hits({ kind: 'term', field: 'missing', value: 'x' })).toEqual([]);
  });
});
