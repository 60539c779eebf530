/** Extension endpoints: Instagram tiles, countries, CMS data, and GET /geo. */
import { z } from 'zod';
import { envelopeSchema } from './envelope.ts';

export const instagramTileSchema = z.looseObject({
  id: z.number().int().optional(),
  is_published: z.boolean(),
  image: z.string(),
  link: z.string(),
  alt: z.string(),
});
export const instagramResponseSchema = z.looseObject({ data: z.array(instagramTileSchema) });

export const countrySchema = z.looseObject({
  id: z.string().length(2),
  full_name_english: z.string(),
  full_name_locale: z.string(),
});
export const countriesResponseSchema = envelopeSchema(z.array(countrySchema));

export const cmsDataSchema = z.looseObject({ _id: z.string() });
export const cmsDataResponseSchema = envelopeSchema(cmsDataSchema);

export const geoSchema = z.looseObject({ country: z.string().length(2), city: z.string().optional() });
