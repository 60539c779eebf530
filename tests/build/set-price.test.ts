/**
 * A bundle or grouped product shows one price wherever it appears (spec 000 §4, `shownPrice`): its cards on
 * the listings, the home page and the other card grids carry the price its own page shows (the sum of its
 * parts at build time, not its own catalogue price), and the parts the live island sums again (that these are the
 * set's own parts and sum to its page's price is catalog.test.ts's).
 */
import { describe, expect, it } from 'vitest';
import { loadConfig, STORE_CODES, storeView, type StoreCode } from '../../src/config/index.ts';
import { priceParts } from '../../src/domain/price/grouped-price.ts';
import { isProductVisible } from '../../src/domain/product/visibility.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtPaths, decodeEntities, DIST, productPagePath, readPage } from './dist.ts';
import { builtSnapshot } from './built-snapshot.ts';

const cfg = loadConfig({});

const snapshot = builtSnapshot();

/** The store view a built page of the main site belongs to (its URL prefix; the listing companions name it). */
function pageStore(path: string): string | undefined {
  const companion = /^\/listing\/([a-z]+)\//.exec(path)?.[1];
  if (companion) return companion;
  const views = STORE_CODES.map((code) => storeView(code, cfg)).filter((v) => v.prefix !== '');
  return views.find((v) => path === v.prefix || path.startsWith(`${v.prefix}/`))?.code ?? 'pl';
}

/** The live price elements of a page: sku, built price and the parts attribute, in page order. */
function priceElements(html: string): { sku: string; price: string; parts: string | undefined }[] {
  return [...html.matchAll(/<[^>]*\bdata-live-price\b[^>]*>/g)].map(([tag]) => ({
    sku: /\bdata-live-sku="([^"]+)"/.exec(tag)?.[1] ?? '',
    price: /\bdata-price="([^"]+)"/.exec(tag)?.[1] ?? '',
    parts: /\bdata-live-parts="([^"]*)"/.exec(tag)?.[1],
  }));
}

describe.each(['pl', 'en'] as const)('set prices in the %s store view', (store: StoreCode) => {
  it('a set’s every card shows the price and the parts of its own page', () => {
    // Every visible set has a page (readPage fails when one is missing); its main price comes first.
    const sets = snapshot.products(store).filter((p) => isProductVisible(p) && priceParts(p).length > 0);
    const pagePrice = new Map<string, { price: string; parts: string | undefined }>();
    for (const set of sets) {
      const main = priceElements(readPage('main', productPagePath(set, store, cfg))).find((e) => e.sku === set.sku);
      if (!main) throw new Error(`${set.sku}: no price on its page`);
      pagePrice.set(set.sku, main);
    }
    expect(pagePrice.size, 'set pages with a price').toBeGreaterThan(5);

    const paths = builtPaths('main').filter((path) => pageStore(path) === store);
    let cards = 0;
    for (const path of paths) {
      for (const element of priceElements(readPage('main', path))) {
        const page = pagePrice.get(element.sku);
        if (!page) continue;
        expect(element.price, `${path}: ${element.sku}`).toBe(page.price);
        expect(element.parts && decodeEntities(element.parts), `${path}: ${element.sku} parts`).toBe(
          page.parts && decodeEntities(page.parts),
        );
        cards += 1;
      }
    }
    // Cards besides the pages themselves: the check is not passed by the pages alone.
    expect(cards).toBeGreaterThan(pagePrice.size);
  });

  it('the static search index carries a set’s parts while one has a special price’s window, as its page does (its offline price then follows them)', () => {
    type Part = { qty: number; special?: { from: string; to: string } };
    const index = JSON.parse(readFileSync(join(DIST, 'main', 'search-index', `${store}.json`), 'utf8')) as {
      sku: string;
      parts?: Part[];
    }[];
    const entries = new Map(index.map((e) => [e.sku, e]));
    const windowsOf = (parts: readonly Part[]) => parts.map((p) => [p.qty, p.special?.from, p.special?.to]);
    let windowed = 0;
    for (const set of snapshot.products(store).filter((p) => isProductVisible(p) && priceParts(p).length > 0)) {
      const attribute = priceElements(readPage('main', productPagePath(set, store, cfg))).find((e) => e.sku === set.sku)?.parts;
      const pageParts = attribute === undefined ? [] : (JSON.parse(decodeEntities(attribute)) as Part[]);
      const entry = entries.get(set.sku);
      if (!pageParts.some((p) => p.special)) {
        expect(entry?.parts, set.sku).toBeUndefined();
        continue;
      }
      windowed += 1;
      expect(windowsOf(entry?.parts ?? []), set.sku).toEqual(windowsOf(pageParts));
    }
    expect(windowed, 'sets with a part on a special price with a window').toBeGreaterThan(0);
  });
});
