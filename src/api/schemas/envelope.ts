/** The REST envelope `{code, result, meta?}` of the catalogue API (CONTRACTS.md). */
import { z } from 'zod';

export function envelopeSchema<T extends z.ZodType>(result: T) {
  return z.looseObject({ code: z.number().int(), result, meta: z.unknown().optional() });
}

/** An error envelope: a 4xx/5xx code and a message. */
export const errorEnvelopeSchema = z.looseObject({ code: z.number().int().min(400), result: z.string() });

/** The content service's error body. */
export const cmsErrorSchema = z.strictObject({ error: z.string() });
