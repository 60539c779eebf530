/**
 * Spec 000 §2 "URL resolution" where the sites are served: a path that matches no route is resolved by
 * its url_path through the url map (backend/static/url-resolution.ts): a product or category → 301 to
 * its built page (a need's, for a need the url map answers as a category), nothing mapped or no built page → the
 * not-found page (404), a failing url map → the not-found page too.
 */
import { describe, expect, it } from 'vitest';
import { sitesApp } from '../../../../backend/static/sites.ts';
import { mapUrl, normaliseUrlPath } from '../../../../backend/routes/url-map.ts';
import { resolvedPagePaths, urlMapLookup, type UrlMap } from '../../../../backend/static/url-resolution.ts';
import { loadConfig } from '../../../../src/config/index.ts';
import { URL_MAP_MAX_LENGTH } from '../../../../src/api/schemas/url-map.ts';
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
  if (urlPath === 'c/acne' || urlPath === 'needs/skin-problems/acne')
    return { type: 'category', id: 31, slug: 'acne', url_path: 'needs/skin-problems/acne', name: 'Acne' };
  if (urlPath === 'potreby/problemy-shkiry/akne')
    return { type: 'category', id: 32, slug: 'akne', url_path: urlPath, name: 'Акне' };
  if (urlPath === 'awaria') throw new Error('url map down');
  return null;
};

/** The reference backend's url map over its fixture catalogue (backend/routes/url-map.ts). */
function backendUrlMap(): UrlMap {
  const db = urlMapCatalogue();
  return async (urlPath, store) => mapUrl(db, store, normaliseUrlPath(urlPath, store));
}

describe('resolvedPagePaths', () => {
  it('gives the page of a product or a category by url_path, in the store view of the path’s prefix', async () => {
    expect(await resolvedPagePaths('main', '/twarz/krem-50', cfg, map)).toEqual(['/produkt/krem-50']);
    expect(await resolvedPagePaths('main', '/en/twarz/krem-50', cfg, map)).toEqual(['/en/product/krem-50']);
    expect(await resolvedPagePaths('main', '/twarz/kremy-c?childSku=KC-RED', cfg, map)).toEqual(['/produkt/kremy-c/KC-RED']);
    expect((await resolvedPagePaths('main', '/twarz/kremy', cfg, map))[0]).toBe('/produkty/twarz/kremy');
    expect(asked).toContainEqual(['twarz/krem-50', 'en']);
  });

  it('gives a category’s page, then its need page (a need is answered as a category)', async () => {
    expect(await resolvedPagePaths('main', '/en/c/acne', cfg, map)).toEqual([
      '/en/products/needs/skin-problems/acne',
      '/en/needs/skin-problems/acne',
    ]);
  });

  it('gives nothing when nothing maps, and tells of a url map that fails', async () => {
    expect(await resolvedPagePaths('main', '/nic-tu-nie-ma', cfg, map)).toEqual([]);
    const errors: unknown[] = [];
    expect(await resolvedPagePaths('main', '/awaria', cfg, map, (e) => errors.push(e))).toEqual([]);
    expect(errors).toHaveLength(1);
  });

  it('a category link /{store}/c/{slug} resolves to the page of the category with that slug (spec 000 §2)', async () => {
    const backendMap = backendUrlMap();
    expect((await resolvedPagePaths('main', '/c/cialo', cfg, backendMap))[0]).toBe('/produkty/cialo');
    expect((await resolvedPagePaths('main', '/en/c/body', cfg, backendMap))[0]).toBe('/en/products/body');
    // Without a url_path, the category's page is at its slug (name-id when it has none).
    expect((await resolvedPagePaths('main', '/c/nowosci-41', cfg, backendMap))[0]).toBe('/produkty/nowosci-41');
    expect(await resolvedPagePaths('main', '/c/nie-ma', cfg, backendMap)).toEqual([]);
  });

  it('does not ask the url map for a url_path longer than it reads (its 400 would be logged as a failure): nothing maps', async () => {
    let calls = 0;
    const errors: unknown[] = [];
    const counting: UrlMap = async (p, s) => ((calls += 1), map(p, s));
    const long = `/${'a/'.repeat(URL_MAP_MAX_LENGTH / 2)}b`;
    expect(await resolvedPagePaths('main', long, cfg, counting, (e) => errors.push(e))).toEqual([]);
    expect([calls, errors]).toEqual([0, []]);
    // With the reference backend's url map, which refuses such a url.
    expect(await resolvedPagePaths('main', long, cfg, backendUrlMap(), (e) => errors.push(e))).toEqual([]);
    expect(errors).toEqual([]);
    await resolvedPagePaths('main', `/${'a'.repeat(URL_MAP_MAX_LENGTH - 1)}`, cfg, counting);
    expect(calls).toBeGreaterThan(0);
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
    'produkty/cialo.html': '<!doctype html><title>Ciało</title>',
    'en/products/body.html': '<!doctype html><title>Body</title>',
    'en/needs/skin-problems/acne.html': '<!doctype html><title>Acne</title>',
    'ua/needs/problemy-shkiry/akne.html': '<!doctype html><title>Акне</title>',
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

  it('answer a mapping to no built page with the not-found page at once (404), never a redirect to a 404', async () => {
    for (const path of ['/twarz/kremy', '/twarz/kremy-c?childSku=KC-RED', '/c/acne']) {
      const res = await get(path);
      expect([res.status, res.headers.get('location')], path).toEqual([404, null]);
    }
  });

  it('redirect a need the url map answers as a category to its built need page (301), by /c/{slug} and by url_path', async () => {
    for (const [path, page] of [
      ['/en/c/acne', '/en/needs/skin-problems/acne'],
      ['/en/c/acne?utm_source=x', '/en/needs/skin-problems/acne?utm_source=x'],
      // The Ukrainian needs root's url_path (potreby) is not its route's word (needs).
      ['/ua/potreby/problemy-shkiry/akne', '/ua/needs/problemy-shkiry/akne'],
    ] as const) {
      const res = await get(path);
      expect([res.status, res.headers.get('location')], path).toEqual([301, page]);
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
