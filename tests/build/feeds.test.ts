/**
 * The XML product feeds as built into dist/ (issue "XML product feeds"): every feed of every store view
 * that lists them, parsed with fast-xml-parser; required fields, price formats, availability values and
 * length limits per format; plain-text descriptions; product links that resolve to built pages and
 * image links whose source the image proxy serves; the emotopic and wp rules; the build report; and the
 * headers the server sends (application/xml, Last-Modified and Content-Length).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEED_NAMES, feedsFor, type FeedName } from '../../feeds/index.ts';
import { lineCode } from '../../feeds/common.ts';
import { parseBackendSettings } from '../../backend/settings.ts';
import { resolveFile } from '../../backend/static/files.ts';
import { sitesApp } from '../../backend/static/sites.ts';
import { openBackend } from '../../scripts/data.ts';
import { loadConfig, site, storeView, type SiteId, type StoreCode } from '../../src/config/index.ts';
import { parseFeedSettings } from '../../src/feeds/settings.ts';
import { readEmpikListed } from '../../src/feeds/state.ts';
import { isValidEan13 } from '../../src/domain/product/ean.ts';
import { checkRssItem, NO_MARKUP, PRICE, readXml, rssItems, type Item } from '../unit/feeds/helpers.ts';
import { DIST } from './dist.ts';
import { builtSnapshot } from './built-snapshot.ts';

const cfg = loadConfig(process.env);
const mediaDir = parseBackendSettings(process.env).mediaDir;
const stateDir = parseFeedSettings(process.env).stateDir;
const FEED_SITES: readonly { store: StoreCode; site: SiteId }[] = [
  { store: 'pl', site: 'main' },
  { store: 'us', site: 'us' },
];
const feedFile = (siteId: SiteId, feed: FeedName): string => join(DIST, siteId, `${feed}.xml`);
const xmlOf = (siteId: SiteId, feed: FeedName): string => readFileSync(feedFile(siteId, feed), 'utf8');
const text = (value: unknown): string =>
  typeof value === 'string' ? value : String((value as { '#text'?: unknown })?.['#text'] ?? '');

/** A product link of the site resolves to a built page. */
async function expectBuiltPage(siteId: SiteId, link: string): Promise<void> {
  const url = new URL(link);
  expect(url.origin, link).toBe(new URL(site(siteId, cfg).url).origin);
  expect(await resolveFile(join(DIST, siteId), decodeURIComponent(url.pathname)), link).toBeDefined();
}

/** An image link goes through the site's image proxy to a source image that exists. */
function expectServedImage(siteId: SiteId, link: string): void {
  const url = new URL(link);
  expect(url.origin, link).toBe(new URL(site(siteId, cfg).url).origin);
  const m = /^\/img\/\d+\/\d+\/resize(\/.+)$/.exec(decodeURI(url.pathname));
  expect(m, link).not.toBeNull();
  expect(existsSync(join(mediaDir, m?.[1] ?? '')), link).toBe(true);
}

describe('built feeds', () => {
  it('exist for every store view that lists them, and only there', () => {
    expect(feedsFor('pl')).toEqual([...FEED_NAMES]);
    expect(feedsFor('us')).toEqual(['fb-product-feed', 'cp-product-feed']);
    for (const { store, site: siteId } of FEED_SITES)
      for (const feed of FEED_NAMES)
        expect(existsSync(feedFile(siteId, feed)), `${store} ${feed}`).toBe(feedsFor(store).includes(feed));
  });

  for (const { store, site: siteId } of FEED_SITES) {
    const currency = storeView(store, cfg).currency;
    for (const feed of feedsFor(store).filter((f) => f.startsWith('fb-') || f === 'cp-product-feed' || f === 'wp-product-feed')) {
      it(`${store} ${feed}: RSS items with the required fields, formats, limits and working links`, async () => {
        const items = rssItems(xmlOf(siteId, feed));
        if (feed !== 'fb-emotopic-product-feed') expect(items.length).toBeGreaterThan(0);
        for (const item of items) {
          checkRssItem(item, currency);
          await expectBuiltPage(siteId, text(item['g:link']));
          expectServedImage(siteId, text(item['g:image_link']));
        }
      });
    }
  }

  it('pl fb-emotopic-product-feed holds line E products only', () => {
    const lineE = new Set(
      builtSnapshot()
        .products('pl')
        .filter((p) => lineCode(p) === 'E')
        .flatMap((p) => [p.sku, ...p.configurable_children.map((c) => c.sku)]),
    );
    const items = rssItems(xmlOf('main', 'fb-emotopic-product-feed'));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(lineE.has(text(item['g:id'])), text(item['g:id'])).toBe(true);
  });

  it('pl wp-product-feed descriptions have at least 100 characters', () => {
    for (const item of rssItems(xmlOf('main', 'wp-product-feed')))
      expect(Array.from(text(item['g:description'])).length, text(item['g:id'])).toBeGreaterThanOrEqual(100);
  });

  it('pl ceneo-product-feed: offers with price, avail, category, name, image and at most 10 attributes', async () => {
    const doc = readXml(xmlOf('main', 'ceneo-product-feed')) as { offers: { group: { o: Item[] } } };
    expect(doc.offers.group.o.length).toBeGreaterThan(0);
    for (const o of doc.offers.group.o) {
      expect(text(o['@id'])).not.toBe('');
      expect(Array.from(text(o['@id'])).length).toBeLessThanOrEqual(50);
      expect(text(o['@price'])).toMatch(PRICE);
      expect(['1', '3', '7', '14', '90', '99']).toContain(text(o['@avail']));
      expect(text(o['@stock'])).toMatch(/^\d+$/);
      expect(text(o['cat'])).not.toBe('');
      expect(text(o['name'])).not.toBe('');
      expect(Array.from(text(o['name'])).length).toBeLessThanOrEqual(150);
      // Every sample product has a description: an offer without one would be a writer that lost it.
      expect(text(o['desc']), text(o['@id'])).toMatch(/\S/);
      expect(Array.from(text(o['desc'])).length).toBeLessThanOrEqual(5000);
      expect(NO_MARKUP(text(o['desc']))).toBe(true);
      const attrs = ((o['attrs'] as { a?: unknown[] } | undefined)?.a ?? []).length;
      expect(attrs).toBeLessThanOrEqual(10);
      await expectBuiltPage('main', text(o['@url']));
      expectServedImage('main', text((o['imgs'] as { main: Item }).main['@url']));
    }
  });

  it('pl ceneo-product-feed: every offer quotes the price its page shows (the offer of its sku in the page’s JSON-LD)', async () => {
    const offers = (readXml(xmlOf('main', 'ceneo-product-feed')) as { offers: { group: { o: Item[] } } }).offers.group.o;
    const ldOffers = /"offers":(\[[^\]]*\])/;
    for (const o of offers) {
      const file = await resolveFile(join(DIST, 'main'), decodeURIComponent(new URL(text(o['@url'])).pathname));
      const found = ldOffers.exec(readFileSync(String(file), 'utf8'));
      const pageOffers = JSON.parse(found?.[1] ?? '[]') as { sku: string; price: string }[];
      expect(pageOffers.find((p) => p.sku === text(o['@id']))?.price, text(o['@id'])).toBe(text(o['@price']));
    }
    expect(offers.length).toBeGreaterThan(100);
  });

  it("pl ceneo-product-feed: a simple product's offer lists its size (Pojemnosc, as FEEDS.md names it), as a variant's does", () => {
    const snapshot = builtSnapshot();
    const sizes = new Map(
      (snapshot.attributes('pl').find((a) => a.attribute_code === 'size')?.options ?? []).map((o) => [o.value, o.label]),
    );
    const offers = (readXml(xmlOf('main', 'ceneo-product-feed')) as { offers: { group: { o: Item[] } } }).offers.group.o;
    const simple = snapshot.products('pl').filter((p) => p.type_id === 'simple' && sizes.has(String(p.size)));
    let checked = 0;
    for (const product of simple) {
      const offer = offers.find((o) => text(o['@id']) === product.sku);
      if (!offer) continue;
      const attrs = ((offer['attrs'] as { a?: Item[] }).a ?? []).map((a) => [text(a['@name']), text(a)]);
      expect(attrs, product.sku).toContainEqual(['Pojemnosc', sizes.get(String(product.size))]);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('pl empik-product-feed: offers with a valid EAN, price, quantity, state 11', () => {
    const doc = readXml(xmlOf('main', 'empik-product-feed')) as { import: { offers: { offer: Item[] } } };
    expect(doc.import.offers.offer.length).toBeGreaterThan(0);
    let open = 0;
    for (const offer of doc.import.offers.offer) {
      // An open offer (a quantity to sell) names its EAN and price; a closing one (quantity 0: the product has left
      // the catalogue since the last build) may name neither.
      if (Number(text(offer['quantity'])) > 0) {
        open += 1;
        expect(offer['product-id'], text(offer['sku'])).toBeDefined();
        expect(offer['price'], text(offer['sku'])).toBeDefined();
      }
      if (offer['product-id'] !== undefined) {
        expect(isValidEan13(text(offer['product-id'])), text(offer['sku'])).toBe(true);
        expect(text(offer['product-id-type'])).toBe('EAN');
      }
      if (offer['price'] !== undefined) expect(text(offer['price'])).toMatch(PRICE);
      expect(text(offer['quantity'])).toMatch(/^\d+$/);
      expect(text(offer['state'])).toBe('11');
      expect(text(offer['leadtime-to-ship'])).toMatch(/^\d+$/);
    }
    expect(open).toBeGreaterThan(0);
  });

  it('pl empik-product-feed: the skus listed with a quantity are kept, so that one leaves only after a quantity 0', () => {
    const offers = (readXml(xmlOf('main', 'empik-product-feed')) as { import: { offers: { offer: Item[] } } }).import.offers
      .offer;
    const withStock = offers.filter((o) => Number(text(o['quantity'])) > 0).map((o) => text(o['sku']));
    // The next build writes each of these once with quantity 0 when it can no longer list it (unit: offers.test.ts).
    expect([...readEmpikListed(stateDir, 'pl')].sort()).toEqual([...withStock].sort());
  });

  it('image links answer with an image through the image proxy', async () => {
    const backend = openBackend(cfg, parseBackendSettings({ ...process.env, LOG_LEVEL: 'silent' }));
    try {
      for (const feed of ['fb-product-feed', 'cp-product-feed'] as const) {
        const links = rssItems(xmlOf('main', feed))
          .slice(0, 4)
          .map((item) => text(item['g:image_link']));
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) {
          const res = await backend.app.request(new URL(link).pathname, { headers: { Accept: 'image/webp' } });
          expect(res.status, link).toBe(200);
          expect(res.headers.get('content-type'), link).toMatch(/^image\//);
        }
      }
    } finally {
      backend.db.close();
    }
  });

  it('the build report counts every feed of the site: written and left out with reasons', () => {
    for (const siteId of ['main', 'us'] as const) {
      const report = JSON.parse(readFileSync(join(stateDir, `report-${siteId}.json`), 'utf8')) as {
        feeds: { feed: string; written: number; leftOut: Record<string, number> }[];
      };
      const store = siteId === 'main' ? 'pl' : 'us';
      expect(report.feeds.map((f) => f.feed).sort()).toEqual(
        feedsFor(store)
          .map((f) => `${store}/${f}.xml`)
          .sort(),
      );
      for (const row of report.feeds) {
        const xml = xmlOf(siteId, row.feed.slice(store.length + 1, -4) as FeedName);
        const count = (xml.match(/<item>|<o |<offer>/g) ?? []).length;
        expect(count, row.feed).toBe(row.written);
        for (const [reason, n] of Object.entries(row.leftOut)) {
          expect(reason).not.toBe('');
          expect(n).toBeGreaterThan(0);
        }
      }
    }
  });

  it('is served as application/xml; the Empik feed with Last-Modified and Content-Length, and 304 when unchanged', async () => {
    const app = sitesApp({ distDir: DIST, cfg });
    const res = await app.request('http://localhost:4321/empik-product-feed.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const body = await res.arrayBuffer();
    expect(res.headers.get('content-length')).toBe(String(body.byteLength));
    const mtime = statSync(feedFile('main', 'empik-product-feed')).mtimeMs;
    expect(Date.parse(res.headers.get('last-modified') ?? '')).toBe(Math.floor(mtime / 1000) * 1000);
    const again = await app.request('http://localhost:4321/empik-product-feed.xml', {
      headers: { 'If-Modified-Since': res.headers.get('last-modified') ?? '' },
    });
    expect(again.status).toBe(304);
    const us = await app.request('http://us.localhost:4321/fb-product-feed.xml');
    expect(us.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  });
});
