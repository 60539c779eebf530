/**
 * The catalogue's price index (backend/catalog/price-index.ts): the price filter, the price sort and agg_range_price
 * read the price each product shows at the time of the search, not the stored `final_price` of the seed day.
 */
import { describe, expect, it } from 'vitest';
import type { DatabaseSync } from 'node:sqlite';
import { createApp } from '../../../../backend/app.ts';
import { parseBackendSettings } from '../../../../backend/settings.ts';
import { fixtureDatabase } from '../fixtures.ts';
import { loadConfig, storeView } from '../../../../src/config/index.ts';
import { priceIndex, warmPriceIndex } from '../../../../backend/catalog/price-index.ts';
import { productPricing } from '../../../../backend/catalog/pricing.ts';
import { createCatalogDocs } from '../../../../backend/catalog/store-docs.ts';
import { trackCatalogVersion } from '../../../../backend/catalog/version.ts';

interface Hit {
  _source: { sku: string; price_incl_tax: number };
}
interface Answer {
  hits: { hits: Hit[] };
  aggregations?: { agg_range_price?: { buckets: { key: string; doc_count: number }[] } };
}

/** Rewrites one product's stored document in the pl store view. */
function update(db: DatabaseSync, sku: string, fields: Record<string, unknown>): void {
  const row = db.prepare("SELECT doc FROM products WHERE store_code = 'pl' AND sku = ?").get(sku) as { doc: string };
  const doc = { ...(JSON.parse(row.doc) as Record<string, unknown>), ...fields };
  db.prepare("UPDATE products SET doc = ?, type_id = ? WHERE store_code = 'pl' AND sku = ?").run(
    JSON.stringify(doc),
    String(doc['type_id']),
    sku,
  );
}

/**
 * The fixture with: KR-002 at 60 net (73.80 gross) on a special of 30 net (36.90 gross) until 2026-11-20, its
 * stored final_price the special's; EM-004 made a grouped product of 2 × KR-001 (40 net) and SZ-003 (30 net):
 * 135.30 gross, its stored prices 10.
 */
function catalogue(): DatabaseSync {
  const db = fixtureDatabase();
  update(db, 'KR-002', { price: 60, special_price: 30, special_to_date: '2026-11-20 00:00:00', final_price: 36.9 });
  update(db, 'EM-004', {
    type_id: 'grouped',
    price: 10,
    final_price: 10,
    product_links: [
      { link_type: 'associated', linked_product_sku: 'KR-001', linked_product_type: 'simple', qty: 2 },
      { link_type: 'associated', linked_product_sku: 'SZ-003', linked_product_type: 'simple', qty: 1 },
    ],
  });
  return db;
}

function searchAt(db: DatabaseSync, iso: string) {
  const app = createApp({
    db,
    settings: { ...parseBackendSettings({}), logLevel: 'silent', outputCacheBytes: 0 },
    now: () => new Date(iso),
  });
  return async (body: object): Promise<Answer> => {
    const res = await app.request('/api/catalog/vue_storefront_catalog_pl/product/_search', {
      method: 'POST',
      body: JSON.stringify({ size: 50, ...body }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as Answer;
  };
}

const inRange = (from: number, to?: number) => ({
  query: { bool: { filter: { range: { final_price: { gte: from, ...(to === undefined ? {} : { lt: to }) } } } } },
});
const skus = (a: Answer) => a.hits.hits.map((h) => h._source.sku).sort();

describe('the price index: filters, sorts and price aggregations read the price a product shows now', () => {
  it('a grouped product is filtered at the sum of its parts, as its card shows it, not at its stored price', async () => {
    const search = searchAt(catalogue(), '2026-11-15T12:00:00Z');
    expect(skus(await search(inRange(100, 150)))).toContain('EM-004');
    expect(skus(await search(inRange(0, 50)))).not.toContain('EM-004');
    const hit = (await search(inRange(100, 150))).hits.hits.find((h) => h._source.sku === 'EM-004');
    expect(hit?._source.price_incl_tax).toBeCloseTo(135.3, 2);
  });

  it('a special price counts in its window and not after it ends: the index follows the time of the search', async () => {
    const db = catalogue();
    const during = searchAt(db, '2026-11-15T12:00:00Z');
    expect(skus(await during(inRange(0, 50)))).toContain('KR-002');
    expect(skus(await during(inRange(50, 100)))).not.toContain('KR-002');
    const after = searchAt(db, '2026-11-21T12:00:00Z');
    expect(skus(await after(inRange(50, 100)))).toContain('KR-002');
    expect(skus(await after(inRange(0, 50)))).not.toContain('KR-002');
  });

  it('a price filter and agg_range_price read the price to the cent, as the hit shows it', async () => {
    const db = fixtureDatabase();
    // 81.3008 net with 23 % tax: 99.999984, shown as 100,00.
    update(db, 'KR-001', { price: 81.3008, final_price: 81.3008 });
    const search = searchAt(db, '2026-11-15T12:00:00Z');
    expect(skus(await search(inRange(100, 150)))).toContain('KR-001');
    expect(skus(await search(inRange(50, 100)))).not.toContain('KR-001');
    const ranges = [
      { from: 50, to: 100 },
      { from: 100, to: 150 },
    ];
    const only = { query: { bool: { filter: { term: { sku: 'KR-001' } } } } };
    const answer = await search({ ...only, aggs: { agg_range_price: { range: { field: 'final_price', ranges } } } });
    expect(answer.aggregations?.agg_range_price?.buckets.map((b) => b.doc_count)).toEqual([0, 1]);
  });

  it('sorting by price orders the hits by the prices they show', async () => {
    const search = searchAt(catalogue(), '2026-11-21T12:00:00Z');
    for (const order of ['asc', 'desc'] as const) {
      const shown = (await search({ sort: [{ final_price: { order } }] })).hits.hits.map((h) => h._source.price_incl_tax);
      const sorted = [...shown].sort((a, b) => (order === 'asc' ? a - b : b - a));
      expect(shown.length).toBeGreaterThan(3);
      expect(shown).toEqual(sorted);
    }
  });

  it('agg_range_price counts each product in the bucket of the price it shows', async () => {
    const search = searchAt(catalogue(), '2026-11-15T12:00:00Z');
    const ranges = [{ to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }];
    const answer = await search({ aggs: { agg_range_price: { range: { field: 'final_price', ranges } } } });
    const shown = answer.hits.hits.map((h) => h._source.price_incl_tax);
    const expected = ranges.map((r) => shown.filter((p) => p >= (r.from ?? 0) && (r.to === undefined || p < r.to)).length);
    expect(answer.aggregations?.agg_range_price?.buckets.map((b) => b.doc_count)).toEqual(expected);
    expect(expected[2]).toBeGreaterThan(0);
  });
});

describe('warming the price index', () => {
  it("builds the guest's price index before any search, and says when it goes stale: the next special-price boundary", () => {
    const db = catalogue();
    const cfg = loadConfig({});
    const view = storeView('pl', cfg);
    const catalog = createCatalogDocs(db, trackCatalogVersion(db));
    const docs = catalog.docs('pl', 'product');
    const now = new Date('2026-11-15T12:00:00Z');
    const until = warmPriceIndex(db, catalog, cfg, view, docs, now);
    expect(until).toBe(Date.parse('2026-11-21T00:00:00Z'));
    const pricing = productPricing(db, catalog, cfg, view, { now, boundaries: docs.priceBoundaries });
    let computed = 0;
    const counting = {
      ...pricing,
      compute: (doc: Parameters<typeof pricing.compute>[0]) => ((computed += 1), pricing.compute(doc)),
    };
    const index = priceIndex(docs, counting);
    expect(computed).toBe(0);
    expect(index).toBe(priceIndex(docs, pricing));
    const later = productPricing(db, catalog, cfg, view, { now: new Date(until), boundaries: docs.priceBoundaries });
    priceIndex(docs, { ...later, compute: counting.compute });
    expect(computed).toBe(docs.docs.length);
  });
});
