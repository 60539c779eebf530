/**
 * Aggregations over the matched documents: `terms` (bucket key, doc_count; by count then key)
 * and `range` (key, from, to, doc_count; `from` inclusive, `to` exclusive), as the search engine
 * answers them (agg_terms_{attr}, agg_range_price).
 */
import type { Aggregation } from './dsl-types.ts';
import { comparable, valuesAt } from './paths.ts';

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

export function termsAggregation(docs: readonly Record<string, unknown>[], field: string, size: number): AggregationResult {
  const counts = new Map<string | number, number>();
  for (const doc of docs) {
    const keys = new Set(valuesAt(doc, field).map(comparable).filter((k) => k !== undefined));
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0]), 'en', { numeric: true }));
  const kept = sorted.slice(0, size);
  const other = sorted.slice(size).reduce((sum, [, n]) => sum + n, 0);
  return { doc_count_error_upper_bound: 0, sum_other_doc_count: other, buckets: kept.map(([key, doc_count]) => ({ key, doc_count })) };
}

export function rangeKey(from: number | undefined, to: number | undefined): string {
  return `${from === undefined ? '*' : from}-${to === undefined ? '*' : to}`;
}

export function rangeAggregation(
  docs: readonly Record<string, unknown>[],
  field: string,
  ranges: readonly { from?: number; to?: number; key?: string }[],
): AggregationResult {
  const buckets = ranges.map((r) => {
    const count = docs.filter((doc) =>
      valuesAt(doc, field).some((v) => {
        const n = comparable(v);
        return typeof n === 'number' && (r.from === undefined || n >= r.from) && (r.to === undefined || n < r.to);
      }),
    ).length;
    return {
      key: r.key ?? rangeKey(r.from, r.to),
      ...(r.from === undefined ? {} : { from: r.from }),
      ...(r.to === undefined ? {} : { to: r.to }),
      doc_count: count,
    };
  });
  return { buckets };
}

export function runAggregations(docs: readonly Record<string, unknown>[], aggs: ReadonlyMap<string, Aggregation>): Record<string, AggregationResult> {
  const out: Record<string, AggregationResult> = {};
  for (const [name, agg] of aggs) {
    out[name] = agg.kind === 'terms' ? termsAggregation(docs, agg.field, agg.size) : rangeAggregation(docs, agg.field, agg.ranges);
  }
  return out;
}
