/**
 * Content collections are kept per item in the snapshot: `content/{name}` holds the item segments in the
 * service's order, `content/{name}/{item}` each item, so a changed blog post rewrites only its own file.
 * An item is named by its `_id`, `id` or `slug`, else its position; a name met twice in a list gets its
 * position appended (a later one while that is taken too), so no item hides another.
 */
import { CONTENT_SECTIONS, isSingleton, type ContentSection } from './content-list.ts';
import { sha256 } from './digest.ts';
import { contentItemKey, contentKey, keySegment } from './manifest.ts';

/** How an item of a list is named (warnings, snapshot keys): its `_id`, `id` or `slug`, else `#{index}`. */
export function itemName(item: unknown, index: number): string {
  const named = item as { _id?: unknown; id?: unknown; slug?: unknown } | null;
  const name = typeof named === 'object' && named !== null ? (named._id ?? named.id ?? named.slug) : undefined;
  return typeof name === 'string' || typeof name === 'number' ? String(name) : `#${index}`;
}

/** The longest segment kept as it is: with its staged suffix (`.{sha256}.staged`) a file name stays under 255 bytes. */
const MAX_SEGMENT = 160;

/**
 * A name as a key segment (keySegment); a name that is empty, cannot be encoded (a lone surrogate) or encodes too
 * long is named by its digest instead (`h-{sha256}`), so no content can stop the sync.
 */
function itemSegment(name: string): string {
  try {
    const segment = keySegment(name);
    if (segment.length <= MAX_SEGMENT) return segment;
  } catch {
    // Empty or not encodable: named by its digest below.
  }
  return `h-${sha256(name).slice(0, 32)}`;
}

/** The key segments of a list's items, in order, each unique. */
export function itemSegments(items: readonly unknown[]): string[] {
  const seen = new Set<string>();
  return items.map((item, index) => {
    const name = itemName(item, index);
    let segment = itemSegment(name);
    // A later position while taken: an item's own name may be another's name with its position (`a~2`).
    for (let n = index; seen.has(segment); n += 1) segment = itemSegment(`${name}~${n}`);
    seen.add(segment);
    return segment;
  });
}

/**
 * The snapshot entries of one content section: a singleton's value as it is; a list as its item segments
 * (`content/{name}`) and one entry per item (`content/{name}/{item}`).
 */
export function contentEntries(section: ContentSection, value: unknown): [string, unknown][] {
  if (isSingleton(section)) return [[contentKey(section), value]];
  if (!Array.isArray(value)) throw new TypeError(`Content section ${section} is a list, got ${typeof value}`);
  const segments = itemSegments(value);
  return [[contentKey(section), segments], ...segments.map((s, i): [string, unknown] => [contentItemKey(section, s), value[i]])];
}

/** Replaces each list section of a store's entries (`content/{name}` → its items) by its per-item entries. */
export function splitContentLists(entries: Map<string, unknown>): void {
  for (const section of CONTENT_SECTIONS) {
    const key = contentKey(section);
    if (isSingleton(section) || !entries.has(key)) continue;
    for (const [k, v] of contentEntries(section, entries.get(key))) entries.set(k, v);
  }
}
