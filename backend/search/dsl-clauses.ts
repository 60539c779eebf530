/**
 * Parses query clauses of the search DSL into `Clause` values. Anything outside the subset of
 * CONTRACTS.md is refused with a message naming it (e.g. `Unsupported query clause "wildcard"`).
 */
import { z } from 'zod';
import { SEARCH } from '../../src/config/constants.ts';
import { badRequest, describeZodError } from '../http/errors.ts';
import { numberOrDigits } from '../http/query.ts';
import type { Clause, Scalar } from './dsl-types.ts';
import { queryTerms } from './fulltext.ts';

const MAX_DEPTH = 10;
/** Clauses of a query: the storefront's largest (LISTING_FILTERS at its bound, every price range, a text) holds about 40. */
export const MAX_CLAUSES = 100;
const MAX_TERMS = 10000;
/**
 * Cost bounds of full-text search (docs/decisions.md): the storefront sends one multi_match per request, of a
 * shopper's few words; each word costs fuzzy walks of the index, each clause all of its words.
 */
export const MAX_TEXT_CLAUSES = 2;
/** The storefront sends no more (clipSearchText): one constant for both. */
export const MAX_QUERY_WORDS = SEARCH.maxQueryWords;

const fieldName = z
  .string()
  .min(1, 'field name must not be empty')
  .max(128, 'field name too long')
  .regex(/^[A-Za-z0-9_.]+$/, 'field names hold letters, digits, "_" and "."');
const scalar = z.union([z.string().max(1024, 'value too long'), z.number(), z.boolean()], {
  error: 'expected a string, number or boolean',
});
// Schemas are built once: building a zod schema costs more than using it.
const termObject = z.strictObject({ value: scalar, boost: z.number().optional() });
const termList = z.array(scalar).max(MAX_TERMS, `at most ${MAX_TERMS} terms`);
const matchAll = z.strictObject({ boost: z.number().optional() });
const rangeBounds = z.strictObject({
  gt: scalar.optional(),
  gte: scalar.optional(),
  lt: scalar.optional(),
  lte: scalar.optional(),
  format: z.string().optional(),
});
const fieldSpec = z.string().regex(/^[A-Za-z0-9_.]+(\^\d+(\.\d+)?)?$/, 'a field is name or name^boost');
const multiMatch = z.strictObject({
  query: z
    .string()
    .min(1, 'query must not be empty')
    .max(SEARCH.maxQueryLength, `query is at most ${SEARCH.maxQueryLength} characters`),
  fields: z.array(fieldSpec).min(1).max(20).optional(),
  fuzziness: z
    .union([z.literal('AUTO'), numberOrDigits('fuzziness is AUTO, 0, 1 or 2').pipe(z.number().int().min(0).max(2))], {
      error: 'fuzziness is AUTO, 0, 1 or 2',
    })
    .optional(),
  minimum_should_match: z
    .union([z.string().regex(/^-?\d+(\.\d+)?%?$/, 'minimum_should_match is N or N%'), z.number().int()])
    .optional(),
  operator: z.enum(['or', 'and', 'OR', 'AND']).optional(),
  boost: z.number().optional(),
});

interface Budget {
  clauses: number;
  textClauses: number;
}

function leaf<T extends z.ZodType>(schema: T, value: unknown, path: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(`${path}: ${describeZodError(parsed.error)}`);
  return parsed.data;
}

/** `{field: value}` or `{field: {value}}`: exactly one field. */
function singleField(value: unknown, path: string): [string, unknown] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest(`${path} must be an object`);
  const entries = Object.entries(value as Record<string, unknown>).filter(([k]) => k !== 'boost');
  if (entries.length !== 1) throw badRequest(`${path} must name exactly one field`);
  const [field, inner] = entries[0] as [string, unknown];
  return [leaf(fieldName, field, path), inner];
}

export function parseClause(raw: unknown, path = 'query', depth = 0, budget: Budget = { clauses: 0, textClauses: 0 }): Clause {
  if (depth > MAX_DEPTH) throw badRequest(`${path}: queries nest at most ${MAX_DEPTH} levels`);
  budget.clauses += 1;
  if (budget.clauses > MAX_CLAUSES) throw badRequest(`query holds more than ${MAX_CLAUSES} clauses`);
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest(`${path} must be an object`);
  const keys = Object.keys(raw);
  if (keys.length !== 1) throw badRequest(`${path} must hold exactly one clause (got ${keys.length})`);
  const kind = keys[0] as string;
  const body = (raw as Record<string, unknown>)[kind];
  const at = `${path}.${kind}`;
  switch (kind) {
    case 'term': {
      const [field, inner] = singleField(body, at);
      const value =
        inner !== null && typeof inner === 'object' && !Array.isArray(inner)
          ? leaf(termObject, inner, at).value
          : leaf(scalar, inner, `${at}.${field}`);
      return { kind: 'term', field, value };
    }
    case 'terms': {
      const [field, inner] = singleField(body, at);
      const values: Scalar[] = leaf(termList, inner, `${at}.${field}`);
      return { kind: 'terms', field, values };
    }
    case 'range': {
      const [field, inner] = singleField(body, at);
      const { format: _format, ...bounds } = leaf(rangeBounds, inner, `${at}.${field}`);
      if (Object.keys(bounds).length === 0) throw badRequest(`${at}.${field} needs gt, gte, lt or lte`);
      return { kind: 'range', field, ...bounds };
    }
    case 'multi_match': {
      budget.textClauses += 1;
      if (budget.textClauses > MAX_TEXT_CLAUSES)
        throw badRequest(`query holds more than ${MAX_TEXT_CLAUSES} full-text clauses (multi_match)`);
      const m = leaf(multiMatch, body, at);
      if (queryTerms(m.query).length > MAX_QUERY_WORDS) throw badRequest(`${at}.query holds more than ${MAX_QUERY_WORDS} words`);
      const fields = (m.fields ?? ['name^4', 'sku^2', 'category.name^1']).map((spec) => {
        const [field, boost] = spec.split('^');
        return { field: field as string, boost: boost === undefined ? 1 : Number(boost) };
      });
      return {
        kind: 'multi_match',
        query: m.query,
        fields,
        fuzziness: m.fuzziness ?? 0,
        operator: (m.operator ?? 'or').toLowerCase() as 'or' | 'and',
        minimumShouldMatch: m.minimum_should_match ?? 1,
      };
    }
    case 'match_all':
      leaf(matchAll, body ?? {}, at);
      return { kind: 'match_all' };
    case 'bool':
      return parseBool(body, at, depth, budget);
    default:
      throw badRequest(`Unsupported query clause "${kind.slice(0, 40)}"`);
  }
}

const boolShape = z.strictObject({
  must: z.unknown().optional(),
  filter: z.unknown().optional(),
  should: z.unknown().optional(),
  must_not: z.unknown().optional(),
  minimum_should_match: z.union([z.number().int().min(0), z.string().regex(/^\d+$/)]).optional(),
  boost: z.number().optional(),
});

function parseBool(body: unknown, at: string, depth: number, budget: Budget): Clause {
  const shape = leaf(boolShape, body, at);
  const list = (value: unknown, name: string): Clause[] => {
    if (value === undefined) return [];
    const items = Array.isArray(value) ? value : [value];
    return items.map((item, i) => parseClause(item, `${at}.${name}[${i}]`, depth + 1, budget));
  };
  const msm = shape.minimum_should_match;
  return {
    kind: 'bool',
    must: list(shape.must, 'must'),
    filter: list(shape.filter, 'filter'),
    should: list(shape.should, 'should'),
    mustNot: list(shape.must_not, 'must_not'),
    ...(msm === undefined ? {} : { minimumShouldMatch: Number(msm) }),
  };
}
