/**
 * Variant values as the platform's indexer writes them: a configurable product's document carries, for each of
 * its configurable attributes (`configurable_options`), the values of its enabled variants as `{code}_options`
 * (`color_options: [50, 53]`). A filter on an attribute then finds a configurable product by its variants
 * (src/domain/listing/search-query.ts `attributeFilterClause`), and `agg_terms_{code}_options` counts them
 * (spec 000 §7), as the storefront's static listings count a product by its own and its variants' values.
 */
import type { ConfigurableChild } from '../../src/domain/catalog/types.ts';
import { childAttributeValue } from '../../src/domain/product/variants.ts';
import type { Doc } from './entities.ts';

/** The suffix of the variant-value fields. */
export const VARIANT_OPTIONS_SUFFIX = '_options';

function optionCodes(doc: Doc): string[] {
  const options = Array.isArray(doc['configurable_options']) ? (doc['configurable_options'] as Doc[]) : [];
  return options.flatMap((o) =>
    typeof o['attribute_code'] === 'string' && o['attribute_code'] !== '' ? [o['attribute_code']] : [],
  );
}

/** The document with `{code}_options` for each configurable attribute its enabled variants have values of; others as they are. */
export function withVariantOptions(doc: Doc): Doc {
  if (doc['type_id'] !== 'configurable') return doc;
  const children = Array.isArray(doc['configurable_children']) ? (doc['configurable_children'] as ConfigurableChild[]) : [];
  const enabled = children.filter((child) => Number(child.status) < 2);
  const fields: Doc = {};
  for (const code of optionCodes(doc)) {
    const values = [
      ...new Set(
        enabled.map((child) => childAttributeValue(child, code)).filter((v) => v !== undefined && v !== null && v !== ''),
      ),
    ];
    if (values.length > 0) fields[`${code}${VARIANT_OPTIONS_SUFFIX}`] = values;
  }
  return Object.keys(fields).length > 0 ? { ...doc, ...fields } : doc;
}
