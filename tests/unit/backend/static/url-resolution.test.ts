/**
 * Spec 000 §2 "URL resolution" where the sites are served: a path that matches no route is resolved by
 * its url_path through the url map (backend/static/url-resolution.ts): a product or category → 301 to
 * its page, nothing mapped → the not-found page (404), a failing url map → the not-found page too.
 */
import { describe, expect, it } from 'vitest';
import { sitesApp } from '../../../../backend/static/sites.ts';
import { mapUrl, normaliseUrlPath } from '../../../../backend/routes/url-map.ts';
import { resolvedPagePath, urlMapLookup, type UrlMap } from '../../../../backend/static/url-resolution.ts';
import { loadConfig } from '../../../../src/config/index.ts';
import { urlMapCatalogue } from '../catalog/url-map-fixture.ts';
import { tempSites } from './temp-sites.ts';

const cfg = loadConfig({});
const asked: [string, string][] = [];
const map: UrlMap = async (urlPath, store) => {
  asked.push([urlPath, store]);
  if (urlPath === 'twarz/krem-50')
    return {
      type: 'product',
      id: 1,
      sku: 'KREM-50',
      slug: 'krem-50',
      url_path: urlPath,
      name: 'Krem',
      type_id: 'simple',
      parentSku: 'KREM-50',
    };
  if (urlPath === 'twarz/kremy-c')
    return {
      type: 'product',
      id: 2,
      sku: 'KC',
      slug: 'kremy-c',
      url_path: urlPath,
      name: 'C',
      type_id: 'configurable',
      parentSku: 'KC',
    };
  if (urlPath === 'twarz/kremy') return { type: 'category', id: 11, slug: 'kremy', url_path: urlPath, name: 'Kremy' };
  if (urlPath === 'awaria') throw new Error('url map down');
  return null;
};

/** The reference backend's url map over its fixture catalogue (backend/routes/url-map.ts). */
function backendUrlMap(): UrlMap {
  const db = urlMapCatalogue();
  return async (urlPath, store) => mapUrl(db, store, normaliseUrlPath(urlPath, store));
}

describe('resolvedPagePath', () => {
  it('gives the page of a product or a category by url_path, in the store view of the path’s prefix', async () => {
    expect(await resolvedPagePath('main', '/twarz/krem-50', cfg, map)).toBe('/produkt/krem-50');
    expect(await resolvedPagePath('main', '/en/twarz/krem-50', cfg, map)).toBe('/en/product/krem-50');
    expect(await resolvedPagePath('main', '/twarz/kremy-c?childSku=KC-RED', cfg, map)).toBe('/produkt/kremy-c/KC-RED');
    expect(await resolvedPagePath('main', '/twarz/kremy', cfg, map)).toBe('/produkty/twarz/kremy');
    expect(asked).toContainEqual(['twarz/krem-50', 'en']);
  });

  it('gives nothing when nothing maps, and tells of a url map that fails', async () => {
    expect(await resolvedPagePath('main', '/nic-tu-nie-ma', cfg, map)).toBeUndefined();
    const errors: unknown[] = [];
    expect(await resolvedPagePath('main', '/awaria', cfg, map, (e) => errors.push(e))).toBeUndefined();
    expect(errors).toHaveLength(1);
  });

  it('a category link /{store}/c/{slug} resolves to the page of the category with that slug (spec 000 §2)', async () => {
    const backendMap = backendUrlMap();
    expect(await resolvedPagePath('main', '/c/cialo', cfg, backendMap)).toBe('/produkty/cialo');
    expect(await resolvedPagePath('main', '/en/c/body', cfg, backendMap)).toBe('/en/products/body');
    // Without a url_path, the category's page is at its slug (name-id when it has none).
    expect(await resolvedPagePath('main', '/c/nowosci-41', cfg, backendMap)).toBe('/produkty/nowosci-41');
    expect(await resolvedPagePath('main', '/c/nie-ma', cfg, backendMap)).toBeUndefined();
  });

  it('asks the url map once per path, for the product and then the category', async () => {
    let calls = 0;
    const lookup = urlMapLookup(async (p, s) => ((calls += 1), map(p, s)), 'pl');
    expect(await lookup.productByUrlPath('twarz/kremy')).toBeUndefined();
    expect(await lookup.categoryByUrlPath('twarz/kremy')).toEqual({ slug: 'kremy', url_path: 'twarz/kremy' });
    expect(calls).toBe(1);
  });
});

describe('the sites with a url map', () => {
  const dist = tempSites({
    'page-not-found.html': '<!doctype html><title>404</title>',
    'produkt/krem-50.html': '<!doctype html><title>Krem</title>',
  });
  const get = (path: string, urlMap: UrlMap | null = map) =>
    sitesApp({ distDir: dist.path, cfg, ...(urlMap ? { urlMap } : {}) }).request(`http://localhost:4321${path}`, {
      headers: { host: 'localhost:4321' },
    });

  it('redirect a url_path that matches no route to its page (301)', async () => {
    const res = await get('/twarz/krem-50');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/produkt/krem-50');
  });

  it('redirect a category link /c/{slug} to the category page as they do its url_path', async () => {
    const backendMap = backendUrlMap();
    for (const [path, page] of [
      ['/cialo', '/produkty/cialo'],
      ['/c/cialo', '/produkty/cialo'],
      ['/en/c/body', '/en/products/body'],
    ] as const) {
      const res = await get(path, backendMap);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location')).toBe(page);
    }
  });

  it('answer a path nothing maps, or a failing url map, with the not-found page (404)', async () => {
    for (const path of ['/nic-tu-nie-ma', '/awaria']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('<title>404</title>');
    }
  });

  it('never ask the url map for a path that matches a route, and serve it as before without one', async () => {
    asked.length = 0;
    expect((await get('/produkt/krem-50')).status).toBe(200);
    expect((await get('/produkt/nie-ma')).status).toBe(404);
    expect(asked).toEqual([]);
    expect((await get('/twarz/krem-50', null)).status).toBe(404);
  });
});
