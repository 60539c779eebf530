/** Stock responses (GET /api/stock/check and /api/stock/list). */
import * as z from 'zod/mini';
import { envelopeSchema } from './envelope.ts';

export const stockItemSchema = z.looseObject({
  sku: z.optional(z.string()),
  product_id: z.int(),
  qty: z.number(),
  is_in_stock: z.boolean(),
  manage_stock: z.optional(z.boolean()),
});

export const stockCheckResponseSchema = envelopeSchema(stockItemSchema);
export const stockListResponseSchema = envelopeSchema(z.array(stockItemSchema));
