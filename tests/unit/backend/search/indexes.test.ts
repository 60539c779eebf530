import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Clause } from '../../../../backend/search/dsl-types.ts';
import { buildFieldIndex, createFieldIndexes, MAX_FIELD_INDEXES } from '../../../../backend/search/field-index.ts';
import { buildFilterSets } from '../../../../backend/search/filter-index.ts';
import { candidatePositions, matchClause } from '../../../../backend/search/match.ts';
import { comparable, valuesAt } from '../../../../backend/search/paths.ts';
import { topMatches, type Scored } from '../../../../backend/search/sort.ts';

/** Documents with the awkward values a scan has to cope with: numeric strings, booleans, arrays, nesting, nulls. */
const DOCS: Record<string, unknown>[] = [
  {
    id: 1,
    status: 1,
    price: 40,
    sku: 'KR-001',
    color: '5',
    category_ids: [10, 11],
    stock: { is_in_stock: true },
    children: [{ sku: 'A' }, { sku: 'B' }],
  },
  { id: 2, status: '1', price: '60.5', sku: 'KR-002', color: 5, category_ids: [11], stock: { is_in_stock: false }, children: [] },
  {
    id: 3,
    status: 2,
    price: 30,
    sku: 'SZ-003',
    color: null,
    category_ids: '12',
    stock: null,
    children: [{ sku: 'C' }, { sku: null }],
  },
  { id: 4, status: true, price: [120, 15], sku: 'EM-004', category_ids: [], children: [{ sku: ['D', 'E'] }] },
  { id: 5, status: 0, price: Number.NaN, sku: ' 7 ', color: 'red', category_ids: [13, 13], stock: { is_in_stock: 1 } },
  { id: 6, price: null, sku: 'abc', color: ['red', 'blue'], category_ids: [10] },
  {
    id: 7,
    status: false,
    price: Number.POSITIVE_INFINITY,
    sku: 'zz',
    color: 'Red',
    category_ids: [[11, 12]],
    stock: { is_in_stock: 'true' },
  },
];

const CLAUSES: Clause[] = [
  { kind: 'term', field: 'status', value: 1 },
  { kind: 'term', field: 'status', value: '1' },
  { kind: 'term', field: 'status', value: true },
  { kind: 'term', field: 'status', value: false },
  { kind: 'term', field: 'color', value: 5 },
  { kind: 'term', field: 'color', value: 'red' },
  { kind: 'term', field: 'sku', value: 7 },
  { kind: 'term', field: 'children.sku', value: 'D' },
  { kind: 'term', field: 'stock.is_in_stock', value: true },
  { kind: 'term', field: 'missing', value: 1 },
  { kind: 'term', field: 'constructor', value: 1 },
  { kind: 'range', field: 'children.toString', gte: 0 },
  { kind: 'terms', field: 'category_ids', values: [11, 12] },
  { kind: 'terms', field: 'category_ids', values: ['10', 13] },
  { kind: 'terms', field: 'color', values: ['red', 'blue', 5] },
  { kind: 'terms', field: 'status', values: [] },
  { kind: 'range', field: 'price', gte: 30, lt: 60.5 },
  { kind: 'range', field: 'price', gt: 30, lte: 60.5 },
  { kind: 'range', field: 'price', lt: '20' },
  { kind: 'range', field: 'sku', gte: 'KR', lt: 'L' },
  { kind: 'range', field: 'sku', gte: 'a' },
  { kind: 'range', field: 'status', gte: 1 },
  { kind: 'range', field: 'children.sku', lte: 'B' },
];

/** The documents' fields' kinds, by which a clause checked on a document reads values, as the indexes do. */
const KINDS = createFieldIndexes(DOCS);
const kinds = (field: string) => KINDS.field(field).kind;
const scan = (clause: Clause): number[] =>
  DOCS.flatMap((doc, pos) => (matchClause(clause, doc, pos, { text: new Map(), kinds }).matched ? [pos] : []));

describe('per-field value indexes', () => {
  it.each(CLAUSES.map((c) => [JSON.stringify(c), c] as const))(
    '%s: the inverted index gives exactly the hits of the scan',
    (_name, clause) => {
      const set = buildFilterSets(clause, createFieldIndexes(DOCS), DOCS.length).exact.get(clause);
      expect(set).toBeDefined();
      expect(set?.positions()).toEqual(scan(clause));
      expect(set?.count).toBe(scan(clause).length);
    },
  );

  it('a bool query matches the same documents with and without the filter sets, nested clauses included', () => {
    const query: Clause = {
      kind: 'bool',
      must: [{ kind: 'terms', field: 'category_ids', values: [10, 11, 12] }],
      filter: [{ kind: 'range', field: 'price', gte: 10 }],
      should: [{ kind: 'bool', must: [], filter: [{ kind: 'term', field: 'color', value: 5 }], should: [], mustNot: [] }],
      mustNot: [{ kind: 'term', field: 'status', value: 2 }],
    };
    const filters = buildFilterSets(query, createFieldIndexes(DOCS), DOCS.length);
    expect(filters.exact.size).toBe(4);
    const withSets = DOCS.map((doc, pos) => matchClause(query, doc, pos, { text: new Map(), filters }));
    const scanned = DOCS.map((doc, pos) => matchClause(query, doc, pos, { text: new Map() }));
    expect(withSets).toEqual(scanned);
    expect(withSets.filter((m) => m.matched)).toHaveLength(2);
  });

  it('an OR of filters (a bool of should clauses only) gets the union of its clauses’ sets and narrows the candidates', () => {
    const color = (value: string): Clause => ({ kind: 'terms', field: 'color', values: [value] });
    const anyOf: Clause = { kind: 'bool', must: [], filter: [], should: [color('red'), color('blue')], mustNot: [] };
    const query: Clause = {
      kind: 'bool',
      must: [],
      filter: [{ kind: 'range', field: 'id', gte: 1 }, anyOf],
      should: [],
      mustNot: [],
    };
    const filters = buildFilterSets(query, createFieldIndexes(DOCS), DOCS.length);
    expect(filters.anyOf.get(anyOf)?.positions()).toEqual(scan(anyOf));
    expect(filters.anyOf.get(anyOf)?.positions()).toEqual([4, 5]);
    // The smaller of the root's filters: the OR (2 documents), not the id range (all 7).
    expect([...(candidatePositions(query, { text: new Map(), filters }) ?? [])]).toEqual([4, 5]);
    // Matching with the sets gives the scan's matches and scores (a document matching both colours scores 2 in `must`).
    const scored: Clause = { kind: 'bool', must: [anyOf], filter: [], should: [], mustNot: [] };
    const sets = buildFilterSets(scored, createFieldIndexes(DOCS), DOCS.length);
    expect(DOCS.map((doc, pos) => matchClause(scored, doc, pos, { text: new Map(), filters: sets }))).toEqual(
      DOCS.map((doc, pos) => matchClause(scored, doc, pos, { text: new Map() })),
    );
    // A should with a required match count other than 1 is not an OR and gets no set of its own; a bool of should
    // clauses only needs one of them even with minimum_should_match 0 (or less), as in Elasticsearch: an OR.
    for (const minimumShouldMatch of [0, -1, 2]) {
      const other: Clause = { ...anyOf, minimumShouldMatch };
      const query2: Clause = { kind: 'bool', must: [], filter: [other], should: [], mustNot: [] };
      const sets2 = buildFilterSets(query2, createFieldIndexes(DOCS), DOCS.length);
      expect(sets2.anyOf.has(other)).toBe(minimumShouldMatch !== 2);
      const found = [...(candidatePositions(query2, { text: new Map(), filters: sets2 }) ?? DOCS.keys())];
      expect(found.filter((pos) => matchClause(query2, DOCS[pos]!, pos, { text: new Map(), filters: sets2 }).matched)).toEqual(
        scan(query2),
      );
    }
  });

  it('keeps the distinct comparable values of each document, and its lowest and highest value', () => {
    const field = buildFieldIndex(DOCS, 'category_ids');
    expect(field.values[4]).toEqual([13]);
    expect(field.values[2]).toEqual([12]);
    expect(field.values[6]).toEqual([]); // a nested array at a top-level field is not a scalar, as in the scan
    expect(field.postings.get(11)).toEqual([0, 1]);
    const price = buildFieldIndex(DOCS, 'price');
    DOCS.forEach((doc, pos) => {
      const keys = valuesAt(doc, 'price')
        .map(comparable)
        .filter((k) => k !== undefined);
      expect(price.min[pos]).toBe(keys.length === 0 ? undefined : keys.reduce((a, b) => (b < a ? b : a)));
      expect(price.max[pos]).toBe(keys.length === 0 ? undefined : keys.reduce((a, b) => (b > a ? b : a)));
    });
    expect(price.min[3]).toBe(15);
    expect(price.max[3]).toBe(120);
    expect(price.values[4]).toEqual([]);
  });
});

describe('bounded field indexes', () => {
  const fieldNames = (n: number) => Array.from({ length: n }, (_, i) => `nope_${i}`);

  it('fields no document holds keep no index and answer as a field without values', () => {
    const fields = createFieldIndexes(DOCS);
    const empty = fields.field('nope_0');
    expect(empty).toEqual(buildFieldIndex(DOCS, 'nope_0'));
    for (const name of [...fieldNames(999), 'constructor', '__proto__', 'children.toString', 'stock.is_in_stock.x'])
      expect(fields.field(name)).toBe(empty); // one shared index, not one each
    const terms: Clause = { kind: 'terms', field: 'nope_1', values: [1, 'red'] };
    expect(buildFilterSets(terms, fields, DOCS.length).exact.get(terms)?.count).toBe(0);
    for (const name of ['price', 'children.sku']) {
      const index = fields.field(name);
      expect(index).not.toBe(empty);
      expect(fields.field(name)).toBe(index); // kept, not built again
    }
  });

  it('keeps at most MAX_FIELD_INDEXES, dropping the least recently used; a dropped field is rebuilt alike', () => {
    const names = Array.from({ length: MAX_FIELD_INDEXES + 40 }, (_, i) => `f${i}`);
    const docs = [0, 1, 2].map((d) => Object.fromEntries(names.map((name, i) => [name, (i * 7 + d) % 5])));
    const fields = createFieldIndexes(docs);
    const built = new Map(names.slice(0, MAX_FIELD_INDEXES).map((name) => [name, fields.field(name)]));
    expect(fields.field('f0')).toBe(built.get('f0')); // kept, and now the most recently used
    for (const name of names.slice(MAX_FIELD_INDEXES)) built.set(name, fields.field(name)); // drops f1…f40
    // Asked least recently used first, so that no answer drops another kept index.
    for (const name of [...names.slice(41, MAX_FIELD_INDEXES), 'f0', ...names.slice(MAX_FIELD_INDEXES)])
      expect(fields.field(name)).toBe(built.get(name));
    for (const name of names.slice(1, 41).reverse()) {
      // f40 first: were one more index kept, it would be f40, untouched since it was built
      const rebuilt = fields.field(name);
      expect(rebuilt).not.toBe(built.get(name));
      expect(rebuilt).toEqual(buildFieldIndex(docs, name));
    }
  });

  it('answers every path, held or not, exactly as a fresh index over the documents', () => {
    const value = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom('a', 'b', '2', true, null));
    const leaf = fc.oneof(value, fc.array(value, { maxLength: 3 }));
    const node = fc.dictionary(
      fc.constantFrom('a', 'b', 'c'),
      fc.oneof(leaf, fc.array(fc.dictionary(fc.constantFrom('a', 'x'), leaf))),
    );
    const doc = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.oneof(leaf, node, fc.array(node, { maxLength: 2 })));
    const path = fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'x', 'length', 'constructor'), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(fc.array(doc, { maxLength: 8 }), fc.array(path, { maxLength: 12 }), (docs, paths) => {
        const fields = createFieldIndexes(docs);
        for (const p of paths) expect(fields.field(p.join('.'))).toEqual(buildFieldIndex(docs, p.join('.')));
      }),
      { numRuns: 100 },
    );
  });
});

describe('top-k selection', () => {
  it('the first from+size by partial selection equal the head of the full sort', () => {
    const entry = fc.record({
      a: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
      b: fc.option(fc.constantFrom('x', 'y', 'z', 3), { nil: undefined }),
      score: fc.integer({ min: 0, max: 3 }),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 120 }),
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom('asc', 'desc'),
        (rows, k, order) => {
          const docs = rows.map((r) => ({ ...(r.a === undefined ? {} : { a: r.a }), ...(r.b === undefined ? {} : { b: r.b }) }));
          const fields = createFieldIndexes(docs);
          const matched: Scored[] = docs.map((doc, pos) => ({ pos, doc, score: rows[pos]?.score ?? 0 }));
          const keys = [
            { field: 'a', order },
            { field: '_score', order: 'desc' },
            { field: 'b', order: 'asc' },
          ] as const;
          const all = topMatches(matched, keys, fields, matched.length).map((m) => m.pos);
          expect(topMatches(matched, keys, fields, k).map((m) => m.pos)).toEqual(all.slice(0, k));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('missing values sort last in both orders, ties by position', () => {
    const docs = [{ a: 2 }, {}, { a: 1 }, { a: 2 }, { a: 3 }, {}, { a: 0 }, { a: 5 }, { a: 4 }, { a: 1 }];
    const matched = docs.map((doc, pos) => ({ pos, doc, score: 1 }));
    const fields = createFieldIndexes(docs);
    expect(topMatches(matched, [{ field: 'a', order: 'asc' }], fields, 2).map((m) => m.pos)).toEqual([6, 2]);
    expect(topMatches(matched, [{ field: 'a', order: 'desc' }], fields, 10).map((m) => m.pos)).toEqual([
      7, 8, 4, 0, 3, 2, 9, 6, 1, 5,
    ]);
    expect(topMatches(matched, [{ field: 'a', order: 'asc' }], fields, 0)).toEqual([]);
  });
});
