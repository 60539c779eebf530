/**
 * Evaluates parsed clauses against one document: whether it matches and its score. Text clauses
 * read their per-document scores from a precomputed map (see fulltext.ts); other matching clauses
 * score 1; a bool made of filters only scores 1 too (constant score), so min_score keeps it.
 */
import type { Clause, Scalar } from './dsl-types.ts';
import type { FilterSets } from './filter-set-types.ts';
import { comparable, valuesAt } from './paths.ts';

export type TextScores = ReadonlyMap<Clause, ReadonlyMap<number, number>>;

/** Per-request inputs of matching: text scores, and the filter clauses answered from field indexes. */
export interface MatchContext {
  readonly text: TextScores;
  /** term/terms/range clauses precomputed as position sets; a clause not in it is checked on the document. */
  readonly filters?: FilterSets;
}

export interface Match {
  readonly matched: boolean;
  readonly score: number;
}

const NO: Match = { matched: false, score: 0 };
const YES: Match = { matched: true, score: 1 };

function equals(a: unknown, b: Scalar): boolean {
  const x = comparable(a);
  const y = comparable(b);
  return x !== undefined && x === y;
}

export function inRange(value: unknown, c: Extract<Clause, { kind: 'range' }>): boolean {
  const v = comparable(value);
  if (v === undefined) return false;
  const cmp = (bound: Scalar): number | undefined => {
    const b = comparable(bound);
    if (b === undefined) return undefined;
    if (typeof v === 'number' && typeof b === 'number') return v - b;
    return String(v) < String(b) ? -1 : String(v) > String(b) ? 1 : 0;
  };
  const check = (bound: Scalar | undefined, ok: (d: number) => boolean): boolean => {
    if (bound === undefined) return true;
    const d = cmp(bound);
    return d !== undefined && ok(d);
  };
  return check(c.gt, (d) => d > 0) && check(c.gte, (d) => d >= 0) && check(c.lt, (d) => d < 0) && check(c.lte, (d) => d <= 0);
}

const termSets = new WeakMap<Clause, ReadonlySet<number | string | undefined>>();

/** The comparable values of a terms clause, computed once per clause. */
export function termSet(clause: Extract<Clause, { kind: 'terms' }>): ReadonlySet<number | string | undefined> {
  let set = termSets.get(clause);
  if (!set) {
    set = new Set(clause.values.map(comparable).filter((v) => v !== undefined));
    termSets.set(clause, set);
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
      return valuesAt(doc, clause.field).some((v) => equals(v, clause.value)) ? { matched: true, score: 1 } : NO;
    case 'terms': {
      const wanted = termSet(clause);
      return valuesAt(doc, clause.field).some((v) => wanted.has(comparable(v))) ? { matched: true, score: 1 } : NO;
    }
    case 'range':
      return valuesAt(doc, clause.field).some((v) => inRange(v, clause)) ? { matched: true, score: 1 } : NO;
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
