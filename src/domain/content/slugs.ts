/**
 * Duplicate slugs are dropped for categories, needs, blog posts, static pages and product content
 * (spec 000 §5). The first entry wins; the dropped ones are reported so the caller can warn.
 */

export const SLUGGED_KINDS = ['category', 'need', 'blogPost', 'staticPage', 'productContent'] as const;
export type SluggedKind = (typeof SLUGGED_KINDS)[number];

export interface DroppedDuplicate<T> {
  readonly kind: SluggedKind;
  /** The duplicate key (slug; `parent/slug` for needs; sku for product content). */
  readonly key: string;
  /** Position of the dropped entry in the input. */
  readonly index: number;
  readonly entry: T;
}

export interface DedupResult<T> {
  readonly kept: T[];
  readonly dropped: DroppedDuplicate<T>[];
}

interface Slugged {
  readonly slug?: string | null;
  readonly parent_slug?: string | null;
  readonly sku?: string | null;
}

/**
 * The identity of an entry: its slug; for a need page the parent slug and slug (its route has both
 * levels); product content has no slug, so its sku. Keys compare case-insensitively, trimmed.
 */
export function slugKey(entry: Slugged, kind: SluggedKind): string {
  if (kind === 'productContent') return keyPart(entry.sku);
  const slug = keyPart(entry.slug);
  if (kind === 'need') return `${keyPart(entry.parent_slug)}/${slug}`;
  return slug;
}

/** A part of a key as compared: text trimmed and in lower case; anything else (content as the service gave it) empty. */
function keyPart(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/** The fields a slugged entry is known by (slugKey): the sku of product content, the parent slug and slug of a need page, else the slug. */
export function slugFields(kind: SluggedKind): readonly ('slug' | 'parent_slug' | 'sku')[] {
  return kind === 'productContent' ? ['sku'] : kind === 'need' ? ['parent_slug', 'slug'] : ['slug'];
}

/** Keeps the first entry for each slug and reports the later duplicates. */
export function dropDuplicateSlugs<T extends Slugged>(entries: readonly T[], kind: SluggedKind): DedupResult<T> {
  const seen = new Set<string>();
  const kept: T[] = [];
  const dropped: DroppedDuplicate<T>[] = [];
  entries.forEach((entry, index) => {
    const key = slugKey(entry, kind);
    if (seen.has(key)) {
      dropped.push({ kind, key, index, entry });
    } else {
      seen.add(key);
      kept.push(entry);
    }
  });
  return { kept, dropped };
}
