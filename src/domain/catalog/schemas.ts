/**
 * zod schemas of the catalogue entities, to parse API responses. Lenient on extra fields (loose
 * objects keep them); list fields missing in a response default to empty lists.
 */
import { z } from 'zod';
import type { Attribute, Category, ConfigurableOption, MediaGalleryItem, Product, StockItem, TaxRule } from './types.ts';

const num = z.number();
/** Computed price fields may come as null from some sources: read as absent. */
const optNum = num.nullish().transform((v) => v ?? undefined);
const optDate = z.string().nullable().optional();

const priceFieldsShape = {
  price: num,
  price_tax: optNum,
  price_incl_tax: optNum,
  special_price: num.nullable().optional(),
  special_price_tax: optNum,
  special_price_incl_tax: optNum,
  special_from_date: optDate,
  special_to_date: optDate,
  final_price: optNum,
  final_price_tax: optNum,
  final_price_incl_tax: optNum,
  original_price: optNum,
  original_price_tax: optNum,
  original_price_incl_tax: optNum,
  original_final_price: optNum,
  original_final_price_tax: optNum,
  original_final_price_incl_tax: optNum,
  original_special_price: optNum,
  original_special_price_tax: optNum,
  original_special_price_incl_tax: optNum,
};

export const tierPriceSchema = z.looseObject({ customer_group_id: num, qty: num, value: num });
export const productStockSchema = z.looseObject({ qty: num, is_in_stock: z.boolean(), manage_stock: z.boolean() });
const customAttributeSchema = z.looseObject({ attribute_code: z.string(), value: z.string() });

export const configurableChildSchema = z.looseObject({
  ...priceFieldsShape,
  id: num,
  sku: z.string(),
  status: num,
  name: z.string().optional(),
  visibility: optNum,
  image: z.string().optional(),
  tier_prices: z.array(tierPriceSchema).optional(),
  color: optNum,
  size: optNum,
  color_pantone: z.string().optional(),
  stock: productStockSchema.optional(),
  custom_attributes: z.array(customAttributeSchema).optional(),
});

const bundleOptionSchema = z.looseObject({
  option_id: num,
  title: z.string(),
  type: z.string(),
  required: z.boolean(),
  product_links: z.array(z.looseObject({ id: num, sku: z.string(), qty: num, is_default: z.boolean(), price: optNum })),
});

const productOptionSchema = z.looseObject({
  extension_attributes: z.looseObject({
    configurable_item_options: z.array(z.object({ option_id: z.string(), option_value: z.string() })).optional(),
    bundle_options: z.array(z.object({ option_id: num, option_qty: num, option_selections: z.array(num) })).optional(),
    custom_options: z.array(z.object({ option_id: z.string(), option_value: z.string() })).optional(),
  }),
});

/**
 * A gallery image (spec 000 §3 "media_gallery (src)"): its path in `image` (the catalogue index's
 * field) or `src` (the specification's), read into `image`; an item with neither is dropped.
 */
const mediaGalleryItemSchema = z
  .looseObject({ image: z.string().optional(), src: z.string().optional(), label: z.string().nullable().optional() })
  .transform(({ src, ...m }) => {
    const image = m.image ?? src;
    return image === undefined ? undefined : { ...m, image };
  });

/**
 * A configurable option (spec 000 §3: "attribute_id or attribute_code"): either may be missing; an
 * option without `attribute_code` cannot be matched to its variants' attributes, so it is read as
 * absent (undefined, filtered out of the list) instead of making the whole product invalid.
 */
const configurableOptionSchema = z
  .looseObject({
    attribute_id: z.coerce.number().optional(),
    attribute_code: z.string().optional(),
    label: z.string(),
    values: z.array(z.looseObject({ value_index: num, label: z.string() })),
  })
  .refine((o) => o.attribute_id !== undefined || o.attribute_code !== undefined, 'an option needs attribute_id or attribute_code')
  .transform((o) => (o.attribute_code === undefined ? undefined : { ...o, attribute_code: o.attribute_code }));

export const productSchema = z.looseObject({
  ...priceFieldsShape,
  id: num,
  sku: z.string(),
  parentSku: z.string().optional(),
  name: z.string(),
  slug: z.string(),
  url_key: z.string(),
  url_path: z.string(),
  type_id: z.enum(['simple', 'configurable', 'grouped', 'bundle', 'downloadable']),
  status: num,
  visibility: num,
  tier_prices: z.array(tierPriceSchema).default([]),
  tax_class_id: z.coerce.number().default(0),
  qty: optNum,
  stock: productStockSchema.default({ qty: 0, is_in_stock: false, manage_stock: true }),
  category_ids: z.array(z.coerce.number()).default([]),
  category: z.array(z.looseObject({ category_id: num, name: z.string(), slug: z.string().optional() })).default([]),
  image: z.string().default(''),
  media_gallery: z
    .array(mediaGalleryItemSchema)
    .transform((items): MediaGalleryItem[] => items.filter((m) => m !== undefined))
    .default([]),
  configurable_options: z
    .array(configurableOptionSchema)
    .transform((options): ConfigurableOption[] => options.filter((o) => o !== undefined))
    .default([]),
  configurable_children: z.array(configurableChildSchema).default([]),
  product_links: z
    .array(
      z.looseObject({
        link_type: z.string(),
        linked_product_type: z.string(),
        linked_product_sku: z.string(),
        qty: optNum,
        position: optNum,
      }),
    )
    .default([]),
  bundle_options: z.array(bundleOptionSchema).default([]),
  product_option: productOptionSchema.optional(),
  errors: z.record(z.string(), z.string().nullable()).optional(),
  info: z.record(z.string(), z.string()).optional(),
  is_configured: z.boolean().optional(),
  meta_title: z.string().optional(),
  meta_description: z.string().optional(),
  day_night: z.string().optional(),
  ean: z.string().optional(),
  new: z.boolean().optional(),
  sale: z.boolean().optional(),
  seria: optNum,
  color: optNum,
  size: optNum,
  description: z.string().optional(),
  short_description: z.string().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});

export const categorySchema = z.looseObject({
  id: num,
  parent_id: num,
  name: z.string(),
  slug: z.string().optional(),
  url_key: z.string(),
  url_path: z.string(),
  path: z.string(),
  level: num,
  position: num,
  is_active: z.boolean(),
  product_count: num,
  get children_data(): z.ZodDefault<z.ZodArray<typeof categorySchema>> {
    return z.array(categorySchema).default([]);
  },
});

export const taxRateSchema = z.looseObject({
  rate: z.coerce.number(),
  tax_country_id: z.string(),
  tax_region_id: z.coerce.number().default(0),
  region_name: z.string().default(''),
  tax_postcode: z.string().optional(),
});

export const taxRuleSchema = z.looseObject({
  id: num,
  code: z.string().optional(),
  product_tax_class_ids: z.array(z.coerce.number()),
  customer_tax_class_ids: z.array(z.coerce.number()),
  rates: z.array(taxRateSchema),
});

export const attributeSchema = z.looseObject({
  attribute_id: z.coerce.number(),
  attribute_code: z.string(),
  is_user_defined: z.boolean(),
  is_visible: z.boolean(),
  is_comparable: z.boolean(),
  frontend_label: z.string().optional(),
  frontend_input: z.string().optional(),
  options: z.array(z.looseObject({ value: z.coerce.string(), label: z.string() })).default([]),
});

export const stockItemSchema = z.looseObject({
  product_id: num,
  qty: num,
  is_in_stock: z.boolean(),
  manage_stock: z.boolean().optional(),
  sku: z.string().optional(),
});

/** The parse functions below also prove at compile time that each schema yields its entity type. */
export function parseProduct(data: unknown): Product {
  return productSchema.parse(data);
}
export function parseCategory(data: unknown): Category {
  return categorySchema.parse(data);
}
export function parseTaxRule(data: unknown): TaxRule {
  return taxRuleSchema.parse(data);
}
export function parseAttribute(data: unknown): Attribute {
  return attributeSchema.parse(data);
}
export function parseStockItem(data: unknown): StockItem {
  return stockItemSchema.parse(data);
}
