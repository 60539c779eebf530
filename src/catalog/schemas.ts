/**
 * zod schemas of the catalogue collections (zod 4: Astro 7 takes any zod 4 schema for a collection's
 * `schema`). Products, attributes and tax rules reuse the domain's catalogue schemas; every entry
 * names its store view.
 */
import { z } from 'zod';
import { attributeSchema, productSchema, taxRuleSchema } from '../domain/catalog/index.ts';

const store = z.string().min(1);

/**
 * The 30-day lowest gross price (spec 001 §9) of a product's skus on sale, by sku, as content-sync
 * read it from the prices API (content-sync/lowest-prices.ts); a malformed value reads as absent.
 */
export const lowestPricesSchema = z.record(z.string(), z.number().positive());

export const catalogProductSchema = productSchema.extend({
  store,
  lowest_prices: lowestPricesSchema.optional().catch(undefined),
});

export const catalogCategorySchema = z.looseObject({
  id: z.number(),
  parent_id: z.number(),
  name: z.string(),
  slug: z.string().optional(),
  url_key: z.string(),
  url_path: z.string(),
  path: z.string(),
  level: z.number(),
  position: z.number(),
  is_active: z.boolean(),
  product_count: z.number(),
  store,
  child_ids: z.array(z.number()),
  depth: z.number().int().min(0),
});

export const catalogAttributeSchema = attributeSchema.extend({ store });

export const catalogTaxRuleSchema = taxRuleSchema.extend({ store });

export const catalogContentSchema = z.object({
  store,
  section: z.string().min(1),
  singleton: z.boolean(),
  value: z.union([z.array(z.record(z.string(), z.unknown())), z.record(z.string(), z.unknown()), z.null()]),
});
