/**
 * The catalogue collections of the build, loaded from the content-sync snapshot (src/catalog/loader.ts):
 * products `{store}/{sku}`, parts `{store}/{sku}` (linked products not visible individually), categories and needs `{store}/{id}` (flattened trees), content
 * `{store}/{section}`, attributes `{store}/{attribute_code}`, taxRules `{store}/{id}`.
 */
import { defineCollection } from 'astro:content';
import { snapshotLoader } from './catalog/loader.ts';
import {
  catalogAttributeSchema,
  catalogCategorySchema,
  catalogContentSchema,
  catalogProductSchema,
  catalogTaxRuleSchema,
} from './catalog/schemas.ts';

export const collections = {
  products: defineCollection({ loader: snapshotLoader('products'), schema: catalogProductSchema }),
  parts: defineCollection({ loader: snapshotLoader('parts'), schema: catalogProductSchema }),
  categories: defineCollection({ loader: snapshotLoader('categories'), schema: catalogCategorySchema }),
  needs: defineCollection({ loader: snapshotLoader('needs'), schema: catalogCategorySchema }),
  content: defineCollection({ loader: snapshotLoader('content'), schema: catalogContentSchema }),
  attributes: defineCollection({ loader: snapshotLoader('attributes'), schema: catalogAttributeSchema }),
  taxRules: defineCollection({ loader: snapshotLoader('taxRules'), schema: catalogTaxRuleSchema }),
};
