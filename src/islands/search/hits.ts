/**
 * The search page's check of each hit it shows (spec 000 §8: bad API data is logged, and corrupts nothing): the
 * catalogue client parses the answer's envelope, but a hit's `_source` holds only the fields asked for, so it is
 * checked here against what a result entry reads (RESULT_INCLUDES). A hit without them (a price that is not a
 * number, no sku) would show a card reading NaN or linking nowhere: it is left out, and logged with its sku.
 */
import * as z from 'zod/mini';
import type { RESULT_CHILD_FIELDS, RESULT_FIELDS, ResultProduct } from './requests.ts';

/** A price the catalogue may leave out or write as null. */
const optionalAmount = z.optional(z.nullable(z.number()));
const stock = z.optional(z.looseObject({ qty: z.number(), is_in_stock: z.boolean() }));
const size = z.optional(z.nullable(z.number()));

/** A schema per field asked for: the keys are RESULT_CHILD_FIELDS, no more and no fewer. */
const childShape = {
  sku: z.string(),
  status: z.number(),
  price: z.number(),
  price_incl_tax: optionalAmount,
  stock,
  size,
} satisfies Record<(typeof RESULT_CHILD_FIELDS)[number], z.ZodMiniType>;

/** A schema per field asked for: the keys are RESULT_FIELDS and the variants, no more and no fewer. */
const hitShape = {
  sku: z.string().check(z.minLength(1)),
  name: z.string(),
  image: z.optional(z.nullable(z.string())),
  type_id: z.string(),
  parentSku: z.optional(z.nullable(z.string())),
  slug: z.string(),
  url_key: z.string(),
  url_path: z.string(),
  price: z.number(),
  price_incl_tax: optionalAmount,
  original_price_incl_tax: optionalAmount,
  special_price: optionalAmount,
  special_price_incl_tax: optionalAmount,
  stock,
  seria: z.optional(z.nullable(z.number())),
  size,
  configurable_children: z.optional(z.array(z.looseObject(childShape))),
} satisfies Record<(typeof RESULT_FIELDS)[number] | 'configurable_children', z.ZodMiniType>;

const resultHitSchema = z.looseObject(hitShape);

/** The sku a hit names, for the log ('?' when it has none). */
const skuOf = (item: object): string => {
  const sku = (item as { sku?: unknown }).sku;
  return typeof sku === 'string' ? sku : '?';
};

/**
 * The hits a result entry can be read from, in order, as ResultProduct (the type the check establishes); each
 * other one logged (`log`) with its sku and the first field that fails, and left out.
 */
export function readableHits(items: readonly object[], log: (message: string, detail: unknown) => void): ResultProduct[] {
  return items.filter((item): item is ResultProduct => {
    const parsed = resultHitSchema.safeParse(item);
    if (parsed.success) return true;
    const issue = parsed.error.issues[0];
    log(
      `The catalogue search answered a product the page cannot show (${skuOf(item)}): ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`,
      item,
    );
    return false;
  });
}
