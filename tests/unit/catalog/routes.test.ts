import { describe, expect, it } from 'vitest';
import { productRouteParams, staticCategoryPaths, staticNeedPaths, staticProductPaths } from '../../../src/catalog/index.ts';
import { matchPath } from '../../../src/routing/index.ts';
import { CATEGORIES, NEEDS, configurable, product } from './fixtures.ts';

describe('productRouteParams', () => {
  it('gives a simple product its product and cart-product paths (a legacy path without childSku would open the configurable route)', () => {
    const paths = productRouteParams(product({ id: 1, sku: 'SKU-1', slug: 'krem', url_key: 'krem-key' }), 'pl').map((p) => [
      p.routeName,
      p.path,
    ]);
    expect(paths).toEqual([
      ['pl-product', '/produkt/krem'],
      ['pl-cart-product', '/produkt/-/krem-key'],
    ]);
  });

  it('gives a configurable product a path per available variant (disabled and out-of-stock ones left out)', () => {
    const paths = productRouteParams(configurable(), 'pl').map((p) => p.path);
    expect(paths).toEqual(['/produkt/conf', '/produkt/conf/CONF-A', '/produkt/CONF/conf/CONF-A', '/produkt/-/conf']);
    expect(productRouteParams(configurable(), 'pl', { showOutOfStock: true }).map((p) => p.path)).toContain(
      '/produkt/conf/CONF-C',
    );
  });

  it('gives no path on a route whose slug, url_key or sku would be a dot segment (no page of its own; the build would fail)', () => {
    expect(
      productRouteParams(product({ id: 1, sku: 'SKU-1', slug: '..', url_key: 'krem-key' }), 'pl').map((p) => p.path),
    ).toEqual(['/produkt/-/krem-key']);
    expect(productRouteParams(product({ id: 1, sku: 'SKU-1', slug: 'krem', url_key: '.' }), 'pl').map((p) => p.path)).toEqual([
      '/produkt/krem',
    ]);
  });

  it('uses only the routes the store view has (the US table has no cart-product route)', () => {
    const paths = productRouteParams(configurable(), 'us');
    expect(paths.map((p) => p.routeName)).toEqual(['us-product', 'us-configurable-product', 'us-legacy-product']);
    for (const p of paths) expect(matchPath('us', p.path)?.route.name).toBe(p.routeName);
  });
});

describe('static paths of a store view', () => {
  it('lists the visible products of that store once per path', () => {
    const products = [
      { ...product({ id: 1, sku: 'A', slug: 'same' }), store: 'pl' },
      { ...product({ id: 2, sku: 'B', slug: 'same' }), store: 'pl' },
      { ...product({ id: 3, sku: 'C', visibility: 1 }), store: 'pl' },
      { ...product({ id: 4, sku: 'D' }), store: 'en' },
    ];
    const paths = staticProductPaths(products, 'pl');
    expect(paths.filter((p) => p.path === '/produkt/same').map((p) => p.sku)).toEqual(['A']);
    expect(paths.some((p) => p.sku === 'B' && p.path === '/produkt/-/b')).toBe(true);
    expect(paths.some((p) => p.sku === 'C' || p.sku === 'D')).toBe(false);
    expect(new Set(paths.map((p) => p.path)).size).toBe(paths.length);
  });

  it('lists every active category and every need that fits the needs route', () => {
    const withInactive = CATEGORIES.map((c) => (c.store === 'pl' && c.id === 7 ? { ...c, is_active: false } : c));
    expect(staticCategoryPaths(withInactive, 'pl').map((p) => [p.categoryId, p.path])).toEqual([
      [3, '/produkty/twarz'],
      [4, '/produkty/twarz/oczyszczanie'],
      [5, '/produkty/twarz/oczyszczanie/zele'],
      [11, '/produkty/cialo'],
    ]);
    expect(staticNeedPaths(NEEDS, 'pl').map((p) => p.path)).toEqual(['/potrzeby/problemy/sucha']);
    expect(staticNeedPaths(NEEDS, 'en').map((p) => p.path)).toEqual(['/en/needs/problemy', '/en/needs/problemy/sucha']);
    for (const p of staticCategoryPaths(CATEGORIES, 'en'))
      expect(matchPath('main', p.path)).toMatchObject({ route: { name: 'en-category' }, params: p.params });
  });
});
