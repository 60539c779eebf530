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

/** The entries of a collection section that parse; the others are dropped. */
export function validEntries<T>(schema: z.ZodType<T>, value: unknown): T[] {
  const list: unknown[] = Array.isArray(value) ? value : [];
  return list.flatMap((item) => {
    const result = schema.safeParse(item);
    return result.success ? [result.data] : [];
  });
}

/** A singleton section when it parses, else undefined. */
export function validSingleton<T>(schema: z.ZodType<T>, value: unknown): T | undefined {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/** Entries in their editorial `order` (entries without one last, input order kept among equals). */
export function byOrder<T extends { readonly order?: number | undefined }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER));
}

/** A slug usable as one URL path segment (letters, digits, `-`, `_`; no slash, dot or space). */
export function isPathSegment(slug: string): boolean {
  return /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u.test(slug);
}
