/**
 * Variant values as the platform's indexer writes them: a configurable product's document carries, for each
 * attribute its enabled variants have values of (their colour and size fields, their custom attributes), the
 * values as `{code}_options` (`color_options: [50, 53]`), less the values the product holds itself. A filter on
 * an attribute then finds a configurable product by its variants (src/domain/listing/search-query.ts
 * `attributeFilterClause`), and `agg_terms_{code}` plus `agg_terms_{code}_options` (spec 000 §7) count every
 * product once per value, as the storefront's static listings count a product by its own and its enabled
 * variants' values (src/catalog/listing.ts `attributeValues`).
 */
import type { ConfigurableChild } from '../../src/domain/catalog/types.ts';
import { ownAttributeValues, variantAttributeValues, variantOptionsField } from '../../src/domain/listing/attribute-values.ts';
import { isVariantEnabled } from '../../src/domain/product/variants.ts';
import type { Doc } from './entities.ts';

/** The attribute codes a variant has values of: its colour and size fields, and its custom attributes. */
function variantCodes(child: ConfigurableChild): string[] {
  const own = (['color', 'size'] as const).filter((code) => child[code] !== undefined && child[code] !== null);
  return [...own, ...(child.custom_attributes ?? []).map((a) => a.attribute_code)];
}

/** The document with `{code}_options` for each attribute its enabled variants add values to; others as they are. */
export function withVariantOptions(doc: Doc): Doc {
  if (doc['type_id'] !== 'configurable') return doc;
  const children = Array.isArray(doc['configurable_children']) ? (doc['configurable_children'] as ConfigurableChild[]) : [];
  const fields: Doc = {};
  for (const code of new Set(children.filter(isVariantEnabled).flatMap(variantCodes))) {
    const own = new Set(ownAttributeValues(doc, code));
    const added = [...variantAttributeValues(children, code)].filter(([key]) => !own.has(key)).map(([, value]) => value);
    if (added.length > 0) fields[variantOptionsField(code)] = added;
  }
  return Object.keys(fields).length > 0 ? { ...doc, ...fields } : doc;
}
