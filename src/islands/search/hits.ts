/**
 * The search page's check of each hit it shows (spec 000 §8: bad API data is logged, and corrupts nothing): the
 * catalogue client parses the answer's envelope, but a hit's `_source` holds only the fields asked for, so it is
 * checked here against what a result entry reads (RESULT_INCLUDES). A hit without them (a price that is not a
 * number, no sku) would show a card reading NaN or linking nowhere: it is left out, and logged with its sku.
 */
import * as z from 'zod/mini';
import type { ResultProduct } from './requests.ts';

const amount = z.number().check(z.refine(Number.isFinite));
/** A price the catalogue may leave out or write as null. */
const optionalAmount = z.optional(z.nullable(amount));
const stock = z.optional(z.looseObject({ qty: z.number(), is_in_stock: z.boolean() }));
const size = z.optional(z.nullable(z.number()));

const childSchema = z.looseObject({
  sku: z.string(),
  status: z.number(),
  price: amount,
  price_incl_tax: optionalAmount,
  stock,
  size,
});

/** The fields of RESULT_INCLUDES a result entry reads (entryOfItem), with the types it reads them as. */
export const resultHitSchema = z.looseObject({
  sku: z.string().check(z.minLength(1)),
  name: z.string(),
  image: z.optional(z.nullable(z.string())),
  type_id: z.string(),
  parentSku: z.optional(z.nullable(z.string())),
  slug: z.string(),
  url_key: z.string(),
  url_path: z.string(),
  price: amount,
  price_incl_tax: optionalAmount,
  original_price_incl_tax: optionalAmount,
  special_price: optionalAmount,
  special_price_incl_tax: optionalAmount,
  stock,
  seria: z.optional(z.nullable(z.number())),
  size,
  configurable_children: z.optional(z.array(childSchema)),
});

/** The hits a result entry can be read from, in order; each other one logged (`log`) with its sku and left out. */
export function readableHits(items: readonly ResultProduct[], log: (message: string, detail: unknown) => void): ResultProduct[] {
  return items.filter((item) => {
    const parsed = resultHitSchema.safeParse(item);
    if (parsed.success) return true;
    const issue = parsed.error.issues[0];
    const sku = typeof (item as { sku?: unknown }).sku === 'string' ? (item as { sku: string }).sku : '?';
    log(
      `The catalogue search answered a product the page cannot show (${sku}): ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`,
      item,
    );
    return false;
  });
}
