import { describe, expect, it } from 'vitest';
import { REASONS } from '../../../feeds/common.ts';
import { buildReport, FEED_NAMES, FEEDS, feedsFor, writeCeneoFeed, writeEmpikFeed } from '../../../feeds/index.ts';
import { ceneoAvailable } from '../../../feeds/ceneo.ts';
import { makeProduct } from '../domain/catalog/fixtures.ts';
import { BAD_EAN, GOOD_EAN, plantedProducts, priced } from './fixtures.ts';
import { feedContext, NO_MARKUP, PRICE, readXml, SITE, type Item } from './helpers.ts';

const products = plantedProducts();
const reasonOf = (notes: readonly { sku: string; reason: string }[], sku: string): string | undefined =>
  notes.find((n) => n.sku === sku)?.reason;

describe('Ceneo feed', () => {
  const result = writeCeneoFeed(products, feedContext('pl'));
  const doc = readXml(result.xml) as { offers: { '@version': string; group: { '@name': string; o: Item[] } } };
  const offers = doc.offers.group.o;
  const offer = (id: string): Item | undefined => offers.find((o) => o['@id'] === id);

  it('writes one o per item with the required attributes, text in CDATA', () => {
    expect(doc.offers['@version']).toBe('1');
    expect(offers.map((o) => o['@id'])).toEqual(['KREM-1', 'BAD-EAN', 'CONF-30', 'CONF-75', 'EXPIRED', 'SHORT', 'TINY']);
    for (const o of offers) {
      expect(o['@price']).toMatch(PRICE);
      expect(['1', '3', '7', '14', '90', '99']).toContain(o['@avail']);
      expect(o['@stock']).toMatch(/^\d+$/);
      expect(String(o['@url']).startsWith(`${SITE}/`)).toBe(true);
      expect(o['cat']).toMatch(/^Kosmetyki\/Twarz(\/Kremy)?$/);
      const attrs = (o['attrs'] as { a: Item[] }).a;
      expect(attrs.length).toBeLessThanOrEqual(10);
      expect(attrs.map((a) => a['@name'])).toContain('Producent');
      if (o['desc'] !== undefined) expect(NO_MARKUP(String(o['desc']))).toBe(true);
    }
    expect(result.xml).toContain('<name><![CDATA[Krem & Serum <Extra>]]></name>');
  });
  it('prices after the special-price rule, stock 0 when unavailable', () => {
    expect(offer('KREM-1')).toMatchObject({ '@price': '39.99', '@avail': '1', '@stock': '12' });
    expect(String(offer('KREM-1')?.['desc'])).toMatch(/^Lekki krem nawilżający /);
    expect(offer('EXPIRED')).toMatchObject({ '@price': '40.00', '@avail': '99', '@stock': '0' });
    expect((offer('KREM-1')?.['imgs'] as { main: Item; i: Item[] }).i).toHaveLength(10);
  });
  it('an offer with stock 0 is unavailable (FEEDS.md): a set whose parts make no whole set is avail 99', () => {
    const emptySet = makeProduct({
      id: 90,
      sku: 'SET-NO-PARTS',
      type_id: 'grouped',
      slug: 'set',
      url_key: 'set',
      url_path: 'set',
      ...priced(40),
      image: '/p/set.jpg',
      category_ids: [12],
      product_links: [],
      stock: { qty: 0, is_in_stock: true, manage_stock: false },
    });
    const set = (readXml(writeCeneoFeed([emptySet], feedContext('pl')).xml) as { offers: { group: { o: Item[] } } }).offers.group
      .o;
    expect(set).toMatchObject([{ '@id': 'SET-NO-PARTS', '@avail': '99', '@stock': '0' }]);
    expect(ceneoAvailable({ availability: 'in stock', quantity: 0 })).toBe(false);
    expect(ceneoAvailable({ availability: 'in stock', quantity: 3 })).toBe(true);
    expect(ceneoAvailable({ availability: 'out of stock', quantity: 3 })).toBe(false);
  });
  it('lists EAN only when valid, with Producent and Kod_producenta', () => {
    const attrs = (id: string): Record<string, unknown> =>
      Object.fromEntries((offer(id)?.['attrs'] as { a: Item[] }).a.map((a) => [a['@name'], a['#text']]));
    expect(attrs('KREM-1')).toMatchObject({
      Producent: 'Dermo',
      EAN: GOOD_EAN,
      Kod_producenta: 'KREM-1',
      Linia: 'Skóra atopowa',
    });
    expect(attrs('BAD-EAN')['EAN']).toBeUndefined();
    expect(result.xml).not.toContain(BAD_EAN);
    expect(attrs('CONF-30')).toMatchObject({ EAN: '5900000000015', Pojemnosc: '30 ml' });
    expect(attrs('CONF-30')['Pojemność']).toBeUndefined();
  });
  it("gives a simple product its size, as FEEDS.md's offer lists Pojemnosc, from the store view's attributes", () => {
    const size = { attribute_id: 140, attribute_code: 'size', is_user_defined: true, is_visible: true, is_comparable: false };
    const attributes = [{ ...size, frontend_label: 'Pojemność', options: [{ value: '301', label: '50 ml' }] }];
    const krem = { ...products[0]!, size: 301 } as (typeof products)[0];
    const sized = (ctx: ReturnType<typeof feedContext>) =>
      (readXml(writeCeneoFeed([krem], ctx).xml) as { offers: { group: { o: Item[] } } }).offers.group.o[0]!;
    const withAttrs = sized({ ...feedContext('pl'), attributes });
    const attrs = Object.fromEntries((withAttrs['attrs'] as { a: Item[] }).a.map((a) => [a['@name'], a['#text']]));
    expect(attrs).toMatchObject({ Kod_producenta: 'KREM-1', Pojemnosc: '50 ml' });
    expect(withAttrs['name']).toBe('Krem & Serum <Extra> 50 ml');
    // Without the attributes, or with a size no option names, no size is guessed.
    const without = sized(feedContext('pl'));
    expect((without['attrs'] as { a: Item[] }).a.map((a) => a['@name'])).not.toContain('Pojemnosc');
    expect(without['name']).toBe('Krem & Serum <Extra>');
    const unknown = sized({ ...feedContext('pl'), attributes: [{ ...attributes[0]!, options: [] }] });
    expect(unknown['name']).toBe('Krem & Serum <Extra>');
  });
  it('leaves out what it cannot list, with a reason', () => {
    expect(reasonOf(result.leftOut, 'NO-IMG')).toBe(REASONS.noImage);
    expect(reasonOf(result.leftOut, 'HIDDEN')).toBe(REASONS.notVisible);
    expect(reasonOf(result.leftOut, 'CONF-50')).toBe(REASONS.variantOutOfStock);
    expect(result.written).toBe(offers.length);
  });
});

describe('Empik feed (Mirakl offers)', () => {
  const offersOf = (xml: string): Item[] => {
    const { offers } = (readXml(xml) as { import: { offers: { offer?: Item[] } | '' } }).import;
    return offers === '' ? [] : (offers.offer ?? []);
  };

  it('writes offers with a valid EAN and leaves the rest out', () => {
    const result = writeEmpikFeed(products, feedContext('pl'));
    const offers = offersOf(result.xml);
    expect(offers.map((o) => o['sku'])).toEqual(['KREM-1', 'NO-IMG', 'CONF-30', 'CONF-75']);
    for (const o of offers) {
      expect(o).toMatchObject({ 'product-id-type': 'EAN', state: '11', 'leadtime-to-ship': '1' });
      expect(o['price']).toMatch(PRICE);
      expect(o['quantity']).toMatch(/^\d+$/);
    }
    expect(offers[0]).toMatchObject({ 'product-id': GOOD_EAN, price: '39.99', quantity: '12' });
    expect(reasonOf(result.leftOut, 'BAD-EAN')).toBe(REASONS.noEan);
    expect(result.listedWithStock).toEqual(['KREM-1', 'NO-IMG', 'CONF-30', 'CONF-75']);
  });
  it('keeps a previously listed, now unavailable offer once with quantity 0', () => {
    const previouslyListed = new Set(['KREM-1', 'CONF-50', 'HIDDEN', 'GONE']);
    const first = writeEmpikFeed(products, feedContext('pl', { previouslyListed }));
    const offers = offersOf(first.xml);
    const bySku = (sku: string): Item | undefined => offers.find((o) => o['sku'] === sku);
    expect(bySku('CONF-50')).toMatchObject({ quantity: '0', price: '79.00' });
    expect(bySku('HIDDEN')).toMatchObject({ quantity: '0', 'product-id': GOOD_EAN, price: '10.00' });
    expect(bySku('GONE')).toMatchObject({ quantity: '0', state: '11' });
    expect(reasonOf(first.warnings, 'GONE')).toBe(REASONS.goneListedBefore);
    expect(reasonOf(first.warnings, 'CONF-50')).toBe(REASONS.delisted);
    expect(reasonOf(first.leftOut, 'CONF-50')).toBeUndefined();
    expect(first.listedWithStock).not.toContain('CONF-50');
    const second = writeEmpikFeed(products, feedContext('pl', { previouslyListed: new Set(first.listedWithStock) }));
    const skus = offersOf(second.xml).map((o) => o['sku']);
    for (const sku of ['CONF-50', 'HIDDEN', 'GONE']) expect(skus).not.toContain(sku);
  });
  it('writes a closing offer at the price paid now, as the open offers are, while its sale holds', () => {
    const onSale = plantedProducts().map((p) =>
      p.sku === 'HIDDEN'
        ? { ...p, special_price: 7.5 / 1.23, special_from_date: '2026-11-01', special_to_date: '2026-11-30' }
        : p,
    );
    const offers = offersOf(writeEmpikFeed(onSale, feedContext('pl', { previouslyListed: new Set(['HIDDEN']) })).xml);
    expect(offers.find((o) => o['sku'] === 'HIDDEN')).toMatchObject({ quantity: '0', price: '7.50' });
  });
  it('writes a valid empty import without products', () => {
    const result = writeEmpikFeed([], feedContext('pl'));
    expect(offersOf(result.xml)).toEqual([]);
    expect(result.written).toBe(0);
  });
});

describe('feed table and report', () => {
  it('maps every route base name to a writer and knows the feeds of a store view', () => {
    expect(Object.keys(FEEDS).sort()).toEqual([...FEED_NAMES].sort());
    expect(feedsFor('pl')).toEqual([...FEED_NAMES]);
    expect(feedsFor('us')).toEqual(['fb-product-feed', 'cp-product-feed']);
    expect(feedsFor('ua')).toEqual([]);
  });
  it('reports written and left out by reason per feed', () => {
    const report = buildReport({ 'pl/fb-product-feed': FEEDS['fb-product-feed'](products, feedContext('pl')) });
    expect(report).toHaveLength(1);
    expect(report[0]?.written).toBe(7);
    expect(report[0]?.leftOut).toEqual({
      [REASONS.notVisible]: 1,
      [REASONS.noImage]: 1,
      [REASONS.idTooLong]: 1,
      [REASONS.variantOutOfStock]: 1,
    });
    expect(report[0]?.warnings).toEqual({ [REASONS.invalidEan]: 1 });
    expect(report[0]?.line).toMatch(/^pl\/fb-product-feed: 7 written; left out 4 \(.*\); warnings 1/);
  });
});
