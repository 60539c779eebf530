/**
 * What each catalogue collection holds from a content-sync snapshot, grouped by the snapshot entry it
 * comes from: one group per manifest entry, with that entry's digest; a content list (its item order and
 * one entry per item) is one group, whose digest is that of its entries' digests. A group is read only when
 * asked (the loader skips groups whose digest it already holds).
 */
import { CONTENT_SECTIONS, isSingleton, type ContentSection } from '../../content-sync/content-list.ts';
import type { Snapshot } from '../../content-sync/snapshot.ts';
import { sha256 } from '../../content-sync/digest.ts';
import { flattenCategories } from './flatten.ts';

export const CATALOG_COLLECTIONS = ['products', 'parts', 'categories', 'needs', 'content', 'attributes', 'taxRules'] as const;
export type CatalogCollection = (typeof CATALOG_COLLECTIONS)[number];

export interface EntryData {
  readonly id: string;
  readonly data: Record<string, unknown>;
}

export interface EntryGroup {
  /** `{store}:{manifest entry key}`. */
  readonly key: string;
  /** The manifest's sha256 of the snapshot entry. */
  readonly digest: string;
  read(): EntryData[];
}

/** The manifest keys a collection reads, in manifest key order. */
function keysOf(collection: CatalogCollection, keys: readonly string[]): string[] {
  switch (collection) {
    case 'products':
    case 'parts':
      return keys.filter((k) => k.startsWith(`${collection}/`));
    case 'content':
      return keys.filter((k) => k.startsWith('content/') && k.split('/').length === 2);
    case 'taxRules':
      return keys.filter((k) => k === 'tax-rules');
    default:
      return keys.filter((k) => k === collection);
  }
}

function sectionOf(key: string): ContentSection | undefined {
  const name = decodeURIComponent(key.slice('content/'.length));
  return (CONTENT_SECTIONS as readonly string[]).includes(name) ? (name as ContentSection) : undefined;
}

function reader(snapshot: Snapshot, store: string, collection: CatalogCollection, key: string): (() => EntryData[]) | undefined {
  const id = (part: string | number): string => `${store}/${part}`;
  switch (collection) {
    case 'products':
    case 'parts': {
      const sku = decodeURIComponent(key.slice(`${collection}/`.length));
      return () => {
        const product = collection === 'parts' ? snapshot.part(store, sku) : snapshot.product(store, sku);
        return product ? [{ id: id(product.sku), data: { ...product, store } }] : [];
      };
    }
    case 'categories':
      return () => flattenCategories(snapshot.categories(store), store).map((c) => ({ id: id(c.id), data: c }));
    case 'needs':
      return () => {
        const root = snapshot.needs(store);
        return root ? flattenCategories([root], store).map((c) => ({ id: id(c.id), data: c })) : [];
      };
    case 'attributes':
      return () => snapshot.attributes(store).map((a) => ({ id: id(a.attribute_code), data: { ...a, store } }));
    case 'taxRules':
      return () => snapshot.taxRules(store).map((r) => ({ id: id(r.id), data: { ...r, store } }));
    case 'content': {
      const section = sectionOf(key);
      if (!section) return undefined;
      return () => [
        { id: id(section), data: { store, section, singleton: isSingleton(section), value: snapshot.content(store, section) } },
      ];
    }
  }
}

/** The digest of a group: its entry's, or for a content list that of its order's and its items' digests. */
function groupDigest(entries: Readonly<Record<string, string>>, key: string): string | undefined {
  const own = entries[key];
  if (own === undefined || !key.startsWith('content/')) return own;
  const items = Object.keys(entries)
    .filter((k) => k.startsWith(`${key}/`))
    .sort();
  if (items.length === 0) return own;
  return sha256([own, ...items.map((k) => `${k} ${entries[k]}`)].join('\n'));
}

/** The groups of one collection for one store view of the snapshot (unknown content sections skipped). */
export function entryGroups(snapshot: Snapshot, store: string, collection: CatalogCollection): EntryGroup[] {
  const entries = snapshot.manifest(store).entries;
  return keysOf(collection, Object.keys(entries).sort()).flatMap((key) => {
    const read = reader(snapshot, store, collection, key);
    const digest = groupDigest(entries, key);
    return read && digest ? [{ key: `${store}:${key}`, digest, read }] : [];
  });
}
