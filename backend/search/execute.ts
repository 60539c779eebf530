/**
 * Runs a parsed search over a store's documents in memory: text scores, filters, min_score,
 * aggregations, sort, paging and `_source` filtering. Answers in the raw search-engine shape.
 */
import type { Doc, EntityDocs } from '../catalog/store-docs.ts';
import { badRequest } from '../http/errors.ts';
import { runAggregations, type AggregationResult } from './aggregations.ts';
import type { Clause, SearchDsl } from './dsl-types.ts';
import type { FieldIndexes } from './field-index.ts';
import { buildFilterSets } from './filter-index.ts';
import { candidatePositions, matchClause, textClauses, type MatchContext, type TextScores } from './match.ts';
import { topMatches, type Scored } from './sort.ts';
import { sourceFilter } from './source-filter.ts';

export interface SearchHit {
  readonly _index: string;
  readonly _id: string;
  readonly _score: number;
  /** Left out with `_source: false`, as Elasticsearch leaves it out. */
  readonly _source?: Doc;
}

export interface SearchResponse {
  readonly took: number;
  readonly timed_out: boolean;
  readonly hits: {
    readonly total: { readonly value: number; readonly relation: 'eq' };
    readonly max_score: number | null;
    readonly hits: readonly SearchHit[];
  };
  readonly aggregations?: Record<string, AggregationResult>;
}

function computeTextScores(entity: EntityDocs, query: Clause): TextScores {
  const scores = new Map<Clause, ReadonlyMap<number, number>>();
  const clauses = textClauses(query);
  if (clauses.length === 0) return scores;
  const index = entity.fullText();
  for (const c of clauses) {
    const unknown = c.fields.find((f) => !index.fields.includes(f.field));
    if (unknown)
      throw badRequest(
        `Field "${unknown.field}" is not searchable for ${entity.entity} (searchable: ${index.fields.join(', ')})`,
      );
    scores.set(
      c,
      index.search({
        text: c.query,
        fields: c.fields,
        fuzziness: c.fuzziness,
        operator: c.operator,
        minimumShouldMatch: c.minimumShouldMatch,
      }),
    );
  }
  return scores;
}

export interface ExecuteOptions {
  /** Rewrites the documents of the returned page (e.g. prices with tax) before `_source` filtering. */
  readonly transformHit?: (doc: Doc) => Doc;
  /** The field indexes filters, sorts and aggregations read (default: the documents', EntityDocs.fields). */
  readonly fields?: FieldIndexes;
  readonly now?: () => number;
}

export function executeSearch(index: string, entity: EntityDocs, dsl: SearchDsl, options: ExecuteOptions = {}): SearchResponse {
  const clock = options.now ?? (() => performance.now());
  const started = clock();
  const fields = options.fields ?? entity.fields();
  const text = computeTextScores(entity, dsl.query);
  const ctx: MatchContext = {
    text,
    filters: buildFilterSets(dsl.query, fields, entity.docs.length),
    kinds: (field) => fields.field(field).kind,
  };
  const matched: Scored[] = [];
  const positions = candidatePositions(dsl.query, ctx) ?? entity.docs.keys();
  for (const pos of positions) {
    const doc = entity.docs[pos] as Doc;
    const m = matchClause(dsl.query, doc, pos, ctx);
    if (m.matched && (dsl.minScore === undefined || m.score >= dsl.minScore)) matched.push({ pos, doc, score: m.score });
  }
  const sort = dsl.sort.length > 0 ? dsl.sort : text.size > 0 ? [{ field: '_score', order: 'desc' as const }] : [];
  const end = dsl.from + dsl.size;
  const ordered = sort.length > 0 ? topMatches(matched, sort, fields, end) : matched;
  const page = ordered.slice(dsl.from, end);
  const filter = dsl.source === false ? undefined : sourceFilter(dsl.source.includes, dsl.source.excludes);
  const hits = page.map((m): SearchHit => {
    const hit = { _index: index, _id: String(m.doc['id'] ?? m.doc['attribute_id'] ?? m.pos), _score: m.score };
    if (!filter) return hit;
    return { ...hit, _source: filter(options.transformHit ? options.transformHit(m.doc) : m.doc) };
  });
  const aggregations =
    dsl.aggs.size > 0
      ? runAggregations(
          matched.map((m) => m.pos),
          fields,
          dsl.aggs,
        )
      : undefined;
  let maxScore = 0;
  for (const m of matched) maxScore = Math.max(maxScore, m.score);
  return {
    took: Math.max(0, Math.round(clock() - started)),
    timed_out: false,
    hits: {
      total: { value: matched.length, relation: 'eq' },
      max_score: matched.length === 0 ? null : maxScore,
      hits,
    },
    ...(aggregations ? { aggregations } : {}),
  };
}
