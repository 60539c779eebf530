/**
 * The per-store manifest (`{store}/manifest.json`): entry key → sha256 digest of the entry's
 * canonical JSON. An entry key names its file: `products/DY-A-00001` is `products/DY-A-00001.json`; linked
 * parts are `parts/{sku}`; a content collection is its list of items (`content/{name}`, the item segments in order)
 * and one entry per item (`content/{name}/{item}`), so a changed item rewrites only itself.
 * Version 2: content collections per item (version 1 held each collection whole in `content/{name}`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { issueText } from './issue-text.ts';

export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_VERSION = 2;

export const manifestSchema = z.object({
  /** The format that wrote it; readers of the entries need MANIFEST_VERSION, the writer replaces any. */
  version: z.number().int().positive(),
  store: z.string().min(1),
  entries: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/, 'expected a sha256 hex digest')),
});
export type Manifest = z.output<typeof manifestSchema>;

/** One path segment of an entry key: letters, digits, `_`, `-` and `%` escapes (no dots, no slashes). */
const SEGMENT = /^[A-Za-z0-9_%-]+$/;

/** An entry key is one to three safe segments (`categories`, `products/{sku}`, `content/{name}/{item}`). */
export function isEntryKey(key: string): boolean {
  const parts = key.split('/');
  return parts.length >= 1 && parts.length <= 3 && parts.every((p) => SEGMENT.test(p));
}

/** A name as one key segment: URI-encoded, dots escaped too, so a sku can never climb out of its folder. */
export function keySegment(name: string): string {
  if (name === '') throw new Error('An entry name must not be empty');
  return encodeURIComponent(name)
    .replace(/\./g, '%2E')
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function productKey(sku: string): string {
  return `products/${keySegment(sku)}`;
}

/** A linked part (a bundle's or grouped product's product that is not visible individually). */
export function partKey(sku: string): string {
  return `parts/${keySegment(sku)}`;
}

/** A content section: a singleton's value, or a collection's item segments in order. */
export function contentKey(name: string): string {
  return `content/${keySegment(name)}`;
}

/** One item of a content collection; `item` is already a key segment (content-items.ts). */
export function contentItemKey(name: string, item: string): string {
  return `${contentKey(name)}/${item}`;
}

/** The file of an entry inside the store folder. */
export function entryFile(storeDir: string, key: string): string {
  if (!isEntryKey(key)) throw new Error(`Invalid snapshot entry key ${JSON.stringify(key)}`);
  return join(storeDir, `${key}.json`);
}

/** A snapshot that cannot be read as it is (the build's reader, snapshot.ts): the message names the file. */
export class SnapshotError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SnapshotError';
  }
}

/**
 * The manifest of a store folder, or undefined when there is none (the store view is not synced). One that cannot
 * be read or parsed (a damaged file) is a SnapshotError naming it: the reader must not take the store view for empty.
 */
export function loadManifest(storeDir: string): Manifest | undefined {
  const file = join(storeDir, MANIFEST_FILE);
  if (!existsSync(file)) return undefined;
  let problem: string;
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return parsed.data;
    problem = issueText(parsed.error);
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  throw new SnapshotError(`The snapshot manifest ${file} is damaged (${problem}): run npm run sync again`);
}

/** The manifest of a store folder for the writer, or undefined when it is missing or damaged (the sync replaces it). */
export function readManifest(storeDir: string): Manifest | undefined {
  try {
    return loadManifest(storeDir);
  } catch {
    return undefined;
  }
}

/**
 * Which snapshot keys a fetched section writes ('products' → every product and linked part, 'categories' →
 * the tree and needs).
 */
export function sectionKeys(section: string): (key: string) => boolean {
  if (section === 'products') return (key) => key.startsWith('products/') || key.startsWith('parts/');
  if (section === 'categories') return (key) => key === 'categories' || key === 'needs';
  if (section === 'attributes' || section === 'tax-rules') return (key) => key === section;
  const content = contentKey(section);
  return (key) => key === content || key.startsWith(`${content}/`);
}
