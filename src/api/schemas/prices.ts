/** Price responses: render-list (platform price sync) and the 30-day price history. */
import * as z from 'zod/mini';
import { envelopeSchema } from './envelope.ts';

const money = z.number().check(z.gte(0));

export const priceSyncItemSchema = z.looseObject({
  id: z.int(),
  name: z.string(),
  type: z.string(),
  price_info: z.looseObject({
    final_price: money,
    regular_price: money,
    special_price: z.optional(z.nullable(money)),
    minimal_price: money,
    max_price: money,
    extension_attributes: z.looseObject({
      tax_adjustments: z.looseObject({ final_price: money, regular_price: money, special_price: z.optional(z.nullable(money)) }),
    }),
  }),
});

export const renderListResponseSchema = envelopeSchema(z.looseObject({ items: z.array(priceSyncItemSchema) }));

export const priceHistorySchema = z.looseObject({
  sku: z.string(),
  storeId: z.int(),
  currency: z.string(),
  days: z.int().check(z.positive()),
  lowest: z.nullable(money),
  history: z.array(z.looseObject({ date: z.iso.date(), price: money })),
});
export const priceHistoryResponseSchema = envelopeSchema(priceHistorySchema);
