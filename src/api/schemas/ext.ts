/** Extension endpoints: Instagram tiles, countries, CMS data, and GET /geo. */
import * as z from 'zod/mini';
import { envelopeSchema } from './envelope.ts';

const countryCode = z.string().check(z.length(2));

export const instagramTileSchema = z.looseObject({
  id: z.optional(z.int()),
  is_published: z.boolean(),
  image: z.string(),
  link: z.string(),
  alt: z.string(),
});
export const instagramResponseSchema = z.looseObject({ data: z.array(instagramTileSchema) });

export const countrySchema = z.looseObject({
  id: countryCode,
  full_name_english: z.string(),
  full_name_locale: z.string(),
});
export const countriesResponseSchema = envelopeSchema(z.array(countrySchema));

export const cmsDataSchema = z.looseObject({ _id: z.string() });
export const cmsDataResponseSchema = envelopeSchema(cmsDataSchema);

export const geoSchema = z.looseObject({ country: countryCode, city: z.optional(z.string()) });
