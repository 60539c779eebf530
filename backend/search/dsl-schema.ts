/**
 * The search request: the DSL body (POST, or GET `request=`) merged with the URL parameters
 * size, from, sort, _source_include and _source_exclude. Validated with zod; unknown options and
 * clauses are refused with a 400 naming them.
 */
import { z } from 'zod';
import { badRequest, describeZodError } from '../http/errors.ts';
import { findDuplicateKey, JsonTooDeepError, MAX_JSON_DEPTH } from '../http/json-duplicates.ts';
import { numberOrDigits, parseJsonBody } from '../http/query.ts';
import { parseClause } from './dsl-clauses.ts';
import type { Aggregation, SearchDsl, SortKey } from './dsl-types.ts';
import { SEARCH } from '../../src/config/constants.ts';

export const MAX_SIZE = 10000;
const MAX_FROM = 100000;
/** Cost bounds of aggregations (docs/decisions.md): the storefront asks two per filter attribute and one of price ranges. */
export const MAX_AGGREGATIONS = SEARCH.maxAggregations;
export const MAX_RANGES = 10;

const fieldName = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_.]+$/, 'field names hold letters, digits, "_" and "."');
const order = z.enum(['asc', 'desc'], { error: 'sort order is asc or desc' });
const sizeSchema = numberOrDigits('size must be a number').pipe(
  z.number().int('size must be an integer').min(0, 'size must not be negative').max(MAX_SIZE, `size must be at most ${MAX_SIZE}`),
);
const fromSchema = numberOrDigits('from must be a number').pipe(
  z.number().int('from must be an integer').min(0, 'from must not be negative').max(MAX_FROM, `from must be at most ${MAX_FROM}`),
);
const sortString = z.string().regex(/^[A-Za-z0-9_.]+(:(asc|desc))?$/, 'sort is field or field:asc|desc');
const sortItem = z.union([sortString, z.record(fieldName, z.union([order, z.strictObject({ order })]))], {
  error: 'sort items are "field:order" or {field: order}',
});
const fieldList = z.array(z.string().max(128)).max(200);
const sourceSchema = z.union([
  z.boolean(),
  fieldList,
  z.string().max(128),
  z.strictObject({ includes: fieldList.optional(), excludes: fieldList.optional() }),
]);
const aggSchema = z.union(
  [
    z.strictObject({ terms: z.strictObject({ field: fieldName, size: z.number().int().min(1).max(1000).optional() }) }),
    z.strictObject({
      range: z.strictObject({
        field: fieldName,
        ranges: z
          .array(z.strictObject({ from: z.number().optional(), to: z.number().optional(), key: z.string().max(64).optional() }))
          .min(1),
      }),
    }),
  ],
  { error: 'an aggregation is {terms: {field, size}} or {range: {field, ranges}}' },
);

/**
 * Named aggregations as a Map, so that every name is kept: a zod record drops a `__proto__` key
 * (JSON.parse gives it as an own property; an aggregation may be named so).
 */
const aggsSchema = z.preprocess(
  (v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? new Map(Object.entries(v)) : v),
  z.map(z.string().max(128), aggSchema, { error: 'aggregations are an object of named aggregations' }),
);

const bodySchema = z.strictObject({
  query: z.unknown().optional(),
  sort: z.union([sortItem, z.array(sortItem).max(10)]).optional(),
  from: fromSchema.optional(),
  size: sizeSchema.optional(),
  min_score: z.number().min(0).max(1000).optional(),
  aggs: aggsSchema.optional(),
  aggregations: aggsSchema.optional(),
  _source: sourceSchema.optional(),
  track_total_hits: z.boolean().optional(),
  groupId: numberOrDigits('groupId must be a number')
    .pipe(z.number().int('groupId must be an integer').min(0, 'groupId must not be negative'))
    .nullable()
    .optional(),
  groupToken: z.string().max(2048).nullable().optional(),
});

export const urlParamsSchema = z.strictObject({
  size: sizeSchema.optional(),
  from: fromSchema.optional(),
  sort: z.string().max(512).optional(),
  _source_include: z.string().max(4096).optional(),
  _source_exclude: z.string().max(4096).optional(),
  _source_includes: z.string().max(4096).optional(),
  _source_excludes: z.string().max(4096).optional(),
  request: z.string().optional(),
});
export type UrlParams = z.output<typeof urlParamsSchema>;

function parseSort(raw: unknown): SortKey[] {
  const items = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return items.flatMap((item: unknown) => {
    if (typeof item === 'string') {
      const [field, dir] = item.split(':');
      return [{ field: field as string, order: (dir ?? (field === '_score' ? 'desc' : 'asc')) as 'asc' | 'desc' }];
    }
    return Object.entries(item as Record<string, unknown>).map(([field, v]) => ({
      field,
      order: (typeof v === 'string' ? v : (v as { order: 'asc' | 'desc' }).order) as 'asc' | 'desc',
    }));
  });
}

function splitList(value: string | undefined): string[] | undefined {
  return value === undefined
    ? undefined
    : value
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
}

/** Builds the request from the body and the URL parameters (the URL wins, as in the original API). */
export function parseSearchRequest(body: unknown, rawParams: Record<string, unknown>, defaultSize: number): SearchDsl {
  const checked = urlParamsSchema.safeParse(rawParams);
  if (!checked.success) throw badRequest(describeZodError(checked.error));
  const params = checked.data;
  const parsed = bodySchema.safeParse(body ?? {});
  if (!parsed.success) {
    const unknown = parsed.error.issues.find((i) => i.code === 'unrecognized_keys' && i.path.length === 0);
    if (unknown && unknown.code === 'unrecognized_keys')
      throw badRequest(`Unsupported search option "${String(unknown.keys[0]).slice(0, 40)}"`);
    throw badRequest(describeZodError(parsed.error));
  }
  const b = parsed.data;
  if (b.aggs && b.aggregations) throw badRequest('Give either aggs or aggregations, not both');
  const urlSort = params.sort === undefined ? undefined : params.sort.split(',').filter((s) => s !== '');
  if (urlSort)
    for (const s of urlSort)
      if (!sortString.safeParse(s).success) throw badRequest(`sort: "${s.slice(0, 40)}" is not field or field:asc|desc`);
  const asked = b.aggs ?? b.aggregations ?? new Map();
  if (asked.size > MAX_AGGREGATIONS) throw badRequest(`a search holds at most ${MAX_AGGREGATIONS} aggregations`);
  const aggs = new Map<string, Aggregation>();
  for (const [name, a] of asked) {
    if ('range' in a && a.range.ranges.length > MAX_RANGES)
      throw badRequest(`aggs.${name.slice(0, 40)}: a range aggregation holds at most ${MAX_RANGES} ranges`);
    aggs.set(
      name,
      'terms' in a
        ? { kind: 'terms', field: a.terms.field, size: a.terms.size ?? 10 }
        : { kind: 'range', field: a.range.field, ranges: a.range.ranges },
    );
  }
  return {
    query: b.query === undefined ? { kind: 'match_all' } : parseClause(b.query),
    sort: parseSort(urlSort ?? b.sort),
    from: params.from ?? b.from ?? 0,
    size: params.size ?? b.size ?? defaultSize,
    ...(b.min_score === undefined ? {} : { minScore: b.min_score }),
    aggs,
    source: sourceFilter(b._source, params),
    ...(b.groupId == null ? {} : { groupId: b.groupId }),
    ...(b.groupToken == null ? {} : { groupToken: b.groupToken }),
  };
}

function sourceFilter(raw: z.output<typeof sourceSchema> | undefined, params: UrlParams): SearchDsl['source'] {
  if (raw === false) return false;
  let includes: string[] = [];
  let excludes: string[] = [];
  if (typeof raw === 'string') includes = [raw];
  else if (Array.isArray(raw)) includes = raw;
  else if (raw && typeof raw === 'object') {
    includes = raw.includes ?? [];
    excludes = raw.excludes ?? [];
  }
  includes = splitList(params._source_include ?? params._source_includes) ?? includes;
  excludes = splitList(params._source_exclude ?? params._source_excludes) ?? excludes;
  return { includes, excludes };
}

/** Reads the GET `request=` parameter (URI-encoded JSON DSL). */
export function parseRequestParam(request: string | undefined): unknown {
  if (request === undefined || request.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(request) as unknown;
  } catch {
    throw badRequest('The request parameter is not valid JSON');
  }
  refuseDuplicateKeys(request);
  return parsed;
}

/** Reads a POST body's JSON DSL; an empty body is the match-all request. */
export function parseRequestBody(text: string): unknown {
  const parsed = parseJsonBody(text);
  if (text.trim() !== '') refuseDuplicateKeys(text);
  return parsed;
}

/** A key written twice in one object is a 400, as in Elasticsearch 7 (JSON.parse would keep the last). */
function refuseDuplicateKeys(text: string): void {
  let duplicate: ReturnType<typeof findDuplicateKey>;
  try {
    duplicate = findDuplicateKey(text);
  } catch (error) {
    if (error instanceof JsonTooDeepError)
      throw badRequest(`The request nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels`);
    throw error;
  }
  if (duplicate) throw badRequest(`Duplicate field "${duplicate.key}" at ${duplicate.path}`);
}
