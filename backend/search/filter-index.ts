/**
 * term, terms and range clauses answered from the field indexes: once per request and clause, a
 * bitmap over the document positions (and its count), so matching a document is one array read
 * instead of a dotted-path walk. Gives exactly the documents `matchClause` accepts by scanning.
 */
import type { Clause } from './dsl-types.ts';
import type { FieldIndexes } from './field-index.ts';
import type { FilterSet, FilterSets } from './filter-set-types.ts';
import { rangeTest, requiredShould, termSet } from './match.ts';

type IndexedClause = Extract<Clause, { kind: 'term' | 'terms' | 'range' }>;

function makeSet(size: number, lists: Iterable<readonly number[]>): FilterSet {
  const bits = new Uint8Array(size);
  for (const list of lists) for (const pos of list) bits[pos] = 1;
  return setOf(bits);
}

/** The union of sets over the same documents, by their bits. */
function unionSet(size: number, parts: readonly FilterSet[]): FilterSet {
  const bits = new Uint8Array(size);
  for (const part of parts) for (let pos = 0; pos < size; pos += 1) if (part.bits[pos] === 1) bits[pos] = 1;
  return setOf(bits);
}

function setOf(bits: Uint8Array): FilterSet {
  const size = bits.length;
  let count = 0;
  for (let pos = 0; pos < size; pos += 1) count += bits[pos] ?? 0;
  return {
    bits,
    count,
    positions() {
      const out: number[] = [];
      for (let pos = 0; pos < size; pos += 1) if (bits[pos] === 1) out.push(pos);
      return out;
    },
  };
}

function* postingsOf(clause: IndexedClause, fields: FieldIndexes): Iterable<readonly number[]> {
  const { postings, kind } = fields.field(clause.field);
  if (clause.kind === 'term' || clause.kind === 'terms') {
    for (const key of termSet(clause, kind)) {
      const list = postings.get(key);
      if (list) yield list;
    }
  } else {
    const within = rangeTest(clause, kind);
    for (const [key, list] of postings) if (within(key)) yield list;
  }
}

/** A bool of should clauses only, exactly one of which must match (an OR of filters: several price buckets, a value or its variants'). */
function isAnyOf(clause: Extract<Clause, { kind: 'bool' }>): boolean {
  return clause.mustNot.length === 0 && clause.must.length === 0 && clause.filter.length === 0 && requiredShould(clause) === 1;
}

/**
 * Every term, terms and range clause of the query (at any depth) as a position set (`exact`); and a bool of
 * should clauses only (isAnyOf) whose clauses all have sets, as their union (`anyOf`), so that it can narrow the
 * candidates (candidatePositions) as a plain filter does.
 */
export function buildFilterSets(query: Clause, fields: FieldIndexes, size: number): FilterSets {
  const exact = new Map<Clause, FilterSet>();
  const anyOf = new Map<Clause, FilterSet>();
  const visit = (clause: Clause): void => {
    if (clause.kind === 'bool') {
      for (const c of [...clause.must, ...clause.filter, ...clause.should, ...clause.mustNot]) visit(c);
      const parts = clause.should.map((c) => exact.get(c));
      if (isAnyOf(clause) && parts.every((p) => p !== undefined) && !anyOf.has(clause)) anyOf.set(clause, unionSet(size, parts));
    } else if (clause.kind === 'term' || clause.kind === 'terms' || clause.kind === 'range') {
      if (!exact.has(clause)) exact.set(clause, makeSet(size, postingsOf(clause, fields)));
    }
  };
  visit(query);
  return { exact, anyOf };
}
