/** POST /api/url/map: the entity whose url_path is the URL, or null. */
import { z } from 'zod';
import { envelopeSchema } from './envelope.ts';

export const urlMapResultSchema = z
  .discriminatedUnion('type', [
    z.looseObject({
      type: z.literal('product'),
      id: z.number().int(),
      sku: z.string(),
      slug: z.string(),
      url_path: z.string(),
      name: z.string(),
      type_id: z.string(),
      parentSku: z.string(),
    }),
    z.looseObject({
      type: z.literal('category'),
      id: z.number().int(),
      slug: z.string(),
      url_path: z.string(),
      name: z.string(),
    }),
    z.looseObject({ type: z.literal('cms_page'), id: z.string(), slug: z.string(), url_path: z.string(), title: z.string() }),
  ])
  .nullable();
export type UrlMapResult = z.output<typeof urlMapResultSchema>;

export const urlMapResponseSchema = envelopeSchema(urlMapResultSchema);
