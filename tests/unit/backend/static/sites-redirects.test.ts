/** The static host's look-up of a path (backend/static/look-up.ts): redirect routes, the url map, one URL per page, a variant's address, childSku, decoding once. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasDotSegment } from '../../../../backend/static/files.ts';
import { sitesApp } from '../../../../backend/static/sites.ts';
import { redirectOf } from '../../../../src/layouts/published.ts';
import { allRoutes } from '../../../../src/routing/index.ts';
import { cfg, tempSites } from './temp-sites.ts';

// The pages the redirects below lead to: a redirect goes only to a page the build made (the odd names are the
// addresses the tests of redirects staying on the site clean).
const dist = tempSites(
  {
    'produkty/twarz.html': '<!doctype html><title>Twarz</title>',
    'produkt/krém-nawilżający.html': '<!doctype html><title>Krem</title>',
    'produkty/a%b.html': '<!doctype html><title>a%b</title>',
    'evil.example.html': '<!doctype html><title>A page named so</title>',
    'porady/x\r\ny.html': '<!doctype html><title>x y</title>',
    'porady/a?b.html': '<!doctype html><title>a?b</title>',
    // The targets of the redirect routes below.
    'o-marce.html': '<!doctype html><title>O marce</title>',
    'en/about-us.html': '<!doctype html><title>About us</title>',
    'hr/o-brendu.html': '<!doctype html><title>O brendu</title>',
    'tn.html': '<!doctype html><title>Tunisie</title>',
  },
  { 'index.html': '<!doctype html><title>US</title>' },
);
const { get } = dist;

describe('a route that redirects (spec 000 §2)', () => {
  // 301 to a published target (a redirectTo chain), keeping the query; 302 where the settings make the redirect
  // (login and register while checkout is off), which a browser must not keep. Reached through a path to clean
  // (a trailing slash), in one hop to the target: 302 when any step is temporary.
  it.each([
    ['/filozofia', 'localhost:4321', 301, '/o-marce'],
    ['/en/philosophy', 'localhost:4321', 301, '/en/about-us'],
    ['/filozofia?utm_source=newsletter', 'localhost:4321', 301, '/o-marce?utm_source=newsletter'],
    ['/login', 'us.localhost:4321', 302, '/'],
    ['/tn/connexion', 'localhost:4321', 302, '/tn'],
    ['/filozofia/?utm_source=newsletter', 'localhost:4321', 301, '/o-marce?utm_source=newsletter'],
    ['/hr/filozofija/', 'localhost:4321', 301, '/hr/o-brendu'],
    ['/tn/connexion/', 'localhost:4321', 302, '/tn'],
    ['/register/?a=1', 'us.localhost:4321', 302, '/?a=1'],
  ] as const)('%s (%s) answers %i to %s', async (path, host, status, to) => {
    const res = await get(path, host);
    expect(res.status).toBe(status);
    expect(res.headers.get('location')).toBe(to);
  });

  it('is not found while its target screen is not published (the account, to a tab no page renders yet)', async () => {
    const res = await get('/konto');
    expect(res.status).toBe(404);
    expect(res.headers.get('location')).toBeNull();
  });

  it.each(['/konto/', '/xyz/', '/en/xyz/', '/produkt/nonexistent/', '/porady/nonexistent/?a=1'])(
    '%s, a path to clean that leads to no page, is not found at once, not redirected to a not-found address',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('location')).toBeNull();
    },
  );

  it('has no parameters, nor has its target (published routes have none, so the redirect needs no file check)', () => {
    const redirecting = allRoutes().filter((route) => redirectOf(route, cfg) !== undefined);
    expect(redirecting.length).toBeGreaterThan(0);
    for (const route of redirecting) {
      expect(route.params, route.name).toEqual([]);
      expect(redirectOf(route, cfg)?.params, route.name).toEqual([]);
    }
  });
});

describe('redirects stay on the site', () => {
  it.each([
    ['/%2Fevil.example/', '/evil.example'],
    ['//evil.example/', '/evil.example'],
    ['/%5Cevil.example/', '/evil.example'],
    ['/porady/x%0D%0Ay/', '/porady/x%0D%0Ay'],
    ['/porady/a%3Fb/?q=1', '/porady/a%3Fb?q=1'],
    ['/produkty/twarz/?seria=7&sort=price-asc', '/produkty/twarz?seria=7&sort=price-asc'],
  ])('%s → %s', async (path, to) => {
    const res = await get(path);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
  });

  it('a path the url map resolves redirects with its query (a listing’s filters live in it)', async () => {
    const urlMap = async (urlPath: string) =>
      urlPath === 'twarz' ? { type: 'category' as const, id: 3, slug: 'twarz', url_path: 'twarz', name: 'Twarz' } : null;
    const app = sitesApp({ distDir: dist.path, cfg, urlMap });
    const res = await app.request('http://localhost:4321/twarz?seria=7&sort=price-asc', { headers: { host: 'localhost:4321' } });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/produkty/twarz?seria=7&sort=price-asc');
  });
});

describe('a path the url map resolves, reached through a path to clean', () => {
  const urlMap = async (urlPath: string) =>
    urlPath === 'twarz'
      ? { type: 'category' as const, id: 3, slug: 'twarz', url_path: 'twarz', name: 'Twarz' }
      : urlPath === 'krem-do-twarzy'
        ? {
            type: 'product' as const,
            id: 7,
            sku: 'KR-1',
            slug: 'krém-nawilżający',
            url_path: 'krem-do-twarzy',
            name: 'Krem',
            type_id: 'simple',
            parentSku: '',
          }
        : null;
  const locationOf = async (path: string) => {
    const res = await sitesApp({ distDir: dist.path, cfg, urlMap }).request(`http://localhost:4321${path}`, {
      headers: { host: 'localhost:4321' },
    });
    return [res.status, res.headers.get('location')];
  };

  it('redirects to its page in one hop, with the query', async () => {
    expect(await locationOf('/twarz/?seria=7')).toEqual([301, '/produkty/twarz?seria=7']);
    expect(await locationOf('//twarz')).toEqual([301, '/produkty/twarz']);
  });

  it('to a page whose path has encoded parameters, encoded once', async () => {
    expect(await locationOf('/krem-do-twarzy/')).toEqual([301, `/produkt/${encodeURIComponent('krém-nawilżający')}`]);
  });
});

describe('one URL per page', () => {
  it.each([
    ['/porady.html', '/porady'],
    ['//porady', '/porady'],
    ['/porady//', '/porady'],
    ['/index.html', '/'],
    ['/index', '/'],
    // The build writes /porady as porady.html: /porady/index.html names no file of its own.
    ['/porady/index.html', '/porady'],
    ['/porady/index', '/porady'],
    ['/porady.html?x=1', '/porady?x=1'],
  ])('%s redirects to %s', async (path, to) => {
    mkdirSync(join(dist.path, 'main', 'porady'), { recursive: true });
    writeFileSync(join(dist.path, 'main', 'porady.html'), '<!doctype html><title>Porady</title>');
    const res = await get(path);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
  });

  it('hasDotSegment: a dot segment made by decoding an encoded slash names no page (404), where it served another with 200', async () => {
    writeFileSync(join(dist.path, 'main', 'porady.html'), '<!doctype html><title>Porady</title>');
    for (const path of ['/produkt%2F..%2Fporady', '/produkt/x%2F%2E%2E%2F..%2Fporady', '/porady%2F.'])
      expect((await get(path)).status, path).toBe(404);
    expect(hasDotSegment('/porady/..')).toBe(true);
    expect(hasDotSegment('/a/./b')).toBe(true);
    expect(hasDotSegment('/a..b/.c/d.')).toBe(false);
  });

  it('does not serve the static host’s 404.html at a URL of its own: the not-found answer is 404', async () => {
    for (const path of ['/404.html', '/404']) expect((await get(path)).status, path).toBe(404);
  });

  it('serves a page at its URL, and a file that is no page as it is named', async () => {
    writeFileSync(join(dist.path, 'main', 'porady.html'), '<!doctype html><title>Porady</title>');
    expect((await get('/porady')).status).toBe(200);
    expect((await get('/_astro/a.js')).status).toBe(200);
    expect((await get('/nie-ma.html')).status).toBe(404);
  });
});

describe("a variant's address without a page (spec 000 §4: the first available variant is used)", () => {
  it("redirects, temporarily and with its query, to its product's page, on the configurable and the legacy route", async () => {
    mkdirSync(join(dist.path, 'main', 'produkt', 'serum-7'), { recursive: true });
    writeFileSync(join(dist.path, 'main', 'produkt', 'serum-7.html'), '<!doctype html><title>Serum</title>');
    writeFileSync(join(dist.path, 'main', 'produkt', 'serum-7', 'S-7-30.html'), '<!doctype html><title>Serum 30</title>');
    for (const path of ['/produkt/serum-7/S-7-50', '/produkt/S-7/serum-7/S-7-50']) {
      const res = await get(`${path}?utm_source=x`);
      expect([res.status, res.headers.get('location')], path).toEqual([302, '/produkt/serum-7?utm_source=x']);
    }
    // A variant that has its page is served; a product without a page is not found.
    expect((await get('/produkt/serum-7/S-7-30')).status).toBe(200);
    expect((await get('/produkt/gone-8/G-8-50')).status).toBe(404);
    expect((await get('/en/product/serum-7/S-7-50')).status).toBe(404);
  });
});

describe('the legacy product route /produkt/{parentSku}/{slug}/{childSku?} (spec 000 §2), a legacy address', () => {
  // Serum S-7: its product page and its variant S-7-30's (configurable route) are built, no legacy page.
  beforeAll(() => {
    mkdirSync(join(dist.path, 'main', 'produkt', 'serum-7'), { recursive: true });
    writeFileSync(join(dist.path, 'main', 'produkt', 'serum-7.html'), '<!doctype html><title>Serum</title>');
    writeFileSync(join(dist.path, 'main', 'produkt', 'serum-7', 'S-7-30.html'), '<!doctype html><title>Serum 30</title>');
  });

  it.each([
    // Without its childSku, read first as the configurable route (precedence), which has no page nor its fallback.
    ['/produkt/S-7/serum-7?utm_source=x', 301, '/produkt/serum-7?utm_source=x'],
    // A variant with a page, whatever the parentSku: that variant's page, not the bare product's.
    ['/produkt/NOPE/serum-7/S-7-30', 301, '/produkt/serum-7/S-7-30'],
    // Its childSku the product's own sku (a simple product): no variant that may come back, the product's page for good.
    ['/produkt/S-7/serum-7/S-7', 301, '/produkt/serum-7'],
    // The configurable reading stands where it leads somewhere: a variant without a page, for now to its product's.
    ['/produkt/serum-7/S-7-50', 302, '/produkt/serum-7'],
  ] as const)('%s answers %i to %s', async (path, status, to) => {
    const res = await get(path);
    expect([res.status, res.headers.get('location')]).toEqual([status, to]);
  });

  it('is not found without its product page', async () => {
    for (const path of ['/produkt/G-8/gone-8', '/produkt/G-8/gone-8/G-8', '/produkt/NOPE/gone-8/G-8-30'])
      expect([(await get(path)).status], path).toEqual([404]);
  });
});

describe('a childSku in the query (spec 000 §2 first-variant-in-URL: the address names the variant shown, or none)', () => {
  // Serum S-7: its variant S-7-30 has a page (legacy route too), S-7-50 none (out of stock or disabled).
  const urlMap = async (urlPath: string) =>
    urlPath === 'serum'
      ? {
          type: 'product' as const,
          id: 7,
          sku: 'S-7',
          slug: 'serum-7',
          url_path: 'serum',
          name: 'Serum',
          type_id: 'configurable',
          parentSku: 'S-7',
        }
      : null;
  beforeAll(() => {
    mkdirSync(join(dist.path, 'main', 'produkt', 'serum-7'), { recursive: true });
    mkdirSync(join(dist.path, 'main', 'produkt', 'S-7', 'serum-7'), { recursive: true });
    writeFileSync(join(dist.path, 'main', 'produkt', 'serum-7.html'), '<!doctype html><title>Serum</title>');
    writeFileSync(join(dist.path, 'main', 'produkt', 'serum-7', 'S-7-30.html'), '<!doctype html><title>Serum 30</title>');
    writeFileSync(join(dist.path, 'main', 'produkt', 'S-7', 'serum-7', 'S-7-30.html'), '<!doctype html><title>Serum 30</title>');
    writeFileSync(join(dist.path, 'main', 'porady.html'), '<!doctype html><title>Porady</title>');
    // The cart product route's page, canonical to the product's page; one canonical to no product page.
    mkdirSync(join(dist.path, 'main', 'produkt', '-'), { recursive: true });
    const cartPage = (canonical: string) =>
      `<!doctype html><head><title>Serum</title><link rel="canonical" href="http://localhost:4321${canonical}"></head>`;
    writeFileSync(join(dist.path, 'main', 'produkt', '-', 'serum.html'), cartPage('/produkt/serum-7'));
    writeFileSync(join(dist.path, 'main', 'produkt', '-', 'odd.html'), cartPage('/porady'));
  });

  it.each([
    // The url map reads the childSku into the route: it leaves the query, the other parameters stay.
    ['/serum?childSku=S-7-30&utm_source=x', 301, '/produkt/serum-7/S-7-30?utm_source=x'],
    ['/serum/?utm_source=x&childSku=S-7-30&utm_medium=y', 301, '/produkt/serum-7/S-7-30?utm_source=x&utm_medium=y'],
    // ... and to the first variant (the product's page) when that variant has no page, or is unknown.
    ['/serum?childSku=S-7-50', 302, '/produkt/serum-7'],
    ['/serum?childSku=NOPE&utm_source=x', 302, '/produkt/serum-7?utm_source=x'],
    // A variant's address without a page: the product's page, which shows neither variant named.
    ['/produkt/serum-7/S-7-50?childSku=S-7-50&utm_source=x', 302, '/produkt/serum-7?utm_source=x'],
    // The product route: to the variant's page when it has one, else the childSku goes.
    ['/produkt/serum-7?childSku=S-7-30&utm_source=x', 301, '/produkt/serum-7/S-7-30?utm_source=x'],
    ['/produkt/serum-7?childSku=S-7-50', 302, '/produkt/serum-7'],
    ['/produkt/serum-7?utm_source=x&childSku=NOPE', 302, '/produkt/serum-7?utm_source=x'],
    // A variant's page: the route's variant stands, the query's childSku goes.
    ['/produkt/serum-7/S-7-30?childSku=S-7-30', 301, '/produkt/serum-7/S-7-30'],
    ['/produkt/serum-7/S-7-30/?childSku=S-7-50&utm_source=x', 301, '/produkt/serum-7/S-7-30?utm_source=x'],
    ['/produkt/S-7/serum-7/S-7-30?childSku=S-7-50', 301, '/produkt/S-7/serum-7/S-7-30'],
    ['/produkt/S-7/serum-7/S-7-50?childSku=S-7-30', 302, '/produkt/serum-7'],
    // The cart product route names no slug: the product route its page is canonical to leads to the variant's page.
    ['/produkt/-/serum?childSku=S-7-30&utm_source=x', 301, '/produkt/serum-7/S-7-30?utm_source=x'],
    ['/produkt/-/serum?childSku=S-7-50', 302, '/produkt/serum-7'],
  ] as const)('%s answers %i to %s', async (path, status, to) => {
    const res = await sitesApp({ distDir: dist.path, cfg, urlMap }).request(`http://localhost:4321${path}`, {
      headers: { host: 'localhost:4321' },
    });
    expect([res.status, res.headers.get('location')]).toEqual([status, to]);
  });

  it('is left on an address that names no product', async () => {
    expect((await get('/porady?childSku=S-7-30')).status).toBe(200);
    // A cart product page whose canonical is no product route: its page, as it is.
    expect((await get('/produkt/-/odd?childSku=S-7-30')).status).toBe(200);
    expect((await get('/produkt/-/serum')).status).toBe(200);
  });
});

describe('a path is decoded once', () => {
  // A literal `%` in a slug or a url_path is `%25` in its URL, and `%2525` encodes `%25`: the request's path is
  // decoded once, and what it holds reaches a route's parameters, a file and the url map as that decoding gives it.
  it('a page whose slug holds a literal % is served at its URL encoded once, at no URL encoded twice or not at all', async () => {
    mkdirSync(join(dist.path, 'main', 'produkt'), { recursive: true });
    writeFileSync(join(dist.path, 'main', 'produkt', 'a%b.html'), '<!doctype html><title>a%b</title>');
    writeFileSync(join(dist.path, 'main', 'produkt', '50%25.html'), '<!doctype html><title>50%25</title>');
    const served = async (path: string) => {
      const res = await get(path);
      return [res.status, res.status === 200 ? /<title>(.*)<\/title>/.exec(await res.text())?.[1] : undefined];
    };
    expect(await served('/produkt/a%25b')).toEqual([200, 'a%b']);
    expect(await served('/produkt/a%2525b')).toEqual([404, undefined]);
    expect(await served('/produkt/50%2525')).toEqual([200, '50%25']);
    expect(await served('/produkt/50%25')).toEqual([404, undefined]);
    expect(await served('/produkt/50%252525')).toEqual([404, undefined]);
  });

  it('the url map is asked for the url_path the path decodes to once: %2525 is %25, %25 is %', async () => {
    const asked: string[] = [];
    const urlMap = async (urlPath: string) => {
      asked.push(urlPath);
      return urlPath === 'a%b' ? { type: 'category' as const, id: 3, slug: 'twarz', url_path: 'a%b', name: 'Twarz' } : null;
    };
    const app = sitesApp({ distDir: dist.path, cfg, urlMap });
    const ask = (path: string) => app.request(`http://localhost:4321${path}`, { headers: { host: 'localhost:4321' } });
    const once = await ask('/a%25b');
    expect([once.status, once.headers.get('location')]).toEqual([301, '/produkty/a%25b']);
    expect(asked).toEqual(['a%b']);
    const twice = await ask('/a%2525b');
    expect([twice.status, twice.headers.get('location')]).toEqual([404, null]);
    expect(asked).toEqual(['a%b', 'a%25b']);
  });

  it('a decoded ? or # in a path is part of the url_path the url map is asked for, not a query', async () => {
    const asked: string[] = [];
    const urlMap = async (urlPath: string) => (asked.push(urlPath), null);
    const app = sitesApp({ distDir: dist.path, cfg, urlMap });
    for (const path of ['/a%3Fb', '/a%23b'])
      expect((await app.request(`http://localhost:4321${path}`, { headers: { host: 'localhost:4321' } })).status).toBe(404);
    expect(asked).toEqual(['a?b', 'a#b']);
  });
});
