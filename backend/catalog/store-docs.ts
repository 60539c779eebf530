/**
 * A store view's catalogue documents held in memory, loaded once per catalogue version (fine at
 * 10 000 products), with their indexes (entity-docs.ts). `load` reads and parses in chunks so that
 * warming a large catalogue leaves the event loop free; `docs` loads at once when nothing is cached.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { CatalogVersion } from './version.ts';
import type { Doc, Entity } from './entities.ts';
import { entityDocs, type EntityDocs } from './entity-docs.ts';

export { ENTITIES, type Doc, type Entity } from './entities.ts';
export type { EntityDocs, SkuEntry } from './entity-docs.ts';

const TABLE: Record<Entity, { table: string; key: string }> = {
  product: { table: 'products', key: 'id' },
  category: { table: 'categories', key: 'id' },
  attribute: { table: 'attributes', key: 'attribute_id' },
  taxrule: { table: 'tax_rules', key: 'id' },
};

export interface CatalogDocs {
  /** The documents of the current catalogue version, read now if not yet loaded. */
  docs(store: string, entity: Entity): EntityDocs;
  /** The same, read in chunks (one load shared by concurrent callers). */
  load(store: string, entity: Entity): Promise<EntityDocs>;
  readonly version: CatalogVersion;
}

const CHUNK = 500;

function selectAll(db: DatabaseSync, entity: Entity) {
  const { table, key } = TABLE[entity];
  return db.prepare(`SELECT doc FROM ${table} WHERE store_code = ? ORDER BY ${key}`);
}

/** The documents in key order, read CHUNK rows per statement with the event loop free in between. */
async function readInChunks(db: DatabaseSync, store: string, entity: Entity): Promise<Doc[]> {
  const { table, key } = TABLE[entity];
  const first = db.prepare(`SELECT ${key} AS k, doc FROM ${table} WHERE store_code = ? ORDER BY ${key} LIMIT ${CHUNK}`);
  const next = db.prepare(
    `SELECT ${key} AS k, doc FROM ${table} WHERE store_code = ? AND ${key} > ? ORDER BY ${key} LIMIT ${CHUNK}`,
  );
  const docs: Doc[] = [];
  let rows = first.all(store) as { k: number; doc: string }[];
  while (rows.length > 0) {
    for (const row of rows) docs.push(JSON.parse(row.doc) as Doc);
    if (rows.length < CHUNK) break;
    await new Promise((resolve) => setImmediate(resolve));
    rows = next.all(store, (rows[rows.length - 1] as { k: number }).k) as { k: number; doc: string }[];
  }
  return docs;
}

export function createCatalogDocs(db: DatabaseSync, version: CatalogVersion): CatalogDocs {
  let loadedVersion = '';
  const cache = new Map<string, EntityDocs>();
  const loading = new Map<string, Promise<EntityDocs>>();
  const current = (): string => {
    const now = version.current();
    if (now !== loadedVersion) {
      cache.clear();
      loading.clear();
      loadedVersion = now;
    }
    return now;
  };
  return {
    version,
    docs(store, entity) {
      current();
      const key = `${store}/${entity}`;
      let found = cache.get(key);
      if (!found) {
        const rows = selectAll(db, entity).all(store) as { doc: string }[];
        found = entityDocs(
          entity,
          rows.map((r) => JSON.parse(r.doc) as Doc),
        );
        cache.set(key, found);
      }
      return found;
    },
    load(store, entity) {
      const at = current();
      const key = `${store}/${entity}`;
      const found = cache.get(key);
      if (found) return Promise.resolve(found);
      let pending = loading.get(key);
      if (!pending) {
        pending = readInChunks(db, store, entity).then(
          (docs) => {
            const loaded = entityDocs(entity, docs);
            // Kept only if the catalogue did not change meanwhile (and no one loaded it at once).
            if (at === version.current() && at === loadedVersion && !cache.has(key)) cache.set(key, loaded);
            if (loading.get(key) === pending) loading.delete(key);
            return cache.get(key) ?? loaded;
          },
          (error: unknown) => {
            if (loading.get(key) === pending) loading.delete(key);
            throw error;
          },
        );
        loading.set(key, pending);
      }
      return pending;
    },
  };
}
