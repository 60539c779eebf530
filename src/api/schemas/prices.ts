/** Price responses: render-list (platform price sync) and the 30-day price history. */
import { z } from 'zod';
import { envelopeSchema } from './envelope.ts';

const money = z.number().min(0);

export const priceSyncItemSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  price_info: z.looseObject({
    final_price: money,
    regular_price: money,
    special_price: money.nullable().optional(),
    minimal_price: money,
    max_price: money,
    extension_attributes: z.looseObject({
      tax_adjustments: z.looseObject({ final_price: money, regular_price: money, special_price: money.nullable().optional() }),
    }),
  }),
});

export const renderListResponseSchema = envelopeSchema(z.looseObject({ items: z.array(priceSyncItemSchema) }));

export const priceHistorySchema = z.looseObject({
  sku: z.string(),
  storeId: z.number().int(),
  currency: z.string(),
  days: z.number().int().positive(),
  lowest: money.nullable(),
  history: z.array(z.looseObject({ date: z.iso.date(), price: money })),
});
export const priceHistoryResponseSchema = envelopeSchema(priceHistorySchema);
