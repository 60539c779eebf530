/** The content service (Cockpit v1) responses. */
import * as z from 'zod/mini';

/**
 * An entry: `_id` always; `_created` and `_modified` on every full entry, but not in an answer
 * with a `fields` projection, which (as Cockpit v1) keeps only the listed fields and `_id`.
 */
export const contentEntrySchema = z.looseObject({
  _id: z.string(),
  _created: z.optional(z.int()),
  _modified: z.optional(z.int()),
  _published: z.optional(z.int()),
});

export const collectionResponseSchema = z.looseObject({
  fields: z.record(z.string(), z.unknown()),
  entries: z.array(contentEntrySchema),
  total: z.int().check(z.gte(0)),
});
export type CollectionResponse = z.output<typeof collectionResponseSchema>;

export const singletonResponseSchema = z.record(z.string(), z.unknown());

export const collectionNamesSchema = z.array(z.string());
