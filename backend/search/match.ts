/**
 * Evaluates parsed clauses against one document: whether it matches and its score. Text clauses
 * read their per-document scores from a precomputed map (see fulltext.ts); other matching clauses
 * score 1; a bool made of filters only scores 1 too (constant score), so min_score keeps it.
 */
import type { Clause, Scalar } from './dsl-types.ts';
import type { FilterSets } from './filter-set-types.ts';
import { valuesAt } from './paths.ts';
import { docKey, queryKey, type FieldKind, type Key } from './field-kind.ts';

export type TextScores = ReadonlyMap<Clause, ReadonlyMap<number, number>>;

/** Per-request inputs of matching: text scores, and the filter clauses answered from field indexes. */
export interface MatchContext {
  readonly text: TextScores;
  /** term/terms/range clauses precomputed as position sets; a clause not in it is checked on the document. */
  readonly filters?: FilterSets;
  /** The kind of a field (its index's), by which a clause checked on the document reads values; else `mixed`. */
  readonly kinds?: (field: string) => FieldKind;
}

export interface Match {
  readonly matched: boolean;
  readonly score: number;
}

const NO: Match = { matched: false, score: 0 };
const YES: Match = { matched: true, score: 1 };

/**
 * Whether an indexed key (docKey) lies within a range clause's bounds, the bounds read as the field's kind (queryKey:
 * a bound no number on a number field is a 400) once, when the test is made; a bound not readable as a key (an
 * object) matches nothing.
 */
export function rangeTest(c: Extract<Clause, { kind: 'range' }>, kind: FieldKind): (key: Key) => boolean {
  const read = (bound: Scalar | undefined) => (bound === undefined ? undefined : queryKey(kind, bound, c.field));
  const bounds: readonly [Scalar | undefined, Key | undefined, (d: number) => boolean][] = [
    [c.gt, read(c.gt), (d) => d > 0],
    [c.gte, read(c.gte), (d) => d >= 0],
    [c.lt, read(c.lt), (d) => d < 0],
    [c.lte, read(c.lte), (d) => d <= 0],
  ];
  const given = bounds.filter(([bound]) => bound !== undefined);
  const cmp = (key: Key, b: Key): number =>
    typeof key === 'number' && typeof b === 'number' ? key - b : String(key) < String(b) ? -1 : String(key) > String(b) ? 1 : 0;
  return (key) => given.every(([, b, ok]) => b !== undefined && ok(cmp(key, b)));
}

const termSets = new WeakMap<Clause, Map<FieldKind, ReadonlySet<Key>>>();

/** The keys of a term or terms clause's values read as the field's kind (queryKey), computed once per clause and kind. */
export function termSet(clause: Extract<Clause, { kind: 'term' | 'terms' }>, kind: FieldKind = 'mixed'): ReadonlySet<Key> {
  let byKind = termSets.get(clause);
  if (!byKind) termSets.set(clause, (byKind = new Map()));
  let set = byKind.get(kind);
  if (!set) {
    const values = clause.kind === 'term' ? [clause.value] : clause.values;
    set = new Set(values.map((v) => queryKey(kind, v, clause.field)).filter((v) => v !== undefined));
    byKind.set(kind, set);
  }
  return set;
}

/**
 * The only documents that can match, ascending: when the query requires a text clause (a
 * multi_match at the root or in the root bool's must), the text hits; otherwise the smallest
 * precomputed filter the root requires. Undefined means every document.
 */
export function candidatePositions(query: Clause, ctx: MatchContext): Iterable<number> | undefined {
  const required = query.kind === 'bool' ? [...query.must, ...query.filter] : [query];
  const text = required.find((c) => c.kind === 'multi_match');
  const scores = text ? ctx.text.get(text) : undefined;
  if (scores) return [...scores.keys()].sort((a, b) => a - b);
  let best: { positions(): number[]; count: number } | undefined;
  for (const c of required) {
    const set = ctx.filters?.exact.get(c) ?? ctx.filters?.anyOf.get(c);
    if (set && (!best || set.count < best.count)) best = set;
  }
  return best?.positions();
}

/**
 * How many of a bool's should clauses a document must match, as in Elasticsearch (Lucene's boolean query): its
 * minimum_should_match (0 by default), and at least 1 when the bool has nothing else to match (only should clauses:
 * a document matching none of them is no hit, whatever minimum_should_match says); more than there are, and nothing
 * matches.
 */
export function requiredShould(clause: Extract<Clause, { kind: 'bool' }>): number {
  const onlyShould = clause.must.length === 0 && clause.filter.length === 0 && clause.should.length > 0;
  const required = clause.minimumShouldMatch ?? 0;
  return onlyShould ? Math.max(1, required) : required;
}

/** Matches `doc` (at position `pos`) against a clause. */
export function matchClause(clause: Clause, doc: Record<string, unknown>, pos: number, ctx: MatchContext): Match {
  const set = ctx.filters?.exact.get(clause);
  if (set) return set.bits[pos] === 1 ? YES : NO;
  switch (clause.kind) {
    case 'match_all':
      return { matched: true, score: 1 };
    case 'term':
    case 'terms': {
      const kind = ctx.kinds?.(clause.field) ?? 'mixed';
      const wanted = termSet(clause, kind);
      const key = (v: unknown) => docKey(kind, v);
      return valuesAt(doc, clause.field).some((v) => wanted.has(key(v) as Key)) ? { matched: true, score: 1 } : NO;
    }
    case 'range': {
      const kind = ctx.kinds?.(clause.field) ?? 'mixed';
      const within = rangeTest(clause, kind);
      return valuesAt(doc, clause.field).some((v) => {
        const key = docKey(kind, v);
        return key !== undefined && within(key);
      })
        ? { matched: true, score: 1 }
        : NO;
    }
    case 'multi_match': {
      const score = ctx.text.get(clause)?.get(pos);
      return score === undefined ? NO : { matched: true, score };
    }
    case 'bool':
      return matchBool(clause, doc, pos, ctx);
  }
}

function matchBool(
  clause: Extract<Clause, { kind: 'bool' }>,
  doc: Record<string, unknown>,
  pos: number,
  ctx: MatchContext,
): Match {
  let score = 0;
  for (const c of clause.must) {
    const m = matchClause(c, doc, pos, ctx);
    if (!m.matched) return NO;
    score += m.score;
  }
  for (const c of clause.filter) if (!matchClause(c, doc, pos, ctx).matched) return NO;
  for (const c of clause.mustNot) if (matchClause(c, doc, pos, ctx).matched) return NO;
  let shouldMatched = 0;
  for (const c of clause.should) {
    const m = matchClause(c, doc, pos, ctx);
    if (m.matched) {
      shouldMatched += 1;
      score += m.score;
    }
  }
  if (shouldMatched < requiredShould(clause)) return NO;
  // A bool of filters only scores 1 (as if wrapped in constant_score), so min_score keeps it.
  const scored = clause.must.length > 0 || clause.should.length > 0;
  return { matched: true, score: scored ? score : 1 };
}

/** Every multi_match clause inside a query (to run its text search once). */
export function textClauses(clause: Clause): Extract<Clause, { kind: 'multi_match' }>[] {
  if (clause.kind === 'multi_match') return [clause];
  if (clause.kind !== 'bool') return [];
  return [...clause.must, ...clause.filter, ...clause.should, ...clause.mustNot].flatMap(textClauses);
}
