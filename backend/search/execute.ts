/**
 * Runs a parsed search over a store's documents in memory: text scores, filters, min_score,
 * aggregations, sort, paging and `_source` filtering. Answers in the raw search-engine shape.
 */
import type { Doc, EntityDocs } from '../catalog/store-docs.ts';
import { badRequest } from '../http/errors.ts';
import { runAggregations, type AggregationResult } from './aggregations.ts';
import type { Clause, SearchDsl, SortKey } from './dsl-types.ts';
import { candidatePositions, matchClause, textClauses, type TextScores } from './match.ts';
import { comparable, valuesAt } from './paths.ts';
import { filterSource } from './source-filter.ts';

export interface SearchHit {
  readonly _index: string;
  readonly _id: string;
  readonly _score: number;
  readonly _source: Doc;
}

export interface SearchResponse {
  readonly took: number;
  readonly timed_out: boolean;
  readonly hits: { readonly total: { readonly value: number; readonly relation: 'eq' }; readonly max_score: number | null; readonly hits: readonly SearchHit[] };
  readonly aggregations?: Record<string, AggregationResult>;
}

interface Scored {
  readonly pos: number;
  readonly doc: Doc;
  readonly score: number;
}

function computeTextScores(entity: EntityDocs, query: Clause): TextScores {
  const scores = new Map<Clause, ReadonlyMap<number, number>>();
  const clauses = textClauses(query);
  if (clauses.length === 0) return scores;
  const index = entity.fullText();
  for (const c of clauses) {
    const unknown = c.fields.find((f) => !index.fields.includes(f.field));
    if (unknown) throw badRequest(`Field "${unknown.field}" is not searchable for ${entity.entity} (searchable: ${index.fields.join(', ')})`);
    scores.set(c, index.search({ text: c.query, fields: c.fields, fuzziness: c.fuzziness, operator: c.operator, minimumShouldMatch: c.minimumShouldMatch }));
  }
  return scores;
}

type SortKeyValue = number | string | undefined;

function sortValue(doc: Doc, field: string, order: 'asc' | 'desc'): SortKeyValue {
  let best: SortKeyValue;
  for (const raw of valuesAt(doc, field)) {
    const v = comparable(raw);
    if (v === undefined) continue;
    if (best === undefined || (order === 'asc' ? v < best : v > best)) best = v;
  }
  return best;
}

/** Compares precomputed sort keys: missing values last in both orders, then by position. */
function compareKeys(keys: readonly SortKey[]): (a: { pos: number; k: SortKeyValue[] }, b: { pos: number; k: SortKeyValue[] }) => number {
  return (a, b) => {
    for (let i = 0; i < keys.length; i += 1) {
      const x = a.k[i];
      const y = b.k[i];
      if (x === y) continue;
      if (x === undefined) return 1;
      if (y === undefined) return -1;
      const d = typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0;
      if (d !== 0) return keys[i]?.order === 'asc' ? d : -d;
    }
    return a.pos - b.pos;
  };
}

/** Sorts the matched documents by the sort keys, each key read once per document. */
export function sortMatches(matched: readonly Scored[], keys: readonly SortKey[]): Scored[] {
  const keyed = matched.map((m) => ({ m, pos: m.pos, k: keys.map((key) => (key.field === '_score' ? m.score : sortValue(m.doc, key.field, key.order))) }));
  keyed.sort(compareKeys(keys));
  return keyed.map((x) => x.m);
}

export interface ExecuteOptions {
  /** Rewrites the documents of the returned page (e.g. prices with tax) before `_source` filtering. */
  readonly transformHit?: (doc: Doc) => Doc;
  readonly now?: () => number;
}

export function executeSearch(index: string, entity: EntityDocs, dsl: SearchDsl, options: ExecuteOptions = {}): SearchResponse {
  const clock = options.now ?? (() => performance.now());
  const started = clock();
  const text = computeTextScores(entity, dsl.query);
  const hasText = text.size > 0;
  let matched: Scored[] = [];
  const positions = candidatePositions(dsl.query, text) ?? entity.docs.keys();
  for (const pos of positions) {
    const doc = entity.docs[pos] as Doc;
    const m = matchClause(dsl.query, doc, pos, text);
    if (m.matched && (dsl.minScore === undefined || m.score >= dsl.minScore)) matched.push({ pos, doc, score: m.score });
  }
  const sort = dsl.sort.length > 0 ? dsl.sort : hasText ? [{ field: '_score', order: 'desc' as const }] : [];
  if (sort.length > 0) matched = sortMatches(matched, sort);
  const page = matched.slice(dsl.from, dsl.from + dsl.size);
  const hits = page.map((m) => {
    const doc = options.transformHit ? options.transformHit(m.doc) : m.doc;
    const source = dsl.source === false ? {} : filterSource(doc, dsl.source.includes, dsl.source.excludes);
    return { _index: index, _id: String(m.doc['id'] ?? m.doc['attribute_id'] ?? m.pos), _score: m.score, _source: source };
  });
  const aggregations = dsl.aggs.size > 0 ? runAggregations(matched.map((m) => m.doc), dsl.aggs) : undefined;
  return {
    took: Math.max(0, Math.round(clock() - started)),
    timed_out: false,
    hits: {
      total: { value: matched.length, relation: 'eq' },
      max_score: matched.length === 0 ? null : matched.reduce((max, m) => Math.max(max, m.score), 0),
      hits,
    },
    ...(aggregations ? { aggregations } : {}),
  };
}
