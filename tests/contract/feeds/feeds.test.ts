/** Every feed written from a real content-sync snapshot of the seeded reference backend (pl and us). */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../../../backend/db/index.ts';
import { seedDatabase } from '../../../backend/seed/index.ts';
import { openSnapshot, type Snapshot } from '../../../content-sync/snapshot.ts';
import { syncAll } from '../../../content-sync/sync.ts';
import { lineCode } from '../../../feeds/common.ts';
import {
  buildReport,
  DEFAULT_FEED_SETTINGS,
  FEED_NAMES,
  FEEDS,
  imageUrlFor,
  productUrlFor,
  type FeedContext,
  type FeedResult,
} from '../../../feeds/index.ts';
import { loadConfig, storeView, type StoreCode } from '../../../src/config/index.ts';
import { pagePricing } from '../../../src/feeds/pricing.ts';
import { CONTENT_TOKEN, startServer, type TestServer } from '../helpers/server.ts';

const STORES: readonly StoreCode[] = ['pl', 'us'];
const NOW = new Date();
const cfg = loadConfig({});
const db = openDatabase(':memory:');
migrate(db);
let server: TestServer;
let snapshot: Snapshot;
const results: Record<string, FeedResult> = {};

function context(store: StoreCode): FeedContext {
  const view = storeView(store, cfg);
  const siteUrl = store === 'us' ? cfg.settings.siteUsUrl : cfg.settings.siteMainUrl;
  const { urlDispatcher, appendStoreCode } = cfg.settings;
  const linked = (sku: string) => snapshot.product(store, sku) ?? snapshot.part(store, sku);
  return {
    store: view,
    siteUrl,
    shopName: 'Dermo',
    brand: 'Dermo',
    now: NOW,
    price: pagePricing({ now: NOW, store: view, taxRules: snapshot.taxRules(store) }, linked),
    linked,
    categories: snapshot.categories(store),
    productUrl: productUrlFor({ store: view, siteUrl, urlDispatcher, appendStoreCode }),
    imageUrl: imageUrlFor(siteUrl),
    settings: DEFAULT_FEED_SETTINGS,
  };
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (n) => ['item', 'o', 'offer'].includes(n),
});

beforeAll(async () => {
  await seedDatabase(db, { seed: 1, productsPerStore: 20, mediaDir: mkdtempSync(join(tmpdir(), 'feeds-media-')), images: false });
  server = await startServer(db);
  const outDir = mkdtempSync(join(tmpdir(), 'feeds-snapshot-'));
  await syncAll({ apiUrl: server.baseUrl, contentToken: CONTENT_TOKEN, outDir, stores: STORES, log: () => undefined });
  snapshot = openSnapshot(outDir);
  for (const store of STORES) {
    const products = snapshot.products(store);
    for (const name of FEED_NAMES) results[`${store}/${name}`] = FEEDS[name](products, context(store));
  }
});
afterAll(async () => server.close());

describe('feeds from a content-sync snapshot', () => {
  it('writes every feed of pl and us as valid XML with items', () => {
    for (const [key, result] of Object.entries(results)) {
      expect(XMLValidator.validate(result.xml), key).toBe(true);
      if (!key.endsWith('emotopic-product-feed')) expect(result.written, key).toBeGreaterThan(0);
    }
  });
  it('accounts for every visible product: written (per variant) or left out with a reason', () => {
    for (const store of STORES) {
      const result = results[`${store}/fb-product-feed`] as FeedResult;
      const items =
        (parser.parse(result.xml) as { rss: { channel: { item?: Record<string, string>[] } } }).rss.channel.item ?? [];
      const listed = new Set([...items.map((i) => i['g:item_group_id'] ?? i['g:id']), ...result.leftOut.map((n) => n.sku)]);
      for (const product of snapshot.products(store))
        expect(listed.has(product.sku) || product.configurable_children.some((c) => listed.has(c.sku)), product.sku).toBe(true);
      const currency = storeView(store, cfg).currency;
      for (const item of items) {
        expect(item['g:price']).toMatch(new RegExp(`^\\d+\\.\\d{2} ${currency}$`));
        expect(['in stock', 'out of stock']).toContain(item['g:availability']);
        expect(item['g:link']?.startsWith('http')).toBe(true);
        expect(item['g:image_link']).toMatch(/^https?:\/\/[^/]+\/img\/600\/744\/resize\//);
      }
    }
  });
  it('keeps the emotopic feed to line E and prices Ceneo and Empik offers', () => {
    const lineE = new Set(
      snapshot
        .products('pl')
        .filter((p) => lineCode(p) === 'E')
        .flatMap((p) => [p.sku, ...p.configurable_children.map((c) => c.sku)]),
    );
    const emotopic = parser.parse((results['pl/fb-emotopic-product-feed'] as FeedResult).xml) as {
      rss: { channel: { item?: Record<string, string>[] } };
    };
    const emotopicItems = emotopic.rss.channel.item ?? [];
    expect(emotopicItems.length).toBeGreaterThan(0);
    for (const item of emotopicItems) expect(lineE.has(item['g:id'] ?? '')).toBe(true);
    const ceneo = parser.parse((results['pl/ceneo-product-feed'] as FeedResult).xml) as {
      offers: { group: { o: Record<string, string>[] } };
    };
    for (const o of ceneo.offers.group.o) expect(o['@price']).toMatch(/^\d+\.\d{2}$/);
    const empik = parser.parse((results['pl/empik-product-feed'] as FeedResult).xml) as {
      import: { offers: { offer: Record<string, string>[] } };
    };
    for (const offer of empik.import.offers.offer) expect(offer['product-id']).toMatch(/^\d{13}$/);
  });
  it('reports every feed with its counts', () => {
    const report = buildReport(results);
    expect(report.map((r) => r.feed)).toEqual(Object.keys(results).sort());
    for (const row of report) expect(row.line.startsWith(`${row.feed}: ${row.written} written`)).toBe(true);
  });
});
