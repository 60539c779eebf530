/** The content service (Cockpit v1) responses. */
import { z } from 'zod';

export const contentEntrySchema = z.looseObject({
  _id: z.string(),
  _created: z.number().int(),
  _modified: z.number().int(),
  _published: z.number().int().optional(),
});

export const collectionResponseSchema = z.looseObject({
  fields: z.record(z.string(), z.unknown()),
  entries: z.array(contentEntrySchema),
  total: z.number().int().min(0),
});
export type CollectionResponse = z.output<typeof collectionResponseSchema>;

export const singletonResponseSchema = z.record(z.string(), z.unknown());

export const collectionNamesSchema = z.array(z.string());
