/** The per-request bitmaps of a query's filter clauses, built by filter-index.ts and read by match.ts. */
import type { Clause } from './dsl-types.ts';

export interface FilterSet {
  /** 1 at the positions of the matching documents. */
  readonly bits: Uint8Array;
  readonly count: number;
  /** The matching positions, ascending. */
  positions(): number[];
}

export interface FilterSets {
  /** Every term, terms and range clause of the query: matching the clause is a lookup in its set. */
  readonly exact: ReadonlyMap<Clause, FilterSet>;
  /**
   * An OR of filters (isAnyOf) whose clauses all have exact sets: their union, which only narrows the candidates
   * (candidatePositions); matching the bool still scores its should clauses.
   */
  readonly anyOf: ReadonlyMap<Clause, FilterSet>;
}
