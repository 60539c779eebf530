/**
 * Reading content sections (the snapshot's `{section}.json`, through the build's collections) with zod:
 * every entry is parsed on its own and a malformed one is dropped whole, never rendered half.
 */
import { z } from 'zod';

/** A non-blank string, trimmed. */
export const text = z.string().trim().min(1);
/** An optional string: blank or of the wrong type reads as absent. */
export const optionalText = z.string().trim().min(1).optional().catch(undefined);
/** A list of non-blank strings (absent reads as empty; a malformed list fails the entry). */
export const textList = z.array(text).default([]);

/**
 * Parsed sections by the section's value and the schema: every page of a build reads the same section
 * values (src/components/catalog/collections.ts), so each is parsed once per schema, not once per page.
 */
const parsedSections = new WeakMap<object, WeakMap<z.ZodType, unknown>>();

function parsedOnce<R>(schema: z.ZodType, value: unknown, parse: () => R): R {
  if (typeof value !== 'object' || value === null) return parse();
  let bySchema = parsedSections.get(value);
  if (!bySchema) parsedSections.set(value, (bySchema = new WeakMap()));
  if (!bySchema.has(schema)) bySchema.set(schema, parse());
  return bySchema.get(schema) as R;
}

/** The entries of a collection section that parse; the others are dropped. The list returned is shared: copy before sorting. */
export function validEntries<T>(schema: z.ZodType<T>, value: unknown): readonly T[] {
  return parsedOnce(schema, value, () => {
    const list: unknown[] = Array.isArray(value) ? value : [];
    return Object.freeze(
      list.flatMap((item) => {
        const result = schema.safeParse(item);
        return result.success ? [result.data] : [];
      }),
    );
  });
}

/** A singleton section when it parses, else undefined. */
export function validSingleton<T>(schema: z.ZodType<T>, value: unknown): T | undefined {
  return parsedOnce(schema, value, () => {
    const result = schema.safeParse(value);
    return result.success ? result.data : undefined;
  });
}

/** Entries in their editorial `order` (entries without one last, input order kept among equals). */
export function byOrder<T extends { readonly order?: number | undefined }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER));
}

/** A slug usable as one URL path segment (letters, digits, `-`, `_`; no slash, dot or space). */
export function isPathSegment(slug: string): boolean {
  return /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u.test(slug);
}
