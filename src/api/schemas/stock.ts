/** Stock responses (GET /api/stock/check and /api/stock/list). */
import { z } from 'zod';
import { envelopeSchema } from './envelope.ts';

export const stockItemSchema = z.looseObject({
  sku: z.string().optional(),
  product_id: z.number().int(),
  qty: z.number(),
  is_in_stock: z.boolean(),
  manage_stock: z.boolean().optional(),
});

export const stockCheckResponseSchema = envelopeSchema(stockItemSchema);
export const stockListResponseSchema = envelopeSchema(z.array(stockItemSchema));
