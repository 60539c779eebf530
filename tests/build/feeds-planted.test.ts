/**
 * The planted bad data of the sample catalogue (backend/seed: `meta.planted`, and the snapshot the build
 * read) in the built Polish feeds (issue "XML product feeds"): a name with `&` and `<` comes out escaped
 * and whole, the HTML of a description cleaned, a product without an image left out of the formats that
 * need one (with its reason in the build journal), a wrong EAN kept out of every GTIN field and reported,
 * an out-of-stock variant left out with its reason, and an expired special price not offered.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedPrice, plainText, REASONS } from '../../feeds/common.ts';
import type { FeedName } from '../../feeds/index.ts';
import { parseBackendSettings } from '../../backend/settings.ts';
import type { Product } from '../../src/domain/catalog/types.ts';
import { isSpecialPriceActive } from '../../src/domain/price/special-price.ts';
import { parseFeedSettings } from '../../src/feeds/settings.ts';
import { readJournal, type JournalEntry } from '../../src/feeds/state.ts';
import { NO_MARKUP, readXml, rssItems, type Item } from '../unit/feeds/helpers.ts';
import { DIST } from './dist.ts';
import { builtSnapshot } from './built-snapshot.ts';

const RSS: readonly FeedName[] = ['fb-product-feed', 'cp-product-feed', 'wp-product-feed'];
const xmlOf = (feed: FeedName): string => readFileSync(join(DIST, 'main', `${feed}.xml`), 'utf8');
const text = (value: unknown): string =>
  typeof value === 'string' ? value : String((value as { '#text'?: unknown })?.['#text'] ?? '');

let planted: { kind: string; id: string; reason: string }[];
let products: Product[];
let journal: JournalEntry[];
const rss = new Map<FeedName, Item[]>();
let ceneo: Item[];
let empik: Item[];

beforeAll(() => {
  const db = new DatabaseSync(parseBackendSettings(process.env).dbFile, { readOnly: true });
  planted = JSON.parse(String(db.prepare("SELECT value FROM meta WHERE key = 'planted'").get()?.['value'] ?? '[]'));
  db.close();
  products = builtSnapshot().products('pl');
  journal = readJournal(parseFeedSettings(process.env).stateDir, 'main');
  for (const feed of RSS) rss.set(feed, rssItems(xmlOf(feed)));
  ceneo = (readXml(xmlOf('ceneo-product-feed')) as { offers: { group: { o: Item[] } } }).offers.group.o;
  empik = (readXml(xmlOf('empik-product-feed')) as { import: { offers: { offer: Item[] } } }).import.offers.offer;
});

/** The planted products of a reason, as the snapshot holds them. */
function plantedProducts(reason: RegExp): Product[] {
  const skus = planted.filter((p) => p.kind === 'product' && reason.test(p.reason)).map((p) => p.id);
  expect(skus.length, `planted ${reason}`).toBeGreaterThan(0);
  return skus.map((sku) => {
    const product = products.find((p) => p.sku === sku);
    expect(product, sku).toBeDefined();
    return product as Product;
  });
}

const rssItem = (feed: FeedName, sku: string) => rss.get(feed)?.find((i) => text(i['g:id']) === sku);
const ceneoOffer = (sku: string) => ceneo.find((o) => text(o['@id']) === sku);
const empikOffer = (sku: string) => empik.find((o) => text(o['sku']) === sku);
const leftOut = (feed: FeedName, sku: string) =>
  journal
    .find((e) => e.feed === feed)
    ?.leftOut.filter((n) => n.sku === sku)
    .map((n) => n.reason);
const warnings = (feed: FeedName, sku: string) =>
  journal
    .find((e) => e.feed === feed)
    ?.warnings.filter((n) => n.sku === sku)
    .map((n) => n.reason);

describe('planted bad data in the built feeds', () => {
  it('writes a name with & and < escaped in the XML and whole once parsed', () => {
    for (const product of plantedProducts(/name with & and </)) {
      expect(product.name).toMatch(/&.*</);
      for (const feed of RSS) {
        expect(text(rssItem(feed, product.sku)?.['g:title']), feed).toBe(product.name);
        expect(xmlOf(feed)).toContain(product.name.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;'));
      }
      expect(text(ceneoOffer(product.sku)?.['name'])).toBe(product.name);
      expect(xmlOf('ceneo-product-feed')).toContain(`<![CDATA[${product.name}]]>`);
    }
  });

  it('writes the HTML description as plain text: no tags, no entities', () => {
    const product = plantedProducts(/name with & and </)[0] as Product;
    expect(product.description).toMatch(/<p>/);
    const description = text(rssItem('fb-product-feed', product.sku)?.['g:description']);
    expect(description).toBe(plainText(product.description));
    expect(NO_MARKUP(description)).toBe(true);
    expect(NO_MARKUP(text(ceneoOffer(product.sku)?.['desc']))).toBe(true);
  });

  it('leaves a product without an image out of the formats that need one, with the reason; Empik lists it', () => {
    for (const product of plantedProducts(/no image/)) {
      expect(product.image ?? '').toBe('');
      for (const feed of [...RSS, 'ceneo-product-feed'] as const) {
        expect(rssItem(feed, product.sku) ?? ceneoOffer(product.sku), feed).toBeUndefined();
        expect(leftOut(feed, product.sku), feed).toEqual([REASONS.noImage]);
      }
      expect(text(empikOffer(product.sku)?.['product-id'])).toBe(product.ean);
    }
  });

  it('keeps a wrong EAN out of every GTIN field and reports it', () => {
    const planted = plantedProducts(/EAN-13 with a wrong check digit/);
    expect(planted.length).toBeGreaterThan(0);
    for (const product of planted) {
      for (const feed of RSS) {
        // Listed, without its EAN: a wrong EAN takes the GTIN away, not the product.
        const item = rssItem(feed, product.sku);
        expect(item, `${feed} ${product.sku}`).toBeDefined();
        if (!item) continue;
        expect(item['g:gtin'], feed).toBeUndefined();
        if (feed !== 'fb-product-feed') expect(text(item['g:identifier_exists']), feed).toBe('no');
        expect(warnings(feed, product.sku), feed).toContain(REASONS.invalidEan);
      }
      const offer = ceneoOffer(product.sku);
      expect(offer, `ceneo ${product.sku}`).toBeDefined();
      const attrs = ((offer?.['attrs'] as { a?: Item[] } | undefined)?.a ?? []).map((a) => text(a['@name']));
      expect(attrs.length, `ceneo ${product.sku} attributes`).toBeGreaterThan(0);
      expect(attrs).not.toContain('EAN');
      expect(empikOffer(product.sku)).toBeUndefined();
      expect(leftOut('empik-product-feed', product.sku)).toEqual([REASONS.noEan]);
    }
  });

  it('leaves an out-of-stock variant out of every feed, with the reason', () => {
    const variants = products.flatMap((p) =>
      p.configurable_children.filter((c) => c.status < 2 && !c.stock?.is_in_stock).map((c) => c.sku),
    );
    expect(variants.length).toBeGreaterThan(0);
    for (const sku of variants) {
      for (const feed of RSS) {
        expect(rssItem(feed, sku), feed).toBeUndefined();
        expect(leftOut(feed, sku), feed).toEqual([REASONS.variantOutOfStock]);
      }
      expect(ceneoOffer(sku)).toBeUndefined();
    }
  });

  it('offers no expired special price: the regular gross price only', () => {
    const builtAt = new Date(
      JSON.parse(readFileSync(join(parseFeedSettings(process.env).stateDir, 'report-main.json'), 'utf8')).builtAt,
    );
    const expired = products.filter(
      (p) =>
        p.type_id === 'simple' &&
        !!p.special_to_date &&
        (p.original_special_price_incl_tax ?? 0) > 0 &&
        !isSpecialPriceActive(
          p.original_special_price_incl_tax,
          p.original_price_incl_tax ?? 0,
          p.special_from_date,
          p.special_to_date,
          builtAt,
        ),
    );
    expect(expired.length).toBeGreaterThan(0);
    // The expected price is the gross the catalogue API stored at sync time: an oracle independent of the feeds'
    // own price path (the pages' shownPrice), which must come to the same amount.
    let checked = 0;
    for (const product of expired) {
      const item = rssItem('fb-product-feed', product.sku);
      if (!item) continue;
      checked += 1;
      expect(item['g:sale_price'], product.sku).toBeUndefined();
      expect(text(item['g:price'])).toBe(`${feedPrice(product.original_price_incl_tax ?? 0)} PLN`);
      const offer = ceneoOffer(product.sku);
      if (offer) expect(text(offer['@price'])).toBe(feedPrice(product.original_price_incl_tax ?? 0));
    }
    expect(checked, 'expired specials listed in the feed').toBeGreaterThan(0);
  });
});
