/**
 * A product's values of a filterable attribute, as listings and the catalogue's filters read them (spec 000 §4
 * listing and filters, §7 agg_terms_{attr}_options): its own values, and the field that holds its variants'.
 */
import type { ConfigurableChild } from '../catalog/types.ts';
import { childAttributeValue, isVariantEnabled, type OptionValue } from '../product/variants.ts';

/** A document's own values of an attribute, as text: a list or a comma-separated text split, a boolean as 1 or 0, trimmed, empty ones dropped. */
export function ownAttributeValues(doc: Readonly<Record<string, unknown>>, code: string): string[] {
  const own = doc[code];
  const raw = Array.isArray(own) ? own : own === undefined || own === null ? [] : [own];
  return raw
    .flatMap((v) =>
      typeof v === 'boolean' ? [v ? '1' : '0'] : typeof v === 'string' ? v.split(',') : typeof v === 'number' ? [String(v)] : [],
    )
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

/**
 * The values a product's variants have of an attribute (childAttributeValue), each once: by its text, trimmed (the
 * key, as ownAttributeValues reads values), to the value as the variant holds it. The variants counted: the enabled
 * ones (isVariantEnabled), as the catalogue's indexer writes them, unless `counted` says otherwise (the storefront's
 * listings count the available ones, those its product pages offer).
 */
export function variantAttributeValues(
  children: readonly ConfigurableChild[],
  code: string,
  counted: (child: ConfigurableChild) => boolean = isVariantEnabled,
): Map<string, OptionValue> {
  const values = new Map<string, OptionValue>();
  for (const child of children) {
    if (!counted(child)) continue;
    const value = childAttributeValue(child, code);
    const key = value === undefined || value === null ? '' : String(value).trim();
    if (key !== '' && !values.has(key)) values.set(key, value as OptionValue);
  }
  return values;
}

/** The field of a configurable product's document that holds the values its variants add to its own (`color_options`). */
export function variantOptionsField(code: string): string {
  return `${code}_options`;
}
