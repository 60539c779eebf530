import { describe, expect, it } from 'vitest';
import { createCatalogDocs } from '../../../../backend/catalog/store-docs.ts';
import { trackCatalogVersion } from '../../../../backend/catalog/version.ts';
import { warmCatalog } from '../../../../backend/catalog/warm.ts';
import { migrate, openDatabase } from '../../../../backend/db/index.ts';
import { createLogger } from '../../../../backend/http/logger.ts';
import { fixtureDatabase } from '../fixtures.ts';

/** A catalogue of `n` products in store pl (more than one read chunk). */
function bigCatalog(n: number) {
  const db = openDatabase(':memory:');
  migrate(db);
  const insert = db.prepare(
    'INSERT INTO products (store_code, id, sku, type_id, url_path, status, visibility, updated_at, doc) VALUES (?,?,?,?,?,?,?,?,?)',
  );
  for (let id = n; id >= 1; id -= 1) {
    insert.run(
      'pl',
      id,
      `S-${id}`,
      'simple',
      `p/${id}`,
      1,
      4,
      '2026-01-01',
      JSON.stringify({ id, sku: `S-${id}`, name: `Krem numer ${id}` }),
    );
  }
  return db;
}

describe('loading and warming the in-memory catalogue', () => {
  it('load reads the documents in chunks, in key order, the same as docs, and shares one load', async () => {
    const db = bigCatalog(1234);
    const chunked = createCatalogDocs(db, trackCatalogVersion(db));
    const [a, b] = await Promise.all([chunked.load('pl', 'product'), chunked.load('pl', 'product')]);
    expect(a).toBe(b);
    expect(a.docs.map((d) => d['id'])).toEqual(Array.from({ length: 1234 }, (_, i) => i + 1));
    expect(chunked.docs('pl', 'product')).toBe(a);
    const direct = createCatalogDocs(db, trackCatalogVersion(db));
    expect(direct.docs('pl', 'product').docs).toEqual(a.docs);
  });

  it('the chunked full-text index answers as the one built at once', async () => {
    const db = bigCatalog(700);
    const catalog = createCatalogDocs(db, trackCatalogVersion(db));
    const lazy = catalog.docs('pl', 'product');
    const query = {
      text: 'krem 12',
      fields: [{ field: 'name', boost: 1 }],
      fuzziness: 0,
      operator: 'or' as const,
      minimumShouldMatch: 1,
    };
    const other = createCatalogDocs(db, trackCatalogVersion(db)).docs('pl', 'product');
    expect(other.hasFullText()).toBe(false);
    const built = await other.fullTextAsync();
    expect(other.hasFullText()).toBe(true);
    expect([...built.search(query)]).toEqual([...lazy.fullText().search(query)]);
  });

  it('warms every store at start and again when the catalogue changes', async () => {
    const db = fixtureDatabase();
    const catalog = createCatalogDocs(db, trackCatalogVersion(db));
    const lines: string[] = [];
    const warmer = warmCatalog(
      catalog,
      ['pl', 'en'],
      createLogger('debug', (l) => lines.push(l)),
      { checkEveryMs: 20 },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await warmer.idle();
    const before = catalog.docs('pl', 'product');
    expect(before.hasFullText()).toBe(true);
    expect(catalog.docs('en', 'product').hasFullText()).toBe(true);
    db.prepare("UPDATE products SET doc = json_set(doc, '$.name', 'Nowość') WHERE store_code = 'pl' AND id = 3").run();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await warmer.idle();
    const after = catalog.docs('pl', 'product');
    expect(after).not.toBe(before);
    expect(after.hasFullText()).toBe(true);
    expect(after.docs.find((d) => d['id'] === 3)?.['name']).toBe('Nowość');
    warmer.stop();
    expect(lines.filter((l) => l.includes('catalogue warmed'))).toHaveLength(2);
  });

  it("warms each store's products with the hook, and again once what it warmed goes stale", async () => {
    const db = fixtureDatabase();
    const catalog = createCatalogDocs(db, trackCatalogVersion(db));
    let clock = 1000;
    const calls: string[] = [];
    const warmer = warmCatalog(
      catalog,
      ['pl', 'en'],
      createLogger('error', () => undefined),
      {
        checkEveryMs: 10,
        now: () => clock,
        products: (store, docs) => {
          calls.push(`${store}:${docs.docs.length > 0}`);
          // pl has a special-price boundary at 5000 (the next one after it: none).
          return store === 'pl' && clock < 5000 ? 5000 : Number.POSITIVE_INFINITY;
        },
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await warmer.idle();
    expect(calls).toEqual(['pl:true', 'en:true']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await warmer.idle();
    expect(calls).toHaveLength(2);
    clock = 5000;
    await new Promise((resolve) => setTimeout(resolve, 50));
    await warmer.idle();
    warmer.stop();
    expect(calls).toEqual(['pl:true', 'en:true', 'pl:true', 'en:true']);
  });
});
