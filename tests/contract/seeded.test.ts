/** Contract tests over a real seeded database (the sample-data generator, 40 products per store). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { config } from '../../src/config/index.ts';
import { getCollection, getSingleton } from '../../src/api/content.ts';
import { cmsData, countries, instagramLatest } from '../../src/api/ext.ts';
import { renderList } from '../../src/api/prices.ts';
import { listStock } from '../../src/api/stock.ts';
import { mapUrl } from '../../src/api/url-map.ts';
import { rawSearchResponseSchema } from '../../src/api/schemas/catalog.ts';
import { filtersToQueryFilters } from '../../src/domain/listing/filters.ts';
import { buildSearchQuery } from '../../src/domain/listing/search-query.ts';
import { searchRequest } from '../../src/islands/search/requests.ts';
import { readableHits } from '../../src/islands/search/hits.ts';
import { migrate, openDatabase } from '../../backend/db/index.ts';
import { seedDatabase } from '../../backend/seed/index.ts';
import { CONTENT_TOKEN, databaseDigest, startServer, type TestServer } from './helpers/server.ts';

const db = openDatabase(':memory:');
migrate(db);
let server: TestServer;
let digest = '';
beforeAll(async () => {
  await seedDatabase(db, { seed: 1, productsPerStore: 40, mediaDir: mkdtempSync(join(tmpdir(), 'seed-media-')), images: false });
  digest = databaseDigest(db);
  server = await startServer(db);
});
afterAll(() => server.close());

const opts = () => ({ baseUrl: server.baseUrl, log: () => undefined });
const rows = <T>(sql: string, ...args: (string | number)[]) => db.prepare(sql).all(...args) as T[];
async function search(store: string, body: unknown, entity = 'product') {
  const res = await fetch(`${server.baseUrl}/api/catalog/vue_storefront_catalog_${store}/${entity}/_search`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return rawSearchResponseSchema.parse(await res.json());
}
const total = (r: { hits: { total: number | { value: number } } }) =>
  typeof r.hits.total === 'number' ? r.hits.total : r.hits.total.value;

describe('over the seeded catalogue', () => {
  it.each(config().storeViews.map((v) => v.code))(
    'store %s: every product the search page asks for (its fields only) is a hit it can show',
    async (store) => {
      const body = buildSearchQuery(searchRequest(store, { chosen: {} }, {}, { size: 1000 }));
      const r = await search(store, body);
      const hits = r.hits.hits.map((h) => h._source);
      expect(hits.length).toBeGreaterThan(0);
      const dropped: string[] = [];
      expect(readableHits(hits, (message) => dropped.push(message))).toHaveLength(hits.length);
      expect(dropped).toEqual([]);
    },
  );

  it.each(config().storeViews.map((v) => v.code))(
    'store %s: every visible product is served with prices with tax',
    async (store) => {
      const r = await search(store, {
        query: { bool: { filter: [{ terms: { status: [0, 1] } }, { terms: { visibility: [2, 3, 4] } }] } },
        size: 1000,
      });
      const expected = rows<{ n: number }>(
        'SELECT count(*) AS n FROM products WHERE store_code = ? AND status IN (0, 1) AND visibility IN (2, 3, 4)',
        store,
      )[0]?.n;
      expect(total(r)).toBe(expected);
      for (const { _source: p } of r.hits.hits) {
        const [net, tax, gross] = [Number(p['price']), Number(p['price_tax']), Number(p['price_incl_tax'])];
        expect(gross).toBeGreaterThanOrEqual(net);
        expect(net + tax).toBeCloseTo(gross, 6);
      }
    },
  );

  it('a terms aggregation agrees with a direct SQL count', async () => {
    const r = await search('pl', { size: 0, aggs: { agg_terms_seria: { terms: { field: 'seria', size: 20 } } } });
    const sql = rows<{ seria: number; n: number }>(
      "SELECT json_extract(doc, '$.seria') AS seria, count(*) AS n FROM products WHERE store_code = 'pl' AND json_extract(doc, '$.seria') IS NOT NULL GROUP BY 1",
    );
    expect(sql.length).toBeGreaterThan(0);
    const buckets = new Map((r.aggregations?.['agg_terms_seria']?.buckets ?? []).map((b) => [Number(b.key), b.doc_count]));
    // Bucket for bucket, both ways: no count differs, none is missing, none is extra.
    expect(buckets).toEqual(new Map(sql.map((row) => [Number(row.seria), row.n])));
  });

  it('a colour filter finds a configurable product by its enabled variants’ colours, and agg_terms_color_options counts them as SQL does', async () => {
    // Per colour, the pl products whose own colour, or an enabled variant's, it is (read straight from the rows).
    const sql = rows<{ color: number; n: number }>(
      `SELECT color, count(DISTINCT id) AS n FROM (
         SELECT p.id AS id, json_extract(p.doc, '$.color') AS color FROM products p WHERE p.store_code = 'pl'
         UNION ALL
         SELECT p.id, json_extract(c.value, '$.color') FROM products p, json_each(p.doc, '$.configurable_children') c
         WHERE p.store_code = 'pl' AND json_extract(c.value, '$.status') < 2
       ) WHERE color IS NOT NULL GROUP BY color`,
    );
    expect(sql.length).toBeGreaterThan(0);
    const r = await search('pl', {
      size: 0,
      aggs: {
        agg_terms_color: { terms: { field: 'color', size: 20 } },
        agg_terms_color_options: { terms: { field: 'color_options', size: 20 } },
      },
    });
    const counted = new Map<number, number>();
    for (const name of ['agg_terms_color', 'agg_terms_color_options'])
      for (const b of r.aggregations?.[name]?.buckets ?? [])
        counted.set(Number(b.key), (counted.get(Number(b.key)) ?? 0) + b.doc_count);
    expect(Object.fromEntries(counted)).toEqual(Object.fromEntries(sql.map((row) => [row.color, row.n])));
    // The storefront's colour filter (own value or variants') finds exactly those products.
    for (const { color, n } of sql) {
      const chosen = { color: [{ id: String(color), label: 'x', type: 'color', count: 0 }] };
      const dsl = buildSearchQuery({
        store: 'pl',
        type: 'product',
        searchQuery: { filters: filtersToQueryFilters(chosen) },
        size: 100,
      });
      const found = await search('pl', { ...dsl, query: { bool: { filter: dsl.query.bool.filter.slice(-1) } } });
      expect(total(found), `colour ${color}`).toBe(n);
    }
  });

  it('the search page’s price buckets filter and count on the price each product shows; apart buckets leave the gap out', async () => {
    const bucket = (from: number, to?: number) => ({
      id: `${from}-${to ?? ''}`,
      label: '',
      type: 'price',
      from,
      ...(to ? { to } : {}),
    });
    const query = (price: ReturnType<typeof bucket>[]) =>
      buildSearchQuery({
        store: 'pl',
        type: 'product',
        searchQuery: { filters: filtersToQueryFilters({ price }), aggregations: ['price'] },
        size: 1000,
      });
    // The price each visible product shows (its hit's, priced by the API at the time of the search), by sku.
    const all = await search('pl', query([]));
    const shown = new Map(all.hits.hits.map((h) => [String(h._source['sku']), Number(h._source['price_incl_tax'])]));
    const visible = rows<{ n: number }>(
      "SELECT count(*) AS n FROM products WHERE store_code = 'pl' AND status IN (0, 1) AND visibility IN (2, 3, 4)",
    );
    expect(shown.size).toBe(visible[0]?.n);
    const within = (from: number, to: number) => [...shown].filter(([, p]) => p >= from && p < to).map(([sku]) => sku);
    const r = await search('pl', query([bucket(0, 50), bucket(100, 150)]));
    const expected = [...within(0, 50), ...within(100, 150)];
    expect(within(50, 100).length).toBeGreaterThan(0);
    expect(expected.length).toBeGreaterThan(0);
    expect(r.hits.hits.map((h) => String(h._source['sku'])).sort()).toEqual(expected.sort());
    // The range aggregation counts the matching documents by the same price.
    const counts = new Map((r.aggregations?.['agg_range_price']?.buckets ?? []).map((b) => [b.from ?? 0, b.doc_count]));
    expect(counts.get(0)).toBe(within(0, 50).length);
    expect(counts.get(50)).toBe(0);
    expect(counts.get(100)).toBe(within(100, 150).length);
  });

  it('typo tolerance on a real product name', async () => {
    const product = rows<{ sku: string; name: string }>(
      "SELECT sku, json_extract(doc, '$.name') AS name FROM products WHERE store_code = 'pl' AND status < 2 AND visibility = 4 ORDER BY id LIMIT 1",
    )[0]!;
    const word = product.name.split(' ').find((w) => w.length >= 6)!;
    const typo = `${word.slice(0, 3)}${word.slice(4)}`;
    const r = await search('pl', {
      query: { bool: { must: [{ multi_match: { query: typo, fuzziness: 2, minimum_should_match: '75%' } }] } },
      min_score: 0.02,
      size: 100,
    });
    expect(r.hits.hits.map((h) => h._source['sku'])).toContain(product.sku);
  });

  it('stock of 15 skus, render-list in every store currency, url map of a product', async () => {
    const skus = rows<{ sku: string }>('SELECT sku FROM stock ORDER BY sku LIMIT 15').map((r) => r.sku);
    expect((await listStock(skus, opts())).map((s) => s.sku)).toEqual(skus);
    const parentSkus = rows<{ sku: string }>(
      "SELECT sku FROM products WHERE store_code = 'pl' AND status < 2 ORDER BY id LIMIT 10",
    ).map((r) => r.sku);
    for (const view of config().storeViews) {
      const items = await renderList({ skus: parentSkus, currencyCode: view.currency, storeId: view.storeId }, opts());
      expect(items.length).toBeGreaterThan(0);
      for (const item of items)
        expect(item.price_info.final_price).toBeGreaterThanOrEqual(
          item.price_info.extension_attributes.tax_adjustments.final_price,
        );
    }
    const path = rows<{ url_path: string; sku: string }>(
      "SELECT url_path, sku FROM products WHERE store_code = 'en' AND status < 2 AND visibility <> 1 ORDER BY id LIMIT 1",
    )[0]!;
    expect(await mapUrl(`/en/${path.url_path}`, 'en', opts())).toMatchObject({ type: 'product', sku: path.sku });
  });

  it("names each stock item by the product id the catalogue gives its sku, a configurable product's variants included", async () => {
    const body = buildSearchQuery(searchRequest('pl', { chosen: {} }, {}, { size: 1000 }));
    const products = (
      await search('pl', {
        ...body,
        _source: { includes: ['id', 'sku', 'configurable_children.id', 'configurable_children.sku'] },
      })
    ).hits.hits.map((h) => h._source as { id: number; sku: string; configurable_children?: { id: number; sku: string }[] });
    const ids = new Map(
      products.flatMap((p) => [[p.sku, p.id] as const, ...(p.configurable_children ?? []).map((c) => [c.sku, c.id] as const)]),
    );
    expect(products.some((p) => (p.configurable_children ?? []).length > 0)).toBe(true);
    const skus = [...ids.keys()].slice(0, 100);
    const items = await listStock(skus, opts());
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.product_id, item.sku).toBe(ids.get(item.sku ?? ''));
    const variants = new Set(products.flatMap((p) => (p.configurable_children ?? []).map((c) => c.sku)));
    expect(items.some((item) => variants.has(item.sku ?? ''))).toBe(true);
  });

  it('the stock API and the search hit agree on manage_stock, qty and is_in_stock for every sku of a store view, parents and variants', async () => {
    type Stock = { qty: number; is_in_stock: boolean; manage_stock: boolean };
    type Hit = { sku: string; type_id: string; stock: Stock; configurable_children?: { sku: string; stock: Stock }[] };
    const hits = (
      await search('pl', {
        size: 1000,
        _source: ['sku', 'type_id', 'stock', 'configurable_children.sku', 'configurable_children.stock'],
      })
    ).hits.hits.map((h) => h._source as Hit);
    const fromSearch = new Map(
      hits.flatMap((h) => [[h.sku, h.stock] as const, ...(h.configurable_children ?? []).map((c) => [c.sku, c.stock] as const)]),
    );
    expect(new Set(hits.map((h) => h.type_id))).toEqual(new Set(['simple', 'configurable', 'bundle', 'grouped']));
    const items = await listStock([...fromSearch.keys()], opts());
    expect(items).toHaveLength(fromSearch.size);
    for (const { sku, qty, is_in_stock, manage_stock } of items) {
      const stock = fromSearch.get(sku ?? '');
      expect({ sku, qty, is_in_stock, manage_stock }).toEqual({
        sku,
        qty: stock?.qty,
        is_in_stock: stock?.is_in_stock,
        manage_stock: stock?.manage_stock,
      });
    }
  });

  it('content in every language, CMS data, Instagram and countries', async () => {
    const published = rows<{ n: number }>(
      "SELECT count(*) AS n FROM content_entries WHERE collection = 'blog_posts' AND published <> 0",
    )[0]?.n;
    for (const lang of ['pl', 'en', 'fr', 'hr', 'ro', 'uk']) {
      const r = await getCollection('blog_posts', { limit: 500, lang }, { ...opts(), token: CONTENT_TOKEN });
      expect(r.total).toBe(published);
      expect(r.entries.every((e) => Object.keys(e).every((k) => !/_(en|fr|hr|ro|uk)$/.test(k)))).toBe(true);
    }
    expect(await getSingleton('top_bar', { lang: 'en' }, { ...opts(), token: CONTENT_TOKEN })).toHaveProperty('_modified');
    expect(await cmsData('Page', { identifier: 'cookies', storeId: 7 }, opts())).toMatchObject({ title: 'Cookie policy' });
    expect((await instagramLatest(opts())).every((t) => t.is_published)).toBe(true);
    expect((await countries(opts(), 'hr')).length).toBeGreaterThan(0);
  });

  it('reading never changes the database', () => {
    expect(databaseDigest(db)).toBe(digest);
  });
});
