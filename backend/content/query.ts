/**
 * The content service's query language (Cockpit v1 subset): a filter on top-level fields with
 * equality, `$in`, `$gte`, `$lte` and `$exists`; sort; skip/limit; field projection; and the
 * language resolution of localized fields (`field_{lang}`, falling back to the default `field`);
 * and the publication rule every reader of entries applies.
 */
import { z } from 'zod';
import { LANGS, LISTS } from '../../src/config/index.ts';
import { badRequest, describeZodError } from '../http/errors.ts';

export type Entry = Record<string, unknown>;

/**
 * The publication rule, as an SQL condition on the `published` column of content_entries: 0 marks a
 * draft, which is never served; any other value is the published flag 1 or a publish timestamp.
 * Every route that reads entries applies it.
 */
export const PUBLISHED_ENTRY = 'published <> 0';
const OTHER_LANGS = LANGS.filter((l) => l !== 'pl');

const fieldName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, 'field names hold letters, digits and "_"');
const scalar = z.union([z.string().max(1024), z.number(), z.boolean(), z.null()]);
const operators = z.strictObject({
  $in: z.array(scalar).max(500).optional(),
  $gte: z.union([z.string().max(64), z.number()]).optional(),
  $lte: z.union([z.string().max(64), z.number()]).optional(),
  $exists: z.boolean().optional(),
});
const condition = z.union([scalar, operators], { error: 'a condition is a value or {$in, $gte, $lte, $exists}' });

export const contentQuerySchema = z.strictObject({
  filter: z.record(fieldName, condition).optional(),
  fields: z.record(fieldName, z.union([z.literal(0), z.literal(1), z.boolean()])).optional(),
  limit: z
    .number({ error: 'limit must be a number' })
    .int('limit must be an integer')
    .min(0, 'limit must not be negative')
    .max(LISTS.cmsMaxItems, `limit must be at most ${LISTS.cmsMaxItems}`)
    .optional(),
  skip: z
    .number({ error: 'skip must be a number' })
    .int('skip must be an integer')
    .min(0, 'skip must not be negative')
    .optional(),
  // Cockpit reads the order with intval(): "-1" is descending too.
  sort: z
    .record(
      fieldName,
      z.union(
        [z.literal(1), z.literal(-1), z.literal('1').transform(() => 1 as const), z.literal('-1').transform(() => -1 as const)],
        {
          error: 'sort order is 1 or -1',
        },
      ),
    )
    .optional(),
  populate: z.union([z.number().int().min(0).max(5), z.boolean()]).optional(),
  lang: z.string().optional(),
  // Cockpit casts it to a boolean: 1 and 0 say it too.
  simple: z.union([z.boolean(), z.literal(1).transform(() => true), z.literal(0).transform(() => false)]).optional(),
});

/** The most fields a filter, a projection or a sort may name: each is checked and applied per entry. */
export const MAX_QUERY_FIELDS = 64;
export type ContentQuery = z.output<typeof contentQuerySchema>;

/** Validates a request body; `lang` must be a catalogue language or 'default'. */
export function parseContentQuery(body: unknown): ContentQuery {
  // Counted before the schema reads them: a request naming 85 000 fields held the server for 12 s.
  for (const option of ['filter', 'fields', 'sort']) {
    const value = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[option] : undefined;
    if (value !== null && typeof value === 'object' && Object.keys(value).length > MAX_QUERY_FIELDS)
      throw badRequest(`${option} names at most ${MAX_QUERY_FIELDS} fields`, 'error');
  }
  const parsed = contentQuerySchema.safeParse(body);
  if (!parsed.success) {
    const top = parsed.error.issues.find((i) => i.code === 'unrecognized_keys');
    if (top && top.code === 'unrecognized_keys') {
      const where = top.path.length ? `${top.path.map(String).join('.')}: ` : '';
      throw badRequest(`${where}unsupported option "${String(top.keys[0]).slice(0, 40)}"`, 'error');
    }
    throw badRequest(describeZodError(parsed.error), 'error');
  }
  const lang = parsed.data.lang?.toLowerCase();
  if (lang !== undefined && lang !== 'default' && !(LANGS as readonly string[]).includes(lang)) {
    throw badRequest(`lang must be one of default, ${LANGS.join(', ')}`, 'error');
  }
  return { ...parsed.data, ...(lang === undefined ? {} : { lang }) };
}

/** The value of a field a request names: the entry's own fields only (`constructor` or `toString` name none). */
const ownField = (entry: Entry, field: string): unknown => (Object.hasOwn(entry, field) ? entry[field] : undefined);

/** Cockpit's test of a localized value: it is used unless it is empty (missing, null, '' or []). */
const isFilled = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * Resolves localized fields: `field` takes `field_{lang}` when that is filled, else keeps its default value, and
 * is there when only `field_{lang}` is; suffixed copies are dropped. Without a `lang` the entry is given as stored,
 * every language's copy with it, as Cockpit v1 localizes only when asked.
 */
export function localizeEntry(entry: Entry, lang: string | undefined): Entry {
  if (lang === undefined) return entry;
  const suffix = lang && lang !== 'default' && lang !== 'pl' ? `_${lang}` : undefined;
  const fields = new Set<string>();
  for (const key of Object.keys(entry)) {
    const field = suffix && key.endsWith(suffix) ? key.slice(0, -suffix.length) : key;
    if (field !== '' && !OTHER_LANGS.some((l) => field.endsWith(`_${l}`))) fields.add(field);
  }
  const out: Entry = {};
  for (const field of fields) {
    const localized = suffix ? ownField(entry, `${field}${suffix}`) : undefined;
    const value = isFilled(localized) ? localized : ownField(entry, field);
    if (value !== undefined) out[field] = value;
  }
  return out;
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true });
}

/** True when the entry meets every condition of the filter. */
export function matchesFilter(entry: Entry, filter: ContentQuery['filter']): boolean {
  for (const [field, cond] of Object.entries(filter ?? {})) {
    const value = ownField(entry, field);
    if (cond === null || typeof cond !== 'object') {
      if (Array.isArray(value) ? !value.includes(cond) : value !== cond) return false;
      continue;
    }
    if (cond.$exists !== undefined && (value !== undefined) !== cond.$exists) return false;
    if (cond.$in !== undefined && !cond.$in.some((x) => (Array.isArray(value) ? value.includes(x) : value === x))) return false;
    if (cond.$gte !== undefined && (value === undefined || value === null || compare(value, cond.$gte) < 0)) return false;
    if (cond.$lte !== undefined && (value === undefined || value === null || compare(value, cond.$lte) > 0)) return false;
  }
  return true;
}

export function sortEntries(entries: Entry[], sort: ContentQuery['sort']): Entry[] {
  const keys = Object.entries(sort ?? {});
  if (keys.length === 0) return entries;
  return [...entries].sort((a, b) => {
    for (const [field, dir] of keys) {
      const x = ownField(a, field);
      const y = ownField(b, field);
      if (x === y) continue;
      // A missing or null value is the lowest, as Cockpit's stores sort it: first ascending, last descending.
      const xNone = x === undefined || x === null;
      const yNone = y === undefined || y === null;
      if (xNone && yNone) continue;
      if (xNone) return -dir;
      if (yNone) return dir;
      const d = compare(x, y);
      if (d !== 0) return d * dir;
    }
    return 0;
  });
}

/** Keeps the listed fields (`{title: 1}`) or drops them (`{body: 0}`); `_id` is always kept. */
export function projectEntry(entry: Entry, fields: ContentQuery['fields']): Entry {
  const spec = Object.entries(fields ?? {});
  if (spec.length === 0) return entry;
  const include = spec.filter(([, v]) => v === 1 || v === true).map(([k]) => k);
  const exclude = new Set(spec.filter(([, v]) => v === 0 || v === false).map(([k]) => k));
  const out: Entry = {};
  for (const [k, v] of Object.entries(entry)) {
    if (exclude.has(k)) continue;
    if (include.length > 0 && !include.includes(k) && k !== '_id') continue;
    out[k] = v;
  }
  return out;
}
