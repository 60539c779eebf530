/**
 * Full-text search over a store's documents with MiniSearch (spec 000 §9: fields name^4, sku^2,
 * category name^1; fuzziness 2; prefix; minimum-should-match 75 %). Scores are normalised to (0, 1]
 * by the best hit so that `min_score` 0.02 drops noise.
 */
import MiniSearch from 'minisearch';
import type { Entity } from '../catalog/entities.ts';
import { requiredTermCount } from '../../src/domain/search/minimum-should-match.ts';
import { valuesAt } from './paths.ts';

/** Fields indexed per entity; a multi_match naming another field is refused. */
export const SEARCHABLE_FIELDS: Record<Entity, readonly string[]> = {
  product: ['name', 'sku', 'category.name', 'configurable_children.sku', 'short_description', 'description', 'ean', 'url_key'],
  category: ['name', 'url_key', 'url_path'],
  attribute: ['attribute_code', 'frontend_label', 'default_frontend_label'],
  taxrule: ['code'],
};

export interface TextQuery {
  readonly text: string;
  readonly fields: readonly { field: string; boost: number }[];
  /** Maximum edit distance, or 'AUTO' (0 for ≤ 2 letters, 1 for 3–5, 2 above). */
  readonly fuzziness: number | 'AUTO';
  readonly operator: 'or' | 'and';
  /** Elasticsearch notation: '75%', '-25%', 2, -1. */
  readonly minimumShouldMatch: string | number;
}

export interface FullTextIndex {
  readonly fields: readonly string[];
  /** Document position → normalised score in (0, 1]. */
  search(query: TextQuery): Map<number, number>;
}

type Indexed = { id: number; doc: Record<string, unknown> };

function emptyIndex(entity: Entity): MiniSearch<Indexed> {
  return new MiniSearch<Indexed>({
    fields: [...SEARCHABLE_FIELDS[entity]],
    idField: 'id',
    extractField: (item, field) => (field === 'id' ? item.id : valuesAt(item.doc, field).map(String).join(' ')),
  });
}

export function buildFullTextIndex(entity: Entity, docs: readonly Record<string, unknown>[]): FullTextIndex {
  const mini = emptyIndex(entity);
  mini.addAll(docs.map((doc, id) => ({ id, doc })));
  return wrap(entity, mini);
}

/** Same index, built in chunks of `chunk` documents with the event loop free in between. */
export async function buildFullTextIndexAsync(
  entity: Entity,
  docs: readonly Record<string, unknown>[],
  chunk = 250,
): Promise<FullTextIndex> {
  const mini = emptyIndex(entity);
  for (let start = 0; start < docs.length; start += chunk) {
    await new Promise((resolve) => setImmediate(resolve));
    mini.addAll(docs.slice(start, start + chunk).map((doc, i) => ({ id: start + i, doc })));
  }
  return wrap(entity, mini);
}

function wrap(entity: Entity, mini: MiniSearch<Indexed>): FullTextIndex {
  const fields = SEARCHABLE_FIELDS[entity];
  return {
    fields,
    search(query) {
      const terms = MiniSearch.getDefault('tokenize')(query.text).filter((t: string) => t.trim() !== '');
      if (terms.length === 0) return new Map();
      const required = query.operator === 'and' ? terms.length : requiredTermCount(terms.length, query.minimumShouldMatch);
      const boost = Object.fromEntries(query.fields.map((f) => [f.field, f.boost]));
      const results = mini.search(terms.join(' '), {
        fields: query.fields.map((f) => f.field),
        boost,
        combineWith: 'OR',
        prefix: (term) => term.length >= 3,
        fuzzy: (term) => editDistance(term, query.fuzziness),
      });
      // Every result matches at least one query term: count them only when more are required.
      const kept = required <= 1 ? results : results.filter((r) => matchedClauses(terms, r.queryTerms) >= required);
      const best = kept.reduce((max, r) => Math.max(max, r.score), 0);
      return new Map(kept.map((r) => [r.id as number, best > 0 ? r.score / best : 1]));
    },
  };
}

/**
 * How many of a query's words a document matched, as Elasticsearch counts a match query's clauses for
 * minimum_should_match: one per word of the query, a repeated word as often as it is repeated (`krem krem krem`
 * needs two of three, and a document with `krem` has all three). `matched` holds the query's words it matched, as
 * MiniSearch reports them (processed: lower case).
 */
export function matchedClauses(terms: readonly string[], matched: readonly string[]): number {
  const found = new Set(matched);
  const process = MiniSearch.getDefault('processTerm') as (term: string) => string;
  return terms.filter((term) => found.has(process(term))).length;
}

/**
 * The edit distance allowed for one term, as Elasticsearch's AUTO capped by the requested
 * fuzziness: none for 1–2 letters, at most 1 for 3–5 letters, the requested value from 6 letters.
 * (Two edits on a 4-letter word match most of the vocabulary and cost ten times more.)
 */
export function editDistance(term: string, fuzziness: number | 'AUTO'): number {
  const cap = fuzziness === 'AUTO' ? 2 : fuzziness;
  if (term.length <= 2) return 0;
  if (term.length <= 5) return Math.min(cap, 1);
  return cap;
}
