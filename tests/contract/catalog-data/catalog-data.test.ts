/**
 * The catalogue page data over a real snapshot: a seeded backend, content-sync into a temp folder,
 * then the static paths, category routes and display prices the build would use.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../../../backend/db/index.ts';
import { seedDatabase } from '../../../backend/seed/index.ts';
import { openSnapshot, type Snapshot } from '../../../content-sync/snapshot.ts';
import { syncAll } from '../../../content-sync/sync.ts';
import {
  displayPrice,
  flattenCategories,
  hasActiveSpecial,
  staticCategoryPaths,
  staticProductPaths,
} from '../../../src/catalog/index.ts';
import { loadConfig, storeView, type StoreCode } from '../../../src/config/index.ts';
import { matchPath, routeFor } from '../../../src/routing/index.ts';
import { CONTENT_TOKEN, startServer, type TestServer } from '../helpers/server.ts';

const cfg = loadConfig({});
const db = openDatabase(':memory:');
migrate(db);
const root = mkdtempSync(join(tmpdir(), 'catalog-data-'));
let server: TestServer;
let snap: Snapshot;
let syncedAt: Date;

beforeAll(async () => {
  await seedDatabase(db, { seed: 1, productsPerStore: 20, mediaDir: join(root, 'media'), images: false });
  server = await startServer(db);
  syncedAt = new Date();
  await syncAll({ apiUrl: server.baseUrl, contentToken: CONTENT_TOKEN, outDir: join(root, 'snapshot'), log: () => {} });
  snap = openSnapshot(join(root, 'snapshot'));
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const stores = (): StoreCode[] => snap.stores() as StoreCode[];
const resolve = (store: StoreCode, path: string) => matchPath(storeView(store, cfg).site, path, { views: cfg.storeViews });
const dbRows = (store: string) =>
  db.prepare('SELECT sku, status, visibility FROM products WHERE store_code = ?').all(store) as {
    sku: string;
    status: number;
    visibility: number;
  }[];

describe('catalogue page data over a synced snapshot', () => {
  it('covers every store view of the seed', () => {
    expect(stores().sort()).toEqual([...cfg.storeViews.map((v) => v.code)].sort());
  });

  it('gives every visible product its static paths, each resolving back to its route, and no invisible product any', () => {
    for (const store of stores()) {
      const products = snap.products(store).map((p) => ({ ...p, store }));
      const paths = staticProductPaths(products, store);
      const rows = dbRows(store);
      const visible = rows.filter((r) => [0, 1].includes(r.status) && [2, 3, 4].includes(r.visibility)).map((r) => r.sku);
      const invisible = rows.map((r) => r.sku).filter((sku) => !visible.includes(sku));
      expect(invisible.length).toBeGreaterThan(0);
      expect(paths.some((p) => invisible.includes(p.sku))).toBe(false);
      if (!routeFor(store, 'product')) continue;
      expect(new Set(paths.map((p) => p.sku))).toEqual(new Set(visible));
      for (const product of products) {
        const own = paths.filter((p) => p.sku === product.sku);
        expect(own.some((p) => p.routeName === `${store}-product`)).toBe(true);
        if (product.type_id === 'configurable') {
          // available (spec 000 §4): enabled, and in stock as its stock state reads it (a quantity and the flag)
          const variants = product.configurable_children
            .filter((c) => c.status < 2 && (c.stock === undefined || (c.stock.qty > 0 && c.stock.is_in_stock)))
            .map((c) => c.sku);
          expect(own.filter((p) => p.routeName === `${store}-configurable-product`).map((p) => p.params['childSku'])).toEqual(
            variants,
          );
        }
      }
      for (const p of paths) expect(resolve(store, p.path)).toMatchObject({ route: { name: p.routeName }, params: p.params });
    }
  });

  it('gives every category of the tree a path that matchPath resolves back to the category route', () => {
    for (const store of stores()) {
      const categories = flattenCategories(snap.categories(store), store);
      expect(categories.length).toBeGreaterThan(5);
      const paths = staticCategoryPaths(categories, store);
      expect(paths.map((p) => p.categoryId).sort((a, b) => a - b)).toEqual(categories.map((c) => c.id).sort((a, b) => a - b));
      for (const p of paths) expect(resolve(store, p.path)).toEqual({ route: routeFor(store, 'category'), params: p.params });
    }
  });

  it('shows the API\u2019s gross prices for products without an active special', () => {
    let compared = 0;
    for (const store of stores()) {
      const view = storeView(store, cfg);
      const taxRules = snap.taxRules(store);
      for (const product of snap.products(store)) {
        if (hasActiveSpecial(product, syncedAt)) continue;
        const shown = displayPrice(product, { now: syncedAt, store: view, taxRules });
        expect(shown.currency).toBe(view.currency);
        expect(shown.special).toBeUndefined();
        expect(shown.price).toBeCloseTo(product.price_incl_tax ?? Number.NaN, 6);
        expect(shown.original).toBeCloseTo(product.original_price_incl_tax ?? Number.NaN, 6);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(50);
  });
});
