/**
 * Reading content sections (the snapshot's `{section}.json`, through the build's collections) with zod:
 * every entry is parsed on its own and a malformed one is dropped whole, never rendered half, with a
 * warning naming the store view, the section and the entry (once per build) when the section is named.
 */
import { z } from 'zod';
import { UNREADABLE_DATE } from '../../domain/content/visibility.ts';

/** A non-blank string, trimmed. */
export const text = z.string().trim().min(1);
/** An optional string: blank or of the wrong type reads as absent. */
export const optionalText = z.string().trim().min(1).optional().catch(undefined);
/** An end of a publication window: a date's text, absent or null; anything else unreadable (the window invalid). */
export const windowEnd = z.string().nullish().catch(UNREADABLE_DATE);
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

/** Where a section's value comes from, and the entries already reported as dropped from it. */
interface SectionName {
  readonly store: string;
  readonly section: string;
  readonly warn: (message: string) => void;
  readonly reported: Set<string>;
}

const sectionNames = new WeakMap<object, SectionName>();

/**
 * Names a content section's value (the build's collections do, src/components/catalog/collections.ts): the
 * entries dropped from it are then reported through `warn`. Values not named (lists inside an entry) are not.
 */
export function nameSection(
  value: unknown,
  store: string,
  section: string,
  warn = (message: string) => console.warn(message),
): void {
  if (typeof value === 'object' && value !== null) sectionNames.set(value, { store, section, warn, reported: new Set() });
}

/** Tells the editor that an entry of a named section is dropped, and why; once per entry, however many pages read it. */
export function reportDropped(value: unknown, entryId: string, reasons: readonly string[]): void {
  const name = typeof value === 'object' && value !== null ? sectionNames.get(value) : undefined;
  if (!name || name.reported.has(entryId)) return;
  name.reported.add(entryId);
  name.warn(`[content] ${name.store}: dropped ${name.section} entry ${entryId}: ${reasons.join('; ')}`);
}

/** An entry's name in a warning: its `_id`, `id` or `slug`, else its position. */
function entryName(item: unknown, index: number): string {
  const fields = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
  const named = [fields['_id'], fields['id'], fields['slug']].find((v) => typeof v === 'string' && v.trim() !== '');
  return typeof named === 'string' ? named : `#${index}`;
}

/** Why an entry does not parse, as English log texts (a field is empty, missing or of another type). */
export function issueReasons(error: z.ZodError): string[] {
  const reasons = error.issues.map((issue) => {
    const field = issue.path.join('.') || 'the entry';
    if (issue.code === 'too_small') return `${field} is empty`;
    if (issue.code === 'invalid_type') return `${field} is missing or not a ${issue.expected}`;
    return `${field} is invalid`;
  });
  return [...new Set(reasons)];
}

/**
 * The entries of a collection section that parse; the others are dropped (reportDropped). The list
 * returned is shared: copy before sorting.
 */
export function validEntries<T>(schema: z.ZodType<T>, value: unknown): readonly T[] {
  return parsedOnce(schema, value, () => {
    const list: unknown[] = Array.isArray(value) ? value : [];
    return Object.freeze(
      list.flatMap((item, index) => {
        const result = schema.safeParse(item);
        if (result.success) return [result.data];
        reportDropped(value, entryName(item, index), issueReasons(result.error));
        return [];
      }),
    );
  });
}

/** A singleton section when it parses, else undefined (reportDropped: named `singleton`). */
export function validSingleton<T>(schema: z.ZodType<T>, value: unknown): T | undefined {
  return parsedOnce(schema, value, () => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    reportDropped(value, 'singleton', issueReasons(result.error));
    return undefined;
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
