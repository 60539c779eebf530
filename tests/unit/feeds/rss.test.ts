import { describe, expect, it } from 'vitest';
import { FEEDS, writeCeneoFeed, writeCpFeed, writeMetaEmotopicFeed, writeMetaFeed, writeWpFeed } from '../../../feeds/index.ts';
import { REASONS } from '../../../feeds/common.ts';
import { BAD_EAN, GOOD_EAN, plantedProducts } from './fixtures.ts';
import { checkRssItem, feedContext, readXml, rssItems, SITE, type Item } from './helpers.ts';

const products = plantedProducts();
const bySku = (items: Item[], sku: string): Item | undefined => items.find((i) => i['g:id'] === sku);
const reasonOf = (notes: readonly { sku: string; reason: string }[], sku: string): string | undefined =>
  notes.find((n) => n.sku === sku)?.reason;

function checkItems(items: Item[], currency: string): void {
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    checkRssItem(item, currency);
    for (const url of [item['g:link'], item['g:image_link']]) expect(String(url).startsWith(`${SITE}/`)).toBe(true);
  }
}

describe('Meta product feed', () => {
  const result = writeMetaFeed(products, feedContext('pl'));
  const items = rssItems(result.xml);

  it('is RSS 2.0 with the g: namespace and every required field', () => {
    const doc = readXml(result.xml) as { rss: Record<string, unknown> & { channel: Record<string, unknown> } };
    expect(doc.rss['@version']).toBe('2.0');
    expect(doc.rss['@xmlns:g']).toBe('http://base.google.com/ns/1.0');
    expect(doc.rss.channel['title']).toBe('Dermo Shop');
    expect(doc.rss.channel['link']).toBe(`${SITE}/`);
    checkItems(items, 'PLN');
    expect(result.written).toBe(items.length);
  });
  it('escapes a name with & and <, and cleans HTML out of the description', () => {
    expect(result.xml).toContain('<g:title>Krem &amp; Serum &lt;Extra&gt;</g:title>');
    const krem = bySku(items, 'KREM-1');
    expect(krem?.['g:title']).toBe('Krem & Serum <Extra>');
    expect(krem?.['g:description']).toMatch(/^Lekki krem nawilżający .* ochronną skóry\.\u00a0& serum$/);
    expect(krem?.['g:link']).toBe(`${SITE}/produkt/krem`);
    expect(krem?.['g:image_link']).toBe(`${SITE}/img/600/744/resize/p/krem-0.jpg`);
    expect(krem?.['g:additional_image_link']).toHaveLength(10);
    expect(krem?.['g:product_type']).toBe('Kosmetyki > Twarz > Kremy');
  });
  it('writes the active special price with its window and drops an expired one', () => {
    const krem = bySku(items, 'KREM-1');
    expect(krem?.['g:price']).toBe('49.99 PLN');
    expect(krem?.['g:sale_price']).toBe('39.99 PLN');
    expect(krem?.['g:sale_price_effective_date']).toBe('2026-11-01T00:00+0000/2026-11-30T23:59+0000');
    const expired = bySku(items, 'EXPIRED');
    expect(expired?.['g:price']).toBe('40.00 PLN');
    expect(expired?.['g:sale_price']).toBeUndefined();
    expect(expired?.['g:availability']).toBe('out of stock');
  });
  it("gives a variant on sale by its parent's window that window, as its page prices it", () => {
    const conf = plantedProducts().find((p) => p.sku === 'CONF')!;
    const onSale = {
      ...conf,
      special_from_date: '2026-11-01',
      special_to_date: '2026-11-30',
      configurable_children: conf.configurable_children.map((c) =>
        c.sku === 'CONF-30' ? { ...c, special_price: 49 / 1.23 } : c,
      ),
    };
    const item = bySku(rssItems(writeMetaFeed([onSale], feedContext('pl')).xml), 'CONF-30');
    expect(item?.['g:sale_price']).toBe('49.00 PLN');
    expect(item?.['g:sale_price_effective_date']).toBe('2026-11-01T00:00+0000/2026-11-30T23:59+0000');
  });
  it('puts only valid EANs into g:gtin and warns about a wrong one', () => {
    expect(bySku(items, 'KREM-1')?.['g:gtin']).toBe(GOOD_EAN);
    const bad = bySku(items, 'BAD-EAN');
    expect(bad?.['g:gtin']).toBeUndefined();
    expect(bad?.['g:identifier_exists']).toBeUndefined();
    expect(result.xml).not.toContain(BAD_EAN);
    expect(reasonOf(result.warnings, 'BAD-EAN')).toBe(REASONS.invalidEan);
  });
  it('lists a configurable product per available variant sharing item_group_id', () => {
    const variants = items.filter((i) => i['g:item_group_id'] === 'CONF');
    expect(variants.map((v) => v['g:id'])).toEqual(['CONF-30', 'CONF-75']);
    const big = bySku(items, 'CONF-75');
    expect(big?.['g:price']).toBe('99.00 PLN');
    expect(big?.['g:gtin']).toBe('5900000000022');
    expect(big?.['g:title']).toBe('Podkład 75 ml');
    expect(big?.['g:image_link']).toBe(`${SITE}/img/600/744/resize/p/conf-75.jpg`);
    expect(big?.['g:link']).toBe(`${SITE}/produkt/podklad/CONF-75`);
    expect(bySku(items, 'CONF')).toBeUndefined();
  });
  it('leaves out invisible, image-less, long-id products and out-of-stock variants with a reason', () => {
    expect(reasonOf(result.leftOut, 'HIDDEN')).toBe(REASONS.notVisible);
    expect(reasonOf(result.leftOut, 'NO-IMG')).toBe(REASONS.noImage);
    expect(reasonOf(result.leftOut, 'S'.repeat(51))).toBe(REASONS.idTooLong);
    expect(reasonOf(result.leftOut, 'CONF-50')).toBe(REASONS.variantOutOfStock);
    for (const sku of ['HIDDEN', 'NO-IMG', 'CONF-50']) expect(bySku(items, sku)).toBeUndefined();
  });
  it('lists a variant without stock information in stock, as its page shows it, with no quantity to offer', () => {
    const conf = products.find((p) => p.sku === 'CONF')!;
    const unknown = {
      ...conf,
      configurable_children: conf.configurable_children.map((c) => (c.sku === 'CONF-30' ? { ...c, stock: undefined } : c)),
    };
    expect(bySku(rssItems(writeMetaFeed([unknown], feedContext('pl')).xml), 'CONF-30')?.['g:availability']).toBe('in stock');
    const ceneo = readXml(writeCeneoFeed([unknown], feedContext('pl')).xml) as { offers: { group: { o: Item[] } } };
    expect([ceneo.offers.group.o].flat().find((o) => o['@id'] === 'CONF-30')).toMatchObject({ '@avail': '99', '@stock': '0' });
  });
  it('lists out-of-stock variants as out of stock when the setting allows them', () => {
    const all = rssItems(writeMetaFeed(products, feedContext('pl', { showOutOfStock: true })).xml);
    expect(bySku(all, 'CONF-50')?.['g:availability']).toBe('out of stock');
  });
});

describe('Meta emotopic feed', () => {
  it('holds line E products only', () => {
    const result = writeMetaEmotopicFeed(products, feedContext('pl'));
    expect(rssItems(result.xml).map((i) => i['g:id'])).toEqual(['KREM-1', 'CONF-30', 'CONF-75']);
    expect(reasonOf(result.leftOut, 'SHORT')).toBe(REASONS.otherLine);
  });
});

describe('Google feeds', () => {
  it('wp: descriptions of at least 100 characters, composed when short, else left out', () => {
    const result = writeWpFeed(products, feedContext('pl'));
    const items = rssItems(result.xml);
    checkItems(items, 'PLN');
    for (const item of items) expect(Array.from(item['g:description'] as string).length).toBeGreaterThanOrEqual(100);
    expect(bySku(items, 'SHORT')?.['g:description']).toMatch(
      /^Krem ochronny SPF 50\. Chroni skórę\. Do twarzy i ciała, na co dzień\. Dermo – /,
    );
    expect(reasonOf(result.leftOut, 'TINY')).toBe(REASONS.shortDescription);
    expect(bySku(items, 'BAD-EAN')?.['g:identifier_exists']).toBe('no');
  });
  it('cp: Google format by default, Meta format as a setting', () => {
    const google = rssItems(writeCpFeed(products, feedContext('pl')).xml);
    const meta = rssItems(writeCpFeed(products, feedContext('pl', { cpFormat: 'meta' })).xml);
    expect(bySku(google, 'BAD-EAN')?.['g:identifier_exists']).toBe('no');
    expect(bySku(meta, 'BAD-EAN')?.['g:identifier_exists']).toBeUndefined();
    expect(bySku(google, 'TINY')?.['g:description']).toBe('X');
  });
  it('uses the store view currency', () => {
    const items = rssItems(FEEDS['cp-product-feed'](products, feedContext('us')).xml);
    checkItems(items, 'USD');
    expect(bySku(items, 'KREM-1')?.['g:link']).toBe(`${SITE}/product/krem`);
  });
});
