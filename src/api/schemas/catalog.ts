/** The raw search-engine response of GET/POST /api/catalog/{index}/{entity}/_search. */
import * as z from 'zod/mini';

const count = z.int().check(z.gte(0));

export const searchHitSchema = z.looseObject({
  _index: z.string(),
  _id: z.string(),
  _score: z.nullable(z.number()),
  _source: z.record(z.string(), z.unknown()),
});

export const aggregationBucketSchema = z.looseObject({
  key: z.union([z.string(), z.number()]),
  doc_count: count,
  from: z.optional(z.number()),
  to: z.optional(z.number()),
});

export const aggregationSchema = z.looseObject({ buckets: z.array(aggregationBucketSchema) });

export const rawSearchResponseSchema = z.looseObject({
  took: z.number().check(z.gte(0)),
  timed_out: z.boolean(),
  hits: z.looseObject({
    total: z.union([z.int(), z.looseObject({ value: count, relation: z.enum(['eq', 'gte']) })]),
    max_score: z.nullable(z.number()),
    hits: z.array(searchHitSchema),
  }),
  aggregations: z.optional(z.record(z.string(), aggregationSchema)),
});
export type RawSearchResponse = z.output<typeof rawSearchResponseSchema>;
