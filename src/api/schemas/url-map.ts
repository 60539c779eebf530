/** POST /api/url/map: the entity whose url_path is the URL, or null. */
import * as z from 'zod/mini';
import { envelopeSchema } from './envelope.ts';

/** The longest url the url map reads (its request's `url`): a longer one is a 400, and maps to nothing. */
export const URL_MAP_MAX_LENGTH = 2048;

export const urlMapResultSchema = z.nullable(
  z.discriminatedUnion('type', [
    z.looseObject({
      type: z.literal('product'),
      id: z.int(),
      sku: z.string(),
      slug: z.string(),
      url_path: z.string(),
      name: z.string(),
      type_id: z.string(),
      parentSku: z.string(),
    }),
    z.looseObject({
      type: z.literal('category'),
      id: z.int(),
      slug: z.string(),
      url_path: z.string(),
      name: z.string(),
    }),
    z.looseObject({ type: z.literal('cms_page'), id: z.string(), slug: z.string(), url_path: z.string(), title: z.string() }),
  ]),
);
export type UrlMapResult = z.output<typeof urlMapResultSchema>;

export const urlMapResponseSchema = envelopeSchema(urlMapResultSchema);
