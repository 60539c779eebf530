/**
 * A store view's catalogue documents held in memory, loaded once per catalogue version (fine at
 * 10 000 products). The full-text index of an entity is built lazily on its first text query.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { CatalogVersion } from './version.ts';
import { buildFullTextIndex, type FullTextIndex } from '../search/fulltext.ts';
import type { Doc, Entity } from './entities.ts';

export { ENTITIES, type Doc, type Entity } from './entities.ts';

const TABLE: Record<Entity, { table: string; key: string }> = {
  product: { table: 'products', key: 'id' },
  category: { table: 'categories', key: 'id' },
  attribute: { table: 'attributes', key: 'attribute_id' },
  taxrule: { table: 'tax_rules', key: 'id' },
};

export interface EntityDocs {
  readonly entity: Entity;
  readonly docs: readonly Doc[];
  /** The full-text index, built on first use. */
  fullText(): FullTextIndex;
  /** Products and configurable children by sku (a child carries its parent), built on first use. */
  bySku(): ReadonlyMap<string, SkuEntry>;
}

export interface SkuEntry {
  readonly doc: Doc;
  readonly parent?: Doc;
}

function skuIndex(docs: readonly Doc[]): Map<string, SkuEntry> {
  const index = new Map<string, SkuEntry>();
  for (const doc of docs) {
    if (typeof doc['sku'] === 'string') index.set(doc['sku'], { doc });
  }
  for (const doc of docs) {
    const children = Array.isArray(doc['configurable_children']) ? (doc['configurable_children'] as Doc[]) : [];
    for (const child of children) {
      if (typeof child['sku'] === 'string' && !index.has(child['sku'])) index.set(child['sku'], { doc: child, parent: doc });
    }
  }
  return index;
}

export interface CatalogDocs {
  docs(store: string, entity: Entity): EntityDocs;
  readonly version: CatalogVersion;
}

export function createCatalogDocs(db: DatabaseSync, version: CatalogVersion): CatalogDocs {
  let loadedVersion = '';
  const cache = new Map<string, EntityDocs>();
  return {
    version,
    docs(store, entity) {
      const now = version.current();
      if (now !== loadedVersion) {
        cache.clear();
        loadedVersion = now;
      }
      const key = `${store}/${entity}`;
      let found = cache.get(key);
      if (!found) {
        found = loadEntity(db, store, entity);
        cache.set(key, found);
      }
      return found;
    },
  };
}

function loadEntity(db: DatabaseSync, store: string, entity: Entity): EntityDocs {
  const { table, key } = TABLE[entity];
  const rows = db.prepare(`SELECT doc FROM ${table} WHERE store_code = ? ORDER BY ${key}`).all(store) as { doc: string }[];
  const docs = rows.map((r) => JSON.parse(r.doc) as Doc);
  let index: FullTextIndex | undefined;
  let skus: Map<string, SkuEntry> | undefined;
  return {
    entity,
    docs,
    fullText() {
      index ??= buildFullTextIndex(entity, docs);
      return index;
    },
    bySku() {
      skus ??= skuIndex(docs);
      return skus;
    },
  };
}
