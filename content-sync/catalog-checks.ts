/**
 * The attributes and tax rules of a store view, checked at sync with the schemas the build's reader applies to
 * them (snapshot.ts: the domain's attributeSchema and taxRuleSchema), so that the snapshot always reads back:
 * one that does not parse is dropped, named (attribute code, tax rule id) with its problem. An attribute's
 * options with an empty label, or none, are left out (spec 000 §5 "Filter options with an empty label are dropped",
 * `dropEmptyLabelOptions`). What is kept is stored as the API returned it.
 */
import type { z } from 'zod';
import { attributeSchema, taxRuleSchema } from '../src/domain/catalog/index.ts';
import { dropEmptyLabelOptions } from '../src/domain/listing/filters.ts';
import type { Doc } from './catalog-fetch.ts';
import { issueText } from './issue-text.ts';

export interface CatalogDrop {
  /** The attribute code or tax rule id, else `#{index}`. */
  readonly id: string;
  readonly reason: string;
}

/** A document's name: its `field` when it is a non-empty string or a number, else its position. */
function nameOf(doc: Doc, field: string, index: number): string {
  const value = doc[field];
  return (typeof value === 'string' && value !== '') || typeof value === 'number' ? String(value) : `#${index}`;
}

/** The documents that parse with `schema`; the others named by `field`, with what is wrong. */
function parsing(docs: readonly Doc[], schema: z.ZodType, field: string, what: string): { kept: Doc[]; dropped: CatalogDrop[] } {
  const kept: Doc[] = [];
  const dropped: CatalogDrop[] = [];
  docs.forEach((doc, index) => {
    const parsed = schema.safeParse(doc);
    if (parsed.success) kept.push(doc);
    else dropped.push({ id: nameOf(doc, field, index), reason: `invalid ${what}: ${issueText(parsed.error)}` });
  });
  return { kept, dropped };
}

/**
 * An attribute whose options without a label (missing or null) have an empty one, which the rule then leaves out:
 * an option with nothing to show is not a reason to lose the attribute's other options.
 */
function withEmptyLabels(doc: Doc): Doc {
  const options = doc['options'];
  if (!Array.isArray(options)) return doc;
  const unlabelled = (o: unknown) => typeof o === 'object' && o !== null && (o as { label?: unknown }).label == null;
  if (!options.some(unlabelled)) return doc;
  return { ...doc, options: options.map((o: unknown) => (unlabelled(o) ? { ...(o as object), label: '' } : o)) };
}

/**
 * Attributes that parse, without their options with an empty label (a missing or null label is empty); `notices` names the attributes that lost
 * options that way.
 */
export function checkAttributes(docs: readonly Doc[]): { attributes: Doc[]; dropped: CatalogDrop[]; notices: string[] } {
  const { kept, dropped } = parsing(docs.map(withEmptyLabels), attributeSchema, 'attribute_code', 'attribute');
  const notices: string[] = [];
  const attributes = kept.map((doc) => {
    if (!Array.isArray(doc['options'])) return doc;
    // The attribute parsed: each option is an object with a string label.
    const options = doc['options'] as { label: string }[];
    const labelled = dropEmptyLabelOptions(options);
    if (labelled.length === options.length) return doc;
    notices.push(
      `attribute ${String(doc['attribute_code'])}: ${options.length - labelled.length} of its options have an empty label: left out`,
    );
    return { ...doc, options: labelled };
  });
  return { attributes, dropped, notices };
}

/** Tax rules that parse; the others named by id. */
export function checkTaxRules(docs: readonly Doc[]): { taxRules: Doc[]; dropped: CatalogDrop[] } {
  const { kept, dropped } = parsing(docs, taxRuleSchema, 'id', 'tax rule');
  return { taxRules: kept, dropped };
}
