import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCollection, getSingleton, listCollections } from '../../src/api/content.ts';
import { cmsData, countries, instagramLatest } from '../../src/api/ext.ts';
import { getGeo } from '../../src/api/geo.ts';
import { ApiError } from '../../src/api/http.ts';
import { priceHistory, renderList } from '../../src/api/prices.ts';
import { checkStock, listStock } from '../../src/api/stock.ts';
import { mapUrl } from '../../src/api/url-map.ts';
import { stockCheckResponseSchema, stockListResponseSchema } from '../../src/api/schemas/stock.ts';
import { FIXTURE_NOW, fixtureDatabase } from '../unit/backend/fixtures.ts';
import { CONTENT_TOKEN, startServer, type TestServer } from './helpers/server.ts';

const db = fixtureDatabase();
let server: TestServer;
const silent = { log: () => undefined };
beforeAll(async () => {
  server = await startServer(db, () => FIXTURE_NOW);
});
afterAll(() => server.close());
const opts = () => ({ baseUrl: server.baseUrl, ...silent });
const content = () => ({ ...opts(), token: CONTENT_TOKEN });

describe('stock', () => {
  it('check returns the stock of one sku; an unknown sku is a 404 envelope', async () => {
    const res = await fetch(`${server.baseUrl}/api/stock/check?sku=KR-002`);
    expect(stockCheckResponseSchema.parse(await res.json()).result).toEqual({
      sku: 'KR-002',
      product_id: 2,
      qty: 0,
      is_in_stock: false,
      manage_stock: true,
    });
    const missing = await fetch(`${server.baseUrl}/api/stock/check?sku=NOPE`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 404, result: 'No stock for sku "NOPE"' });
  });

  it('list returns the known skus only, in the order asked', async () => {
    const body = stockListResponseSchema.parse(
      await (await fetch(`${server.baseUrl}/api/stock/list?skus=SZ-003,NOPE,KR-001`)).json(),
    );
    expect(body.result.map((s) => s.sku)).toEqual(['SZ-003', 'KR-001']);
    expect((await listStock(['KR-001', 'SE-005-30'], opts())).map((s) => s.product_id)).toEqual([1, 51]);
  });

  it('a failed stock check returns an empty object', async () => {
    expect(await checkStock('NOPE', opts())).toEqual({});
    expect(await checkStock('KR-001', opts())).toMatchObject({ qty: 10, is_in_stock: true });
  });
});

describe('prices', () => {
  it('render-list gives gross prices in price_info and net prices in tax_adjustments', async () => {
    const items = await renderList({ skus: ['KR-001', 'KR-002', 'SE-005'], currencyCode: 'PLN', storeId: 4 }, opts());
    const [kr1, kr2, serum] = items;
    expect(kr1?.price_info.final_price).toBeCloseTo(49.2, 6);
    expect(kr1?.price_info.extension_attributes.tax_adjustments.final_price).toBeCloseTo(40, 6);
    expect(kr2?.price_info.special_price).toBeCloseTo(55.35, 6);
    expect(kr2?.price_info.regular_price).toBeCloseTo(73.8, 6);
    expect(serum?.price_info.minimal_price).toBeCloseTo(184.5, 6); // cheapest enabled child 150 net
    expect(serum?.price_info.max_price).toBeCloseTo(258.3, 6);
  });

  it('the currency must match the store view', async () => {
    await expect(renderList({ skus: ['KR-001'], currencyCode: 'EUR', storeId: 4 }, opts())).rejects.toThrow(
      /does not match store 4/,
    );
  });

  it('price history holds the last 30 days; for a promotion without a start, the lowest of the 30 days before its current price began', async () => {
    // KR-002: 60 a day, 20 on day -35, 50 on day -10: the current 60 began on day -9, and 20 lies within 30 days before
    const h = await priceHistory('KR-002', 4, opts());
    expect(h.history).toHaveLength(30);
    expect(h.lowest).toBe(20);
  });
});

describe('price history of a sku whose promotion has a start', () => {
  // KR-002: 60 a day, 20 on day -35, 50 on day -10; its special price (45) from day -5
  const own = fixtureDatabase();
  let started: TestServer;
  beforeAll(async () => {
    const start = `${new Date(FIXTURE_NOW.getTime() - 5 * 86_400_000).toISOString().slice(0, 10)} 00:00:00`;
    own.prepare("UPDATE products SET doc = json_set(doc, '$.special_from_date', ?) WHERE sku = 'KR-002'").run(start);
    started = await startServer(own, () => FIXTURE_NOW);
  });
  afterAll(() => started.close());

  it('gives the lowest price of the 30 days before the promotion started (20), not of the last 30 days (50)', async () => {
    const h = await priceHistory('KR-002', 4, { baseUrl: started.baseUrl, ...silent });
    expect(h.lowest).toBe(20);
    expect(h.history).toHaveLength(30);
  });
});

describe('url map', () => {
  it('maps product, category and CMS page url paths; anything else is null', async () => {
    expect(await mapUrl('/produkt/szampon-agodny', 'pl', opts())).toMatchObject({ type: 'product', sku: 'SZ-003' });
    expect(await mapUrl('/en/produkty/twarz/', 'en', opts())).toMatchObject({ type: 'category', id: 10 });
    expect(await mapUrl('koszty-dostawy', 'pl', opts())).toMatchObject({ type: 'cms_page', slug: 'koszty-dostawy' });
    expect(await mapUrl('/nothing/here', 'pl', opts())).toBeNull();
  });

  it('a product that is not shown does not map', async () => {
    expect(await mapUrl('/produkt/krem-wycofany', 'pl', opts())).toBeNull();
  });
});

describe('content service', () => {
  it('collections: filter, sort, limit, skip and lang with the publish timestamp; drafts are not served', async () => {
    const r = await getCollection(
      'blog_posts',
      { filter: { category: 'porady' }, sort: { views: -1 }, limit: 2, skip: 1, lang: 'EN' },
      content(),
    );
    expect(r.total).toBe(6);
    expect(r.entries.map((e) => e['title'])).toEqual(['Post 9', 'Post 7']);
    expect(r.entries[0]?._published).toBeTypeOf('number');
    expect(Object.keys(r.fields)).toEqual(['title', 'slug', 'views']);
  });

  it('collections: a limit of 0 is no limit, as Cockpit v1 reads a falsy limit', async () => {
    const all = await getCollection('blog_posts', { filter: { category: 'porady' } }, content());
    const zero = await getCollection('blog_posts', { filter: { category: 'porady' }, limit: 0 }, content());
    expect(all.entries.length).toBe(6);
    expect(zero.entries).toEqual(all.entries);
  });

  it('a fields projection is answered with the listed fields and _id, and the client accepts it', async () => {
    const r = await getCollection('blog_posts', { fields: { slug: 1 }, sort: { views: 1 }, limit: 2 }, content());
    expect(r.entries).toEqual([
      { _id: 'post1', slug: 'wpis-1' },
      { _id: 'post2', slug: 'wpis-2' },
    ]);
    const dropped = await getCollection('blog_posts', { fields: { title: 0 }, limit: 1 }, content());
    expect(dropped.entries[0]).toMatchObject({
      _id: expect.any(String),
      _created: expect.any(Number),
      _modified: expect.any(Number),
    });
    expect(dropped.entries[0]).not.toHaveProperty('title');
  });

  it('simple (Cockpit v1) answers the entries alone, and no lang gives each entry with every language’s copy', async () => {
    const ask = async (body: object) => {
      const res = await fetch(`${server.baseUrl}/api/collections/get/blog_posts?token=${CONTENT_TOKEN}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      return res.json();
    };
    const full = (await ask({ lang: 'en' })) as { entries: unknown[] };
    expect(await ask({ lang: 'en', simple: true })).toEqual(full.entries);
    const stored = (await ask({ simple: true })) as Record<string, unknown>[];
    expect(stored.some((e) => Object.keys(e).some((k) => k.endsWith('_en')))).toBe(true);
  });

  it('singletons and the list of collections', async () => {
    expect((await getSingleton('top_bar', { lang: 'en' }, content()))['items']).toEqual(['Free delivery']);
    expect(await listCollections(content())).toEqual(['blog_posts', 'static_pages']);
  });

  it('a missing or bad token is 401 Unauthorized; an unknown collection is 412', async () => {
    await expect(getCollection('blog_posts', {}, { ...content(), token: 'wrong-token' })).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorized',
    });
    await expect(getCollection('nope', {}, content())).rejects.toMatchObject({ status: 412, message: 'Collection not found' });
    const res = await fetch(`${server.baseUrl}/api/collections/get/blog_posts`, { method: 'POST', body: '{}' });
    expect([res.status, await res.json()]).toEqual([401, { error: 'Unauthorized' }]);
  });
});

describe('ext, geo and images', () => {
  it('instagram gives published tiles only, newest first, up to the limit', async () => {
    const tiles = await instagramLatest(opts());
    expect(tiles).toHaveLength(12);
    expect(tiles.every((t) => t.is_published)).toBe(true);
    expect(tiles.map((t) => t.id)).not.toContain(5);
  });

  it('countries in the store language, and CMS data by id or by identifier and store id', async () => {
    expect((await countries(opts(), 'pl')).map((c) => c.full_name_locale)).toEqual(['Chorwacja', 'Polska']);
    expect(await cmsData('Page', { id: 1 }, opts())).toMatchObject({ slug: 'koszty-dostawy' });
    expect(await cmsData('Block', { identifier: 'regulamin', storeId: 4 }, opts())).toMatchObject({ type: 'block' });
    await expect(cmsData('Page', { identifier: 'regulamin', storeId: 4 }, opts())).rejects.toBeInstanceOf(ApiError);
  });

  it('geo reports the local default country', async () => {
    expect(await getGeo(opts())).toEqual({ country: 'PL' });
  });

  it('the image proxy resizes registered media to AVIF, WebP or PNG, cached for a day then revalidated by ETag', async () => {
    // 310×300: a size the storefront uses (IMAGE_SIZES.productThumbnail), served unsigned.
    const webp = await fetch(`${server.baseUrl}/img/310/300/resize/p/KR-001-1.png`, { headers: { accept: 'image/webp,*/*' } });
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    // The URL names a path whose image can be replaced: never immutable.
    expect(webp.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    const etag = webp.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${server.baseUrl}/img/310/300/resize/p/KR-001-1.png`, {
      headers: { accept: 'image/webp', 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    const inList = await fetch(`${server.baseUrl}/img/310/300/resize/p/KR-001-1.png`, {
      headers: { accept: 'image/webp', 'if-none-match': `"other", W/${etag}` },
    });
    expect(inList.status).toBe(304);
    const stale = await fetch(`${server.baseUrl}/img/310/300/resize/p/KR-001-1.png`, {
      headers: { accept: 'image/webp', 'if-none-match': '"other"' },
    });
    expect(stale.status).toBe(200);
    const avif = await fetch(`${server.baseUrl}/img/310/300/resize/p/KR-001-1.png`, { headers: { accept: 'image/avif' } });
    expect(avif.headers.get('content-type')).toBe('image/avif');
    const png = await fetch(`${server.baseUrl}/img/310/300/resize/p/KR-001-1.png`);
    expect(png.headers.get('content-type')).toBe('image/png');
    const sharp = (await import('sharp')).default;
    expect(await sharp(Buffer.from(await png.arrayBuffer())).metadata()).toMatchObject({ width: 310, height: 300 });
  });
});

describe('CORS', () => {
  it('answers the configured site origins only', async () => {
    const ok = await fetch(`${server.baseUrl}/api/stock/list?skus=KR-001`, { headers: { origin: 'http://localhost:4321' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    const other = await fetch(`${server.baseUrl}/api/stock/list?skus=KR-001`, { headers: { origin: 'http://evil.test' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect([ok.headers.get('vary'), other.headers.get('vary')]).toEqual(['Origin', 'Origin']);
  });

  it('a preflight answers 204 with the methods, the asked headers and a max age; errors carry the origin too', async () => {
    const pre = await fetch(`${server.baseUrl}/api/catalog/vue_storefront_catalog_pl/product/_search`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4321', 'access-control-request-headers': 'content-type, x-a' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    expect(pre.headers.get('access-control-allow-methods')).toBe('GET,POST,OPTIONS');
    expect(pre.headers.get('access-control-allow-headers')).toBe('content-type,x-a');
    expect(pre.headers.get('access-control-max-age')).toBe('600');
    expect(pre.headers.get('vary')).toBe('Origin, Access-Control-Request-Headers');
    const bad = await fetch(`${server.baseUrl}/api/stock/list`, { headers: { origin: 'http://localhost:4321' } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    const tooLong = await fetch(`${server.baseUrl}/api/stock/check?sku=${'a'.repeat(9000)}`, {
      headers: { origin: 'http://localhost:4321' },
    });
    expect(tooLong.status).toBe(414);
    expect(tooLong.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    expect(tooLong.headers.get('vary')).toBe('Origin');
  });
});

describe('body size', () => {
  /** POSTs `chunks` with chunked transfer encoding (no Content-Length); resolves with status and body. */
  function postChunked(path: string, chunks: readonly string[]): Promise<{ status: number; body: string }> {
    const { hostname, port } = new URL(server.baseUrl);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { hostname, port, path, method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      for (const chunk of chunks) req.write(chunk);
      req.end();
    });
  }
  const path = '/api/catalog/vue_storefront_catalog_pl/product/_search';

  it('a chunked body over 1 MiB is refused with 413; a small chunked body is read', async () => {
    const big = await postChunked(path, ['{"query":{"term":{"sku":"', 'a'.repeat(600_000), 'a'.repeat(600_000), '"}}}']);
    expect(big.status).toBe(413);
    expect(big.body).toMatch(/larger than/);
    const small = await postChunked(path, ['{"query":{"term":', '{"sku":"KR-001"}}}']);
    expect(small.status).toBe(200);
    expect(small.body).toContain('"KR-001"');
  });
});
