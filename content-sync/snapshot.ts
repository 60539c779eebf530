/**
 * The build's reader of a content-sync snapshot: typed accessors over `{outDir}/{store}/...`, every
 * file validated with zod (the domain's catalogue schemas for products, categories, attributes and
 * tax rules). A missing or invalid file is an error naming the file, a damaged manifest too (a store folder without
 * one is a store view not synced). An entry is read only from a file
 * holding the manifest's digest for it: its entry file, else the staged file of a sync that committed the
 * manifest and was interrupted before renaming it in (entry-files.ts, store-writer.ts); a file changed under
 * the manifest is an error, never read silently.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { attributeSchema, categorySchema, productSchema, taxRuleSchema } from '../src/domain/catalog/index.ts';
import type { Attribute, Category, Product, TaxRule } from '../src/domain/catalog/index.ts';
import { contentEntrySchema } from '../src/api/schemas/content.ts';
import { issueText } from './issue-text.ts';
import { isSingleton, type ContentSection } from './content-list.ts';
import { readEntryText } from './entry-files.ts';
import {
  contentItemKey,
  contentKey,
  entryFile,
  MANIFEST_VERSION,
  partKey,
  productKey,
  loadManifest,
  SnapshotError,
  type Manifest,
} from './manifest.ts';

export const DEFAULT_SNAPSHOT_DIR = '.data/snapshot';

/** The snapshot folder of an environment: SNAPSHOT_DIR, default .data/snapshot. */
export function snapshotDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return env['SNAPSHOT_DIR']?.trim() || DEFAULT_SNAPSHOT_DIR;
}

export type ContentValue = Record<string, unknown>;

export interface Snapshot {
  readonly dir: string;
  /** Store codes with a manifest in the snapshot. */
  stores(): string[];
  manifest(store: string): Manifest;
  /** The active category tree below the root (the needs subtree excluded). */
  categories(store: string): Category[];
  /** The needs subtree (its root with children), or null. */
  needs(store: string): Category | null;
  products(store: string): Product[];
  product(store: string, sku: string): Product | undefined;
  /** Linked parts not visible individually (named and priced on the pages that link them). */
  parts(store: string): Product[];
  part(store: string, sku: string): Product | undefined;
  attributes(store: string): Attribute[];
  taxRules(store: string): TaxRule[];
  /** A collection's entries (a list) or a singleton's value (an object, or null when empty). */
  content(store: string, section: ContentSection): ContentValue[] | ContentValue | null;
}

const itemSchema = z.union([contentEntrySchema, z.record(z.string(), z.unknown())]);
const itemListSchema = z.array(z.string());
const singletonSchema = z.record(z.string(), z.unknown()).nullable();

export { SnapshotError };

export function openSnapshot(outDir: string = DEFAULT_SNAPSHOT_DIR): Snapshot {
  const manifests = new Map<string, Manifest>();
  const manifest = (store: string): Manifest => {
    const cached = manifests.get(store);
    if (cached) return cached;
    const read = loadManifest(join(outDir, store));
    if (!read || read.store !== store) throw new SnapshotError(`No valid snapshot manifest for store ${store} in ${outDir}`);
    if (read.version !== MANIFEST_VERSION)
      throw new SnapshotError(
        `The snapshot of ${store} in ${outDir} has format ${read.version}, this build reads ${MANIFEST_VERSION}: run npm run sync`,
      );
    manifests.set(store, read);
    return read;
  };
  const read = <T extends z.ZodType>(store: string, key: string, schema: T): z.output<T> => {
    const digest = manifest(store).entries[key];
    if (digest === undefined) throw new SnapshotError(`The snapshot of ${store} has no entry ${key}`);
    const file = entryFile(join(outDir, store), key);
    let data: unknown;
    try {
      data = JSON.parse(readEntryText(join(outDir, store), key, digest)) as unknown;
    } catch (error) {
      throw new SnapshotError(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new SnapshotError(`Invalid snapshot file ${file}: ${issueText(parsed.error)}`);
    return parsed.data;
  };
  const keysUnder = (store: string, folder: string): string[] =>
    Object.keys(manifest(store).entries)
      .filter((k) => k.startsWith(`${folder}/`))
      .sort();
  const optional = (store: string, key: string): Product | undefined =>
    key in manifest(store).entries ? read(store, key, productSchema) : undefined;
  return {
    dir: outDir,
    stores: () =>
      existsSync(outDir)
        ? readdirSync(outDir, { withFileTypes: true })
            .filter((d) => d.isDirectory() && loadManifest(join(outDir, d.name))?.store === d.name)
            .map((d) => d.name)
            .sort()
        : [],
    manifest,
    categories: (store) => read(store, 'categories', z.array(categorySchema)),
    needs: (store) => read(store, 'needs', categorySchema.nullable()),
    products: (store) => keysUnder(store, 'products').map((key) => read(store, key, productSchema)),
    product: (store, sku) => optional(store, productKey(sku)),
    parts: (store) => keysUnder(store, 'parts').map((key) => read(store, key, productSchema)),
    part: (store, sku) => optional(store, partKey(sku)),
    attributes: (store) => read(store, 'attributes', z.array(attributeSchema)),
    taxRules: (store) => read(store, 'tax-rules', z.array(taxRuleSchema)),
    content: (store, section) =>
      isSingleton(section)
        ? read(store, contentKey(section), singletonSchema)
        : read(store, contentKey(section), itemListSchema).map((item) => read(store, contentItemKey(section, item), itemSchema)),
  };
}
