/** The raw search-engine response of GET/POST /api/catalog/{index}/{entity}/_search. */
import { z } from 'zod';

export const searchHitSchema = z.looseObject({
  _index: z.string(),
  _id: z.string(),
  _score: z.number().nullable(),
  _source: z.record(z.string(), z.unknown()),
});

export const aggregationBucketSchema = z.looseObject({
  key: z.union([z.string(), z.number()]),
  doc_count: z.number().int().min(0),
  from: z.number().optional(),
  to: z.number().optional(),
});

export const aggregationSchema = z.looseObject({ buckets: z.array(aggregationBucketSchema) });

export const rawSearchResponseSchema = z.looseObject({
  took: z.number().min(0),
  timed_out: z.boolean(),
  hits: z.looseObject({
    total: z.union([z.number().int(), z.looseObject({ value: z.number().int().min(0), relation: z.enum(['eq', 'gte']) })]),
    max_score: z.number().nullable(),
    hits: z.array(searchHitSchema),
  }),
  aggregations: z.record(z.string(), aggregationSchema).optional(),
});
export type RawSearchResponse = z.output<typeof rawSearchResponseSchema>;
