/**
 * Full-text search over a store's documents with MiniSearch (spec 000 §9: fields name^4, sku^2, category name^1;
 * fuzziness 2, a swap of two letters one edit as in Elasticsearch (./word-forms.ts); prefix; minimum-should-match
 * 75 %). Scores are normalised to (0, 1] by the best hit so that `min_score` 0.02 drops noise. Terms are compared as
 * the storefront's own searches compare text (`searchTerm`): accents forgiven, as an `asciifolding` filter does.
 */
import MiniSearch, { type Query } from 'minisearch';
import type { Entity } from '../catalog/entities.ts';
import { requiredTermCount } from '../../src/domain/search/minimum-should-match.ts';
import { normalizeForSearch } from '../../src/domain/search/normalize.ts';
import { valuesAt } from './paths.ts';
import { allForms, editDistance, matchedClauses, wordForms, type WordForms } from './word-forms.ts';

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
    processTerm: searchTerm,
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
      const words = queryTerms(query.text).map((term) => wordForms(term, query.fuzziness));
      if (words.length === 0) return new Map();
      const required = query.operator === 'and' ? words.length : requiredTermCount(words.length, query.minimumShouldMatch);
      const boost = Object.fromEntries(query.fields.map((f) => [f.field, f.boost]));
      const results = mini.search(
        { combineWith: 'OR', queries: words.map((word) => clauseQuery(word, query.fuzziness)) },
        { fields: query.fields.map((f) => f.field), boost, prefix: (term) => term.length >= 3 },
      );
      // Every result matches at least one query term: count them only when more are required.
      const clauses = words.map(allForms);
      const kept = required <= 1 ? results : results.filter((r) => matchedClauses(clauses, r.queryTerms) >= required);
      const best = kept.reduce((max, r) => Math.max(max, r.score), 0);
      return new Map(kept.map((r) => [r.id as number, best > 0 ? r.score / best : 1]));
    },
  };
}

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** The terms a query text is looked up by: its words as the index splits them, each as `searchTerm` gives it. */
export function queryTerms(text: string): string[] {
  return tokenize(text).flatMap((token) => searchTerm(token) ?? []);
}

/**
 * A term as the index stores it and a query looks it up: lower case, accents and the letters NFD does not decompose
 * forgiven (`normalizeForSearch`, the offline search's and the pharmacy finder's rule), so that "zele myjace" finds
 * "Żele myjące" and a decomposed "żel" the composed one; a term left empty is not indexed.
 */
export function searchTerm(term: string): string | null {
  const folded = normalizeForSearch(term);
  return folded === '' ? null : folded;
}

/** MiniSearch's weight of a fuzzy match (its default `weights.fuzzy`), given to a word found by a swap of letters. */
const FUZZY_WEIGHT = 0.45;

/** MiniSearch's weight of a fuzzy match at `edits` edits (its formula), for a form found as it is after as many swaps. */
const swapWeight = (edits: number) => (t: string) => (FUZZY_WEIGHT * t.length) / (t.length + edits);

/**
 * The MiniSearch query of one word: the word with its edits and prefixes; OR its transpositions, weighted as a fuzzy
 * match of one edit is, with the edits the word's distance leaves after the swap (from 6 letters, a swap and one more
 * edit, as Elasticsearch's distance of 2 with transpositions allows) and no prefix; OR its forms with two swaps (from
 * 6 letters), each as it is, weighted as a fuzzy match of two edits. A word of 3–5 letters looks its transpositions up
 * as they are: one lookup each, where a fuzzy walk per transposition made every search a quarter dearer.
 */
function clauseQuery({ term, swapped, swappedTwice }: WordForms, fuzziness: number | 'AUTO'): Query {
  const own: Query = { combineWith: 'OR', queries: [term], fuzzy: (t: string) => editDistance(t, fuzziness) };
  if (swapped.length === 0) return own;
  const further = editDistance(term, fuzziness) - 1;
  const queries: Query[] = [
    own,
    { combineWith: 'OR', queries: [...swapped], fuzzy: further >= 1 ? further : false, prefix: false, boostTerm: swapWeight(1) },
  ];
  if (swappedTwice.length > 0)
    queries.push({ combineWith: 'OR', queries: [...swappedTwice], fuzzy: false, prefix: false, boostTerm: swapWeight(2) });
  return { combineWith: 'OR', queries };
}
