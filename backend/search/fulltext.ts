/**
 * Full-text search over a store's documents with MiniSearch (spec 000 §9: fields name^4, sku^2,
 * category name^1; fuzziness 2, a swap of two letters one edit as in Elasticsearch; prefix; minimum-should-match 75 %). Scores are normalised to (0, 1]
 * by the best hit so that `min_score` 0.02 drops noise.
 */
import MiniSearch, { type Query } from 'minisearch';
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
      const terms: string[] = tokenize(query.text).filter((t) => t.trim() !== '');
      if (terms.length === 0) return new Map();
      const required = query.operator === 'and' ? terms.length : requiredTermCount(terms.length, query.minimumShouldMatch);
      const boost = Object.fromEntries(query.fields.map((f) => [f.field, f.boost]));
      const clauses = terms.map((term) => clauseForms(processTerm(term), query.fuzziness));
      const results = mini.search(
        { combineWith: 'OR', queries: clauses.map((forms) => clauseQuery(forms, query.fuzziness)) },
        { fields: query.fields.map((f) => f.field), boost, prefix: (term) => term.length >= 3 },
      );
      // Every result matches at least one query term: count them only when more are required.
      const kept = required <= 1 ? results : results.filter((r) => matchedClauses(clauses, r.queryTerms) >= required);
      const best = kept.reduce((max, r) => Math.max(max, r.score), 0);
      return new Map(kept.map((r) => [r.id as number, best > 0 ? r.score / best : 1]));
    },
  };
}

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
const processTerm = MiniSearch.getDefault('processTerm') as (term: string) => string;

/** MiniSearch's weight of a fuzzy match (its default `weights.fuzzy`), given to a word found by a swap of two letters. */
const FUZZY_WEIGHT = 0.45;

/**
 * The forms of one word of a query that count as it: the word, and when it may be one edit or more away its
 * transpositions, since Elasticsearch's fuzzy matching (`fuzzy_transpositions`, on by default) counts a swap of two
 * neighbouring letters as one edit, where MiniSearch's counts two.
 */
function clauseForms(term: string, fuzziness: number | 'AUTO'): readonly string[] {
  return editDistance(term, fuzziness) > 0 ? [term, ...transpositions(term)] : [term];
}

/**
 * The MiniSearch query of one word: the word with its edits and prefixes; OR its transpositions, each as it is (no
 * further edit, no prefix: one lookup each, where a fuzzy walk per transposition made every search a quarter
 * dearer), weighted as a fuzzy match of one edit is.
 */
function clauseQuery([term = '', ...swapped]: readonly string[], fuzziness: number | 'AUTO'): Query {
  const own: Query = { combineWith: 'OR', queries: [term], fuzzy: (t: string) => editDistance(t, fuzziness) };
  if (swapped.length === 0) return own;
  const swaps: Query = {
    combineWith: 'OR',
    queries: swapped,
    fuzzy: false,
    prefix: false,
    boostTerm: (t: string) => (FUZZY_WEIGHT * t.length) / (t.length + 1),
  };
  return { combineWith: 'OR', queries: [own, swaps] };
}

/** A word with each pair of neighbouring different letters (code points) swapped, each form once. */
export function transpositions(term: string): string[] {
  const letters = Array.from(term);
  const forms = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i += 1) {
    if (letters[i] === letters[i + 1]) continue;
    const swapped = [...letters];
    [swapped[i], swapped[i + 1]] = [letters[i + 1] ?? '', letters[i] ?? ''];
    forms.add(swapped.join(''));
  }
  forms.delete(term);
  return [...forms];
}

/**
 * How many of a query's words a document matched, as Elasticsearch counts a match query's clauses for
 * minimum_should_match: one per word of the query (each given as its forms: clauseForms), a repeated word as often as
 * it is repeated (`krem krem krem` needs two of three, and a document with `krem` has all three). `matched` holds the
 * forms it matched, as MiniSearch reports them (processed: lower case).
 */
export function matchedClauses(clauses: readonly (readonly string[])[], matched: readonly string[]): number {
  const found = new Set(matched);
  return clauses.filter((forms) => forms.some((form) => found.has(form))).length;
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
