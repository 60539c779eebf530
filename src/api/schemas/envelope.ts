/**
 * The REST envelope `{code, result, meta?}` of the catalogue API (CONTRACTS.md). The API schemas are written
 * with zod's mini build: the browser's islands parse responses with them, and it costs a fraction of the full
 * build's size and start-up work (docs/decisions.md).
 */
import * as z from 'zod/mini';

/** A successful answer: its result code must be 200 (spec 000 §7 "The result code 200 is read"); any other is a failure. */
export function envelopeSchema<T extends z.ZodMiniType>(result: T) {
  return z.looseObject({ code: z.literal(200), result, meta: z.optional(z.unknown()) });
}

/** An error envelope: a 4xx/5xx code and a message. */
export const errorEnvelopeSchema = z.looseObject({ code: z.int().check(z.gte(400)), result: z.string() });

/** The content service's error body. */
export const cmsErrorSchema = z.strictObject({ error: z.string() });
