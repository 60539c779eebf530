/** A fixture catalogue for the url map: the shared fixture plus categories with and without a slug or url_path. */
import type { DatabaseSync } from 'node:sqlite';
import { fixtureDatabase } from '../fixtures.ts';

/** Adds a category to a store's catalogue; without `slug` it has only a url_key. */
function addCategory(
  db: DatabaseSync,
  store: string,
  c: { id: number; name: string; slug?: string; url_key: string; url_path: string; is_active?: boolean },
): void {
  const doc = {
    parent_id: 2,
    path: `1/2/${c.id}`,
    level: 2,
    position: c.id,
    is_active: true,
    product_count: 0,
    children_data: [],
    ...c,
  };
  db.prepare(
    'INSERT INTO categories (store_code, id, parent_id, level, position, is_active, url_path, doc) VALUES (?,?,?,?,?,?,?,?)',
  ).run(store, c.id, 2, 2, c.id, doc.is_active ? 1 : 0, c.url_path, JSON.stringify(doc));
}

/**
 * pl: Ciało (slug cialo, url_path cialo), Nowości (no slug, no url_path: c/nowosci-41), Promocje (no slug,
 * url_path promocje), Archiwum (inactive); en: Body (slug body, url_path body).
 */
export function urlMapCatalogue(): DatabaseSync {
  const db = fixtureDatabase();
  addCategory(db, 'pl', { id: 40, name: 'Ciało', slug: 'cialo', url_key: 'cialo', url_path: 'cialo' });
  addCategory(db, 'en', { id: 40, name: 'Body', slug: 'body', url_key: 'body', url_path: 'body' });
  addCategory(db, 'pl', { id: 41, name: 'Nowości', url_key: 'new', url_path: '' });
  addCategory(db, 'pl', { id: 43, name: 'Promocje', url_key: 'sale', url_path: 'promocje' });
  addCategory(db, 'pl', {
    id: 42,
    name: 'Archiwum',
    slug: 'archiwum',
    url_key: 'archiwum',
    url_path: 'archiwum',
    is_active: false,
  });
  return db;
}
