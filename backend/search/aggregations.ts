/**
 * Aggregations over the matched documents: `terms` (bucket key, doc_count; by count then key)
 * and `range` (key, from, to, doc_count; `from` inclusive, `to` exclusive), as the search engine
 * answers them (agg_terms_{attr}, agg_range_price). Values come from the per-field indexes.
 */
import type { Aggregation } from './dsl-types.ts';
import type { FieldIndex, FieldIndexes } from './field-index.ts';
import { topTerms } from '../../src/domain/listing/filters.ts';

export interface TermsBucket {
  readonly key: string | number;
  readonly doc_count: number;
}
export interface RangeBucket {
  readonly key: string;
  readonly from?: number;
  readonly to?: number;
  readonly doc_count: number;
}
export type AggregationResult =
  | { readonly doc_count_error_upper_bound: 0; readonly sum_other_doc_count: number; readonly buckets: readonly TermsBucket[] }
  | { readonly buckets: readonly RangeBucket[] };

const NO_TERMS: AggregationResult = { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: [] };

export function termsAggregation(positions: readonly number[], field: FieldIndex, size: number): AggregationResult {
  // A field no document holds (e.g. the `{attr}_options` companions the storefront asks for) has no buckets.
  if (field.postings.size === 0) return NO_TERMS;
  const counts = new Map<string | number, number>();
  for (const pos of positions) {
    for (const key of field.values[pos] ?? []) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const kept = topTerms(counts, size);
  const keptCount = kept.reduce((sum, [, n]) => sum + n, 0);
  const other = [...counts.values()].reduce((sum, n) => sum + n, 0) - keptCount;
  return {
    doc_count_error_upper_bound: 0,
    sum_other_doc_count: other,
    buckets: kept.map(([key, doc_count]) => ({ key, doc_count })),
  };
}

export function rangeKey(from: number | undefined, to: number | undefined): string {
  return `${from === undefined ? '*' : from}-${to === undefined ? '*' : to}`;
}

export function rangeAggregation(
  positions: readonly number[],
  field: FieldIndex,
  ranges: readonly { from?: number; to?: number; key?: string }[],
): AggregationResult {
  const buckets = ranges.map((r) => {
    let count = 0;
    for (const pos of positions) {
      const hit = (field.values[pos] ?? []).some(
        (n) => typeof n === 'number' && (r.from === undefined || n >= r.from) && (r.to === undefined || n < r.to),
      );
      if (hit) count += 1;
    }
    return {
      key: r.key ?? rangeKey(r.from, r.to),
      ...(r.from === undefined ? {} : { from: r.from }),
      ...(r.to === undefined ? {} : { to: r.to }),
      doc_count: count,
    };
  });
  return { buckets };
}

/**
 * The aggregations over the matched documents (their positions), read from the field indexes, by
 * name: own properties whatever the name (`__proto__` included, which an assignment would not add).
 */
export function runAggregations(
  positions: readonly number[],
  fields: FieldIndexes,
  aggs: ReadonlyMap<string, Aggregation>,
): Record<string, AggregationResult> {
  return Object.fromEntries(
    [...aggs].map(([name, agg]) => {
      const field = fields.field(agg.field);
      const result =
        agg.kind === 'terms' ? termsAggregation(positions, field, agg.size) : rangeAggregation(positions, field, agg.ranges);
      return [name, result];
    }),
  );
}
