/**
 * URL resolution by url_path (spec 000 §2) through the server `npm start` runs: a product's or a
 * category's url_path, which matches no route, answers 301 to its built page (the url map API of the
 * reference backend decides); a path nothing maps is the not-found page; an unavailable variant's address, which
 * has no page, answers 302 to its product's page; a need's url_path and `c/{slug}` (the url map answers a category,
 * whose category route page the build never makes) land on its need page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import type { Hono } from 'hono';
import { parseBackendSettings } from '../../backend/settings.ts';
import { categoryPagePath } from '../../src/catalog/categories.ts';
import { flattenCategories } from '../../src/catalog/index.ts';
import { config, storeView, type StoreCode } from '../../src/config/index.ts';
import { categorySlug } from '../../src/domain/product/category.ts';
import { isVariantAvailable } from '../../src/domain/product/variants.ts';
import { isProductVisible } from '../../src/domain/product/visibility.ts';
import { buildPath, categoryLink } from '../../src/routing/index.ts';
import { openBackend, type Backend } from '../../scripts/data.ts';
import { storefrontApp } from '../../scripts/server.ts';
import { pageFile, productPagePath } from './dist.ts';
import { builtSnapshot } from './built-snapshot.ts';

const cfg = config();
let backend: Backend;
let app: Hono;
const snapshot = builtSnapshot();
beforeAll(() => {
  const settings = parseBackendSettings({ ...process.env, LOG_LEVEL: 'silent' });
  if (!existsSync(settings.dbFile)) throw new Error(`No backend database at ${settings.dbFile}`);
  backend = openBackend(cfg, settings);
  app = storefrontApp({ cfg, backend: backend.app });
});
afterAll(() => backend?.db.close());

const get = (path: string, host = 'localhost:4321') => app.request(`http://${host}${path}`, { headers: { host } });
const links = { urlDispatcher: false, appendStoreCode: true };

describe.each(['pl', 'en'] as const)('url_path resolution in %s', (store: StoreCode) => {
  const view = () => storeView(store, cfg);
  const prefix = () => (view().prefix === '/' ? '' : view().prefix);

  it('a product’s url_path redirects to its built product page', async () => {
    const products = snapshot
      .products(store)
      .filter((p) => isProductVisible(p) && p.type_id !== 'configurable' && p.url_path)
      .slice(0, 5);
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      const res = await get(`${prefix()}/${p.url_path}`);
      const page = productPagePath(p, store, cfg);
      expect(res.status, p.sku).toBe(301);
      expect(res.headers.get('location'), p.sku).toBe(page);
      expect(existsSync(pageFile('main', page)), page).toBe(true);
    }
  });

  it('a category’s url_path redirects to its built listing page', async () => {
    const category = flattenCategories(snapshot.categories(store), store).find((c) => c.is_active && c.url_path?.includes('/'));
    expect(category).toBeDefined();
    const res = await get(`${prefix()}/${category!.url_path}`);
    const page = categoryLink(category!, { ...links, store: view() });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(page);
    expect(existsSync(pageFile('main', page)), page).toBe(true);
  });

  it('a route that redirects answers 301 to its built target, and 404 while its target screen is not built', async () => {
    const about = await get(`${prefix()}${store === 'pl' ? '/filozofia' : '/philosophy'}`);
    expect(about.status).toBe(301);
    const to = String(about.headers.get('location'));
    expect(existsSync(pageFile('main', to)), to).toBe(true);
    // The account redirects to its first tab, a screen of the accounts work (spec 001) that no page renders yet.
    const account = await get(`${prefix()}${store === 'pl' ? '/konto' : '/account'}`);
    expect(account.status).toBe(404);
    expect(account.headers.get('location')).toBeNull();
  });

  it("an unavailable variant's address redirects for now to its product's page (spec 000 §4: the first available variant)", async () => {
    const unavailable = snapshot
      .products(store)
      .filter((p) => isProductVisible(p) && p.type_id === 'configurable')
      .flatMap((p) =>
        p.configurable_children
          .filter((c) => !isVariantAvailable(c, { showOutOfStock: cfg.settings.showOutOfStock }))
          .map((c) => ({ p, childSku: c.sku })),
      )
      .slice(0, 5);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const { p, childSku } of unavailable) {
      const address = productPagePath(p, store, cfg, childSku);
      expect(existsSync(pageFile('main', address)), address).toBe(false);
      const res = await get(address);
      const page = productPagePath(p, store, cfg);
      expect([res.status, res.headers.get('location')], address).toEqual([302, page]);
      expect(existsSync(pageFile('main', page)), page).toBe(true);
    }
  });

  it('a product’s legacy address (spec 000 §2) redirects for good to its page: without its childSku, with its own sku, or a variant’s with another parentSku', async () => {
    const legacy = (params: Record<string, string>) => buildPath(`${store}-legacy-product`, params);
    const slugOf = (page: string) => decodeURIComponent(page.split('/').at(-1) ?? '');
    const visible = snapshot.products(store).filter(isProductVisible);
    const simple = visible.find((p) => p.type_id === 'simple');
    const variants = visible
      .filter((p) => p.type_id === 'configurable')
      .flatMap((p) => p.configurable_children.map((c) => ({ p, page: productPagePath(p, store, cfg, c.sku), childSku: c.sku })));
    const variant = variants.find(({ page }) => existsSync(pageFile('main', page)));
    expect(simple && variant).toBeDefined();
    const page = productPagePath(simple!, store, cfg);
    const slug = slugOf(page);
    const { p, childSku } = variant!;
    for (const [address, to] of [
      [legacy({ parentSku: simple!.sku, slug }), page],
      [legacy({ parentSku: simple!.sku, slug, childSku: simple!.sku }), page],
      [legacy({ parentSku: 'NOPE', slug: slugOf(productPagePath(p, store, cfg)), childSku }), variant!.page],
    ] as const) {
      const res = await get(address);
      expect([res.status, res.headers.get('location')], address).toEqual([301, to]);
      expect(existsSync(pageFile('main', to)), to).toBe(true);
    }
  });

  it('a path nothing maps is the not-found page', async () => {
    expect((await get(`${prefix()}/tego-nie-ma-w-katalogu`)).status).toBe(404);
  });
});

/** A store view's needs: those with a built page (and the page), and those without one (the needs root aside). */
function needsOf(view: (typeof cfg.storeViews)[number]) {
  const host = view.site === 'main' ? 'localhost:4321' : `${view.site}.localhost:4321`;
  const prefix = view.prefix === '/' ? '' : view.prefix;
  const root = snapshot.needs(view.code);
  const needs = root ? flattenCategories([root], view.code) : [];
  const built = needs.flatMap((need) => {
    const page = categoryPagePath(need, needs, 'needs');
    return page !== undefined && existsSync(pageFile(view.site, page)) ? [{ need, page }] : [];
  });
  const unbuilt = needs.filter((need) => need.depth > 0 && !built.some((b) => b.need === need));
  return { host, prefix, built, unbuilt };
}

describe('the needs of every store view', () => {
  it.each(cfg.storeViews.map((v) => [v.code, v] as const))(
    'are reached by /c/{slug} and by their url_path on their built page, in one hop: %s',
    async (_code, view) => {
      const { host, prefix, built } = needsOf(view);
      expect(built.length).toBeGreaterThan(0);
      for (const { need, page } of built) {
        for (const path of [`${prefix}/c/${encodeURIComponent(categorySlug(need))}`, `${prefix}/${need.url_path}`]) {
          // The Polish needs root's url_path is the needs route's own word: its need's url_path is its page.
          const res = await get(path, host);
          const landed = [res.status, res.status === 200 ? path : res.headers.get('location')];
          expect(landed, `${view.code} ${path}`).toEqual([path === page ? 200 : 301, page]);
        }
      }
    },
  );

  it('without a built page (the Polish first level) are not found at once, never redirected', async () => {
    const unbuilt = cfg.storeViews.flatMap((view) => needsOf(view).unbuilt.map((need) => ({ view, need })));
    expect(unbuilt.length).toBeGreaterThan(0);
    for (const { view, need } of unbuilt) {
      const { host, prefix } = needsOf(view);
      const res = await get(`${prefix}/${need.url_path}`, host);
      expect([res.status, res.headers.get('location')], `${view.code} ${need.url_path}`).toEqual([404, null]);
    }
  });
});
