/**
 * Grouped and bundle products in the feeds (feeds/sets.ts), as their pages show them (spec 000 §4): priced
 * by their parts, available by their in-stock flag, counted in whole sets of their parts' stock.
 */
import { describe, expect, it } from 'vitest';
import { feedVariants } from '../../../feeds/common.ts';
import { writeCeneoFeed, writeEmpikFeed } from '../../../feeds/index.ts';
import { setAvailability, setQuantity } from '../../../feeds/sets.ts';
import type { Product } from '../../../src/domain/catalog/types.ts';
import { makeProduct } from '../domain/catalog/fixtures.ts';
import { GOOD_EAN, priced } from './fixtures.ts';
import { feedContext, readXml } from './helpers.ts';

const part = (sku: string, gross: number, qty: number, extra: Partial<Product> = {}) =>
  makeProduct({ sku, ...priced(gross), stock: { qty, is_in_stock: qty > 0, manage_stock: true }, ...extra });

const PARTS = new Map<string, Product>([
  ['P-A', part('P-A', 10, 9)],
  // On sale now: the set counts the sale price, as the page does.
  ['P-B', part('P-B', 20, 4, { special_price: 15 / 1.23, special_from_date: '2026-11-01', special_to_date: '2026-11-30' })],
]);
const linked = (sku: string) => PARTS.get(sku);

const grouped = (extra: Partial<Product> = {}) =>
  makeProduct({
    id: 70,
    sku: 'SET',
    slug: 'set',
    url_key: 'set',
    url_path: 'set',
    type_id: 'grouped',
    ean: GOOD_EAN,
    image: '/p/set.jpg',
    category_ids: [12],
    ...priced(99),
    stock: { qty: 0, is_in_stock: true, manage_stock: true },
    product_links: [
      { link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'P-A', qty: 2 },
      { link_type: 'associated', linked_product_type: 'simple', linked_product_sku: 'P-B', qty: 1 },
    ],
    ...extra,
  });
describe('a grouped or bundle product in the feeds', () => {
  it('is priced at its parts’ current prices times their qty, with no sale price of its own', () => {
    const [item] = feedVariants(grouped(), feedContext('pl', {}, { linked }));
    // P-B's sale price (15) counts while its window holds at the build's instant.
    expect(item?.sku).toBe('SET');
    expect(item?.price).toBeCloseTo(10 * 2 + 15, 9);
    expect(item?.currentPrice).toBe(item?.price);
    expect(item?.salePrice).toBeUndefined();
  });

  it('keeps its own prices when no part can be priced', () => {
    const [item] = feedVariants(grouped(), feedContext());
    expect(item?.price).toBeCloseTo(99, 9);
  });

  it('is available by its in-stock flag (it holds no quantity of its own), as its page says', () => {
    expect(setAvailability(grouped())).toBe('in stock');
    expect(setAvailability(grouped({ stock: { qty: 0, is_in_stock: false, manage_stock: true } }))).toBe('out of stock');
    expect(feedVariants(grouped(), feedContext('pl', {}, { linked }))[0]?.availability).toBe('in stock');
  });

  it('counts the whole sets its parts’ stock makes; a part unknown or out of stock makes none', () => {
    expect(setQuantity(grouped(), linked)).toBe(4); // P-A: 9 / 2 = 4; P-B: 4 / 1 = 4
    expect(setQuantity(grouped(), (sku) => (sku === 'P-A' ? PARTS.get(sku) : undefined))).toBe(0);
    expect(setQuantity(grouped(), (sku) => (sku === 'P-B' ? part('P-B', 20, 0) : PARTS.get(sku)))).toBe(0);
    expect(setQuantity(grouped({ product_links: [] }), linked)).toBe(0);
  });

  it('reaches Ceneo and Empik as an offer in stock with its sets, at its summed price', () => {
    const ctx = feedContext('pl', {}, { linked });
    const ceneo = readXml(writeCeneoFeed([grouped()], ctx).xml) as { offers: { group: { o: Record<string, string>[] } } };
    expect(ceneo.offers.group.o[0]).toMatchObject({ '@id': 'SET', '@price': '35.00', '@avail': '1', '@stock': '4' });
    const empik = readXml(writeEmpikFeed([grouped()], ctx).xml) as { import: { offers: { offer: Record<string, string>[] } } };
    expect(empik.import.offers.offer[0]).toMatchObject({ sku: 'SET', price: '35.00', quantity: '4' });
  });
});
